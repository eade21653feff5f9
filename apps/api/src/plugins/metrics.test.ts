import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/app.js';

const TOKEN = 'metrics-token-for-the-tests-0123';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ METRICS_TOKEN: TOKEN });
});
afterAll(async () => t?.close());

/** Prometheus text format 0.0.4: comments, or `name{labels} value`; every sample of a declared family. */
function parsePrometheus(text: string) {
  const samples: { name: string; labels: Record<string, string>; value: number }[] = [];
  const declared = new Set<string>();
  for (const line of text.split('\n')) {
    if (!line) continue;
    const comment = /^# (HELP|TYPE) ([a-zA-Z_:][a-zA-Z0-9_:]*) (.+)$/.exec(line);
    if (comment) {
      if (comment[1] === 'TYPE') {
        expect(['counter', 'gauge', 'histogram', 'summary', 'untyped'], line).toContain(comment[3]);
        declared.add(comment[2]!);
      }
      continue;
    }
    // Values as Prometheus reads them (Go's ParseFloat: NaN and Inf in any case; prom-client writes "Nan"
    // for an event-loop histogram scraped before its first sample).
    const sample = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{((?:[a-zA-Z_][a-zA-Z0-9_]*="(?:[^"\\]|\\.)*",?)*)\})? (-?[0-9.e+-]+|[nN][aA][nN]|[+-][iI][nN][fF])$/.exec(line);
    expect(sample, `not a Prometheus line: ${line}`).not.toBeNull();
    const labels = Object.fromEntries([...(sample![2] ?? '').matchAll(/([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1]!, m[2]!]));
    const name = sample![1]!;
    expect([...declared].some((family) => name === family || name.startsWith(`${family}_`)), `undeclared ${name}`).toBe(true);
    samples.push({ name, labels, value: Number(sample![3]) });
  }
  return samples;
}

const scrape = (authorization?: string) => t.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });

describe('GET /metrics', () => {
  it('is refused without the token, or with another one', async () => {
    for (const header of [undefined, 'Bearer wrong-token-of-the-same-len', `Basic ${TOKEN}`, `Bearer ${TOKEN}x`]) {
      const res = await scrape(header);
      expect(res.statusCode, String(header)).toBe(401);
      expect(res.body).not.toContain('process_');
    }
  });

  it('answers Prometheus text with requests by route pattern, cache hits, queries, memory and event-loop lag', async () => {
    await t.app.inject({ method: 'GET', url: '/api/cases' });
    await t.app.inject({ method: 'GET', url: '/api/cases' });
    await t.app.inject({ method: 'GET', url: '/api/cases/slug/nao-existe' });
    const res = await scrape(`Bearer ${TOKEN}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const samples = parsePrometheus(res.body);
    const find = (name: string, labels: Record<string, string> = {}) =>
      samples.find((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v));
    expect(find('http_request_duration_seconds_count', { method: 'GET', route: '/api/cases', status_code: '200' })?.value).toBe(2);
    // The pattern, not the address: one series for every slug.
    expect(find('http_request_duration_seconds_count', { route: '/api/cases/slug/:slug', status_code: '404' })?.value).toBe(1);
    expect(samples.some((s) => s.labels.route?.includes('nao-existe'))).toBe(false);
    expect(find('response_cache_requests_total', { cache: 'api', result: 'hit' })?.value).toBe(1);
    expect(find('response_cache_requests_total', { cache: 'api', result: 'miss' })?.value).toBeGreaterThanOrEqual(1);
    expect(find('db_query_duration_seconds_count')?.value).toBeGreaterThan(0);
    expect(find('process_resident_memory_bytes')?.value).toBeGreaterThan(0);
    expect(find('nodejs_eventloop_lag_seconds')).toBeDefined();
    if (process.env.TEST_DB_KIND === 'postgres') expect(find('db_pool_connections', { state: 'max' })?.value).toBe(4);
  });

  it('counts the e-mail outbox by status and says how long the oldest waiting message has waited', async () => {
    const db = t.app.services.database.db;
    await db.execute(sql`delete from outbox_emails`);
    await db.execute(sql`insert into outbox_emails (kind, "to", subject, text, status, created_at) values
      ('lead-notification', array['a@x.dev'], 'a', 'a', 'pending', now() - interval '90 seconds'),
      ('lead-notification', array['a@x.dev'], 'b', 'b', 'pending', now()),
      ('lead-notification', array['a@x.dev'], 'c', 'c', 'failed', now() - interval '1 day'),
      ('lead-notification', array['a@x.dev'], 'd', 'd', 'sent', now())`);
    const samples = parsePrometheus((await scrape(`Bearer ${TOKEN}`)).body);
    const value = (name: string, labels: Record<string, string> = {}) =>
      samples.find((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v))?.value;
    expect([value('email_outbox_messages', { status: 'pending' }), value('email_outbox_messages', { status: 'sent' }), value('email_outbox_messages', { status: 'failed' })]).toEqual([2, 1, 1]);
    const oldest = value('email_outbox_oldest_pending_seconds')!;
    expect(oldest).toBeGreaterThanOrEqual(89);
    expect(oldest).toBeLessThan(600);
    await db.execute(sql`delete from outbox_emails`);
    const empty = parsePrometheus((await scrape(`Bearer ${TOKEN}`)).body);
    expect(empty.find((s) => s.name === 'email_outbox_messages' && s.labels.status === 'pending')?.value).toBe(0);
    expect(empty.find((s) => s.name === 'email_outbox_oldest_pending_seconds')?.value).toBe(0);
  });

  it('does not exist without METRICS_TOKEN', async () => {
    const plain = await createTestApp();
    try {
      expect((await plain.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } })).statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });
});

describe('request ids', () => {
  it('every answer carries its id, and a well-formed incoming id is kept', async () => {
    for (const url of ['/api/cases', '/api/nao-existe', '/nao-existe', '/metrics']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.headers['x-request-id'], url).toMatch(/^[\w-]{8,64}$/);
    }
    const traced = await t.app.inject({ method: 'GET', url: '/api/cases', headers: { 'x-request-id': 'lb-1234-abcd' } });
    expect(traced.headers['x-request-id']).toBe('lb-1234-abcd');
    const forged = await t.app.inject({ method: 'GET', url: '/api/cases', headers: { 'x-request-id': 'bad id\nwith newline' } });
    // Replaced by a generated id (a random UUID may well contain the letters b, a, d in a row).
    expect(forged.headers['x-request-id']).toMatch(/^[\w-]{8,64}$/);
    expect(forged.headers['x-request-id']).not.toContain('bad id');
  });
});

describe('liveness and readiness', () => {
  it('live answers without touching anything; ready checks the database, the migrations and the storage', async () => {
    const live = await t.app.inject({ method: 'GET', url: '/api/health/live' });
    expect(live.statusCode).toBe(200);
    expect(live.json().data.status).toBe('alive');
    const ready = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json().data).toEqual({ status: 'ready', checks: { database: { ok: true }, migrations: { ok: true }, storage: { ok: true } } });
    expect(ready.headers['cache-control']).toBe('no-store');
  });

  it('is not ready when media cannot be written, saying which check failed', async () => {
    const uploads = path.join(t.dataDir, 'uploads');
    rmSync(uploads, { recursive: true, force: true });
    writeFileSync(uploads, 'a file where the uploads folder should be');
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json().data.status).toBe('not ready');
      expect(res.json().data.checks.storage).toEqual({ ok: false, detail: 'not writable' });
      expect(res.body).not.toMatch(/ENOTDIR|EEXIST|\/tmp\/|uploads/);
      expect(res.json().data.checks.database).toEqual({ ok: true });
    } finally {
      rmSync(uploads, { force: true });
    }
  });

  it('is not ready when a migration of this build is missing', async () => {
    const db = t.app.services.database.db;
    const result = (await db.execute(sql`select id from drizzle.__drizzle_migrations order by id desc limit 1`)) as unknown as { rows: { id: number }[] };
    const last = result.rows[0]!.id;
    const saved = (await db.execute(sql`select * from drizzle.__drizzle_migrations where id = ${last}`)) as unknown as { rows: Record<string, unknown>[] };
    await db.execute(sql`delete from drizzle.__drizzle_migrations where id = ${last}`);
    const res = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(res.statusCode).toBe(503);
    expect(res.json().data.checks.migrations).toEqual({ ok: false, detail: expect.stringMatching(/^\d+ of \d+ migrations applied$/) });
    const row = saved.rows[0]!;
    await db.execute(sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${row.id as number}, ${row.hash as string}, ${row.created_at as number})`);
    expect((await t.app.inject({ method: 'GET', url: '/api/health/ready' })).statusCode).toBe(200);
  });

  it('is not ready when the database is gone, and live still answers', async () => {
    const doomed = await createTestApp();
    try {
      await doomed.app.services.database.close();
      const res = await doomed.app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json().data.checks.database).toEqual({ ok: false, detail: 'unreachable' });
      expect((await doomed.app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
    } finally {
      await doomed.close().catch(() => undefined);
    }
  });
});
