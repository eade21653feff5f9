/**
 * npm run bench: builds the product, starts it on fresh data folders and measures pages
 * (Lighthouse, weight), the server (autocannon against baselines) and data at scale (PGlite and
 * PostgreSQL), then checks every budget. Writes bench/results/latest.json and latest.md and exits
 * non-zero when a budget is missed. See bench/README.md.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import path from 'node:path';
import { LANGUAGES, localizePath } from '@softhouse/contracts/constants';
import pg from 'pg';
import { get } from 'node:https';
import { adminToken, freePort, ROOT, spawnProduct, type Product } from '../e2e/support/spawn-product.js';
import { selfSignedCertificate } from '../apps/api/src/test-support/certificate.js';
import { checkCampaign, checkData, checkLighthouse, checkMemory, checkThroughput, checkWeight, type Check } from './budgets.js';
import { measureExport, measureQueries, type ExportResult, type TimingResult } from './data.js';
import { log, mdTable } from './lib.js';
import { runLighthouse, type LighthouseResult } from './lighthouse.js';
import { measureMemory, type MemoryResult } from './memory.js';
import { LARGE_LEADS, SCALE, scaleSeedSql } from './scale-seed.js';
import { measureCampaign, measureThroughput, type CampaignResult, type ThroughputResult } from './throughput.js';
import { measureWeight, type WeightResult } from './weight.js';

const args = new Map(process.argv.slice(2).map((arg) => arg.replace(/^--/, '').split('=') as [string, string | undefined]));
const QUICK = args.has('quick');
const SECTIONS = new Set((args.get('only') ?? 'lighthouse,weight,throughput,data,memory').split(','));
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? (QUICK ? 1 : 3));
const POSTGRES_ADMIN_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** The product with the demo content, on a fixed port so PUBLIC_URL (canonical links) is its own address. */
async function startSeeded(env: Record<string, string> = {}, dataDir?: string): Promise<Product> {
  const port = await freePort();
  return spawnProduct({ fresh: true, dataDir, env: { PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}`, ...env } });
}

type Results = {
  date: string;
  machine: { cpus: number; model: string; memoryGb: number; node: string };
  /** Over HTTPS, HTTP/2 as browsers get it (decision 053): the budgets. */
  lighthouse?: LighthouseResult[];
  /** The Portuguese pages once each over plain HTTP/1.1, for comparison (no budget). */
  lighthouseHttp1?: LighthouseResult[];
  weight?: WeightResult[];
  throughput?: ThroughputResult[];
  campaign?: CampaignResult;
  data?: { database: 'pglite' | 'postgres'; scale: typeof SCALE; leads: number; timings: TimingResult[]; exports: ExportResult[] }[];
  memory?: MemoryResult[];
  checks: Check[];
  /** When each section was measured: a partial run (--only) keeps the other sections of the previous results. */
  measured?: Partial<Record<Section, string>>;
};

const ALL_SECTIONS = ['lighthouse', 'weight', 'throughput', 'data', 'memory'] as const;
type Section = (typeof ALL_SECTIONS)[number];

/** The sections this run did not measure, with their checks and dates, from the previous results file. */
function keepUnmeasured(results: Results, previousFile: string) {
  let previous: Results;
  try {
    previous = JSON.parse(readFileSync(previousFile, 'utf8')) as Results;
  } catch {
    return;
  }
  for (const section of ALL_SECTIONS) {
    if (SECTIONS.has(section) || previous[section] === undefined) continue;
    Object.assign(results, { [section]: previous[section] });
    results.checks.push(...previous.checks.filter((c) => c.area === section));
    (results.measured ??= {})[section] = previous.measured?.[section] ?? previous.date;
    if (section === 'throughput' && previous.campaign) results.campaign = previous.campaign;
    if (section === 'lighthouse' && previous.lighthouseHttp1) results.lighthouseHttp1 = previous.lighthouseHttp1;
  }
}

/** The ten pages in each language, on their own addresses (decision 027): thirty pages; and the first post's slug. */
async function publicPages(url: string): Promise<{ pages: string[]; postSlug: string }> {
  const cases = (await (await fetch(`${url}/api/cases?limit=1`)).json()).data;
  const posts = (await (await fetch(`${url}/api/blog?limit=1`)).json()).data.data;
  const firstCase = (Array.isArray(cases) ? cases : cases.data)[0];
  const portuguese = ['/', '/sobre', '/software', '/aplicativo', '/outsourcing', '/cases', `/cases/${firstCase.slug}`, '/blog', `/blog/${posts[0].slug}`, '/contato'];
  const pages = await Promise.all(LANGUAGES.flatMap((lang) => portuguese.map((page) => ownAddress(url, localizePath(page, lang)))));
  return { pages, postSlug: posts[0].slug };
}

/**
 * Where a page lives: a case or post under /en or /es with its Portuguese slug answers a 301 to its translated
 * slug (decision 027), and a measurement of that address would count the redirect's round trip, which no link
 * on the site makes a visitor take.
 */
async function ownAddress(url: string, path: string): Promise<string> {
  for (let hops = 0; hops < 3; hops++) {
    const response = await fetch(`${url}${path}`, { redirect: 'manual' });
    await response.body?.cancel();
    const location = response.headers.get('location');
    if (response.status < 300 || response.status >= 400 || !location) return path;
    const next = new URL(location, `${url}${path}`);
    if (next.origin !== new URL(url).origin) return path;
    path = `${next.pathname}${next.search}`;
  }
  return path;
}

/** A PostgreSQL database of its own for one measurement, and how to drop it. */
async function postgresDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  return {
    url: POSTGRES_ADMIN_URL.replace(/\/[^/]*$/, `/${name}`),
    drop: async () => {
      const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

async function measureSite(results: Results) {
  const product = await startSeeded();
  let pages: string[];
  try {
    const site = await publicPages(product.url);
    pages = site.pages;
    const { postSlug } = site;
    if (SECTIONS.has('lighthouse')) {
      // For comparison only: what a deployment without HTTPS serves (one run of each Portuguese page).
      results.lighthouseHttp1 = await runLighthouse(product.url, pages.slice(0, 10), 1);
    }
    if (SECTIONS.has('weight')) {
      // And the search page with results, whose panel is an island of its own (decision 034); not in Lighthouse's
      // list, whose SEO audit counts a noindex page as a failure.
      const searches = LANGUAGES.map((lang) => localizePath('/busca?q=aplicativo', lang));
      results.weight = await measureWeight(product.url, [...pages, ...searches]);
      results.checks.push(...checkWeight(results.weight));
    }
    if (SECTIONS.has('throughput')) {
      results.throughput = await measureThroughput(
        product.url,
        [
          { path: '/', kind: 'page' },
          { path: `/blog/${postSlug}`, kind: 'page' },
          { path: '/api/cases', kind: 'api' },
          { path: '/api/blog', kind: 'api' },
        ],
        { connections: 50, roundS: QUICK ? 3 : 5, rounds: 2 },
      );
      results.checks.push(...checkThroughput(results.throughput));
      results.campaign = await measureCampaign(product.url, '/sobre', { connections: 20, roundS: QUICK ? 3 : 5, rounds: 2 });
      results.checks.push(...checkCampaign(results.campaign));
    }
  } finally {
    await product.stop();
  }
  if (SECTIONS.has('lighthouse')) {
    results.lighthouse = await measureLighthouseOverHttps(pages);
    results.checks.push(...checkLighthouse(results.lighthouse));
  }
}

/**
 * The budgets' Lighthouse runs: the product serving HTTPS itself with a certificate made for the run, so Chrome
 * speaks HTTP/2 to it as to any site on HTTPS, the product's own or a load balancer's (decision 053). The pages
 * (the same demo content, so the same slugs) are asked for once first, as publicPages does over HTTP, so every
 * run gets the page cache's final bytes.
 */
async function measureLighthouseOverHttps(pages: string[]): Promise<LighthouseResult[]> {
  const certificate = selfSignedCertificate();
  const ca = readFileSync(certificate.certFile);
  const port = await freePort();
  const product = await spawnProduct({
    fresh: true,
    env: { PORT: String(port), PUBLIC_URL: `https://127.0.0.1:${port}`, TLS_CERT_FILE: certificate.certFile, TLS_KEY_FILE: certificate.keyFile },
  });
  try {
    for (const page of pages) {
      await new Promise<void>((resolve, reject) => {
        get(`${product.url}${page}`, { ca, headers: { 'accept-encoding': 'br, gzip' } }, (res) => res.resume().on('end', resolve)).on('error', reject);
      });
    }
    // The highest brotli level of each page is computed in the thread pool after its first answer.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    return await runLighthouse(product.url, pages, RUNS);
  } finally {
    await product.stop();
    rmSync(path.dirname(certificate.certFile), { recursive: true, force: true });
  }
}

async function seedScale(run: (statement: string) => Promise<unknown>, leads: number = SCALE.leads) {
  const started = Date.now();
  for (const statement of scaleSeedSql(leads)) await run(statement);
  log(`scale seed written in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/** A server in use on each database, from its first start on an empty one (decision 010). */
async function measureServerMemory(database: 'pglite' | 'postgres', results: Results) {
  const dataDir = mkdtempSync(path.join(tmpdir(), `bench-memory-${database}-`));
  const postgres = database === 'postgres' ? await postgresDatabase() : undefined;
  const env: Record<string, string> = postgres ? { DATABASE_URL: postgres.url } : {};
  try {
    const product = await startSeeded(env, dataDir);
    let pages: string[];
    try {
      const site = await publicPages(product.url);
      pages = [...site.pages, ...LANGUAGES.map((lang) => localizePath('/busca?q=aplicativo', lang))];
    } catch (error) {
      await product.stop();
      throw error;
    }
    const memory = await measureMemory(database, product, pages, () => startSeeded(env, dataDir));
    (results.memory ??= []).push(memory);
    results.checks.push(...checkMemory(memory));
  } finally {
    await postgres?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * The data at scale on one database: every timing and both exports at 100,000 leads; with `leadsToSeed` larger
 * (PostgreSQL at 1,000,000, issue 19), the timings that read leads and the exports.
 */
async function measureData(database: 'pglite' | 'postgres', results: Results, leadsToSeed: number = SCALE.leads) {
  let product: Product | undefined;
  let dropDatabase: (() => Promise<void>) | undefined;
  const dataDir = mkdtempSync(path.join(tmpdir(), `bench-${database}-`));
  try {
    if (database === 'postgres') {
      const created = await postgresDatabase();
      dropDatabase = created.drop;
      const url = created.url;
      const seeding = await startSeeded({ DATABASE_URL: url }, dataDir);
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await seedScale((statement) => client.query(statement), leadsToSeed);
      await client.end();
      await seeding.stop();
      // Measured on a server that starts on existing data, as in production (not one that just seeded).
      product = await startSeeded({ DATABASE_URL: url }, dataDir);
    } else {
      // PGlite lives inside the product's process: seed the demo, stop, add the scale data, start again.
      await (await startSeeded({}, dataDir)).stop();
      const { PGlite } = await import('@electric-sql/pglite');
      const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
      const { unaccent } = await import('@electric-sql/pglite/contrib/unaccent');
      // The extensions the product loads (src/db/client.ts): the site search's triggers index every post written.
      const db = new PGlite({ dataDir: path.join(dataDir, 'pglite'), extensions: { pg_trgm, unaccent } });
      await seedScale((statement) => db.exec(statement));
      await db.close();
      product = await startSeeded({}, dataDir);
    }
    const token = await adminToken(product.url);
    const leads = (await (await fetch(`${product.url}/api/contacts/stats`, { headers: { authorization: `Bearer ${token}` } })).json()).data.total as number;
    const timings = await measureQueries(product.url, token, QUICK ? 40 : 200, leadsToSeed === SCALE.leads ? 'all' : 'leads');
    const exports = [await measureExport(product.url, token, product.process.pid!, 'csv'), await measureExport(product.url, token, product.process.pid!, 'excel')];
    (results.data ??= []).push({ database, scale: SCALE, leads, timings, exports });
    results.checks.push(...checkData(database, timings, exports, leads, leadsToSeed));
  } finally {
    await product?.stop();
    await dropDatabase?.();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function report(results: Results): string {
  const parts = [`# Benchmark results\n\n${results.date} · ${results.machine.cpus} × ${results.machine.model} · ${results.machine.memoryGb} GB · Node ${results.machine.node}\n\nProduced by \`npm run bench${QUICK ? ' -- --quick' : ''}\`${RUNS !== 3 ? ` (Lighthouse runs per page: ${RUNS})` : ''}.`];
  const lighthouseTable = (rows: LighthouseResult[]) => mdTable(['page', 'perf', 'a11y', 'best pr.', 'SEO', 'LCP ms', 'CLS', 'TBT ms', 'KB'], rows.map((r) => [r.path, r.performance, r.accessibility, r.bestPractices, r.seo, r.lcpMs, r.cls, r.tbtMs, r.transferKb]));
  if (results.lighthouse) {
    parts.push(`## Lighthouse (mobile, median of ${RUNS}, over HTTPS: HTTP/2)\n\n${lighthouseTable(results.lighthouse)}`);
  }
  if (results.lighthouseHttp1) {
    parts.push(`### For comparison: plain HTTP/1.1, one run each (no budget)\n\nA deployment without HTTPS, which browsers get over HTTP/1.1: six connections, each new one with its own slow start (decision 053).\n\n${lighthouseTable(results.lighthouseHttp1)}`);
  }
  if (results.weight) {
    parts.push(`## First-visit weight (KB)\n\nJS before any interaction: what the page fetched, loaded and left alone for a second (no scroll, no tap); the rest of the columns after scrolling to its end.\n\n${mdTable(['page', 'JS before any interaction', 'form', 'JS gzip', 'JS br', 'JS files', 'CSS gzip', 'CSS br'], results.weight.map((r) => [r.path, r.untouched?.gzipKb ?? '', r.hasForm ? 'yes' : '', r.js.gzipKb, r.js.brotliKb, r.js.files, r.css.gzipKb, r.css.brotliKb]))}`);
  }
  if (results.throughput) {
    parts.push(`## Throughput (autocannon, ${results.throughput[0]?.concurrency} connections, loopback)\n\n${mdTable(['target', 'req/s', 'p50 ms', 'p99 ms', 'baseline', 'baseline req/s', 'ratio'], results.throughput.map((r) => [r.target, r.product.rps, r.product.p50, r.product.p99, r.baseline === 'node' ? 'plain Node' : 'Fastify in memory', r.base.rps, r.ratio]))}`);
  }
  if (results.campaign) {
    const c = results.campaign;
    parts.push(`## Campaign links and cache misses (${c.target}, ${c.concurrency} connections)\n\n${mdTable(['requests', 'req/s', 'p50 ms', 'p99 ms'], [
      ['as is (page cache)', c.plain.rps, '', c.plain.p99],
      ['unique utm_source and gclid on each', c.campaign.rps, '', c.campaign.p99],
      ['rendered on each (cache miss)', c.uncached.rps, c.uncached.p50, c.uncached.p99],
    ])}\n\nUnique query strings: ${c.ratio} of the throughput without them.`);
  }
  for (const d of results.data ?? []) {
    parts.push(`## Data at scale on ${d.database} (${d.leads.toLocaleString('en')} leads, ${d.scale.posts.toLocaleString('en')}+ posts, ${d.scale.cases} cases)\n\n${mdTable(['query', 'p50 ms', 'p95 ms', 'max ms'], d.timings.map((t) => [t.name, t.p50, t.p95, t.max]))}\n\n${mdTable(['export', 'rows', 'seconds', 'MB', 'server RSS before', 'peak RSS'], d.exports.map((e) => [e.format, e.rows, e.seconds, (e.bytes / 1024 / 1024).toFixed(1), e.baselineRssMb, e.peakRssMb]))}`);
  }
  if (results.memory) {
    parts.push(`## Server memory in use\n\nResident memory over fifteen quiet seconds (the lowest; the server collects after ten, decision 010) after every public page in three languages and every back-office list, three times over, on a server that wrote the demo content at its first start; and the same after a restart (\`bench/memory.ts\`).\n\n${mdTable(['database', 'requests', 'MB', 'MB after a restart'], results.memory.map((m) => [m.database, m.requests, m.steadyMb, m.restartMb]))}`);
  }
  const dates = Object.entries(results.measured ?? {}).filter(([, date]) => date !== results.date);
  if (dates.length) parts.push(`Sections kept from an earlier run (this one measured only some): ${dates.map(([section, date]) => `${section} measured ${date}`).join(', ')}.`);
  const failed = results.checks.filter((c) => !c.pass);
  parts.push(`## Budgets: ${results.checks.length - failed.length} of ${results.checks.length} met\n\n${failed.length ? mdTable(['missed', 'value', 'budget'], failed.map((c) => [c.what, c.value, c.budget])) : 'Every budget met.'}`);
  return `${parts.join('\n\n')}\n`;
}

async function main() {
  if (args.has('report')) {
    // Only rewrites latest.md from latest.json (after editing or merging results by hand).
    const dir = path.join(ROOT, 'bench/results');
    writeFileSync(path.join(dir, 'latest.md'), report(JSON.parse(readFileSync(path.join(dir, 'latest.json'), 'utf8')) as Results));
    return;
  }
  if (!args.has('no-build')) execFileSync(process.execPath, [path.join(ROOT, 'scripts/build.mjs')], { stdio: 'inherit', cwd: ROOT });
  const results: Results = {
    date: new Date().toISOString(),
    machine: { cpus: cpus().length, model: cpus()[0]?.model ?? 'unknown', memoryGb: Math.round(totalmem() / 2 ** 30), node: process.version },
    checks: [],
  };
  if (['lighthouse', 'weight', 'throughput'].some((s) => SECTIONS.has(s))) await measureSite(results);
  if (SECTIONS.has('data')) {
    await measureData('pglite', results);
    await measureData('postgres', results);
    await measureData('postgres', results, LARGE_LEADS);
  }
  if (SECTIONS.has('memory')) {
    await measureServerMemory('pglite', results);
    await measureServerMemory('postgres', results);
  }
  for (const section of ALL_SECTIONS) if (SECTIONS.has(section)) (results.measured ??= {})[section] = results.date;
  const dir = path.join(ROOT, 'bench/results');
  keepUnmeasured(results, path.join(dir, 'latest.json'));
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'latest.json'), `${JSON.stringify(results, null, 2)}\n`);
  const markdown = report(results);
  writeFileSync(path.join(dir, 'latest.md'), markdown);
  process.stdout.write(`\n${markdown}`);
  const failed = results.checks.filter((c) => !c.pass);
  if (failed.length) {
    process.stderr.write(`\n[bench] BUDGETS MISSED (${failed.length}):\n${failed.map((c) => `  ✗ ${c.what}: ${c.value} (budget ${c.budget})`).join('\n')}\n`);
    process.exitCode = 1;
  } else {
    process.stderr.write(`\n[bench] every budget met (${results.checks.length} checks)\n`);
  }
}

await main();
