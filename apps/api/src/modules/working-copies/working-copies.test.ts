import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WORKING_COPY_MESSAGES } from '@softhouse/contracts';
import { createTestApp, TEST_EDITOR, TEST_SALES, type TestApp } from '../../test-support/app.js';

/* Working copies (issue 16, decision 043): the autosave of the post and case dialogs. */

let t: TestApp;
let admin: Record<string, string>;
let editor: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  admin = { authorization: `Bearer ${(await t.login()).accessToken}` };
  editor = { authorization: `Bearer ${(await t.login(TEST_EDITOR)).accessToken}` };
});
afterAll(async () => t?.close());

const copyOf = async (headers: Record<string, string>, path: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/working-copies/${path}`, headers });
  expect(res.statusCode).toBe(200);
  return res.json().data as { data: Record<string, unknown>; baseVersion: number | null; savedAt: string; itemId: string } | null;
};
const put = (headers: Record<string, string>, path: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url: `/api/working-copies/${path}`, headers, payload });
const activityTotal = async () => (await t.app.inject({ method: 'GET', url: '/api/activity', headers: admin })).json().data.meta.total as number;

describe('working copies', () => {
  it('keeps the caller’s copy of a new post, replaces it on the next autosave, and never logs the autosaves as activity', async () => {
    const before = await activityTotal();
    expect(await copyOf(editor, 'post/new')).toBeNull();
    expect((await put(editor, 'post/new', { data: { title: 'Rascunho', content: 'Primeira' } })).statusCode).toBe(200);
    const second = await put(editor, 'post/new', { baseVersion: null, data: { title: 'Rascunho', content: 'Segunda versão' } });
    expect(second.statusCode).toBe(200);
    const copy = await copyOf(editor, 'post/new');
    expect(copy).toMatchObject({ itemId: 'new', baseVersion: null, data: { title: 'Rascunho', content: 'Segunda versão' } });
    expect(Date.now() - Date.parse(copy!.savedAt)).toBeLessThan(60_000);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/working-copies/post/new', headers: editor })).statusCode).toBe(200);
    expect(await copyOf(editor, 'post/new')).toBeNull();
    expect(await activityTotal()).toBe(before);
  });

  it('is only ever the caller’s own: another person reads null and their own copy leaves it untouched', async () => {
    const mine = await put(editor, 'case/new', { data: { title: 'Só meu' } });
    expect(mine.statusCode).toBe(200);
    expect(await copyOf(admin, 'case/new')).toBeNull();
    expect((await put(admin, 'case/new', { data: { title: 'Do admin' } })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/working-copies/case/new', headers: admin })).statusCode).toBe(200);
    expect((await copyOf(editor, 'case/new'))?.data).toEqual({ title: 'Só meu' });
    // Sales cannot edit posts or cases, so they keep no copies either.
    const sales = { authorization: `Bearer ${(await t.login(TEST_SALES)).accessToken}` };
    expect((await t.app.inject({ method: 'GET', url: '/api/working-copies/case/new', headers: sales })).statusCode).toBe(403);
  });

  it('refuses a copy too large, a bad type or item and a body without data with a 400 that says why, keeping the copy as it was', async () => {
    await put(editor, 'post/new', { data: { title: 'Antes' } });
    const big = await put(editor, 'post/new', { data: { content: 'x'.repeat(1_000_001) } });
    expect(big.statusCode).toBe(400);
    expect(big.json().message + JSON.stringify(big.json().details ?? {})).toContain(WORKING_COPY_MESSAGES.tooLarge);
    expect((await put(editor, 'page/new', { data: {} })).statusCode).toBe(400);
    expect((await put(editor, 'post/abc', { data: {} })).statusCode).toBe(400);
    expect((await put(editor, 'post/new', { title: 'sem data' })).statusCode).toBe(400);
    expect((await copyOf(editor, 'post/new'))?.data).toEqual({ title: 'Antes' });
  });

  it('is deleted when the item is saved for real: the new post’s copy on create, the post’s copy on update, not by a list toggle', async () => {
    await put(editor, 'post/new', { data: { title: 'Post salvo de verdade' } });
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/blog',
      headers: editor,
      payload: { title: 'Post salvo de verdade', excerpt: 'Resumo', content: 'Texto', status: 'draft' },
    });
    expect(created.statusCode).toBe(201);
    expect(await copyOf(editor, 'post/new')).toBeNull();

    const id = created.json().data.id as string;
    await put(editor, `post/${id}`, { baseVersion: 1, data: { title: 'Título novo' } });
    await put(admin, `post/${id}`, { data: { title: 'Cópia do admin' } });
    const updated = await t.app.inject({ method: 'PATCH', url: `/api/blog/${id}`, headers: editor, payload: { title: 'Título novo' } });
    expect(updated.statusCode).toBe(200);
    expect(await copyOf(editor, `post/${id}`)).toBeNull();
    // Another editor's unsaved work on the same post is theirs to restore or discard.
    expect((await copyOf(admin, `post/${id}`))?.data).toEqual({ title: 'Cópia do admin' });

    const caseRes = await t.app.inject({
      method: 'POST',
      url: '/api/cases',
      headers: editor,
      payload: { title: 'Case com cópia', slug: 'case-com-copia', client: 'Cliente', imageUrl: '/uploads/x.png' },
    });
    expect(caseRes.statusCode).toBe(201);
    const caseId = caseRes.json().data.id as string;
    await put(editor, `case/${caseId}`, { data: { title: 'Case alterado' } });
    expect((await t.app.inject({ method: 'PATCH', url: `/api/cases/${caseId}`, headers: editor, payload: { featured: true } })).statusCode).toBe(200);
    expect((await copyOf(editor, `case/${caseId}`))?.data).toEqual({ title: 'Case alterado' });
    expect((await t.app.inject({ method: 'PATCH', url: `/api/cases/${caseId}`, headers: editor, payload: { title: 'Case alterado' } })).statusCode).toBe(200);
    expect(await copyOf(editor, `case/${caseId}`)).toBeNull();
  });
});
