import { z } from 'zod';
import { LANGUAGES } from './i18n.js';

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
