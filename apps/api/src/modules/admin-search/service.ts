import { and, desc, eq, like, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import {
  ADMIN_SEARCH_TYPES,
  CONTENT_PAGE_INFO,
  CONTENT_PAGES,
  ROLE_LABELS,
  type TAdminSearchItem,
  type TAdminSearchResult,
  type TAdminSearchType,
} from '@softhouse/contracts';
import type { Db } from '../../db/client.js';
import { containsPattern, prefixPattern } from '../../db/like.js';
import { blogPosts, cases, contactMessages, contentPages, contentSections, media, users } from '../../db/schema.js';
import { caseNotTrashed, caseRowIsScheduled, mediaNotTrashed, postNotTrashed, postRowIsPublic } from '../publishing.js';

/**
 * Leads are first looked for among this many newest ones: a bounded walk of the date index (≈3 ms at
 * 100,000 leads on PostgreSQL, whatever the term). When that finds a page, it is the answer (the newest
 * matches are among the newest leads). A term shorter than a trigram stops there too: it cannot use the
 * trigram index, and a rare pair of letters would scan every lead (≈100 ms). One more letter searches them all.
 */
export const NEWEST_LEADS_FIRST = 5000;
const TRIGRAM = 3;

type Found = { items: TAdminSearchItem[]; more: boolean };
/** One type's finder: up to `limit` items for the term, and whether there are more. */
type Finder = (term: string, limit: number) => Promise<Found>;

/** Rows past `limit` only say that there are more. */
const cut = <T>(rows: T[], limit: number, item: (row: T) => TAdminSearchItem): Found => ({ items: rows.slice(0, limit).map(item), more: rows.length > limit });

/**
 * Whether the column holds the term, case aside. Lowercasing both sides and a LIKE costs about half an
 * ILIKE on PostgreSQL's UTF-8 text: posts are read whole (5,000 at the bench's scale, no text index).
 */
const holds = (column: AnyColumn | SQL, term: string) => sql`lower(${column}) like lower(${containsPattern(term)})`;
/** Those with a word of the title starting with the term first ("pr" puts "Prontuário" before "empresas"); the rest keep the order that follows. */
const wordFirst = (title: AnyColumn, term: string) => desc(sql`lower(' ' || ${title}) like lower(${`% ${prefixPattern(term)}`})`);

/** Accents and case aside: "inicio" finds "Início". */
const folded = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

const pageItem = (name: (typeof CONTENT_PAGES)[number], subtitle: string): TAdminSearchItem => ({
  type: 'page',
  id: name,
  title: CONTENT_PAGE_INFO[name].label,
  subtitle,
  href: `/admin/paginas?page=${name}`,
});
const isContentPage = (slug: string): slug is (typeof CONTENT_PAGES)[number] => (CONTENT_PAGES as readonly string[]).includes(slug);

/**
 * The back office's search (docs/decisions/035). Each type is one small query on its own table, run
 * side by side; the caller (the route) decides which types the role may see.
 */
export function createAdminSearch(db: Db) {
  const leadColumns = { id: contactMessages.id, name: contactMessages.name, email: contactMessages.email, company: contactMessages.company };
  const leadsMatching = (pattern: SQL, limit: number) =>
    db
      .select(leadColumns)
      .from(contactMessages)
      .where(like(contactMessages.searchText, pattern))
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
      .limit(limit);
  /** Among the NEWEST_LEADS_FIRST newest: a subquery with its own limit, which the planner keeps as one bounded walk. */
  const newestLeadsMatching = (pattern: SQL, limit: number) => {
    const recent = db
      .select({ ...leadColumns, searchText: contactMessages.searchText, createdAt: contactMessages.createdAt })
      .from(contactMessages)
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
      .limit(NEWEST_LEADS_FIRST)
      .as('recent');
    return db
      .select({ id: recent.id, name: recent.name, email: recent.email, company: recent.company })
      .from(recent)
      .where(like(recent.searchText, pattern))
      .orderBy(desc(recent.createdAt), desc(recent.id))
      .limit(limit);
  };

  const finders: Record<TAdminSearchType, Finder> = {
    async post(term, limit) {
      const rows = await db
        .select({ id: blogPosts.id, title: blogPosts.title, slug: blogPosts.slug, status: blogPosts.status, publishedAt: blogPosts.publishedAt })
        .from(blogPosts)
        .where(and(or(holds(blogPosts.title, term), holds(blogPosts.slug, term)), postNotTrashed()))
        .orderBy(wordFirst(blogPosts.title, term), desc(blogPosts.updatedAt), desc(blogPosts.id))
        .limit(limit + 1);
      return cut(rows, limit, (row) => ({
        type: 'post',
        id: row.id,
        title: row.title,
        subtitle: `${row.status === 'draft' ? 'Rascunho' : postRowIsPublic(row) ? 'Publicado' : 'Agendado'} · /blog/${row.slug}`,
        href: `/admin/blog?edit=${row.id}`,
      }));
    },

    async case(term, limit) {
      const rows = await db
        .select({ id: cases.id, title: cases.title, client: cases.client, published: cases.published, publishedAt: cases.publishedAt })
        .from(cases)
        .where(and(or(holds(cases.title, term), holds(cases.client, term), holds(cases.slug, term)), caseNotTrashed()))
        .orderBy(wordFirst(cases.title, term), desc(cases.updatedAt), desc(cases.id))
        .limit(limit + 1);
      return cut(rows, limit, (row) => ({
        type: 'case',
        id: row.id,
        title: row.title,
        subtitle: `${row.client} · ${caseRowIsScheduled(row) ? 'Agendado' : row.published ? 'Publicado' : 'Não publicado'}`,
        href: `/admin/cases?edit=${row.id}`,
      }));
    },

    /** The site's pages by their name or address, then those whose stored title or a section's title holds the term. */
    async page(term, limit) {
      const needle = folded(term);
      const found = new Map<string, TAdminSearchItem>();
      for (const name of CONTENT_PAGES) {
        const info = CONTENT_PAGE_INFO[name];
        if (folded(info.label).includes(needle) || name.includes(needle) || info.path.includes(needle)) found.set(name, pageItem(name, info.path));
      }
      // A block's Portuguese title (decision 047: each text is { pt, en?, es? }).
      const sectionTitle = sql<string | null>`${contentSections.content} -> 'title' ->> 'pt'`;
      const rows = await db
        .select({ slug: contentPages.slug, pageTitle: contentPages.title, sectionTitle })
        .from(contentPages)
        .leftJoin(contentSections, eq(contentSections.pageId, contentPages.id))
        .where(or(holds(contentPages.title, term), holds(sectionTitle, term)))
        .orderBy(contentPages.slug, contentSections.order)
        .limit(50);
      for (const row of rows) {
        if (found.has(row.slug) || !isContentPage(row.slug)) continue;
        const inSection = row.sectionTitle && folded(row.sectionTitle).includes(needle);
        found.set(row.slug, pageItem(row.slug, inSection ? `Seção: ${row.sectionTitle}` : CONTENT_PAGE_INFO[row.slug].path));
      }
      return cut([...found.values()], limit, (item) => item);
    },

    async media(term, limit) {
      const rows = await db
        .select({ id: media.id, originalName: media.originalName, alt: media.alt, mimetype: media.mimetype })
        .from(media)
        .where(and(or(holds(media.originalName, term), holds(media.alt, term)), mediaNotTrashed()))
        .orderBy(wordFirst(media.originalName, term), desc(media.createdAt), desc(media.id))
        .limit(limit + 1);
      return cut(rows, limit, (row) => ({
        type: 'media',
        id: row.id,
        title: row.originalName,
        subtitle: row.alt || row.mimetype,
        href: `/admin/midia?edit=${row.id}`,
      }));
    },

    /**
     * Leads by name, e-mail or company (and subject): the contacts search's lowercased `search_text`
     * and its trigram index (migration 0003), newest first. Terms found often are answered from the
     * newest leads; the others go to the whole table, where matches are then few and the trigram index
     * finds them. Left to itself, the planner misjudged some common terms (`ana s`: ten rows expected,
     * 1,335 read through the index, 26 ms, against 0.5 ms walking the dates).
     */
    async lead(term, limit) {
      const pattern = sql`lower(${containsPattern(term)})`;
      const newest = await newestLeadsMatching(pattern, limit + 1);
      const rows = newest.length > limit || term.length < TRIGRAM ? newest : await leadsMatching(pattern, limit + 1);
      return cut(rows, limit, (row) => ({
        type: 'lead',
        id: row.id,
        title: row.name,
        subtitle: [row.email, row.company].filter(Boolean).join(' · '),
        href: `/admin/contatos?contato=${row.id}`,
      }));
    },

    async user(term, limit) {
      const rows = await db
        .select({ id: users.id, name: users.name, email: users.email, role: users.role, active: users.active })
        .from(users)
        .where(or(holds(users.name, term), holds(users.email, term)))
        .orderBy(wordFirst(users.name, term), users.name, users.id)
        .limit(limit + 1);
      // The users screen has no editor of its own: its list, searched for the e-mail, shows the one row with every action.
      return cut(rows, limit, (row) => ({
        type: 'user',
        id: row.id,
        title: row.name,
        subtitle: `${row.email} · ${ROLE_LABELS[row.role]}${row.active ? '' : ' · Inativo'}`,
        href: `/admin/usuarios?q=${encodeURIComponent(row.email)}`,
      }));
    },
  };

  return {
    /** The term's matches of each type asked for, one group per type in the palette's order. */
    async search(term: string, types: readonly TAdminSearchType[], limit: number): Promise<TAdminSearchResult> {
      const asked = ADMIN_SEARCH_TYPES.filter((type) => types.includes(type));
      const groups = await Promise.all(asked.map(async (type) => ({ type, ...(await finders[type](term, limit)) })));
      return { q: term, groups };
    },
  };
}
export type AdminSearch = ReturnType<typeof createAdminSearch>;
