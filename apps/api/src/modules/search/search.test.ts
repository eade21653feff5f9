import { sql } from 'drizzle-orm';
import type { TSearchHit, TSearchResult } from '@softhouse/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_EDITOR, type TestApp } from '../../test-support/app.js';

/** GET /api/search (issue 18, decision 034): ranking, accents, languages, typos, pagination and bad queries. */

let t: TestApp;
let auth: { authorization: string };

const post = async (body: Record<string, unknown>) => {
  const res = await t.app.inject({ method: 'POST', url: '/api/blog', headers: auth, payload: { status: 'published', ...body } });
  if (res.statusCode !== 201) throw new Error(res.body);
  return res.json().data as { id: string; slug: string };
};
const caseOf = async (body: Record<string, unknown>) => {
  const res = await t.app.inject({ method: 'POST', url: '/api/cases', headers: auth, payload: { client: 'Cliente', imageUrl: '/uploads/x.png', ...body } });
  if (res.statusCode !== 201) throw new Error(res.body);
  return res.json().data as { id: string; slug: string };
};
const search = async (query: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/search?${query}` });
  return { res, body: res.json() as { data: TSearchResult; message?: string; details?: Record<string, string> } };
};
const found = async (query: string) => {
  const { res, body } = await search(query);
  expect(res.statusCode, res.body).toBe(200);
  return body.data;
};
const titles = (hits: TSearchHit[]) => hits.map((hit) => hit.title);
const marked = (hit: TSearchHit) => hit.highlight.excerpt.filter((s) => s.match).map((s) => s.text);
const q = encodeURIComponent;

beforeAll(async () => {
  t = await createTestApp();
  auth = { authorization: `Bearer ${(await t.login(TEST_EDITOR)).accessToken}` };
});
afterAll(async () => t?.close());

describe('ranking', () => {
  it('puts a title match above an excerpt match above a body match, however often the body repeats the word', async () => {
    await post({ title: 'Notas de uma reunião', excerpt: 'Um resumo qualquer.', content: 'Quasar. '.repeat(30) });
    await post({ title: 'Outro texto', excerpt: 'Sobre o quasar e nada mais.', content: 'Sem a palavra.' });
    await post({ title: 'O quasar do ano', excerpt: 'Um resumo.', content: 'Texto curto.' });
    const result = await found('q=quasar');
    expect(titles(result.data)).toEqual(['O quasar do ano', 'Outro texto', 'Notas de uma reunião']);
    expect(result.counts).toEqual({ all: 3, post: 3, case: 0, page: 0 });
    expect(result.meta).toMatchObject({ page: 1, total: 3, totalPages: 1 });
    expect(result.data[0]!.highlight.title).toEqual([
      { text: 'O ', match: false },
      { text: 'quasar', match: true },
      { text: ' do ano', match: false },
    ]);
    // The body match shows the passage of the body where the word is.
    expect(marked(result.data[2]!)).toContain('Quasar');
  });

  it('matches every word of the query, the last one also as the start of a word while it is being typed', async () => {
    await post({ title: 'Desenvolvimento de aplicativos móveis', excerpt: 'Como entregamos apps.', content: 'Corpo.' });
    expect(titles((await found(`q=${q('aplicativos desenvolvime')}`)).data)).toEqual(['Desenvolvimento de aplicativos móveis']);
    expect(titles((await found(`q=${q('aplica')}`)).data)).toContain('Desenvolvimento de aplicativos móveis');
    expect((await found(`q=${q('aplicativos quasar')}`)).counts.all).toBe(0);
  });
});

describe('accents', () => {
  it('finds a word written with accents by the same word typed without them, and the other way round', async () => {
    await post({ title: 'Integração de sistemas legados', excerpt: 'Migrações sem parar a operação.', content: 'Texto.' });
    for (const typed of ['integracao', 'integração', 'INTEGRACAO', 'migracoes', 'operacao']) {
      expect(titles((await found(`q=${q(typed)}`)).data), typed).toContain('Integração de sistemas legados');
    }
    // With its accents, a word also finds its other forms (singular and plural share a stem).
    expect(titles((await found(`q=${q('integrações')}`)).data)).toContain('Integração de sistemas legados');
    const hit = (await found(`q=${q('integracao')}`)).data.find((h) => h.title === 'Integração de sistemas legados')!;
    expect(hit.highlight.title.filter((s) => s.match).map((s) => s.text)).toEqual(['Integração']);
  });
});

describe('languages', () => {
  let translated: { id: string; slug: string };
  let portugueseOnly: { id: string; slug: string };
  beforeAll(async () => {
    translated = await post({
      title: 'Arquitetura de microsserviços',
      excerpt: 'Quando dividir um monólito.',
      content: 'Texto em português sobre serviços.',
      translations: {
        en: { title: 'Microservices architecture', excerpt: 'When to split a monolith.', content: 'An English text about services.' },
        es: { title: 'Arquitectura de microservicios', excerpt: 'Cuándo dividir un monolito.', content: 'Un texto en español sobre servicios.' },
      },
    });
    portugueseOnly = await post({ title: 'Observabilidade na prática', excerpt: 'Logs, métricas e rastreamento.', content: 'Texto.' });
  });

  it('searches each language in its own words, with the stemming of that language, at the address of that language', async () => {
    const en = await found(`q=${q('splitting monoliths')}&lang=en`);
    expect(en.data.map((h) => [h.title, h.language, h.url])).toEqual([['Microservices architecture', 'en', `/en/blog/microservices-architecture`]]);
    const es = await found(`q=${q('monolitos')}&lang=es`);
    expect(es.data.map((h) => [h.title, h.language, h.url])).toEqual([['Arquitectura de microservicios', 'es', '/es/blog/arquitectura-de-microservicios']]);
    const pt = await found(`q=${q('monólitos')}&lang=pt`);
    expect(pt.data.map((h) => [h.title, h.language, h.url])).toEqual([['Arquitetura de microsserviços', 'pt', `/blog/${translated.slug}`]]);
    // The Portuguese text of a translated post is not what an English search reads.
    expect((await found(`q=${q('monólito')}&lang=en`)).counts.all).toBe(0);
  });

  it('finds an item not translated into the language by its Portuguese text, marked as Portuguese', async () => {
    for (const lang of ['en', 'es'] as const) {
      const result = await found(`q=${q('observabilidade')}&lang=${lang}`);
      expect(result.data.map((h) => [h.title, h.language, h.url])).toEqual([['Observabilidade na prática', 'pt', `/${lang}/blog/${portugueseOnly.slug}`]]);
    }
  });

  it('finds page blocks in the languages they are written in, else by their Portuguese text, linked to their page', async () => {
    await t.app.inject({ method: 'PUT', url: '/api/content/page/sobre', headers: auth, payload: { title: 'Sobre' } });
    const section = await t.app.inject({
      method: 'POST',
      url: '/api/content/sobre/sections',
      headers: auth,
      payload: { type: 'text', content: { title: { pt: 'Nossa cultura', en: 'Our culture' }, body: { pt: 'Times pequenos e **autônomos**.', en: 'Small, autonomous teams.' } } },
    });
    expect(section.statusCode).toBe(201);
    const pt = await found(`q=${q('autonomos')}`);
    expect(pt.data.map((h) => [h.type, h.title, h.page, h.url])).toEqual([['page', 'Nossa cultura', 'sobre', '/sobre']]);
    const en = await found(`q=${q('autonomous')}&lang=en&type=page`);
    expect(en.data.map((h) => [h.type, h.title, h.url])).toEqual([['page', 'Our culture', '/en/sobre']]);
    expect(en.data[0]!.excerpt).toBe('Small, autonomous teams.');
    expect((await found(`q=${q('pequenos')}&lang=en`)).counts.page).toBe(0);
    // No Spanish text: the Spanish page shows the Portuguese one, and so does its search.
    const es = await found(`q=${q('autonomos')}&lang=es`);
    expect(es.data.map((h) => [h.title, h.language, h.url])).toEqual([['Nossa cultura', 'pt', '/es/sobre']]);

    await t.app.inject({ method: 'PUT', url: `/api/content/sobre/sections/${section.json().data.id}`, headers: auth, payload: { visible: false } });
    expect((await found(`q=${q('autonomos')}`)).counts.page).toBe(0);
  });
});

describe('what visitors may see', () => {
  it('finds only published posts whose time has come, published cases, and follows every change', async () => {
    const draft = await post({ title: 'Rascunho sobre zeppelins', excerpt: 'Resumo.', content: 'Texto.', status: 'draft' });
    const later = await post({ title: 'Zeppelins agendados', excerpt: 'Resumo.', content: 'Texto.' });
    await t.app.services.database.db.execute(sql`update blog_posts set published_at = now() + interval '1 day' where id = ${later.id}`);
    const shown = await post({ title: 'Zeppelins publicados', excerpt: 'Resumo.', content: 'Texto.' });
    await caseOf({ title: 'Zeppelin oculto', slug: 'zeppelin-oculto', published: false });
    const visible = await caseOf({ title: 'Zeppelin de carga', slug: 'zeppelin-de-carga', description: 'Logística **aérea**.' });
    const result = await found('q=zeppelin');
    expect(titles(result.data).sort()).toEqual(['Zeppelin de carga', 'Zeppelins publicados']);
    expect(result.data.find((h) => h.type === 'case')).toMatchObject({ url: '/cases/zeppelin-de-carga', excerpt: 'Logística aérea.' });

    await t.app.inject({ method: 'POST', url: `/api/blog/${draft.id}/publish`, headers: auth });
    await t.app.inject({ method: 'PATCH', url: `/api/blog/${shown.id}`, headers: auth, payload: { title: 'Dirigíveis publicados' } });
    await t.app.inject({ method: 'DELETE', url: `/api/cases/${visible.id}`, headers: auth });
    expect(titles((await found('q=zeppelin')).data)).toEqual(['Rascunho sobre zeppelins']);
    expect(titles((await found('q=dirigiveis')).data)).toEqual(['Dirigíveis publicados']);
  });

  it('returns stored text as text: markup in a title or excerpt is never interpreted, and marks are segments', async () => {
    await post({ title: 'Tags <script>alert(1)</script> e <b>negrito</b> no xilofone', excerpt: 'O <b>xilofone</b> & <i>outros</i>.', content: 'Texto.' });
    const [hit] = (await found('q=xilofone')).data;
    expect(hit!.title).toBe('Tags <script>alert(1)</script> e <b>negrito</b> no xilofone');
    expect(hit!.highlight.title.map((s) => s.text).join('')).toBe(hit!.title);
    expect(hit!.excerpt).toBe('O <b>xilofone</b> & <i>outros</i>.');
    expect(marked(hit!)).toEqual(['xilofone']);
  });
});

describe('typos', () => {
  it('when nothing matches, searches the closest words on the site instead and says so', async () => {
    await post({ title: 'Guia de criptografia', excerpt: 'Chaves e certificados.', content: 'Texto.' });
    const result = await found(`q=${q('criptografai')}`);
    expect(result.corrected).toBe('criptografia');
    expect(titles(result.data)).toEqual(['Guia de criptografia']);
    const accents = await found(`q=${q('certifcados')}`);
    expect(accents.corrected).toBe('certificados');
    // A query that matches as typed is not corrected.
    expect((await found('q=criptografia')).corrected).toBeNull();
  });

  it('finds nothing for words nothing resembles, says so, and suggests the latest posts in the language', async () => {
    const result = await found(`q=${q('qwxzv')}&lang=es`);
    expect(result.data).toEqual([]);
    expect(result.counts.all).toBe(0);
    expect(result.corrected).toBeNull();
    expect(result.suggestions.length).toBe(3);
    expect(result.suggestions.every((s) => s.type === 'post' && s.url.startsWith('/es/blog/'))).toBe(true);
    const latest = (await t.app.inject({ method: 'GET', url: '/api/blog?limit=3&lang=es' })).json().data.data as { title: string }[];
    expect(titles(result.suggestions)).toEqual(latest.map((p) => p.title));
  });
});

describe('pagination and types', () => {
  it('pages through the results without repeating one, and filters by type with every type counted', async () => {
    for (let i = 1; i <= 23; i++) await post({ title: `Kubernetes na prática ${i}`, excerpt: 'Resumo.', content: 'Texto.' });
    await caseOf({ title: 'Plataforma Kubernetes', slug: 'plataforma-kubernetes' });
    const pages = await Promise.all([1, 2, 3].map((page) => found(`q=kubernetes&page=${page}`)));
    expect(pages.map((p) => p.data.length)).toEqual([10, 10, 4]);
    expect(pages[0]!.meta).toEqual({ page: 1, limit: 10, total: 24, totalPages: 3 });
    expect(new Set(pages.flatMap((p) => p.data.map((h) => h.id))).size).toBe(24);
    const cases = await found('q=kubernetes&type=case');
    expect(cases.data.map((h) => h.title)).toEqual(['Plataforma Kubernetes']);
    expect(cases.counts).toEqual({ all: 24, post: 23, case: 1, page: 0 });
    expect(cases.meta.total).toBe(1);
    const small = await found('q=kubernetes&type=post&limit=5&page=5');
    expect(small.data.length).toBe(3);
    expect((await found('q=kubernetes&page=9')).data).toEqual([]);
  });
});

describe('bad queries', () => {
  it('answers 400 with a message for a missing, empty, too long or unsearchable query and bad parameters', async () => {
    const cases: [string, string, string][] = [
      ['', 'q', 'Informe o que buscar'],
      ['q=%20%20', 'q', 'Informe o que buscar'],
      [`q=${'a'.repeat(201)}`, 'q', 'A busca pode ter no máximo 200 caracteres'],
      [`q=${q('!!! ??? ---')}`, 'q', 'A busca precisa ter ao menos uma letra ou um número'],
      ['q=teste&type=video', 'type', 'Tipo inválido: use post, case, page'],
      ['q=teste&lang=fr', 'lang', 'Idioma inválido: use pt, en ou es'],
      ['q=teste&page=0', 'page', 'Mínimo 1'],
      ['q=teste&limit=500', 'limit', 'Máximo 50'],
    ];
    for (const [query, field, message] of cases) {
      const { res, body } = await search(query);
      expect(res.statusCode, query).toBe(400);
      expect(body.details?.[field], query).toBe(message);
    }
    // 200 characters is the limit, not past it.
    expect((await search(`q=${'a'.repeat(200)}`)).res.statusCode).toBe(200);
  });

  it('treats tsquery syntax and SQL as words', async () => {
    for (const typed of ["a & b | !c:*", "'; drop table blog_posts; --", '(((', 'x:* <-> y']) {
      const { res } = await search(`q=${q(typed)}`);
      expect([200, 400], typed).toContain(res.statusCode);
    }
    expect((await found(`q=${q("'; drop table blog_posts; --")}`)).query).toBe("'; drop table blog_posts; --");
    expect((await t.app.inject({ method: 'GET', url: '/api/blog' })).statusCode).toBe(200);
  });
});

describe('caching', () => {
  it('lets HTTP caches keep an answer a minute and keeps none in the API cache', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/search?q=quasar' });
    const second = await t.app.inject({ method: 'GET', url: '/api/search?q=quasar' });
    for (const res of [first, second]) {
      expect(res.headers['cache-control']).toBe('public, max-age=60');
      expect(res.headers['x-cache']).toBeUndefined();
    }
  });

  it('is documented in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const operation = doc.paths['/api/search'].get;
    expect(operation.parameters.map((p: { name: string }) => p.name)).toEqual(expect.arrayContaining(['q', 'lang', 'type', 'page', 'limit']));
    expect(operation.security).toBeUndefined();
  });
});
