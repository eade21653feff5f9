import { inArray } from 'drizzle-orm';
import type { TImageInfo, TLanguage } from '@softhouse/contracts';
import type { Db } from '../../db/client.js';
import { media } from '../../db/schema.js';

/**
 * Size, alt text and WebP variants of images referenced by URL, in one query, so pages can
 * set width/height and srcset. URLs that are not in the library get a bare entry. The alt text is
 * the one in `language`; in English or Spanish without one it is empty, so the page describes the
 * image in its own words (its title) rather than in Portuguese (decision 031).
 */
export async function imageInfoFor(
  db: Db,
  urls: (string | null | undefined)[],
  language: TLanguage = 'pt',
): Promise<(url: string | null | undefined) => TImageInfo | null> {
  const wanted = [...new Set(urls.filter((u): u is string => !!u))];
  const rows = wanted.length
    ? await db
        .select({ url: media.url, width: media.width, height: media.height, alt: media.alt, altTranslations: media.altTranslations, variants: media.variants })
        .from(media)
        .where(inArray(media.url, wanted))
    : [];
  const byUrl = new Map(rows.map((r) => [r.url, r]));
  return (url) => {
    if (!url) return null;
    const row = byUrl.get(url);
    if (!row) return { url, width: null, height: null, alt: '', variants: [] };
    return {
      url,
      width: row.width,
      height: row.height,
      alt: language === 'pt' ? row.alt : (row.altTranslations[language] ?? ''),
      variants: row.variants.map((v) => ({ width: v.width, height: v.height, url: v.url })),
    };
  };
}
