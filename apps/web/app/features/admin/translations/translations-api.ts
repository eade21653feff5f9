import { translationEndpoints, type TTranslationListQuery } from '@softhouse/contracts';
import { useQuery } from '@tanstack/react-query';
import { call } from '../api/client';
import { type ListParams, oneOf, useListQuery } from '../kit';

export const translationsKey = ['admin', 'translations'] as const;
export const TRANSLATION_FILTERS = ['kind', 'lang', 'status'] as const;
export type TranslationListParams = ListParams<(typeof TRANSLATION_FILTERS)[number]>;

export function useTranslationList(list: TranslationListParams) {
  const query: TTranslationListQuery = {
    page: list.page,
    limit: 20,
    kind: oneOf(['case', 'post'], list.filters.kind),
    lang: oneOf(['en', 'es'], list.filters.lang),
    status: oneOf(['complete', 'partial', 'missing'], list.filters.status),
    ...(list.search ? { search: list.search } : {}),
  };
  return useListQuery(translationsKey, translationEndpoints.list, query);
}

/** How many published items miss a translation (the sidebar's count), refreshed with the content. */
export function useTranslationSummary(enabled = true) {
  return useQuery({
    queryKey: [...translationsKey, 'summary'],
    queryFn: ({ signal }) => call(translationEndpoints.summary, {}, { signal, errorToast: false }),
    enabled,
    staleTime: 60_000,
  });
}
