import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test-support/database.js';
import { openDatabase, type Database } from './client.js';

const onPostgres = process.env.TEST_DB_KIND === 'postgres';
let database: Database & { url?: string };

beforeAll(async () => {
  if (onPostgres) database = await openTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

const setting = async (db: Database['db'], name: string) =>
  ((await db.execute(sql`select current_setting(${name}) as value`)) as unknown as { rows: { value: string }[] }).rows[0]!.value;

describe.runIf(onPostgres)('PostgreSQL sessions (decision 057)', () => {
  it('plan no parallel workers: a page is answered by one process', async () => {
    expect(await setting(database.db, 'max_parallel_workers_per_gather')).toBe('0');
  });

  it("leave the operator's own options in DATABASE_URL in charge", async () => {
    const url = new URL(database.url!);
    url.searchParams.set('options', '-c max_parallel_workers_per_gather=2');
    const own = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 1 });
    try {
      expect(await setting(own.db, 'max_parallel_workers_per_gather')).toBe('2');
    } finally {
      await own.close();
    }
  });
});
