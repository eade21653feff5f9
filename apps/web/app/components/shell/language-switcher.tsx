import { LANGUAGES, localizePath, splitLanguage, type TLanguage } from '@softhouse/contracts/constants';
import { Check, ChevronDown, Globe } from 'lucide-react';
import { useEffect, useId, useRef, useState, useSyncExternalStore, type KeyboardEvent, type MouseEvent } from 'react';
import { useLanguage } from '~/i18n';
import { cn } from '~/lib/cn';

/** False on the server and while hydrating, true once the island runs in the browser. */
const noSubscription = () => () => undefined;

/** product.md §9: the dropdown closes 150 ms after focus leaves it. */
export const LANGUAGE_MENU_BLUR_CLOSE_MS = 150;

type LanguageSwitcherProps = {
  /** The page's path, for the links to it in each language. */
  pathname: string;
  className?: string;
  direction?: 'down' | 'up';
};

/**
 * The language menu (issue 19): a native `<details>` whose items are links to this page in each
 * language, so it opens and works from the first paint and without JavaScript. Once the island runs,
 * it becomes a menu (roles, arrow keys, Escape, closing 150 ms after focus leaves), and a choice is
 * kept (localStorage and cookie) and lands on the page's own address in that language or, without a
 * translation, that language's listing (decision 027).
 */
export function LanguageSwitcher({ pathname, className, direction = 'down' }: LanguageSwitcherProps) {
  const { language, setLanguage, t } = useLanguage();
  const enhanced = useSyncExternalStore(noSubscription, () => true, () => false);
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const detailsRef = useRef<HTMLDetailsElement>(null);
  const summaryRef = useRef<HTMLElement>(null);
  const itemsRef = useRef<(HTMLAnchorElement | null)[]>([]);
  const blurTimer = useRef<number | undefined>(undefined);
  const { path } = splitLanguage(pathname);

  // Opened before the island hydrated: the state catches up, once, from the element's own toggle.
  useEffect(() => {
    const details = detailsRef.current;
    if (details?.open) details.dispatchEvent(new Event('toggle'));
    return () => window.clearTimeout(blurTimer.current);
  }, []);

  useEffect(() => {
    if (open) itemsRef.current[LANGUAGES.indexOf(language)]?.focus();
  }, [open, language]);

  const close = (refocus: boolean) => {
    window.clearTimeout(blurTimer.current);
    setOpen(false);
    if (refocus) summaryRef.current?.focus();
  };

  const choose = (event: MouseEvent<HTMLAnchorElement>, next: TLanguage) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return; // a new tab: the link as is
    event.preventDefault();
    close(true);
    if (next !== language) setLanguage(next);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDetailsElement>) => {
    if (event.target === summaryRef.current && !open) {
      if (event.key === 'ArrowDown') {
        event.preventDefault();
        setOpen(true);
      }
      return;
    }
    const items = itemsRef.current.filter((item): item is HTMLAnchorElement => item !== null);
    const index = items.indexOf(document.activeElement as HTMLAnchorElement);
    const move = (to: number) => {
      event.preventDefault();
      items[(to + items.length) % items.length]?.focus();
    };
    if (event.key === 'ArrowDown') move(index + 1);
    else if (event.key === 'ArrowUp') move(index - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(items.length - 1);
    else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') close(false);
  };

  return (
    <details
      ref={detailsRef}
      open={open}
      onToggle={(event) => {
        if (event.target === event.currentTarget) setOpen(event.currentTarget.open);
      }}
      className={cn('group/language relative', className)}
      onFocus={() => window.clearTimeout(blurTimer.current)}
      onBlur={(event) => {
        if (event.currentTarget.contains(event.relatedTarget)) return;
        window.clearTimeout(blurTimer.current);
        blurTimer.current = window.setTimeout(() => setOpen(false), LANGUAGE_MENU_BLUR_CLOSE_MS);
      }}
      onKeyDown={onKeyDown}
    >
      <summary
        ref={summaryRef}
        aria-label={`${t('common.chooseLanguage')}: ${t(`common.languages.${language}`)}`}
        data-testid="language-switcher"
        onClick={(event) => {
          // The island's state leads once it runs (the native toggle would land a task later).
          event.preventDefault();
          setOpen((value) => !value);
        }}
        className={cn(
          'inline-flex h-10 cursor-pointer list-none items-center gap-1.5 rounded-full px-3 text-sm font-bold text-ink-700 uppercase [&::-webkit-details-marker]:hidden',
          'transition-colors group-open/language:bg-ink-100 group-open/language:text-brand-dark hover:bg-ink-100 hover:text-brand-dark',
        )}
      >
        <Globe aria-hidden="true" className="size-4" />
        <span>{language}</span>
        <ChevronDown aria-hidden="true" className="size-3.5 transition-transform duration-200 group-open/language:rotate-180" />
      </summary>
      {/* Before the island runs the links are always there (the closed <details> hides them); after, only while open. */}
      {open || !enhanced ? (
        <div
          id={menuId}
          role={enhanced ? 'menu' : undefined}
          aria-label={t('common.language')}
          className={cn(
            'absolute z-50 w-48 animate-toast-in rounded-card bg-white p-1.5 shadow-lift ring-1 ring-ink-200',
            direction === 'down' ? 'top-full right-0 mt-2' : 'bottom-full left-0 mb-2',
          )}
        >
          {LANGUAGES.map((code, index) => (
            <a
              key={code}
              ref={(element) => {
                itemsRef.current[index] = element;
              }}
              href={localizePath(path, code)}
              hrefLang={code}
              lang={code}
              role={enhanced ? 'menuitemradio' : undefined}
              aria-checked={enhanced ? code === language : undefined}
              aria-current={!enhanced && code === language ? 'true' : undefined}
              tabIndex={enhanced ? -1 : undefined}
              onClick={(event) => choose(event, code)}
              className={cn(
                'flex w-full items-center justify-between gap-3 rounded-[0.875rem] px-3 py-2.5 text-left text-sm font-semibold',
                'transition-colors hover:bg-brand-light focus-visible:bg-brand-light',
                code === language ? 'text-brand' : 'text-ink-700',
              )}
            >
              <span className="flex items-center gap-3">
                <span className="w-6 text-xs font-extrabold text-ink-500 uppercase">{code}</span>
                {t(`common.languages.${code}`)}
              </span>
              {code === language ? <Check aria-hidden="true" className="size-4" /> : null}
            </a>
          ))}
        </div>
      ) : null}
    </details>
  );
}
