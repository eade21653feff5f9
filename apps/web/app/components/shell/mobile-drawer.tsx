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
  /** The drawer's id: the menu button opens it with `popovertarget`, before and without JavaScript. */
  id: string;
  /** Whether it is open, as its `toggle` events report it (JavaScript's enhancements follow it). */
  open: boolean;
  onOpenChange: (open: boolean) => void;
  nav: TShellData['nav'];
  pathname: string;
  /** Where focus goes back when the drawer closes. */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
};

const FOCUSABLE = 'a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Full-height navigation drawer for small screens (product.md §2, §4): 0.5 s slide, scroll locked while open.
 * It is a native popover (issue 19): the menu button and the close button open and close it from the
 * first paint and without JavaScript, Escape and a tap on the dimmed page close it, and the browser
 * puts it above everything. The island adds the focus trap, the scroll lock and focus return.
 */
export function MobileDrawer({ id, open, onOpenChange, nav, pathname, returnFocusTo }: MobileDrawerProps) {
  const { t } = useLanguage();
  const localPath = useLocalPath();
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);

  // Opened before the island hydrated: the state catches up.
  useEffect(() => {
    if (panelRef.current?.matches(':popover-open')) onOpenChange(true);
  }, [onOpenChange]);

  useEffect(() => {
    if (open) {
      wasOpen.current = true;
      lockBodyScroll();
      // Focus moves in, unless it is there already (a drawer opened and used before the island ran).
      if (!panelRef.current?.contains(document.activeElement)) closeRef.current?.focus();
      return;
    }
    if (wasOpen.current) {
      wasOpen.current = false;
      clearBodyScrollLock();
      returnFocusTo.current?.focus({ preventScroll: true });
    }
  }, [open, returnFocusTo]);

  useEffect(() => () => clearBodyScrollLock(), []);

  const close = () => panelRef.current?.hidePopover();

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
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
      ref={panelRef}
      id={id}
      popover="auto"
      role="dialog"
      aria-modal={open || undefined}
      aria-labelledby={titleId}
      onToggle={(event) => {
        // React passes the language menu's own toggle (a <details> inside) up to here: only the drawer's counts.
        if (event.target === event.currentTarget) onOpenChange(event.currentTarget.matches(':popover-open'));
      }}
      onKeyDown={onKeyDown}
      data-testid="mobile-drawer"
      data-state={open ? 'open' : 'closed'}
      className={cn(
        'inset-y-0 right-0 left-auto m-0 h-dvh max-h-none w-full max-w-none flex-col border-0 bg-white p-0 text-ink-800 shadow-float open:flex sm:max-w-sm lg:hidden',
        'translate-x-full transition-[translate,display,overlay] transition-discrete duration-500 ease-out-soft open:translate-x-0 starting:open:translate-x-full',
        'backdrop:bg-brand-dark/50 backdrop:opacity-0 backdrop:backdrop-blur-[2px] backdrop:transition-[opacity,display,overlay] backdrop:transition-discrete backdrop:duration-500',
        'open:backdrop:opacity-100 starting:open:backdrop:opacity-0',
      )}
    >
      <div className="flex h-18 items-center justify-between border-b border-ink-100 px-5">
        <h2 id={titleId} className="text-sm font-extrabold tracking-[0.18em] text-ink-500 uppercase">
          {t('nav.menu')}
        </h2>
        <button
          ref={closeRef}
          type="button"
          popoverTarget={id}
          popoverTargetAction="hide"
          aria-label={t('nav.closeMenu')}
          className="grid size-11 place-items-center rounded-full text-ink-700 transition-colors hover:bg-ink-100"
        >
          <X aria-hidden="true" className="size-6" />
        </button>
      </div>
      <nav aria-label={t('nav.label')} className="flex-1 overflow-y-auto px-3 py-6">
        <NavLinks items={nav} pathname={pathname} variant="drawer" onNavigate={close} />
      </nav>
      <div className="flex items-center justify-between gap-3 border-t border-ink-100 p-5">
        <LanguageSwitcher pathname={pathname} direction="up" />
        <Button asChild size="md">
          <a href={localPath('/contato')} onClick={close}>
            {t('common.talkToSpecialist')}
            <ArrowRight aria-hidden="true" />
          </a>
        </Button>
      </div>
    </div>
  );
}
