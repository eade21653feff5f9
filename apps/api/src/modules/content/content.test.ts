import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { BLOCK_LINK_MESSAGE, CONTENT_PAGES, DEFAULT_PAGE_BLOCKS } from '@softhouse/contracts';
import { createTestApp, TEST_EDITOR, type TestApp } from '../../test-support/app.js';
import { contentPages, contentSections } from '../../db/schema.js';
import { writePageBlocks } from './page-defaults.js';

let t: TestApp;
let editor: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  editor = { authorization: `Bearer ${(await t.login(TEST_EDITOR)).accessToken}` };
});
afterAll(async () => t?.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, headers = editor) => t.app.inject({ method, url, payload, headers });
const db = () => t.app.services.database.db;
const hero = { type: 'hero', content: { visual: 'service', title: { pt: 'Software sob medida', en: 'Custom software' }, description: { pt: 'Do zero ao ar.' }, buttons: [], metrics: [] } };
const text = (body: string, extra: object = {}) => ({ type: 'text', content: { body: { pt: body } }, ...extra });
const cta = (href: string) => ({ type: 'cta', content: { title: { pt: 'Fale conosco' }, buttons: [{ label: { pt: 'Ir' }, href }] } });

describe('content API', () => {
  it('an editor creates a page, adds, edits, reorders and deletes sections; visitors read them', async () => {
    expect((await call('GET', '/api/content/page/carreiras', undefined, {})).statusCode).toBe(404);
    expect((await call('PUT', '/api/content/page/carreiras', { title: 'Carreiras' })).json().data).toMatchObject({ slug: 'carreiras', title: 'Carreiras', sections: [] });
    const a = (await call('POST', '/api/content/carreiras/sections', hero)).json().data;
    const b = (await call('POST', '/api/content/carreiras/sections', text('Texto'))).json().data;
    expect([a.order, b.order]).toEqual([1, 2]);
    const edited = await call('PUT', `/api/content/carreiras/sections/${a.id}`, { content: { ...hero.content, title: { pt: 'Novo título' } } });
    expect(edited.json().data.content.title).toEqual({ pt: 'Novo título' });
    const reordered = await call('POST', '/api/content/carreiras/sections/reorder', { sectionIds: [b.id, a.id] });
    expect(reordered.json().data.sections.map((s: { id: string }) => s.id)).toEqual([b.id, a.id]);
    const publicRead = await call('GET', '/api/content/slug/carreiras', undefined, {});
    expect(publicRead.json().data.sections.map((s: { type: string }) => s.type)).toEqual(['text', 'hero']);
    expect((await call('DELETE', `/api/content/carreiras/sections/${b.id}`)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/content/carreiras/sections/${b.id}`)).statusCode).toBe(404);
  });

  it('gives visitors only the visible sections; staff, who edit them, get the hidden ones too', async () => {
    await call('PUT', '/api/content/page/vagas', { title: 'Vagas' });
    const shown = (await call('POST', '/api/content/vagas/sections', hero)).json().data;
    const hidden = (await call('POST', '/api/content/vagas/sections', text('Rascunho interno', { visible: false }))).json().data;
    for (const url of ['/api/content/page/vagas', '/api/content/slug/vagas']) {
      expect((await call('GET', url, undefined, {})).json().data.sections.map((s: { id: string }) => s.id), url).toEqual([shown.id]);
      expect((await call('GET', url)).json().data.sections.map((s: { id: string }) => s.id), url).toEqual([shown.id, hidden.id]);
    }
    const listed = (await call('GET', '/api/content', undefined, {})).json().data.find((p: { slug: string }) => p.slug === 'vagas');
    expect(JSON.stringify(listed)).not.toContain('Rascunho interno');
    expect(JSON.stringify((await call('GET', '/api/content')).json().data)).toContain('Rascunho interno');
  });

  describe('refuses a content that does not fit its type, with nothing changed', () => {
    let section: { id: string };
    const stored = async () => (await call('GET', '/api/content/page/manual')).json().data.sections;
    beforeAll(async () => {
      await call('PUT', '/api/content/page/manual', { title: 'Manual' });
      section = (await call('POST', '/api/content/manual/sections', cta('/contato'))).json().data;
    });

    const cases: [string, object, Record<string, string>][] = [
      ['an unknown type', { type: 'banner', content: {} }, { type: 'Tipo de seção inválido' }],
      ['a field the type does not have', { type: 'cta', content: { ...cta('/').content, script: 'x' } }, { content: 'Campo desconhecido: script' }],
      ['a field of the wrong type', { type: 'cta', content: { ...cta('/').content, title: 'Fale conosco' } }, { 'content.title': 'Título: informe o texto por idioma ({ pt, en, es })' }],
      ['a text too long', { type: 'cta', content: { ...cta('/').content, text: { pt: 'x'.repeat(601) } } }, { 'content.text.pt': 'Máximo de 600 caracteres' }],
      ['a required Portuguese text left empty', { type: 'cta', content: { ...cta('/').content, title: { pt: '', en: 'Hi' } } }, { 'content.title.pt': 'Título: o texto em português é obrigatório' }],
      ...['javascript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'vbscript:msgbox(1)', '//evil.example', '/\\evil.example'].map(
        (href): [string, object, Record<string, string>] => [`the link ${href}`, cta(href), { 'content.buttons.0.href': BLOCK_LINK_MESSAGE }],
      ),
    ];
    it.each(cases)('on create: %s', async (_, body, details) => {
      const before = await stored();
      const res = await call('POST', '/api/content/manual/sections', body);
      expect(res.statusCode).toBe(400);
      expect(res.json().details).toEqual(details);
      expect(await stored()).toEqual(before);
    });

    it.each(cases.filter(([name]) => name !== 'an unknown type'))('on update: %s', async (_, body, details) => {
      const before = await stored();
      const res = await call('PUT', `/api/content/manual/sections/${section.id}`, { content: (body as { content: object }).content });
      expect(res.statusCode).toBe(400);
      expect(res.json().details).toEqual(details);
      expect(await stored()).toEqual(before);
    });

    it('on update, a new type is checked against the content stored, and an unknown one refused', async () => {
      const before = await stored();
      const res = await call('PUT', `/api/content/manual/sections/${section.id}`, { type: 'text' });
      expect(res.statusCode).toBe(400);
      expect(res.json().details).toMatchObject({ content: 'Campo desconhecido: buttons' });
      expect((await call('PUT', `/api/content/manual/sections/${section.id}`, { type: 'banner' })).json().details).toEqual({ type: 'Tipo de seção inválido' });
      expect(await stored()).toEqual(before);
      const changed = await call('PUT', `/api/content/manual/sections/${section.id}`, { type: 'text', content: { body: { pt: 'Agora um texto' } } });
      expect(changed.json().data).toMatchObject({ type: 'text', content: { body: { pt: 'Agora um texto' } } });
      expect((await call('PUT', `/api/content/manual/sections/${section.id}`, { visible: false })).json().data.visible).toBe(false);
    });

    it('accepts the links the site allows', async () => {
      for (const href of ['/contato', '#contato', 'https://orbita.dev/x', 'mailto:oi@orbita.dev', 'tel:+55 11 4002-8922']) {
        expect((await call('POST', '/api/content/manual/sections', cta(href))).statusCode, href).toBe(201);
      }
    });
  });

  it('puts a listing only on its page and a unique block once on a page', async () => {
    await call('PUT', '/api/content/page/lugar', { title: 'Lugar' });
    const grid = await call('POST', '/api/content/lugar/sections', { type: 'case-grid', content: {} });
    expect(grid.statusCode).toBe(400);
    expect(grid.json().details).toEqual({ type: 'Lista de cases: só na página cases' });
    const first = (await call('POST', '/api/content/lugar/sections', hero)).json().data;
    const second = await call('POST', '/api/content/lugar/sections', hero);
    expect(second.json().details).toEqual({ type: 'Abertura (hero): a página já tem uma seção deste tipo' });
    const other = (await call('POST', '/api/content/lugar/sections', cta('/contato'))).json().data;
    const changed = await call('PUT', `/api/content/lugar/sections/${other.id}`, { type: 'hero', content: hero.content });
    expect(changed.json().details).toEqual({ type: 'Abertura (hero): a página já tem uma seção deste tipo' });
    expect((await call('PUT', `/api/content/lugar/sections/${first.id}`, { type: 'hero', content: hero.content })).statusCode).toBe(200);
  });

  it('reorder needs every section once; page names are slugs; a missing page is 404', async () => {
    await call('PUT', '/api/content/page/sobre-nos', { title: 'Sobre' });
    const s = (await call('POST', '/api/content/sobre-nos/sections', hero)).json().data;
    await call('POST', '/api/content/sobre-nos/sections', text('Texto'));
    expect((await call('POST', '/api/content/sobre-nos/sections/reorder', { sectionIds: [s.id] })).statusCode).toBe(400);
    expect((await call('PUT', '/api/content/page/Nao Vale', { title: 'x' })).statusCode).toBe(400);
    expect((await call('POST', '/api/content/inexistente/sections', hero)).statusCode).toBe(404);
  });

  it('needs a token to write', async () => {
    expect((await call('PUT', '/api/content/page/home', { title: 'x' }, {})).statusCode).toBe(401);
    expect((await call('POST', '/api/content/home/sections', hero, {})).statusCode).toBe(401);
  });
});

describe('the pages’ blocks at start', () => {
  const blocksOf = async (page: string) =>
    ((await call('GET', `/api/content/page/${page}`)).json().data.sections as { type: string; content: object; visible: boolean }[]).map(({ type, content, visible }) => ({ type, content, visible }));

  it('a fresh database gets every page with its default blocks, once', async () => {
    expect((await writePageBlocks(db())).written).toEqual(expect.arrayContaining([...CONTENT_PAGES]));
    for (const page of CONTENT_PAGES) expect(await blocksOf(page), page).toEqual(DEFAULT_PAGE_BLOCKS[page].map((block) => ({ ...block, visible: true })));
    expect((await call('GET', '/api/content/page/obrigado')).json().data.title).toBe('Obrigado');
    expect((await writePageBlocks(db())).written).toEqual([]);
  });

  it('a page an editor emptied stays empty at the next start', async () => {
    await writePageBlocks(db());
    const [blog] = await db().select().from(contentPages).where(eq(contentPages.slug, 'blog'));
    await db().delete(contentSections).where(eq(contentSections.pageId, blog!.id));
    expect((await writePageBlocks(db())).written).toEqual([]);
    expect(await blocksOf('blog')).toEqual([]);
  });

  it('two instances starting together write them once', async () => {
    await db().delete(contentPages);
    const [a, b] = await Promise.all([writePageBlocks(db()), writePageBlocks(db())]);
    expect([...a.written, ...b.written].sort()).toEqual([...CONTENT_PAGES].sort());
    expect(await db().$count(contentSections)).toBe(Object.values(DEFAULT_PAGE_BLOCKS).flat().length);
  });

  it('a database of old sections gets them converted: the hero’s texts kept, the others as blocks', async () => {
    await db().delete(contentPages);
    const [page] = await db().insert(contentPages).values({ slug: 'software', title: 'Software' }).returning();
    await db().insert(contentSections).values([
      { pageId: page!.id, type: 'hero', order: 1, content: { pt: { title: 'Software que escala', description: 'Do MVP à escala.' }, en: { title: 'Software that scales' } } },
      { pageId: page!.id, type: 'metrics', order: 2, visible: false, content: { pt: { title: 'Números', items: [{ title: 'clientes', value: '100+' }] } } },
      { pageId: page!.id, type: 'cta', order: 3, content: { pt: { title: 'Vamos?', ctaLabel: 'Fale conosco', ctaUrl: '/contato' }, es: { title: '¿Vamos?' } } },
    ]);
    const { written } = await writePageBlocks(db());
    expect(written).toContain('software');
    const blocks = await blocksOf('software');
    const defaults = DEFAULT_PAGE_BLOCKS.software;
    expect(blocks.map((b) => b.type)).toEqual([...defaults.map((b) => b.type), 'metrics', 'cta']);
    expect(blocks[0]!.content).toMatchObject({ title: { pt: 'Software que escala', en: 'Software that scales' }, description: { pt: 'Do MVP à escala.' } });
    expect(blocks.slice(-2)).toEqual([
      { type: 'metrics', visible: false, content: { title: { pt: 'Números' }, metrics: [{ value: '100+', label: { pt: 'clientes' } }] } },
      { type: 'cta', visible: true, content: { title: { pt: 'Vamos?', es: '¿Vamos?' }, buttons: [{ label: { pt: 'Fale conosco' }, href: '/contato', style: 'primary' }] } },
    ]);
    expect(await blocksOf('home')).toEqual(DEFAULT_PAGE_BLOCKS.home.map((block) => ({ ...block, visible: true })));
    expect((await writePageBlocks(db())).written).toEqual([]);
  });
});
