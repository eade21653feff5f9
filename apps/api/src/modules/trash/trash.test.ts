import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRASH_MESSAGES } from '@softhouse/contracts';
import { createTestApp, TEST_EDITOR, TEST_SALES, type TestApp } from '../../test-support/app.js';

/* The Lixeira (issue 16, decision 040): deleting moves to the trash; restore, delete for good, the daily purge. */

let t: TestApp;
let admin: Record<string, string>;
let editor: Record<string, string>;
let sales: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://www.orbita.dev' });
  admin = { authorization: `Bearer ${(await t.login()).accessToken}` };
  editor = {
    authorization: `Bearer ${(await t.login(TEST_EDITOR)).accessToken}`,
  };
  sales = {
    authorization: `Bearer ${(await t.login(TEST_SALES)).accessToken}`,
  };
});
afterAll(async () => t?.close());

type Item = {
  type: string;
  id: string;
  title: string;
  deletedAt: string;
  deletedBy: { id: string; name: string } | null;
  daysLeft: number;
  purgeAt: string;
};
const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, headers = editor, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const trash = async (query = '') => {
  const res = await call('GET', `/api/trash${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { data: Item[]; meta: { total: number } };
};
const get = (url: string) => t.app.inject({ method: 'GET', url });
const post = async (title: string, slug: string) => {
  const res = await call('POST', '/api/blog', admin, {
    title,
    slug,
    excerpt: `Resumo de ${title}`,
    content: `Texto sobre ${title} e mais nada.`,
    status: 'published',
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: string; slug: string };
};
const makeCase = async (title: string, slug: string, imageUrl = '/uploads/x.png') => {
  const res = await call('POST', '/api/cases', admin, {
    title,
    slug,
    client: 'Cliente Lixeira',
    imageUrl,
    description: `Sobre ${title}`,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: string; slug: string };
};
const upload = async (name: string) => {
  const data = await sharp({
    create: { width: 400, height: 300, channels: 3, background: '#3355ff' },
  })
    .png()
    .toBuffer();
  const boundary = 'trash-boundary';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: image/png\r\n\r\n`),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/media/upload',
    payload,
    headers: {
      ...editor,
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: string; url: string; filename: string };
};
const db = () => t.app.services.database.db;

describe('deleting a post moves it to the Lixeira', () => {
  let id: string;

  it('keeps the DELETE contract, hides the post from the public blog, its page, related posts, the sitemap, the feeds, llms.txt and the site search', async () => {
    const kept = await post('Quasar na nuvem lixeira', 'quasar-lixeira');
    id = kept.id;
    await post('Outro quasar vizinho', 'outro-quasar');
    expect((await get('/api/search?q=quasar')).json().data.data.map((h: { title: string }) => h.title)).toContain('Quasar na nuvem lixeira');

    const res = await call('DELETE', `/api/blog/${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      data: null,
      message: 'Post excluído',
    });

    expect((await get('/api/blog?limit=50')).json().data.data.map((p: { slug: string }) => p.slug)).not.toContain('quasar-lixeira');
    expect((await get('/api/blog/public/slug/quasar-lixeira')).statusCode).toBe(404);
    expect((await get(`/api/blog/${id}`)).statusCode).toBe(404);
    const other = (await get('/api/blog/public/slug/outro-quasar')).json().data as { id: string };
    expect((await get(`/api/blog/${other.id}/related`)).json().data.map((p: { id: string }) => p.id)).not.toContain(id);
    await call('POST', '/api/seo/generate-sitemap', admin);
    expect((await get('/sitemap.xml')).body).not.toContain('quasar-lixeira');
    for (const url of ['/blog/rss.xml', '/blog/atom.xml', '/llms.txt', '/llms-full.txt']) expect((await get(url)).body, url).not.toContain('quasar-lixeira');
    expect((await get('/api/search?q=quasar')).json().data.data.map((h: { title: string }) => h.title)).not.toContain('Quasar na nuvem lixeira');
  });

  it('hides it from the staff list, its editor, the back-office search and the translations report', async () => {
    expect((await call('GET', '/api/blog/admin?limit=100')).json().data.data.map((p: { id: string }) => p.id)).not.toContain(id);
    expect((await call('GET', `/api/blog/${id}`)).statusCode).toBe(404);
    expect(
      (
        await call('PATCH', `/api/blog/${id}`, editor, {
          title: 'Editado na lixeira',
        })
      ).statusCode,
    ).toBe(404);
    const palette = await call('GET', '/api/admin/search?q=quasar');
    expect(palette.statusCode).toBe(200);
    expect(palette.body).toContain('Outro quasar vizinho');
    expect(palette.body).not.toContain(id);
    const report = await call('GET', '/api/translations?limit=100', admin);
    expect(report.statusCode).toBe(200);
    expect(report.body).not.toContain(id);
  });

  it('lists it in the Lixeira with who deleted it, when, and the days left', async () => {
    const { data } = await trash();
    const item = data.find((i) => i.id === id);
    expect(item).toMatchObject({
      type: 'post',
      title: 'Quasar na nuvem lixeira',
      deletedBy: { name: 'Editor' },
      daysLeft: 30,
    });
    expect(new Date(item!.purgeAt).getTime() - new Date(item!.deletedAt).getTime()).toBe(30 * 24 * 3600 * 1000);
  });

  it('refuses a new post with its slug with a message naming the Lixeira', async () => {
    const res = await call('POST', '/api/blog', admin, {
      title: 'Outro',
      slug: 'quasar-lixeira',
      excerpt: 'e',
      content: 'c',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(TRASH_MESSAGES.postSlugInTrash);
  });

  it('restores it: back on the public blog and in the search, out of the Lixeira', async () => {
    const res = await call('POST', `/api/blog/${id}/restore`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      data: { type: 'post', id, title: 'Quasar na nuvem lixeira' },
      message: 'Post restaurado',
    });
    expect((await get('/api/blog/public/slug/quasar-lixeira')).statusCode).toBe(200);
    expect((await get('/api/search?q=quasar')).json().data.data.map((h: { title: string }) => h.title)).toContain('Quasar na nuvem lixeira');
    expect((await trash()).data.map((i) => i.id)).not.toContain(id);
    // Restoring what is not in the trash is a 404, nothing changed.
    expect((await call('POST', `/api/blog/${id}/restore`)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/blog/${id}/purge`)).statusCode).toBe(404);
  });

  it('deletes it for good from the Lixeira only, and logs each step', async () => {
    await call('DELETE', `/api/blog/${id}`);
    const res = await call('DELETE', `/api/blog/${id}/purge`);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Post excluído permanentemente');
    expect((await trash()).data.map((i) => i.id)).not.toContain(id);
    expect((await call('POST', `/api/blog/${id}/restore`)).statusCode).toBe(404);
    // The slug is free again.
    await post('Quasar renascido', 'quasar-lixeira');
    const log = (await call('GET', `/api/activity?itemId=${id}`, admin)).json().data.data as { action: string; type: string }[];
    expect(log.map((e) => `${e.type}:${e.action}`)).toEqual(expect.arrayContaining(['blog:delete', 'blog:restore', 'blog:purge']));
  });

  it('bulk delete moves the posts to the trash too', async () => {
    const a = await post('Lote um', 'lote-um');
    const res = await call('POST', '/api/blog/bulk', editor, {
      action: 'delete',
      ids: [a.id],
    });
    expect(res.json().data).toMatchObject({ done: 1 });
    expect((await trash('?type=post')).data.map((i) => i.id)).toContain(a.id);
    // A second bulk action does not reach it.
    expect(
      (
        await call('POST', '/api/blog/bulk', editor, {
          action: 'publish',
          ids: [a.id],
        })
      ).json().data,
    ).toMatchObject({ done: 0 });
  });
});

describe('cases in the Lixeira', () => {
  it('a trashed case leaves the public list, its page and the search; restore brings it back; its slug names the Lixeira', async () => {
    const item = await makeCase('Nebulosa lixeira', 'nebulosa-lixeira');
    expect((await call('DELETE', `/api/cases/${item.id}`)).json().message).toBe('Case excluído com sucesso!');
    expect((await get('/api/cases?limit=100')).json().data.data.map((c: { id: string }) => c.id)).not.toContain(item.id);
    expect((await get('/api/cases/slug/nebulosa-lixeira')).statusCode).toBe(404);
    expect((await call('GET', '/api/cases?limit=100')).json().data.data.map((c: { id: string }) => c.id)).not.toContain(item.id);
    expect((await get('/api/search?q=nebulosa')).json().data.data).toHaveLength(0);
    const dup = await call('POST', '/api/cases', admin, {
      title: 'X',
      slug: 'nebulosa-lixeira',
      client: 'C',
      imageUrl: '/u.png',
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe(TRASH_MESSAGES.caseSlugInTrash);
    expect((await trash('?type=case')).data[0]).toMatchObject({
      type: 'case',
      id: item.id,
      title: 'Nebulosa lixeira',
    });
    expect((await call('POST', `/api/cases/${item.id}/restore`)).statusCode).toBe(200);
    expect((await get('/api/cases/slug/nebulosa-lixeira')).statusCode).toBe(200);
    expect((await get('/api/search?q=nebulosa')).json().data.data).toHaveLength(1);
  });
});

describe('media in the Lixeira', () => {
  it('still refuses a file in use, even by an item in the trash, naming it', async () => {
    const file = await upload('capa-em-uso.png');
    const item = await makeCase('Galáxia com capa', 'galaxia-com-capa', file.url);
    const refused = await call('DELETE', `/api/media/${file.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('case "Galáxia com capa"');
    await call('DELETE', `/api/cases/${item.id}`);
    const still = await call('DELETE', `/api/media/${file.id}`);
    expect(still.statusCode).toBe(409);
    expect(still.json().message).toContain('case "Galáxia com capa" (na Lixeira)');
    expect((await call('GET', `/api/media/${file.id}`)).statusCode).toBe(200);
  });

  it('a file moved to the trash leaves the library, keeps its files until deleted for good, and can be restored', async () => {
    const file = await upload('sem-uso.png');
    const stored = path.join(t.dataDir, 'uploads', file.url.replace(/^\/uploads\//, ''));
    expect(existsSync(stored)).toBe(true);
    expect((await call('DELETE', `/api/media/${file.id}`)).statusCode).toBe(200);
    expect((await call('GET', '/api/media?limit=100')).json().data.data.map((m: { id: string }) => m.id)).not.toContain(file.id);
    expect((await call('GET', `/api/media/${file.id}`)).statusCode).toBe(404);
    expect(existsSync(stored)).toBe(true);
    expect((await trash('?type=media')).data[0]).toMatchObject({
      type: 'media',
      id: file.id,
      title: 'sem-uso.png',
    });
    expect((await call('POST', `/api/media/${file.id}/restore`)).statusCode).toBe(200);
    expect((await call('GET', `/api/media/${file.id}`)).statusCode).toBe(200);
    await call('DELETE', `/api/media/${file.id}`);
    expect((await call('DELETE', `/api/media/${file.id}/purge`)).statusCode).toBe(200);
    expect(existsSync(stored)).toBe(false);
  });
});

describe('the trash period and the daily purge', () => {
  it('is 30 days by default, changed by administrators only, with clear 400s', async () => {
    expect((await call('GET', '/api/trash/settings')).json().data).toEqual({
      days: 30,
    });
    expect((await call('PUT', '/api/trash/settings', editor, { days: 10 })).statusCode).toBe(403);
    expect((await call('GET', '/api/trash', sales)).statusCode).toBe(403);
    const bad = await call('PUT', '/api/trash/settings', admin, { days: 0 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('No mínimo 1 dia');
    expect((await call('GET', '/api/trash?type=planeta')).statusCode).toBe(400);
    expect((await call('PUT', '/api/trash/settings', admin, { days: 7 })).json().data).toEqual({ days: 7 });
    expect((await trash()).data.every((i) => i.daysLeft <= 7)).toBe(true);
  });

  it('purges what has been in the trash longer than the period, files included, and keeps the rest', async () => {
    const old = await post('Post antigo na lixeira', 'post-antigo-lixeira');
    const recent = await post('Post recente na lixeira', 'post-recente-lixeira');
    const file = await upload('antiga.png');
    const stored = path.join(t.dataDir, 'uploads', file.url.replace(/^\/uploads\//, ''));
    for (const url of [`/api/blog/${old.id}`, `/api/blog/${recent.id}`, `/api/media/${file.id}`]) expect((await call('DELETE', url)).statusCode).toBe(200);
    await db().execute(sql`update blog_posts set deleted_at = now() - interval '8 days' where id = ${old.id}`);
    await db().execute(sql`update media set deleted_at = now() - interval '8 days' where id = ${file.id}`);
    const purged = await t.app.services.trash.purgeExpired();
    expect(purged.posts).toBeGreaterThanOrEqual(1);
    expect(purged.media).toBe(1);
    const left = (await trash()).data.map((i) => i.id);
    expect(left).not.toContain(old.id);
    expect(left).not.toContain(file.id);
    expect(left).toContain(recent.id);
    expect(existsSync(stored)).toBe(false);
    await call('PUT', '/api/trash/settings', admin, { days: 30 });
  });
});
