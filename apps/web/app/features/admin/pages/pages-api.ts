import type { TContentPage, TSection } from '@softhouse/contracts';
import { useQuery } from '@tanstack/react-query';
import { api, ApiError } from '../api/client';

export const pageKey = (page: string) => ['admin', 'content', page] as const;

/** One page with its sections; null when the page has no content yet (404). */
export function useContentPage(page: string) {
  return useQuery({
    queryKey: pageKey(page),
    queryFn: async ({ signal }) => {
      try {
        return await api.get<TContentPage>(`/content/page/${page}`, { signal, errorToast: false });
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
  });
}

const quiet = { errorToast: false } as const;

export type SectionBody = { type: string; content: Record<string, unknown>; visible: boolean };

export const pagesApi = {
  create: (page: string, title: string) => api.put<TContentPage>(`/content/page/${page}`, { title }, quiet),
  addSection: (page: string, body: SectionBody) => api.post<TSection>(`/content/${page}/sections`, body, quiet),
  updateSection: (page: string, id: string, body: SectionBody) => api.put<TSection>(`/content/${page}/sections/${id}`, body, quiet),
  removeSection: (page: string, id: string) => api.delete<null>(`/content/${page}/sections/${id}`, quiet),
  reorder: (page: string, sectionIds: string[]) => api.post<TContentPage>(`/content/${page}/sections/reorder`, { sectionIds }, quiet),
};
