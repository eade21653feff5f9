import { redirectsEndpoints } from '@softhouse/contracts';
import { call, download } from '../api/client';
import { type ListParams, oneOf, quiet, rowApi, useListQuery } from '../kit';

export const redirectsKey = ['admin', 'redirects'] as const;
export const notFoundKey = ['admin', 'not-found-log'] as const;
export const REDIRECTS_PAGE_SIZE = 50;

/** The redirects tab's filter in the address: ?tipo=automatic|manual. */
export const REDIRECT_FILTERS = ['tipo'] as const;
/** The 404 tab's filter: ?robos=1 shows crawlers and probes too. */
export const NOT_FOUND_FILTERS = ['robos'] as const;

const REDIRECT_SORTS = ['from', 'hits', 'createdAt', 'lastHitAt'] as const;
const NOT_FOUND_SORTS = ['hits', 'lastSeenAt', 'path'] as const;
/** Page, search and sort of either tab, as the API reads them. */
const paged = (list: ListParams<string>) => ({ page: list.page, limit: REDIRECTS_PAGE_SIZE, search: list.search || undefined, sortOrder: list.sort.order });

export function useRedirects(list: ListParams<(typeof REDIRECT_FILTERS)[number]>) {
  const query = { ...paged(list), kind: oneOf(['automatic', 'manual'], list.filters.tipo), sortBy: oneOf(REDIRECT_SORTS, list.sort.key) ?? 'createdAt' };
  return useListQuery(redirectsKey, redirectsEndpoints.list, query);
}

export function useNotFoundLog(list: ListParams<(typeof NOT_FOUND_FILTERS)[number]>) {
  const hideBots = list.filters.robos === '1' ? ('false' as const) : ('true' as const);
  return useListQuery(notFoundKey, redirectsEndpoints.notFound, { ...paged(list), hideBots, sortBy: oneOf(NOT_FOUND_SORTS, list.sort.key) ?? 'hits' });
}

export const redirectsApi = {
  ...rowApi(redirectsEndpoints),
  importCsv: (csv: string) => call(redirectsEndpoints.importCsv, { body: { csv } }, quiet),
  exportCsv: () => download(redirectsEndpoints.exportCsv, {}, quiet),
  clearNotFound: (body: { paths?: string[]; onlyBots?: boolean }) => call(redirectsEndpoints.clearNotFound, { body }, quiet),
};
