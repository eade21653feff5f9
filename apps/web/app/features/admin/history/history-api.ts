import { blogHistoryEndpoints, casesHistoryEndpoints, type THistoryType } from '@softhouse/contracts';
import { useQuery } from '@tanstack/react-query';
import { ApiError, call } from '../api/client';

/** Each type's three history endpoints (decision 042). */
const ENDPOINTS = { blog: blogHistoryEndpoints, cases: casesHistoryEndpoints } as const;

export const historyKey = (type: THistoryType, itemId: string) => ['admin', 'history', type, itemId] as const;

export function useRevisions(type: THistoryType, itemId: string, enabled = true) {
  return useQuery({
    queryKey: [...historyKey(type, itemId), 'list'],
    queryFn: ({ signal }) => call(ENDPOINTS[type].list, { params: { id: itemId } }, { signal, errorToast: false }),
    enabled,
    staleTime: 0,
  });
}

export function useRevision(type: THistoryType, itemId: string, revisionId: string | null) {
  return useQuery({
    queryKey: [...historyKey(type, itemId), 'one', revisionId],
    queryFn: ({ signal }) => call(ENDPOINTS[type].get, { params: { id: itemId, revisionId: revisionId! } }, { signal, errorToast: false }),
    enabled: revisionId !== null,
    staleTime: Infinity,
  });
}

export const restoreRevision = (type: THistoryType, itemId: string, revisionId: string) =>
  call(ENDPOINTS[type].restore, { params: { id: itemId, revisionId } }, { errorToast: false });

/** A save refused because someone else saved first (409 with the version it named and the current one). */
export function staleSave(error: unknown): { message: string; version: number } | null {
  if (!(error instanceof ApiError) || error.status !== 409 || !error.details?.currentVersion) return null;
  return { message: error.message, version: Number(error.details.version) };
}
