import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '~/components/ui/button';
import { formatNumber } from './format';

/**
 * Previous / next with 'Página X de Y' (product.md §2, blog and contacts tables); 'de mais de Y' when the list
 * stopped counting (`meta.totalCapped`), which leaves a page after the last one counted.
 */
export function Pager({ page, totalPages, more = false, onPageChange }: { page: number; totalPages: number; more?: boolean; onPageChange: (page: number) => void }) {
  const pages = Math.max(1, totalPages);
  return (
    <nav aria-label="Paginação" className="flex items-center justify-between gap-3 border-t border-ink-100 px-5 py-3">
      <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
        <ChevronLeft aria-hidden="true" />
        <span className="max-sm:sr-only">Anterior</span>
      </Button>
      <p className="text-center text-sm font-semibold text-ink-600 sm:whitespace-nowrap" aria-live="polite">
        Página {formatNumber(page)} de {more ? 'mais de ' : ''}
        {formatNumber(pages)}
      </p>
      <Button variant="secondary" size="sm" disabled={page >= pages && !more} onClick={() => onPageChange(page + 1)}>
        <span className="max-sm:sr-only">Próxima</span>
        <ChevronRight aria-hidden="true" />
      </Button>
    </nav>
  );
}
