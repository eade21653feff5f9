import { LANGUAGES, type TLanguage } from '@softhouse/contracts/constants';
import { Check, ChevronDown, Globe } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useLanguage } from '~/i18n';
import { cn } from '~/lib/cn';

/** product.md §9: the dropdown closes 150 ms after focus leaves it. */
export const LANGUAGE_MENU_BLUR_CLOSE_MS = 150;

type LanguageSwitcherProps = { className?: string; direction?: 'down' | 'up' };

export function LanguageSwitcher({ className, direction = 'down' }: LanguageSwitcherProps) {
  const { language, setLanguage, t } = useLanguage();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const itemsRef = useRef<(HTMLButtonElement | null)[]>([]);
  const blurTimer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(blurTimer.current), []);

  useEffect(() => {
    if (open) itemsRef.current[LANGUAGES.indexOf(language)]?.focus();
  }, [open, language]);

  const choose = (next: TLanguage) => {
    window.clearTimeout(blurTimer.current);
    setOpen(false);
    buttonRef.current?.focus();
    if (next !== language) setLanguage(next);
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const items = itemsRef.current.filter((item): item is HTMLButtonElement => item !== null);
    const index = items.indexOf(document.activeElement as HTMLButtonElement);
    const move = (to: number) => {
      event.preventDefault();
      items[(to + items.length) % items.length]?.focus();
    };
    if (event.key === 'ArrowDown') move(index + 1);
    else if (event.key === 'ArrowUp') move(index - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(items.length - 1);
    else if (event.key === 'Escape' || event.key === 'Tab') {
      if (event.key === 'Escape') event.preventDefault();
      setOpen(false);
      if (event.key === 'Escape') buttonRef.current?.focus();
    }
  };

  return (
    <div
      className={cn('relative', className)}
      onFocus={() => window.clearTimeout(blurTimer.current)}
      onBlur={(event) => {
        if (event.currentTarget.contains(event.relatedTarget)) return;
        window.clearTimeout(blurTimer.current);
        blurTimer.current = window.setTimeout(() => setOpen(false), LANGUAGE_MENU_BLUR_CLOSE_MS);
      }}
      onKeyDown={onMenuKeyDown}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={`${t('common.chooseLanguage')}: ${t(`common.languages.${language}`)}`}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' && !open) {
            event.preventDefault();
            setOpen(true);
          }
        }}
        data-testid="language-switcher"
        className={cn(
          'inline-flex h-10 items-center gap-1.5 rounded-full px-3 text-sm font-bold text-ink-700 uppercase',
          'transition-colors hover:bg-ink-100 hover:text-brand-dark',
          open && 'bg-ink-100 text-brand-dark',
        )}
      >
        <Globe aria-hidden="true" className="size-4" />
        <span>{language}</span>
        <ChevronDown
          aria-hidden="true"
          className={cn('size-3.5 transition-transform duration-200', open && 'rotate-180')}
        />
      </button>
      {open ? (
        <div
          id={menuId}
          role="menu"
          aria-label={t('common.language')}
          className={cn(
            'absolute z-50 w-48 animate-toast-in rounded-card bg-white p-1.5 shadow-lift ring-1 ring-ink-200',
            direction === 'down' ? 'top-full right-0 mt-2' : 'bottom-full left-0 mb-2',
          )}
        >
          {LANGUAGES.map((code, index) => (
            <button
              key={code}
              ref={(element) => {
                itemsRef.current[index] = element;
              }}
              type="button"
              role="menuitemradio"
              aria-checked={code === language}
              lang={code}
              tabIndex={-1}
              onClick={() => choose(code)}
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
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
