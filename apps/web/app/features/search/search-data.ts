import { SEARCH_LIMITS, searchWords, type TSearchType } from '@softhouse/contracts/constants';

/** Why a query typed is not searched, shown in the visitor's language (the API's own messages are Portuguese). */
export type SearchProblem = 'tooLong' | 'nothingSearchable';

/** What the page searches for: the query as typed, the type shown and the page of results. */
export type SearchState = { query: string; type: TSearchType | null; page: number };

/** A query's problem, or null when it can be searched (an empty one is no search at all, not a problem). */
export function searchProblem(query: string): SearchProblem | null {
  if (query.length > SEARCH_LIMITS.maxLength) return 'tooLong';
  if (query.trim() && searchWords(query).length === 0) return 'nothingSearchable';
  return null;
}

/** The search page's address for a search, only the parameters that differ from the defaults, in a fixed order. */
export function searchHref(action: string, { query, type, page }: SearchState): string {
  const params = new URLSearchParams();
  if (query.trim()) params.set('q', query.trim());
  if (type) params.set('type', type);
  if (page > 1) params.set('page', String(page));
  const search = params.toString();
  return search ? `${action}?${search}` : action;
}

/** The dictionary key of a content page's name (the header's labels). */
export const PAGE_NAME_KEYS: Readonly<Record<string, string>> = {
  home: 'nav.home',
  sobre: 'nav.about',
  software: 'nav.software',
  aplicativo: 'nav.app',
  outsourcing: 'nav.outsourcing',
  cases: 'nav.cases',
  blog: 'nav.blog',
  contato: 'nav.contact',
};
