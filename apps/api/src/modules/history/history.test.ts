import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_EDITOR, type TestApp } from '../../test-support/app.js';
import { staleMessage } from './service.js';

let t: TestApp;
let admin: { authorization: string };
let editor: { authorization: string };
beforeAll(async () => {
  t = await createTestApp();
  admin = { authorization: `Bearer ${(await t.login()).accessToken}` };
  editor = { authorization: `Bearer ${(await t.login(TEST_EDITOR)).accessToken}` };
});
afterAll(async () => t?.close());

type Headers = { authorization: string };
const call = (method: 'GET' | 'POST' | 'PATCH' | 'PUT', url: string, headers: Headers, payload?: object) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const me = async (headers: Headers) => (await call('GET', '/api/auth/me', headers)).json().data as { name: string };

let seq = 0;
async function newPost(title = 'Primeiro rascunho') {
  const res = await call('POST', '/api/blog', admin, { title, excerpt: 'Resumo do post', content: 'O texto original do post.', slug: `historia-${++seq}`, status: 'published' });
  expect(res.statusCode).toBe(201);
  return res.json().data as { id: string; version: number };
}

describe('history of posts and cases (decision 042)', () => {
  it('keeps a revision per save with who and when, and reads one with its whole content', async () => {
    const post = await newPost();
    expect(post.version).toBe(1);
    const first = await call('PATCH', `/api/blog/${post.id}`, editor, { content: 'Segunda versão do texto.', version: 1 });
    expect(first.statusCode).toBe(200);
    expect(first.json().data.version).toBe(2);
    await call('POST', `/api/blog/${post.id}/unpublish`, admin);

    const list = await call('GET', `/api/blog/${post.id}/revisions`, editor);
    expect(list.statusCode).toBe(200);
    const { data, currentVersion, keep } = list.json().data;
    expect(currentVersion).toBe(3);
    expect(keep).toBe(50);
    const editorName = (await me(editor)).name;
    const adminName = (await me(admin)).name;
    expect(data.map((r: { version: number; authorName: string }) => [r.version, r.authorName])).toEqual([
      [3, adminName],
      [2, editorName],
      [1, adminName],
    ]);
    expect(data[0]).toMatchObject({ title: 'Primeiro rascunho', createdAt: expect.any(String) });

    const one = await call('GET', `/api/blog/${post.id}/revisions/${data[1].id}`, editor);
    expect(one.json().data.data).toMatchObject({ id: post.id, content: 'Segunda versão do texto.', status: 'published', version: 2 });
    expect((await call('GET', `/api/blog/${post.id}/revisions/${data[1].id.replace(/.$/, (c: string) => (c === '0' ? '1' : '0'))}`, editor)).statusCode).toBe(404);
    expect((await call('GET', `/api/blog/${post.id}/revisions/nao-e-id`, editor)).statusCode).toBe(400);
  });

  it('refuses a save naming an older version with 409 and who changed it; a save without a version still works', async () => {
    const post = await newPost('Post disputado');
    expect((await call('PATCH', `/api/blog/${post.id}`, admin, { title: 'Título da Ana', version: 1 })).statusCode).toBe(200);
    const stale = await call('PATCH', `/api/blog/${post.id}`, editor, { title: 'Título do editor', version: 1 });
    expect(stale.statusCode).toBe(409);
    const adminName = (await me(admin)).name;
    expect(stale.json().message).toMatch(new RegExp(`^Este post foi alterado por ${adminName} às \\d{2}:\\d{2}$`));
    expect(stale.json().details).toMatchObject({ version: '1', currentVersion: '2', changedBy: adminName });
    // Nothing was written.
    expect((await call('GET', `/api/blog/${post.id}`, admin)).json().data).toMatchObject({ title: 'Título da Ana', version: 2 });
    // Older clients send no version: their save goes through.
    const old = await call('PATCH', `/api/blog/${post.id}`, editor, { title: 'Título sem versão' });
    expect(old.statusCode).toBe(200);
    expect(old.json().data).toMatchObject({ title: 'Título sem versão', version: 3 });

    const kase = (await call('POST', '/api/cases', admin, { title: 'Case disputado', slug: `case-historia-${++seq}`, client: 'Cliente', imageUrl: '/uploads/x.png' })).json().data;
    expect((await call('PATCH', `/api/cases/${kase.id}`, admin, { description: 'Da Ana', version: kase.version })).statusCode).toBe(200);
    const staleCase = await call('PATCH', `/api/cases/${kase.id}`, editor, { description: 'Do editor', version: kase.version });
    expect(staleCase.statusCode).toBe(409);
    expect(staleCase.json().message).toMatch(new RegExp(`^Este case foi alterado por ${adminName} às \\d{2}:\\d{2}$`));
  });

  it('lets only one of two saves sent at once with the same version through; the other gets 409 naming who won', async () => {
    const adminName = (await me(admin)).name;
    const editorName = (await me(editor)).name;
    const post = await newPost('Post salvo duas vezes');
    const saves = await Promise.all([
      call('PATCH', `/api/blog/${post.id}`, admin, { title: 'Título da Ana', version: 1 }),
      call('PATCH', `/api/blog/${post.id}`, editor, { title: 'Título do editor', version: 1 }),
    ]);
    expect(saves.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const [won, lost] = saves[0]!.statusCode === 200 ? [saves[0]!, saves[1]!] : [saves[1]!, saves[0]!];
    const winner = won === saves[0] ? adminName : editorName;
    expect(lost.json().message).toMatch(new RegExp(`^Este post foi alterado por ${winner} às \\d{2}:\\d{2}$`));
    expect(lost.json().details).toMatchObject({ version: '1', currentVersion: '2', changedBy: winner });
    expect((await call('GET', `/api/blog/${post.id}`, admin)).json().data).toMatchObject({ title: won.json().data.title, version: 2 });
    expect((await call('GET', `/api/blog/${post.id}/revisions`, admin)).json().data.data).toHaveLength(2);

    const kase = (await call('POST', '/api/cases', admin, { title: 'Case salvo duas vezes', slug: `case-corrida-${++seq}`, client: 'Cliente', imageUrl: '/uploads/x.png' })).json().data;
    const caseSaves = await Promise.all([
      call('PATCH', `/api/cases/${kase.id}`, admin, { description: 'Da Ana', version: kase.version }),
      call('PATCH', `/api/cases/${kase.id}`, editor, { description: 'Do editor', version: kase.version }),
      call('PATCH', `/api/cases/${kase.id}`, editor, { description: 'Do editor de novo', version: kase.version }),
    ]);
    expect(caseSaves.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    expect((await call('GET', `/api/cases/${kase.id}`, admin)).json().data.version).toBe(kase.version + 1);
  });

  it('restores a revision as a new version with the old content, in every language, and logs it', async () => {
    const kase = (await call('POST', '/api/cases', admin, { title: 'Case original', slug: `case-restaurar-${++seq}`, client: 'Cliente', imageUrl: '/uploads/x.png', description: 'Descrição original', published: true })).json().data;
    await call('PATCH', `/api/cases/${kase.id}`, editor, { title: 'Case reescrito', description: 'Descrição nova', translations: { en: { title: 'Rewritten case' } } });
    const revisions = (await call('GET', `/api/cases/${kase.id}/revisions`, editor)).json().data.data as { id: string; version: number }[];
    const original = revisions.find((r) => r.version === 1)!;

    const restored = await call('POST', `/api/cases/${kase.id}/revisions/${original.id}/restore`, editor);
    expect(restored.statusCode).toBe(200);
    expect(restored.json().message).toBe('Versão restaurada');
    expect(restored.json().data).toMatchObject({ version: 3, title: 'Case original' });
    const now = (await call('GET', `/api/cases/${kase.id}`, admin)).json().data;
    expect(now).toMatchObject({ title: 'Case original', description: 'Descrição original', published: true, version: 3, languages: ['pt'] });
    // Nothing rewritten: three revisions, the newest with the old content.
    const after = (await call('GET', `/api/cases/${kase.id}/revisions`, editor)).json().data.data as { version: number; title: string }[];
    expect(after.map((r) => [r.version, r.title])).toEqual([
      [3, 'Case original'],
      [2, 'Case reescrito'],
      [1, 'Case original'],
    ]);
    const log = (await call('GET', `/api/activity?itemId=${kase.id}`, admin)).json().data.data as { action: string; type: string }[];
    expect(log[0]).toMatchObject({ action: 'restore-revision', type: 'cases' });
  });

  it('keeps the latest revisions per item, as many as the setting says (50 by default)', async () => {
    const post = await newPost('Muitas versões');
    for (let i = 0; i < 52; i++) await call('PATCH', `/api/blog/${post.id}`, admin, { excerpt: `Resumo ${i}` });
    let list = (await call('GET', `/api/blog/${post.id}/revisions`, admin)).json().data;
    expect(list.data).toHaveLength(50);
    expect(list.data[0].version).toBe(53);
    expect(list.data.at(-1).version).toBe(4);

    expect((await call('GET', '/api/settings/history', editor)).statusCode).toBe(403);
    expect((await call('PUT', '/api/settings/history', admin, { keep: 2 })).json().details).toEqual({ keep: 'Mantenha pelo menos 5 versões' });
    expect((await call('PUT', '/api/settings/history', admin, { keep: 10 })).json().data).toEqual({ keep: 10 });
    await call('PATCH', `/api/blog/${post.id}`, admin, { excerpt: 'Mais uma' });
    list = (await call('GET', `/api/blog/${post.id}/revisions`, admin)).json().data;
    expect(list.data.map((r: { version: number }) => r.version)).toEqual([54, 53, 52, 51, 50, 49, 48, 47, 46, 45]);
    await call('PUT', '/api/settings/history', admin, { keep: 50 });
  });

  it('bulk actions keep a revision of each item they change', async () => {
    const post = await newPost('Em lote');
    expect((await call('POST', '/api/blog/bulk', admin, { action: 'unpublish', ids: [post.id] })).statusCode).toBe(200);
    const list = (await call('GET', `/api/blog/${post.id}/revisions`, admin)).json().data;
    expect(list.data.map((r: { version: number }) => r.version)).toEqual([2, 1]);
  });

  it('says when the change was made on another day', () => {
    const at = new Date('2026-03-02T17:32:00Z');
    expect(staleMessage('blog', 'Ana', at, new Date('2026-03-02T20:00:00Z'))).toBe('Este post foi alterado por Ana às 14:32');
    expect(staleMessage('cases', 'Ana', at, new Date('2026-03-05T20:00:00Z'))).toBe('Este case foi alterado por Ana em 02/03/2026 às 14:32');
  });
});
