import type { TContact, TContactStats, TPage } from '@softhouse/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, apiDownload } from '../api/client';

export const contactsKey = ['admin', 'contacts'] as const;
export const CONTACTS_PAGE_SIZE = 20;

export function useContacts(params: { page: number; search: string; unreadOnly: boolean }) {
  return useQuery({
    queryKey: [...contactsKey, 'list', params],
    queryFn: ({ signal }) =>
      api.get<TPage<TContact>>('/contacts', {
        query: {
          page: params.page,
          limit: CONTACTS_PAGE_SIZE,
          sortBy: 'createdAt',
          sortOrder: 'desc',
          search: params.search.trim(),
          isRead: params.unreadOnly ? 'false' : undefined,
        },
        signal,
      }),
    placeholderData: keepPreviousData,
    // New leads arrive while the screen is open: refresh more often than the 5 min default.
    staleTime: 30_000,
  });
}

/** Counted by the server over every lead (not a page of them). */
export function useContactStats() {
  return useQuery({
    queryKey: [...contactsKey, 'stats'],
    queryFn: ({ signal }) => api.get<TContactStats>('/contacts/stats', { signal }),
    staleTime: 30_000,
  });
}

const quiet = { errorToast: false } as const;

export const contactsApi = {
  markRead: (id: string) => api.post<TContact>(`/contacts/${id}/read`, undefined, quiet),
  remove: (id: string) => api.delete<null>(`/contacts/${id}`, quiet),
  exportFile: (format: 'csv' | 'excel') => apiDownload('/contacts/export', { query: { format }, errorToast: false }),
};

/** Hands a blob to the browser as a download. */
export function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
