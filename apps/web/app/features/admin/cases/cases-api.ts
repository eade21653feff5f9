import { CASE_LIMITS, type TCase, type TCaseCreate, type TCaseUpdate, type TPage } from '@softhouse/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../api/client';

export const casesKey = ['admin', 'cases'] as const;

/** Every case, unpublished too (the token makes the API answer as for staff), in display order. */
export function useCases() {
  return useQuery({
    queryKey: casesKey,
    queryFn: ({ signal }) =>
      api.get<TPage<TCase>>('/cases', {
        query: { sortBy: 'order', sortOrder: 'asc', limit: CASE_LIMITS.listLimit },
        signal,
      }),
    select: (page) => page.data,
  });
}

const quiet = { errorToast: false } as const;

export const casesApi = {
  create: (body: TCaseCreate) => api.post<TCase>('/cases', body, quiet),
  update: (id: string, body: TCaseUpdate) => api.patch<TCase>(`/cases/${id}`, body, quiet),
  remove: (id: string) => api.delete<null>(`/cases/${id}`, quiet),
  /** 1-based positions (SPEC §3 "Reorder item"). */
  reorder: (ids: readonly string[]) => api.post<null>('/cases/reorder', { orders: ids.map((id, index) => ({ id, order: index + 1 })) }, quiet),
};
