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

function cannon(url: string, connections: number, durationS: number) {
  return new Promise<autocannon.Result>((resolve, reject) => {
    autocannon({ url, connections, duration: durationS, headers: HEADERS }, (error, result) => (error ? reject(error) : resolve(result)));
  });
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
          const rps = (runs: autocannon.Result[]) => Math.round(runs.reduce((sum, r) => sum + r.requests.total, 0) / runs.reduce((sum, r) => sum + r.duration, 0));
          // Latency percentiles: the worse of the rounds, so one quiet round cannot hide a bad one.
          const worst = (runs: autocannon.Result[], key: 'p50' | 'p99') => round(Math.max(...runs.map((r) => r.latency[key])), 1);
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
