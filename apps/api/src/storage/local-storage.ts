import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { assertValidStorageKey, InvalidStorageKeyError, type Storage } from './storage.js';

const isNotFound = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error &&
  ((error as { code?: unknown }).code === 'ENOENT' || (error as { code?: unknown }).code === 'ENOTDIR');

/**
 * Files under `uploadsDir`, served by the web server at /uploads. The content type is not
 * stored: the static file server derives it from the extension, which we choose ourselves.
 */
export function createLocalStorage(uploadsDir: string): Storage {
  const root = path.resolve(uploadsDir);

  const fileFor = (key: string): string => {
    assertValidStorageKey(key);
    const file = path.resolve(root, ...key.split('/'));
    // Belt and braces: the key check already forbids escaping, this makes it impossible.
    if (!file.startsWith(root + path.sep)) throw new InvalidStorageKeyError(key);
    return file;
  };

  return {
    async put(key, data) {
      const file = fileFor(key);
      const dir = path.dirname(file);
      await mkdir(dir, { recursive: true });
      // A reader must never see half a file: write a temporary sibling (same filesystem,
      // dot-prefixed so static serving ignores it) and rename it into place atomically.
      const tmp = path.join(dir, `.${path.basename(file)}.${randomUUID()}.tmp`);
      try {
        await writeFile(tmp, data);
        await rename(tmp, file);
      } catch (error) {
        await rm(tmp, { force: true }).catch(() => {});
        throw error;
      }
    },
    async get(key) {
      try {
        return await readFile(fileFor(key));
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(fileFor(key), { force: true });
    },
    async exists(key) {
      try {
        return (await stat(fileFor(key))).isFile();
      } catch (error) {
        if (isNotFound(error)) return false;
        throw error;
      }
    },
    publicUrl(key) {
      assertValidStorageKey(key);
      return `/uploads/${key}`;
    },
  };
}
