import { and, arrayContains, asc, count, desc, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import {
  BULK_LIMIT,
  CASE_MESSAGES,
  CASE_SERVICES,
  CASE_TRANSLATABLE,
  type TLanguage,
  pageMeta,
  type TBulkResult,
  type TCaseBulkRequest,
  type TCase,
  type TCaseCreate,
  type TCaseListQuery,
  type TCaseService,
  type TCaseUpdate,
  type TImageInfo,
  type TPage,
  TRASH_MESSAGES,
} from '@softhouse/contracts';
import type { TCaseSource } from '@softhouse/contracts/server';
import type { Db } from '../../db/client.js';
import { isUniqueViolation } from '../../db/errors.js';
import { jsonRows } from '../../db/json-rows.js';
import { cases } from '../../db/schema.js';
import { badRequest, conflict, notFound } from '../../errors.js';
import { containsPattern } from '../../db/like.js';
import { applyBulk, withinLimit } from '../bulk.js';
import { imageInfoFor } from '../media/image-info.js';
import { caseIsPublic, caseNotTrashed, caseRowIsPublic, type Publication } from '../publishing.js';
import { anySlugIs, liveInSql, localized, prepareTranslations, translatedField } from '../translations.js';
import { caseBeforeSave, redirectsAfterCaseSave } from '../redirects/addresses.js';
import { StaleVersion } from '../history/service.js';

type Row = typeof cases.$inferSelect;

/** Pages of cases are read a row per field (decision 057). */
const caseRows = jsonRows(cases);

/**
 * A case as the API gives it, in `language` where it is written in it (decision 031). A single case (`whole`)
 * also carries its gallery's image details and, for staff, its stored translations; a list item leaves both
 * out (decision 037: what a card needs, without a hundred editors' payloads).
 */
export function toCase(row: Row, info: (url: string | null | undefined) => TImageInfo | null, language: TLanguage = 'pt', staff = false, whole = true): TCase {
  return localized(CASE_TRANSLATABLE, {
    id: row.id,
    slug: row.slug,
    title: row.title,
    description: row.description,
    category: row.category,
    technologies: row.technologies,
    client: row.client,
    industry: row.industry,
    imageUrl: row.imageUrl,
    image: info(row.imageUrl),
    logoUrl: row.logoUrl,
    logo: info(row.logoUrl),
    gallery: row.gallery,
    services: row.services,
    ...(whole && { galleryImages: row.gallery.map((url) => info(url)!) }),
    featured: row.featured,
    published: row.published,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    order: row.order,
    seoTitle: row.seoTitle,
    seoDescription: row.seoDescription,
    seoKeywords: row.seoKeywords,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    version: row.version,
  }, row.translations, language, staff && whole);
}

/** The columns a list may be sorted by, by the query's name for them. */
const SORT = { order: 'order', createdAt: 'createdAt', title: 'title' } as const;

/** What a list shows: every case for staff (optionally published or not), published ones for visitors. */
function listWhere(query: Pick<TCaseListQuery, 'published' | 'featured' | 'search'>, scope: 'public' | 'staff'): SQL | undefined {
  // Cases in the trash show only in the Lixeira (decision 040).
  const filters: (SQL | undefined)[] = [caseNotTrashed()];
  if (scope === 'public') filters.push(caseIsPublic());
  else if (query.published !== undefined) filters.push(eq(cases.published, query.published));
  if (query.featured !== undefined) filters.push(eq(cases.featured, query.featured));
  if (query.search) {
    const term = containsPattern(query.search);
    filters.push(or(ilike(cases.title, term), ilike(cases.client, term), ilike(cases.category, term)));
  }
  return and(...filters);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Each service once, in the site's order. */
const uniqueServices = (services: TCaseService[] = []) => CASE_SERVICES.filter((service) => services.includes(service));

/** What a carousel of `source` shows (decision 047), besides being public. */
function carouselWhere(source: TCaseSource, ids: string[]): SQL | undefined {
  if (source === 'featured') return eq(cases.featured, true);
  if (source === 'picked') return inArray(cases.id, ids);
  if (source === 'all') return undefined;
  return arrayContains(cases.services, [source]);
}

const BULK_CHANGES = {
  publish: { published: true },
  unpublish: { published: false },
  feature: { featured: true },
  unfeature: { featured: false },
} as const;

/**
 * A case's publication time as a save of `published` leaves it (decision 041): unpublishing drops it, so publishing
 * again is immediate; a schedule sets it; "Publicar" drops one still to come; otherwise it stays.
 */
function publicationTime(published: boolean, current: Date | null, publication?: Publication): { publishedAt?: Date | null } {
  if (!published) return { publishedAt: null };
  if (publication instanceof Date) return { publishedAt: publication };
  if (publication === 'now' && current && current > new Date()) return { publishedAt: null };
  return {};
}

export function createCasesService(db: Db) {
  async function withImages(rows: Row[], language: TLanguage = 'pt', scope: 'public' | 'staff' = 'staff', whole = true): Promise<TCase[]> {
    const info = await imageInfoFor(db, rows.flatMap((r) => [r.imageUrl, r.logoUrl, ...(whole ? r.gallery : [])]), language);
    return rows.map((r) => toCase(r, info, language, scope === 'staff', whole));
  }

  /** Whether another case has this slug in this language. */
  async function translatedSlugTaken(language: 'en' | 'es', slug: string, excludeId?: string): Promise<boolean> {
    const same = sql`${translatedField(cases.translations, language, 'slug')} = ${slug}`;
    const [taken] = await db.select({ id: cases.id }).from(cases).where(excludeId ? and(same, ne(cases.id, excludeId)) : same).limit(1);
    return !!taken;
  }

  const translationsFor = (incoming: TCaseCreate['translations'], current: Row['translations'], id?: string) =>
    prepareTranslations({
      kind: CASE_TRANSLATABLE,
      incoming,
      current,
      slugTaken: (language, slug) => translatedSlugTaken(language, slug, id),
      slugTakenMessage: CASE_MESSAGES.slugTaken,
    }) as Promise<Row['translations']>;

  async function assertSlugFree(slug: string, excludeId?: string) {
    const where = excludeId ? and(eq(cases.slug, slug), ne(cases.id, excludeId)) : eq(cases.slug, slug);
    const [taken] = await db.select({ id: cases.id, deletedAt: cases.deletedAt }).from(cases).where(where).limit(1);
    // A case in the trash keeps its slug until it is deleted for good: say so rather than a bare conflict.
    const message = taken?.deletedAt ? TRASH_MESSAGES.caseSlugInTrash : CASE_MESSAGES.slugTaken;
    if (taken) throw conflict(message, { slug: message });
  }

  const onUnique = (error: unknown): never => {
    if (isUniqueViolation(error)) throw conflict(CASE_MESSAGES.slugTaken, { slug: CASE_MESSAGES.slugTaken });
    throw error;
  };

  return {
    async list(query: TCaseListQuery, scope: 'public' | 'staff'): Promise<TPage<TCase>> {
      const where = listWhere(query, scope);
      const direction = query.sortOrder === 'desc' ? desc : asc;
      const language = query.lang ?? 'pt';
      // In English or Spanish the cases written in that language come first (decision 031).
      const sortBy = SORT[query.sortBy];
      const [rows, [total]] = await Promise.all([
        caseRows.page(db, {
          where,
          // In English or Spanish the cases written in that language come first (decision 031).
          orderBy: (c) => [...(language === 'pt' ? [] : [desc(liveInSql(CASE_TRANSLATABLE, c.translations, language))]), direction(c[sortBy]), asc(c.createdAt), asc(c.id)],
          limit: query.limit,
          offset: (query.page - 1) * query.limit,
        }),
        db.select({ n: count() }).from(cases).where(where),
      ]);
      return { data: await withImages(rows, language, scope, false), meta: pageMeta(query.page, query.limit, total?.n ?? 0) };
    },

    /**
     * The published cases a carousel shows (decision 047): every one, the featured ones, a service's, or the
     * ones picked by id. Featured cases come first, then those written in `lang` (decision 031), then the
     * display order; picked ones keep the order of `ids`.
     */
    async carousel({ source, ids: asked = [], page = 1, limit, lang = 'pt' }: { source: TCaseSource; ids?: string[]; page?: number; limit: number; lang?: TLanguage }): Promise<TPage<TCase>> {
      // A block's picked ids are checked when saved; one of a case deleted since, or mistyped, simply matches nothing.
      const ids = asked.filter((id) => UUID.test(id));
      if (source === 'picked' && !ids.length) return { data: [], meta: pageMeta(page, limit, 0) };
      const where = and(listWhere({}, 'public'), carouselWhere(source, ids));
      const [rows, [total]] = await Promise.all([
        caseRows.page(db, {
          where,
          orderBy: (c) =>
            source === 'picked'
              ? [asc(sql`array_position(${sql.param(ids)}::uuid[], ${c.id})`)]
              : [desc(c.featured), ...(lang === 'pt' ? [] : [desc(liveInSql(CASE_TRANSLATABLE, c.translations, lang))]), asc(c.order), asc(c.createdAt), asc(c.id)],
          limit,
          offset: (page - 1) * limit,
        }),
        db.select({ n: count() }).from(cases).where(where),
      ]);
      return { data: await withImages(rows, lang, 'public', false), meta: pageMeta(page, limit, total?.n ?? 0) };
    },

    async get(id: string, scope: 'public' | 'staff', language: TLanguage = 'pt'): Promise<TCase> {
      const [row] = await db.select().from(cases).where(and(eq(cases.id, id), caseNotTrashed())).limit(1);
      if (!row || (scope === 'public' && !caseRowIsPublic(row))) throw notFound(CASE_MESSAGES.notFound);
      return (await withImages([row], language, scope))[0]!;
    },

    /**
     * A case by its slug in any language; when two cases share a slug in different languages, the one whose
     * slug is in the language asked for wins, then the Portuguese one.
     */
    async getBySlug(slug: string, scope: 'public' | 'staff', language: TLanguage = 'pt'): Promise<TCase> {
      const rows = await db.select().from(cases).where(and(anySlugIs(cases.slug, cases.translations, slug), caseNotTrashed())).limit(3);
      const rank = (r: Row) => (language !== 'pt' && r.translations[language]?.slug === slug ? 0 : r.slug === slug ? 1 : 2);
      const row = rows.sort((a, b) => rank(a) - rank(b))[0];
      if (!row || (scope === 'public' && !caseRowIsPublic(row))) throw notFound(CASE_MESSAGES.notFound);
      return (await withImages([row], language, scope))[0]!;
    },

    async create(body: TCaseCreate): Promise<TCase> {
      await assertSlugFree(body.slug);
      const translations = await translationsFor(body.translations, {});
      const [row] = await db
        .insert(cases)
        .values({
          slug: body.slug,
          title: body.title,
          client: body.client,
          imageUrl: body.imageUrl,
          description: body.description ?? '',
          category: body.category || 'general',
          technologies: body.technologies ?? [],
          // product.md §3: 'Tecnologia' when a client sends none; a sector left empty on purpose stays empty.
          industry: body.industry ?? 'Tecnologia',
          logoUrl: body.logoUrl || null,
          gallery: body.gallery ?? [],
          services: uniqueServices(body.services),
          featured: body.featured ?? false,
          published: body.published ?? true,
          order: body.order ?? 0,
          seoTitle: body.seoTitle || null,
          seoDescription: body.seoDescription || null,
          seoKeywords: body.seoKeywords ?? [],
          translations,
        })
        .returning()
        .catch(onUnique);
      await redirectsAfterCaseSave(db, null, row!);
      return (await withImages([row!]))[0]!;
    },

    /**
     * Saves the fields sent. With `version`, the write is made only if the case is still at that version
     * (decision 042), in the same statement. `publication` is the scheduling's time or "Publicar"'s now (decision 041).
     */
    async update(id: string, body: TCaseUpdate, publication?: Publication): Promise<TCase> {
      // A published case's old addresses answer 301 to the new ones (decision 039).
      const before = await caseBeforeSave(db, id);
      if (body.slug) await assertSlugFree(body.slug, id);
      let translations: Row['translations'] | undefined;
      if (body.translations) {
        const [current] = await db.select({ translations: cases.translations }).from(cases).where(and(eq(cases.id, id), caseNotTrashed())).limit(1);
        if (!current) throw notFound(CASE_MESSAGES.notFound);
        translations = await translationsFor(body.translations, current.translations, id);
      }
      const [row] = await db
        .update(cases)
        .set({
          ...(body.title !== undefined && { title: body.title }),
          ...(body.slug !== undefined && { slug: body.slug }),
          ...(body.client !== undefined && { client: body.client }),
          ...(body.imageUrl !== undefined && { imageUrl: body.imageUrl }),
          ...(body.description !== undefined && { description: body.description }),
          ...(body.category !== undefined && { category: body.category || 'general' }),
          ...(body.technologies !== undefined && { technologies: body.technologies }),
          ...(body.industry !== undefined && { industry: body.industry }),
          ...(body.logoUrl !== undefined && { logoUrl: body.logoUrl || null }),
          ...(body.gallery !== undefined && { gallery: body.gallery }),
          ...(body.services !== undefined && { services: uniqueServices(body.services) }),
          ...(body.featured !== undefined && { featured: body.featured }),
          ...(body.published !== undefined && { published: body.published, ...publicationTime(body.published, before?.publishedAt ?? null, publication) }),
          ...(body.order !== undefined && { order: body.order }),
          ...(body.seoTitle !== undefined && { seoTitle: body.seoTitle || null }),
          ...(body.seoDescription !== undefined && { seoDescription: body.seoDescription || null }),
          ...(body.seoKeywords !== undefined && { seoKeywords: body.seoKeywords }),
          ...(translations !== undefined && { translations }),
          updatedAt: new Date(),
          // Every save is a new version (optimistic concurrency and history, decision 042).
          version: sql`${cases.version} + 1`,
        })
        .where(and(eq(cases.id, id), caseNotTrashed(), body.version === undefined ? undefined : eq(cases.version, body.version)))
        .returning()
        .catch(onUnique);
      if (!row) {
        const [still] = body.version === undefined ? [] : await db.select({ id: cases.id }).from(cases).where(and(eq(cases.id, id), caseNotTrashed())).limit(1);
        if (still) throw new StaleVersion(body.version!);
        throw notFound(CASE_MESSAGES.notFound);
      }
      await redirectsAfterCaseSave(db, before, row);
      return (await withImages([row]))[0]!;
    },

    /** Moves a case to the trash (decision 040): hidden everywhere but the Lixeira until restored or purged. */
    async remove(id: string, by: string | null = null): Promise<void> {
      const deleted = await db
        .update(cases)
        .set({ deletedAt: new Date(), deletedBy: by })
        .where(and(eq(cases.id, id), caseNotTrashed()))
        .returning({ id: cases.id });
      if (deleted.length === 0) throw notFound(CASE_MESSAGES.notFound);
    },

    /** Publishes, unpublishes, features, unfeatures or deletes the cases named, or every case matching the list's filter. */
    async bulk(body: TCaseBulkRequest, by: string | null = null): Promise<TBulkResult> {
      const where = body.ids ? and(inArray(cases.id, body.ids), caseNotTrashed()) : listWhere(body.filter ?? {}, 'staff');
      const targets = withinLimit(await db.select({ id: cases.id, title: cases.title }).from(cases).where(where).orderBy(asc(cases.order)).limit(BULK_LIMIT + 1));
      return applyBulk(targets, body.ids, CASE_MESSAGES.notFound, async ({ id }) => {
        if (body.action === 'delete') await this.remove(id, by);
        // "Publicar" publishes a scheduled case now (decision 041).
        else await this.update(id, BULK_CHANGES[body.action], body.action === 'publish' ? 'now' : undefined);
      });
    },

    /** Applies 1-based display orders in one transaction; unknown ids change nothing. */
    async reorder(orders: { id: string; order: number }[]): Promise<void> {
      const ids = [...new Set(orders.map((o) => o.id))];
      if (ids.length !== orders.length) throw badRequest('Cada case deve aparecer uma única vez', { orders: 'Cada case deve aparecer uma única vez' });
      const existing = await db.select({ id: cases.id }).from(cases).where(and(inArray(cases.id, ids), caseNotTrashed()));
      if (existing.length !== ids.length) throw notFound(CASE_MESSAGES.notFound);
      await db.transaction(async (tx) => {
        for (const { id, order } of orders) {
          await tx.update(cases).set({ order, updatedAt: new Date() }).where(eq(cases.id, id));
        }
      });
    },
  };
}
export type CasesService = ReturnType<typeof createCasesService>;
