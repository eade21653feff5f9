import type { TShellData } from '@softhouse/contracts';
import { splitLanguage } from '@softhouse/contracts/constants';
import { useLanguage } from '~/i18n';
import { cn } from '~/lib/cn';

type NavLinksProps = {
  items: TShellData['nav'];
  /** The page's path: its link is the current one. */
  pathname: string;
  variant: 'bar' | 'drawer';
  onNavigate?: () => void;
};

/** Whether `path` is the page or one of its sections ('/' only for the home page itself). */
export const isCurrentSection = (href: string, current: string) => {
  // Compared as Portuguese paths: /en is the home of /en/sobre's language, not its section.
  const path = splitLanguage(href).path;
  const pathname = splitLanguage(current).path;
  return path === '/' ? pathname === '/' : pathname === path || pathname.startsWith(`${path}/`);
};

/** The header's links in the order the settings give (product.md §2); the current one has aria-current="page". */
export function NavLinks({ items, pathname, variant, onNavigate }: NavLinksProps) {
  const { t } = useLanguage();
  return (
    <ul className={variant === 'bar' ? 'flex items-center' : 'flex flex-col gap-1'}>
      {items.map((item) => {
        const isActive = isCurrentSection(item.path, pathname);
        return (
          <li key={item.path}>
            <a
              href={item.path}
              onClick={onNavigate}
              aria-current={isActive ? 'page' : undefined}
              className={cn(
                variant === 'bar'
                  ? 'relative inline-flex h-10 items-center rounded-full px-2.5 text-[0.9375rem] font-semibold transition-colors xl:px-3'
                  : 'flex items-center justify-between rounded-control px-3 py-3 text-2xl font-bold tracking-[-0.02em] transition-colors',
                isActive
                  ? 'text-brand-dark underline decoration-brand decoration-[2.5px] underline-offset-[10px]'
                  : variant === 'bar'
                    ? 'text-ink-500 hover:text-brand-dark'
                    : 'text-ink-600 hover:bg-ink-50 hover:text-brand-dark',
              )}
            >
              {item.label ?? t(item.labelKey)}
            </a>
          </li>
        );
      })}
    </ul>
  );
}
