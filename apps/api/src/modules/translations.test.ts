import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSitemap } from './seo/sitemap.js';
import { createPublicSite } from '../public-site.js';
import { createTestApp, type TestApp } from '../test-support/app.js';

/* Content in three languages (issue 13, decision 031): per-language writes and reads of cases and posts. */

let t: TestApp;
let auth: { authorization: string };
beforeAll(async () => {
  t = await createTestApp();
  auth = { authorization: `Bearer ${(await t.login()).accessToken}` };
});
afterAll(async () => t?.close());

const send = (method: 'POST' | 'PATCH' | 'GET', url: string, payload?: object, headers: object = auth) =>
  t.app.inject({ method, url, headers: headers as Record<string, string>, ...(payload ? { payload } : {}) });

const aCase = {
  title: 'App de entregas',
  slug: 'app-de-entregas',
  client: 'TransBR',
  imageUrl: '/uploads/x.png',
  industry: 'Logística',
  description: 'Um app para **motoristas**.',
};

describe('a case in three languages', () => {
  let id: string;

  it('stores English and Spanish beside the Portuguese, with a slug made from each title when none is given', async () => {
    const res = await send('POST', '/api/cases', {
      ...aCase,
      translations: {
        en: { title: 'Delivery app', industry: 'Logistics', description: 'An app for **drivers**.' },
        es: { title: 'App de entregas para conductores', slug: 'app-entregas', industry: 'Logística' },
      },
    });
    expect(res.statusCode).toBe(201);
    const item = res.json().data;
    id = item.id;
    expect(item).toMatchObject({ title: 'App de entregas', language: 'pt', languages: ['pt', 'en', 'es'], slugs: { pt: 'app-de-entregas', en: 'delivery-app', es: 'app-entregas' } });
    expect(item.translations.en).toEqual({ title: 'Delivery app', slug: 'delivery-app', industry: 'Logistics', description: 'An app for **drivers**.' });
  });

  it('reads in a language with ?lang=, each field the translation leaves empty taken from Portuguese; a read without it is Portuguese', async () => {
    const en = (await send('GET', `/api/cases/${id}?lang=en`, undefined, {})).json().data;
    expect(en).toMatchObject({ title: 'Delivery app', slug: 'delivery-app', industry: 'Logistics', description: 'An app for **drivers**.', language: 'en', client: 'TransBR' });
    expect(en.translations).toBeUndefined();
    const es = (await send('GET', '/api/cases/slug/app-entregas?lang=es', undefined, {})).json().data;
    expect(es).toMatchObject({ title: 'App de entregas para conductores', industry: 'Logística', description: 'Um app para **motoristas**.', language: 'es' });
    const pt = (await send('GET', `/api/cases/${id}`, undefined, {})).json().data;
    expect(pt).toMatchObject({ title: 'App de entregas', language: 'pt' });
    // Any of its slugs finds the case; the list in English puts the cases written in English first.
    expect((await send('GET', '/api/cases/slug/delivery-app', undefined, {})).json().data.id).toBe(id);
  });

  it('gives staff the stored translations and the gallery’s image details on a single case, not on list items (decision 037)', async () => {
    const one = (await send('GET', `/api/cases/${id}`)).json().data;
    expect(one.translations.en.slug).toBe('delivery-app');
    expect(one.galleryImages).toEqual([]);
    const listed = (await send('GET', '/api/cases?limit=100')).json().data.data.find((item: { id: string }) => item.id === id);
    expect(listed).toMatchObject({ id, title: 'App de entregas', languages: ['pt', 'en', 'es'], slugs: { en: 'delivery-app' }, gallery: [] });
    expect(listed.translations).toBeUndefined();
    expect(listed.galleryImages).toBeUndefined();
  });

  it('refuses a language other than pt, en or es, a malformed slug and a too long title, changing nothing', async () => {
    const bad = await send('GET', `/api/cases/${id}?lang=fr`, undefined, {});
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details).toEqual({ lang: 'Idioma inválido: use pt, en ou es' });
    const slug = await send('PATCH', `/api/cases/${id}`, { translations: { en: { title: 'X', slug: 'Not A Slug' } } });
    expect(slug.statusCode).toBe(400);
    expect(slug.json().details).toEqual({ 'translations.en.slug': 'Slug deve conter apenas letras minúsculas, números e hífens' });
    const long = await send('PATCH', `/api/cases/${id}`, { translations: { es: { title: 'x'.repeat(201) } } });
    expect(long.json().details).toEqual({ 'translations.es.title': 'Título muito longo (máx. 200)' });
    const other = await send('PATCH', `/api/cases/${id}`, { translations: { fr: { title: 'Application' } } });
    expect(other.statusCode).toBe(400);
    expect(other.json().details).toEqual({ 'translations.fr': 'Campo não permitido' });
    expect((await send('GET', `/api/cases/${id}`)).json().data.translations.en.slug).toBe('delivery-app');
  });

  it('answers 409 on the language’s slug field when another case has that slug in that language', async () => {
    const other = await send('POST', '/api/cases', { ...aCase, title: 'Outro', slug: 'outro' });
    const res = await send('PATCH', `/api/cases/${other.json().data.id}`, { translations: { en: { title: 'Other', slug: 'delivery-app' } } });
    expect(res.statusCode).toBe(409);
    expect(res.json().details).toEqual({ 'translations.en.slug': 'Já existe um case com este slug' });
    // A title alone gets a free slug: the one its title gives, numbered.
    const derived = await send('PATCH', `/api/cases/${other.json().data.id}`, { translations: { en: { title: 'Delivery app' } } });
    expect(derived.json().data.slugs.en).toBe('delivery-app-2');
  });

  it('replaces only the languages sent; null or an empty language removes it, and an untitled one is kept but not live', async () => {
    await send('PATCH', `/api/cases/${id}`, { translations: { es: null } });
    let item = (await send('GET', `/api/cases/${id}`)).json().data;
    expect(Object.keys(item.translations)).toEqual(['en']);
    expect(item.languages).toEqual(['pt', 'en']);
    await send('PATCH', `/api/cases/${id}`, { translations: { es: { industry: 'Logística' } } });
    item = (await send('GET', `/api/cases/${id}?lang=es`)).json().data;
    expect(item).toMatchObject({ language: 'pt', languages: ['pt', 'en'], slugs: { pt: 'app-de-entregas', en: 'delivery-app' }, translations: { es: { industry: 'Logística' } } });
    await send('PATCH', `/api/cases/${id}`, { translations: { es: { title: '  ', industry: '' } } });
    expect((await send('GET', `/api/cases/${id}`)).json().data.translations.es).toBeUndefined();
  });
});

const aPost = { title: 'Microsserviços na prática', excerpt: 'Quando vale a pena.', content: '## Introdução\n\nTexto em português.', status: 'published' };

describe('a post in three languages', () => {
  it('goes live in a language with its title, excerpt and content; the public page, listings, related posts and sitemap follow', async () => {
    const created = await send('POST', '/api/blog', {
      ...aPost,
      translations: { en: { title: 'Microservices in practice', excerpt: 'When it pays off.', content: '## Introduction\n\n<script>x()</script>Text in English.' }, es: { title: 'Microservicios en la práctica' } },
    });
    expect(created.statusCode).toBe(201);
    const post = created.json().data;
    expect(post).toMatchObject({ languages: ['pt', 'en'], slugs: { pt: 'microsservicos-na-pratica', en: 'microservices-in-practice' } });
    // Spanish has only a title: saved for the editor, not live, so Spanish readers get the Portuguese post.
    expect(post.translations.es).toEqual({ title: 'Microservicios en la práctica' });

    const site = createPublicSite(t.app.services, 'https://www.orbita.dev');
    const en = (await site.postBySlug('microservices-in-practice', 'en'))!;
    expect(en).toMatchObject({ title: 'Microservices in practice', language: 'en' });
    expect(en.contentHtml).toContain('<h2>Introduction</h2>');
    expect(en.contentHtml).not.toContain('<script');
    const es = (await site.postBySlug('microsservicos-na-pratica', 'es'))!;
    expect(es).toMatchObject({ title: 'Microsserviços na prática', language: 'pt' });

    // Listings in a language put the posts written in it first.
    await send('POST', '/api/blog', { ...aPost, title: 'Só em português', slug: 'so-em-portugues' });
    const list = await site.posts({ limit: 10, lang: 'en' });
    expect(list.data.map((p) => [p.title, p.language])).toEqual([
      ['Microservices in practice', 'en'],
      ['Só em português', 'pt'],
    ]);
    expect((await send('GET', '/api/blog?lang=en', undefined, {})).json().data.data[0].title).toBe('Microservices in practice');

    // The sitemap lists each language the post exists in, at its slug, with the same alternates.
    const { xml } = await buildSitemap(site);
    expect(xml).toContain('<loc>https://www.orbita.dev/en/blog/microservices-in-practice</loc>');
    expect(xml).not.toContain('<loc>https://www.orbita.dev/es/blog/microsservicos-na-pratica</loc>');
    expect(xml).not.toContain('<loc>https://www.orbita.dev/en/blog/so-em-portugues</loc>');
    expect(xml).toContain('hreflang="en" href="https://www.orbita.dev/en/blog/microservices-in-practice"');
  });

  it('keeps the stored post when a translation is refused', async () => {
    const created = (await send('POST', '/api/blog', { ...aPost, title: 'Outro post', slug: 'outro-post', translations: { en: { title: 'Another post', excerpt: 'E', content: 'C' } } })).json().data;
    const res = await send('PATCH', `/api/blog/${created.id}`, { title: 'Mudou', translations: { en: { title: 'Changed', slug: 'microservices-in-practice', excerpt: 'E', content: 'C' } } });
    expect(res.statusCode).toBe(409);
    expect(res.json().details).toEqual({ 'translations.en.slug': 'Já existe um post com este slug' });
    expect((await send('GET', `/api/blog/${created.id}`)).json().data).toMatchObject({ title: 'Outro post', translations: { en: { title: 'Another post', slug: 'another-post' } } });
  });
});

describe('Traduções: the published items and the status of each translation', () => {
  it('says complete, partial or missing per language against what is written in Portuguese, filtered by kind, language and status', async () => {
    const make = async (title: string, translations: object, published = true) =>
      (await send('POST', '/api/cases', { ...aCase, title, slug: title.toLowerCase().replace(/\s+/g, '-'), published, translations })).json().data.id as string;
    const complete = await make('Relatorio completo', {
      en: { title: 'Full report', industry: 'Logistics', description: 'All of it.' },
      es: { title: 'Informe completo', industry: 'Logística', description: 'Todo.' },
    });
    const partial = await make('Relatorio parcial', { en: { title: 'Partial report' } });
    await make('Relatorio rascunho', {}, false);
    const list = async (query: string) => (await send('GET', `/api/translations?kind=case&${query}`)).json().data;
    const all = await list('search=relatorio');
    expect(all.data.map((item: { title: string }) => item.title).sort()).toEqual(['Relatorio completo', 'Relatorio parcial']);
    const byId = Object.fromEntries(all.data.map((item: { id: string; statuses: object }) => [item.id, item.statuses]));
    expect(byId[complete]).toEqual({ en: 'complete', es: 'complete' });
    // Written in Portuguese: title, description, industry; in English only the title: partial (and live).
    expect(byId[partial]).toEqual({ en: 'partial', es: 'missing' });
    expect((await list('search=relatorio&lang=es&status=missing')).data.map((item: { id: string }) => item.id)).toEqual([partial]);
    expect((await list('search=relatorio&status=complete')).data.map((item: { id: string }) => item.id)).toEqual([complete]);
    const bad = await send('GET', '/api/translations?lang=fr');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details).toEqual({ lang: 'Idioma inválido: use en ou es' });
    const summary = (await send('GET', '/api/translations/summary')).json().data;
    expect(summary.incomplete).toBeGreaterThanOrEqual(1);
    expect(summary.items).toBe(summary.en.complete + summary.en.partial + summary.en.missing);
  });
});

describe('the contact cards in three languages', () => {
  it('keeps the titles and address written per language, refusing a too long one and changing nothing', async () => {
    const contactConfig = {
      phone: { title: 'Contato', number: '+55 11 4002-8922' },
      email: { title: 'Fale com vendas', address: 'vendas@example.com' },
      careers: { title: 'Carreira', link: '', hideButton: false },
      location: { title: 'Onde estamos', address: 'Av. Paulista, 1000' },
      translations: { en: { email: { title: 'Talk to sales' } }, es: { location: { title: 'Dónde estamos' } } },
    };
    const saved = await send('PATCH', '/api/settings', { contactConfig });
    expect(saved.statusCode).toBe(200);
    expect((await send('GET', '/api/settings', undefined, {})).json().data.contactConfig.translations).toEqual(contactConfig.translations);
    const long = await send('PATCH', '/api/settings', { contactConfig: { ...contactConfig, translations: { en: { email: { title: 'x'.repeat(61) } } } } });
    expect(long.statusCode).toBe(400);
    expect(long.json().details).toEqual({ 'contactConfig.translations.en.email.title': 'Máximo de 60 caracteres' });
    const unknown = await send('PATCH', '/api/settings', { contactConfig: { ...contactConfig, translations: { fr: {} } } });
    expect(unknown.statusCode).toBe(400);
    expect((await send('GET', '/api/settings', undefined, {})).json().data.contactConfig.translations.en.email.title).toBe('Talk to sales');
  });
});
