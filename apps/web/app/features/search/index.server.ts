import { isSearchType, localizePath, parsePage, SEARCH_LIMITS, SEARCH_PATH, type TLanguage } from '@softhouse/contracts/constants';
import type { PublicSite } from '@softhouse/contracts/server';
import { searchProblem } from './search-data';
import type { SearchPanelProps } from './search-panel';

/**
 * The search page's data from its address: the query checked as the API checks it (a problem is told in the
 * visitor's language, as a 400), then searched in process (GET /api/search's service, decision 034).
 */
export async function loadSearch(site: PublicSite, url: URL, language: TLanguage): Promise<{ props: SearchPanelProps; status: 200 | 400 }> {
  const params = url.searchParams;
  const query = params.get('q') ?? '';
  const rawType = params.get('type');
  const type = isSearchType(rawType) ? rawType : null;
  const page = Math.min(parsePage(params.get('page')), SEARCH_LIMITS.maxPage);
  const base = { action: localizePath(SEARCH_PATH, language), query, type, page, result: null, problem: null };
  const problem = searchProblem(query);
  if (problem) return { props: { ...base, problem }, status: 400 };
  if (!query.trim()) return { props: base, status: 200 };
  const result = await site.search({ q: query.trim(), lang: language, type: type ?? undefined, page, limit: SEARCH_LIMITS.pageSize });
  return { props: { ...base, result }, status: 200 };
}
