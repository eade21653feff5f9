import { ADMIN_SEARCH_TIMING, SITE_SEARCH_TIMING, type ExportResult, type TimingResult } from './data.js';
import type { LighthouseResult } from './lighthouse.js';
import type { MemoryResult } from './memory.js';
import type { CampaignResult, ThroughputResult } from './throughput.js';
import type { WeightResult } from './weight.js';
import { SCALE } from './scale-seed.js';

/** The budgets of the performance issue; every one is a check the benchmark reports and fails on. */
export const BUDGETS = {
  // Issue 19's: performance 100 (Lighthouse's rounding), CLS 0 (to its three decimals), LCP ≤ 1.2 s, TBT ≤ 50 ms, on every page.
  lighthouse: { performance: 100, accessibility: 100, bestPractices: 100, seo: 100, cls: 0, lcpMaxMs: 1200, tbtMaxMs: 50 },
  // untouched*: JavaScript fetched before the visitor interacts (issue 19, decision 046); jsGzipKb: all of it, once scrolled to the end.
  weight: { untouchedJsGzipKb: 30, untouchedJsWithFormGzipKb: 90, jsGzipKb: 120, cssGzipKb: 25 },
  throughput: { pageRatio: 0.5, pageP99Ms: 25, apiRatio: 0.5, campaignRatio: 0.8 },
  // adminSearchP95Ms: the back office's search answers every group in one request as someone types (decision 035).
  // siteSearchP95Ms: the site search, on PostgreSQL and on PGlite (issue 18, decision 034).
  // largeExportSeconds: the export of 1,000,000 leads on PostgreSQL (issue 19); exportSeconds: of 100,000.
  data: { p95Ms: 50, adminSearchP95Ms: 50, siteSearchP95Ms: 50, exportPeakMb: 250, exportSeconds: 10, largeExportSeconds: 60 },
  // A server in use, settled without a restart (issue 19, "A lighter server").
  memory: { pgliteMb: 220, postgresMb: 160 },
} as const;

export type Check = { area: string; what: string; value: string; budget: string; pass: boolean };

const check = (area: string, what: string, value: number | string, budget: string, pass: boolean): Check => ({ area, what, value: String(value), budget, pass });

export function checkLighthouse(results: LighthouseResult[]): Check[] {
  const b = BUDGETS.lighthouse;
  return results.flatMap((r) => [
    check('lighthouse', `${r.path} performance`, r.performance, `= ${b.performance}`, r.performance >= b.performance),
    check('lighthouse', `${r.path} accessibility`, r.accessibility, `= ${b.accessibility}`, r.accessibility >= b.accessibility),
    check('lighthouse', `${r.path} best practices`, r.bestPractices, `= ${b.bestPractices}`, r.bestPractices >= b.bestPractices),
    check('lighthouse', `${r.path} SEO`, r.seo, `= ${b.seo}`, r.seo >= b.seo),
    check('lighthouse', `${r.path} CLS`, r.cls, `= ${b.cls}`, r.cls <= b.cls),
    check('lighthouse', `${r.path} LCP`, `${r.lcpMs} ms`, `<= ${b.lcpMaxMs} ms`, r.lcpMs <= b.lcpMaxMs),
    check('lighthouse', `${r.path} TBT`, `${r.tbtMs} ms`, `<= ${b.tbtMaxMs} ms`, r.tbtMs <= b.tbtMaxMs),
  ]);
}

export function checkWeight(results: WeightResult[]): Check[] {
  const b = BUDGETS.weight;
  return results.flatMap((r) => [
    ...(() => {
      const budget = r.hasForm ? b.untouchedJsWithFormGzipKb : b.untouchedJsGzipKb;
      return [check('weight', `${r.path} JS before any interaction${r.hasForm ? ' (with a form)' : ''}`, `${r.untouched.gzipKb} KB`, `<= ${budget} KB`, r.untouched.gzipKb <= budget)];
    })(),
    check('weight', `${r.path} JS gzip`, `${r.js.gzipKb} KB`, `<= ${b.jsGzipKb} KB`, r.js.gzipKb <= b.jsGzipKb),
    check('weight', `${r.path} CSS gzip`, `${r.css.gzipKb} KB`, `<= ${b.cssGzipKb} KB`, r.css.gzipKb <= b.cssGzipKb),
    check('weight', `${r.path} back-office code`, r.adminScripts.length ? r.adminScripts.join(' ') : 'none', 'none', r.adminScripts.length === 0),
  ]);
}

export function checkThroughput(results: ThroughputResult[]): Check[] {
  const b = BUDGETS.throughput;
  return results.flatMap((r) => [
    check('throughput', `${r.target} errors`, r.product.errors + r.product.non2xx, '0', r.product.errors + r.product.non2xx === 0),
    ...(r.kind === 'page'
      ? [
          check('throughput', `${r.target} vs plain Node`, r.ratio, `>= ${b.pageRatio}`, r.ratio >= b.pageRatio),
          check('throughput', `${r.target} p99 at c=${r.concurrency}`, `${r.product.p99} ms`, `<= ${b.pageP99Ms} ms`, r.product.p99 <= b.pageP99Ms),
        ]
      : [check('throughput', `${r.target} vs Fastify in memory`, r.ratio, `>= ${b.apiRatio}`, r.ratio >= b.apiRatio)]),
  ]);
}

export function checkCampaign(r: CampaignResult): Check[] {
  return [
    check('throughput', `${r.target} with a unique query string vs without`, r.ratio, `>= ${BUDGETS.throughput.campaignRatio}`, r.ratio >= BUDGETS.throughput.campaignRatio),
    check('throughput', `${r.target} with a unique query string errors`, r.campaign.errors, '0', r.campaign.errors === 0),
  ];
}

export function checkData(database: 'pglite' | 'postgres', timings: TimingResult[], exports: ExportResult[], expectedRows: number, seeded: number = SCALE.leads): Check[] {
  const b = BUDGETS.data;
  const large = seeded > SCALE.leads;
  // The larger size's checks say so: "postgres at 1,000,000 leads contacts search p95".
  const where = large ? `${database} at ${expectedRows.toLocaleString('en')} leads` : database;
  const exportSeconds = large ? b.largeExportSeconds : b.exportSeconds;
  return [
    // Every timing on both databases: issue 19 asks the embedded database (what every new install runs) to answer as
    // fast as PostgreSQL, and PostgreSQL to hold at 1,000,000 leads. Until 2026-12-05 only PGlite's site search was checked.
    ...timings.map((t) => {
      const budget = t.name === ADMIN_SEARCH_TIMING ? b.adminSearchP95Ms : t.name.startsWith(SITE_SEARCH_TIMING) ? b.siteSearchP95Ms : b.p95Ms;
      return check('data', `${where} ${t.name} p95`, `${t.p95} ms`, `<= ${budget} ms`, t.p95 <= budget);
    }),
    ...exports.flatMap((e) => [
      check('data', `${where} export ${e.format} rows`, e.rows, `${expectedRows}`, e.rows === expectedRows),
      check('data', `${where} export ${e.format} time`, `${e.seconds} s`, `<= ${exportSeconds} s`, e.seconds <= exportSeconds),
      check('data', `${where} export ${e.format} peak RSS`, `${e.peakRssMb} MB`, `<= ${b.exportPeakMb} MB`, e.peakRssMb <= b.exportPeakMb),
    ]),
  ];
}

export function checkMemory(m: MemoryResult): Check[] {
  const budget = m.database === 'pglite' ? BUDGETS.memory.pgliteMb : BUDGETS.memory.postgresMb;
  return [check('memory', `${m.database} server in use`, `${m.steadyMb} MB`, `<= ${budget} MB`, m.steadyMb <= budget)];
}
