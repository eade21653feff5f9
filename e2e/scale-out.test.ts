import { randomBytes } from 'node:crypto';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startObjectStore, type ObjectStore } from '../apps/api/src/test-support/object-store.js';
import { startInbox, type Inbox } from '../apps/api/src/test-support/smtp.js';
import { E2E_ADMIN, startProduct, type Product } from './support/product.js';

/**
 * Scale-out (README, Deployment): two identical instances behind a load balancer share one
 * PostgreSQL and one S3-compatible object store, and nothing else. What is written through
 * one is read through the other: sessions, content (pages and API), media, rate limits.
 * The instances get different DATA_DIRs and no JWT_SECRET, so nothing can come from a disk.
 */

// The machine's PostgreSQL (CI's TEST_DATABASE_URL names it); a database of our own, dropped afterwards.
const SERVER_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DB_NAME = `scale_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;

let store: ObjectStore;
let inbox: Inbox;
let a: Product;
let b: Product;

async function admin(query: string) {
  const client = new pg.Client({ connectionString: SERVER_URL });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  [store, inbox] = await Promise.all([startObjectStore(), startInbox()]);
  await admin(`create database ${DB_NAME}`);
  const url = new URL(SERVER_URL);
  url.pathname = `/${DB_NAME}`;
  // One SMTP server (smtp-server, from npm) for both: each new-lead e-mail must reach it once.
  const env = { ...store.env, DATABASE_URL: url.toString(), TRUST_PROXY: 'true', SMTP_URL: `smtp://127.0.0.1:${inbox.port}` };
  // Started together on an empty database, as an orchestrator would: one migrates and seeds, the other waits.
  [a, b] = await Promise.all([startProduct({ fresh: true, env }), startProduct({ fresh: true, env })]);
}, 330_000); // one of them draws the demo's pictures: up to 300 s on a busy machine (support/spawn-product.ts)

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await admin(`drop database if exists ${DB_NAME} with (force)`).catch(() => {});
  await store?.close();
  await inbox?.close();
});

type Tokens = { accessToken: string; refreshToken: string };

async function call(product: Product, method: string, path: string, options: { token?: string; body?: unknown; ip?: string } = {}) {
  const res = await fetch(`${product.url}${path}`, {
    method,
    headers: {
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(options.ip ? { 'x-forwarded-for': options.ip } : {}),
    },
    body: options.body !== undefined ? JSON.stringify(options.body) : undefined,
  });
  const text = await res.text();
  let json: any = null;
  try {
    json = JSON.parse(text);
  } catch {
    // HTML pages and empty bodies
  }
  return { status: res.status, headers: res.headers, text, json };
}

const login = async (product: Product): Promise<Tokens> => {
  const res = await call(product, 'POST', '/api/auth/login', { body: E2E_ADMIN, ip: '198.51.100.10' });
  expect(res.status, res.text).toBe(200);
  return res.json.data;
};

/** Polls until `check` passes; returns how long it took. */
async function eventually(check: () => Promise<boolean>, timeoutMs = 5_000): Promise<number> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error(`not seen within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return Date.now() - started;
}

describe('two instances on one PostgreSQL and one object store', () => {
  it('start together on an empty database: migrated, first admin and demo content written once', async () => {
    const logs = [...a.logs, ...b.logs].join('');
    expect(logs.match(/Empty database: writing demo content/g)).toHaveLength(1);
    expect(logs.match(/First admin created/g)).toHaveLength(1);
    for (const product of [a, b]) expect((await call(product, 'GET', '/api/health')).status).toBe(200);
    // The demo images went to the bucket, not to either instance's disk, and both serve them.
    const cases = (await call(b, 'GET', '/api/cases?limit=3')).json.data.data as { imageUrl: string }[];
    expect(cases.length).toBe(3);
    for (const product of [a, b]) {
      const res = await fetch(`${product.url}${cases[0]!.imageUrl}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^image\//);
    }
    expect((await store.keys()).length).toBeGreaterThan(100);
  });

  it('a session opened on A works on B: access token, refresh, and logout on A ends it on B', async () => {
    const first = await login(a);
    const me = await call(b, 'GET', '/api/auth/me', { token: first.accessToken });
    expect(me.status).toBe(200);
    expect(me.json.data.email).toBe(E2E_ADMIN.email);

    const refreshed = await call(b, 'POST', '/api/auth/refresh', { body: { refreshToken: first.refreshToken } });
    expect(refreshed.status).toBe(200);
    const second = refreshed.json.data as Tokens;
    expect((await call(a, 'GET', '/api/auth/me', { token: second.accessToken })).status).toBe(200);

    expect((await call(a, 'POST', '/api/auth/logout', { token: second.accessToken, body: { refreshToken: second.refreshToken } })).status).toBe(200);
    expect((await call(b, 'GET', '/api/auth/me', { token: second.accessToken })).status).toBe(401);
    expect((await call(b, 'POST', '/api/auth/refresh', { body: { refreshToken: second.refreshToken } })).status).toBe(401);
  });

  it('a refresh token replayed on the other instance revokes the session there too', async () => {
    const tokens = await login(b);
    const first = (await call(a, 'POST', '/api/auth/refresh', { body: { refreshToken: tokens.refreshToken } })).json.data as Tokens;
    // Presented again at once on B (another tab, within the grace period of decision 020): the same pair.
    const again = (await call(b, 'POST', '/api/auth/refresh', { body: { refreshToken: tokens.refreshToken } })).json.data as Tokens;
    expect(again.refreshToken).toBe(first.refreshToken);
    const rotated = (await call(b, 'POST', '/api/auth/refresh', { body: { refreshToken: first.refreshToken } })).json.data as Tokens;
    // The first token once more, on B, after its successor was renewed on B: reuse detected from the
    // shared table, and the whole session ends on both instances.
    expect((await call(b, 'POST', '/api/auth/refresh', { body: { refreshToken: tokens.refreshToken } })).status).toBe(401);
    expect((await call(a, 'POST', '/api/auth/refresh', { body: { refreshToken: rotated.refreshToken } })).status).toBe(401);
    expect((await call(a, 'GET', '/api/auth/me', { token: rotated.accessToken })).status).toBe(401);
  });

  it('an image uploaded on A is served by B, byte for byte; deleted for good on B, it is gone on A', async () => {
    const { accessToken } = await login(a);
    const image = await sharp({ create: { width: 900, height: 500, channels: 3, background: '#0a7d5a' } }).png().toBuffer();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(image)], { type: 'image/png' }), 'escala.png');
    const upload = await fetch(`${a.url}/api/media/upload`, { method: 'POST', headers: { authorization: `Bearer ${accessToken}` }, body: form });
    expect(upload.status).toBe(201);
    const media = (await upload.json()).data as { id: string; url: string; variants: { url: string }[] };

    const served = await fetch(`${b.url}${media.url}`);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(image)).toBe(true);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const etag = served.headers.get('etag')!;
    expect((await fetch(`${a.url}${media.url}`, { headers: { 'if-none-match': etag } })).status).toBe(304);
    expect((await fetch(`${b.url}${media.variants[0]!.url}`)).headers.get('content-type')).toBe('image/webp');

    // Deleting moves it to the Lixeira (decision 040), where it can still be restored; deleting it from there removes the files.
    expect((await call(b, 'DELETE', `/api/media/${media.id}`, { token: accessToken })).status).toBe(200);
    expect((await call(b, 'DELETE', `/api/media/${media.id}/purge`, { token: accessToken })).status).toBe(200);
    expect((await fetch(`${a.url}${media.url}`)).status).toBe(404);
  });

  it('content written through A shows on B\'s pages and API within the version poll, though B had them cached', async () => {
    const { accessToken } = await login(a);
    const slug = `escala-horizontal-${Date.now().toString(36)}`;
    const title = 'Escala horizontal sem sessão presa';
    // B renders and caches the pages first (anonymous requests are served from its memory).
    for (let i = 0; i < 2; i++) {
      expect((await call(b, 'GET', '/cases')).status).toBe(200);
      expect((await call(b, 'GET', '/api/cases?limit=100')).status).toBe(200);
    }
    expect((await call(b, 'GET', '/cases')).text).not.toContain(title);
    const image = (await call(a, 'GET', '/api/cases?limit=1')).json.data.data[0].imageUrl as string;

    const created = await call(a, 'POST', '/api/cases', {
      token: accessToken,
      body: { title, slug, client: 'Cooperativa Escala', imageUrl: image, published: true, order: 0, description: 'Dois servidores, um banco, um bucket.' },
    });
    expect(created.status, created.text).toBe(201);
    const waited = await eventually(async () => {
      const [list, page, api] = await Promise.all([call(b, 'GET', '/cases'), call(b, 'GET', `/cases/${slug}`), call(b, 'GET', '/api/cases?limit=100')]);
      return list.text.includes(title) && page.status === 200 && page.text.includes(title) && (api.json.data.data as { slug: string }[]).some((c) => c.slug === slug);
    });
    expect(waited).toBeLessThan(5_000);

    // An edit on B reaches A the same way.
    const id = created.json.data.id as string;
    const edited = await call(b, 'PATCH', `/api/cases/${id}`, { token: accessToken, body: { title: `${title} (editado)` } });
    expect(edited.status, edited.text).toBe(200);
    await eventually(async () => (await call(a, 'GET', `/cases/${slug}`)).text.includes(`${title} (editado)`));
    expect((await call(a, 'GET', `/api/cases/slug/${slug}`)).json.data.title).toBe(`${title} (editado)`);
  });

  it('rate limits are counted across instances: the contact form and failed sign-ins', async () => {
    const ip = '203.0.113.77';
    const lead = (i: number) => ({ name: `Lead ${i}`, email: `lead${i}@escala.dev`, message: `Mensagem ${i} pela instância ${i % 2 ? 'B' : 'A'}` });
    for (let i = 0; i < 10; i++) {
      const res = await call(i % 2 ? b : a, 'POST', '/api/contacts', { body: lead(i), ip });
      expect(res.status, res.text).toBe(201);
    }
    for (const product of [a, b]) {
      const limited = await call(product, 'POST', '/api/contacts', { body: lead(99), ip });
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    // Another visitor is not affected.
    expect((await call(b, 'POST', '/api/contacts', { body: lead(100), ip: '203.0.113.78' })).status).toBe(201);

    const wrong = { email: 'ninguem@escala.dev', password: 'not-the-password' };
    for (let i = 0; i < 10; i++) {
      expect((await call(i % 2 ? b : a, 'POST', '/api/auth/login', { body: wrong, ip: `192.0.2.${i + 1}` })).status).toBe(401);
    }
    expect((await call(a, 'POST', '/api/auth/login', { body: wrong, ip: '192.0.2.50' })).status).toBe(429);
    expect((await call(b, 'POST', '/api/auth/login', { body: wrong, ip: '192.0.2.51' })).status).toBe(429);
  });

  it('each new-lead e-mail is delivered once, whichever instance took the lead and whichever delivers it', async () => {
    const sent: string[] = [];
    for (let i = 0; i < 16; i++) {
      const name = `Escala ${i}`;
      const res = await call(i % 2 ? b : a, 'POST', '/api/contacts', { body: { name, email: `escala${i}@escala.dev`, message: `Lead ${i}` }, ip: `198.18.0.${i + 1}` });
      expect(res.status, res.text).toBe(201);
      sent.push(`Novo contato: ${name}`);
    }
    const arrived = () => inbox.received.map((mail) => mail.subject ?? '').filter((subject) => subject.startsWith('Novo contato: Escala '));
    await eventually(async () => arrived().length >= sent.length, 20_000);
    // Both instances keep polling the outbox: give them time to send anything twice, then count.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect(arrived().sort()).toEqual([...sent].sort());
  });
});
