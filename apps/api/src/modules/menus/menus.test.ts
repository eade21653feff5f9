import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { menus } from '../../db/schema.js';
import { createTestApp, TEST_EDITOR, type TestApp } from '../../test-support/app.js';

let t: TestApp;
/** Site-wide settings are the administrator's (decision 026); the editor is refused. */
let admin: Record<string, string>;
let editor: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  admin = { authorization: `Bearer ${(await t.login()).accessToken}` };
  editor = { authorization: `Bearer ${(await t.login(TEST_EDITOR)).accessToken}` };
  await t.app.services.database.db.insert(menus).values({ slug: 'main', name: 'Principal' });
});
afterAll(async () => t?.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, headers = admin) => t.app.inject({ method, url, payload, headers });

describe('menus API', () => {
  it('adds, edits, reorders and deletes items of the main menu', async () => {
    const home = (await call('POST', '/api/menus/main/items', { labelKey: 'nav.home', path: '/' })).json().data;
    const blog = (await call('POST', '/api/menus/main/items', { label: { pt: 'Blog', en: 'Blog', es: 'Blog' }, path: '/blog' })).json().data;
    expect([home.order, blog.order]).toEqual([1, 2]);
    const reordered = await call('POST', '/api/menus/main/items/reorder', { itemOrders: [{ id: blog.id, order: 1 }, { id: home.id, order: 2 }] });
    expect(reordered.json().data.items.map((i: { path: string }) => i.path)).toEqual(['/blog', '/']);
    const hidden = await call('PUT', `/api/menus/main/items/${blog.id}`, { visible: false });
    expect(hidden.json().data.visible).toBe(false);
    expect((await t.app.services.menus.visibleItems('main')).map((i) => i.path)).toEqual(['/']);
    // Visitors never get the hidden item; staff, who edit it, do.
    expect((await call('GET', '/api/menus/slug/main', undefined, {})).json().data.items.map((i: { path: string }) => i.path)).toEqual(['/']);
    expect((await call('GET', '/api/menus', undefined, {})).json().data[0].items.map((i: { path: string }) => i.path)).toEqual(['/']);
    expect((await call('GET', '/api/menus/slug/main')).json().data.items).toHaveLength(2);
    expect((await call('DELETE', `/api/menus/main/items/${blog.id}`)).statusCode).toBe(200);
    expect((await call('GET', '/api/menus', undefined, {})).json().data[0].items).toHaveLength(1);
  });

  it('is refused to editors, with the reason (decision 026)', async () => {
    const res = await call('POST', '/api/menus/main/items', { labelKey: 'nav.home', path: '/' }, editor);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Somente administradores alteram as configurações do site');
  });

  it('validates and answers 404 for unknown menus and items', async () => {
    expect((await call('POST', '/api/menus/main/items', { path: 'javascript:alert(1)', labelKey: 'x' })).json().details).toEqual({ path: 'Use um caminho que comece com / ou uma URL http(s)' });
    expect((await call('POST', '/api/menus/main/items', { path: '/x' })).json().details).toEqual({ label: 'Informe o texto do item' });
    expect((await call('POST', '/api/menus/rodape/items', { labelKey: 'x', path: '/' })).statusCode).toBe(404);
    expect((await call('PUT', '/api/menus/main/items/00000000-0000-4000-8000-000000000000', { path: '/' })).statusCode).toBe(404);
    expect((await call('GET', '/api/menus/slug/nenhum', undefined, {})).statusCode).toBe(404);
    expect((await call('POST', '/api/menus/main/items', { labelKey: 'x', path: '/' }, {})).statusCode).toBe(401);
  });
});
