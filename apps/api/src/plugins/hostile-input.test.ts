import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/app.js';

/**
 * A corpus of hostile values sent to every API route, as path parameters, query values and body
 * fields, anonymously and as an administrator. None may cause a 5xx, and every answer is JSON
 * (or the route's own file type) without stack traces or SQL.
 */
const deep = (levels: number): unknown => (levels === 0 ? 'x' : { a: deep(levels - 1) });
const CORPUS: unknown[] = [
  "' OR '1'='1",
  "1; DROP TABLE users; --",
  "admin'--",
  '"; select pg_sleep(5); --',
  '%',
  '_',
  '\\',
  '../../../../etc/passwd',
  '..%2f..%2fjwt-secret',
  '/uploads/../../jwt-secret',
  'x'.repeat(100_000),
  '\u0000null\u0000byte',
  '😀👍🏽 ção ñ 中文 \u202e gnp.exe',
  '<script>alert(1)</script>',
  '{{7*7}}${7*7}',
  -1,
  1e308,
  Number.MAX_SAFE_INTEGER,
  true,
  null,
  [],
  ['a', { b: 1 }],
  { $ne: null },
  { __proto__: { admin: true } },
  deep(200),
];

const PATH_CORPUS = ["' OR 1=1 --", '..%2F..%2Fetc%2Fpasswd', '%00', 'x'.repeat(300), '00000000-0000-0000-0000-000000000000', 'ffffffff-ffff-ffff-ffff-ffffffffffff', '😀'];

let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  admin = { authorization: `Bearer ${(await t.login()).accessToken}` };
});
afterAll(async () => t?.close());

const routes = () => t.app.routeTable.filter((r) => r.url !== '/api/*' && !r.url.startsWith('/api/docs') && r.url !== '/api/auth/logout');
const fill = (url: string, value: string) => url.replace(/:(\w+)/g, () => encodeURIComponent(value));

function assertSafe(res: { statusCode: number; body: string; headers: Record<string, unknown> }, label: string) {
  expect(res.statusCode, label).toBeLessThan(500);
  if (String(res.headers['content-type'] ?? '').includes('application/json') && res.statusCode >= 400) {
    expect(res.body, label).not.toMatch(/\bat \S+\.(ts|js):\d+|node_modules|syntax error at|relation "|\/work\//);
  }
}

describe('hostile input on every API route', () => {
  it('bodies: every corpus value in every field name a route knows, and as the whole body', async () => {
    const fields = ['title', 'slug', 'email', 'password', 'name', 'content', 'excerpt', 'message', 'tags', 'orders', 'refreshToken', 'contactConfig', 'sectionIds', 'itemOrders', 'columnOrders', 'type', 'path', 'url', 'label', 'role', 'alt'];
    let requests = 0;
    for (const route of routes().filter((r) => ['POST', 'PUT', 'PATCH'].includes(r.method))) {
      for (const value of CORPUS) {
        const bodies = [Object.fromEntries(fields.map((f) => [f, value])), value];
        for (const body of bodies) {
          for (const headers of [{}, admin]) {
            const res = await t.app.inject({ method: route.method as 'POST', url: fill(route.url, '00000000-0000-4000-8000-000000000000'), headers: { ...headers, 'content-type': 'application/json' }, payload: JSON.stringify(body) ?? 'null', remoteAddress: `10.50.${requests % 250}.${Math.floor(requests / 250) % 250}` });
            assertSafe(res, `${route.method} ${route.url} ${JSON.stringify(body)?.slice(0, 80)}`);
            requests++;
          }
        }
      }
    }
    expect(requests).toBeGreaterThan(1000);
  }, 180_000); // Grows with the routes: every write route × the corpus × two bodies × two callers (about 25 s alone; a loaded 2-core machine takes 4 times that).

  it('path parameters and query strings', async () => {
    const queryKeys = ['page', 'limit', 'search', 'category', 'status', 'published', 'sortBy', 'sortOrder', 'isRead', 'mimetype', 'format'];
    for (const route of routes().filter((r) => r.method === 'GET' || r.method === 'DELETE')) {
      for (const value of PATH_CORPUS) {
        for (const headers of [{}, admin]) {
          const query = queryKeys.map((k) => `${k}=${encodeURIComponent(value)}`).join('&');
          const res = await t.app.inject({ method: route.method as 'GET', url: `${fill(route.url, value)}?${query}`, headers });
          assertSafe(res, `${route.method} ${route.url} ${value.slice(0, 40)}`);
        }
      }
    }
  });

  it('malformed and hostile raw bodies', async () => {
    const raws = ['{', '{"a":', '[1,2', 'null', '"string"', '\u0000', '{"__proto__":{"polluted":1}}', `{"a":${'['.repeat(5000)}${']'.repeat(5000)}}`, '{"constructor":{"prototype":{"x":1}}}'];
    for (const route of routes().filter((r) => r.method === 'POST' || r.method === 'PUT' || r.method === 'PATCH')) {
      for (const raw of raws) {
        const res = await t.app.inject({ method: route.method as 'POST', url: fill(route.url, '00000000-0000-4000-8000-000000000000'), headers: { ...admin, 'content-type': 'application/json' }, payload: raw });
        assertSafe(res, `${route.method} ${route.url} ${raw.slice(0, 30)}`);
      }
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('left the data intact: tables exist, the admin can still sign in, no row holds a SQL fragment as code', async () => {
    const tables = (await t.app.services.database.db.execute(sql`select count(*)::int as n from information_schema.tables where table_schema = 'public'`)) as unknown as { rows: { n: number }[] };
    // 23 tables, the four of staff accounts (issue 17: recovery_codes, passkeys, auth_challenges, user_sessions),
    // the three of site search (issue 18: search_documents, search_texts, search_words), the activity log (issue 16)
    // and the leads' figures kept by triggers (lead_counts, decision 050).
    expect(tables.rows[0]!.n).toBe(37);
    await t.login();
  });
});
