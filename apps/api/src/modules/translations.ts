import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  inLanguage,
  isLiveIn,
  isWritten,
  liveLanguages,
  slugify,
  TRANSLATED_LANGUAGES,
  type TLanguage,
  type TTranslatable,
  type TTranslatedLanguage,
  type TTranslations,
} from '@softhouse/contracts';
import { conflict } from '../errors.js';

/*
 * The API's half of the per-language fields (decision 031), shared by cases and posts: what a write stores
 * in `translations`, an item's texts in the language a read asks for, and the SQL that finds an item by
 * any of its slugs or lists the items written in a language first.
 */

type Values = Record<string, unknown>;

/** A language literal for SQL: only pt, en or es reach here (validated), written inline so the slug indexes match. */
const literal = (language: TTranslatedLanguage) => sql.raw(`'${language}'`);

/** `translations -> 'en' ->> field`, the expression the slug indexes are built on. */
export const translatedField = (column: AnyPgColumn, language: TTranslatedLanguage, field: string): SQL =>
  sql`(${column} -> ${literal(language)} ->> ${sql.raw(`'${field}'`)})`;

/** Items whose slug in any language is this one. */
export const anySlugIs = (slugColumn: AnyPgColumn, translations: AnyPgColumn, slug: string): SQL =>
  sql`(${slugColumn} = ${slug} or ${translatedField(translations, 'en', 'slug')} = ${slug} or ${translatedField(translations, 'es', 'slug')} = ${slug})`;

/** True for the items live in a language (their required fields written); always true for pt. */
export function liveInSql(kind: TTranslatable<string>, translations: AnyPgColumn, language: TLanguage): SQL {
  if (language === 'pt') return sql`true`;
  return sql.join(kind.required.map((field) => sql`coalesce(btrim(${translatedField(translations, language, field)}), '') <> ''`), sql` and `);
}

/** An item's slug in each language it is live in. */
export function slugsOf(kind: TTranslatable<string>, slug: string, translations: TTranslations<Values>): { pt: string; en?: string; es?: string } {
  const slugs: { pt: string; en?: string; es?: string } = { pt: slug };
  for (const language of TRANSLATED_LANGUAGES) {
    const translation = translations[language];
    if (isLiveIn(kind, translation) && typeof translation?.slug === 'string' && translation.slug) slugs[language] = translation.slug;
  }
  return slugs;
}

/**
 * What a read gives: the item's texts in the language asked for (Portuguese where it is not written in it),
 * the languages it exists in with their slugs, and, for staff, the translations as stored.
 */
export function localized<T extends Values>(kind: TTranslatable<string>, item: T & { slug: string }, translations: TTranslations<Values>, language: TLanguage, staff: boolean) {
  const shown = inLanguage(kind, item, translations, language);
  return {
    ...shown.item,
    language: shown.language,
    languages: liveLanguages(kind, translations),
    slugs: slugsOf(kind, item.slug, translations),
    ...(staff ? { translations } : {}),
  };
}

type Incoming = Partial<Record<TTranslatedLanguage, Values | null | undefined>> | undefined;

/**
 * The translations a write stores: each language sent replaces the stored one (null or an object with
 * nothing written removes it), a language left out is kept. Blank texts are dropped. A live language
 * without a slug gets one from its title, made unique in that language; a slug written by the editor that
 * another item uses in that language is a 409 on that language's slug field.
 */
export async function prepareTranslations(options: {
  kind: TTranslatable<string>;
  incoming: Incoming;
  current: TTranslations<Values>;
  /** Whether another item already has this slug in this language. */
  slugTaken: (language: TTranslatedLanguage, slug: string) => Promise<boolean>;
  slugTakenMessage: string;
}): Promise<TTranslations<Values>> {
  const { kind, incoming, current } = options;
  const next: TTranslations<Values> = { ...current };
  if (!incoming) return next;
  for (const language of TRANSLATED_LANGUAGES) {
    const sent = incoming[language];
    if (sent === undefined) continue;
    const cleaned: Values = {};
    for (const [field, value] of Object.entries(sent ?? {})) if (isWritten(value)) cleaned[field] = value;
    if (Object.keys(cleaned).length === 0) {
      delete next[language];
      continue;
    }
    if (typeof cleaned.slug === 'string') {
      if (await options.slugTaken(language, cleaned.slug)) {
        throw conflict(options.slugTakenMessage, { [`translations.${language}.slug`]: options.slugTakenMessage });
      }
    } else if (isLiveIn(kind, cleaned)) {
      cleaned.slug = await freeSlug(slugify(String(cleaned.title)).slice(0, 100) || language, (slug) => options.slugTaken(language, slug));
    }
    next[language] = cleaned;
  }
  return next;
}

async function freeSlug(root: string, taken: (slug: string) => Promise<boolean>): Promise<string> {
  for (let n = 1; n < 1000; n++) {
    const candidate = n === 1 ? root : `${root}-${n}`;
    if (!(await taken(candidate))) return candidate;
  }
  return `${root}-${Date.now()}`;
}
