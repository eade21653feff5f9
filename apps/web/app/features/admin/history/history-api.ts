import { HISTORY_ENDPOINTS, historyParamsOf, type THistoryType } from '@softhouse/contracts';
import { useQuery } from '@tanstack/react-query';
import { ApiError, call } from '../api/client';

/*
 * Each type's three history endpoints (decision 042), under the type's own path; the item is named by a
 * path parameter (a post's id, a page's key, a menu's slug) or is the type's only one (the footer).
 */

export const historyKey = (type: THistoryType, itemId: string) => ['admin', 'history', type, itemId] as const;

/** The request naming the item (each type's parameters differ; the paths are the contracts'). */
const request = (type: THistoryType, itemId: string, extra: Record<string, string> = {}) => ({ params: { ...historyParamsOf(type, itemId), ...extra } }) as never;

export function useRevisions(type: THistoryType, itemId: string, enabled = true) {
  return useQuery({
    queryKey: [...historyKey(type, itemId), 'list'],
    queryFn: ({ signal }) => call(HISTORY_ENDPOINTS[type].list, request(type, itemId), { signal, errorToast: false }),
    enabled,
    staleTime: 0,
  });
}

export function useRevision(type: THistoryType, itemId: string, revisionId: string | null) {
  return useQuery({
    queryKey: [...historyKey(type, itemId), 'one', revisionId],
    queryFn: ({ signal }) => call(HISTORY_ENDPOINTS[type].get, request(type, itemId, { revisionId: revisionId! }), { signal, errorToast: false }),
    enabled: revisionId !== null,
    staleTime: Infinity,
  });
}

export const restoreRevision = (type: THistoryType, itemId: string, revisionId: string) => call(HISTORY_ENDPOINTS[type].restore, request(type, itemId, { revisionId }), { errorToast: false });

/** A save refused because someone else saved first (409 with the version it named and the current one). */
export function staleSave(error: unknown): { message: string; version: number } | null {
  if (!(error instanceof ApiError) || error.status !== 409 || !error.details?.currentVersion) return null;
  return { message: error.message, version: Number(error.details.version) };
}
