import { isLanguage, LANGUAGE_COOKIE, LANGUAGE_STORAGE_KEY, LANGUAGE_TAGS, localizePath, splitLanguage, type TLanguage } from '@softhouse/contracts/constants';

const ONE_YEAR_SECONDS = 60 * 60 * 24 * 365;

/** Used when localStorage is missing or throws (private mode, disabled storage, quota). */
let memoryLanguage: TLanguage | null = null;

export function readStoredLanguage(): TLanguage | null {
  try {
    const value = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(value) ? value : null;
  } catch {
    return memoryLanguage;
  }
}

/**
 * Keeps the choice in localStorage (product.md §4) and mirrors it in a cookie, with which the server
 * sends a Portuguese address to the chosen language's (decision 027).
 */
export function persistLanguage(language: TLanguage): void {
  memoryLanguage = language;
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // The in-memory copy above is the fallback.
  }
  // Read by the server to render the right language, so not HttpOnly; it holds nothing secret.
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax${secure}`;
}

type Here = { pathname: string; search: string; hash: string };

/** The listing an item belongs to: /cases/{slug} → /cases, /blog/{id}/{slug} → /blog; other pages are their own. */
const listingOf = (path: string) => (/^\/cases\/./.test(path) ? '/cases' : /^\/blog\/(?!todos$)./.test(path) ? '/blog' : path);

/**
 * Where choosing a language takes the visitor (decision 027): this page's address in that language,
 * as the page announces it in its hreflang alternates (they list only the languages the page exists
 * in); when it does not exist in that language, that language's listing of its kind. A page without
 * alternates (no public URL configured) is taken to its own path in the language.
 */
export function addressIn(language: TLanguage, here: Here, alternates: ReadonlyMap<string, string>): string {
  const own = alternates.get(LANGUAGE_TAGS[language].html);
  if (own) {
    const url = new URL(own);
    return `${url.pathname}${url.search}${here.hash}`;
  }
  const { path } = splitLanguage(here.pathname);
  if (alternates.size) return localizePath(listingOf(path), language);
  return `${localizePath(path, language)}${here.search}${here.hash}`;
}

/** The page's hreflang alternates, by language tag. */
export function pageAlternates(): Map<string, string> {
  const links = document.querySelectorAll<HTMLLinkElement>('link[rel="alternate"][hreflang]');
  return new Map([...links].map((link) => [link.hreflang, link.href]));
}

/** Goes to the current page in another language (a new page from the server, with every text in it). */
export function showPageIn(language: TLanguage): void {
  window.location.assign(addressIn(language, window.location, pageAlternates()));
}
