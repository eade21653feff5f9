export const LANGUAGES = ['pt', 'en', 'es'] as const;
export type TLanguage = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: TLanguage = 'pt';
export const LANGUAGE_STORAGE_KEY = 'selectedLanguage';
export const LANGUAGE_COOKIE = 'lang';

export const isLanguage = (value: unknown): value is TLanguage =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/** BCP 47 tags for <html lang>, hreflang and Open Graph locales. */
export const LANGUAGE_TAGS: Record<TLanguage, { html: string; og: string }> = {
  pt: { html: 'pt-BR', og: 'pt_BR' },
  en: { html: 'en', og: 'en_US' },
  es: { html: 'es', og: 'es_ES' },
};

/** The value of one cookie in a Cookie header, as browsers and React Router read it (name and value trimmed). */
export function readCookie(header: string | null | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index !== -1 && part.slice(0, index).trim() === name) return part.slice(index + 1).trim();
  }
  return undefined;
}

/**
 * The language a page is rendered in: `?lang=` first (links and crawlers), then the cookie the browser
 * mirrors from localStorage, else pt. No Accept-Language sniffing: the canonical pt URL must stay pt for
 * crawlers. The page cache keys pages with this same function, so what is stored under a language is
 * always what was rendered in it.
 */
export function resolveLanguage(queryLang: string | null | undefined, cookieHeader: string | null | undefined): TLanguage {
  if (isLanguage(queryLang)) return queryLang;
  const fromCookie = readCookie(cookieHeader, LANGUAGE_COOKIE);
  return isLanguage(fromCookie) ? fromCookie : DEFAULT_LANGUAGE;
}
