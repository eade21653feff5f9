import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { createTestApp, type TestApp } from '../test-support/app.js';

let t: TestApp;
let auth: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  auth = { authorization: `Bearer ${(await t.login()).accessToken}` };
  await t.app.inject({ method: 'POST', url: '/api/cases', headers: auth, payload: { title: 'Primeiro', slug: 'primeiro', client: 'C', imageUrl: '/u.png' } });
});
afterAll(async () => t?.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('public API reads are cached per content version', () => {
  it('serves the second read from memory with the same body and an ETag, and 304 when the client has it', async () => {
    const first = await get('/api/cases');
    const second = await get('/api/cases');
    expect(second.headers['x-cache']).toBe('HIT');
    expect(second.body).toBe(first.body);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.headers['cache-control']).toBe('public, no-cache');
    const revalidated = await get('/api/cases', { 'if-none-match': String(first.headers.etag) });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
  });

  it('a content write is visible on the very next read', async () => {
    const before = await get('/api/cases');
    const id = before.json().data.data[0].id;
    const patched = await t.app.inject({ method: 'PATCH', url: `/api/cases/${id}`, headers: auth, payload: { title: 'Renomeado' } });
    expect(patched.statusCode).toBe(200);
    const after = await get('/api/cases');
    expect(after.headers['x-cache']).toBe('MISS');
    expect(after.json().data.data[0].title).toBe('Renomeado');
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect((await get('/api/cases', { 'if-none-match': String(before.headers.etag) })).statusCode).toBe(200);
  });

  it('is bypassed by staff (who may see drafts) and by failed writes', async () => {
    await t.app.inject({ method: 'POST', url: '/api/cases', headers: auth, payload: { title: 'Oculto', slug: 'oculto', client: 'C', imageUrl: '/u.png', published: false } });
    const staff = await get('/api/cases', auth);
    expect(staff.headers['x-cache']).toBeUndefined();
    expect(staff.json().data.data.map((c: { slug: string }) => c.slug)).toContain('oculto');
    expect((await get('/api/cases')).json().data.data.map((c: { slug: string }) => c.slug)).not.toContain('oculto');
    const cached = await get('/api/cases');
    expect(cached.headers['x-cache']).toBe('HIT');
    await t.app.inject({ method: 'POST', url: '/api/cases', headers: auth, payload: { title: '' } });
    expect((await get('/api/cases')).headers['x-cache']).toBe('HIT');
  });

  it('a burst of reads of an address not stored yet builds it once: one miss, every other read waits and gets the same answer', async () => {
    const burst = await Promise.all(Array.from({ length: 8 }, () => get('/api/cases?limit=3')));
    expect(burst.map((res) => res.statusCode)).toEqual(Array(8).fill(200));
    expect(burst.filter((res) => res.headers['x-cache'] === 'MISS')).toHaveLength(1);
    expect(new Set(burst.map((res) => res.body)).size).toBe(1);
    expect(new Set(burst.map((res) => res.headers.etag)).size).toBe(1);
  });

  it('a burst of reads whose answer is not stored (a 404) is answered in full, each read building its own', async () => {
    const burst = await Promise.all(Array.from({ length: 4 }, () => get('/api/cases/00000000-0000-4000-8000-000000000000')));
    expect(burst.map((res) => res.statusCode)).toEqual(Array(4).fill(404));
    expect(burst.every((res) => res.headers['x-cache'] === undefined)).toBe(true);
  });

  it('serves compressed bodies to clients that accept them', async () => {
    await get('/api/blog');
    const res = await get('/api/blog', { 'accept-encoding': 'gzip' });
    expect(res.headers['x-cache']).toBe('HIT');
    expect(res.headers['content-encoding']).toBe('gzip');
  });
});

describe.runIf(process.env.TEST_DB_KIND === 'postgres')('across two instances on one database', () => {
  it('a write through one instance reaches the other within a few seconds', async () => {
    const url = (t.app.services.database as { url?: string }).url;
    expect(url).toBeTruthy();
    const dataDir = mkdtempSync(path.join(tmpdir(), 'second-instance-'));
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, DATABASE_URL: url!, JWT_SECRET: 'test-secret-that-is-long-enough-0123456789', LOG_LEVEL: 'silent' });
    const database = await openDatabase({ kind: 'postgres', url: url!, poolSize: 2 });
    const second = await buildApp({ config, database, logger: false });
    try {
      const read = async () => (await second.inject({ method: 'GET', url: '/api/cases' })).json().data.data[0].title as string;
      await read();
      expect((await second.inject({ method: 'GET', url: '/api/cases' })).headers['x-cache']).toBe('HIT');
      const id = (await get('/api/cases')).json().data.data[0].id;
      await t.app.inject({ method: 'PATCH', url: `/api/cases/${id}`, headers: auth, payload: { title: 'Mudou na instância A' } });
      const started = Date.now();
      let title = await read();
      while (title !== 'Mudou na instância A' && Date.now() - started < 5000) {
        await new Promise((r) => setTimeout(r, 100));
        title = await read();
      }
      expect(title).toBe('Mudou na instância A');
      expect(Date.now() - started).toBeLessThan(3000);
      // The session issued by instance A is valid on instance B (same secret, same database).
      expect((await second.inject({ method: 'GET', url: '/api/auth/me', headers: auth })).statusCode).toBe(200);
    } finally {
      await second.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
