import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { log, rawGet, round } from './lib.js';

export type ThroughputResult = {
  target: string;
  kind: 'page' | 'api';
  baseline: 'node' | 'fastify';
  concurrency: number;
  product: { rps: number; p50: number; p99: number; errors: number; non2xx: number };
  base: { rps: number; p50: number; p99: number };
  ratio: number;
};

/** What a browser sends: the product answers with its brotli variant, as it would to a visitor. */
const HEADERS = { 'accept-encoding': 'br, gzip', accept: 'text/html,application/json' };
/** Response headers that describe the bytes; the baseline sends the same ones. */
const KEPT_HEADERS = ['content-type', 'content-encoding', 'cache-control', 'etag', 'vary', 'content-security-policy', 'content-language'];

function startBaseline(mode: 'node' | 'fastify', recordedFile: string): Promise<{ url: string; stop: () => void }> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'baseline-server.ts'), mode, recordedFile], { stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      const port = /PORT (\d+)/.exec(chunk.toString())?.[1];
      if (port) resolve({ url: `http://127.0.0.1:${port}`, stop: () => child.kill() });
    });
    child.once('exit', (code) => reject(new Error(`baseline server exited with ${code}`)));
  });
}

function cannon(url: string, connections: number, durationS: number, extra: Partial<autocannon.Options> = {}) {
  return new Promise<autocannon.Result>((resolve, reject) => {
    autocannon({ url, connections, duration: durationS, headers: HEADERS, ...extra }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

const rps = (runs: autocannon.Result[]) => Math.round(runs.reduce((sum, r) => sum + r.requests.total, 0) / runs.reduce((sum, r) => sum + r.duration, 0));
/** Latency percentiles: the worse of the rounds, so one quiet round cannot hide a bad one. */
const worst = (runs: autocannon.Result[], key: 'p50' | 'p99') => round(Math.max(...runs.map((r) => r.latency[key])), 1);
const failures = (runs: autocannon.Result[]) => runs.reduce((sum, r) => sum + r.errors + r.timeouts + r.non2xx, 0);

export type CampaignResult = {
  target: string;
  concurrency: number;
  plain: { rps: number; p99: number };
  /** Every request with its own utm_source and gclid, as the clicks of an ad campaign arrive. */
  campaign: { rps: number; p99: number; errors: number };
  /** The same page rendered on every request (a request the page cache may not serve): what a miss costs. */
  uncached: { rps: number; p50: number; p99: number };
  ratio: number;
};

/**
 * The page cache under campaign traffic: one page requested as is, with a unique query string on every
 * request, and uncached, alternating in rounds so the three see the same machine noise.
 */
export async function measureCampaign(productUrl: string, target: string, options: { connections: number; roundS: number; rounds: number }): Promise<CampaignResult> {
  let click = 0;
  const unique: Partial<autocannon.Options> = {
    requests: [{ setupRequest: (request) => ({ ...request, path: `${target}?utm_source=bench&utm_campaign=launch&gclid=${(click++).toString(36)}` }) }],
  };
  // Any Authorization header keeps a page out of the page cache (plugins/page-request.ts).
  const uncachedHeaders: Partial<autocannon.Options> = { headers: { ...HEADERS, authorization: 'Bearer bench-cache-miss' } };
  const url = `${productUrl}${target}`;
  await cannon(url, options.connections, 2);
  const plain: autocannon.Result[] = [];
  const campaign: autocannon.Result[] = [];
  const uncached: autocannon.Result[] = [];
  for (let i = 0; i < options.rounds; i++) {
    plain.push(await cannon(url, options.connections, options.roundS));
    campaign.push(await cannon(url, options.connections, options.roundS, unique));
    uncached.push(await cannon(url, options.connections, options.roundS, uncachedHeaders));
  }
  const result: CampaignResult = {
    target,
    concurrency: options.connections,
    plain: { rps: rps(plain), p99: worst(plain, 'p99') },
    campaign: { rps: rps(campaign), p99: worst(campaign, 'p99'), errors: failures(campaign) },
    uncached: { rps: rps(uncached), p50: worst(uncached, 'p50'), p99: worst(uncached, 'p99') },
    ratio: 0,
  };
  result.ratio = round(result.campaign.rps / result.plain.rps, 2);
  log(`campaign ${target}: ${result.campaign.rps} req/s with a unique query each vs ${result.plain.rps} plain → ratio ${result.ratio}; uncached ${result.uncached.rps} req/s, p50 ${result.uncached.p50} ms`);
  return result;
}

/**
 * autocannon against the product and against its baseline, alternating in rounds so both see the
 * same machine noise; the figure that matters is the ratio. Each target is first requested once
 * so the baseline serves byte-for-byte what the product answers.
 */
export async function measureThroughput(productUrl: string, targets: { path: string; kind: 'page' | 'api' }[], options: { connections: number; roundS: number; rounds: number }): Promise<ThroughputResult[]> {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-baseline-'));
  const results: ThroughputResult[] = [];
  try {
    const recorded = await Promise.all(targets.map(async (target) => {
      const res = await rawGet(`${productUrl}${target.path}`, HEADERS);
      if (res.status !== 200) throw new Error(`${target.path} answered ${res.status}`);
      const headers = Object.fromEntries(KEPT_HEADERS.filter((h) => res.headers[h]).map((h) => [h, res.headers[h]!]));
      return { path: target.path, headers, body: res.body.toString('base64') };
    }));
    const file = path.join(dir, 'responses.json');
    writeFileSync(file, JSON.stringify(recorded));
    for (const mode of ['node', 'fastify'] as const) {
      const mine = targets.filter((t) => (t.kind === 'page' ? 'node' : 'fastify') === mode);
      if (!mine.length) continue;
      const baseline = await startBaseline(mode, file);
      try {
        for (const target of mine) {
          await cannon(`${productUrl}${target.path}`, options.connections, 2); // warm-up
          await cannon(`${baseline.url}${target.path}`, options.connections, 2);
          const product: autocannon.Result[] = [];
          const base: autocannon.Result[] = [];
          for (let i = 0; i < options.rounds; i++) {
            base.push(await cannon(`${baseline.url}${target.path}`, options.connections, options.roundS));
            product.push(await cannon(`${productUrl}${target.path}`, options.connections, options.roundS));
          }
          const entry: ThroughputResult = {
            target: target.path,
            kind: target.kind,
            baseline: mode,
            concurrency: options.connections,
            product: {
              rps: rps(product),
              p50: worst(product, 'p50'),
              p99: worst(product, 'p99'),
              errors: product.reduce((sum, r) => sum + r.errors + r.timeouts, 0),
              non2xx: product.reduce((sum, r) => sum + r.non2xx, 0),
            },
            base: { rps: rps(base), p50: worst(base, 'p50'), p99: worst(base, 'p99') },
            ratio: 0,
          };
          entry.ratio = round(entry.product.rps / entry.base.rps, 2);
          log(`throughput ${target.path}: ${entry.product.rps} req/s p50 ${entry.product.p50} ms p99 ${entry.product.p99} ms vs ${mode} baseline ${entry.base.rps} req/s → ratio ${entry.ratio}`);
          results.push(entry);
        }
      } finally {
        baseline.stop();
      }
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return results;
}
