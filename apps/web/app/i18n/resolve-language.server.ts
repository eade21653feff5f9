import { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_COOKIE, type TLanguage } from '@softhouse/contracts';

function readCookie(header: string | null, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index !== -1 && part.slice(0, index).trim() === name) return part.slice(index + 1).trim();
  }
  return undefined;
}

/**
 * `?lang=` first (links and crawlers), then the cookie the browser mirrors from localStorage, else pt.
 * No Accept-Language sniffing: the canonical pt URL must stay pt for crawlers.
 */
export function resolveLanguage(request: Request): TLanguage {
  const fromQuery = new URL(request.url).searchParams.get('lang');
  if (isLanguage(fromQuery)) return fromQuery;
  const fromCookie = readCookie(request.headers.get('Cookie'), LANGUAGE_COOKIE);
  if (isLanguage(fromCookie)) return fromCookie;
  return DEFAULT_LANGUAGE;
}
