import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { setFlagsFromString } from 'node:v8';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createPgliteDatabase, isNewPgliteFolder } from './pglite-create.js';
import { compactPackagedFiles, type PackagedFs } from './pglite-files.js';
import * as schema from './schema.js';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs pending migrations from apps/api/drizzle (the same SQL on both engines). */
  migrate(): Promise<void>;
  /** Applied and known migrations: equal when the schema is the one this build expects. */
  migrations(): Promise<{ applied: number; known: number }>;
  ping(): Promise<void>;
  close(): Promise<void>;
  /** Connections of the pool (PostgreSQL); null for PGlite, which has one in-process connection. */
  poolStats(): { total: number; idle: number; waiting: number; max: number } | null;
  /** Calls `observer` with the duration of every query (the metrics). */
  observeQueries(observer: (seconds: number) => void): void;
};

/** Migrations this build ships (drizzle's journal). */
function knownMigrations(): number {
  const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8')) as { entries: unknown[] };
  return journal.entries.length;
}

async function appliedMigrations(db: Db): Promise<number> {
  const result = (await db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`)) as unknown as { rows: { n: number }[] };
  return result.rows[0]?.n ?? 0;
}

/**
 * PGlite answers within this process, so a request's queries and the code between them would run as one
 * unbroken chain of promises, and a busy server would read its sockets, and accept one new connection
 * (libuv accepts one per turn of the event loop since Node 20), only once every request in hand had run to
 * its end: a new visitor waited for seconds under load. Each query's caller goes on in the next turn
 * instead, as it does with PostgreSQL, whose answers come from a socket (decision 052).
 */
async function afterTurn<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } finally {
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
}

/** Times a query-returning call; the promise is returned untouched. */
function timed<T>(observer: { current?: (seconds: number) => void }, run: () => T): T {
  const notify = observer.current;
  if (!notify) return run();
  const started = process.hrtime.bigint();
  const result = run();
  if (result && typeof (result as { then?: unknown }).then === 'function') {
    const done = () => notify(Number(process.hrtime.bigint() - started) / 1e9);
    (result as unknown as Promise<unknown>).then(done, done);
  }
  return result;
}

/** Arbitrary constant naming the migration lock, so instances starting together migrate one at a time. */
const MIGRATION_LOCK_ID = 7_406_118_312;

export const MIGRATIONS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');

export type DatabaseOptions =
  | { kind: 'postgres'; url: string; poolSize?: number }
  /** dataDir undefined means in memory (tests). */
  | { kind: 'pglite'; dataDir?: string };

/**
 * PGlite runs Postgres inside this process, so its memory is the server's (docs/decisions/010).
 * A 16 MB buffer pool instead of initdb's 128 MB, which PGlite touches whole at start-up: pages
 * read again come from the operating system's file cache instead. And Postgres's WebAssembly
 * stays on V8's baseline compiler (Liftoff): tiering up to the optimising one kept 40-70 MB of
 * compiler memory and code resident, for scans of many index pages about a quarter faster.
 */
const PGLITE_SETTINGS = ['-c', 'shared_buffers=16MB'];
const PGLITE_WASM_FLAGS = ['--no-wasm-tier-up', '--no-wasm-dynamic-tiering'];

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === 'postgres') {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const observer: { current?: (seconds: number) => void } = {};
    const max = options.poolSize ?? 10;
    const pool = new pg.Pool({
      connectionString: options.url,
      max,
      // Fail fast while the server is unreachable: callers answer 503 instead of hanging.
      connectionTimeoutMillis: 2_000,
      query_timeout: 15_000,
      idleTimeoutMillis: 30_000,
      // No parallel workers for a query (decision 057): the product's queries are a page each, and starting workers
      // took 35–40 ms of a 60 ms search on a 2-core server. Concurrency comes from the requests themselves.
      // An `options` parameter in DATABASE_URL replaces this one.
      options: '-c max_parallel_workers_per_gather=0',
    });
    // An idle client that loses its server (database restart) must not crash the process.
    pool.on('error', () => {});
    // Every query of the pool goes through a client's query(): timed there, for the metrics.
    pool.on('connect', (client) => {
      // A client that is checked out (inside a transaction, between two of its queries) when the server
      // goes away emits 'error' on itself, not on the pool: without a listener that ends the process. The
      // transaction's next query fails on its own (a 503), and the pool drops the broken client.
      client.on('error', () => {});
      const query = client.query.bind(client) as (...args: unknown[]) => unknown;
      client.query = ((...args: unknown[]) => {
        const callback = args.at(-1);
        const notify = observer.current;
        // pool.query() calls its client with a callback; drizzle's transactions use the promise form.
        if (notify && typeof callback === 'function') {
          const started = process.hrtime.bigint();
          args[args.length - 1] = (...result: unknown[]) => {
            notify(Number(process.hrtime.bigint() - started) / 1e9);
            return (callback as (...a: unknown[]) => unknown)(...result);
          };
          return query(...args);
        }
        return timed(observer, () => query(...args));
      }) as typeof client.query;
    });
    const db = drizzle(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      // Instances behind a load balancer may start at once: one migrates, the others wait here
      // and then find nothing pending (a session-level lock on one connection of the pool).
      migrate: async () => {
        const client = await pool.connect();
        try {
          // Polled, not blocking: a blocking wait could outlast the pool's query timeout.
          while (!(await client.query<{ locked: boolean }>('select pg_try_advisory_lock($1) as locked', [MIGRATION_LOCK_ID])).rows[0]?.locked) {
            await new Promise((resolve) => setTimeout(resolve, 250));
          }
          await migrate(drizzle(client, { schema }), { migrationsFolder: MIGRATIONS_DIR });
        } finally {
          await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
          client.release();
        }
      },
      migrations: async () => ({ applied: await appliedMigrations(db), known: knownMigrations() }),
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      close: () => pool.end(),
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max }),
      observeQueries: (fn) => {
        observer.current = fn;
      },
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { unaccent } = await import('@electric-sql/pglite/contrib/unaccent');
  if (options.dataDir) {
    mkdirSync(options.dataDir, { recursive: true });
    // A new database is made in a child process: PGlite's initdb would leave the server ~125 MB larger.
    if (isNewPgliteFolder(options.dataDir)) await createPgliteDatabase(options.dataDir, { startParams: PGLITE_SETTINGS, wasmFlags: PGLITE_WASM_FLAGS });
  }
  // V8 reads these when PGlite compiles its WebAssembly, in the constructor.
  for (const flag of PGLITE_WASM_FLAGS) setFlagsFromString(flag);
  // pg_trgm backs the contacts search index (migration 0003) and the site search's typo tolerance, unaccent its
  // accent-insensitive matching (0015), as they do on PostgreSQL.
  const client = new PGlite({ dataDir: options.dataDir, extensions: { pg_trgm, unaccent }, startParams: [...PGlite.defaultStartParams, ...PGLITE_SETTINGS] });
  await client.waitReady;
  compactPackagedFiles(client.Module.FS as unknown as PackagedFs);
  const observer: { current?: (seconds: number) => void } = {};
  // Queries outside transactions go through query(); a transaction's own are timed as one call.
  const query = client.query.bind(client);
  const transaction = client.transaction.bind(client);
  client.query = ((...args: Parameters<typeof query>) => afterTurn(timed(observer, () => query(...args)))) as typeof client.query;
  client.transaction = ((...args: Parameters<typeof transaction>) => afterTurn(timed(observer, () => transaction(...args)))) as typeof client.transaction;
  const pgliteDb = drizzle(client, { schema });
  const db = pgliteDb as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migrate(pgliteDb, { migrationsFolder: MIGRATIONS_DIR }),
    migrations: async () => ({ applied: await appliedMigrations(db), known: knownMigrations() }),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => client.close(),
    poolStats: () => null,
    observeQueries: (fn) => {
      observer.current = fn;
    },
  };
}
