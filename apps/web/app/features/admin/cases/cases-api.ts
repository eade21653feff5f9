import { CASE_LIMITS, casesEndpoints, type TCaseBulk, type TCaseCreate, type TCaseUpdate } from '@softhouse/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../api/client';
import type { ListParams, Selection } from '../kit';

export const casesKey = ['admin', 'cases'] as const;
export const CASE_FILTERS = ['published', 'featured'] as const;
export type CaseListParams = ListParams<(typeof CASE_FILTERS)[number]>;

const flag = (value: string | undefined) => (value === 'true' || value === 'false' ? value : undefined);

/** The list's filter as the API reads it (also for a bulk action over every matching case). */
function caseFilter(list: Pick<CaseListParams, 'search' | 'filters'>): NonNullable<TCaseBulk['filter']> {
  return { search: list.search || undefined, published: flag(list.filters.published), featured: flag(list.filters.featured) };
}

/** The list's query: every case, unpublished too (the token makes the API answer as for staff), in display order unless sorted otherwise. */
export function casesQuery(list: CaseListParams) {
  return { ...caseFilter(list), sortBy: list.sort.key as 'order' | 'createdAt' | 'title', sortOrder: list.sort.order, limit: CASE_LIMITS.listLimit };
}

export function useCases(list: CaseListParams) {
  const query = casesQuery(list);
  return useQuery({
    queryKey: [...casesKey, 'list', query],
    queryFn: ({ signal }) => call(casesEndpoints.list, { query }, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** One whole case by id, unpublished too: what its editor opens on (list items leave out its translations, decision 037). */
export const caseQuery = (id: string | null) => ({
  queryKey: [...casesKey, 'one', id],
  queryFn: ({ signal }: { signal: AbortSignal }) => call(casesEndpoints.get, { params: { id: id! } }, { signal, errorToast: false }),
  retry: false,
  staleTime: 0,
});

/** One case by id (a link to its editor: the SEO report's "Corrigir"). */
export function useCase(id: string | null) {
  return useQuery({ ...caseQuery(id), enabled: id !== null });
}

const quiet = { errorToast: false } as const;

export const casesApi = {
  create: (body: TCaseCreate) => call(casesEndpoints.create, { body }, quiet),
  update: (id: string, body: TCaseUpdate) => call(casesEndpoints.update, { params: { id }, body }, quiet),
  remove: (id: string) => call(casesEndpoints.remove, { params: { id } }, quiet),
  /** 1-based positions (product.md §3 "Reorder item"). */
  bulk: (action: TCaseBulk['action'], selection: Selection, list: CaseListParams) =>
    call(casesEndpoints.bulk, { body: 'all' in selection ? { action, filter: caseFilter(list) } : { action, ids: selection.ids } }, quiet),
  reorder: (ids: readonly string[]) => call(casesEndpoints.reorder, { body: { orders: ids.map((id, index) => ({ id, order: index + 1 })) } }, quiet),
};
