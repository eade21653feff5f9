import { and, eq, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import {
  pageMeta,
  TRASH_DEFAULT_DAYS,
  TRASH_MESSAGES,
  ZTrashSettings,
  type TPage,
  type TTrashItem,
  type TTrashSettings,
  type TTrashType,
} from '@softhouse/contracts';
import type { Db } from '../../db/client.js';
import { blogPosts, cases, media, previewLinks, revisions, workingCopies } from '../../db/schema.js';
import { notFound } from '../../errors.js';
import type { MediaService } from '../media/service.js';
import type { SettingsService } from '../settings/service.js';
import { redirectsAfterCaseSave, redirectsAfterPostSave } from '../redirects/addresses.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
const date = (value: Date | string) => (value instanceof Date ? value : new Date(value));

type Listed = {
  type: TTrashType;
  id: string;
  title: string;
  url: string | null;
  deleted_at: Date | string;
  deleted_by: string | null;
  deleted_by_name: string | null;
};
type Trashed = { type: TTrashType; id: string; title: string };

/** The table and columns of each type of item the trash holds. */
const TABLES = {
  post: {
    table: blogPosts,
    id: blogPosts.id,
    title: blogPosts.title,
    deletedAt: blogPosts.deletedAt,
  },
  case: {
    table: cases,
    id: cases.id,
    title: cases.title,
    deletedAt: cases.deletedAt,
  },
  media: {
    table: media,
    id: media.id,
    title: media.originalName,
    deletedAt: media.deletedAt,
  },
} as const;

/**
 * The trash, "Lixeira" (issue 16, decision 040). The services move items here (their `remove`); this lists
 * them together, restores them, deletes them for good and runs the hourly purge of what is older than the
 * trash period (a site setting, 30 days by default).
 */
export function createTrash(db: Db, settings: SettingsService, mediaService: MediaService) {
  async function getSettings(): Promise<TTrashSettings> {
    const parsed = ZTrashSettings.safeParse(await settings.get('trash'));
    return parsed.success ? parsed.data : { days: TRASH_DEFAULT_DAYS };
  }

  /** One item in the trash, or a 404 (an item not in the trash cannot be restored or purged). */
  async function trashed(type: TTrashType, id: string): Promise<Trashed> {
    const t = TABLES[type];
    const [row] = await db
      .select({ id: t.id, title: t.title })
      .from(t.table)
      .where(and(eq(t.id, id), isNotNull(t.deletedAt)))
      .limit(1);
    if (!row) throw notFound(TRASH_MESSAGES.notInTrash);
    return { type, ...row };
  }

  /** The history, autosaved copies and preview links of a post or case go with it. */
  async function forgetItem(id: string) {
    await Promise.all([
      db.delete(revisions).where(eq(revisions.itemId, id)),
      db.delete(workingCopies).where(eq(workingCopies.itemId, id)),
      db.delete(previewLinks).where(eq(previewLinks.itemId, id)),
    ]);
  }

  async function purge(type: TTrashType, id: string): Promise<Trashed> {
    const item = await trashed(type, id);
    if (type === 'media') {
      const [row] = await db.select().from(media).where(eq(media.id, id)).limit(1);
      if (row) await mediaService.purge(row);
    } else {
      const t = TABLES[type];
      await db.delete(t.table).where(and(eq(t.id, id), isNotNull(t.deletedAt)));
      await forgetItem(id);
    }
    return item;
  }

  return {
    settings: getSettings,
    async setSettings(value: TTrashSettings): Promise<TTrashSettings> {
      await settings.set('trash', value);
      return getSettings();
    },

    /** Everything in the trash, newest first, with who moved it there and the days it has left. */
    async list(query: { page: number; limit: number; type?: TTrashType }): Promise<TPage<TTrashItem>> {
      const { days } = await getSettings();
      const union = sql`
        select 'post' as type, id, title, null::text as url, deleted_at, deleted_by from blog_posts where deleted_at is not null
        union all
        select 'case', id, title, null::text, deleted_at, deleted_by from cases where deleted_at is not null
        union all
        select 'media', id, original_name, url, deleted_at, deleted_by from media where deleted_at is not null`;
      const only = query.type ? sql`where t.type = ${query.type}` : sql``;
      const [rows, counted] = await Promise.all([
        db.execute(sql`
          select t.type, t.id::text as id, t.title, t.url, t.deleted_at, t.deleted_by::text as deleted_by, u.name as deleted_by_name
          from (${union}) t left join users u on u.id = t.deleted_by ${only}
          order by t.deleted_at desc, t.id desc limit ${query.limit} offset ${(query.page - 1) * query.limit}`),
        db.execute(sql`select count(*)::int as n from (${union}) t ${only}`),
      ]);
      const total = Number(rowsOf<{ n: number }>(counted)[0]?.n ?? 0);
      const now = Date.now();
      const data = rowsOf<Listed>(rows).map((row): TTrashItem => {
        const deletedAt = date(row.deleted_at);
        const purgeAt = new Date(deletedAt.getTime() + days * DAY_MS);
        return {
          type: row.type,
          id: row.id,
          title: row.title,
          url: row.url,
          deletedAt: deletedAt.toISOString(),
          deletedBy: row.deleted_by ? { id: row.deleted_by, name: row.deleted_by_name ?? '' } : null,
          purgeAt: purgeAt.toISOString(),
          daysLeft: Math.max(0, Math.ceil((purgeAt.getTime() - now) / DAY_MS)),
        };
      });
      return { data, meta: pageMeta(query.page, query.limit, total) };
    },

    /** Takes an item out of the trash, as it was (its slug was kept for it while it was there). */
    async restore(type: TTrashType, id: string): Promise<Trashed> {
      const item = await trashed(type, id);
      const t = TABLES[type];
      await db.update(t.table).set({ deletedAt: null, deletedBy: null }).where(eq(t.id, id));
      // A public item's addresses are live again: redirects made from them meanwhile go, as after a save (decision 039).
      if (type === 'post') {
        const [row] = await db.select().from(blogPosts).where(eq(blogPosts.id, id)).limit(1);
        if (row) await redirectsAfterPostSave(db, null, row);
      } else if (type === 'case') {
        const [row] = await db.select().from(cases).where(eq(cases.id, id)).limit(1);
        if (row) await redirectsAfterCaseSave(db, null, row);
      }
      return item;
    },

    purge,

    /** The hourly job: deletes for good what has been in the trash longer than the period; a file still in use stays. */
    async purgeExpired(): Promise<{
      posts: number;
      cases: number;
      media: number;
    }> {
      const { days } = await getSettings();
      const before = sql`now() - make_interval(days => ${days})`;
      const purged = { posts: 0, cases: 0, media: 0 };
      for (const type of ['post', 'case', 'media'] as const) {
        const t = TABLES[type];
        const due = await db
          .select({ id: t.id })
          .from(t.table)
          .where(and(isNotNull(t.deletedAt), lt(t.deletedAt, before)));
        if (type !== 'media') {
          const ids = due.map((r) => r.id);
          if (ids.length) await db.delete(t.table).where(inArray(t.id, ids));
          for (const id of ids) await forgetItem(id);
          purged[type === 'post' ? 'posts' : 'cases'] = ids.length;
          continue;
        }
        for (const { id } of due) {
          // A file something still uses (which the trash refuses to delete) waits for that item to change.
          const done = await purge('media', id).then(
            () => true,
            () => false,
          );
          if (done) purged.media++;
        }
      }
      return purged;
    },
  };
}
export type Trash = ReturnType<typeof createTrash>;
