import { existsSync, readdirSync } from 'node:fs';
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/app.js';
import { startObjectStore, type ObjectStore } from '../../test-support/object-store.js';

let store: ObjectStore;
let t: TestApp;
let auth: { authorization: string };
beforeAll(async () => {
  store = await startObjectStore();
  t = await createTestApp(store.env);
  auth = { authorization: `Bearer ${(await t.login()).accessToken}` };
});
afterAll(async () => {
  await t?.close();
  await store?.close();
});

const png = (w = 800, h = 500, background = '#3355ff') => sharp({ create: { width: w, height: h, channels: 3, background } }).png().toBuffer();

function multipart(name: string, data: Buffer, authorization: string) {
  const boundary = `----test${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: image/png\r\n\r\n`),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { authorization, 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const uploadTo = (app: TestApp, name: string, data: Buffer, authorization = auth.authorization) =>
  app.app.inject({ method: 'POST', url: '/api/media/upload', ...multipart(name, data, authorization) });
const keyOf = (url: string) => url.replace(/^\/uploads\//, '');
const mediaTotal = async (app: TestApp, authorization = auth.authorization) =>
  (await app.app.inject({ method: 'GET', url: '/api/media', headers: { authorization } })).json().data.meta.total as number;

/**
 * An object store in front of the real one that fails the writes `fails` picks with a 500
 * (retries included), the way an overloaded or broken store does in the middle of an upload.
 */
async function faultyProxy(target: string, fails: (method: string, url: string) => boolean): Promise<{ endpoint: string; close(): Promise<void> }> {
  const upstream = new URL(target);
  const server: Server = createServer((req, res) => {
    if (fails(req.method ?? '', req.url ?? '')) {
      req.resume();
      res.writeHead(500, { 'content-type': 'application/xml' }).end('<?xml version="1.0"?><Error><Code>InternalError</Code><Message>injected</Message></Error>');
      return;
    }
    const forward = httpRequest({ host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    forward.on('error', () => res.destroy());
    req.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('media API on S3-compatible storage', () => {
  it('stores the original and its WebP variants in the bucket, nothing on local disk', async () => {
    const res = await uploadTo(t, 'capa.png', await png(1400, 700));
    expect(res.statusCode).toBe(201);
    const { data } = res.json();
    expect(data.url).toMatch(/^\/uploads\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.png$/);
    expect(data.variants.map((v: { width: number }) => v.width)).toEqual([320, 480, 640, 768, 960, 1280]);
    expect(await store.keys()).toEqual([data.url, ...data.variants.map((v: { url: string }) => v.url)].map(keyOf).sort());
    const uploadsDir = path.join(t.dataDir, 'uploads');
    expect(existsSync(uploadsDir) ? readdirSync(uploadsDir) : []).toEqual([]);
  });

  it('serves /uploads from the bucket with its type, ETag, a year-long immutable cache, 304 and HEAD', async () => {
    const original = await png(500, 300, '#00aa44');
    const { data } = (await uploadTo(t, 'verde.png', original)).json();
    const res = await t.app.inject({ method: 'GET', url: data.url });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(original)).toBe(true);
    expect(res.headers).toMatchObject({
      'content-type': 'image/png',
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
      'content-length': String(original.length),
    });
    const etag = res.headers.etag as string;
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
    expect(res.headers['last-modified']).toBeTruthy();

    const variant = await t.app.inject({ method: 'GET', url: data.variants[0].url });
    expect(variant.statusCode).toBe(200);
    expect(variant.headers['content-type']).toBe('image/webp');
    expect((await sharp(variant.rawPayload).metadata()).width).toBe(320);

    const cached = await t.app.inject({ method: 'GET', url: data.url, headers: { 'if-none-match': etag } });
    expect(cached.statusCode).toBe(304);
    expect(cached.body).toBe('');
    expect(cached.headers.etag).toBe(etag);

    const head = await t.app.inject({ method: 'HEAD', url: data.url });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(String(original.length));
    expect(head.body).toBe('');
  });

  it('answers 404 for a missing object or a key that is not ours, without asking for anything else', async () => {
    for (const url of ['/uploads/2025/01/nada.png', '/uploads/..%2f..%2fetc/passwd', '/uploads/.hidden', '/uploads/a//b.png', '/uploads/']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toMatchObject({ statusCode: 404 });
    }
  });

  it('a file moved to the Lixeira keeps its objects; deleting it for good removes them', async () => {
    const { data } = (await uploadTo(t, 'apagar.png', await png(700, 400, '#aa0000'))).json();
    const keys = [data.url, ...data.variants.map((v: { url: string }) => v.url)].map(keyOf);
    expect(await store.keys()).toEqual(expect.arrayContaining(keys));
    const res = await t.app.inject({ method: 'DELETE', url: `/api/media/${data.id}`, headers: auth });
    expect(res.statusCode).toBe(200);
    // In the trash it can still be restored, so nothing is removed from the bucket yet.
    expect(await store.keys()).toEqual(expect.arrayContaining(keys));
    const purged = await t.app.inject({ method: 'DELETE', url: `/api/media/${data.id}/purge`, headers: auth });
    expect(purged.statusCode).toBe(200);
    const left = await store.keys();
    expect(keys.filter((k) => left.includes(k))).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: data.url })).statusCode).toBe(404);
  });

  it('uses S3_PUBLIC_URL for the URLs it hands out', async () => {
    const cdn = await createTestApp({ ...store.env, S3_PUBLIC_URL: 'https://cdn.example.com/midia/' });
    try {
      const res = await uploadTo(cdn, 'cdn.png', await png(400, 300), `Bearer ${(await cdn.login()).accessToken}`);
      expect(res.statusCode).toBe(201);
      const { data } = res.json();
      expect(data.url).toMatch(/^https:\/\/cdn\.example\.com\/midia\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.png$/);
      expect(data.variants[0].url).toMatch(/^https:\/\/cdn\.example\.com\/midia\/.+-320\.webp$/);
      // The product still serves the same object under /uploads (rows written before the CDN keep working).
      const served = await cdn.app.inject({ method: 'GET', url: `/uploads/${data.url.replace('https://cdn.example.com/midia/', '')}` });
      expect(served.statusCode).toBe(200);
    } finally {
      await cdn.close();
    }
  });

  it('a write failing in the store mid-upload: 503 with a clear message, no record and no objects left', async () => {
    const proxy = await faultyProxy(store.endpoint, (method, url) => method === 'PUT' && url.includes('-640.webp'));
    const faulty = await createTestApp({ ...store.env, S3_ENDPOINT: proxy.endpoint });
    try {
      const authorization = `Bearer ${(await faulty.login()).accessToken}`;
      const before = await store.keys();
      const totalBefore = await mediaTotal(faulty, authorization);
      const res = await uploadTo(faulty, 'falha.png', await png(900, 600, '#123456'), authorization);
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.json()).toMatchObject({ statusCode: 503, code: 'SERVICE_UNAVAILABLE', message: 'Armazenamento de arquivos indisponível no momento. Tente novamente em instantes.' });
      expect(res.body).not.toMatch(/InternalError|127\.0\.0\.1|uploads\/|media/);
      expect(await mediaTotal(faulty, authorization)).toBe(totalBefore);
      // The original and the 320 and 480 variants were written before the failure, and removed again.
      expect(await store.keys()).toEqual(before);
    } finally {
      await faulty.close();
      await proxy.close();
    }
  });

  it('a store that is down: 503 for uploads and /uploads, and uploads work again once it is back', async () => {
    let down = true;
    const proxy = await faultyProxy(store.endpoint, () => down);
    const faulty = await createTestApp({ ...store.env, S3_ENDPOINT: proxy.endpoint });
    try {
      const authorization = `Bearer ${(await faulty.login()).accessToken}`;
      const before = await store.keys();
      const failed = await uploadTo(faulty, 'fora.png', await png(), authorization);
      expect(failed.statusCode).toBe(503);
      expect(await mediaTotal(faulty, authorization)).toBe(0);
      expect(await store.keys()).toEqual(before);
      const read = await faulty.app.inject({ method: 'GET', url: `/uploads/${before[0]}` });
      expect(read.statusCode).toBe(503);
      expect(String(read.headers['cache-control'] ?? '')).not.toMatch(/immutable/);
      down = false;
      const again = await uploadTo(faulty, 'fora.png', await png(), authorization);
      expect(again.statusCode).toBe(201);
      expect((await faulty.app.inject({ method: 'GET', url: again.json().data.url })).statusCode).toBe(200);
    } finally {
      await faulty.close();
      await proxy.close();
    }
  });
});
