import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';

type Row = { count: number; reset_at: string | Date };
/** Both drivers return `{ rows }` from execute(); the shared Db type does not say so. */
const rowsOf = (result: unknown) => (result as { rows: Row[] }).rows;

export type Counter = { count: number; resetAt: Date };

/** Rows a delete or update touched: `rowCount` from pg, `affectedRows` from PGlite. */
export const affectedRows = (result: unknown): number => {
  const r = result as { rowCount?: number | null; affectedRows?: number };
  return r.affectedRows ?? r.rowCount ?? 0;
};

/**
 * Fixed-window counters kept in the database, so every instance behind a load balancer
 * shares them and a restart does not reset an attacker's budget.
 */
export function createRateLimiter(db: Db) {
  return {
    async hit(key: string, windowMs: number): Promise<Counter> {
      const rows = rowsOf(await db.execute(sql`
        insert into rate_limits (key, count, reset_at)
        values (${key}, 1, now() + ${`${windowMs} milliseconds`}::interval)
        on conflict (key) do update set
          count = case when rate_limits.reset_at <= now() then 1 else rate_limits.count + 1 end,
          reset_at = case when rate_limits.reset_at <= now() then excluded.reset_at else rate_limits.reset_at end
        returning count, reset_at`));
      const row = rows[0]!;
      return { count: Number(row.count), resetAt: new Date(row.reset_at) };
    },
    async reset(key: string): Promise<void> {
      await db.execute(sql`delete from rate_limits where key = ${key}`);
    },
    /** Takes one attempt back (counted before it was known to be legitimate). */
    async undo(key: string): Promise<void> {
      await db.execute(sql`update rate_limits set count = greatest(count - 1, 0) where key = ${key} and reset_at > now()`);
    },
    /** Counters whose window has ended say nothing any more; without this the table only grows. */
    async prune(): Promise<number> {
      return affectedRows(await db.execute(sql`delete from rate_limits where reset_at <= now()`));
    },
  };
}
export type RateLimiter = ReturnType<typeof createRateLimiter>;
