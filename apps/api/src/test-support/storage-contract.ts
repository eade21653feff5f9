import { expect, it } from 'vitest';
import { InvalidStorageKeyError, type Storage } from '../storage/storage.js';

type ContractSetup = {
  /** The driver under test, freshly set up for each test. */
  storage: () => Storage;
  /** Every key the backing store holds now (files under the folder, objects in the bucket). */
  keys: () => Promise<string[]>;
};

/** Keys every driver refuses: traversal, absolute paths, separators and characters URLs or disks treat specially. */
export const INVALID_KEYS = ['../secret', '2025/../../x', '/etc/passwd', 'a\\b.jpg', 'C:/x.jpg', '', 'a//b', '.hidden', 'a/./b', 'a\u0000b', 'a?x=1', 'a#b', 'a%2F..'];

/**
 * What every storage driver must do the same way (storage.ts), run by each driver's own test file
 * inside its describe block, next to the tests of what is particular to it.
 */
export function storageContract({ storage, keys }: ContractSetup): void {
  it('puts, reads, checks and deletes objects under nested keys', async () => {
    const key = '2025/03/abc-320.webp';
    const s = storage();
    expect(await s.exists(key)).toBe(false);
    expect(await s.get(key)).toBeNull();
    await s.put(key, Buffer.from('hello'), 'image/webp');
    expect(await s.exists(key)).toBe(true);
    expect((await s.get(key))?.toString()).toBe('hello');
    // Nothing else left behind (no temporary file or object).
    expect(await keys()).toEqual([key]);
    await s.put(key, Buffer.from('replaced'), 'image/webp');
    expect((await s.get(key))?.toString()).toBe('replaced');
    await s.delete(key);
    expect(await s.exists(key)).toBe(false);
    await s.delete(key); // deleting twice is fine
    expect(await keys()).toEqual([]);
  });

  it('keeps binary data intact', async () => {
    const data = Buffer.from(Array.from({ length: 70_000 }, (_, i) => (i * 7919) % 256));
    const s = storage();
    await s.put('2025/04/bin.png', data, 'image/png');
    expect((await s.get('2025/04/bin.png'))?.equals(data)).toBe(true);
    await s.delete('2025/04/bin.png');
  });

  it('gives the public URL under /uploads', () => {
    expect(storage().publicUrl('2025/03/a.jpg')).toBe('/uploads/2025/03/a.jpg');
  });

  it.each(INVALID_KEYS)('refuses the key %j for every operation, storing nothing', async (key) => {
    const s = storage();
    await expect(s.put(key, Buffer.from('x'), 'text/plain')).rejects.toBeInstanceOf(InvalidStorageKeyError);
    await expect(s.get(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
    await expect(s.exists(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
    await expect(s.delete(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
    expect(() => s.publicUrl(key)).toThrow(InvalidStorageKeyError);
    expect(await keys()).toEqual([]);
  });
}
