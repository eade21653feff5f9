import { CASE_LIMITS, casesEndpoints, type TCaseBulk } from '@softhouse/contracts';
import { call } from '../api/client';
import { bulkBody, itemQuery, type ListParams, oneOf, quiet, rowApi, type Selection, useItemQuery, useListQuery } from '../kit';

export const casesKey = ['admin', 'cases'] as const;
export const CASE_FILTERS = ['published', 'featured'] as const;
export type CaseListParams = ListParams<(typeof CASE_FILTERS)[number]>;

const BOOLEAN = ['true', 'false'] as const;

/** The list's filter as the API reads it (also for a bulk action over every matching case). */
function caseFilter(list: Pick<CaseListParams, 'search' | 'filters'>): NonNullable<TCaseBulk['filter']> {
  return { search: list.search || undefined, published: oneOf(BOOLEAN, list.filters.published), featured: oneOf(BOOLEAN, list.filters.featured) };
}

/** The list's query: every case, unpublished too (the token makes the API answer as for staff), in display order unless sorted otherwise. */
export function casesQuery(list: CaseListParams) {
  return { ...caseFilter(list), sortBy: list.sort.key as 'order' | 'createdAt' | 'title', sortOrder: list.sort.order, limit: CASE_LIMITS.listLimit };
}

export const useCases = (list: CaseListParams) => useListQuery([...casesKey, 'list'], casesEndpoints.list, casesQuery(list));

const oneKey = [...casesKey, 'one'];
/** One whole case by id, unpublished too: what its editor opens on (list items leave out its translations, decision 037). */
export const caseQuery = (id: string) => itemQuery(oneKey, casesEndpoints.get, id);
/** One case by id (a link to its editor: the SEO report's "Corrigir"). */
export const useCase = (id: string | null) => useItemQuery(oneKey, casesEndpoints.get, id);

export const casesApi = {
  ...rowApi(casesEndpoints),
  bulk: (action: TCaseBulk['action'], selection: Selection, list: CaseListParams) =>
    call(casesEndpoints.bulk, { body: bulkBody(action, selection, () => caseFilter(list)) }, quiet),
  /** 1-based positions (product.md §3 "Reorder item"). */
  reorder: (ids: readonly string[]) => call(casesEndpoints.reorder, { body: { orders: ids.map((id, index) => ({ id, order: index + 1 })) } }, quiet),
};
