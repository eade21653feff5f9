import { BLOG_LIMITS, type TBlogCreate, type TBlogPost, type TBlogUpdate, type TPage } from '@softhouse/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../api/client';

export const blogKey = ['admin', 'blog'] as const;

/** Every post, drafts included, newest first, 10 per page (SPEC §7). */
export function useBlogPosts(page: number) {
  return useQuery({
    queryKey: [...blogKey, 'list', page],
    queryFn: ({ signal }) =>
      api.get<TPage<TBlogPost>>('/blog/admin', {
        query: { page, limit: BLOG_LIMITS.adminPageSize, sortBy: 'createdAt', sortOrder: 'desc' },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** The full post for the edit form; a failure leaves the form with the row's data (SPEC §4). */
export function useBlogPost(id: string | null) {
  return useQuery({
    queryKey: [...blogKey, 'post', id],
    queryFn: ({ signal }) => api.get<TBlogPost>(`/blog/${id}`, { signal, errorToast: false }),
    enabled: id !== null,
    retry: false,
    staleTime: 0,
  });
}

const quiet = { errorToast: false } as const;

export const blogApi = {
  create: (body: TBlogCreate) => api.post<TBlogPost>('/blog', body, quiet),
  update: (id: string, body: TBlogUpdate) => api.patch<TBlogPost>(`/blog/${id}`, body, quiet),
  remove: (id: string) => api.delete<null>(`/blog/${id}`, quiet),
  publish: (id: string) => api.post<TBlogPost>(`/blog/${id}/publish`, undefined, quiet),
  unpublish: (id: string) => api.post<TBlogPost>(`/blog/${id}/unpublish`, undefined, quiet),
};
