import { createReadStream, createWriteStream, existsSync, linkSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, copyFileSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { getTableColumns, getTableName, sql, type Table } from 'drizzle-orm';
import * as tar from 'tar';
import type { Db } from '../db/client.js';
import * as schema from '../db/schema.js';
import { variantKey } from '../modules/media/media-store.js';
import { contentTypeOf, type Storage } from '../storage/storage.js';

/**
 * Tables in foreign-key order. Sessions (refresh tokens) and rate-limit counters are left out:
 * they are short-lived, and a restored site starts with everyone signed out.
 */
export const BACKUP_TABLES: Table[] = [
  schema.users, schema.media, schema.blogPosts, schema.cases, schema.contactMessages, schema.leadNotes, schema.siteSettings,
  schema.contentPages, schema.contentSections, schema.menus, schema.menuItems, schema.footerColumns, schema.footerLinks,
  schema.socialLinks, schema.seoPages,
];

export const ARCHIVE_FORMAT = 'softhouse-backup/1';
export type Manifest = { format: string; createdAt: string; tables: Record<string, number>; uploads: number; missingUploads?: number };

/**
 * Where uploaded files come from and go to: the DATA_DIR/uploads folder (every file in it), or
 * a Storage such as the S3 bucket (the files of the media rows in the backup, read and written
 * through the driver, so a backup moves between disk and bucket in either direction).
 */
export type UploadsSource = string | Storage;

const FILE_CONCURRENCY = 8;

async function eachLimited<T>(items: T[], limit: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await task(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/** Copies the objects of the given keys into `to`; returns how many were stored and how many were missing. */
async function downloadObjects(storage: Storage, keys: string[], to: string): Promise<{ files: number; missing: number }> {
  let files = 0;
  let missing = 0;
  await eachLimited(keys, FILE_CONCURRENCY, async (key) => {
    const data = await storage.get(key);
    if (!data) {
      missing++;
      return;
    }
    const file = path.join(to, ...key.split('/'));
    mkdirSync(path.dirname(file), { recursive: true });
    await writeFile(file, data);
    files++;
  });
  return { files, missing };
}

/** Every file under `from` as forward-slash keys (dot files skipped, like linkTree). */
function keysUnder(from: string, prefix = ''): string[] {
  if (!existsSync(from)) return [];
  return readdirSync(from, { withFileTypes: true })
    .filter((entry) => !entry.name.startsWith('.'))
    .flatMap((entry) => (entry.isDirectory() ? keysUnder(path.join(from, entry.name), `${prefix}${entry.name}/`) : [`${prefix}${entry.name}`]));
}

async function uploadObjects(from: string, storage: Storage): Promise<number> {
  const keys = keysUnder(from);
  await eachLimited(keys, FILE_CONCURRENCY, async (key) => {
    await storage.put(key, await readFile(path.join(from, ...key.split('/'))), contentTypeOf(key));
  });
  return keys.length;
}

const BATCH = 500;

/** Rows as JSON lines per table (engine-neutral: a PGlite backup restores into PostgreSQL and back). */
async function dumpTable(db: Db, table: Table, file: string): Promise<number> {
  const out = createWriteStream(file);
  let count = 0;
  for (let offset = 0; ; offset += BATCH) {
    const rows = (await db.select().from(table as never).orderBy(sql`1`).limit(BATCH).offset(offset)) as Record<string, unknown>[];
    for (const row of rows) {
      if (!out.write(`${JSON.stringify(row)}\n`)) await new Promise<void>((resolve) => out.once('drain', () => resolve()));
      count++;
    }
    if (rows.length < BATCH) break;
  }
  await new Promise<void>((resolve, reject) => out.end((error?: Error | null) => (error ? reject(error) : resolve())));
  return count;
}

function linkTree(from: string, to: string): number {
  if (!existsSync(from)) return 0;
  let files = 0;
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    if (entry.name.startsWith('.')) continue;
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isDirectory()) {
      mkdirSync(target, { recursive: true });
      files += linkTree(source, target);
    } else {
      try {
        linkSync(source, target);
      } catch {
        copyFileSync(source, target);
      }
      files++;
    }
  }
  return files;
}

/** Writes one .tar.gz with the database (JSON lines per table) and every uploaded file. */
export async function createBackup(db: Db, uploads: UploadsSource, archivePath: string): Promise<Manifest> {
  const staging = mkdtempSync(path.join(tmpdir(), 'backup-'));
  try {
    mkdirSync(path.join(staging, 'db'));
    mkdirSync(path.join(staging, 'uploads'));
    const tables: Record<string, number> = {};
    let mediaKeys: string[] = [];
    // One snapshot for every table, so rows that refer to each other stay consistent.
    await db.transaction(async (tx) => {
      await tx.execute(sql`set transaction isolation level repeatable read`).catch(() => {});
      for (const table of BACKUP_TABLES) tables[getTableName(table)] = await dumpTable(tx as unknown as Db, table, path.join(staging, 'db', `${getTableName(table)}.ndjson`));
      if (typeof uploads !== 'string') {
        const rows = await tx.select({ storageKey: schema.media.storageKey, variants: schema.media.variants }).from(schema.media);
        mediaKeys = rows.flatMap((row) => [row.storageKey, ...row.variants.map((v) => variantKey(row.storageKey, v.width))]);
      }
    });
    let files: number;
    let missing = 0;
    if (typeof uploads === 'string') files = linkTree(uploads, path.join(staging, 'uploads'));
    else ({ files, missing } = await downloadObjects(uploads, mediaKeys, path.join(staging, 'uploads')));
    const manifest: Manifest = { format: ARCHIVE_FORMAT, createdAt: new Date().toISOString(), tables, uploads: files, ...(missing ? { missingUploads: missing } : {}) };
    await writeFile(path.join(staging, 'manifest.json'), JSON.stringify(manifest, null, 2));
    mkdirSync(path.dirname(path.resolve(archivePath)), { recursive: true });
    await tar.c({ gzip: true, file: archivePath, cwd: staging, portable: true }, ['manifest.json', 'db', 'uploads']);
    return manifest;
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

export class RestoreError extends Error {}

/** Revives a JSON row: timestamps back to Date, everything else as stored. */
function reviver(table: Table) {
  const columns = getTableColumns(table);
  const dates = Object.entries(columns).filter(([, c]) => c.columnType === 'PgTimestamp').map(([key]) => key);
  return (row: Record<string, unknown>) => {
    for (const key of dates) if (typeof row[key] === 'string') row[key] = new Date(row[key] as string);
    return row;
  };
}

/** Restores an archive into an empty database and uploads folder (or bucket); refuses a database that has content. */
export async function restoreBackup(db: Db, uploads: UploadsSource, archivePath: string): Promise<Manifest> {
  if (!existsSync(archivePath)) throw new RestoreError(`Archive not found: ${archivePath}`);
  const staging = mkdtempSync(path.join(tmpdir(), 'restore-'));
  try {
    await tar.x({ file: archivePath, cwd: staging, strict: true, filter: (p) => !p.split(/[\\/]/).includes('..') });
    const manifestFile = path.join(staging, 'manifest.json');
    if (!existsSync(manifestFile)) throw new RestoreError('Not a backup archive: manifest.json missing');
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
    if (manifest.format !== ARCHIVE_FORMAT) throw new RestoreError(`Unsupported archive format: ${manifest.format}`);

    for (const table of BACKUP_TABLES) {
      const [row] = await db.select({ one: sql<number>`1` }).from(table as never).limit(1);
      if (row) throw new RestoreError(`The target database is not empty (table ${getTableName(table)} has rows): restore into an empty one`);
    }
    // Files first: a failure after this leaves orphan files (harmless), never rows without files.
    let files: number;
    if (typeof uploads === 'string') {
      mkdirSync(uploads, { recursive: true });
      files = linkTree(path.join(staging, 'uploads'), uploads);
    } else {
      files = await uploadObjects(path.join(staging, 'uploads'), uploads);
    }
    if (files !== manifest.uploads) throw new RestoreError(`Archive holds ${files} upload files, manifest says ${manifest.uploads}`);
    await db.transaction(async (tx) => {
      for (const table of BACKUP_TABLES) {
        const file = path.join(staging, 'db', `${getTableName(table)}.ndjson`);
        if (!existsSync(file)) continue;
        const revive = reviver(table);
        let batch: Record<string, unknown>[] = [];
        const flush = async () => {
          if (batch.length) await tx.insert(table as never).values(batch as never);
          batch = [];
        };
        for await (const line of createInterface({ input: createReadStream(file), crlfDelay: Infinity })) {
          if (!line.trim()) continue;
          batch.push(revive(JSON.parse(line)));
          if (batch.length >= BATCH) await flush();
        }
        await flush();
      }
    });
    return manifest;
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

export const archiveSize = (file: string) => statSync(file).size;
