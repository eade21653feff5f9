import { AwsClient } from 'aws4fetch';
import { assertValidStorageKey, StorageUnavailableError, type Storage } from './storage.js';

/** The bucket and how to reach it, as configured (config.ts reads them from S3_* variables). */
export type S3Settings = {
  bucket: string;
  region: string;
  /** Base URL of the S3 API, e.g. https://s3.us-east-1.amazonaws.com or http://minio.internal:9000. */
  endpoint: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `endpoint/bucket/key` (MinIO, most S3-compatible servers) instead of `bucket.endpoint/key`. */
  forcePathStyle: boolean;
  /** Base URL browsers fetch media from (a CDN or the bucket's own URL); unset, the product serves /uploads itself. */
  publicUrl?: string;
};

export type S3StorageOptions = S3Settings & {
  /** Per request; a slow store must not hold an upload forever. */
  timeoutMs?: number;
};

/** What /uploads needs to answer a browser: the object as a stream with its metadata, or 304. */
export type ObjectResponse =
  | { status: 304; etag?: string }
  | { status: 200; body: ReadableStream<Uint8Array> | null; contentType?: string; contentLength?: number; etag?: string; lastModified?: string };

export type S3Storage = Storage & {
  readonly driver: 's3';
  /** Reads an object for streaming to a client; null when the key holds nothing. */
  open(key: string, options?: { method?: 'GET' | 'HEAD'; ifNoneMatch?: string }): Promise<ObjectResponse | null>;
  /** Fails with a message naming the problem when the bucket is missing, unreachable or refuses our keys. */
  check(): Promise<void>;
};

/** Objects never change under a key (every upload gets a new one), so caches may keep them for good. */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

const errorCode = (xml: string) => /<Code>([^<]+)<\/Code>/.exec(xml)?.[1];

/**
 * Media in an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, DigitalOcean Spaces...),
 * signed with SigV4 by aws4fetch over the platform's fetch. Every instance behind a load
 * balancer reads and writes the same objects. An S3 PUT is atomic: readers see the whole
 * object or none, like the local driver's write-then-rename.
 */
export function createS3Storage(options: S3StorageOptions): S3Storage {
  const endpoint = new URL(options.endpoint);
  const base = endpoint.pathname.replace(/\/+$/, '');
  const bucketUrl = options.forcePathStyle
    ? `${endpoint.protocol}//${endpoint.host}${base}/${options.bucket}`
    : `${endpoint.protocol}//${options.bucket}.${endpoint.host}${base}`;
  const publicBase = options.publicUrl?.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? 15_000;
  // A few quick retries on 5xx/429 (aws4fetch's default, 10 with backoff, could hold a request for a minute).
  const client = new AwsClient({
    accessKeyId: options.accessKeyId,
    secretAccessKey: options.secretAccessKey,
    service: 's3',
    region: options.region,
    retries: 2,
    initRetryMs: 100,
  });

  const objectUrl = (key: string) => {
    assertValidStorageKey(key);
    return `${bucketUrl}/${key.split('/').map(encodeURIComponent).join('/')}`;
  };

  async function send(operation: string, url: string, init: RequestInit = {}): Promise<Response> {
    try {
      return await client.fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    } catch (error) {
      throw new StorageUnavailableError(`Object storage ${operation} failed: ${error instanceof Error ? error.message : String(error)} (${bucketUrl})`, { cause: error });
    }
  }

  async function fail(operation: string, key: string, response: Response): Promise<never> {
    const code = errorCode(await response.text().catch(() => ''));
    throw new StorageUnavailableError(`Object storage ${operation} ${JSON.stringify(key)} answered ${response.status}${code ? ` ${code}` : ''} (bucket ${options.bucket})`);
  }

  return {
    driver: 's3',
    async put(key, data, contentType) {
      const url = objectUrl(key);
      const response = await send('put', url, {
        method: 'PUT',
        body: new Uint8Array(data.buffer, data.byteOffset, data.byteLength),
        headers: { 'content-type': contentType, 'cache-control': IMMUTABLE_CACHE_CONTROL },
      });
      if (!response.ok) await fail('put', key, response);
      await response.body?.cancel();
    },
    async get(key) {
      const url = objectUrl(key);
      const response = await send('get', url);
      if (response.status === 404) {
        await response.body?.cancel();
        return null;
      }
      if (!response.ok) await fail('get', key, response);
      return Buffer.from(await response.arrayBuffer());
    },
    async delete(key) {
      const url = objectUrl(key);
      const response = await send('delete', url, { method: 'DELETE' });
      // S3 answers 204 whether or not the key existed; some compatible servers answer 404.
      if (!response.ok && response.status !== 404) await fail('delete', key, response);
      await response.body?.cancel();
    },
    async exists(key) {
      const url = objectUrl(key);
      const response = await send('head', url, { method: 'HEAD' });
      await response.body?.cancel();
      if (response.status === 404) return false;
      if (!response.ok) await fail('head', key, response);
      return true;
    },
    publicUrl(key) {
      assertValidStorageKey(key);
      return publicBase ? `${publicBase}/${key}` : `/uploads/${key}`;
    },
    async open(key, { method = 'GET', ifNoneMatch } = {}) {
      const url = objectUrl(key);
      const response = await send(method === 'HEAD' ? 'head' : 'get', url, { method, headers: ifNoneMatch ? { 'if-none-match': ifNoneMatch } : {} });
      const etag = response.headers.get('etag') ?? undefined;
      // Some servers leave the ETag out of a 304; it is the one the client sent.
      if (response.status === 304) return { status: 304, etag: etag ?? ifNoneMatch };
      if (response.status === 404) {
        await response.body?.cancel();
        return null;
      }
      if (!response.ok) await fail(method.toLowerCase(), key, response);
      const length = Number(response.headers.get('content-length'));
      return {
        status: 200,
        body: method === 'HEAD' ? null : response.body,
        contentType: response.headers.get('content-type') ?? undefined,
        contentLength: Number.isFinite(length) && response.headers.has('content-length') ? length : undefined,
        etag,
        lastModified: response.headers.get('last-modified') ?? undefined,
      };
    },
    async check() {
      const response = await send('check', bucketUrl, { method: 'HEAD' });
      await response.body?.cancel();
      if (response.ok) return;
      const reason =
        response.status === 404 ? 'the bucket does not exist'
        : response.status === 403 ? 'access denied: check S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY and the bucket policy'
        : `it answered ${response.status}`;
      throw new StorageUnavailableError(`Object storage bucket "${options.bucket}" at ${bucketUrl} is not usable: ${reason}`);
    },
  };
}
