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

/** The language the visitor chose before (the cookie the browser mirrors from localStorage), if any. */
export function chosenLanguage(cookieHeader: string | null | undefined): TLanguage | null {
  const fromCookie = readCookie(cookieHeader, LANGUAGE_COOKIE);
  return isLanguage(fromCookie) ? fromCookie : null;
}

/*
 * Each language on its own addresses (decision 027): Portuguese at the root with the routes of the
 * specification, English under /en and Spanish under /es with the same segments (/en/contato,
 * /es/cases/{slug}). A page's language is its address's: no cookie, parameter or header changes what
 * an address renders, so crawlers and caches see one language per URL.
 */
const PREFIXED = /^\/(en|es)(?=\/|$)(.*)$/;

/** The language of a site path and the Portuguese path it is the version of: `/en/cases/x` → en, `/cases/x`. */
export function splitLanguage(pathname: string): { language: TLanguage; path: string } {
  const match = PREFIXED.exec(pathname);
  return match ? { language: match[1] as TLanguage, path: match[2] || '/' } : { language: DEFAULT_LANGUAGE, path: pathname };
}

/** Paths that are not pages of the site in a language: the back office, the API, files. */
const UNLOCALIZED = /^\/(?:admin|api|uploads|assets)(?:[/?#]|$)|^\/[^/?#]*\.[a-z0-9]+(?:[?#]|$)/i;

/**
 * A site link in a language: `/contato` → `/en/contato`, `/` → `/en`, `/blog?page=2` → `/en/blog?page=2`.
 * External addresses, anchors, the back office, the API and files are kept as they are, and a path
 * already in a language is moved to this one.
 */
export function localizePath(href: string, language: TLanguage): string {
  if (!href.startsWith('/') || href.startsWith('//') || UNLOCALIZED.test(href)) return href;
  const split = /^([^?#]*)(.*)$/.exec(href)!;
  const path = splitLanguage(split[1]!).path;
  if (language === DEFAULT_LANGUAGE) return `${path}${split[2]}`;
  return `/${language}${path === '/' ? '' : path}${split[2]}`;
}
