import { randomUUID } from 'node:crypto';

export type Sample = { kind: string; path: string; status: number; ms: number; error?: string };
export type LoadResult = { samples: Sample[]; acknowledgedLeads: string[]; durationMs: number };

type Options = {
  url: string;
  durationMs: number;
  concurrency: number;
  adminToken?: string;
  /** Stop early when this returns true (checked between requests). */
  stop?: () => boolean;
  timeoutMs?: number;
};

const PAGES = ['/', '/sobre', '/cases', '/blog', '/software', '/contato'];
const READS = ['/api/cases', '/api/blog?limit=9', '/api/settings'];

/**
 * Mixed traffic over loopback from `concurrency` workers: public pages, public API reads, lead
 * submissions (each with a unique marker, from varied client IPs) and admin reads. Records the
 * status and latency of every request and the markers of leads the server acknowledged (2xx).
 */
export async function runLoad(options: Options): Promise<LoadResult> {
  const samples: Sample[] = [];
  const acknowledgedLeads: string[] = [];
  const started = Date.now();
  const deadline = started + options.durationMs;
  let counter = 0;
  const worker = async () => {
    while (Date.now() < deadline && !options.stop?.()) {
      const n = counter++;
      const roll = n % 10;
      let kind: string;
      let path: string;
      let request: Promise<Response>;
      const signal = AbortSignal.timeout(options.timeoutMs ?? 20_000);
      if (roll < 4) {
        kind = 'page';
        path = PAGES[n % PAGES.length]!;
        request = fetch(`${options.url}${path}`, { signal });
      } else if (roll < 7) {
        kind = 'api';
        path = READS[n % READS.length]!;
        request = fetch(`${options.url}${path}`, { signal });
      } else if (roll < 9 || !options.adminToken) {
        kind = 'lead';
        path = '/api/contacts';
        const marker = randomUUID();
        request = fetch(`${options.url}/api/contacts`, {
          method: 'POST',
          signal,
          headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` },
          body: JSON.stringify({ name: `Carga ${n}`, email: `carga${n}@teste.dev`, message: `marker:${marker}`, source: 'contato' }),
        }).then((res) => {
          if (res.ok) acknowledgedLeads.push(marker);
          return res;
        });
      } else {
        kind = 'admin';
        path = n % 2 ? '/api/contacts?limit=20' : '/api/contacts/stats';
        request = fetch(`${options.url}${path}`, { signal, headers: { authorization: `Bearer ${options.adminToken}` } });
      }
      const t0 = performance.now();
      try {
        const res = await request;
        await res.arrayBuffer();
        samples.push({ kind, path, status: res.status, ms: performance.now() - t0 });
      } catch (error) {
        samples.push({ kind, path, status: 0, ms: performance.now() - t0, error: (error as Error).cause ? String((error as { cause: { code?: string } }).cause.code) : (error as Error).name });
      }
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, worker));
  return { samples, acknowledgedLeads, durationMs: Date.now() - started };
}

export function percentile(values: number[], p: number): number {
  if (!values.length) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

export function summarize(result: LoadResult) {
  const ok = result.samples.filter((s) => s.status > 0);
  const byStatus: Record<string, number> = {};
  for (const s of result.samples) byStatus[s.status || s.error || 'error'] = (byStatus[s.status || s.error || 'error'] ?? 0) + 1;
  return {
    requests: result.samples.length,
    rps: Math.round((result.samples.length / result.durationMs) * 1000),
    p50: Math.round(percentile(ok.map((s) => s.ms), 50)),
    p99: Math.round(percentile(ok.map((s) => s.ms), 99)),
    byStatus,
    leadsAcknowledged: result.acknowledgedLeads.length,
  };
}

/** Every lead marker in the database (through the CSV export, which streams them all). */
export async function storedMarkers(url: string, token: string): Promise<Map<string, number>> {
  const res = await fetch(`${url}/api/contacts/export?format=csv`, { headers: { authorization: `Bearer ${token}` } });
  if (!res.ok) throw new Error(`export failed: ${res.status}`);
  const counts = new Map<string, number>();
  for (const match of (await res.text()).matchAll(/marker:([0-9a-f-]{36})/g)) counts.set(match[1]!, (counts.get(match[1]!) ?? 0) + 1);
  return counts;
}

export async function adminToken(url: string, credentials: { email: string; password: string }): Promise<string> {
  const res = await fetch(`${url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(credentials) });
  if (!res.ok) throw new Error(`login failed: ${res.status}`);
  return (await res.json()).data.accessToken;
}
