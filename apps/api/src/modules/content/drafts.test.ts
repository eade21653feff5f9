import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_EDITOR, TEST_SALES, type TestApp } from '../../test-support/app.js';
import { findPageDraft } from './drafts.js';

/* The live preview's drafts of a page (decision 047). */

let t: TestApp;
let admin: Record<string, string>;
let editor: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  admin = { authorization: `Bearer ${(await t.login()).accessToken}` };
  editor = { authorization: `Bearer ${(await t.login(TEST_EDITOR)).accessToken}` };
});
afterAll(async () => t?.close());

const cta = (title: string, href = '/contato') => ({ id: 'new', type: 'cta', visible: true, content: { title: { pt: title, en: 'Talk' }, buttons: [{ label: { pt: 'Fale' }, href, style: 'primary' }] } });
const create = (headers: Record<string, string>, blocks: unknown[], page = 'home') =>
  t.app.inject({ method: 'POST', url: `/api/content/${page}/drafts`, headers, payload: { blocks } });
const update = (headers: Record<string, string>, token: string, blocks: unknown[]) =>
  t.app.inject({ method: 'PUT', url: `/api/content/drafts/${token}`, headers, payload: { blocks } });
const db = () => t.app.services.database.db;
/** Whether the public read of the pages came from the cache: it stays there while only drafts are written. */
const cached = async () => (await t.app.inject({ method: 'GET', url: '/api/content' })).headers['x-cache'];

describe('page drafts', () => {
  it('keeps the blocks an editor is changing under a random token, replaced on each change, without touching the site or its caches', async () => {
    await cached();
    const created = await create(editor, [cta('Vamos conversar?')]);
    expect(created.statusCode).toBe(201);
    const { token, page, expiresAt } = created.json().data;
    expect(token).toMatch(/^[0-9a-f]{64}$/);
    expect(page).toBe('home');
    expect(Date.parse(expiresAt) - Date.now()).toBeGreaterThan(59 * 60 * 1000);
    expect((await findPageDraft(db(), token))?.blocks[0]).toMatchObject({ type: 'cta', content: { title: { pt: 'Vamos conversar?', en: 'Talk' } } });

    expect((await update(editor, token, [cta('Outro título')])).statusCode).toBe(200);
    expect((await findPageDraft(db(), token))?.blocks[0]?.content.title).toMatchObject({ pt: 'Outro título' });
    expect(await cached()).toBe('HIT');
  });

  it('never keeps what the site would refuse: a link of another scheme and unknown fields are left out, a half-typed block stays', async () => {
    const bad = cta('', 'javascript:alert(1)');
    const { token } = (await create(editor, [{ ...bad, content: { ...bad.content, extra: 'x' } }])).json().data;
    const [block] = (await findPageDraft(db(), token))!.blocks;
    expect(block!.content).toEqual({ title: { pt: '', en: 'Talk' }, buttons: [{ label: { pt: 'Fale' }, style: 'primary' }] });
  });

  it('is changed only by its author, and only by staff who edit pages', async () => {
    const { token } = (await create(editor, [cta('Meu')])).json().data;
    expect((await update(admin, token, [cta('Do admin')])).statusCode).toBe(404);
    expect((await findPageDraft(db(), token))?.blocks[0]?.content.title).toMatchObject({ pt: 'Meu' });
    const sales = { authorization: `Bearer ${(await t.login(TEST_SALES)).accessToken}` };
    expect((await create(sales, [cta('x')])).statusCode).toBe(403);
    expect((await create({}, [cta('x')])).statusCode).toBe(401);
    expect((await create(editor, [cta('x')], 'nao-existe')).statusCode).toBe(404);
    expect((await create(editor, [{ ...cta('x'), type: 'carrossel' }])).statusCode).toBe(400);
    expect(await findPageDraft(db(), 'f'.repeat(64))).toBeNull();
  });
});
