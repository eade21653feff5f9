import { z } from 'zod';
import { LANGUAGES } from './i18n.js';
import { pageOf, queryInt } from './common.js';
import { endpoints } from './endpoint.js';

/** pt, en or es; anything else is a 400 with this message. */
export const ZContentLanguage = z.enum(LANGUAGES, { error: 'Idioma inválido: use pt, en ou es' });

/** `?lang=` on a read: the texts in that language where the item is written in it (default pt). */
export const ZLanguageQuery = { lang: ZContentLanguage.optional() };

/**
 * The `translations` field of a write (decision 031): `{ en: {...}, es: {...} }`, each language an object
 * of the translatable fields, all optional; null removes a language.
 */
export function translationsOf<S extends z.ZodRawShape>(fields: S) {
  const one = z.strictObject(fields).partial().nullable().optional();
  return z.strictObject({ en: one, es: one });
}

export const ZTranslationStatus = z.enum(['complete', 'partial', 'missing'], { error: 'Situação inválida: use complete, partial ou missing' });
const ZTranslatedLanguage = z.enum(['en', 'es'], { error: 'Idioma inválido: use en ou es' });

/** 'Traduções': the published cases and posts with each translation's status, filtered by kind, language and status. */
export const ZTranslationListQuery = z.object({
  kind: z.enum(['case', 'post'], { error: 'Tipo inválido: use case ou post' }).optional(),
  /** With `status`: that language's status; alone, nothing (both languages are shown). */
  lang: ZTranslatedLanguage.optional(),
  /** Items whose translation (in `lang`, or in either language) has this status. */
  status: ZTranslationStatus.optional(),
  search: z.string().trim().max(200).optional(),
  page: queryInt(1, 1, 100_000),
  limit: queryInt(20, 1, 100),
});
export type TTranslationListQuery = z.infer<typeof ZTranslationListQuery>;

export const ZTranslationItem = z.object({
  kind: z.enum(['case', 'post']),
  id: z.string(),
  title: z.string(),
  slug: z.string(),
  updatedAt: z.string(),
  statuses: z.object({ en: ZTranslationStatus, es: ZTranslationStatus }),
});
export type TTranslationItem = z.infer<typeof ZTranslationItem>;

/** How many published items each language has complete, partial and missing, and how many lack one (the sidebar's count). */
export const ZTranslationSummary = z.object({
  items: z.number().int(),
  incomplete: z.number().int(),
  en: z.object({ complete: z.number().int(), partial: z.number().int(), missing: z.number().int() }),
  es: z.object({ complete: z.number().int(), partial: z.number().int(), missing: z.number().int() }),
});
export type TTranslationSummary = z.infer<typeof ZTranslationSummary>;

export const translationEndpoints = endpoints({
  list: { method: 'GET', path: '/translations', summary: 'Published cases and posts with the status of their English and Spanish versions (back office)', query: ZTranslationListQuery, response: pageOf(ZTranslationItem) },
  summary: { method: 'GET', path: '/translations/summary', summary: 'How many published items each language has complete, partial and missing', response: ZTranslationSummary },
});
