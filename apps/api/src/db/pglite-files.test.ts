import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compactPackagedFiles, isUnusedPackagedFile, type PackagedFs } from './pglite-files.js';

type MemFile = { path: string; size: number; buffer: number };
let db: PGlite;
let fs: PackagedFs;
let before: MemFile[];
let counts: { removed: number; copied: number; freed: number };

/** Every packaged file with its size and the size of the buffer its bytes are a view of (emscripten's MEMFS node). */
function packagedFiles(): MemFile[] {
  const FS = db.Module.FS as unknown as Omit<PackagedFs, 'lookupPath'> & { lookupPath(path: string): { node: { usedBytes: number; contents: Uint8Array | null } } };
  const files: MemFile[] = [];
  const visit = (folder: string) => {
    for (const name of FS.readdir(folder)) {
      if (name === '.' || name === '..') continue;
      const path = `${folder}/${name}`;
      const { mode } = FS.stat(path);
      if (FS.isDir(mode)) visit(path);
      else if (FS.isFile(mode)) {
        const { node } = FS.lookupPath(path);
        files.push({ path, size: node.usedBytes, buffer: node.contents?.buffer.byteLength ?? 0 });
      }
    }
  };
  for (const folder of ['/pglite/share', '/pglite/lib', '/pglite/icu']) visit(folder);
  return files;
}

beforeAll(async () => {
  db = new PGlite({ extensions: { pg_trgm, unaccent } });
  await db.waitReady;
  fs = db.Module.FS as unknown as PackagedFs;
  before = packagedFiles();
  counts = compactPackagedFiles(fs);
  await db.exec('create extension if not exists pg_trgm; create extension if not exists unaccent;');
}, 60_000);
afterAll(() => db?.close());

describe("PGlite's packaged files", () => {
  it('held before as views of one shared buffer of several MB', () => {
    const shared = before.filter((file) => file.buffer > 4_000_000);
    expect(shared.length).toBeGreaterThan(500);
    expect(before.filter((file) => isUnusedPackagedFile(file.path)).reduce((sum, file) => sum + file.size, 0)).toBeGreaterThan(3_000_000);
  });

  it('lose what a server never reads and own copies of the rest, so the shared buffer is freed', () => {
    const after = packagedFiles();
    expect(counts.removed).toBeGreaterThan(30);
    expect(counts.copied).toBeGreaterThanOrEqual(after.length);
    // The bundle PGlite read at start, which its start-up code still holds, is detached: its memory is freed.
    expect(counts.freed).toBe(Math.max(...before.map((file) => file.buffer)));
    expect(after.map((file) => file.path)).not.toContain('/pglite/share/postgresql/postgres.bki');
    expect(after.map((file) => file.path)).not.toContain('/pglite/lib/postgresql/utf8_and_sjis.so');
    expect(after.every((file) => file.buffer === file.size)).toBe(true);
    // Same bytes as before for every file kept.
    const sizes = new Map(before.map((file) => [file.path, file.size]));
    expect(after.every((file) => sizes.get(file.path) === file.size)).toBe(true);
  });

  it('still give Postgres everything the server asks of it', async () => {
    const { rows } = await db.query<Record<string, unknown>>(`select
      to_char(timestamptz '2026-11-24 15:00:00+00' at time zone 'America/Sao_Paulo', 'HH24:MI') as sao_paulo,
      to_tsvector('portuguese', 'corações') :: text as stemmed,
      unaccent('Ação e informação') as plain,
      similarity('aplicativo', 'aplicatvo') > 0.5 as similar,
      convert_to('ç', 'UTF8') as bytes`);
    expect(rows[0]).toMatchObject({ sao_paulo: '12:00', stemmed: "'coraçõ':1", plain: 'Acao e informacao', similar: true });
    await db.exec(`create function twice(n int) returns int language plpgsql as $$ begin return n * 2; end $$`);
    expect((await db.query<{ n: number }>('select twice(21) as n')).rows[0]?.n).toBe(42);
  });

  it('refuse a conversion to an encoding the server never speaks with a clear error', async () => {
    await expect(db.query(`select convert_to('ç', 'SJIS')`)).rejects.toThrow(/utf8_and_sjis/);
  });
});
