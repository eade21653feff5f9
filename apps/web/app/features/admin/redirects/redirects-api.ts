import { redirectsEndpoints, type TRedirectCreate, type TRedirectUpdate } from '@softhouse/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call, download } from '../api/client';
import type { ListParams } from '../kit';

export const redirectsKey = ['admin', 'redirects'] as const;
export const notFoundKey = ['admin', 'not-found-log'] as const;
export const REDIRECTS_PAGE_SIZE = 50;

/** The redirects tab's filter in the address: ?tipo=automatic|manual. */
export const REDIRECT_FILTERS = ['tipo'] as const;
/** The 404 tab's filter: ?robos=1 shows crawlers and probes too. */
export const NOT_FOUND_FILTERS = ['robos'] as const;

const REDIRECT_SORTS = ['from', 'hits', 'createdAt', 'lastHitAt'] as const;
const NOT_FOUND_SORTS = ['hits', 'lastSeenAt', 'path'] as const;
const pick = <T extends string>(keys: readonly T[], key: string, fallback: T): T => ((keys as readonly string[]).includes(key) ? (key as T) : fallback);

export function useRedirects(list: ListParams<(typeof REDIRECT_FILTERS)[number]>) {
  const tipo = list.filters.tipo;
  const kind: 'automatic' | 'manual' | undefined = tipo === 'automatic' || tipo === 'manual' ? tipo : undefined;
  const query = {
    page: list.page,
    limit: REDIRECTS_PAGE_SIZE,
    search: list.search || undefined,
    kind,
    sortBy: pick(REDIRECT_SORTS, list.sort.key, 'createdAt'),
    sortOrder: list.sort.order,
  };
  return useQuery({
    queryKey: [...redirectsKey, query],
    queryFn: ({ signal }) => call(redirectsEndpoints.list, { query }, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useNotFoundLog(list: ListParams<(typeof NOT_FOUND_FILTERS)[number]>) {
  const query = {
    page: list.page,
    limit: REDIRECTS_PAGE_SIZE,
    search: list.search || undefined,
    hideBots: list.filters.robos === '1' ? ('false' as const) : ('true' as const),
    sortBy: pick(NOT_FOUND_SORTS, list.sort.key, 'hits'),
    sortOrder: list.sort.order,
  };
  return useQuery({
    queryKey: [...notFoundKey, query],
    queryFn: ({ signal }) => call(redirectsEndpoints.notFound, { query }, { signal }),
    placeholderData: keepPreviousData,
  });
}

const quiet = { errorToast: false } as const;

export const redirectsApi = {
  create: (body: TRedirectCreate) => call(redirectsEndpoints.create, { body }, quiet),
  update: (id: string, body: TRedirectUpdate) => call(redirectsEndpoints.update, { params: { id }, body }, quiet),
  remove: (id: string) => call(redirectsEndpoints.remove, { params: { id } }, quiet),
  importCsv: (csv: string) => call(redirectsEndpoints.importCsv, { body: { csv } }, quiet),
  exportCsv: () => download(redirectsEndpoints.exportCsv, {}, quiet),
  clearNotFound: (body: { paths?: string[]; onlyBots?: boolean }) => call(redirectsEndpoints.clearNotFound, { body }, quiet),
};

/** Hands a file to the browser as a download. */
export function saveFile(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
