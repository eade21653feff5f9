import { isLanguage, LANGUAGE_COOKIE, LANGUAGE_STORAGE_KEY, type TLanguage } from '@softhouse/contracts/constants';

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

/** Keeps the choice in localStorage (product.md §4) and mirrors it in a cookie so the server renders it next time. */
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

/**
 * The address with its explicit ?lang= switched to `language`, or null when it has none (then the
 * cookie just written decides): a choice must not be undone by the address on the next load.
 */
export function withLanguageParam(href: string, language: TLanguage): URL | null {
  const url = new URL(href);
  if (!url.searchParams.has('lang')) return null;
  url.searchParams.set('lang', language);
  return url;
}
