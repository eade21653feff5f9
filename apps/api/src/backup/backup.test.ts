import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { getTableName, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.js';
import { seedDemoContent } from '../db/seed/index.js';
import { createLocalStorage } from '../storage/local-storage.js';
import { openTestDatabase } from '../test-support/database.js';
import { BACKUP_TABLES, createBackup, RestoreError, restoreBackup } from './archive.js';

const dirs: string[] = [];
const tmp = (prefix: string) => {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  dirs.push(dir);
  return dir;
};

let source: Database;
let target: Database;
let sourceUploads: string;
let archive: string;
beforeAll(async () => {
  source = await openTestDatabase();
  target = await openTestDatabase();
  sourceUploads = tmp('bk-src-');
  await seedDemoContent({ db: source.db, storage: createLocalStorage(sourceUploads), log: { info: () => {} } });
  await source.db.execute(sql`insert into contact_messages (name, email, message, is_read) values ('Lead', 'lead@x.com', 'Olá, "aspas" e ção', true)`);
  archive = path.join(tmp('bk-archive-'), 'backup.tar.gz');
}, 180_000);
afterAll(async () => {
  await source?.close();
  await target?.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const snapshot = async (db: Database) => {
  const out: Record<string, unknown[]> = {};
  for (const table of BACKUP_TABLES) out[getTableName(table)] = await db.db.select().from(table as never).orderBy(sql`1`);
  return out;
};
const files = (dir: string): Record<string, string> => {
  const out: Record<string, string> = {};
  const walk = (d: string) => {
    for (const name of readdirSync(d)) {
      const full = path.join(d, name);
      if (statSync(full).isDirectory()) walk(full);
      else out[path.relative(dir, full)] = createHash('sha256').update(readFileSync(full)).digest('hex');
    }
  };
  walk(dir);
  return out;
};

describe(`backup and restore (${process.env.TEST_DB_KIND ?? 'pglite'})`, () => {
  it('round-trips all demo content: every row and every file identical', async () => {
    const manifest = await createBackup(source.db, sourceUploads, archive);
    expect(manifest.tables.cases).toBeGreaterThanOrEqual(24);
    expect(manifest.uploads).toBeGreaterThan(100);
    const targetUploads = tmp('bk-dst-');
    await restoreBackup(target.db, targetUploads, archive);
    expect(await snapshot(target)).toEqual(await snapshot(source));
    expect(files(targetUploads)).toEqual(files(sourceUploads));
  });

  it('refuses to restore over existing content, changing nothing', async () => {
    const before = await snapshot(target);
    await expect(restoreBackup(target.db, tmp('bk-dst2-'), archive)).rejects.toThrow(RestoreError);
    expect(await snapshot(target)).toEqual(before);
  });

  it('refuses a file that is not a backup', async () => {
    const bogus = path.join(tmp('bk-bogus-'), 'x.tar.gz');
    writeFileSync(bogus, 'not an archive');
    await expect(restoreBackup(target.db, tmp('bk-dst3-'), bogus)).rejects.toThrow();
  });
});
