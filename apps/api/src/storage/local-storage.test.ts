import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe } from 'vitest';
import { storageContract } from '../test-support/storage-contract.js';
import { createLocalStorage } from './local-storage.js';
import type { Storage } from './storage.js';

let dir: string;
let storage: Storage;

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'local-storage-'));
  storage = createLocalStorage(path.join(dir, 'uploads'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

/** Every file under dir, as storage keys (uploads/ is the driver's root). */
async function files(): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(path.join(dir, 'uploads'), path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

describe('createLocalStorage', () => {
  storageContract({ storage: () => storage, keys: files });
});
