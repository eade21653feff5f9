import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '~/components/ui/button';

/** Previous / next with 'Página X de Y' (product.md §2, blog and contacts tables). */
export function Pager({ page, totalPages, onPageChange }: { page: number; totalPages: number; onPageChange: (page: number) => void }) {
  const pages = Math.max(1, totalPages);
  return (
    <nav aria-label="Paginação" className="flex items-center justify-between gap-3 border-t border-ink-100 px-5 py-3">
      <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
        <ChevronLeft aria-hidden="true" />
        <span className="max-sm:sr-only">Anterior</span>
      </Button>
      <p className="text-sm font-semibold whitespace-nowrap text-ink-600" aria-live="polite">
        Página {page} de {pages}
      </p>
      <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => onPageChange(page + 1)}>
        <span className="max-sm:sr-only">Próxima</span>
        <ChevronRight aria-hidden="true" />
      </Button>
    </nav>
  );
}
