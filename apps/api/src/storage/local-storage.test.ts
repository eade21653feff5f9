import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLocalStorage } from './local-storage.js';
import { InvalidStorageKeyError, type Storage } from './storage.js';

let dir: string;
let storage: Storage;

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'local-storage-'));
  storage = createLocalStorage(path.join(dir, 'uploads'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

describe('createLocalStorage', () => {
  it('puts, reads, checks and deletes files under nested folders it creates', async () => {
    const key = '2025/03/abc-320.webp';
    expect(await storage.exists(key)).toBe(false);
    expect(await storage.get(key)).toBeNull();
    await storage.put(key, Buffer.from('hello'), 'image/webp');
    expect(await storage.exists(key)).toBe(true);
    expect((await storage.get(key))?.toString()).toBe('hello');
    // No temporary file left beside it.
    expect(await readdir(path.join(dir, 'uploads/2025/03'))).toEqual(['abc-320.webp']);
    await storage.put(key, Buffer.from('replaced'), 'image/webp');
    expect((await storage.get(key))?.toString()).toBe('replaced');
    await storage.delete(key);
    expect(await storage.exists(key)).toBe(false);
    await storage.delete(key); // deleting twice is fine
  });

  it('gives the public URL under /uploads', () => {
    expect(storage.publicUrl('2025/03/a.jpg')).toBe('/uploads/2025/03/a.jpg');
  });

  it.each(['../secret', '2025/../../x', '/etc/passwd', 'a\\b.jpg', 'C:/x.jpg', '', 'a//b', '.hidden', 'a/./b', 'a\u0000b'])(
    'refuses the key %j',
    async (key) => {
      await expect(storage.put(key, Buffer.from('x'), 'text/plain')).rejects.toBeInstanceOf(InvalidStorageKeyError);
      await expect(storage.get(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
      await expect(storage.exists(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
      await expect(storage.delete(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
      expect(() => storage.publicUrl(key)).toThrow(InvalidStorageKeyError);
      expect(await readdir(dir)).toEqual([]);
    },
  );
});
