import { translationEndpoints, type TTranslationListQuery } from '@softhouse/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../api/client';
import type { ListParams } from '../kit';

export const translationsKey = ['admin', 'translations'] as const;
export const TRANSLATION_FILTERS = ['kind', 'lang', 'status'] as const;
export type TranslationListParams = ListParams<(typeof TRANSLATION_FILTERS)[number]>;

const pick = <T extends string>(value: string | undefined, allowed: readonly T[]): T | undefined =>
  value && (allowed as readonly string[]).includes(value) ? (value as T) : undefined;

export function useTranslationList(list: TranslationListParams) {
  const query: TTranslationListQuery = {
    page: list.page,
    limit: 20,
    kind: pick(list.filters.kind, ['case', 'post'] as const),
    lang: pick(list.filters.lang, ['en', 'es'] as const),
    status: pick(list.filters.status, ['complete', 'partial', 'missing'] as const),
    ...(list.search ? { search: list.search } : {}),
  };
  return useQuery({
    queryKey: [...translationsKey, query],
    queryFn: ({ signal }) => call(translationEndpoints.list, { query }, { signal }),
    placeholderData: keepPreviousData,
  });
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
