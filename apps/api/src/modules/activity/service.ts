import { and, count, desc, eq, gte, lt, or, sql, type SQL } from 'drizzle-orm';
import { pageMeta, type TActivity, type TPage } from '@softhouse/contracts';
import type { z } from 'zod';
import type { ZActivityQuery } from '@softhouse/contracts';
import type { Db } from '../../db/client.js';
import { activityLog } from '../../db/schema.js';

type Row = typeof activityLog.$inferSelect;
/** The site's time zone: the days of the log's filter are its days. */
const ZONE = 'America/Sao_Paulo';

export type ActivityEntry = {
  actor: { id: string; name: string; email: string };
  action: string;
  type: string;
  itemId?: string | null;
  itemLabel?: string | null;
  route: string;
  ip?: string | null;
  details?: Record<string, unknown> | null;
};

const toActivity = (row: Row): TActivity => ({
  id: row.id,
  at: row.at.toISOString(),
  actorId: row.actorId,
  actorName: row.actorName,
  actorEmail: row.actorEmail,
  action: row.action,
  type: row.type,
  itemId: row.itemId,
  itemLabel: row.itemLabel,
  route: row.route,
  ip: row.ip,
  details: row.details ?? null,
});

/** Longest label kept: a title, a name or an e-mail, never a whole text. */
const LABEL_MAX = 200;

export function createActivityService(db: Db) {
  return {
    async record(entry: ActivityEntry): Promise<void> {
      await db.insert(activityLog).values({
        actorId: entry.actor.id,
        actorName: entry.actor.name,
        actorEmail: entry.actor.email,
        action: entry.action,
        type: entry.type,
        itemId: entry.itemId ?? null,
        itemLabel: entry.itemLabel ? entry.itemLabel.slice(0, LABEL_MAX) : null,
        route: entry.route,
        ip: entry.ip ?? null,
        details: entry.details ?? null,
      });
    },

    async list(query: z.output<typeof ZActivityQuery>): Promise<TPage<TActivity>> {
      const filters: (SQL | undefined)[] = [
        query.actorId ? eq(activityLog.actorId, query.actorId) : undefined,
        query.type ? eq(activityLog.type, query.type) : undefined,
        // An item's entries: its own, and the bulk actions that named it.
        query.itemId ? or(eq(activityLog.itemId, query.itemId), sql`jsonb_exists(${activityLog.details} -> 'ids', ${query.itemId})`) : undefined,
        query.from ? gte(activityLog.at, sql`(${query.from}::date)::timestamp at time zone ${ZONE}`) : undefined,
        query.to ? lt(activityLog.at, sql`(${query.to}::date + 1)::timestamp at time zone ${ZONE}`) : undefined,
      ];
      const where = and(...filters);
      const [rows, [total]] = await Promise.all([
        db.select().from(activityLog).where(where).orderBy(desc(activityLog.at), desc(activityLog.id)).limit(query.limit).offset((query.page - 1) * query.limit),
        db.select({ n: count() }).from(activityLog).where(where),
      ]);
      return { data: rows.map(toActivity), meta: pageMeta(query.page, query.limit, total?.n ?? 0) };
    },
  };
}
export type ActivityService = ReturnType<typeof createActivityService>;
