import { CASE_LIMITS, casesEndpoints, contentEndpoints, type EndpointRequest, ErrorCode, pageDraftsEndpoints, type TPageDraftBlock } from '@softhouse/contracts';
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

/** The published cases a carousel can pick, in their order. */
export function usePublishedCases() {
  return useQuery({
    queryKey: ['admin', 'content', 'published-cases'],
    queryFn: async ({ signal }) => (await call(casesEndpoints.list, { query: { limit: CASE_LIMITS.listLimit } }, { signal })).data.filter((item) => item.published),
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
  /** The live preview's draft: a new one, or the blocks of the caller's own replaced (404 once expired). */
  createDraft: (page: string, blocks: TPageDraftBlock[]) => call(pageDraftsEndpoints.create, { params: { page }, body: { blocks } }, quiet),
  updateDraft: (token: string, blocks: TPageDraftBlock[]) => call(pageDraftsEndpoints.update, { params: { token }, body: { blocks } }, quiet),
};
