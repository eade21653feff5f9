import { splitLanguage, type TLanguage } from '@softhouse/contracts/constants';

/** The request's language: its address's (/en/…, /es/…, else pt; decision 027). The page cache keys pages by address. */
export function resolveLanguage(request: Request): TLanguage {
  return splitLanguage(new URL(request.url).pathname).language;
}
