import { request as httpGet } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContentVersion } from '../../cache/content-version.js';
import { createTestApp, TEST_EDITOR, TEST_SALES, type TestApp } from '../../test-support/app.js';
import { createRedirectRuntime, registerRedirects } from './runtime.js';

/* Redirects and the 404 log (issue 16, decision 039). */

let t: TestApp;
let admin: Record<string, string>;
let editor: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  admin = { authorization: `Bearer ${(await t.login()).accessToken}` };
  editor = { authorization: `Bearer ${(await t.login(TEST_EDITOR)).accessToken}` };
});
afterAll(async () => t?.close());

type Redirect = { id: string; from: string; to: string; statusCode: number; automatic: boolean; hits: number };
const send = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown, headers = editor) =>
  t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
const create = (body: object) => send('POST', '/api/redirects', body);
const all = async (query = '?limit=100'): Promise<Redirect[]> => (await send('GET', `/api/redirects${query}`)).json().data.data;
const byFrom = async (from: string) => (await all()).find((r) => r.from === from);
const visit = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130', ...headers } });
const clearAll = async () => {
  for (const r of await all()) await send('DELETE', `/api/redirects/${r.id}`);
};

describe('redirects: create, edit, delete, with clear refusals', () => {
  it('creates a redirect from a path to a path (301 by default) or a full URL (302), in the canonical spelling', async () => {
    const made = await create({ from: '/Servicos/Antigo/', to: '/software' });
    expect(made.statusCode).toBe(201);
    expect(made.json().data).toMatchObject({ from: '/servicos/antigo', to: '/software', statusCode: 301, automatic: false, hits: 0 });
    const external = await create({ from: '/parceiro', to: 'https://exemplo.com.br/parceria?ref=site', statusCode: 302 });
    expect(external.json().data).toMatchObject({ to: 'https://exemplo.com.br/parceria?ref=site', statusCode: 302 });
  });

  it('refuses bad input with a message per field and changes nothing', async () => {
    const before = (await all()).length;
    const cases: [object, string, string][] = [
      [{ from: 'sem-barra', to: '/x' }, 'from', 'Informe a origem como um caminho do site que comece com / (ex.: /blog/post-antigo)'],
      [{ from: '/a?b=1', to: '/x' }, 'from', 'A origem não pode ter parâmetros (?) nem âncora (#): use só o caminho'],
      [{ from: '/admin/cases', to: '/x' }, 'from', 'A origem não pode ser um endereço do sistema (/admin, /api, /uploads, /assets)'],
      [{ from: '/a', to: '//evil.example/x' }, 'to', 'Informe o destino como um caminho que comece com / ou um endereço completo com http:// ou https://'],
      [{ from: '/a', to: 'javascript:alert(1)' }, 'to', 'Informe o destino como um caminho que comece com / ou um endereço completo com http:// ou https://'],
      [{ from: '/a', to: '/b', statusCode: 307 }, 'statusCode', 'Tipo inválido: use 301 (permanente) ou 302 (temporário)'],
      [{ from: `/${'a'.repeat(600)}`, to: '/b' }, 'from', 'A origem pode ter no máximo 500 caracteres'],
    ];
    for (const [body, field, message] of cases) {
      const res = await create(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().details[field]).toBe(message);
    }
    expect((await create({ from: '/servicos/antigo', to: '/sobre' })).statusCode).toBe(409);
    expect((await all()).length).toBe(before);
  });

  it('refuses a redirect to itself, a loop and a chain of two hops, saying what to do', async () => {
    const self = await create({ from: '/mesmo', to: '/Mesmo/' });
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe('O destino não pode ser a própria origem');
    const loop = await create({ from: '/software', to: '/servicos/antigo' });
    expect(loop.statusCode).toBe(400);
    expect(loop.json().message).toBe('Isso criaria um ciclo: /servicos/antigo já redireciona para /software');
    const chain = await create({ from: '/outro', to: '/servicos/antigo?x=1' });
    expect(chain.statusCode).toBe(400);
    expect(chain.json().message).toBe('O destino /servicos/antigo já redireciona para /software. Use /software como destino para não criar uma cadeia de redirecionamentos');
  });

  it('points redirects that led to a new source at its target, so nothing is ever two hops', async () => {
    expect((await create({ from: '/velho', to: '/meio' })).statusCode).toBe(201);
    expect((await create({ from: '/meio', to: '/cases' })).statusCode).toBe(201);
    expect(await byFrom('/velho')).toMatchObject({ to: '/cases' });
  });

  it('edits (the redirect becomes manual) and deletes, with the same rules', async () => {
    const row = (await byFrom('/meio'))!;
    const edited = await send('PATCH', `/api/redirects/${row.id}`, { to: '/blog', statusCode: 302 });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({ from: '/meio', to: '/blog', statusCode: 302 });
    expect((await send('PATCH', `/api/redirects/${row.id}`, { to: '/velho' })).json().message).toBe('O destino /velho já redireciona para /cases. Use /cases como destino para não criar uma cadeia de redirecionamentos');
    expect((await send('DELETE', `/api/redirects/${row.id}`)).statusCode).toBe(200);
    expect((await send('DELETE', `/api/redirects/${row.id}`)).statusCode).toBe(404);
    expect((await send('PATCH', '/api/redirects/nao-e-id', { to: '/x' })).statusCode).toBe(400);
  });

  it('lists with search, filter by kind, sort and pages', async () => {
    const found = await all('?search=parceiro');
    expect(found.map((r) => r.from)).toEqual(['/parceiro']);
    const sorted = await all('?sortBy=from&sortOrder=asc');
    expect(sorted.map((r) => r.from)).toEqual([...sorted.map((r) => r.from)].sort());
    const page = (await send('GET', '/api/redirects?limit=1&page=2')).json().data;
    expect(page.data).toHaveLength(1);
    expect(page.meta).toMatchObject({ page: 2, limit: 1, total: sorted.length });
    expect(await all('?kind=automatic')).toEqual([]);
    expect((await send('GET', '/api/redirects?sortBy=planeta')).statusCode).toBe(400);
  });

  it('is for administrators and editors; sales get 403', async () => {
    const sales = { authorization: `Bearer ${(await t.login(TEST_SALES)).accessToken}` };
    expect((await send('GET', '/api/redirects', undefined, admin)).statusCode).toBe(200);
    expect((await send('GET', '/api/redirects', undefined, sales)).statusCode).toBe(403);
    expect((await send('POST', '/api/redirects', { from: '/x', to: '/y' }, sales)).statusCode).toBe(403);
    expect((await send('GET', '/api/redirects/not-found', undefined, sales)).statusCode).toBe(403);
  });

  it('records each write in the activity log', async () => {
    const log = (await send('GET', '/api/activity?type=redirects', undefined, admin)).json().data.data as { action: string; actorEmail: string }[];
    expect(log.map((e) => e.action)).toEqual(expect.arrayContaining(['create', 'update', 'delete']));
    expect(log.every((e) => e.actorEmail === TEST_EDITOR.email)).toBe(true);
  });
});

describe('redirects: CSV export and import', () => {
  it('exports from,to,status', async () => {
    await clearAll();
    await create({ from: '/a', to: '/sobre' });
    await create({ from: '/b', to: 'https://exemplo.com/x', statusCode: 302 });
    const res = await send('GET', '/api/redirects/export');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.body.replace(/^\uFEFF/, '')).toBe('from,to,status\r\n/a,/sobre,301\r\n/b,https://exemplo.com/x,302\r\n');
  });

  it('refuses a file with any invalid line, naming each line, and changes nothing', async () => {
    const csv = ['from,to,status', '/c,/contato,301', 'sem-barra,/x,301', '/d,/e,303', '/c,/blog', '/f,/a', '/g,/g', '"/h","/sobre"'].join('\n');
    const res = await send('POST', '/api/redirects/import', { csv });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('O arquivo tem linhas inválidas; nada foi importado');
    expect(res.json().details).toEqual({
      'Linha 3': 'Informe a origem como um caminho do site que comece com / (ex.: /blog/post-antigo)',
      'Linha 4': 'Tipo inválido: use 301 (permanente) ou 302 (temporário)',
      'Linha 5': 'Origem repetida (já aparece na linha 2)',
      'Linha 6': 'O destino /a já redireciona para /sobre. Use /sobre como destino para não criar uma cadeia de redirecionamentos',
      'Linha 7': 'O destino não pode ser a própria origem',
    });
    expect((await all()).map((r) => r.from).sort()).toEqual(['/a', '/b']);
    expect((await send('POST', '/api/redirects/import', { csv: '\n\n' })).json().message).toBe('O arquivo não tem nenhuma linha de redirecionamento');
  });

  it('imports a valid file (with or without header, , or ;): creates new sources and replaces existing ones', async () => {
    const res = await send('POST', '/api/redirects/import', { csv: '\uFEFFfrom;to;status\r\n/a;/contato;302\r\n"/Nova/";/blog\r\n' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ created: 1, updated: 1 });
    expect(await byFrom('/a')).toMatchObject({ to: '/contato', statusCode: 302 });
    expect(await byFrom('/nova')).toMatchObject({ to: '/blog', statusCode: 301 });
    const headerless = await send('POST', '/api/redirects/import', { csv: '/z,/sobre' });
    expect(headerless.json().data).toEqual({ created: 1, updated: 0 });
  });
});

describe('redirects are answered before any page, keeping the query', () => {
  it('answers a saved redirect at once with its status, the query of the request kept, and counts the hit', async () => {
    await clearAll();
    await create({ from: '/promo', to: '/contato?origem=promo' });
    await create({ from: '/fora', to: 'https://exemplo.com/destino', statusCode: 302 });
    const res = await visit('/promo?utm_source=news');
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/contato?origem=promo&utm_source=news');
    const upper = await visit('/Promo/');
    expect(upper.statusCode).toBe(301);
    expect(upper.headers.location).toBe('/contato?origem=promo');
    const away = await visit('/fora?a=1');
    expect(away.statusCode).toBe(302);
    expect(away.headers.location).toBe('https://exemplo.com/destino?a=1');
    await t.app.redirectRuntime.flush();
    expect(await byFrom('/promo')).toMatchObject({ hits: 2 });
  });

  it('reaches another instance within a second, through the shared content version', async () => {
    // What another instance holds: its own copy of the table and its own view of the content version.
    const other = createRedirectRuntime(t.app.services.database.db, createContentVersion(t.app.services.database.db));
    expect(await other.lookup('/campanha', '')).toBeNull();
    await create({ from: '/campanha', to: '/contato' });
    const saved = Date.now();
    let hit = await other.lookup('/campanha', '?a=1');
    while (!hit && Date.now() - saved < 3000) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      hit = await other.lookup('/campanha', '?a=1');
    }
    expect(hit).toEqual({ location: '/contato?a=1', status: 301 });
    expect(Date.now() - saved).toBeLessThan(1500);
  });

  it('stops answering a deleted redirect', async () => {
    const row = (await byFrom('/promo'))!;
    await send('DELETE', `/api/redirects/${row.id}`);
    expect((await visit('/promo')).statusCode).toBe(404);
  });
});

describe('a published slug that changes leaves a 301 behind', () => {
  const post = { title: 'Guia de APIs', excerpt: 'Resumo.', content: 'Texto do post.', status: 'published', slug: 'guia-de-apis' };
  let postId: string;

  it('redirects each old address of a post, in every language, to the new one', async () => {
    await clearAll();
    const res = await send('POST', '/api/blog', { ...post, translations: { en: { title: 'API guide', excerpt: 'Summary.', content: 'Text.', slug: 'api-guide' } } });
    expect(res.statusCode).toBe(201);
    postId = res.json().data.id;
    expect((await send('PATCH', `/api/blog/${postId}`, { slug: 'guia-de-apis-2026', translations: { en: { title: 'API guide', excerpt: 'Summary.', content: 'Text.', slug: 'api-guide-2026' } } })).statusCode).toBe(200);
    const redirects = await all('?kind=automatic');
    expect(redirects.map((r) => [r.from, r.to, r.statusCode]).sort()).toEqual([
      ['/blog/guia-de-apis', '/blog/guia-de-apis-2026', 301],
      ['/en/blog/api-guide', '/en/blog/api-guide-2026', 301],
      // Spanish is not written: its address shows the Portuguese post at the Portuguese slug.
      ['/es/blog/guia-de-apis', '/es/blog/guia-de-apis-2026', 301],
    ]);
    const old = await visit('/blog/guia-de-apis/qualquer-coisa?ref=x');
    expect(old.statusCode).toBe(301);
    expect(old.headers.location).toBe('/blog/guia-de-apis-2026?ref=x');
  });

  it('never chains: a second change points the first redirects at the newest address', async () => {
    await send('PATCH', `/api/blog/${postId}`, { slug: 'guia-definitivo-de-apis' });
    const redirects = await all('?kind=automatic');
    expect(redirects.filter((r) => r.from.startsWith('/blog/')).map((r) => [r.from, r.to]).sort()).toEqual([
      ['/blog/guia-de-apis', '/blog/guia-definitivo-de-apis'],
      ['/blog/guia-de-apis-2026', '/blog/guia-definitivo-de-apis'],
    ]);
  });

  it('removes a redirect whose source is a live address again (the slug changed back)', async () => {
    await send('PATCH', `/api/blog/${postId}`, { slug: 'guia-de-apis' });
    const pt = (await all('?kind=automatic')).filter((r) => r.from.startsWith('/blog/')).map((r) => [r.from, r.to]).sort();
    expect(pt).toEqual([
      ['/blog/guia-de-apis-2026', '/blog/guia-de-apis'],
      ['/blog/guia-definitivo-de-apis', '/blog/guia-de-apis'],
    ]);
    expect((await visit('/blog/guia-de-apis')).statusCode).not.toBe(301);
  });

  it('leaves drafts alone, and a case’s change works the same way', async () => {
    const draft = (await send('POST', '/api/blog', { ...post, slug: 'rascunho', status: 'draft' })).json().data.id;
    const before = (await all()).length;
    await send('PATCH', `/api/blog/${draft}`, { slug: 'rascunho-2' });
    expect((await all()).length).toBe(before);
    const made = await send('POST', '/api/cases', { title: 'Portal', slug: 'portal', client: 'Coop', imageUrl: '/uploads/x.png', published: true });
    expect(made.statusCode).toBe(201);
    await send('PATCH', `/api/cases/${made.json().data.id}`, { slug: 'portal-do-cliente' });
    expect(await byFrom('/cases/portal')).toMatchObject({ to: '/cases/portal-do-cliente', automatic: true, statusCode: 301 });
    expect(await byFrom('/en/cases/portal')).toMatchObject({ to: '/en/cases/portal-do-cliente' });
  });
});

describe('an address that becomes live again without a save loses its redirect', () => {
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  const inSeconds = (s: number) => new Date(Date.now() + s * 1000).toISOString();

  it('a post going live at its scheduled time: its redirects go before any visitor is sent away, and later ones stay', async () => {
    const made = await send('POST', '/api/blog', { title: 'Lançamento agendado', excerpt: 'Resumo.', content: 'Texto.', slug: 'lancamento-agendado' });
    const id = made.json().data.id as string;
    await create({ from: '/blog/lancamento-agendado', to: '/blog' });
    await create({ from: '/en/blog/lancamento-agendado', to: '/en/blog' });
    expect((await send('POST', `/api/blog/${id}/schedule`, { publishAt: inSeconds(2) })).statusCode).toBe(200);
    expect((await visit('/blog/lancamento-agendado')).statusCode).toBe(301);
    await sleep(3200);
    expect((await visit('/blog/lancamento-agendado')).statusCode).not.toBe(301);
    expect((await visit('/en/blog/lancamento-agendado')).statusCode).not.toBe(301);
    expect(await byFrom('/blog/lancamento-agendado')).toBeUndefined();
    expect(await byFrom('/en/blog/lancamento-agendado')).toBeUndefined();
    // Settled once: a redirect made from the live address afterwards is the editor's choice and stays.
    await create({ from: '/blog/lancamento-agendado', to: '/sobre' });
    expect((await visit('/blog/lancamento-agendado')).headers.location).toBe('/sobre');
  });

  it('a case gone live at its time and saved before anyone visited loses its redirect with that save', async () => {
    const made = await send('POST', '/api/cases', { title: 'Case agendado', slug: 'case-agendado', client: 'Coop', imageUrl: '/uploads/x.png', published: false });
    const id = made.json().data.id as string;
    await create({ from: '/cases/case-agendado', to: '/cases' });
    await send('POST', `/api/cases/${id}/schedule`, { publishAt: inSeconds(2) });
    await sleep(3200);
    expect((await send('PATCH', `/api/cases/${id}`, { description: 'Nova descrição' })).statusCode).toBe(200);
    expect(await byFrom('/cases/case-agendado')).toBeUndefined();
    expect((await visit('/cases/case-agendado')).statusCode).not.toBe(301);
  });

  it('a post or case restored from the Lixeira', async () => {
    const post = (await send('POST', '/api/blog', { title: 'Post restaurado', excerpt: 'Resumo.', content: 'Texto.', slug: 'post-restaurado', status: 'published' })).json().data.id as string;
    const kase = (await send('POST', '/api/cases', { title: 'Case restaurado', slug: 'case-restaurado', client: 'Coop', imageUrl: '/uploads/x.png', published: true })).json().data.id as string;
    const draft = (await send('POST', '/api/blog', { title: 'Rascunho restaurado', excerpt: 'Resumo.', content: 'Texto.', slug: 'rascunho-restaurado' })).json().data.id as string;
    for (const url of [`/api/blog/${post}`, `/api/cases/${kase}`, `/api/blog/${draft}`]) expect((await send('DELETE', url)).statusCode).toBe(200);
    await create({ from: '/blog/post-restaurado', to: '/blog' });
    await create({ from: '/es/cases/case-restaurado', to: '/es/cases' });
    await create({ from: '/blog/rascunho-restaurado', to: '/blog' });
    expect((await visit('/blog/post-restaurado')).statusCode).toBe(301);
    for (const url of [`/api/blog/${post}/restore`, `/api/cases/${kase}/restore`, `/api/blog/${draft}/restore`]) expect((await send('POST', url)).statusCode).toBe(200);
    expect(await byFrom('/blog/post-restaurado')).toBeUndefined();
    expect(await byFrom('/es/cases/case-restaurado')).toBeUndefined();
    expect((await visit('/blog/post-restaurado')).statusCode).not.toBe(301);
    // A draft is not live: its address keeps its redirect.
    expect(await byFrom('/blog/rascunho-restaurado')).toMatchObject({ to: '/blog' });
  });
});

describe('the 404 log', () => {
  const log = async (query = '') => (await send('GET', `/api/redirects/not-found${query}`)).json().data as { data: { path: string; hits: number; referrer: string | null; bot: boolean }[]; meta: { total: number } };

  it('counts public addresses that answered 404 by path, with the latest referrer (no query) and a bot flag', async () => {
    await t.app.redirectRuntime.flush();
    await send('DELETE', '/api/redirects/not-found', {});
    await visit('/pagina-que-sumiu?utm_source=x', { referer: 'https://parceiro.com.br/artigo?token=secreto' });
    await visit('/Pagina-Que-Sumiu/');
    await visit('/pagina-que-sumiu');
    await visit('/wp-login.php');
    await visit('/outra', { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' });
    await visit(`/${'x'.repeat(800)}`);
    await t.app.inject({ method: 'GET', url: '/api/nada', headers: editor });
    await t.app.redirectRuntime.flush();
    const people = await log();
    expect(people.data.map((r) => r.path)).toEqual(['/pagina-que-sumiu']);
    // Every spelling of an address is one row.
    expect(people.data[0]).toMatchObject({ hits: 3, referrer: 'https://parceiro.com.br/artigo', bot: false });
    const everyone = await log('?hideBots=false');
    expect(everyone.data[0]).toMatchObject({ path: '/pagina-que-sumiu', bot: false });
    expect(everyone.data.slice(1).every((r) => r.bot)).toBe(true);
    expect(everyone.data.slice(1).map((r) => r.path).sort()).toEqual(['/outra', '/wp-login.php']);
    expect(everyone.data.every((r) => r.path.length < 600)).toBe(true);
    expect((await log('?search=sumiu&hideBots=false')).meta.total).toBe(1);
  });

  it('turns a row into a redirect that then works, and clears rows', async () => {
    expect((await create({ from: '/pagina-que-sumiu', to: '/sobre' })).statusCode).toBe(201);
    expect((await visit('/pagina-que-sumiu')).headers.location).toBe('/sobre');
    const onlyBots = await send('DELETE', '/api/redirects/not-found', { onlyBots: true });
    expect(onlyBots.json().data).toEqual({ removed: 2 });
    const named = await send('DELETE', '/api/redirects/not-found', { paths: ['/pagina-que-sumiu'] });
    expect(named.json().data).toEqual({ removed: 1 });
    expect((await log('?hideBots=false')).meta.total).toBe(0);
  });

  it('counts a 404 page the visitor left before it finished streaming', async () => {
    // The public pages stream (React's shell first): a visitor who closes the tab mid-page still met a 404.
    const db = t.app.services.database.db;
    const runtime = createRedirectRuntime(db, createContentVersion(db));
    const site = Fastify();
    registerRedirects(site, runtime);
    site.get('/*', (_request, reply) => {
      const page = new Readable({ read() {} });
      page.push('<!doctype html><title>Página não encontrada</title>');
      reply.code(404).type('text/html').send(page);
    });
    await site.listen({ host: '127.0.0.1', port: 0 });
    try {
      const { port } = site.server.address() as AddressInfo;
      await new Promise<void>((resolve, reject) => {
        const req = httpGet({ host: '127.0.0.1', port, path: '/saiu-no-meio', headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130' } }, (res) => {
          expect(res.statusCode).toBe(404);
          res.once('data', () => {
            req.destroy();
            resolve();
          });
        });
        req.on('error', reject);
        req.end();
      });
      await runtime.flush();
      expect((await log('?search=saiu-no-meio')).data).toMatchObject([{ path: '/saiu-no-meio', hits: 1, bot: false }]);
    } finally {
      await site.close();
    }
  });
});
