import { adminToken, type Product } from '../e2e/support/spawn-product.js';
import { residentComposition, settledRss } from '../e2e/support/process-memory.js';
import { log } from './lib.js';

/** How a quiet window went and where the memory was at its end (to explain a figure, not checked). */
type Settled = { firstMb: number; lowestAtMs: number } & ReturnType<typeof residentComposition>;
export type MemoryResult = { database: 'pglite' | 'postgres'; requests: number; steadyMb: number; restartMb: number; steady?: Settled; restart?: Settled };

/** The back office's lists and the counts its sidebar and dashboard read, as a staff member's day opens them. */
const BACK_OFFICE = [
  '/api/cases?limit=20', '/api/blog/admin?limit=20', '/api/content', '/api/contacts?limit=20', '/api/contacts/stats', '/api/media?limit=40',
  '/api/users', '/api/activity', '/api/trash', '/api/redirects', '/api/redirects/not-found', '/api/emails', '/api/translations', '/api/translations/summary',
  '/api/seo', '/api/menus', '/api/footer/admin', '/api/settings', '/api/auth/sessions', '/admin', '/admin/cases', '/admin/blog', '/admin/contatos',
];

const ROUNDS = 3;
/**
 * Quiet time over which the lowest resident size is read: longer than the server's wait before it gives back what
 * a burst of work left (10 s, `IDLE_COLLECTION_MS` in apps/api/src/server.ts; decision 010).
 */
const QUIET_MS = 15_000;

/**
 * Resident memory of a server in use (issue 19, "A lighter server"): every public page in the three languages and
 * every back-office list, three times over, then fifteen quiet seconds. `product` started on an empty database and
 * wrote the demo itself, so the figure is the one it settles at without a restart; `restart` starts it again on
 * the same data and serves the same requests, for comparison.
 */
export async function measureMemory(database: 'pglite' | 'postgres', product: Product, pages: string[], restart: () => Promise<Product>): Promise<MemoryResult> {
  const serve = async (server: Product) => {
    const staff = { authorization: `Bearer ${await adminToken(server.url)}` };
    const requests = [...pages.map((url) => ({ url, headers: {} })), ...BACK_OFFICE.map((url) => ({ url, headers: staff }))];
    for (let round = 0; round < ROUNDS; round++) {
      for (const { url, headers } of requests) {
        const res = await fetch(`${server.url}${url}`, { headers });
        await res.arrayBuffer();
        if (!res.ok) throw new Error(`${url} answered ${res.status}`);
      }
    }
    return requests.length * ROUNDS;
  };
  const settle = async (pid: number) => {
    const { mb, ...window } = await settledRss(pid, QUIET_MS);
    return { mb, details: { ...window, ...residentComposition(pid) } };
  };
  const describe = (s: Settled) => `first ${s.firstMb} MB, lowest at ${(s.lowestAtMs / 1000).toFixed(1)} s; files ${s.filesMb}, malloc heap ${s.mallocHeapMb}, anonymous ${s.anonMb} (largest ${s.largestAnonMb})`;
  const requests = await serve(product);
  const steady = await settle(product.process.pid!);
  await product.stop();
  const again = await restart();
  let restarted: Awaited<ReturnType<typeof settle>>;
  try {
    await serve(again);
    restarted = await settle(again.process.pid!);
  } finally {
    await again.stop();
  }
  log(`memory ${database}: ${steady.mb} MB after ${requests} requests (${describe(steady.details)}); ${restarted.mb} MB after a restart (${describe(restarted.details)})`);
  return { database, requests, steadyMb: steady.mb, restartMb: restarted.mb, steady: steady.details, restart: restarted.details };
}
