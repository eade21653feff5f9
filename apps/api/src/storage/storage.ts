/**
 * Where uploaded bytes live. Kept deliberately small so a local-disk driver and an
 * S3-compatible driver can both implement it without leaking their specifics.
 * Keys are relative, forward-slash paths such as `2025/03/<uuid>-640.webp`.
 */
export interface Storage {
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** The stored bytes, or null when nothing is stored under the key. */
  get(key: string): Promise<Buffer | null>;
  /** Removes the object; deleting a missing key is not an error (cleanup paths rely on it). */
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** URL a browser uses to fetch the object (path-only for local disk, absolute for a CDN). */
  publicUrl(key: string): string;
}

export class InvalidStorageKeyError extends Error {
  constructor(readonly key: string) {
    super(`Invalid storage key: ${JSON.stringify(key)}`);
    this.name = 'InvalidStorageKeyError';
  }
}

// Every segment must be plain: letters, digits, dot, dash, underscore. This rules out
// traversal ('..'), absolute paths, backslashes, drive letters and control characters in
// one place, for every driver, instead of trying to list every bad form.
const SEGMENT = /^[A-Za-z0-9_][A-Za-z0-9._-]*$/;

export function assertValidStorageKey(key: string): void {
  if (typeof key !== 'string' || key.length === 0 || key.length > 512) throw new InvalidStorageKeyError(key);
  for (const segment of key.split('/')) {
    if (!SEGMENT.test(segment) || segment === '..' || segment.includes('..')) {
      throw new InvalidStorageKeyError(key);
    }
  }
}

/**
 * The object store could not be reached or refused the operation (network, timeout, 5xx, bad
 * credentials). The message is for the log; clients get a generic 503 (plugins/errors.ts).
 */
export class StorageUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'StorageUnavailableError';
  }
}

const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
};

/** The content type a key's extension stands for (we choose every extension ourselves). */
export function contentTypeOf(key: string): string {
  return CONTENT_TYPES[/\.([A-Za-z0-9]+)$/.exec(key)?.[1]?.toLowerCase() ?? ''] ?? 'application/octet-stream';
}
