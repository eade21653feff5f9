import { and, eq, gt, inArray, isNotNull, sql } from 'drizzle-orm';
import { CASE_TRANSLATABLE, localizePath, LANGUAGES, POST_TRANSLATABLE, type TLanguage } from '@softhouse/contracts';
import type { Db } from '../../db/client.js';
import { blogPosts, cases, redirects } from '../../db/schema.js';
import { caseIsPublic, caseRowIsPublic, postIsPublic, postRowIsPublic } from '../publishing.js';
import { slugsOf } from '../translations.js';

/*
 * The automatic half of redirects (decision 039): when a published post or case is saved, each of its public
 * addresses that stops answering (a slug changed, in any language) gets a 301 to the address that replaced
 * it, and every redirect whose source became a live address again is removed. The posts' and cases'
 * services call `followAddresses` once after each save, the trash after a restore; an item that goes live
 * by its scheduled time, with no save, is settled by `redirectsAfterScheduledTime`. Everything else lives here.
 */

type PostRow = typeof blogPosts.$inferSelect;
type CaseRow = typeof cases.$inferSelect;
export type SavedItem = { kind: 'post'; row: PostRow } | { kind: 'case'; row: CaseRow };

const slugsIn = (item: SavedItem) => slugsOf(item.kind === 'post' ? POST_TRANSLATABLE : CASE_TRANSLATABLE, item.row.slug, item.row.translations);
const isPublic = (item: SavedItem) => (item.kind === 'post' ? postRowIsPublic(item.row) : caseRowIsPublic(item.row));
/** Every slug the item answers to, live or not: the pages find an item by any of them and send it to its address. */
const anySlug = (item: SavedItem) => new Set([item.row.slug, item.row.translations.en?.slug, item.row.translations.es?.slug].filter((s): s is string => typeof s === 'string' && !!s));

/**
 * Public because its scheduled time has come, with no save since: a publication time later than the last write
 * (every save sets updatedAt after publishedAt; only a schedule sets a later one). Its addresses became live
 * with nobody saving, so their redirects are still to be removed.
 */
const wentLiveUnsettled = (item: SavedItem) => !!item.row.publishedAt && item.row.publishedAt > item.row.updatedAt && isPublic(item);

/** The item's public address in each language (decision 031): its slug there where it is live in it, else the Portuguese one. */
function addressesOf(item: SavedItem): Map<TLanguage, { path: string; slug: string }> {
  const slugs = slugsIn(item);
  const base = item.kind === 'post' ? '/blog' : '/cases';
  return new Map(LANGUAGES.map((language) => {
    const slug = slugs[language] ?? item.row.slug;
    return [language, { slug, path: localizePath(`${base}/${slug}`, language) }];
  }));
}

/** A case as it is before a save, for `redirectsAfterCaseSave` (the posts' service already has it). */
export async function caseBeforeSave(db: Db, id: string): Promise<CaseRow | null> {
  const [row] = await db.select().from(cases).where(eq(cases.id, id)).limit(1);
  return row ?? null;
}

/** The one call the posts' service makes after a create (`before` null) or an update. */
export const redirectsAfterPostSave = (db: Db, before: PostRow | null, after: PostRow) => followAddresses(db, before && { kind: 'post', row: before }, { kind: 'post', row: after });
/** The one call the cases' service makes after a create (`before` null) or an update. */
export const redirectsAfterCaseSave = (db: Db, before: CaseRow | null, after: CaseRow) => followAddresses(db, before && { kind: 'case', row: before }, { kind: 'case', row: after });

/**
 * After a save: `before` is the item as it was (null for a new one), `after` as saved. Redirects from the
 * addresses that became live are removed; each address of a published item whose slug no longer leads to
 * it gets a 301 to the new address, and redirects that pointed at the old address are pointed at the new one
 * (never a chain).
 */
export async function followAddresses(db: Db, before: SavedItem | null, after: SavedItem): Promise<void> {
  const wasLive = before !== null && isPublic(before);
  // Live by its time but not yet settled: its addresses have not had their redirects removed yet.
  const settled = wasLive && !wentLiveUnsettled(before);
  const oldAddresses = before ? addressesOf(before) : new Map();
  const live = isPublic(after) ? addressesOf(after) : new Map<TLanguage, { path: string; slug: string }>();
  const newlyLive = [...live.values()].map((a) => a.path).filter((path) => !settled || ![...oldAddresses.values()].some((old) => old.path === path));
  const stillAnswers = anySlug(after);
  const moves: [from: string, to: string][] = [];
  if (wasLive) {
    for (const [language, old] of oldAddresses) {
      const next = live.get(language);
      if (next && next.path !== old.path && !stillAnswers.has(old.slug)) moves.push([old.path, next.path]);
    }
  }
  if (!newlyLive.length && !moves.length) return;
  await db.transaction(async (tx) => {
    if (newlyLive.length) await tx.delete(redirects).where(inArray(redirects.fromPath, newlyLive));
    for (const [from, to] of moves) {
      // A redirect already leaving the new address (made by hand) is followed rather than chained.
      const [onward] = await tx.select({ to: redirects.toPath }).from(redirects).where(eq(redirects.fromPath, to)).limit(1);
      const target = onward && onward.to !== from ? onward.to : to;
      await tx.update(redirects).set({ toPath: target, updatedAt: new Date() }).where(eq(redirects.toPath, from));
      await tx.delete(redirects).where(and(eq(redirects.fromPath, target), eq(redirects.toPath, target)));
      await tx
        .insert(redirects)
        .values({ fromPath: from, toPath: target, statusCode: 301, automatic: true })
        .onConflictDoUpdate({ target: redirects.fromPath, set: { toPath: target, statusCode: 301, automatic: true, updatedAt: sql`now()` } });
    }
  });
}

/**
 * Posts and cases that went live by their scheduled time since the last call lose the redirects from their
 * addresses, as a save that made them live would (decision 039). Each is claimed by setting its updatedAt to the
 * moment it went live, in the same transaction as the removal, so however many instances call this, each item is
 * settled once; an item settled keeps the redirects made from its addresses afterwards. The redirect runtime calls
 * it before it reloads its table (the content version moves when a scheduled time passes, decision 041).
 */
export async function redirectsAfterScheduledTime(db: Db): Promise<number> {
  const unsettledPosts = and(postIsPublic(), gt(blogPosts.publishedAt, blogPosts.updatedAt));
  const unsettledCases = and(caseIsPublic(), isNotNull(cases.publishedAt), gt(cases.publishedAt, cases.updatedAt));
  const due = await db.execute(
    sql`select (exists (${db.select({ id: blogPosts.id }).from(blogPosts).where(unsettledPosts)}) or exists (${db.select({ id: cases.id }).from(cases).where(unsettledCases)})) as due`,
  );
  if (!(due as unknown as { rows: { due: boolean }[] }).rows[0]?.due) return 0;
  return db.transaction(async (tx) => {
    const posts = await tx.update(blogPosts).set({ updatedAt: sql`${blogPosts.publishedAt}` }).where(unsettledPosts).returning();
    const caseRows = await tx.update(cases).set({ updatedAt: sql`${cases.publishedAt}` }).where(unsettledCases).returning();
    const items: SavedItem[] = [...posts.map((row) => ({ kind: 'post' as const, row })), ...caseRows.map((row) => ({ kind: 'case' as const, row }))];
    const paths = items.flatMap((item) => [...addressesOf(item).values()].map((a) => a.path));
    if (paths.length) await tx.delete(redirects).where(inArray(redirects.fromPath, paths));
    return items.length;
  });
}
