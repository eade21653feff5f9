import { can, ROLES, type TRole } from '@softhouse/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_EDITOR, TEST_SALES, type TestApp } from '../test-support/app.js';
import type { Access } from './auth-guard.js';

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
  'POST /api/auth/recover',
  'POST /api/auth/reset-password',
  'POST /api/auth/login/second-factor',
  'POST /api/auth/passkey/options',
  'POST /api/auth/passkey/login',
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
  'GET /api/seo/robots/ai-crawlers',
  'GET /api/content',
  'GET /api/content/page/:page',
  'GET /api/content/slug/:slug',
  'GET /api/menus',
  'GET /api/menus/slug/:slug',
  'GET /api/footer',
  'GET /api/search',
];
/**
 * Who may call every other route (docs/decisions/026): any signed-in staff member ('user') or the roles
 * holding one permission (contracts ROLE_PERMISSIONS). A route missing here fails the first test, so
 * nobody adds a route without deciding who may use it.
 */
const STAFF_ROUTES: Record<string, Exclude<Access, 'public'>> = {
  'POST /api/auth/logout': 'user',
  'GET /api/auth/me': 'user',
  'GET /api/auth/two-factor': 'user',
  'POST /api/auth/two-factor/setup': 'user',
  'POST /api/auth/two-factor/enable': 'user',
  'POST /api/auth/two-factor/recovery-codes': 'user',
  'POST /api/auth/two-factor/disable': 'user',
  'GET /api/auth/passkeys': 'user',
  'POST /api/auth/passkeys/options': 'user',
  'POST /api/auth/passkeys': 'user',
  'PUT /api/auth/passkeys/:id': 'user',
  'DELETE /api/auth/passkeys/:id': 'user',
  'GET /api/auth/sessions': 'user',
  'DELETE /api/auth/sessions/:id': 'user',
  'POST /api/auth/sessions/end-others': 'user',
  'GET /api/users/security': 'users',
  'PUT /api/users/security': 'users',
  'POST /api/users/:id/invite': 'users',
  'POST /api/users/:id/end-sessions': 'users',
  'POST /api/users/:id/reset-two-factor': 'users',
  'PUT /api/users/profile': 'user',
  'POST /api/users/change-password': 'user',
  'GET /api/users/authors': 'content',
  'GET /api/users': 'users',
  'GET /api/users/:id': 'users',
  'POST /api/users': 'users',
  'PUT /api/users/:id': 'users',
  'DELETE /api/users/:id': 'users',
  'GET /api/blog/admin': 'content',
  'POST /api/blog': 'content',
  'PATCH /api/blog/:id': 'content',
  'POST /api/blog/:id/publish': 'content',
  'POST /api/blog/:id/unpublish': 'content',
  'POST /api/blog/bulk': 'content',
  'DELETE /api/blog/:id': 'content',
  'POST /api/cases': 'content',
  'POST /api/cases/reorder': 'content',
  'POST /api/cases/bulk': 'content',
  'PATCH /api/cases/:id': 'content',
  'DELETE /api/cases/:id': 'content',
  'GET /api/translations': 'content',
  'GET /api/translations/summary': 'content',
  'GET /api/media': 'content',
  'GET /api/media/:id': 'content',
  'POST /api/media/upload': 'content',
  'POST /api/media/upload-multiple': 'content',
  'PUT /api/media/:id': 'content',
  'DELETE /api/media/:id': 'content',
  'GET /api/contacts': 'leads',
  'GET /api/contacts/stats': 'leads',
  'GET /api/contacts/export': 'leads',
  'POST /api/contacts/export': 'leads',
  'POST /api/contacts/bulk': 'leads',
  'GET /api/contacts/:id': 'leads',
  'POST /api/contacts/:id/read': 'leads',
  'DELETE /api/contacts/:id': 'leads',
  'PATCH /api/contacts/:id': 'leads',
  'GET /api/contacts/:id/notes': 'leads',
  'POST /api/contacts/:id/notes': 'leads',
  'GET /api/contacts/owners': 'leads',
  'GET /api/contacts/report': 'leads',
  'GET /api/contacts/retention': 'settings',
  'PUT /api/contacts/retention': 'settings',
  'GET /api/privacy/subject': 'settings',
  'GET /api/privacy/subject/export': 'settings',
  'POST /api/privacy/subject/erase': 'settings',
  'GET /api/emails': 'settings',
  'GET /api/activity': 'users',
  // Redirects and the 404 log (decision 039): looking after the content's addresses.
  'GET /api/redirects': 'content',
  'POST /api/redirects': 'content',
  'GET /api/redirects/export': 'content',
  'POST /api/redirects/import': 'content',
  'GET /api/redirects/not-found': 'content',
  'DELETE /api/redirects/not-found': 'content',
  'PATCH /api/redirects/:id': 'content',
  'DELETE /api/redirects/:id': 'content',
  'GET /api/blog/:id/revisions': 'content',
  'GET /api/blog/:id/revisions/:revisionId': 'content',
  'POST /api/blog/:id/revisions/:revisionId/restore': 'content',
  'GET /api/cases/:id/revisions': 'content',
  'GET /api/cases/:id/revisions/:revisionId': 'content',
  'POST /api/cases/:id/revisions/:revisionId/restore': 'content',
  'GET /api/content/page/:page/revisions': 'content',
  'GET /api/content/page/:page/revisions/:revisionId': 'content',
  'POST /api/content/page/:page/revisions/:revisionId/restore': 'content',
  'GET /api/menus/:menu/revisions': 'settings',
  'GET /api/menus/:menu/revisions/:revisionId': 'settings',
  'POST /api/menus/:menu/revisions/:revisionId/restore': 'settings',
  'GET /api/footer/revisions': 'settings',
  'GET /api/footer/revisions/:revisionId': 'settings',
  'POST /api/footer/revisions/:revisionId/restore': 'settings',
  'GET /api/seo/page/:page/revisions': 'content',
  'GET /api/seo/page/:page/revisions/:revisionId': 'content',
  'POST /api/seo/page/:page/revisions/:revisionId/restore': 'content',
  'GET /api/seo/global/revisions': 'settings',
  'GET /api/seo/global/revisions/:revisionId': 'settings',
  'POST /api/seo/global/revisions/:revisionId/restore': 'settings',
  'GET /api/settings/contact/revisions': 'settings',
  'GET /api/settings/contact/revisions/:revisionId': 'settings',
  'POST /api/settings/contact/revisions/:revisionId/restore': 'settings',
  'GET /api/settings/history': 'settings',
  'PUT /api/settings/history': 'settings',
  'POST /api/blog/:id/schedule': 'content',
  'POST /api/blog/:id/unschedule': 'content',
  'POST /api/cases/:id/schedule': 'content',
  'POST /api/cases/:id/unschedule': 'content',
  'GET /api/blog/:id/preview-links': 'content',
  'POST /api/blog/:id/preview-links': 'content',
  'DELETE /api/blog/:id/preview-links/:linkId': 'content',
  'GET /api/cases/:id/preview-links': 'content',
  'POST /api/cases/:id/preview-links': 'content',
  'DELETE /api/cases/:id/preview-links/:linkId': 'content',
  'GET /api/settings/time-zone': 'content',
  'PUT /api/settings/time-zone': 'settings',
  'GET /api/trash': 'content',
  'GET /api/trash/settings': 'content',
  'PUT /api/trash/settings': 'settings',
  'POST /api/blog/:id/restore': 'content',
  'DELETE /api/blog/:id/purge': 'content',
  'POST /api/cases/:id/restore': 'content',
  'DELETE /api/cases/:id/purge': 'content',
  'POST /api/media/:id/restore': 'content',
  'DELETE /api/media/:id/purge': 'content',
  'GET /api/working-copies/:type/:itemId': 'content',
  'PUT /api/working-copies/:type/:itemId': 'content',
  'DELETE /api/working-copies/:type/:itemId': 'content',
  'GET /api/emails/notifications': 'settings',
  'PUT /api/emails/notifications': 'settings',
  'GET /api/emails/:id': 'settings',
  'POST /api/emails/:id/resend': 'settings',
  'PATCH /api/settings': 'settings',
  'PUT /api/seo/global': 'settings',
  'PUT /api/seo/robots/ai-crawlers': 'settings',
  'GET /api/seo/health': 'content',
  'POST /api/seo/generate-sitemap': 'content',
  'PUT /api/seo/:page': 'content',
  'PUT /api/content/page/:page': 'content',
  'POST /api/content/:page/sections': 'content',
  'POST /api/content/:page/sections/reorder': 'content',
  'PUT /api/content/:page/sections/:sectionId': 'content',
  'DELETE /api/content/:page/sections/:sectionId': 'content',
  // The live preview's drafts of a page (decision 047).
  'POST /api/content/:page/drafts': 'content',
  'PUT /api/content/drafts/:token': 'content',
  'POST /api/menus/:menu/items': 'settings',
  'POST /api/menus/:menu/items/reorder': 'settings',
  'PUT /api/menus/:menu/items/:item': 'settings',
  'DELETE /api/menus/:menu/items/:item': 'settings',
  'GET /api/footer/admin': 'settings',
  'PUT /api/footer': 'settings',
  'POST /api/footer/columns': 'settings',
  'POST /api/footer/columns/reorder': 'settings',
  'PUT /api/footer/columns/:id': 'settings',
  'DELETE /api/footer/columns/:id': 'settings',
  'POST /api/footer/columns/:id/links': 'settings',
  'PUT /api/footer/links/:id': 'settings',
  'DELETE /api/footer/links/:id': 'settings',
  'PUT /api/footer/social-links/:id': 'settings',
  // Any staff member; which types each role finds is checked by the route (admin-search.test.ts).
  'GET /api/admin/search': 'user',
};
const CATCH_ALL = '/api/*';
/** Swagger UI's pages and assets, public like the document they render. */
const DOCS = '/api/docs';

let t: TestApp;
const tokens = {} as Record<TRole, string>;
beforeAll(async () => {
  t = await createTestApp();
  tokens.admin = (await t.login()).accessToken;
  tokens.editor = (await t.login(TEST_EDITOR)).accessToken;
  tokens.sales = (await t.login(TEST_SALES)).accessToken;
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

  it('declares who may call every staff route, as the table above says', () => {
    const staff = t.app.routeTable.filter((r) => r.access !== 'public').map((r) => [`${r.method} ${r.url}`, r.access]);
    expect(Object.fromEntries(staff)).toEqual(STAFF_ROUTES);
  });

  // Sign-out last: it ends the session the other requests use.
  const byRisk = (routes: string[]) => routes.sort((a, b) => Number(a === 'POST /api/auth/logout') - Number(b === 'POST /api/auth/logout'));

  it.each(ROLES)('lets the role %s call exactly the routes its permissions open, and refuses the others with 403 and the reason', async (role) => {
    const refused: string[] = [];
    const allowed: string[] = [];
    for (const key of byRisk(Object.keys(STAFF_ROUTES))) {
      const [method, url] = key.split(' ') as [string, string];
      const access = STAFF_ROUTES[key]!;
      const res = await t.app.inject({ method: method as 'GET', url: sample(url), headers: { authorization: `Bearer ${tokens[role]}` }, payload: method === 'GET' || method === 'DELETE' ? undefined : {} });
      if (res.statusCode === 403) {
        refused.push(key);
        expect(res.json().message, key).toMatch(/não permite|Somente administradores/);
      } else {
        expect(res.statusCode, key).not.toBe(401);
        allowed.push(key);
      }
      expect(res.statusCode === 403, `${role} → ${key}`).toBe(access !== 'user' && !can(role, access));
    }
    if (role === 'admin') expect(refused).toEqual([]);
    if (role === 'editor') expect(refused).toEqual(expect.arrayContaining(['GET /api/contacts', 'GET /api/contacts/export', 'GET /api/users', 'PATCH /api/settings', 'PUT /api/seo/global', 'PUT /api/footer', 'POST /api/menus/:menu/items']));
    if (role === 'sales') {
      expect(allowed).toEqual(expect.arrayContaining(['GET /api/contacts', 'GET /api/contacts/export', 'POST /api/contacts/bulk', 'GET /api/auth/me']));
      expect(refused).toEqual(expect.arrayContaining(['POST /api/blog', 'POST /api/media/upload', 'GET /api/users', 'PUT /api/seo/:page']));
    }
  });
});

describe('public routes and tokens', () => {
  it('show drafts to those who edit content, and only the public view to sales', async () => {
    const admin = (await t.login()).accessToken;
    const sales = (await t.login(TEST_SALES)).accessToken;
    const draft = await t.app.inject({ method: 'POST', url: '/api/blog', headers: { authorization: `Bearer ${admin}` }, payload: { title: 'Rascunho interno', excerpt: 'Ainda não', content: 'Texto', status: 'draft' } });
    expect(draft.statusCode).toBe(201);
    const url = `/api/blog/${draft.json().data.id}`;
    expect((await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${admin}` } })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${sales}` } })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });

  it('answer anonymous callers, and 401 to a caller whose token is no longer valid (so the client refreshes)', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/cases' })).statusCode).toBe(200);
    const editor = (await t.login(TEST_EDITOR)).accessToken;
    expect((await t.app.inject({ method: 'GET', url: '/api/cases', headers: { authorization: `Bearer ${editor}` } })).statusCode).toBe(200);
    const bad = await t.app.inject({ method: 'GET', url: '/api/cases', headers: { authorization: 'Bearer not.a.token' } });
    expect(bad.statusCode).toBe(401);
    expect(bad.json().message).toBe('Token de acesso inválido ou expirado');
  });
});
