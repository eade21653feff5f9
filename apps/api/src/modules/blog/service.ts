import { and, asc, count, desc, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import { BLOG_MESSAGES, BULK_LIMIT, pageMeta, POST_TRANSLATABLE, slugify, type TLanguage, type TBlogBulkRequest, type TBulkResult, type TBlogCreate, type TBlogListQuery, type TBlogPost, type TBlogUpdate, type TImageInfo, type TPage } from '@softhouse/contracts';
import { looksLikeHtml, readingTime, sanitizeContentHtml } from '@softhouse/contracts/server';
import type { Db } from '../../db/client.js';
import { isUniqueViolation } from '../../db/errors.js';
import { containsPattern } from '../../db/like.js';
import { blogPosts, users } from '../../db/schema.js';
import { TRASH_MESSAGES } from '@softhouse/contracts';
import { badRequest, conflict, notFound } from '../../errors.js';
import { applyBulk, withinLimit } from '../bulk.js';
import { imageInfoFor } from '../media/image-info.js';
import { postIsPublic, postNotTrashed, postRowIsPublic, publishedAtFor, type Publication } from '../publishing.js';
import { anySlugIs, liveInSql, localized, prepareTranslations, translatedField } from '../translations.js';
import { redirectsAfterPostSave } from '../redirects/addresses.js';
import { StaleVersion } from '../history/service.js';

type Row = typeof blogPosts.$inferSelect;

/** A post as the API gives it, in `language` where it is written in it (decision 031); staff also get its translations. */
export function toBlogPost(row: Row, image: TImageInfo | null, language: TLanguage = 'pt', staff = false): TBlogPost {
  const post = localized(POST_TRANSLATABLE, {
    id: row.id,
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    content: row.content,
    featuredImage: row.featuredImage,
    image,
    category: row.category,
    tags: row.tags,
    author: { id: row.authorId, name: row.authorName },
    status: row.status,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    version: row.version,
    readTime: row.readTime,
    seoTitle: row.seoTitle,
    seoDescription: row.seoDescription,
    seoKeywords: row.seoKeywords,
  }, row.translations, language, staff);
  // Reading time follows the text shown.
  return post.language === 'pt' ? post : { ...post, readTime: readingTime(post.content) };
}

const SORT_COLUMNS = {
  publishedAt: blogPosts.publishedAt,
  createdAt: blogPosts.createdAt,
  updatedAt: blogPosts.updatedAt,
  title: blogPosts.title,
} as const;


/** Stored HTML is sanitised on the way in; Markdown is sanitised when it is rendered. */
const cleanContent = (content: string) => (looksLikeHtml(content) ? sanitizeContentHtml(content) : content);

/** Translated contents are sanitised like the Portuguese one. */
function cleanTranslated(translations: TBlogCreate['translations']): TBlogCreate['translations'] {
  if (!translations) return translations;
  const clean = (one: NonNullable<TBlogCreate['translations']>['en']) => (one?.content ? { ...one, content: cleanContent(one.content) } : one);
  return { ...(translations.en !== undefined && { en: clean(translations.en) }), ...(translations.es !== undefined && { es: clean(translations.es) }) };
}

/** What a list shows: every post for staff (optionally of one status), published ones for visitors. */
function listWhere(query: Pick<TBlogListQuery, 'status' | 'category' | 'exclude' | 'search'>, scope: 'public' | 'staff'): SQL | undefined {
  // Posts in the trash show only in the Lixeira (decision 040).
  const filters: (SQL | undefined)[] = [postNotTrashed()];
  if (scope === 'public') filters.push(postIsPublic());
  else if (query.status) filters.push(eq(blogPosts.status, query.status));
  if (query.category) filters.push(eq(blogPosts.category, query.category));
  if (query.exclude) filters.push(ne(blogPosts.slug, query.exclude));
  if (query.search) {
    const term = containsPattern(query.search);
    filters.push(or(ilike(blogPosts.title, term), ilike(blogPosts.excerpt, term)));
  }
  return and(...filters);
}

export function createBlogService(db: Db) {
  /**
   * The posts as the API gives them: with their cover's details, and signed with their author's current
   * name (a renamed staff member's posts follow; the stored name stays for authors no longer on the team).
   */
  async function withImages(rows: Row[], language: TLanguage = 'pt', scope: 'public' | 'staff' = 'staff'): Promise<TBlogPost[]> {
    const authorIds = [...new Set(rows.flatMap((r) => (r.authorId ? [r.authorId] : [])))];
    const [info, authors] = await Promise.all([
      imageInfoFor(db, rows.map((r) => r.featuredImage), language),
      authorIds.length ? db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, authorIds)) : [],
    ]);
    const nameOf = new Map(authors.map((a) => [a.id, a.name]));
    return rows.map((r) => toBlogPost({ ...r, authorName: (r.authorId && nameOf.get(r.authorId)) || r.authorName }, info(r.featuredImage), language, scope === 'staff'));
  }

  /** Whether another post has this slug in this language. */
  async function translatedSlugTaken(language: 'en' | 'es', slug: string, excludeId?: string): Promise<boolean> {
    const same = sql`${translatedField(blogPosts.translations, language, 'slug')} = ${slug}`;
    const [taken] = await db.select({ id: blogPosts.id }).from(blogPosts).where(excludeId ? and(same, ne(blogPosts.id, excludeId)) : same).limit(1);
    return !!taken;
  }

  const translationsFor = (incoming: TBlogCreate['translations'], current: Row['translations'], id?: string) =>
    prepareTranslations({
      kind: POST_TRANSLATABLE,
      incoming,
      current,
      slugTaken: (language, slug) => translatedSlugTaken(language, slug, id),
      slugTakenMessage: BLOG_MESSAGES.slugTaken,
    }) as Promise<Row['translations']>;

  /** The staff member who signs a post: an existing, active user; a 400 on the author field otherwise. */
  async function author(id: string): Promise<{ id: string; name: string }> {
    const [user] = await db.select({ id: users.id, name: users.name }).from(users).where(and(eq(users.id, id), eq(users.active, true))).limit(1);
    if (!user) throw badRequest(BLOG_MESSAGES.authorInvalid, { authorId: BLOG_MESSAGES.authorInvalid });
    return user;
  }

  async function uniqueSlug(base: string, excludeId?: string): Promise<string> {
    const root = base || 'post';
    for (let n = 1; n < 1000; n++) {
      const candidate = n === 1 ? root : `${root}-${n}`;
      const where = excludeId ? and(eq(blogPosts.slug, candidate), ne(blogPosts.id, excludeId)) : eq(blogPosts.slug, candidate);
      const [taken] = await db.select({ id: blogPosts.id }).from(blogPosts).where(where).limit(1);
      if (!taken) return candidate;
    }
    throw conflict(BLOG_MESSAGES.slugTaken);
  }

  async function assertSlugFree(slug: string, excludeId?: string) {
    const where = excludeId ? and(eq(blogPosts.slug, slug), ne(blogPosts.id, excludeId)) : eq(blogPosts.slug, slug);
    const [taken] = await db.select({ id: blogPosts.id, deletedAt: blogPosts.deletedAt }).from(blogPosts).where(where).limit(1);
    // A post in the trash keeps its slug until it is deleted for good: say so rather than a bare conflict.
    const message = taken?.deletedAt ? TRASH_MESSAGES.postSlugInTrash : BLOG_MESSAGES.slugTaken;
    if (taken) throw conflict(message, { slug: message });
  }

  const exists = async (id: string) => (await db.select({ id: blogPosts.id }).from(blogPosts).where(and(eq(blogPosts.id, id), postNotTrashed())).limit(1)).length > 0;

  async function getRow(id: string): Promise<Row> {
    const [row] = await db.select().from(blogPosts).where(and(eq(blogPosts.id, id), postNotTrashed())).limit(1);
    if (!row) throw notFound(BLOG_MESSAGES.notFound);
    return row;
  }

  return {
    async list(query: TBlogListQuery, scope: 'public' | 'staff'): Promise<TPage<TBlogPost>> {
      const where = listWhere(query, scope);
      const column = SORT_COLUMNS[query.sortBy];
      const direction = query.sortOrder === 'asc' ? asc : desc;
      // Drafts have no publishedAt: they sort by creation date among themselves; id breaks ties stably.
      const language = query.lang ?? 'pt';
      // In English or Spanish the posts written in that language come first (decision 031).
      const first = language === 'pt' ? [] : [desc(liveInSql(POST_TRANSLATABLE, blogPosts.translations, language))];
      const order = query.sortBy === 'publishedAt'
        ? [...first, direction(sql`coalesce(${blogPosts.publishedAt}, ${blogPosts.createdAt})`), direction(blogPosts.id)]
        : [...first, direction(column), direction(blogPosts.id)];
      const [rows, [total]] = await Promise.all([
        db.select().from(blogPosts).where(where).orderBy(...order).limit(query.limit).offset((query.page - 1) * query.limit),
        db.select({ n: count() }).from(blogPosts).where(where),
      ]);
      return { data: await withImages(rows, language, scope), meta: pageMeta(query.page, query.limit, total?.n ?? 0) };
    },

    async get(id: string, scope: 'public' | 'staff', language: TLanguage = 'pt'): Promise<TBlogPost> {
      const row = await getRow(id);
      if (scope === 'public' && !postRowIsPublic(row)) throw notFound(BLOG_MESSAGES.notFound);
      return (await withImages([row], language, scope))[0]!;
    },

    /**
     * A published post by its slug in any language; when two posts share a slug in different languages, the
     * one whose slug is in the language asked for wins, then the Portuguese one.
     */
    async getPublicBySlug(slug: string, language: TLanguage = 'pt'): Promise<TBlogPost> {
      const rows = await db.select().from(blogPosts).where(and(anySlugIs(blogPosts.slug, blogPosts.translations, slug), postIsPublic())).limit(3);
      const rank = (r: Row) => (language !== 'pt' && r.translations[language]?.slug === slug ? 0 : r.slug === slug ? 1 : 2);
      const row = rows.sort((a, b) => rank(a) - rank(b))[0];
      if (!row) throw notFound(BLOG_MESSAGES.notFound);
      return (await withImages([row], language, 'public'))[0]!;
    },

    /** Up to `limit` other published posts of the same category, newest first (in a language, those written in it first). */
    async related(post: Pick<TBlogPost, 'id' | 'category'>, limit: number, language: TLanguage = 'pt'): Promise<TBlogPost[]> {
      const first = language === 'pt' ? [] : [desc(liveInSql(POST_TRANSLATABLE, blogPosts.translations, language))];
      const rows = await db
        .select()
        .from(blogPosts)
        .where(and(postIsPublic(), eq(blogPosts.category, post.category), ne(blogPosts.id, post.id)))
        .orderBy(...first, desc(blogPosts.publishedAt), desc(blogPosts.id))
        .limit(limit);
      return withImages(rows, language, 'public');
    },

    /** A new post, signed by the author chosen or, by default, by who creates it. */
    async create(body: TBlogCreate, creator: { id: string }): Promise<TBlogPost> {
      const signer = await author(body.authorId ?? creator.id);
      const status = body.status ?? 'draft';
      const slug = body.slug ?? (await uniqueSlug(slugify(body.title).slice(0, 100)));
      if (body.slug) await assertSlugFree(body.slug);
      const content = cleanContent(body.content);
      const translations = await translationsFor(cleanTranslated(body.translations), {});
      const now = new Date();
      try {
        const [row] = await db
          .insert(blogPosts)
          .values({
            slug,
            title: body.title,
            excerpt: body.excerpt,
            content,
            featuredImage: body.featuredImage || null,
            category: body.category ?? 'tecnologia',
            tags: body.tags ?? [],
            authorId: signer.id,
            authorName: signer.name,
            status,
            publishedAt: status === 'published' ? now : null,
            // The same instant: a later publishedAt marks a post gone live by its time (redirects/addresses.ts).
            updatedAt: now,
            readTime: readingTime(content),
            seoTitle: body.seoTitle || null,
            seoDescription: body.seoDescription || null,
            seoKeywords: body.seoKeywords ?? [],
            translations,
          })
          .returning();
        await redirectsAfterPostSave(db, null, row!);
        return (await withImages([row!]))[0]!;
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(BLOG_MESSAGES.slugTaken, { slug: BLOG_MESSAGES.slugTaken });
        throw error;
      }
    },

    /**
     * Saves the fields sent. With `version`, the write is made only if the post is still at that version
     * (decision 042), in the same statement. `publication` is the scheduling's time or "Publicar"'s now (decision 041).
     */
    async update(id: string, body: TBlogUpdate, publication?: Publication): Promise<TBlogPost> {
      const current = await getRow(id);
      if (body.slug && body.slug !== current.slug) await assertSlugFree(body.slug, id);
      const signer = body.authorId === undefined ? undefined : await author(body.authorId);
      const { status, featuredImage: image, category } = body;
      const content = body.content === undefined ? undefined : cleanContent(body.content);
      const translations = body.translations && (await translationsFor(cleanTranslated(body.translations), current.translations, id));
      try {
        const [row] = await db
          .update(blogPosts)
          .set({
            ...(body.title !== undefined && { title: body.title }),
            ...(body.slug !== undefined && { slug: body.slug }),
            ...(body.excerpt !== undefined && { excerpt: body.excerpt }),
            ...(content !== undefined && { content, readTime: readingTime(content) }),
            ...(image !== undefined && { featuredImage: image || null }),
            ...(category !== undefined && { category }),
            ...(body.tags !== undefined && { tags: body.tags }),
            ...(signer && { authorId: signer.id, authorName: signer.name }),
            ...(body.seoTitle !== undefined && { seoTitle: body.seoTitle || null }),
            ...(body.seoDescription !== undefined && { seoDescription: body.seoDescription || null }),
            ...(body.seoKeywords !== undefined && { seoKeywords: body.seoKeywords }),
            ...(translations && { translations }),
            ...(status !== undefined && {
              status,
              publishedAt: status === 'published' ? publishedAtFor(current.publishedAt, publication) : null,
            }),
            updatedAt: new Date(),
            // Every save is a new version (optimistic concurrency and history, decision 042).
            version: sql`${blogPosts.version} + 1`,
          })
          .where(and(eq(blogPosts.id, id), postNotTrashed(), body.version === undefined ? undefined : eq(blogPosts.version, body.version)))
          .returning();
        if (!row) {
          if (body.version !== undefined && (await exists(id))) throw new StaleVersion(body.version);
          throw notFound(BLOG_MESSAGES.notFound);
        }
        // A published post's old addresses answer 301 to the new ones (decision 039).
        await redirectsAfterPostSave(db, current, row);
        return (await withImages([row]))[0]!;
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(BLOG_MESSAGES.slugTaken, { slug: BLOG_MESSAGES.slugTaken });
        throw error;
      }
    },

    /** "Publicar" and "Despublicar": publishing a scheduled post publishes it now (decision 041). */
    setStatus(id: string, status: 'draft' | 'published') {
      return this.update(id, { status }, status === 'published' ? 'now' : undefined);
    },

    /** Moves a post to the trash (decision 040): hidden everywhere but the Lixeira until restored or purged. */
    async remove(id: string, by: string | null = null): Promise<void> {
      const now = new Date();
      const deleted = await db
        .update(blogPosts)
        .set({ deletedAt: now, deletedBy: by })
        .where(and(eq(blogPosts.id, id), postNotTrashed()))
        .returning({ id: blogPosts.id });
      if (deleted.length === 0) throw notFound(BLOG_MESSAGES.notFound);
    },

    /** Publishes, unpublishes or deletes the posts named, or every post matching the list's filter. */
    async bulk(body: TBlogBulkRequest, by: string | null = null): Promise<TBulkResult> {
      const where = body.ids ? and(inArray(blogPosts.id, body.ids), postNotTrashed()) : listWhere(body.filter ?? {}, 'staff');
      const targets = withinLimit(await db.select({ id: blogPosts.id, title: blogPosts.title }).from(blogPosts).where(where).limit(BULK_LIMIT + 1));
      return applyBulk(targets, body.ids, BLOG_MESSAGES.notFound, async ({ id }) => {
        if (body.action === 'delete') await this.remove(id, by);
        else await this.setStatus(id, body.action === 'publish' ? 'published' : 'draft');
      });
    },
  };
}
export type BlogService = ReturnType<typeof createBlogService>;
