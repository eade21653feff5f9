import { z } from 'zod';
import { pageOf, queryInt } from './common.js';
import { endpoints } from './endpoint.js';
import { SEARCH_LIMITS, SEARCH_MESSAGES, SEARCH_TYPES, searchWords } from './search-rules.js';
import { ZContentLanguage, ZLanguageQuery } from './translated.js';

/*
 * The site search (issue 18, decision 034): published posts, cases and page sections in the visitor's
 * language, best first, with the words found marked. Marks come as segments of plain text, never as markup,
 * so no client has to trust or sanitise HTML to show them.
 */

export const ZSearchType = z.enum(SEARCH_TYPES, { error: SEARCH_MESSAGES.typeInvalid });

export const ZSearchQuery = z.object({
  q: z
    .string({ error: SEARCH_MESSAGES.required })
    .max(SEARCH_LIMITS.maxLength, SEARCH_MESSAGES.tooLong)
    .trim()
    .min(1, SEARCH_MESSAGES.required)
    .refine((q) => searchWords(q).length > 0, SEARCH_MESSAGES.nothingSearchable),
  ...ZLanguageQuery,
  /** Only results of this type (the counts still give every type's). */
  type: ZSearchType.optional(),
  page: queryInt(1, 1, SEARCH_LIMITS.maxPage),
  limit: queryInt(SEARCH_LIMITS.pageSize, 1, SEARCH_LIMITS.maxPageSize),
}).meta({ examples: [{ q: 'aplicativo', lang: 'pt', page: 1 }] });
export type TSearchQuery = z.infer<typeof ZSearchQuery>;

/** A piece of a title or excerpt: its plain text, and whether it is a word the query found. */
export const ZSearchSegment = z.object({ text: z.string(), match: z.boolean() });
export type TSearchSegment = z.infer<typeof ZSearchSegment>;

export const ZSearchHit = z.object({
  type: ZSearchType,
  /** The post's, case's or page section's id. */
  id: z.string(),
  title: z.string(),
  /** A short passage of its text around the words found (the post's excerpt, the case's description, the section's text). */
  excerpt: z.string(),
  /** Its address on the site, in the language searched (/en/blog/{slug}, /es/sobre). */
  url: z.string(),
  /** The language of `title` and `excerpt`: pt for an item not translated into the language searched. */
  language: ZContentLanguage,
  /** A page section's page (home, sobre, software...); null for posts and cases. */
  page: z.string().nullable(),
  /** A post's publication date; null for cases and pages. */
  publishedAt: z.string().nullable(),
  /** `title` and `excerpt` cut into segments, the words found with `match: true`. */
  highlight: z.object({ title: z.array(ZSearchSegment), excerpt: z.array(ZSearchSegment) }),
});
export type TSearchHit = z.infer<typeof ZSearchHit>;

export const ZSearchCounts = z.object({ all: z.number().int(), post: z.number().int(), case: z.number().int(), page: z.number().int() });
export type TSearchCounts = z.infer<typeof ZSearchCounts>;

export const ZSearchResult = pageOf(ZSearchHit).extend({
  /** The query as searched (trimmed). */
  query: z.string(),
  /** When the query as typed found nothing: the words searched instead, each typo replaced by the closest word on the site. */
  corrected: z.string().nullable(),
  /** How many results each type has (whatever `type` asked for); `meta.total` counts the type asked for. */
  counts: ZSearchCounts,
  /** When nothing was found: the latest posts in that language, to read instead. */
  suggestions: z.array(ZSearchHit),
});
export type TSearchResult = z.infer<typeof ZSearchResult>;

export const searchEndpoints = endpoints({
  search: {
    method: 'GET',
    path: '/search',
    summary: 'Search the published posts, cases and page sections in a language: best matches first, the words found marked, typos tolerated (public)',
    query: ZSearchQuery,
    response: ZSearchResult,
  },
});
