import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageTarget } from '../../plugins/page-request.js';
import { createPublicSite } from '../../public-site.js';
import { createTestApp, TEST_EDITOR, TEST_SALES, type TestApp } from '../../test-support/app.js';

/* Scheduled publishing and preview links (issue 16, decision 041). */

let t: TestApp;
let admin: Record<string, string>;
let editor: Record<string, string>;
let sales: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  admin = { authorization: `Bearer ${(await t.login()).accessToken}` };
  editor = { authorization: `Bearer ${(await t.login(TEST_EDITOR)).accessToken}` };
  sales = { authorization: `Bearer ${(await t.login(TEST_SALES)).accessToken}` };
});
afterAll(async () => t?.close());

const inject = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, headers: Record<string, string> = {}, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const site = () => createPublicSite(t.app.services, 'http://localhost');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const inSeconds = (s: number) => new Date(Date.now() + s * 1000).toISOString();

async function newPost(title: string) {
  const res = await inject('POST', '/api/blog', editor, { title, excerpt: 'Resumo do post.', content: 'Texto do post agendado.' });
  expect(res.statusCode).toBe(201);
  return res.json().data as { id: string; slug: string };
}
async function newCase(title: string, slug: string) {
  const res = await inject('POST', '/api/cases', editor, { title, slug, client: 'Cliente', imageUrl: '/uploads/capa.png', published: false });
  expect(res.statusCode).toBe(201);
  return res.json().data as { id: string; slug: string };
}

/** What a visitor sees of an item: the blog or case list, the sitemap, the feed and llms.txt. */
async function visibleTo(slug: string) {
  const [posts, cases, sitemap, feed, llms] = await Promise.all([
    inject('GET', '/api/blog?limit=50'),
    inject('GET', '/api/cases?limit=50'),
    inject('GET', '/sitemap.xml'),
    inject('GET', '/blog/rss.xml'),
    inject('GET', '/llms.txt'),
  ]);
  return {
    list: JSON.stringify(posts.json().data).includes(`"${slug}"`) || JSON.stringify(cases.json().data).includes(`"${slug}"`),
    sitemap: sitemap.body.includes(`/${slug}<`),
    feed: feed.body.includes(slug),
    llms: llms.body.includes(slug),
  };
}

describe('scheduled publishing', () => {
  it('hides a scheduled post from the list, the page, the sitemap, the feed and llms.txt until its time, then shows it everywhere without any write', async () => {
    const post = await newPost('Post que sai daqui a pouco');
    // Warm every cache while the post is a draft.
    expect(await visibleTo(post.slug)).toEqual({ list: false, sitemap: false, feed: false, llms: false });
    const scheduled = await inject('POST', `/api/blog/${post.id}/schedule`, editor, { publishAt: inSeconds(2) });
    expect(scheduled.statusCode).toBe(200);
    expect(scheduled.json()).toMatchObject({ message: 'Post agendado', data: { status: 'published' } });
    expect(await visibleTo(post.slug)).toEqual({ list: false, sitemap: false, feed: false, llms: false });
    expect((await inject('GET', `/api/blog/public/slug/${post.slug}`)).statusCode).toBe(404);
    await sleep(3200);
    expect(await visibleTo(post.slug)).toEqual({ list: true, sitemap: true, feed: true, llms: true });
    expect((await inject('GET', `/api/blog/public/slug/${post.slug}`)).statusCode).toBe(200);
  });

  it('hides a scheduled case from visitors (list, page, sitemap, search) until its time', async () => {
    const item = await newCase('Portal agendado Zumbarque', 'portal-agendado-zumbarque');
    const res = await inject('POST', `/api/cases/${item.id}/schedule`, editor, { publishAt: inSeconds(2) });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ published: true, publishedAt: expect.any(String) });
    const search = async () => JSON.stringify((await inject('GET', '/api/search?q=Zumbarque')).json().data);
    expect((await visibleTo(item.slug)).list).toBe(false);
    expect((await visibleTo(item.slug)).sitemap).toBe(false);
    expect((await inject('GET', `/api/cases/slug/${item.slug}`)).statusCode).toBe(404);
    expect(await search()).not.toContain(item.slug);
    // Staff see it, with its time.
    const staff = (await inject('GET', `/api/cases/${item.id}`, editor)).json().data;
    expect(Date.parse(staff.publishedAt)).toBeGreaterThan(Date.now());
    await sleep(3200);
    expect(await visibleTo(item.slug)).toMatchObject({ list: true, sitemap: true });
    expect((await inject('GET', `/api/cases/slug/${item.slug}`)).statusCode).toBe(200);
    expect(await search()).toContain(item.slug);
  });

  it('unschedules a post (back to draft) and a case (back to unpublished), and says so when there is nothing to cancel', async () => {
    const post = await newPost('Post que desiste');
    await inject('POST', `/api/blog/${post.id}/schedule`, editor, { publishAt: inSeconds(3600) });
    const back = await inject('POST', `/api/blog/${post.id}/unschedule`, editor);
    expect(back.statusCode).toBe(200);
    expect(back.json().data).toMatchObject({ status: 'draft', publishedAt: null });
    const again = await inject('POST', `/api/blog/${post.id}/unschedule`, editor);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Este post não está agendado');

    const item = await newCase('Case que desiste', 'case-que-desiste');
    await inject('POST', `/api/cases/${item.id}/schedule`, editor, { publishAt: inSeconds(3600) });
    const unscheduled = await inject('POST', `/api/cases/${item.id}/unschedule`, editor);
    expect(unscheduled.json().data).toMatchObject({ published: false, publishedAt: null });
    expect((await inject('POST', `/api/cases/${item.id}/unschedule`, editor)).json().message).toBe('Este case não está agendado');
  });

  it('refuses a time in the past or not a date with a clear 400 and changes nothing; a salesperson may not schedule', async () => {
    const post = await newPost('Post mal agendado');
    const past = await inject('POST', `/api/blog/${post.id}/schedule`, editor, { publishAt: inSeconds(-60) });
    expect(past.statusCode).toBe(400);
    expect(past.json().details).toEqual({ publishAt: 'Escolha uma data e hora no futuro' });
    const junk = await inject('POST', `/api/blog/${post.id}/schedule`, editor, { publishAt: 'amanhã às 9' });
    expect(junk.statusCode).toBe(400);
    expect(junk.json().details).toEqual({ publishAt: 'Data e hora inválidas' });
    expect((await inject('GET', `/api/blog/${post.id}`, editor)).json().data).toMatchObject({ status: 'draft', publishedAt: null });
    expect((await inject('POST', `/api/blog/${post.id}/schedule`, sales, { publishAt: inSeconds(60) })).statusCode).toBe(403);
    expect((await inject('POST', `/api/blog/00000000-0000-4000-8000-000000000000/schedule`, editor, { publishAt: inSeconds(60) })).statusCode).toBe(404);
  });

  it('records scheduling and unscheduling in the activity log as their own actions', async () => {
    const post = await newPost('Post no registro');
    await inject('POST', `/api/blog/${post.id}/schedule`, editor, { publishAt: inSeconds(3600) });
    await inject('POST', `/api/blog/${post.id}/unschedule`, editor);
    const log = (await inject('GET', `/api/activity?itemId=${post.id}`, admin)).json().data.data as { action: string; type: string; itemLabel: string }[];
    expect(log.slice(0, 2).map((e) => [e.action, e.type, e.itemLabel])).toEqual([
      ['unschedule', 'blog', 'Post no registro'],
      ['schedule', 'blog', 'Post no registro'],
    ]);
  });

  it('keeps a revision of scheduling and of its cancelling, so a save made over them is refused naming who scheduled', async () => {
    const post = await newPost('Post com histórico de agenda');
    const opened = (await inject('GET', `/api/blog/${post.id}`, editor)).json().data.version as number;
    expect((await inject('POST', `/api/blog/${post.id}/schedule`, admin, { publishAt: inSeconds(3600) })).json().data.version).toBe(opened + 1);
    const stale = await inject('PATCH', `/api/blog/${post.id}`, editor, { title: 'Título por cima', version: opened });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toMatch(/^Este post foi alterado por Admin às \d{2}:\d{2}$/);
    await inject('POST', `/api/blog/${post.id}/unschedule`, editor);
    const revisions = (await inject('GET', `/api/blog/${post.id}/revisions`, editor)).json().data;
    expect(revisions.currentVersion).toBe(opened + 2);
    expect(revisions.data.map((r: { version: number; authorName: string }) => [r.version, r.authorName])).toEqual([
      [opened + 2, 'Editor'],
      [opened + 1, 'Admin'],
      [opened, 'Editor'],
    ]);
    const scheduled = (await inject('GET', `/api/blog/${post.id}/revisions/${revisions.data[1].id}`, editor)).json().data.data;
    expect(scheduled).toMatchObject({ status: 'published', publishedAt: expect.any(String) });

    const item = await newCase('Case com histórico de agenda', 'case-historico-agenda');
    await inject('POST', `/api/cases/${item.id}/schedule`, editor, { publishAt: inSeconds(3600) });
    const caseRevisions = (await inject('GET', `/api/cases/${item.id}/revisions`, editor)).json().data;
    expect(caseRevisions.data).toHaveLength(2);
    expect(caseRevisions.currentVersion).toBe(caseRevisions.data[0].version);
  });

  it('“Publicar” on a scheduled post or case publishes it now; saving it keeps its time', async () => {
    const post = await newPost('Post publicado antes da hora');
    await inject('POST', `/api/blog/${post.id}/schedule`, editor, { publishAt: inSeconds(3600) });
    // The editor's save sends the publish switch as it is: the schedule stays.
    const saved = await inject('PATCH', `/api/blog/${post.id}`, editor, { title: 'Post publicado antes da hora', status: 'published' });
    expect(Date.parse(saved.json().data.publishedAt)).toBeGreaterThan(Date.now() + 3_000_000);
    expect((await inject('GET', `/api/blog/public/slug/${post.slug}`)).statusCode).toBe(404);
    const before = Date.now();
    const published = await inject('POST', `/api/blog/${post.id}/publish`, editor);
    expect(published.statusCode).toBe(200);
    expect(published.json()).toMatchObject({ message: 'Post publicado', data: { status: 'published' } });
    expect(Date.parse(published.json().data.publishedAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(published.json().data.publishedAt)).toBeLessThanOrEqual(Date.now());
    expect((await inject('GET', `/api/blog/public/slug/${post.slug}`)).statusCode).toBe(200);
    expect((await visibleTo(post.slug)).list).toBe(true);
    // Publishing what is already public keeps its date.
    const again = await inject('POST', `/api/blog/${post.id}/publish`, editor);
    expect(again.json().data.publishedAt).toBe(published.json().data.publishedAt);

    const bulkPost = await newPost('Post agendado publicado em lote');
    await inject('POST', `/api/blog/${bulkPost.id}/schedule`, editor, { publishAt: inSeconds(3600) });
    expect((await inject('POST', '/api/blog/bulk', editor, { action: 'publish', ids: [bulkPost.id] })).statusCode).toBe(200);
    expect((await inject('GET', `/api/blog/public/slug/${bulkPost.slug}`)).statusCode).toBe(200);

    const item = await newCase('Case publicado antes da hora', 'case-publicado-antes-da-hora');
    await inject('POST', `/api/cases/${item.id}/schedule`, editor, { publishAt: inSeconds(3600) });
    const caseSaved = await inject('PATCH', `/api/cases/${item.id}`, editor, { title: 'Case publicado antes da hora', published: true });
    expect(caseSaved.json().data.publishedAt).not.toBeNull();
    expect((await inject('GET', `/api/cases/slug/${item.slug}`)).statusCode).toBe(404);
    const bulk = await inject('POST', '/api/cases/bulk', editor, { action: 'publish', ids: [item.id] });
    expect(bulk.statusCode).toBe(200);
    expect((await inject('GET', `/api/cases/${item.id}`, editor)).json().data).toMatchObject({ published: true, publishedAt: null });
    expect((await inject('GET', `/api/cases/slug/${item.slug}`)).statusCode).toBe(200);
  });

  it('keeps the site time zone (America/Sao_Paulo by default), which only an administrator changes', async () => {
    expect((await inject('GET', '/api/settings/time-zone', editor)).json().data).toEqual({ timeZone: 'America/Sao_Paulo' });
    expect((await inject('PUT', '/api/settings/time-zone', editor, { timeZone: 'Europe/Lisbon' })).statusCode).toBe(403);
    const bad = await inject('PUT', '/api/settings/time-zone', admin, { timeZone: 'Marte/Olympus' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details).toEqual({ timeZone: 'Fuso horário inválido (use um nome como America/Sao_Paulo)' });
    expect((await inject('PUT', '/api/settings/time-zone', admin, { timeZone: 'Europe/Lisbon' })).json().data).toEqual({ timeZone: 'Europe/Lisbon' });
    expect((await inject('GET', '/api/settings/time-zone', editor)).json().data).toEqual({ timeZone: 'Europe/Lisbon' });
    await inject('PUT', '/api/settings/time-zone', admin, { timeZone: 'America/Sao_Paulo' });
  });
});

describe('preview links', () => {
  it('shows a draft case to whoever has the link, lists it, and once revoked shows it no more', async () => {
    const item = await newCase('Case em revisão', 'case-em-revisao');
    const created = await inject('POST', `/api/cases/${item.id}/preview-links`, editor, {});
    expect(created.statusCode).toBe(201);
    const link = created.json().data as { id: string; path: string; url: string; expiresAt: string };
    expect(link.path).toMatch(/^\/previa\/[0-9a-f]{64}$/);
    const days = (Date.parse(link.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);
    const token = link.path.split('/').pop()!;
    // Only the token's SHA-256 is stored.
    const stored = JSON.stringify((await t.app.services.database.db.execute('select token_hash from preview_links' as never)) as unknown);
    expect(stored).not.toContain(token);

    const shown = await site().preview(token, 'pt');
    expect(shown).toMatchObject({ state: 'case', item: { id: item.id, title: 'Case em revisão', published: false } });
    const listed = (await inject('GET', `/api/cases/${item.id}/preview-links`, editor)).json().data as { id: string; createdByName: string }[];
    expect(listed).toEqual([expect.objectContaining({ id: link.id, createdByName: 'Editor' })]);

    const revoked = await inject('DELETE', `/api/cases/${item.id}/preview-links/${link.id}`, editor);
    expect(revoked.statusCode).toBe(200);
    expect(await site().preview(token, 'pt')).toEqual({ state: 'gone' });
    expect((await inject('GET', `/api/cases/${item.id}/preview-links`, editor)).json().data).toEqual([]);
    expect((await inject('DELETE', `/api/cases/${item.id}/preview-links/${link.id}`, editor)).statusCode).toBe(404);
    expect(await site().preview('0'.repeat(64), 'pt')).toBeNull();
    expect(await site().preview('not-a-token', 'pt')).toBeNull();
  });

  it('shows a scheduled post with its content; an expired link shows it no more; "Visualizar" links last an hour', async () => {
    const post = await newPost('Post em revisão');
    await inject('POST', `/api/blog/${post.id}/schedule`, editor, { publishAt: inSeconds(3600) });
    const view = (await inject('POST', `/api/blog/${post.id}/preview-links`, editor, { purpose: 'view' })).json().data as {
      path: string;
      expiresAt: string;
      id: string;
    };
    expect((Date.parse(view.expiresAt) - Date.now()) / 3_600_000).toBeLessThanOrEqual(1);
    const token = view.path.split('/').pop()!;
    const shown = await site().preview(token, 'pt');
    expect(shown).toMatchObject({
      state: 'post',
      post: { id: post.id, title: 'Post em revisão', contentHtml: expect.stringContaining('Texto do post agendado.') },
    });
    await t.app.services.database.db.execute(`update preview_links set expires_at = now() - interval '1 second' where id = '${view.id}'` as never);
    expect(await site().preview(token, 'pt')).toEqual({ state: 'gone' });
    expect((await inject('GET', `/api/blog/${post.id}/preview-links`, editor)).json().data).toEqual([]);
  });

  it('is never kept by the page cache, in any language', () => {
    for (const path of [`/previa/${'a'.repeat(64)}`, `/en/previa/${'b'.repeat(64)}`, `/es/previa/${'c'.repeat(64)}`]) {
      expect(pageTarget('GET', path, {})).toMatchObject({ kind: 'page', cacheKey: null });
    }
    expect(pageTarget('GET', '/blog', {})).toMatchObject({ kind: 'page', cacheKey: '/blog' });
  });

  it('is for those who edit the type: refused without a token and to a salesperson; a bad purpose is a 400', async () => {
    const post = await newPost('Post fechado');
    expect((await inject('POST', `/api/blog/${post.id}/preview-links`, {}, {})).statusCode).toBe(401);
    expect((await inject('POST', `/api/blog/${post.id}/preview-links`, sales, {})).statusCode).toBe(403);
    expect((await inject('GET', `/api/blog/${post.id}/preview-links`, sales)).statusCode).toBe(403);
    const bad = await inject('POST', `/api/blog/${post.id}/preview-links`, editor, { purpose: 'forever' });
    expect(bad.statusCode).toBe(400);
    expect((await inject('POST', `/api/blog/00000000-0000-4000-8000-000000000000/preview-links`, editor, {})).statusCode).toBe(404);
  });
});
