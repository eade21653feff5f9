import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { E2E_ADMIN, ROOT, startProduct } from '../e2e/support/product.js';
import { adminToken, runLoad, storedMarkers, summarize } from './load.js';
import { createCluster } from './pg-cluster.js';

const LOAD_MS = Number(process.env.RESILIENCE_LOAD_MS ?? 60_000);
const report: Record<string, unknown> = { date: new Date().toISOString() };
afterAll(() => {
  const dir = path.join(ROOT, 'resilience/results');
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'latest.json'), `${JSON.stringify(report, null, 2)}\n`);
});

function expectEveryLeadOnce(acknowledged: string[], stored: Map<string, number>) {
  const missing = acknowledged.filter((m) => !stored.has(m));
  const duplicated = acknowledged.filter((m) => (stored.get(m) ?? 0) > 1);
  expect({ missing: missing.length, duplicated: duplicated.length }).toEqual({ missing: 0, duplicated: 0 });
}

describe('load', () => {
  it(`holds ${LOAD_MS / 1000} s of mixed traffic at concurrency 100: no 5xx, every acknowledged lead stored once`, async () => {
    const product = await startProduct({ env: { TRUST_PROXY: 'true' } });
    try {
      const token = await adminToken(product.url, E2E_ADMIN);
      const result = await runLoad({ url: product.url, durationMs: LOAD_MS, concurrency: 100, adminToken: token });
      const summary = summarize(result);
      report.load = { durationS: LOAD_MS / 1000, concurrency: 100, ...summary };
      const serverErrors = result.samples.filter((s) => s.status >= 500 || s.status === 0);
      // Each failure with what it asked and how long it waited, to tell a stall from a crash.
      const failures = serverErrors.map((s) => `${s.path} ${s.status || s.error} after ${Math.round(s.ms)} ms`);
      expect(serverErrors.length, `${JSON.stringify(summary.byStatus)} ${JSON.stringify(failures)}`).toBe(0);
      expect(summary.leadsAcknowledged).toBeGreaterThan(100);
      const stored = await storedMarkers(product.url, token);
      expectEveryLeadOnce(result.acknowledgedLeads, stored);
      report.load = { ...(report.load as object), leadsLost: 0 };
    } finally {
      await product.stop();
    }
  });
});

describe('PostgreSQL restarting under load', () => {
  it('answers 503 while it is down, keeps running, and recovers without a restart; no lead lost', async () => {
    const cluster = createCluster(55433);
    cluster.start();
    const product = await startProduct({ fresh: true, env: { DATABASE_URL: cluster.url, TRUST_PROXY: 'true', SEED_DEMO: 'false' } });
    try {
      const token = await adminToken(product.url, E2E_ADMIN);
      const load = runLoad({ url: product.url, durationMs: 25_000, concurrency: 20, adminToken: token, timeoutMs: 10_000 });
      await new Promise((r) => setTimeout(r, 6_000));
      cluster.stop();
      const outageStarted = Date.now();
      await new Promise((r) => setTimeout(r, 5_000));
      const probeStarted = Date.now();
      const duringOutage = await fetch(`${product.url}/api/cases?outage=1`, { signal: AbortSignal.timeout(10_000) });
      const outageBody = await duringOutage.json();
      const pageDuringOutage = await fetch(`${product.url}/blog?page=7`, { signal: AbortSignal.timeout(10_000) });
      const probeMs = Date.now() - probeStarted;
      cluster.start();
      const outageMs = Date.now() - outageStarted;
      let recoveredAfterMs = -1;
      for (const started = Date.now(); Date.now() - started < 15_000; ) {
        const health = await fetch(`${product.url}/api/health`).catch(() => null);
        if (health?.status === 200) {
          recoveredAfterMs = Date.now() - started;
          break;
        }
        await new Promise((r) => setTimeout(r, 250));
      }
      const result = await load;
      expect(product.process.exitCode).toBeNull();
      expect(duringOutage.status).toBe(503);
      expect(outageBody.message).toBe('Serviço temporariamente indisponível. Tente novamente em instantes.');
      expect(pageDuringOutage.status).toBe(503);
      expect(recoveredAfterMs).toBeGreaterThanOrEqual(0);
      const unexpected = result.samples.filter((s) => s.status >= 500 && s.status !== 503);
      expect(unexpected.map((s) => `${s.kind} ${s.status}`)).toEqual([]);
      const hung = result.samples.filter((s) => s.status === 0);
      expect(hung.map((s) => s.error)).toEqual([]);
      // Works again, fully: a write and a read.
      const lead = await fetch(`${product.url}/api/contacts`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.99.0.1' }, body: JSON.stringify({ name: 'Depois', email: 'depois@x.dev', message: 'marker:00000000-0000-4000-8000-00000000beef' }) });
      expect(lead.status).toBe(201);
      const stored = await storedMarkers(product.url, await adminToken(product.url, E2E_ADMIN));
      expectEveryLeadOnce([...result.acknowledgedLeads, '00000000-0000-4000-8000-00000000beef'], stored);
      const summary = summarize(result);
      const outageAnswers = result.samples.filter((s) => s.status === 503).map((s) => s.ms);
      report.databaseRestart = { outageMs, recoveredAfterMs, probeMs, answered503: outageAnswers.length, slowest503Ms: Math.round(Math.max(0, ...outageAnswers)), ...summary, leadsLost: 0 };
    } finally {
      await product.stop();
      cluster.destroy();
    }
  });
});

async function killMidWrites(env: Record<string, string>, dataDir: string) {
  const first = await startProduct({ dataDir, env });
  const load = runLoad({ url: first.url, durationMs: 4_000, concurrency: 20, timeoutMs: 5_000 });
  await new Promise((r) => setTimeout(r, 2_500));
  first.process.kill('SIGKILL');
  const result = await load;
  if (first.process.exitCode === null && first.process.signalCode === null) await new Promise((r) => first.process.once('exit', r));
  const second = await startProduct({ dataDir, env });
  try {
    const health = await fetch(`${second.url}/api/health`);
    expect(health.status).toBe(200);
    const stored = await storedMarkers(second.url, await adminToken(second.url, E2E_ADMIN));
    expect(result.acknowledgedLeads.length).toBeGreaterThan(10);
    expectEveryLeadOnce(result.acknowledgedLeads, stored);
    return result.acknowledgedLeads.length;
  } finally {
    await second.stop();
  }
}

describe('process killed with SIGKILL in the middle of writes', () => {
  it('on PGlite: the data folder opens cleanly and every acknowledged write is there', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'kill-pglite-'));
    try {
      const acknowledged = await killMidWrites({ TRUST_PROXY: 'true', SEED_DEMO: 'false' }, dataDir);
      report.sigkillPglite = { acknowledged, lost: 0 };
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('on PostgreSQL: every acknowledged write is there', async () => {
    const cluster = createCluster(55434);
    cluster.start();
    const dataDir = mkdtempSync(path.join(tmpdir(), 'kill-pg-'));
    try {
      const acknowledged = await killMidWrites({ DATABASE_URL: cluster.url, TRUST_PROXY: 'true', SEED_DEMO: 'false' }, dataDir);
      report.sigkillPostgres = { acknowledged, lost: 0 };
    } finally {
      cluster.destroy();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('graceful shutdown under load', () => {
  it('SIGTERM: in-flight requests finish, no 5xx, new connections refused, exit code 0', async () => {
    const product = await startProduct({ env: { TRUST_PROXY: 'true' } });
    const load = runLoad({ url: product.url, durationMs: 6_000, concurrency: 50, timeoutMs: 10_000 });
    await new Promise((r) => setTimeout(r, 2_000));
    const exit = product.stop('SIGTERM');
    const result = await load;
    const code = await exit;
    expect(code).toBe(0);
    expect(result.samples.filter((s) => s.status >= 500).map((s) => `${s.kind} ${s.status}`)).toEqual([]);
    const answered = result.samples.filter((s) => s.status > 0).length;
    expect(answered).toBeGreaterThan(0);
    await expect(fetch(`${product.url}/api/health`)).rejects.toThrow();
    report.gracefulShutdown = { answered, refusedAfterClose: result.samples.filter((s) => s.status === 0).length, exitCode: code };
  });
});

describe('uploads when storage fails', () => {
  it('a failed storage write leaves no record without its file and no file without its record', async () => {
    const product = await startProduct({ env: {} });
    try {
      const token = await adminToken(product.url, E2E_ADMIN);
      const now = new Date();
      const month = path.join(product.dataDir, 'uploads', String(now.getUTCFullYear()), String(now.getUTCMonth() + 1).padStart(2, '0'));
      // Root ignores read-only permissions, so break the folder the way a full or failed disk would:
      // the month folder becomes a file, and every write under it fails.
      rmSync(month, { recursive: true, force: true });
      mkdirSync(path.dirname(month), { recursive: true });
      writeFileSync(month, 'not a folder');
      const countFiles = (dir: string): number => (existsSync(dir) && statSync(dir).isDirectory() ? readdirSync(dir).reduce((n, name) => n + (statSync(path.join(dir, name)).isDirectory() ? countFiles(path.join(dir, name)) : 1), 0) : 0);
      const filesBefore = countFiles(path.join(product.dataDir, 'uploads'));
      const list = async () => (await (await fetch(`${product.url}/api/media?search=falha&limit=100`, { headers: { authorization: `Bearer ${token}` } })).json()).data.meta.total as number;
      const image = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#123456' } }).png().toBuffer();
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(image)], { type: 'image/png' }), 'falha.png');
      const res = await fetch(`${product.url}/api/media/upload`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
      expect(res.status).toBeGreaterThanOrEqual(500);
      const body = await res.json();
      expect(JSON.stringify(body)).not.toMatch(/ENOTDIR|\/tmp\/|uploads\//);
      expect(await list()).toBe(0);
      expect(countFiles(path.join(product.dataDir, 'uploads'))).toBe(filesBefore);
      // Once the disk is back, the same upload works.
      rmSync(month, { force: true });
      const again = new FormData();
      again.append('file', new Blob([new Uint8Array(image)], { type: 'image/png' }), 'falha.png');
      const ok = await fetch(`${product.url}/api/media/upload`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: again });
      expect(ok.status).toBe(201);
      expect(await list()).toBe(1);
      report.uploadsUnderFaults = { orphanRows: 0, orphanFiles: 0 };
    } finally {
      await product.stop();
    }
  });
});
