import { ChevronRight } from 'lucide-react';
import { breadcrumbJsonLd, JsonLd, type Crumb } from '~/lib/json-ld';
import { cn } from '~/lib/cn';
import { useRootData } from '~/lib/root-data';
import { LocalLink } from '~/i18n/local-link';

type BreadcrumbsProps = {
  /** From the home page to the current page; the last one is the current page (not a link). */
  items: readonly Crumb[];
  label: string;
  inverse?: boolean;
  className?: string;
};

/** The visible trail and its BreadcrumbList structured data, from one list so they cannot disagree. */
export function Breadcrumbs({ items, label, inverse = false, className }: BreadcrumbsProps) {
  const root = useRootData();
  return (
    <>
      <nav aria-label={label} className={cn('min-w-0', className)}>
        <ol className="flex min-w-0 flex-wrap items-center gap-x-1.5 gap-y-1 text-sm font-semibold">
          {items.map((crumb, index) => {
            const current = index === items.length - 1;
            return (
              <li key={crumb.path} className={cn('flex min-w-0 items-center gap-1.5', current && 'max-w-full')}>
                {current ? (
                  <span aria-current="page" className={cn('truncate', inverse ? 'text-white' : 'text-ink-700')}>
                    {crumb.name}
                  </span>
                ) : (
                  <>
                    <LocalLink
                      to={crumb.path}
                      className={cn(
                        'rounded transition-colors',
                        inverse ? 'text-white/75 hover:text-white' : 'text-ink-500 hover:text-brand',
                      )}
                    >
                      {crumb.name}
                    </LocalLink>
                    <ChevronRight aria-hidden="true" className={cn('size-3.5 shrink-0', inverse ? 'text-white/50' : 'text-ink-400')} />
                  </>
                )}
              </li>
            );
          })}
        </ol>
      </nav>
      {root?.publicUrl ? <JsonLd data={breadcrumbJsonLd(root, items)} /> : null}
    </>
  );
}
