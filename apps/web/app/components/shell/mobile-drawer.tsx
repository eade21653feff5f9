import type { TShellData } from '@softhouse/contracts';
import { ArrowRight, X } from 'lucide-react';
import { useEffect, useId, useRef, type KeyboardEvent, type RefObject } from 'react';
import { Button } from '~/components/ui/button';
import { useLanguage, useLocalPath } from '~/i18n';
import { cn } from '~/lib/cn';
import { clearBodyScrollLock, lockBodyScroll } from '~/lib/scroll-lock';
import { LanguageSwitcher } from './language-switcher';
import { NavLinks } from './nav-links';

type MobileDrawerProps = {
  open: boolean;
  onClose: () => void;
  nav: TShellData['nav'];
  pathname: string;
  /** Where focus goes back when the drawer closes. */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
};

const FOCUSABLE = 'a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Full-height navigation drawer for small screens (product.md §2, §4): 0.5 s slide, scroll locked while open. */
export function MobileDrawer({ open, onClose, nav, pathname, returnFocusTo }: MobileDrawerProps) {
  const { t } = useLanguage();
  const localPath = useLocalPath();
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);

  useEffect(() => {
    if (open) {
      wasOpen.current = true;
      lockBodyScroll();
      closeRef.current?.focus();
      return;
    }
    if (wasOpen.current) {
      wasOpen.current = false;
      clearBodyScrollLock();
      returnFocusTo.current?.focus({ preventScroll: true });
    }
  }, [open, returnFocusTo]);

  useEffect(() => () => clearBodyScrollLock(), []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !panelRef.current) return;
    const focusable = [...panelRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = focusable[0];
    const last = focusable.at(-1);
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  return (
    <div
      className={cn(
        'fixed inset-0 z-50 lg:hidden',
        open ? 'visible' : 'invisible transition-[visibility] duration-500',
      )}
      aria-hidden={!open}
    >
      <div
        className={cn(
          'absolute inset-0 bg-brand-dark/50 backdrop-blur-[2px] transition-opacity duration-500',
          open ? 'opacity-100' : 'opacity-0',
        )}
        onClick={onClose}
      />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        inert={!open}
        onKeyDown={onKeyDown}
        data-testid="mobile-drawer"
        data-state={open ? 'open' : 'closed'}
        className={cn(
          'absolute inset-y-0 right-0 flex h-dvh w-full flex-col bg-white shadow-float sm:max-w-sm',
          'transition-transform duration-500 ease-out-soft',
          open ? 'translate-x-0' : 'translate-x-full',
        )}
      >
        <div className="flex h-18 items-center justify-between border-b border-ink-100 px-5">
          <h2 id={titleId} className="text-sm font-extrabold tracking-[0.18em] text-ink-500 uppercase">
            {t('nav.menu')}
          </h2>
          <button
            ref={closeRef}
            type="button"
            onClick={onClose}
            aria-label={t('nav.closeMenu')}
            className="grid size-11 place-items-center rounded-full text-ink-700 transition-colors hover:bg-ink-100"
          >
            <X aria-hidden="true" className="size-6" />
          </button>
        </div>
        <nav aria-label={t('nav.label')} className="flex-1 overflow-y-auto px-3 py-6">
          <NavLinks items={nav} pathname={pathname} variant="drawer" onNavigate={onClose} />
        </nav>
        <div className="flex items-center justify-between gap-3 border-t border-ink-100 p-5">
          <LanguageSwitcher direction="up" />
          <Button asChild size="md">
            <a href={localPath('/contato')} onClick={onClose}>
              {t('common.talkToSpecialist')}
              <ArrowRight aria-hidden="true" />
            </a>
          </Button>
        </div>
      </div>
    </div>
  );
}
