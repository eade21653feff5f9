import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_EDITOR, TEST_SALES, type TestApp } from '../../test-support/app.js';

/* The activity log (issue 16, decision 038): who did what to which item, when and from where; read only. */

let t: TestApp;
let admin: Record<string, string>;
let editor: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  admin = { authorization: `Bearer ${(await t.login()).accessToken}` };
  editor = { authorization: `Bearer ${(await t.login(TEST_EDITOR)).accessToken}` };
});
afterAll(async () => t?.close());

type Entry = { action: string; type: string; itemId: string | null; itemLabel: string | null; actorEmail: string; route: string; ip: string | null; details: Record<string, unknown> | null; at: string };
const log = async (query = '') => {
  const res = await t.app.inject({ method: 'GET', url: `/api/activity${query}`, headers: admin });
  expect(res.statusCode).toBe(200);
  return res.json().data as { data: Entry[]; meta: { total: number } };
};

describe('the activity log', () => {
  let caseId: string;

  it('records a sign-in with the person, the IP and the method', async () => {
    const { data } = await log(`?type=auth`);
    const signIn = data.find((entry) => entry.actorEmail === TEST_EDITOR.email && entry.action === 'sign-in');
    expect(signIn).toMatchObject({ type: 'auth', route: 'POST /auth/login', ip: '10.0.0.1', itemLabel: expect.any(String) });
  });

  it('records a create, an update (the names of the fields sent, never their values), a bulk action and a delete, each with the item', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/cases',
      headers: editor,
      remoteAddress: '203.0.113.7',
      payload: { title: 'Portal do associado', slug: 'portal-do-associado', client: 'Coop', imageUrl: '/uploads/x.png' },
    });
    expect(created.statusCode).toBe(201);
    caseId = created.json().data.id;
    expect((await t.app.inject({ method: 'PATCH', url: `/api/cases/${caseId}`, headers: editor, payload: { title: 'Portal do cooperado', featured: true } })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/api/cases/bulk', headers: editor, payload: { action: 'unpublish', ids: [caseId] } })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/cases/${caseId}`, headers: editor })).statusCode).toBe(200);

    const { data } = await log(`?itemId=${caseId}`);
    expect(data.map((entry) => [entry.action, entry.itemLabel])).toEqual([
      ['delete', null],
      ['bulk', null],
      ['update', 'Portal do cooperado'],
      ['create', 'Portal do associado'],
    ]);
    expect(data.every((entry) => entry.actorEmail === TEST_EDITOR.email && entry.type === 'cases')).toBe(true);
    expect(data[3]!.ip).toBe('203.0.113.7');
    expect(data[2]!.details).toEqual({ fields: ['title', 'featured'] });
    expect(data[1]!.details).toEqual({ bulk: 'unpublish', count: 1, ids: [caseId], done: 1 });
    expect(JSON.stringify(data)).not.toContain('Portal do cooperado","featured');
  });

  it('never keeps a password: a change of password is logged by its action alone', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/change-password',
      headers: editor,
      payload: { currentPassword: TEST_EDITOR.password, newPassword: 'uma-senha-bem-longa-e-rara-2026' },
    });
    expect(res.statusCode).toBe(200);
    const { data } = await log('?type=users');
    expect(data[0]).toMatchObject({ action: 'change-password', actorEmail: TEST_EDITOR.email, details: null });
    expect(JSON.stringify(data)).not.toContain(TEST_EDITOR.password);
    expect(JSON.stringify(data)).not.toContain('uma-senha-bem-longa-e-rara-2026');
  });

  it('records an export of leads (a read), and not the other reads', async () => {
    const sales = { authorization: `Bearer ${(await t.login(TEST_SALES)).accessToken}` };
    const before = (await log()).meta.total;
    expect((await t.app.inject({ method: 'GET', url: '/api/contacts?limit=5', headers: sales })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/contacts/export?format=csv', headers: sales })).statusCode).toBe(200);
    // The entry is written before the download starts, so it is there once the answer is.
    const { data, meta } = await log();
    expect(meta.total).toBe(before + 1);
    expect(data[0]).toMatchObject({ action: 'export', type: 'contacts', actorEmail: TEST_SALES.email, route: 'GET /contacts/export' });
  });

  it('filters by person, type and days (in São Paulo’s calendar), and refuses bad filters with a message', async () => {
    const users = (await t.app.inject({ method: 'GET', url: '/api/users?limit=100', headers: admin })).json().data.data as { id: string; email: string }[];
    const editorId = users.find((user) => user.email === TEST_EDITOR.email)!.id;
    const mine = await log(`?actorId=${editorId}&type=cases`);
    expect(mine.meta.total).toBe(4);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
    expect((await log(`?from=${today}&to=${today}&type=cases`)).meta.total).toBe(4);
    expect((await log(`?to=2020-01-01`)).meta.total).toBe(0);
    const bad = await t.app.inject({ method: 'GET', url: '/api/activity?from=ontem&type=planeta', headers: admin });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details).toMatchObject({ from: 'Data inválida (use AAAA-MM-DD)', type: 'Tipo inválido' });
  });

  it('is read only and for administrators: editors and sales get 403, and no route writes to it', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/activity', headers: editor })).statusCode).toBe(403);
    for (const method of ['POST', 'PATCH', 'PUT', 'DELETE'] as const) {
      expect((await t.app.inject({ method, url: '/api/activity', headers: admin, payload: {} })).statusCode).toBe(404);
    }
  });
});
