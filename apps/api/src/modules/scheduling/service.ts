import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import {
  BLOG_MESSAGES,
  CASE_MESSAGES,
  DEFAULT_TIME_ZONE,
  isTimeZone,
  PREVIEW_LINK_DAYS,
  PREVIEW_PATH,
  PREVIEW_VIEW_HOURS,
  SCHEDULE_MESSAGES,
  type TPreviewLink,
  type TPreviewLinkCreated,
} from '@softhouse/contracts';
import type { Db } from '../../db/client.js';
import { blogPosts, cases, previewLinks, users } from '../../db/schema.js';
import { conflict, notFound } from '../../errors.js';
import { caseNotTrashed, caseRowIsScheduled, postNotTrashed, postRowIsScheduled } from '../publishing.js';
import type { SettingsService } from '../settings/service.js';
import type { BlogService } from '../blog/service.js';
import type { CasesService } from '../cases/service.js';

/*
 * Scheduled publishing and preview links (issue 16, decision 041).
 *
 * Scheduling publishes an item for a later time: a post gets status 'published' and that publishedAt, a
 * case published = true and that publishedAt. publishing.ts hides both until then, and the content
 * version (cache/content-version.ts) moves when the time passes, so every cache drops its old copies.
 * Scheduling and its cancelling are saves of the type's own service (the shared one, kept in the history),
 * so they make a new version and a revision like publishing does.
 *
 * A preview link is a random 256-bit token in the address; the database keeps only its SHA-256, so the
 * table alone opens nothing. It shows the item as saved now, whatever its state, until it expires or
 * is revoked.
 */

export type PreviewType = 'post' | 'case';
type Saves = { blog: Pick<BlogService, 'update'>; cases: Pick<CasesService, 'update'> };

const TIME_ZONE_KEY = 'timeZone';
const TOKEN = /^[0-9a-f]{64}$/;
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export function createScheduling(db: Db, settings: SettingsService, services: Saves, publicUrl = '') {
  async function postRow(id: string) {
    const [row] = await db
      .select({ status: blogPosts.status, publishedAt: blogPosts.publishedAt })
      .from(blogPosts)
      .where(and(eq(blogPosts.id, id), postNotTrashed()))
      .limit(1);
    if (!row) throw notFound(BLOG_MESSAGES.notFound);
    return row;
  }
  async function caseRow(id: string) {
    const [row] = await db
      .select({ published: cases.published, publishedAt: cases.publishedAt })
      .from(cases)
      .where(and(eq(cases.id, id), caseNotTrashed()))
      .limit(1);
    if (!row) throw notFound(CASE_MESSAGES.notFound);
    return row;
  }
  /** The item exists (and is not in the trash); its type's 404 otherwise. */
  const assertItem = (type: PreviewType, id: string) => (type === 'post' ? postRow(id) : caseRow(id));

  return {
    async timeZone(): Promise<string> {
      const stored = await settings.get<unknown>(TIME_ZONE_KEY);
      return typeof stored === 'string' && isTimeZone(stored) ? stored : DEFAULT_TIME_ZONE;
    },
    async setTimeZone(timeZone: string): Promise<string> {
      await settings.set(TIME_ZONE_KEY, timeZone);
      return timeZone;
    },

    schedulePost: (id: string, at: Date) => services.blog.update(id, { status: 'published' }, at),
    async unschedulePost(id: string) {
      if (!postRowIsScheduled(await postRow(id))) throw conflict(SCHEDULE_MESSAGES.postNotScheduled);
      return services.blog.update(id, { status: 'draft' });
    },
    scheduleCase: (id: string, at: Date) => services.cases.update(id, { published: true }, at),
    async unscheduleCase(id: string) {
      if (!caseRowIsScheduled(await caseRow(id))) throw conflict(SCHEDULE_MESSAGES.caseNotScheduled);
      return services.cases.update(id, { published: false });
    },

    /** The links of an item that still work, newest first. */
    async links(type: PreviewType, itemId: string): Promise<TPreviewLink[]> {
      await assertItem(type, itemId);
      const rows = await db
        .select({
          id: previewLinks.id,
          createdAt: previewLinks.createdAt,
          expiresAt: previewLinks.expiresAt,
          createdBy: previewLinks.createdBy,
          createdByName: users.name,
        })
        .from(previewLinks)
        .leftJoin(users, eq(users.id, previewLinks.createdBy))
        .where(and(eq(previewLinks.type, type), eq(previewLinks.itemId, itemId), isNull(previewLinks.revokedAt), gt(previewLinks.expiresAt, sql`now()`)))
        .orderBy(desc(previewLinks.createdAt));
      return rows.map((r) => ({
        id: r.id,
        createdAt: r.createdAt.toISOString(),
        expiresAt: r.expiresAt.toISOString(),
        createdBy: r.createdBy,
        createdByName: r.createdByName ?? null,
      }));
    },

    async createLink(type: PreviewType, itemId: string, purpose: 'share' | 'view', by: { id: string; name: string }): Promise<TPreviewLinkCreated> {
      await assertItem(type, itemId);
      const token = randomBytes(32).toString('hex');
      const lifetime = purpose === 'view' ? PREVIEW_VIEW_HOURS * 3_600_000 : PREVIEW_LINK_DAYS * 86_400_000;
      const [row] = await db
        .insert(previewLinks)
        .values({ type, itemId, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + lifetime), createdBy: by.id })
        .returning();
      const path = `${PREVIEW_PATH}/${token}`;
      return {
        id: row!.id,
        createdAt: row!.createdAt.toISOString(),
        expiresAt: row!.expiresAt.toISOString(),
        createdBy: by.id,
        createdByName: by.name,
        path,
        url: `${publicUrl}${path}`,
      };
    },

    async revokeLink(type: PreviewType, itemId: string, linkId: string): Promise<TPreviewLink> {
      const [row] = await db
        .update(previewLinks)
        .set({ revokedAt: new Date() })
        .where(and(eq(previewLinks.id, linkId), eq(previewLinks.type, type), eq(previewLinks.itemId, itemId), isNull(previewLinks.revokedAt)))
        .returning();
      if (!row) throw notFound(SCHEDULE_MESSAGES.linkNotFound);
      return { id: row.id, createdAt: row.createdAt.toISOString(), expiresAt: row.expiresAt.toISOString(), createdBy: row.createdBy, createdByName: null };
    },

    /**
     * What a preview address shows: the item it names while the link works, 'gone' once it is revoked or
     * expired (or its item deleted), null for a token that was never issued.
     */
    async resolve(token: string): Promise<{ state: 'ok'; type: PreviewType; itemId: string } | { state: 'gone' } | null> {
      if (!TOKEN.test(token)) return null;
      const [row] = await db
        .select()
        .from(previewLinks)
        .where(eq(previewLinks.tokenHash, hashToken(token)))
        .limit(1);
      if (!row) return null;
      if (row.revokedAt || row.expiresAt <= new Date()) return { state: 'gone' };
      return { state: 'ok', type: row.type, itemId: row.itemId };
    },
  };
}
export type Scheduling = ReturnType<typeof createScheduling>;
