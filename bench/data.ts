import { writeFileSync } from 'node:fs';
import http from 'node:http';
import zlib from 'node:zlib';
import { Readable } from 'node:stream';
import { rssMb, statusKb } from '../e2e/support/process-memory.js';
import { log, percentile, round } from './lib.js';

/** The palette's timing, which has a budget of its own (budgets.ts). */
export const ADMIN_SEARCH_TIMING = 'admin search (Ctrl+K palette)';

/** The site search's timings start so: they have a budget on PGlite too (budgets.ts, decision 034). */
export const SITE_SEARCH_TIMING = 'site search';

export type TimingResult = { name: string; url: string; samples: number; p50: number; p95: number; max: number };
export type ExportResult = { format: 'csv' | 'excel'; rows: number; seconds: number; bytes: number; baselineRssMb: number; peakRssMb: number };

/** One connection kept open for every timed request, as a browser or an API client keeps its own. */
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

/** One GET, its body read whole and decompressed as a browser would; the status must be 200. */
function get(url: string, token: string): Promise<void> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent, headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'br, gzip' } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          if (res.statusCode !== 200) return reject(new Error(`${url} answered ${res.statusCode}`));
          const body = Buffer.concat(chunks);
          const encoding = res.headers['content-encoding'];
          if (encoding === 'br') zlib.brotliDecompressSync(body);
          else if (encoding === 'gzip') zlib.gunzipSync(body);
          resolve();
        });
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

/**
 * Server time of one request, as the round trip over loopback of requests sent one at a time
 * (no queueing), after a warm-up. Authenticated, so public reads skip the response cache and
 * every sample really queries the database. The client is node:http on a kept-alive connection:
 * with `fetch` (undici) the client's own work, on the same two cores, added 3–5 ms to the median
 * and about 10 ms to the p95 of the same server's answers (decision 057).
 */
async function time(url: string, token: string, samples: number): Promise<number[]> {
  for (let i = 0; i < 5; i++) await get(url, token);
  const times: number[] = [];
  for (let i = 0; i < samples; i++) {
    const started = performance.now();
    await get(url, token);
    times.push(performance.now() - started);
  }
  return times;
}

/** The timings that read leads (the contacts list and its figures, the palette's search): what grows with their number. */
const readsLeads = (name: string) => name.startsWith('contacts ') || name === ADMIN_SEARCH_TIMING;

export async function measureQueries(baseUrl: string, token: string, samples: number, which: 'all' | 'leads' = 'all'): Promise<TimingResult[]> {
  const headers = { authorization: `Bearer ${token}` };
  const somePost = (await (await fetch(`${baseUrl}/api/blog?page=20&limit=1`, { headers })).json()).data.data[0];
  const searches = ['Souza', 'agro', 'lead4242@', 'Clínica Vida 5', 'orçamento de aplicativo'];
  // The back office's search (Ctrl+K) as someone types, every group an administrator sees (decision 035):
  // prefixes and whole terms, leads by name, e-mail and company, posts and cases by title.
  const paletteTerms = ['so', 'sou', 'souza', 'ana s', 'lead4242', 'clínica vida 5', 'agro', 'mercado bom 99', 'projeto 12', 'como escalar'];
  const targets: { name: string; path: string | (() => string); url?: string }[] = [
    { name: 'contacts list (page 1)', path: '/api/contacts?page=1&limit=20' },
    { name: 'contacts list (page 200)', path: '/api/contacts?page=200&limit=20' },
    { name: 'contacts search', path: (() => { let i = 0; return () => `/api/contacts?search=${encodeURIComponent(searches[i++ % searches.length]!)}&limit=20`; })() },
    { name: 'contacts unread filter', path: '/api/contacts?isRead=false&page=10&limit=20' },
    { name: 'contacts stats', path: '/api/contacts/stats' },
    { name: 'contacts report (30 days)', path: '/api/contacts/report' },
    { name: 'admin blog list page 50', path: '/api/blog/admin?page=50' },
    { name: 'public blog list page 50', path: '/api/blog?page=50' },
    // English and Spanish lists put the items written in that language first (decision 031).
    { name: 'public blog list page 50 in English', path: '/api/blog?page=50&lang=en' },
    { name: 'public cases (100)', path: '/api/cases?limit=100' },
    { name: 'public cases in Spanish', path: '/api/cases?lang=es&limit=100' },
    { name: 'related posts', path: `/api/blog/${somePost.id}/related` },
    // The site search (decision 034) as visitors use it, each target rotating its queries: whole words (one matching
    // 4,500 bodies), a word being typed, typos corrected, English and Spanish (untranslated posts in Portuguese), nothing found.
    ...Object.entries({
      words: ['aplicativos', 'guia prático de apis', 'bancos de dados', 'design de produto', 'recomendações', 'plataforma digital'],
      'as typed': ['apl', 'aplica', 'gui', 'banc', 'recom', 'plataf'],
      typos: ['aplicatvos', 'pratcas', 'bancso de dados', 'plataforna'],
      'in English and Spanish': ['guia&lang=en', 'plataforma digital&lang=es', 'apis&lang=en', 'bancos de dados&lang=es'],
      'nothing found': ['qwxzv', 'zzyzx kwq'],
    }).map(([name, queries]) => {
      let i = 0;
      const next = () => {
        const [q, lang] = queries[i++ % queries.length]!.split('&');
        return `/api/search?q=${encodeURIComponent(q!)}${lang ? `&${lang}` : ''}`;
      };
      return { name: `${SITE_SEARCH_TIMING} (${name})`, url: '/api/search?q=…', path: next };
    }),
    { name: ADMIN_SEARCH_TIMING, url: '/api/admin/search?q=…', path: (() => { let i = 0; return () => `/api/admin/search?q=${encodeURIComponent(paletteTerms[i++ % paletteTerms.length]!)}`; })() },
  ];
  const results: TimingResult[] = [];
  for (const target of targets.filter((t) => which === 'all' || readsLeads(t.name))) {
    let times: number[];
    if (typeof target.path === 'function') {
      times = [];
      const next = target.path;
      for (let i = 0; i < samples; i++) times.push(...(await time(`${baseUrl}${next()}`, token, 1)));
    } else {
      times = await time(`${baseUrl}${target.path}`, token, samples);
    }
    const entry = { name: target.name, url: typeof target.path === 'string' ? target.path : (target.url ?? '/api/contacts?search=…'), samples, p50: round(percentile(times, 50), 1), p95: round(percentile(times, 95), 1), max: round(Math.max(...times), 1) };
    log(`data ${entry.name}: p50 ${entry.p50} ms p95 ${entry.p95} ms`);
    results.push(entry);
  }
  return results;
}

/**
 * Downloads the full export while sampling the server process's resident memory every 10 ms
 * (and its kernel-tracked peak, reset first, so nothing between two samples escapes).
 */
export async function measureExport(baseUrl: string, token: string, pid: number, format: 'csv' | 'excel'): Promise<ExportResult> {
  const baselineRssMb = rssMb(pid);
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5'); // resets VmHWM, the peak resident size
  } catch {
    // not permitted here: the 10 ms samples still give the peak
  }
  let peak = baselineRssMb;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 10);
  const started = performance.now();
  const res = await fetch(`${baseUrl}/api/contacts/export?format=${format}`, { headers: { authorization: `Bearer ${token}` } });
  if (!res.ok) throw new Error(`export ${format} answered ${res.status}`);
  const body = Buffer.from(await res.arrayBuffer());
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  const hwm = statusKb(pid, 'VmHWM') / 1024;
  peak = Math.max(peak, hwm);
  const rows = format === 'csv' ? countCsvRows(body) : await countXlsxRows(body);
  const entry: ExportResult = { format, rows, seconds: round(seconds, 2), bytes: body.length, baselineRssMb: round(baselineRssMb, 0), peakRssMb: round(peak, 0) };
  log(`export ${format}: ${rows} rows in ${entry.seconds} s, ${round(body.length / 1024 / 1024, 1)} MB, server RSS ${entry.baselineRssMb} → peak ${entry.peakRssMb} MB`);
  return entry;
}

/** The data rows of the export, without decoding it: one per line, as the benchmark's leads hold no line break. */
function countCsvRows(body: Buffer): number {
  let lines = 0;
  for (let at = body.indexOf('\r\n'); at !== -1; at = body.indexOf('\r\n', at + 2)) lines++;
  const unterminated = body.length > 0 && !body.subarray(-2).equals(Buffer.from('\r\n')) ? 1 : 0;
  return lines + unterminated - 1;
}

/** The data rows of the workbook's sheet, read as a stream: a million rows loaded whole would take gigabytes. */
async function countXlsxRows(body: Buffer): Promise<number> {
  const { default: ExcelJS } = await import('exceljs');
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([body]), { worksheets: 'emit', sharedStrings: 'ignore', styles: 'ignore', hyperlinks: 'ignore' });
  let rows = 0;
  for await (const sheet of reader) {
    for await (const _row of sheet as AsyncIterable<unknown>) rows++;
  }
  return rows - 1;
}
