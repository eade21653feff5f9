import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { useLanguage } from '~/i18n';
import { LocalLink } from '~/i18n/local-link';
import { cn } from '~/lib/cn';
import { blogSearch, paginationItems } from './blog-data';

type BlogPaginationProps = { page: number; totalPages: number; category: string | null };

const box = 'inline-grid h-11 min-w-11 place-items-center rounded-full px-3 text-[0.9375rem] font-bold tabular-nums';

/** Real links to ?page=N (product.md §2, §9): first, last, neighbours within 1 of the current page, ellipses between. */
export function BlogPagination({ page, totalPages, category }: BlogPaginationProps) {
  const { t } = useLanguage();
  if (totalPages <= 1) return null;
  const href = (target: number) => blogSearch({ category, page: target });
  return (
    <nav aria-label={t('blog.pagination.label')} className="mt-16 flex justify-center" data-testid="pagination">
      <ul className="flex flex-wrap items-center justify-center gap-1.5">
        <li>
          <Step to={page > 1 && page <= totalPages ? href(page - 1) : null} label={t('blog.pagination.previous')}>
            <ChevronLeft />
          </Step>
        </li>
        {paginationItems(page, totalPages).map((item, index) =>
          item === 'ellipsis' ? (
            <li key={`ellipsis-${index}`} aria-hidden="true" className={cn(box, 'min-w-8 px-0 text-ink-400')} data-testid="pagination-ellipsis">
              …
            </li>
          ) : (
            <li key={item}>
              <LocalLink
                to={href(item)}
                aria-label={t('blog.pagination.page', { page: item })}
                aria-current={item === page ? 'page' : undefined}
                className={cn(
                  box,
                  'transition-colors',
                  item === page
                    ? 'bg-brand text-white shadow-soft'
                    : 'bg-white text-ink-700 ring-1 ring-ink-200 ring-inset hover:text-brand hover:ring-brand',
                )}
              >
                {item}
              </LocalLink>
            </li>
          ),
        )}
        <li>
          <Step to={page < totalPages ? href(page + 1) : null} label={t('blog.pagination.next')}>
            <ChevronRight />
          </Step>
        </li>
      </ul>
    </nav>
  );
}

function Step({ to, label, children }: { to: string | null; label: string; children: ReactNode }) {
  const className = cn(box, 'px-0 [&_svg]:size-5');
  if (!to) {
    return (
      <span aria-hidden="true" className={cn(className, 'text-ink-300')}>
        {children}
      </span>
    );
  }
  return (
    <LocalLink to={to} aria-label={label} title={label} className={cn(className, 'text-ink-700 hover:bg-ink-100 hover:text-brand')}>
      <span aria-hidden="true" className="contents">
        {children}
      </span>
    </LocalLink>
  );
}
