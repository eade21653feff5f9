import { LANGUAGES, type TLanguage } from './i18n.js';

/*
 * One set of per-language fields for every content type (issue 13, decision 031). An item's Portuguese
 * text stays in its own fields (the shapes of the specification); its English and Spanish versions sit
 * beside it, each an object with the same field names. A language is live (has its own address, is in the
 * sitemap and the hreflang set) once its required fields are written; until then its address shows the
 * Portuguese text with a note. Fields a translation leaves empty fall back to the Portuguese one.
 */

/** The languages an editor translates into; Portuguese is the item's own fields. */
export const TRANSLATED_LANGUAGES = ['en', 'es'] as const;
export type TTranslatedLanguage = (typeof TRANSLATED_LANGUAGES)[number];

/** An item's translations: each language's values of the translatable fields, any of them missing. */
export type TTranslations<T> = Partial<Record<TTranslatedLanguage, Partial<T> | null>>;

/** How far a language of an item is written, as the back office's language tabs and Traduções show it. */
export type TTranslationStatus = 'complete' | 'partial' | 'missing';

/** The translatable fields of a kind of content: all of them, and those a language needs to go live. */
export type TTranslatable<F extends string> = { fields: readonly F[]; required: readonly F[] };

export const CASE_TRANSLATABLE = {
  fields: ['title', 'slug', 'description', 'industry', 'seoTitle', 'seoDescription', 'seoKeywords'],
  required: ['title'],
} as const satisfies TTranslatable<string>;
export type TCaseTranslatedField = (typeof CASE_TRANSLATABLE.fields)[number];

export const POST_TRANSLATABLE = {
  fields: ['title', 'slug', 'excerpt', 'content', 'tags', 'seoTitle', 'seoDescription', 'seoKeywords'],
  required: ['title', 'excerpt', 'content'],
} as const satisfies TTranslatable<string>;
export type TPostTranslatedField = (typeof POST_TRANSLATABLE.fields)[number];

/** A value counts as written when it is a non-blank text or a non-empty list. */
export function isWritten(value: unknown): boolean {
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.length > 0;
  return value !== null && value !== undefined;
}

/** Whether a language of an item has the fields it needs to be shown as that language's page. */
export function isLiveIn<F extends string>(kind: TTranslatable<F>, translation: Partial<Record<F, unknown>> | null | undefined): boolean {
  return !!translation && kind.required.every((field) => isWritten(translation[field]));
}

/**
 * Complete when every field written in Portuguese is written in the language (the slug aside, derived
 * from the title when left empty), missing when none is, partial otherwise.
 */
export function translationStatus<F extends string>(
  kind: TTranslatable<F>,
  portuguese: Partial<Record<F, unknown>>,
  translation: Partial<Record<F, unknown>> | null | undefined,
): TTranslationStatus {
  const expected = kind.fields.filter((field) => field !== 'slug' && isWritten(portuguese[field]));
  const written = expected.filter((field) => isWritten(translation?.[field]));
  if (written.length === 0) return 'missing';
  return written.length === expected.length && isLiveIn(kind, translation) ? 'complete' : 'partial';
}

/** The languages an item exists in: Portuguese always, the others once live. */
export function liveLanguages<F extends string>(kind: TTranslatable<F>, translations: TTranslations<Record<F, unknown>> | null | undefined): TLanguage[] {
  return LANGUAGES.filter((language) => language === 'pt' || isLiveIn(kind, translations?.[language]));
}

/**
 * An item's fields in a language: the translation's written values over the Portuguese ones, when the
 * language is live; the Portuguese item otherwise.
 */
export function inLanguage<T extends Record<F, unknown>, F extends string>(
  kind: TTranslatable<F>,
  item: T,
  translations: TTranslations<Record<F, unknown>> | null | undefined,
  language: TLanguage,
): { item: T; language: TLanguage } {
  const translation = language === 'pt' ? null : translations?.[language];
  if (!translation || !isLiveIn(kind, translation)) return { item, language: 'pt' };
  const merged = { ...item };
  for (const field of kind.fields) {
    const value = translation[field];
    if (isWritten(value)) (merged as Record<string, unknown>)[field] = value;
  }
  return { item: merged, language };
}
