import { desc, sql } from 'drizzle-orm';
import {
  CASE_TRANSLATABLE,
  pageMeta,
  POST_TRANSLATABLE,
  TRANSLATED_LANGUAGES,
  translationStatus,
  type TPage,
  type TTranslatable,
  type TTranslationItem,
  type TTranslationListQuery,
  type TTranslationSummary,
} from '@softhouse/contracts';
import type { Db } from '../../db/client.js';
import { blogPosts, cases } from '../../db/schema.js';
import { caseIsPublic, postIsPublic } from '../publishing.js';

/*
 * 'Traduções' (issue 13, decision 031): every published case and post with the status of its English and
 * Spanish versions, against the fields written in Portuguese. Written translations keep only the fields
 * written (blank ones are dropped on save), so a field's key says it is written; the long texts (a post's
 * content, a case's description) are read as "written or not", never loaded.
 */

type Flags = Record<string, boolean>;
type Row = { kind: 'case' | 'post'; id: string; title: string; slug: string; updatedAt: Date; pt: Flags; en: Flags; es: Flags };

/** Per field, whether it is written: text not blank, a list not empty, a translation's key present. */
const written = (expression: ReturnType<typeof sql>) => sql<boolean>`coalesce(${expression}, false)`;
const textWritten = (column: unknown) => written(sql`btrim(${column}) <> ''`);
const listWritten = (column: unknown) => written(sql`cardinality(${column}) > 0`);
const keyWritten = (column: unknown, language: 'en' | 'es', field: string) => written(sql`(${column} -> ${sql.raw(`'${language}'`)}) ? ${sql.raw(`'${field}'`)}`);

function translationFlags(column: unknown, kind: TTranslatable<string>) {
  return Object.fromEntries(
    TRANSLATED_LANGUAGES.flatMap((language) => kind.fields.map((field) => [`${language}_${field}`, keyWritten(column, language, field)])),
  );
}

const asFlags = (row: Record<string, unknown>, prefix: string, fields: readonly string[]): Flags =>
  Object.fromEntries(fields.map((field) => [field, row[`${prefix}${field}`] === true]));

/** A flag as a value translationStatus reads (written or not). */
const asValues = (flags: Flags) => Object.fromEntries(Object.entries(flags).map(([field, on]) => [field, on ? 'x' : '']));

export function createTranslationsReport(db: Db) {
  async function rows(): Promise<Row[]> {
    const [caseRows, postRows] = await Promise.all([
      db
        .select({
          id: cases.id,
          title: cases.title,
          slug: cases.slug,
          updatedAt: cases.updatedAt,
          pt_title: textWritten(cases.title),
          pt_description: textWritten(cases.description),
          pt_industry: textWritten(cases.industry),
          pt_seoTitle: textWritten(cases.seoTitle),
          pt_seoDescription: textWritten(cases.seoDescription),
          pt_seoKeywords: listWritten(cases.seoKeywords),
          ...translationFlags(cases.translations, CASE_TRANSLATABLE),
        })
        .from(cases)
        .where(caseIsPublic())
        .orderBy(desc(cases.updatedAt)),
      db
        .select({
          id: blogPosts.id,
          title: blogPosts.title,
          slug: blogPosts.slug,
          updatedAt: blogPosts.updatedAt,
          pt_title: textWritten(blogPosts.title),
          pt_excerpt: textWritten(blogPosts.excerpt),
          pt_content: textWritten(blogPosts.content),
          pt_tags: listWritten(blogPosts.tags),
          pt_seoTitle: textWritten(blogPosts.seoTitle),
          pt_seoDescription: textWritten(blogPosts.seoDescription),
          pt_seoKeywords: listWritten(blogPosts.seoKeywords),
          ...translationFlags(blogPosts.translations, POST_TRANSLATABLE),
        })
        .from(blogPosts)
        .where(postIsPublic())
        .orderBy(desc(blogPosts.updatedAt)),
    ]);
    const shape = (kind: 'case' | 'post', fields: readonly string[]) => (row: Record<string, unknown>): Row => ({
      kind,
      id: row.id as string,
      title: row.title as string,
      slug: row.slug as string,
      updatedAt: row.updatedAt as Date,
      pt: asFlags(row, 'pt_', fields),
      en: asFlags(row, 'en_', fields),
      es: asFlags(row, 'es_', fields),
    });
    return [...caseRows.map(shape('case', CASE_TRANSLATABLE.fields)), ...postRows.map(shape('post', POST_TRANSLATABLE.fields))];
  }

  const toItem = (row: Row): TTranslationItem => {
    const kind = row.kind === 'case' ? CASE_TRANSLATABLE : POST_TRANSLATABLE;
    const pt = asValues(row.pt);
    return {
      kind: row.kind,
      id: row.id,
      title: row.title,
      slug: row.slug,
      updatedAt: row.updatedAt.toISOString(),
      statuses: { en: translationStatus(kind, pt, asValues(row.en)), es: translationStatus(kind, pt, asValues(row.es)) },
    };
  };

  return {
    /** Newest change first; the items still to translate are what an editor opens this screen for. */
    async list(query: TTranslationListQuery): Promise<TPage<TTranslationItem>> {
      const term = query.search?.toLocaleLowerCase('pt-BR');
      const items = (await rows())
        .filter((row) => (!query.kind || row.kind === query.kind) && (!term || row.title.toLocaleLowerCase('pt-BR').includes(term)))
        .map(toItem)
        .filter((item) => {
          if (!query.status) return true;
          return query.lang ? item.statuses[query.lang] === query.status : item.statuses.en === query.status || item.statuses.es === query.status;
        })
        .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt) || a.id.localeCompare(b.id));
      const start = (query.page - 1) * query.limit;
      return { data: items.slice(start, start + query.limit), meta: pageMeta(query.page, query.limit, items.length) };
    },

    async summary(): Promise<TTranslationSummary> {
      const items = (await rows()).map(toItem);
      const count = (language: 'en' | 'es', status: string) => items.filter((item) => item.statuses[language] === status).length;
      const of = (language: 'en' | 'es') => ({ complete: count(language, 'complete'), partial: count(language, 'partial'), missing: count(language, 'missing') });
      return {
        items: items.length,
        incomplete: items.filter((item) => item.statuses.en !== 'complete' || item.statuses.es !== 'complete').length,
        en: of('en'),
        es: of('es'),
      };
    },
  };
}
export type TranslationsReport = ReturnType<typeof createTranslationsReport>;
