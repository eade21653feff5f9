import { sql } from 'drizzle-orm';
import type { Db } from './client.js';

/**
 * PGlite's autovacuum (decision 048). PGlite runs Postgres in single-user mode, where no autovacuum
 * worker exists, so nothing ever vacuumed its tables: dead rows (every lead read, post edited, token
 * rotated) stayed, and with an empty visibility map every count read the whole table (the leads'
 * stats 36 → 10 ms p50 at 100,000 leads once vacuumed). This job does the worker's VACUUM, table by
 * table so requests queued on the one connection run between tables; VACUUM skips the pages still
 * all-visible, so a second run costs little (~50 ms for the benchmark's data, ~280 ms the first time).
 * VACUUM also keeps the planner's row counts current. It runs with a 1 MB `maintenance_work_mem`:
 * Postgres's memory is WebAssembly memory here, which grows and never shrinks. For the same reason it
 * does not ANALYZE (sampling the tables took 30–45 MB that stayed resident). PostgreSQL servers keep
 * their own autovacuum and never run this.
 */
export async function vacuumPglite(db: Db): Promise<{ tables: number; ms: number }> {
  const started = Date.now();
  const result = (await db.execute(sql`
    select format('%I.%I', n.nspname, c.relname) as name
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where c.relkind = 'r' and n.nspname in ('public', 'drizzle')
    order by c.relpages desc`)) as unknown as { rows: { name: string }[] };
  await db.execute(sql`set maintenance_work_mem = '1MB'`);
  try {
    // Names from the catalog, quoted by format('%I'); VACUUM takes no parameters.
    for (const { name } of result.rows) await db.execute(sql.raw(`vacuum ${name}`));
  } finally {
    await db.execute(sql`reset maintenance_work_mem`);
  }
  return { tables: result.rows.length, ms: Date.now() - started };
}
