import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.js';
import { media } from '../../db/schema.js';
import { createLocalStorage } from '../../storage/local-storage.js';
import { openTestDatabase } from '../../test-support/database.js';
import type { Storage } from '../../storage/storage.js';
import { ImageRejectedError } from './images.js';
import { createMedia, deleteMediaFiles, sanitizeOriginalName } from './media-store.js';

let database: Database;
let dir: string;
let storage: Storage;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'media-store-'));
  storage = createLocalStorage(dir);
  await database.db.delete(media);
});
afterEach(() => rm(dir, { recursive: true, force: true }));

/** Every regular file under `root`, as forward-slash keys. */
async function filesUnder(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(root, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .sort();
}

const jpeg = (width = 1000, height = 500) =>
  sharp({ create: { width, height, channels: 3, background: '#3366cc' } }).jpeg().toBuffer();

describe('createMedia', () => {
  it('stores the original and its WebP variants, and records them', async () => {
    const now = new Date('2025-03-09T12:00:00Z');
    const row = await createMedia(
      database.db,
      storage,
      { data: await jpeg(), originalName: 'foto da equipe.png', alt: 'Equipe reunida' },
      { now },
    );

    // The type comes from the bytes, not the name.
    expect(row).toMatchObject({ mimetype: 'image/jpeg', width: 1000, height: 500, alt: 'Equipe reunida', originalName: 'foto da equipe.png', uploadedBy: null });
    expect(row.storageKey).toMatch(/^2025\/03\/[0-9a-f-]{36}\.jpg$/);
    expect(row.storageKey).toContain(row.id);
    expect(row.url).toBe(`/uploads/${row.storageKey}`);
    const base = row.storageKey.replace(/\.jpg$/, '');
    expect(row.variants).toEqual([
      { width: 320, height: 160, url: `/uploads/${base}-320.webp`, format: 'webp' },
      { width: 480, height: 240, url: `/uploads/${base}-480.webp`, format: 'webp' },
      { width: 640, height: 320, url: `/uploads/${base}-640.webp`, format: 'webp' },
      { width: 768, height: 384, url: `/uploads/${base}-768.webp`, format: 'webp' },
      { width: 960, height: 480, url: `/uploads/${base}-960.webp`, format: 'webp' },
    ]);

    const stored = await storage.get(row.storageKey);
    expect(stored?.length).toBe(row.size);
    expect(await filesUnder(dir)).toEqual([row.storageKey, `${base}-320.webp`, `${base}-480.webp`, `${base}-640.webp`, `${base}-768.webp`, `${base}-960.webp`].sort());
    expect(await database.db.select().from(media)).toHaveLength(1);

    await deleteMediaFiles(storage, row);
    expect(await filesUnder(dir)).toEqual([]);
  });

  it('a storage write failing midway leaves no row and no files', async () => {
    let calls = 0;
    const failing: Storage = {
      ...storage,
      async put(key, data, contentType) {
        calls += 1;
        if (calls === 2) throw new Error('disk full');
        await storage.put(key, data, contentType);
      },
    };
    await expect(createMedia(database.db, failing, { data: await jpeg(), originalName: 'a.jpg' })).rejects.toThrow('disk full');
    expect(calls).toBe(2);
    expect(await database.db.select().from(media)).toHaveLength(0);
    expect(await filesUnder(dir)).toEqual([]);
  });

  it('a failed insert removes the files it wrote', async () => {
    // uploadedBy must reference an existing user: the foreign key makes the insert fail.
    await expect(
      createMedia(database.db, storage, { data: await jpeg(), originalName: 'a.jpg', uploadedBy: '00000000-0000-4000-8000-000000000000' }),
    ).rejects.toThrow();
    expect(await database.db.select().from(media)).toHaveLength(0);
    expect(await filesUnder(dir)).toEqual([]);
  });

  it('rejected input writes nothing', async () => {
    await expect(createMedia(database.db, storage, { data: Buffer.from('<svg/>'), originalName: 'x.svg' })).rejects.toBeInstanceOf(
      ImageRejectedError,
    );
    expect(await filesUnder(dir)).toEqual([]);
    expect(await database.db.select().from(media)).toHaveLength(0);
  });

  it('sanitises a path-like originalName to its base name', async () => {
    const row = await createMedia(database.db, storage, { data: await jpeg(400, 300), originalName: '../../etc/pass\u0000wd\r\n.jpg' });
    expect(row.originalName).toBe('passwd.jpg');
    const win = await createMedia(database.db, storage, { data: await jpeg(400, 300), originalName: 'C:\\Users\\ana\\Fotos\\logo final.jpg' });
    expect(win.originalName).toBe('logo final.jpg');
    // Nothing outside the uploads folder, whatever the name said.
    expect((await filesUnder(dir)).every((f) => /^\d{4}\/\d{2}\/[0-9a-f-]{36}(-\d+\.webp|\.jpg)$/.test(f))).toBe(true);
  });
});

describe('sanitizeOriginalName', () => {
  it('keeps at most 200 characters and the extension', () => {
    const long = `${'a'.repeat(300)}.jpeg`;
    const name = sanitizeOriginalName(long);
    expect(name).toHaveLength(200);
    expect(name.endsWith('.jpeg')).toBe(true);
  });

  it('drops bidi overrides and falls back when nothing is left', () => {
    expect(sanitizeOriginalName('foto\u202Egpj.exe')).toBe('fotogpj.exe');
    expect(sanitizeOriginalName('/tmp/', 'png')).toBe('imagem.png');
    expect(sanitizeOriginalName('..', 'gif')).toBe('imagem.gif');
  });
});
