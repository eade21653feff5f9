import { contentEndpoints, type EndpointRequest, ErrorCode } from '@softhouse/contracts';
import { useQuery } from '@tanstack/react-query';
import { ApiError, call } from '../api/client';

export const pageKey = (page: string) => ['admin', 'content', page] as const;

/** One page with its sections; null when the page has no content yet (404). */
export function useContentPage(page: string) {
  return useQuery({
    queryKey: pageKey(page),
    queryFn: async ({ signal }) => {
      try {
        return await call(contentEndpoints.page, { params: { page } }, { signal, errorToast: false });
      } catch (error) {
        if (error instanceof ApiError && error.code === ErrorCode.NOT_FOUND) return null;
        throw error;
      }
    },
  });
}

const quiet = { errorToast: false } as const;

export type SectionBody = EndpointRequest<typeof contentEndpoints.addSection>['body'];
export type SectionChange = EndpointRequest<typeof contentEndpoints.updateSection>['body'];

export const pagesApi = {
  create: (page: string, title: string) => call(contentEndpoints.savePage, { params: { page }, body: { title } }, quiet),
  addSection: (page: string, body: SectionBody) => call(contentEndpoints.addSection, { params: { page }, body }, quiet),
  updateSection: (page: string, id: string, body: SectionChange) => call(contentEndpoints.updateSection, { params: { page, sectionId: id }, body }, quiet),
  removeSection: (page: string, id: string) => call(contentEndpoints.removeSection, { params: { page, sectionId: id } }, quiet),
  reorder: (page: string, sectionIds: string[]) => call(contentEndpoints.reorderSections, { params: { page }, body: { sectionIds } }, quiet),
};
