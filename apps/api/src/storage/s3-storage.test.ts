import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startObjectStore, type ObjectStore } from '../test-support/object-store.js';
import { INVALID_KEYS, storageContract } from '../test-support/storage-contract.js';
import { createS3Storage, type S3Storage, type S3StorageOptions } from './s3-storage.js';
import { InvalidStorageKeyError, StorageUnavailableError } from './storage.js';

let store: ObjectStore;
let storage: S3Storage;
let options: S3StorageOptions;

beforeAll(async () => {
  store = await startObjectStore();
  options = {
    bucket: store.bucket,
    region: 'us-east-1',
    endpoint: store.endpoint,
    accessKeyId: store.env.S3_ACCESS_KEY_ID!,
    secretAccessKey: store.env.S3_SECRET_ACCESS_KEY!,
    forcePathStyle: true,
  };
  storage = createS3Storage(options);
});
afterAll(() => store?.close());

/** A local port that refuses connections: a stopped object store. */
async function deadEndpoint(): Promise<string> {
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}

describe('createS3Storage (against s3rver)', () => {
  storageContract({ storage: () => storage, keys: () => store.keys() });

  it('stores the content type and an immutable cache header with the object, and streams it back', async () => {
    await storage.put('2025/03/photo.jpg', Buffer.from('jpeg bytes'), 'image/jpeg');
    const object = await storage.open('2025/03/photo.jpg');
    expect(object).toMatchObject({ status: 200, contentType: 'image/jpeg', contentLength: 10 });
    if (object?.status !== 200) throw new Error('expected the object');
    expect(object.etag).toMatch(/^"[0-9a-f]{32}"$/);
    expect(Buffer.from(await new Response(object.body).arrayBuffer()).toString()).toBe('jpeg bytes');
    // HEAD: the metadata without a body.
    expect(await storage.open('2025/03/photo.jpg', { method: 'HEAD' })).toMatchObject({ status: 200, body: null, etag: object.etag });
    // A client that has it gets 304.
    expect(await storage.open('2025/03/photo.jpg', { ifNoneMatch: object.etag })).toEqual({ status: 304, etag: object.etag });
    expect(await storage.open('2025/03/missing.jpg')).toBeNull();
    await storage.delete('2025/03/photo.jpg');
  });

  it('gives the public URL under S3_PUBLIC_URL when set', () => {
    const cdn = createS3Storage({ ...options, publicUrl: 'https://cdn.example.com/media/' });
    expect(cdn.publicUrl('2025/03/a.jpg')).toBe('https://cdn.example.com/media/2025/03/a.jpg');
  });

  it.each(INVALID_KEYS)('refuses the key %j when opening it for a download', async (key) => {
    await expect(storage.open(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
  });

  it('accepts a usable bucket and names a missing one', async () => {
    await expect(storage.check()).resolves.toBeUndefined();
    await expect(createS3Storage({ ...options, bucket: 'no-such-bucket' }).check()).rejects.toThrow(/"no-such-bucket".*does not exist/);
  });

  it('turns an unreachable store into StorageUnavailableError, quickly and for every operation', async () => {
    const down = createS3Storage({ ...options, endpoint: await deadEndpoint() });
    const started = Date.now();
    await expect(down.put('2025/03/a.webp', Buffer.from('x'), 'image/webp')).rejects.toBeInstanceOf(StorageUnavailableError);
    await expect(down.get('2025/03/a.webp')).rejects.toBeInstanceOf(StorageUnavailableError);
    await expect(down.exists('2025/03/a.webp')).rejects.toBeInstanceOf(StorageUnavailableError);
    await expect(down.delete('2025/03/a.webp')).rejects.toBeInstanceOf(StorageUnavailableError);
    await expect(down.check()).rejects.toBeInstanceOf(StorageUnavailableError);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('turns an error answer into StorageUnavailableError naming the status and S3 code', async () => {
    const missingBucket = createS3Storage({ ...options, bucket: 'no-such-bucket' });
    await expect(missingBucket.put('2025/03/a.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow(/answered 404 NoSuchBucket/);
  });

  it('builds virtual-hosted URLs for AWS and path-style URLs for other endpoints', async () => {
    const seen: string[] = [];
    const server = createServer((req, res) => {
      seen.push(`${req.headers.host}${req.url}`);
      res.writeHead(200).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      await createS3Storage({ ...options, endpoint: `http://127.0.0.1:${port}/base`, forcePathStyle: true }).put('2025/03/a.webp', Buffer.from('x'), 'image/webp');
      // Virtual-hosted: the bucket becomes part of the host (here it cannot resolve, so only the URL is checked).
      expect(seen).toEqual([`127.0.0.1:${port}/base/media/2025/03/a.webp`]);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
    const virtual = createS3Storage({ ...options, endpoint: 'http://localhost.invalid:1', forcePathStyle: false, timeoutMs: 2_000 });
    await expect(virtual.get('2025/03/a.webp')).rejects.toThrow(/http:\/\/media\.localhost\.invalid:1/);
  });
});
