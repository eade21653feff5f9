import type { TShellData } from '@softhouse/contracts';
import { SEARCH_PATH, splitLanguage } from '@softhouse/contracts/constants';
import { ArrowUpRight, Menu, Search } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '~/components/ui/button';
import { useLanguage, useLocalPath } from '~/i18n';
import { cn } from '~/lib/cn';
import { LanguageSwitcher } from './language-switcher';
import { Logo } from './logo';
import { MobileDrawer } from './mobile-drawer';
import { NavLinks } from './nav-links';

type SiteHeaderProps = {
  companyName: string;
  nav: TShellData['nav'];
  /** The page's path, for the current link (aria-current="page"). */
  pathname: string;
};

/** An island (decision 009): links are plain links, every page is a new document. */
export function SiteHeader({ companyName, nav, pathname }: SiteHeaderProps) {
  const { t } = useLanguage();
  const localPath = useLocalPath();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [scrolled, setScrolled] = useState(false);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const drawerId = useId();

  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > 8);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  // A page restored from the back-forward cache comes back as it was left: with the drawer closed.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) document.getElementById(drawerId)?.hidePopover();
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, [drawerId]);

  return (
    <>
      <header
        className={cn(
          'sticky top-0 z-40 border-b bg-white/85 backdrop-blur-md transition-[border-color,box-shadow] duration-300 supports-[backdrop-filter]:bg-white/75',
          scrolled ? 'border-ink-200/70 shadow-[0_8px_24px_-18px_rgb(14_20_64/0.35)]' : 'border-transparent',
        )}
      >
        <div className="container-content flex h-18 items-center justify-between gap-4">
          <a
            href={localPath('/')}
            aria-label={`${companyName}: ${t('nav.homeLink')}`}
            className="rounded-control"
            data-testid="logo-link"
          >
            <Logo name={companyName} />
          </a>

          <nav aria-label={t('nav.label')} className="hidden lg:block">
            <NavLinks items={nav} pathname={pathname} variant="bar" />
          </nav>

          <div className="flex items-center gap-1.5">
            {/* A link to the search page: it works before (and without) JavaScript; `/` opens it too. */}
            <a
              href={localPath(SEARCH_PATH)}
              aria-label={t('nav.search')}
              title={`${t('nav.search')} (/)`}
              aria-keyshortcuts="/"
              aria-current={splitLanguage(pathname).path === SEARCH_PATH ? 'page' : undefined}
              data-testid="search-button"
              className="grid size-11 place-items-center rounded-full text-brand-dark transition-colors hover:bg-ink-100 aria-[current=page]:bg-brand-light"
            >
              <Search aria-hidden="true" className="size-5" />
            </a>
            {/* Below 420 px only the drawer carries the switcher, so the search and menu buttons keep their place. */}
            <LanguageSwitcher pathname={pathname} className="hidden min-[420px]:block" />
            <Button asChild size="sm" className="ml-1 hidden xl:inline-flex">
              <a href={localPath('/contato')}>
                {t('nav.cta')}
                <ArrowUpRight aria-hidden="true" />
              </a>
            </Button>
            <button
              ref={menuButtonRef}
              type="button"
              popoverTarget={drawerId}
              aria-label={t('nav.openMenu')}
              aria-haspopup="dialog"
              data-testid="menu-button"
              className="grid size-11 place-items-center rounded-full text-brand-dark transition-colors hover:bg-ink-100 lg:hidden"
            >
              <Menu aria-hidden="true" className="size-6" />
            </button>
          </div>
        </div>
      </header>
      {/* Outside the header, though as a popover it is in the top layer anyway. */}
      <MobileDrawer
        id={drawerId}
        open={drawerOpen}
        onOpenChange={setDrawerOpen}
        nav={nav}
        pathname={pathname}
        returnFocusTo={menuButtonRef}
      />
    </>
  );
}
