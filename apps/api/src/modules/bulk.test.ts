import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BLOG_MESSAGES, BULK_LIMIT, CASE_MESSAGES, CONTACT_MESSAGES } from '@softhouse/contracts';
import { createTestApp, TEST_EDITOR, type TestApp } from '../test-support/app.js';

/** Bulk actions of the back office's lists (decision 025): by ids or by the list's filter, each item through its single action's rule. */

let t: TestApp;
let auth: { authorization: string };
beforeAll(async () => {
  t = await createTestApp();
  auth = { authorization: `Bearer ${(await t.login(TEST_EDITOR)).accessToken}` };
});
afterAll(async () => t?.close());

const UNKNOWN = '00000000-0000-4000-8000-000000000000';
const call = (method: 'GET' | 'POST', url: string, payload?: object) => t.app.inject({ method, url, headers: auth, payload });
const count = async (query: string) => ((await t.app.services.database.db.execute(sql.raw(query))) as unknown as { rows: { n: number }[] }).rows[0]!.n;

async function newPost(title: string) {
  const res = await call('POST', '/api/blog', { title, excerpt: 'Resumo.', content: 'Texto.' });
  expect(res.statusCode).toBe(201);
  return res.json().data as { id: string; slug: string };
}

describe('POST /api/blog/bulk', () => {
  it('publishes the posts named: they are on the public list; an unknown id is reported, the rest is done', async () => {
    const posts = await Promise.all(['Lote A um', 'Lote A dois', 'Lote A três'].map(newPost));
    const res = await call('POST', '/api/blog/bulk', { action: 'publish', ids: [...posts.map((p) => p.id), UNKNOWN] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Ação aplicada', data: { done: 3, failed: [{ id: UNKNOWN, title: '', message: BLOG_MESSAGES.notFound }] } });
    const visible = (await t.app.inject({ method: 'GET', url: '/api/blog?search=Lote%20A&limit=10' })).json().data.data as { slug: string }[];
    expect(visible.map((p) => p.slug).sort()).toEqual(posts.map((p) => p.slug).sort());
    // Publishing again is no failure: they are in the state asked for.
    expect((await call('POST', '/api/blog/bulk', { action: 'publish', ids: posts.map((p) => p.id) })).json().data).toEqual({ done: 3, failed: [] });
  });

  it('by filter: exactly the posts matching the list filter, not the others', async () => {
    const matching = await Promise.all(['Filtro B um', 'Filtro B dois'].map(newPost));
    const other = await newPost('Outro assunto');
    const res = await call('POST', '/api/blog/bulk', { action: 'publish', filter: { search: 'Filtro B', status: 'draft' } });
    expect(res.json().data).toEqual({ done: 2, failed: [] });
    for (const post of matching) expect((await call('GET', `/api/blog/${post.id}`)).json().data.status).toBe('published');
    expect((await call('GET', `/api/blog/${other.id}`)).json().data.status).toBe('draft');

    const unpublished = await call('POST', '/api/blog/bulk', { action: 'unpublish', filter: { search: 'Filtro B' } });
    expect(unpublished.json().data.done).toBe(2);
    for (const post of matching) expect((await call('GET', `/api/blog/${post.id}`)).json().data.status).toBe('draft');
  });

  it('deletes the posts named', async () => {
    const posts = await Promise.all(['Apagar C um', 'Apagar C dois'].map(newPost));
    expect((await call('POST', '/api/blog/bulk', { action: 'delete', ids: posts.map((p) => p.id) })).json().data).toEqual({ done: 2, failed: [] });
    for (const post of posts) expect((await call('GET', `/api/blog/${post.id}`)).statusCode).toBe(404);
  });

  it('refuses a filter reaching more than the limit, changing nothing', async () => {
    await t.app.services.database.db.execute(
      sql.raw(`insert into blog_posts (slug, title, excerpt, content) select 'massa-' || n, 'Massa ' || n, 'r', 'c' from generate_series(1, ${BULK_LIMIT + 1}) n`),
    );
    const res = await call('POST', '/api/blog/bulk', { action: 'publish', filter: { search: 'Massa' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(`Mais de ${BULK_LIMIT} itens correspondem ao filtro. Refine a busca.`);
    expect(await count(`select count(*)::int as n from blog_posts where title like 'Massa %' and status = 'published'`)).toBe(0);
    await t.app.services.database.db.execute(sql.raw(`delete from blog_posts where title like 'Massa %'`));
  });

  it('needs either ids or a filter, and a known action', async () => {
    const post = await newPost('Corpo D');
    for (const body of [{ action: 'publish' }, { action: 'publish', ids: [post.id], filter: {} }, { action: 'publish', ids: [] }, { action: 'archive', ids: [post.id] }, { action: 'publish', ids: ['nope'] }]) {
      const res = await call('POST', '/api/blog/bulk', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toBeTruthy();
    }
    expect((await call('POST', '/api/blog/bulk', { action: 'publish' })).json().details).toEqual({ ids: 'Informe os itens selecionados ou o filtro' });
    expect((await call('GET', `/api/blog/${post.id}`)).json().data.status).toBe('draft');
  });
});

describe('POST /api/cases/bulk and the cases list search', () => {
  const newCase = async (title: string, slug: string) => {
    const res = await call('POST', '/api/cases', { title, slug, client: 'Cliente Lote', imageUrl: '/uploads/x.png', published: false });
    expect(res.statusCode).toBe(201);
    return res.json().data as { id: string };
  };

  it('publishes, features and unfeatures the cases named; the list finds them by title or client', async () => {
    const a = await newCase('Portal Estelar', 'portal-estelar');
    const b = await newCase('App Estelar', 'app-estelar');
    const found = (await call('GET', '/api/cases?search=estelar')).json().data.data as { id: string }[];
    expect(found.map((c) => c.id).sort()).toEqual([a.id, b.id].sort());
    expect((await call('GET', '/api/cases?search=cliente%20lote')).json().data.meta.total).toBeGreaterThanOrEqual(2);

    expect((await call('POST', '/api/cases/bulk', { action: 'publish', ids: [a.id, b.id] })).json().data).toEqual({ done: 2, failed: [] });
    const publicList = (await t.app.inject({ method: 'GET', url: '/api/cases?search=estelar' })).json().data.data as { id: string }[];
    expect(publicList).toHaveLength(2);

    expect((await call('POST', '/api/cases/bulk', { action: 'feature', filter: { search: 'Estelar' } })).json().data.done).toBe(2);
    expect((await call('GET', `/api/cases/${a.id}`)).json().data.featured).toBe(true);
    const res = await call('POST', '/api/cases/bulk', { action: 'unfeature', ids: [a.id, UNKNOWN] });
    expect(res.json().data).toEqual({ done: 1, failed: [{ id: UNKNOWN, title: '', message: CASE_MESSAGES.notFound }] });
    expect((await call('GET', `/api/cases/${a.id}`)).json().data.featured).toBe(false);
    expect((await call('GET', `/api/cases/${b.id}`)).json().data.featured).toBe(true);

    expect((await call('POST', '/api/cases/bulk', { action: 'delete', ids: [a.id, b.id] })).json().data.done).toBe(2);
    expect((await call('GET', `/api/cases/${a.id}`)).statusCode).toBe(404);
  });
});

describe('POST /api/contacts/bulk and /api/contacts/export (selection)', () => {
  let ip = 0;
  const submit = async (name: string, email: string) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/contacts', payload: { name, email, message: 'Olá' }, remoteAddress: `10.9.0.${++ip}` });
    expect(res.statusCode).toBe(201);
    return res.json().data.id as string;
  };
  const isRead = async (id: string) => (await call('GET', `/api/contacts/${id}`)).json().data.isRead as boolean;

  it('marks read and unread by ids and by filter, and deletes', async () => {
    const ids = [await submit('Lead Lote Um', 'um@lote.com'), await submit('Lead Lote Dois', 'dois@lote.com'), await submit('Fora do Lote', 'fora@outro.com')];
    expect((await call('POST', '/api/contacts/bulk', { action: 'read', ids: [ids[0], UNKNOWN] })).json().data).toEqual({
      done: 1,
      failed: [{ id: UNKNOWN, title: '', message: CONTACT_MESSAGES.notFound }],
    });
    expect(await isRead(ids[0]!)).toBe(true);
    // Every unread lead matching the search: only the second one.
    expect((await call('POST', '/api/contacts/bulk', { action: 'read', filter: { search: 'lote.com', isRead: 'false' } })).json().data.done).toBe(1);
    expect(await isRead(ids[1]!)).toBe(true);
    expect(await isRead(ids[2]!)).toBe(false);
    expect((await call('POST', '/api/contacts/bulk', { action: 'unread', filter: { search: 'lote.com' } })).json().data.done).toBe(2);
    expect(await isRead(ids[0]!)).toBe(false);

    expect((await call('POST', '/api/contacts/bulk', { action: 'delete', ids: ids.slice(0, 2) })).json().data.done).toBe(2);
    expect((await call('GET', `/api/contacts/${ids[0]}`)).statusCode).toBe(404);
    expect((await call('GET', `/api/contacts/${ids[2]}`)).statusCode).toBe(200);
  });

  it('exports exactly the selected leads, as CSV and as Excel', async () => {
    const chosen = [await submit('Escolhido Um', 'e1@sel.com'), await submit('Escolhido Dois', 'e2@sel.com')];
    await submit('Não Escolhido', 'n@sel.com');
    const csv = await call('POST', '/api/contacts/export', { format: 'csv', ids: chosen });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="contatos_\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = csv.body.replace(/^\uFEFF/, '').trim().split(/\r?\n/);
    expect(lines).toHaveLength(3);
    expect(lines.slice(1).map((line) => line.split(/[;,]/)[0]!.replace(/"/g, ''))).toEqual(['Escolhido Dois', 'Escolhido Um']);

    const excel = await call('POST', '/api/contacts/export', { format: 'excel', ids: chosen });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(excel.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.rowCount).toBe(3);
    expect([sheet.getRow(2).getCell(1).text, sheet.getRow(3).getCell(1).text]).toEqual(['Escolhido Dois', 'Escolhido Um']);

    expect((await call('POST', '/api/contacts/export', { format: 'csv', ids: [] })).statusCode).toBe(400);
  });

  it('is refused to a caller without a token', async () => {
    for (const url of ['/api/contacts/bulk', '/api/contacts/export', '/api/blog/bulk', '/api/cases/bulk']) {
      expect((await t.app.inject({ method: 'POST', url, payload: { action: 'delete', ids: [UNKNOWN] } })).statusCode).toBe(401);
    }
  });
});
