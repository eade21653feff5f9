import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { getTableName, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.js';
import { seedDemoContent } from '../db/seed/index.js';
import { createLocalStorage } from '../storage/local-storage.js';
import { createS3Storage } from '../storage/s3-storage.js';
import { startObjectStore } from '../test-support/object-store.js';
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

  it('moves media between disk and an S3 bucket and back: rows and objects identical, types kept', async () => {
    const store = await startObjectStore({ buckets: ['first', 'second'] });
    const bucket = (name: string) =>
      createS3Storage({ bucket: name, region: 'us-east-1', endpoint: store.endpoint, accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', forcePathStyle: true });
    const viaBucket = await openTestDatabase();
    const again = await openTestDatabase();
    try {
      const objects = async (name: string) => {
        const out: Record<string, string> = {};
        for (const key of await store.keys(name)) out[key] = createHash('sha256').update((await bucket(name).get(key))!).digest('hex');
        return out;
      };
      const onDisk = Object.fromEntries(Object.entries(files(sourceUploads)).map(([file, hash]) => [file.split(path.sep).join('/'), hash]));

      // A site on disk moves to a bucket: restore its backup with STORAGE_DRIVER=s3.
      const restored = await restoreBackup(viaBucket.db, bucket('first'), archive);
      expect(restored.uploads).toBe(Object.keys(onDisk).length);
      expect(await objects('first')).toEqual(onDisk);
      const variant = Object.keys(onDisk).find((key) => key.endsWith('.webp'))!;
      expect(await bucket('first').open(variant, { method: 'HEAD' })).toMatchObject({ status: 200, contentType: 'image/webp' });

      // Backing up from the bucket takes the media rows' objects; restoring into another bucket gives the same site.
      const fromBucket = path.join(tmp('bk-s3-'), 'from-bucket.tar.gz');
      const manifest = await createBackup(viaBucket.db, bucket('first'), fromBucket);
      expect(manifest.uploads).toBe(Object.keys(onDisk).length);
      expect(manifest.missingUploads).toBeUndefined();
      await restoreBackup(again.db, bucket('second'), fromBucket);
      expect(await snapshot(again)).toEqual(await snapshot(source));
      expect(await objects('second')).toEqual(onDisk);

      // And back to disk.
      const backOnDisk = tmp('bk-s3-disk-');
      const third = await openTestDatabase();
      try {
        await restoreBackup(third.db, backOnDisk, fromBucket);
        expect(files(backOnDisk)).toEqual(files(sourceUploads));
      } finally {
        await third.close();
      }
    } finally {
      await viaBucket.close();
      await again.close();
      await store.close();
    }
  }, 120_000);
});
