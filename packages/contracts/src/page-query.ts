/*
 * The query parameters public pages read, in one table: the page loaders parse them with these
 * functions, and the page cache keys a page by exactly these parameters in canonical form, so every
 * other parameter (utm_*, gclid, fbclid, anything random) reaches the browser but neither renders
 * nor stores a new copy of the page. Dependency-free: the site's own modules import it.
 */
import { splitLanguage } from './i18n.js';
import { isSearchType, SEARCH_LIMITS, SEARCH_PATH } from './search-rules.js';

/** Post categories, as ?category= on /blog and in every post (product.md §3). */
export const BLOG_CATEGORIES = ['tecnologia', 'desenvolvimento', 'design', 'marketing', 'negocios'] as const;
export type TBlogCategory = (typeof BLOG_CATEGORIES)[number];
export const isBlogCategory = (value: unknown): value is TBlogCategory =>
  typeof value === 'string' && (BLOG_CATEGORIES as readonly string[]).includes(value);

/** ?page=N as a page number: anything that is not a whole number from 1 (at most six digits) is page 1. */
export function parsePage(raw: string | null | undefined): number {
  if (!raw || !/^\d{1,6}$/.test(raw)) return 1;
  return Math.max(1, Number(raw));
}

/** The cases grid shows 16 cards at a time, at most 100. */
export const CASES_PAGE = 16;
export const CASES_MAX = 100;

/**
 * How many cards /cases?page=N renders (the link "Ver mais cases" without JavaScript): the first N pages
 * of 16, so following the link keeps growing the grid, never past the list limit.
 */
export const casesShown = (page: number): number => Math.min(page * CASES_PAGE, CASES_MAX);

/** The last page of the cases grid for `total` published cases (1 when there are none). */
export const casesLastPage = (total: number): number => Math.max(1, Math.ceil(Math.min(total, CASES_MAX) / CASES_PAGE));

/** A parameter's canonical value, or null when it says nothing beyond the default (then it is left out). */
type Canonical = (raw: string) => string | null;

const page: Canonical = (raw) => {
  const n = parsePage(raw);
  return n > 1 ? String(n) : null;
};
const category: Canonical = (raw) => (isBlogCategory(raw) ? raw : null);

/** A search as typed, spaces collapsed; one character past the limit is kept, so the page can say it is too long. */
const query: Canonical = (raw) => raw.replace(/\s+/g, ' ').trim().slice(0, SEARCH_LIMITS.maxLength + 1) || null;
const searchType: Canonical = (raw) => (isSearchType(raw) ? raw : null);

/** The parameters each page reads (by its Portuguese path; the page in every language reads the same). */
const PAGE_PARAMS: Record<string, Record<string, Canonical>> = {
  '/blog': { category, page },
  '/cases': { page },
  [SEARCH_PATH]: { q: query, type: searchType, page },
};

/**
 * Whether a page may be kept in the page cache (decision 034): the search page only as it opens, without
 * parameters. With a query, every visitor may type another one, and each would store a copy.
 */
export function pageIsStored(pathname: string, search: string): boolean {
  const { path } = splitLanguage(pathname);
  // A preview (decision 041) shows a draft to whoever holds its link: never kept, whatever the page says.
  if (path === '/previa' || path.startsWith('/previa/')) return false;
  return !(path === SEARCH_PATH && search !== '');
}

/**
 * The address a page is rendered at: /blog/{id}/{slug} shows the post of /blog/{id} (product.md §2), so it is
 * rendered (and cached) once, whatever the tail; every other address is its own page.
 */
export function pagePath(pathname: string): string {
  const post = /^((?:\/en|\/es)?\/blog)\/([^/]+)\/[^/]+$/.exec(pathname);
  return post && post[2] !== 'todos' ? `${post[1]}/${post[2]}` : pathname;
}

/**
 * The query string a public page is rendered and cached with: only the parameters it reads, each in
 * canonical form (defaults and invalid values dropped), in a fixed order. `''` or `?a=1&b=2`.
 */
export function canonicalSearch(pathname: string, params: URLSearchParams): string {
  const readers: [string, Canonical][] = Object.entries(PAGE_PARAMS[splitLanguage(pathname).path] ?? {});
  const kept = new URLSearchParams();
  for (const [name, canonical] of readers.sort(([a], [b]) => a.localeCompare(b))) {
    const raw = params.get(name);
    const value = raw === null ? null : canonical(raw);
    if (value !== null) kept.set(name, value);
  }
  const search = kept.toString();
  return search ? `?${search}` : '';
}
