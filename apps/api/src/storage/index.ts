import type { StorageConfig } from '../config.js';
import { createLocalStorage } from './local-storage.js';
import { createS3Storage, type S3Storage } from './s3-storage.js';
import type { Storage } from './storage.js';

/** The driver STORAGE_DRIVER chose: DATA_DIR/uploads (default) or an S3-compatible bucket. */
export function createStorage(config: StorageConfig): Storage {
  return config.driver === 's3' ? createS3Storage(config) : createLocalStorage(config.dir);
}

export const isS3Storage = (storage: Storage): storage is S3Storage => (storage as Partial<S3Storage>).driver === 's3';
