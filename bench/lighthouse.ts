import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { log, round } from './lib.js';

export type LighthouseResult = {
  path: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  transferKb: number;
  failedAudits: string[];
};

// A Brazilian visitor's browser: Portuguese pages are measured as they show to them (decision 027).
const CHROME_FLAGS = ['--headless=new', '--lang=pt-BR', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'];

/**
 * Lighthouse with its default configuration, which is the mobile preset (Moto G Power viewport,
 * simulated slow 4G and 4x CPU slowdown); `runs` runs per page, reporting the median run
 * (Lighthouse's own computeMedianRun: the run closest to the median FCP and TTI).
 */
export async function runLighthouse(baseUrl: string, paths: string[], runs: number): Promise<LighthouseResult[]> {
  const userDataDir = mkdtempSync(path.join(tmpdir(), 'bench-chrome-'));
  // Over HTTPS the product serves the benchmark's own self-signed certificate (decision 053), which Chrome is told to accept.
  const chromeFlags = baseUrl.startsWith('https:') ? [...CHROME_FLAGS, '--ignore-certificate-errors'] : CHROME_FLAGS;
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', chromeFlags, userDataDir });
  const results: LighthouseResult[] = [];
  try {
    for (const pagePath of paths) {
      const lhrs = [];
      for (let i = 0, failures = 0; i < runs; i++) {
        const result = await lighthouse(`${baseUrl}${pagePath}`, { port: chrome.port, output: 'json', logLevel: 'error' });
        const error = result ? result.lhr.runtimeError : { code: 'NO_RESULT', message: 'no result' };
        if (error) {
          // A trace that failed to record (NO_NAVSTART and the like) says nothing about the page: run again.
          if (++failures > 3) throw new Error(`Lighthouse failed on ${pagePath}: ${error.message}`);
          log(`lighthouse ${pagePath}: run failed (${error.code}), retrying`);
          i--;
          continue;
        }
        lhrs.push(result!.lhr);
      }
      const lhr = computeMedianRun(lhrs);
      const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
      type Category = { id: string; auditRefs: { id: string; weight: number }[] };
      const failedAudits = (Object.values(lhr.categories) as Category[])
        .filter((category) => category.id !== 'performance')
        .flatMap((category) => category.auditRefs.filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1).map((ref) => `${category.id}:${ref.id}`));
      const entry: LighthouseResult = {
        path: pagePath,
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        lcpMs: Math.round(numeric('largest-contentful-paint')),
        cls: round(numeric('cumulative-layout-shift'), 3),
        tbtMs: Math.round(numeric('total-blocking-time')),
        transferKb: round(numeric('total-byte-weight') / 1024, 1),
        failedAudits,
      };
      log(`lighthouse ${pagePath}: perf ${entry.performance} a11y ${entry.accessibility} bp ${entry.bestPractices} seo ${entry.seo} LCP ${entry.lcpMs} ms CLS ${entry.cls} TBT ${entry.tbtMs} ms ${entry.transferKb} KB${failedAudits.length ? ` (failed: ${failedAudits.join(', ')})` : ''}`);
      results.push(entry);
    }
  } finally {
    chrome.kill();
    rmSync(userDataDir, { recursive: true, force: true });
  }
  return results;
}
