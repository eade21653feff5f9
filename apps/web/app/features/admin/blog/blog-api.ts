import { BLOG_LIMITS, blogEndpoints, usersEndpoints, type TBlogBulk } from '@softhouse/contracts';
import { useQuery } from '@tanstack/react-query';
import { call } from '../api/client';
import { bulkBody, type ListParams, oneOf, quiet, rowApi, type Selection, useItemQuery, useListQuery } from '../kit';

export const blogKey = ['admin', 'blog'] as const;

export const BLOG_FILTERS = ['status'] as const;
export type BlogListParams = ListParams<(typeof BLOG_FILTERS)[number]>;

/** The list's filter as the API reads it (also for a bulk action over every matching post). */
function blogFilter(list: Pick<BlogListParams, 'search' | 'filters'>): NonNullable<TBlogBulk['filter']> {
  const { status } = list.filters;
  return { search: list.search || undefined, status: oneOf(['published', 'draft'], status) };
}

/** Every post, drafts included, newest first unless sorted otherwise, 10 per page (product.md §7). */
export function useBlogPosts(list: BlogListParams) {
  const query = {
    ...blogFilter(list),
    page: list.page,
    limit: BLOG_LIMITS.adminPageSize,
    sortBy: list.sort.key as 'createdAt' | 'publishedAt' | 'title',
    sortOrder: list.sort.order,
  };
  return useListQuery([...blogKey, 'list'], blogEndpoints.adminList, query);
}

/** A bulk action on the selected posts, or on every post matching the list's filter. */
export function blogBulk(action: TBlogBulk['action'], selection: Selection, list: BlogListParams) {
  return call(blogEndpoints.bulk, { body: bulkBody(action, selection, () => blogFilter(list)) }, quiet);
}

/** The full post for the edit form; a failure leaves the form with the row's data (product.md §4). */
export const useBlogPost = (id: string | null) => useItemQuery([...blogKey, 'post'], blogEndpoints.get, id);

/** Who can sign a post: the active staff members (id and public name), by name. */
export function useAuthors() {
  return useQuery({
    queryKey: ['admin', 'authors'],
    queryFn: ({ signal }) => call(usersEndpoints.authors, {}, { signal, errorToast: false }),
    staleTime: 60_000,
  });
}

export const blogApi = {
  ...rowApi(blogEndpoints),
  publish: (id: string) => call(blogEndpoints.publish, { params: { id } }, quiet),
  unpublish: (id: string) => call(blogEndpoints.unpublish, { params: { id } }, quiet),
};
