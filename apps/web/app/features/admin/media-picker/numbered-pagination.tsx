import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Tooltip } from '~/components/ui/tooltip';
import { cn } from '~/lib/cn';

/** First, last and the neighbours within 1 of the current page; gaps become an ellipsis (product.md §9). */
export function pageItems(page: number, totalPages: number): (number | 'ellipsis')[] {
  const items: (number | 'ellipsis')[] = [];
  for (let p = 1; p <= totalPages; p++) {
    if (p === 1 || p === totalPages || Math.abs(p - page) <= 1) items.push(p);
    else if (items[items.length - 1] !== 'ellipsis') items.push('ellipsis');
  }
  return items;
}

const base =
  'inline-grid h-8 min-w-8 place-items-center rounded-lg px-2 text-sm font-semibold transition-colors disabled:pointer-events-none disabled:opacity-40 [&_svg]:size-4';

export function NumberedPagination({
  page,
  totalPages,
  onPageChange,
}: {
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
}) {
  if (totalPages <= 1) return null;
  return (
    <nav aria-label="Páginas" className="flex items-center gap-1">
      <Tooltip label="Página anterior">
        <button type="button" className={cn(base, 'text-ink-600 hover:bg-ink-100')} aria-label="Página anterior" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
          <ChevronLeft aria-hidden="true" />
        </button>
      </Tooltip>
      {pageItems(page, totalPages).map((item, i) =>
        item === 'ellipsis' ? (
          <span key={`gap-${i}`} aria-hidden="true" className="px-1 text-ink-400">
            …
          </span>
        ) : (
          <button
            key={item}
            type="button"
            aria-label={`Página ${item}`}
            aria-current={item === page ? 'page' : undefined}
            onClick={() => onPageChange(item)}
            className={cn(base, item === page ? 'bg-brand text-white' : 'text-ink-700 hover:bg-ink-100')}
          >
            {item}
          </button>
        ),
      )}
      <Tooltip label="Próxima página">
        <button type="button" className={cn(base, 'text-ink-600 hover:bg-ink-100')} aria-label="Próxima página" disabled={page >= totalPages} onClick={() => onPageChange(page + 1)}>
          <ChevronRight aria-hidden="true" />
        </button>
      </Tooltip>
    </nav>
  );
}
