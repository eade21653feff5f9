import { canonicalSearch, chosenLanguage, isLanguage, localizePath, PAGE_PREVIEW_PREFIX, pageIsStored, pagePath, splitLanguage } from '@softhouse/contracts';

/** What the page host does with a request before the web app sees it. */
export type PageTarget =
  /**
   * 301: the address in its one canonical spelling (lower case, no trailing or doubled slash, the
   * language in the path and not in ?lang=), query kept. 302: a returning visitor's Portuguese address
   * sent to the language they chose; it depends on their cookie, so no cache may keep it.
   */
  | { kind: 'redirect'; location: string; status: 301 | 302 }
  /** A path that no page can have: undecodable, or with control characters such as NUL. */
  | { kind: 'invalid' }
  | {
      kind: 'page';
      /** Path and query the web app renders: for reads, the page's own address and only the parameters it reads. */
      url: string;
      /** Where an anonymous read is kept in the page cache, or null when it must not be. */
      cacheKey: string | null;
      /** The back office: never stored by any cache. */
      admin: boolean;
    };

// Matching control characters is the point here, hence the lint exception.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;
/** /admin and below, however it is spelled: React Router matches paths case-insensitively. */
const ADMIN = /^\/admin(?:[/.]|$)/i;

function decodePath(raw: string): string | null {
  try {
    return decodeURIComponent(raw);
  } catch {
    return null;
  }
}

/**
 * React Router's route discovery (`/__manifest?p=…&version=…`) and data requests (`*.data?_routes=…`):
 * made by the back office, never by the island pages (decision 009), so rendered but never stored.
 */
const isRouterRequest = (path: string) => path === '/__manifest' || path.endsWith('.data');

/** A decoded path written back as a URL path (a decoded `?` or `#` stays part of the path). */
const encodePath = (path: string) => encodeURI(path).replaceAll('?', '%3F').replaceAll('#', '%23');

/**
 * Decides how a request to the web app is answered, from its method, address and headers only.
 * Reads (GET, HEAD) of a non-canonical spelling of an address are sent to the canonical one, so
 * `/Sobre`, `/sobre/` and `/%73obre` are one page and one cache entry. The cache key of an anonymous
 * read is the canonical path, the parameters the page reads (contracts' page-query table) and the
 * language the page is rendered in, resolved by the same function the page uses: any other
 * parameter (campaign tags, click ids, random junk) neither renders nor stores a new copy, and
 * a malformed language cookie cannot store one language under another's key.
 */
export function pageTarget(method: string, rawUrl: string, headers: { cookie?: string; authorization?: string }): PageTarget {
  const queryAt = rawUrl.indexOf('?');
  const rawPath = queryAt === -1 ? rawUrl : rawUrl.slice(0, queryAt);
  const rawQuery = queryAt === -1 ? '' : rawUrl.slice(queryAt);
  const decoded = decodePath(rawPath);
  if (decoded === null || CONTROL.test(decoded)) return { kind: 'invalid' };
  const admin = ADMIN.test(decoded);
  const read = method === 'GET' || method === 'HEAD';
  if (!read) return { kind: 'page', url: rawUrl, cacheKey: null, admin };

  const canonicalPath = decoded.toLowerCase().replace(/\/{2,}/g, '/').replace(/(.)\/$/, '$1');
  let location: string;
  try {
    location = encodePath(canonicalPath);
  } catch {
    return { kind: 'invalid' }; // a lone surrogate: no page has one
  }
  if (location !== rawPath) return { kind: 'redirect', location: `${location}${rawQuery}`, status: 301 };
  // The back office and React Router's own requests (route discovery, data) read their query as is.
  if (admin || isRouterRequest(canonicalPath)) return { kind: 'page', url: rawUrl, cacheKey: null, admin };

  const params = new URLSearchParams(rawQuery);
  const { language, path } = splitLanguage(canonicalPath);
  // The old ?lang= addresses (decision 003) live on: each sends to its page's address in that language.
  if (params.has('lang')) {
    const asked = params.get('lang');
    params.delete('lang');
    const rest = params.size ? `?${params}` : '';
    return { kind: 'redirect', location: `${encodePath(localizePath(path, isLanguage(asked) ? asked : language))}${rest}`, status: 301 };
  }
  // A Portuguese address opened by a visitor who chose another language takes them to that language's; not
  // the page editor's live preview, whose language is the one the editor is writing in (decision 047).
  const chosen = chosenLanguage(headers.cookie);
  if (language === 'pt' && chosen && chosen !== 'pt' && !path.startsWith(PAGE_PREVIEW_PREFIX)) return { kind: 'redirect', location: `${encodePath(localizePath(path, chosen))}${rawQuery}`, status: 302 };

  const rendered = pagePath(canonicalPath);
  const search = canonicalSearch(rendered, params);
  const url = `${encodePath(rendered)}${search}`;
  // The address says the language, so it is the whole key; a search's results are not kept (decision 034).
  const cacheKey = method === 'GET' && !headers.authorization && pageIsStored(rendered, search) ? url : null;
  return { kind: 'page', url, cacheKey, admin };
}
