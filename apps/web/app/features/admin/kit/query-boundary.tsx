import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Skeleton } from '~/components/ui/skeleton';
import { cn } from '~/lib/cn';
import { LoadError } from '../components/load-error';

/** What a screen part shows for its query: a skeleton while loading, the error with a retry, then its content. */
export function QueryBoundary<T>({
  query,
  loadingLabel,
  what,
  skeleton = ['h-10 w-full', 'h-10 w-1/2'],
  children,
}: {
  query: UseQueryResult<T>;
  /** 'Carregando rodapé'. */
  loadingLabel: string;
  /** 'o rodapé', for 'Não foi possível carregar o rodapé.' */
  what: string;
  /** Classes of the skeleton's bars. */
  skeleton?: string[];
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) {
    return (
      <div className="flex flex-col gap-3 p-5" aria-busy="true" aria-label={loadingLabel}>
        {skeleton.map((bar, i) => (
          <Skeleton key={i} className={cn(bar)} />
        ))}
      </div>
    );
  }
  if (query.isError) return <LoadError what={what} onRetry={() => void query.refetch()} />;
  return <>{children(query.data)}</>;
}
