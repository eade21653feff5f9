import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_EDITOR, type TestApp } from '../test-support/app.js';

/**
 * Every API route that is not on this list must refuse a caller without a token. Adding a public
 * route means adding it here, on purpose.
 */
const PUBLIC_ROUTES = [
  'GET /api/health',
  'GET /api/health/live',
  'GET /api/health/ready',
  'GET /api/openapi.json',
  'POST /api/auth/login',
  'POST /api/auth/refresh',
  'GET /api/blog',
  'GET /api/blog/public/slug/:slug',
  'GET /api/blog/:id',
  'GET /api/blog/:id/related',
  'GET /api/cases',
  'GET /api/cases/slug/:slug',
  'GET /api/cases/:id',
  'POST /api/contacts',
  'GET /api/settings',
  'GET /api/seo/robots.txt',
  'GET /api/seo',
  'GET /api/seo/page/:page',
  'GET /api/seo/slug/:slug',
  'GET /api/seo/global',
  'GET /api/content',
  'GET /api/content/page/:page',
  'GET /api/content/slug/:slug',
  'GET /api/menus',
  'GET /api/menus/slug/:slug',
  'GET /api/footer',
];
const CATCH_ALL = '/api/*';
/** Swagger UI's pages and assets, public like the document they render. */
const DOCS = '/api/docs';

let t: TestApp;
let editor: string;
beforeAll(async () => {
  t = await createTestApp();
  editor = (await t.login(TEST_EDITOR)).accessToken;
});
afterAll(async () => t?.close());

const sample = (url: string) => url.replace(/:id|:sectionId|:item|:menu/g, '00000000-0000-4000-8000-000000000000').replace(/:[a-z]+/gi, 'x');

describe('the route table', () => {
  it('has exactly the public routes listed here', () => {
    const publicRoutes = t.app.routeTable.filter((r) => r.access === 'public' && r.url !== CATCH_ALL && !r.url.startsWith(DOCS)).map((r) => `${r.method} ${r.url}`);
    expect(publicRoutes.sort()).toEqual([...PUBLIC_ROUTES].sort());
  });

  it('every other route answers 401 without a token, before reading the body', async () => {
    const guarded = t.app.routeTable.filter((r) => r.access !== 'public');
    expect(guarded.length).toBeGreaterThan(20);
    for (const route of guarded) {
      const res = await t.app.inject({ method: route.method as 'GET', url: sample(route.url), payload: route.method === 'GET' || route.method === 'DELETE' ? undefined : { any: 'thing' } });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(401);
      expect(res.json()).toMatchObject({ statusCode: 401, error: 'Unauthorized' });
    }
  });

  it('every admin-only route answers 403 to an editor', async () => {
    const adminOnly = t.app.routeTable.filter((r) => r.access === 'admin');
    expect(adminOnly.map((r) => `${r.method} ${r.url}`)).toEqual(expect.arrayContaining(['GET /api/users', 'PATCH /api/settings', 'PUT /api/seo/global']));
    for (const route of adminOnly) {
      const res = await t.app.inject({ method: route.method as 'GET', url: sample(route.url), headers: { authorization: `Bearer ${editor}` }, payload: route.method === 'GET' || route.method === 'DELETE' ? undefined : {} });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(403);
    }
  });
});

describe('public routes and tokens', () => {
  it('answer anonymous callers, and 401 to a caller whose token is no longer valid (so the client refreshes)', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/cases' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/cases', headers: { authorization: `Bearer ${editor}` } })).statusCode).toBe(200);
    const bad = await t.app.inject({ method: 'GET', url: '/api/cases', headers: { authorization: 'Bearer not.a.token' } });
    expect(bad.statusCode).toBe(401);
    expect(bad.json().message).toBe('Token de acesso inválido ou expirado');
  });
});
