import { resolveLanguage as resolve, type TLanguage } from '@softhouse/contracts/constants';

/** The request's language: `?lang=`, then the cookie, else pt (the page cache keys pages the same way). */
export function resolveLanguage(request: Request): TLanguage {
  return resolve(new URL(request.url).searchParams.get('lang'), request.headers.get('Cookie'));
}
