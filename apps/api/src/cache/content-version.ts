import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { nextScheduledSql } from '../modules/publishing.js';

type StateRow = { version: number | string; next_at: Date | string | null };
const rowsOf = (result: unknown) => (result as { rows: StateRow[] }).rows;
const timeOf = (value: Date | string | null | undefined) => (value ? new Date(value).getTime() : null);

/**
 * The shared content version (table cache_state). A write bumps it in the database; every
 * instance re-reads it at most once per `pollMs`, so a page cached by another instance is
 * served stale for at most that long. Reads between polls cost nothing.
 *
 * The same read brings the next moment a scheduled post or case goes public (decision 041). Once it
 * has passed, the poll bumps the version as a write would, on the condition that nobody bumped it
 * since that moment, so however many instances see it, the version moves once and every cache
 * everywhere drops what it built before: no job to run, nothing to restart.
 */
export function createContentVersion(db: Db, pollMs = 1000) {
  let version = -1;
  let checkedAt = 0;
  let nextAt: number | null = null;
  let inflight: Promise<number> | null = null;
  /** Bumps so far: a read that started before one must not put the older version back. */
  let bumps = 0;

  async function read(): Promise<number> {
    if (nextAt !== null && Date.now() >= nextAt) {
      // Bumped only when the database agrees the time has come and no write (or instance) bumped it since.
      const due = new Date(nextAt).toISOString();
      await db.execute(sql`
        update cache_state set version = version + 1, updated_at = now()
        where id = 1 and updated_at < ${due}::timestamptz and now() >= ${due}::timestamptz`);
    }
    const rows = rowsOf(await db.execute(sql`select (select version from cache_state where id = 1) as version, ${nextScheduledSql} as next_at`));
    nextAt = timeOf(rows[0]?.next_at);
    return Number(rows[0]?.version ?? 0);
  }

  return {
    async current(): Promise<number> {
      if (Date.now() - checkedAt < pollMs && version >= 0) return version;
      if (!inflight) {
        const seen = bumps;
        inflight = read()
          .then((v) => {
            // A write on this instance bumped the version while the read was under way: keep the newer one.
            if (bumps !== seen) return version;
            version = v;
            checkedAt = Date.now();
            return v;
          })
          .finally(() => {
            inflight = null;
          });
      }
      return inflight;
    },
    /** Called after every content write; this instance sees the new version at once. */
    async bump(): Promise<number> {
      const rows = rowsOf(
        await db.execute(sql`
        insert into cache_state (id, version, updated_at) values (1, 1, now())
        on conflict (id) do update set version = cache_state.version + 1, updated_at = now()
        returning version, ${nextScheduledSql} as next_at`),
      );
      bumps++;
      version = Number(rows[0]!.version);
      nextAt = timeOf(rows[0]!.next_at);
      checkedAt = Date.now();
      return version;
    },
  };
}
export type ContentVersion = ReturnType<typeof createContentVersion>;
