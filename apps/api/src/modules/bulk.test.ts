import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BLOG_MESSAGES, BULK_LIMIT, CASE_MESSAGES, CONTACT_MESSAGES } from '@softhouse/contracts';
import { conflict } from '../errors.js';
import { createTestApp, TEST_ADMIN, TEST_EDITOR, TEST_SALES, type TestApp } from '../test-support/app.js';
import { applyBulk } from './bulk.js';
import { EXPORT_COLUMNS } from './contacts/export.js';

/** Bulk actions of the back office's lists (decision 025): by ids or by the list's filter, each item through its single action's rule. */

let t: TestApp;
type Headers = { authorization: string };
let editor: Headers;
let sales: Headers;
beforeAll(async () => {
  t = await createTestApp();
  editor = { authorization: `Bearer ${(await t.login(TEST_EDITOR)).accessToken}` };
  sales = { authorization: `Bearer ${(await t.login(TEST_SALES)).accessToken}` };
});
afterAll(async () => t?.close());

const UNKNOWN = '00000000-0000-4000-8000-000000000000';
/** Content as an editor, leads as sales (decision 026). */
const call = (method: 'GET' | 'POST', url: string, payload?: object) => t.app.inject({ method, url, headers: url.startsWith('/api/contacts') ? sales : editor, payload });
const count = async (query: string) => ((await t.app.services.database.db.execute(sql.raw(query))) as unknown as { rows: { n: number }[] }).rows[0]!.n;

const publicGet = (url: string) => t.app.inject({ method: 'GET', url });
const BOTH_OR_NEITHER = 'Informe os itens selecionados ou o filtro';

/** RFC 4180 CSV (quoted cells may hold commas, quotes and line breaks), BOM dropped. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const body = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < body.length; i++) {
    const char = body[i]!;
    if (quoted) {
      if (char === '"' && body[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\r' && body[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += char;
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell]);
  return rows;
}

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

  it('a mix with an unknown id: the two drafts are published, the unknown id reported, nothing else changed; the cached public list shows them at once', async () => {
    const [a, b, bystander] = await Promise.all(['Mistura E um', 'Mistura E dois', 'Mistura E fora'].map(newPost));
    // The public list is read (and cached) before the action.
    expect((await publicGet('/api/blog?search=Mistura%20E')).json().data.data).toEqual([]);
    expect((await publicGet('/api/blog?search=Mistura%20E')).headers['x-cache']).toBe('HIT');

    const res = await call('POST', '/api/blog/bulk', { action: 'publish', ids: [a!.id, UNKNOWN, b!.id] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Ação aplicada', data: { done: 2, failed: [{ id: UNKNOWN, title: '', message: BLOG_MESSAGES.notFound }] } });

    const after = await publicGet('/api/blog?search=Mistura%20E');
    expect(after.headers['x-cache']).toBe('MISS');
    expect((after.json().data.data as { slug: string }[]).map((p) => p.slug).sort()).toEqual([a!.slug, b!.slug].sort());
    expect((await call('GET', `/api/blog/${bystander!.id}`)).json().data.status).toBe('draft');
    expect((await publicGet(`/api/blog/public/slug/${a!.slug}`)).statusCode).toBe(200);

    // Unpublishing takes them off the public list again; an already-draft post counts as done.
    expect((await call('POST', '/api/blog/bulk', { action: 'unpublish', ids: [a!.id, b!.id, bystander!.id] })).json().data).toEqual({ done: 3, failed: [] });
    expect((await publicGet('/api/blog?search=Mistura%20E')).json().data.data).toEqual([]);
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

  it('the list search: title, client or category, case-insensitively; visitors find only published cases', async () => {
    const draft = await newCase('Sistema Orbital', 'sistema-orbital');
    const res = await call('POST', '/api/cases', { title: 'Painel Qualquer', slug: 'painel-qualquer', client: 'Orbital S.A.', category: 'Dados', imageUrl: '/uploads/x.png' });
    const live = res.json().data as { id: string };
    const ids = async (url: string, staff: boolean) => ((staff ? await call('GET', url) : await publicGet(url)).json().data.data as { id: string }[]).map((c) => c.id).sort();
    expect(await ids('/api/cases?search=ORBITAL', true)).toEqual([draft.id, live.id].sort());
    expect(await ids('/api/cases?search=orbital', false)).toEqual([live.id]);
    expect(await ids('/api/cases?search=dados&published=true', true)).toEqual([live.id]);
    expect(await ids('/api/cases?search=nada-disso', true)).toEqual([]);
    // A % or _ in the search is taken literally.
    expect(await ids('/api/cases?search=%25', true)).toEqual([]);
    await call('POST', '/api/cases/bulk', { action: 'delete', ids: [draft.id, live.id] });
  });

  it('a mix with an unknown id publishes the others, leaves the rest alone, and the cached public list shows them at once', async () => {
    const a = await newCase('Mistura Um', 'mistura-case-um');
    const b = await newCase('Mistura Dois', 'mistura-case-dois');
    const bystander = await newCase('Mistura Fora', 'mistura-case-fora');
    await publicGet('/api/cases?search=mistura');
    expect((await publicGet('/api/cases?search=mistura')).headers['x-cache']).toBe('HIT');
    const res = await call('POST', '/api/cases/bulk', { action: 'publish', ids: [a.id, b.id, UNKNOWN] });
    expect(res.json()).toEqual({ success: true, message: 'Ação aplicada', data: { done: 2, failed: [{ id: UNKNOWN, title: '', message: CASE_MESSAGES.notFound }] } });
    const after = await publicGet('/api/cases?search=mistura');
    expect(after.headers['x-cache']).toBe('MISS');
    expect((after.json().data.data as { id: string }[]).map((c) => c.id).sort()).toEqual([a.id, b.id].sort());
    expect((await call('GET', `/api/cases/${bystander.id}`)).json().data).toMatchObject({ published: false, featured: false });
    // Unpublish by filter: the published ones among those matching.
    expect((await call('POST', '/api/cases/bulk', { action: 'unpublish', filter: { search: 'mistura', published: 'true' } })).json().data).toEqual({ done: 2, failed: [] });
    expect((await publicGet('/api/cases?search=mistura')).json().data.data).toEqual([]);
    await call('POST', '/api/cases/bulk', { action: 'delete', filter: { search: 'mistura' } });
    expect((await call('GET', '/api/cases?search=mistura')).json().data.meta.total).toBe(0);
  });

  it('refuses a filter reaching more than the limit, and a body with both ids and filter or neither, changing nothing', async () => {
    await t.app.services.database.db.execute(
      sql.raw(`insert into cases (slug, title, client, image_url, published) select 'massa-case-' || n, 'Massa ' || n, 'Cliente Massa', '/x.png', false from generate_series(1, ${BULK_LIMIT + 1}) n`),
    );
    const res = await call('POST', '/api/cases/bulk', { action: 'feature', filter: { search: 'Cliente Massa' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(`Mais de ${BULK_LIMIT} itens correspondem ao filtro. Refine a busca.`);
    expect(await count(`select count(*)::int as n from cases where client = 'Cliente Massa' and featured`)).toBe(0);
    const [one] = (await call('GET', '/api/cases?search=Cliente%20Massa&limit=1')).json().data.data as { id: string }[];
    for (const body of [{ action: 'publish' }, { action: 'publish', ids: [one!.id], filter: { search: 'Cliente Massa' } }]) {
      const bad = await call('POST', '/api/cases/bulk', body);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().details).toEqual({ ids: BOTH_OR_NEITHER });
    }
    expect(await count(`select count(*)::int as n from cases where client = 'Cliente Massa' and published`)).toBe(0);
    // Exactly the limit is allowed.
    await t.app.services.database.db.execute(sql.raw(`delete from cases where slug = 'massa-case-1'`));
    expect((await call('POST', '/api/cases/bulk', { action: 'delete', filter: { search: 'Cliente Massa' } })).json().data).toEqual({ done: BULK_LIMIT, failed: [] });
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

  it('deletes by filter: exactly the leads matching, read or not', async () => {
    const gone = [await submit('Apagar Filtro Um', 'a1@apagar.test'), await submit('Apagar Filtro Dois', 'a2@apagar.test')];
    const kept = await submit('Fica', 'fica@outro.test');
    await call('POST', `/api/contacts/${gone[0]}/read`);
    expect((await call('POST', '/api/contacts/bulk', { action: 'delete', filter: { search: 'apagar.test' } })).json()).toEqual({ success: true, message: 'Ação aplicada', data: { done: 2, failed: [] } });
    for (const id of gone) expect((await call('GET', `/api/contacts/${id}`)).statusCode).toBe(404);
    expect((await call('GET', `/api/contacts/${kept}`)).statusCode).toBe(200);
    // Deleting them again: each id is reported as not found.
    expect((await call('POST', '/api/contacts/bulk', { action: 'delete', ids: gone })).json().data).toEqual({
      done: 0,
      failed: gone.map((id) => ({ id, title: '', message: CONTACT_MESSAGES.notFound })),
    });
  });

  it('marks every lead a filter reaches in one statement, beyond BULK_LIMIT too (decision 025), counting them right', async () => {
    await t.app.services.database.db.execute(
      sql.raw(`insert into contact_messages (name, email, message) select 'Massa ' || n, 'massa' || n || '@muitos.test', 'm' from generate_series(1, ${BULK_LIMIT + 5}) n`),
    );
    expect((await call('POST', '/api/contacts/bulk', { action: 'read', filter: { search: 'muitos.test', isRead: 'false' } })).json().data).toEqual({ done: BULK_LIMIT + 5, failed: [] });
    expect(await count(`select count(*)::int as n from contact_messages where email like '%@muitos.test' and not is_read`)).toBe(0);
    expect((await call('POST', '/api/contacts/bulk', { action: 'delete', filter: { search: 'muitos.test' } })).json().data.done).toBe(BULK_LIMIT + 5);
  });

  it('refuses a body with both ids and filter, or neither, changing nothing', async () => {
    const id = await submit('Corpo Contato', 'corpo@contato.test');
    for (const body of [{ action: 'read' }, { action: 'read', ids: [id], filter: { search: 'corpo' } }]) {
      const res = await call('POST', '/api/contacts/bulk', body);
      expect(res.statusCode).toBe(400);
      expect(res.json().details).toEqual({ ids: BOTH_OR_NEITHER });
    }
    expect(await isRead(id)).toBe(false);
  });

  it('exports exactly the selected leads, newest first, as CSV and as Excel, like the full export', async () => {
    const chosen = [await submit('Escolhido Um', 'e1@sel.com'), await submit('Escolhido, "Dois"', 'e2@sel.com')];
    await submit('Não Escolhido', 'n@sel.com');
    const csv = await call('POST', '/api/contacts/export', { format: 'csv', ids: [...chosen, UNKNOWN] });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const full = await call('GET', '/api/contacts/export?format=csv&search=sel.com');
    expect(csv.headers['content-disposition']).toBe(full.headers['content-disposition']);
    expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="contatos_\d{4}-\d{2}-\d{2}\.csv"$/);
    const rows = parseCsv(csv.body);
    expect(rows[0]).toEqual([...EXPORT_COLUMNS]);
    expect(rows.slice(1).map((row) => [row[0], row[1]])).toEqual([['Escolhido, "Dois"', 'e2@sel.com'], ['Escolhido Um', 'e1@sel.com']]);
    // The same lines as the full export's for those leads.
    const fullRows = parseCsv(full.body);
    expect(rows.slice(1)).toEqual(fullRows.filter((row) => row[0]!.startsWith('Escolhido')));

    const excel = await call('POST', '/api/contacts/export', { format: 'excel', ids: chosen });
    expect(excel.statusCode).toBe(200);
    expect(excel.headers['content-disposition']).toMatch(/^attachment; filename="contatos_\d{4}-\d{2}-\d{2}\.xlsx"$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(excel.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Contatos')!;
    expect(sheet.rowCount).toBe(3);
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([...EXPORT_COLUMNS]);
    expect([1, 2].map((col) => sheet.getRow(2).getCell(col).text)).toEqual(['Escolhido, "Dois"', 'e2@sel.com']);
    expect([1, 2].map((col) => sheet.getRow(3).getCell(col).text)).toEqual(['Escolhido Um', 'e1@sel.com']);

    for (const body of [{ format: 'csv', ids: [] }, { format: 'pdf', ids: chosen }, { format: 'csv' }]) {
      expect((await call('POST', '/api/contacts/export', body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    // Exporting changes nothing.
    for (const id of chosen) expect(await isRead(id)).toBe(false);
  });

  it('is refused to a caller without a token', async () => {
    for (const url of ['/api/contacts/bulk', '/api/contacts/export', '/api/blog/bulk', '/api/cases/bulk']) {
      expect((await t.app.inject({ method: 'POST', url, payload: { action: 'delete', ids: [UNKNOWN] } })).statusCode).toBe(401);
    }
  });
});

describe('access', () => {
  it('each bulk endpoint is open to the roles of its single actions: content to editors, leads to sales, all to admins (decision 026)', async () => {
    const admin = { authorization: `Bearer ${(await t.login(TEST_ADMIN)).accessToken}` };
    const bulk = (url: string, headers: Headers) => t.app.inject({ method: 'POST', url, headers, payload: { action: 'delete', ids: [UNKNOWN] } });
    const exportSelection = (headers: Headers) => t.app.inject({ method: 'POST', url: '/api/contacts/export', headers, payload: { format: 'csv', ids: [UNKNOWN] } });
    for (const [url, allowed, refused] of [['/api/blog/bulk', editor, sales], ['/api/cases/bulk', editor, sales], ['/api/contacts/bulk', sales, editor]] as const) {
      for (const headers of [allowed, admin]) {
        const res = await bulk(url, headers);
        expect(res.statusCode, url).toBe(200);
        expect(res.json().data.done).toBe(0);
      }
      expect((await bulk(url, refused)).statusCode, url).toBe(403);
    }
    expect((await exportSelection(sales)).statusCode).toBe(200);
    expect((await exportSelection(admin)).statusCode).toBe(200);
    expect((await exportSelection(editor)).statusCode).toBe(403);
  });
});

describe('applyBulk', () => {
  it('reports an item its single action refuses with its title and message, does the others, and lets a fault through', async () => {
    const targets = [{ id: 'a', title: 'Primeiro' }, { id: 'b', title: 'Segundo' }, { id: 'c', title: 'Terceiro' }];
    const result = await applyBulk(targets, ['a', 'b', 'c', 'x', 'x'], 'Não encontrado', async ({ id }) => {
      if (id === 'b') throw conflict('Slug já está em uso');
    });
    expect(result).toEqual({
      done: 2,
      failed: [{ id: 'x', title: '', message: 'Não encontrado' }, { id: 'b', title: 'Segundo', message: 'Slug já está em uso' }],
    });
    await expect(applyBulk(targets, undefined, 'Não encontrado', async () => {
      throw new Error('connection lost');
    })).rejects.toThrow('connection lost');
  });
});
