import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';

const rowsOf = (result: unknown) => (result as { rows: { version: number | string }[] }).rows;

/**
 * The shared content version (table cache_state). A write bumps it in the database; every
 * instance re-reads it at most once per `pollMs`, so a page cached by another instance is
 * served stale for at most that long. Reads between polls cost nothing.
 */
export function createContentVersion(db: Db, pollMs = 1000) {
  let version = -1;
  let checkedAt = 0;
  let inflight: Promise<number> | null = null;

  async function read(): Promise<number> {
    const rows = rowsOf(await db.execute(sql`select version from cache_state where id = 1`));
    return Number(rows[0]?.version ?? 0);
  }

  return {
    async current(): Promise<number> {
      if (Date.now() - checkedAt < pollMs && version >= 0) return version;
      inflight ??= read()
        .then((v) => {
          version = v;
          checkedAt = Date.now();
          return v;
        })
        .finally(() => {
          inflight = null;
        });
      return inflight;
    },
    /** Called after every content write; this instance sees the new version at once. */
    async bump(): Promise<number> {
      const rows = rowsOf(await db.execute(sql`
        insert into cache_state (id, version, updated_at) values (1, 1, now())
        on conflict (id) do update set version = cache_state.version + 1, updated_at = now()
        returning version`));
      version = Number(rows[0]!.version);
      checkedAt = Date.now();
      return version;
    },
  };
}
export type ContentVersion = ReturnType<typeof createContentVersion>;
