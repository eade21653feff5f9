import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_EDITOR, type TestApp } from '../../test-support/app.js';

let t: TestApp;
let editor: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  editor = { authorization: `Bearer ${(await t.login(TEST_EDITOR)).accessToken}` };
});
afterAll(async () => t?.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, headers = editor) => t.app.inject({ method, url, payload, headers });
const hero = { type: 'hero', content: { pt: { title: 'Software sob medida', description: 'Do zero ao ar.' }, en: { title: 'Custom software' } } };

describe('content API', () => {
  it('an editor creates a page, adds, edits, reorders and deletes sections; visitors read them', async () => {
    expect((await call('GET', '/api/content/page/home', undefined, {})).statusCode).toBe(404);
    expect((await call('PUT', '/api/content/page/home', { title: 'Início' })).json().data).toMatchObject({ slug: 'home', title: 'Início', sections: [] });
    const a = (await call('POST', '/api/content/home/sections', hero)).json().data;
    const b = (await call('POST', '/api/content/home/sections', { type: 'text', content: { pt: { description: 'Texto' } } })).json().data;
    expect([a.order, b.order]).toEqual([1, 2]);
    const edited = await call('PUT', `/api/content/home/sections/${a.id}`, { content: { pt: { title: 'Novo título' } } });
    expect(edited.json().data.content).toEqual({ pt: { title: 'Novo título' } });
    const reordered = await call('POST', '/api/content/home/sections/reorder', { sectionIds: [b.id, a.id] });
    expect(reordered.json().data.sections.map((s: { id: string }) => s.id)).toEqual([b.id, a.id]);
    const publicRead = await call('GET', '/api/content/slug/home', undefined, {});
    expect(publicRead.json().data.sections.map((s: { type: string }) => s.type)).toEqual(['text', 'hero']);
    expect((await call('DELETE', `/api/content/home/sections/${b.id}`)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/content/home/sections/${b.id}`)).statusCode).toBe(404);
    expect((await call('GET', '/api/content', undefined, {})).json().data).toHaveLength(1);
  });

  it('gives visitors only the visible sections; staff, who edit them, get the hidden ones too', async () => {
    await call('PUT', '/api/content/page/software', { title: 'Software' });
    const shown = (await call('POST', '/api/content/software/sections', hero)).json().data;
    const hidden = (await call('POST', '/api/content/software/sections', { type: 'text', visible: false, content: { pt: { description: 'Rascunho interno' } } })).json().data;
    for (const url of ['/api/content/page/software', '/api/content/slug/software']) {
      expect((await call('GET', url, undefined, {})).json().data.sections.map((s: { id: string }) => s.id), url).toEqual([shown.id]);
      expect((await call('GET', url)).json().data.sections.map((s: { id: string }) => s.id), url).toEqual([shown.id, hidden.id]);
    }
    const listed = (await call('GET', '/api/content', undefined, {})).json().data.find((p: { slug: string }) => p.slug === 'software');
    expect(JSON.stringify(listed)).not.toContain('Rascunho interno');
    expect(JSON.stringify((await call('GET', '/api/content')).json().data)).toContain('Rascunho interno');
  });

  it('links of a call to action: a site path or an http(s) URL only', async () => {
    await call('PUT', '/api/content/page/contato', { title: 'Contato' });
    const cta = (url: string) => call('POST', '/api/content/contato/sections', { type: 'cta', content: { pt: { title: 'Fale conosco', ctaLabel: 'Ir', ctaUrl: url } } });
    for (const bad of ['javascript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'vbscript:msgbox(1)', '//evil.example', '/\\evil.example', 'mailto:x@y.z']) {
      const res = await cta(bad);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().details, bad).toEqual({ 'content.pt.ctaUrl': 'Use um caminho que comece com / ou uma URL http(s)' });
    }
    for (const ok of ['/contato', 'https://orbita.dev/x', 'http://localhost:3000/', '']) expect((await cta(ok)).statusCode, ok).toBe(201);
  });

  it('validates: pt is required, unknown types and fields are refused, reorder needs every section once', async () => {
    await call('PUT', '/api/content/page/sobre', { title: 'Sobre' });
    const noPt = await call('POST', '/api/content/sobre/sections', { type: 'hero', content: { en: { title: 'x' } } });
    expect(noPt.statusCode).toBe(400);
    expect(noPt.json().details).toHaveProperty(['content.pt']);
    expect((await call('POST', '/api/content/sobre/sections', { type: 'banner', content: { pt: {} } })).json().details).toEqual({ type: 'Tipo de seção inválido' });
    expect((await call('POST', '/api/content/sobre/sections', { ...hero, content: { pt: { script: 'x' } } })).json().details).toEqual({ 'content.pt.script': 'Campo não permitido' });
    const s = (await call('POST', '/api/content/sobre/sections', hero)).json().data;
    await call('POST', '/api/content/sobre/sections', hero);
    expect((await call('POST', '/api/content/sobre/sections/reorder', { sectionIds: [s.id] })).statusCode).toBe(400);
    expect((await call('PUT', '/api/content/page/Nao Vale', { title: 'x' })).statusCode).toBe(400);
    expect((await call('POST', '/api/content/inexistente/sections', hero)).statusCode).toBe(404);
  });

  it('needs a token to write', async () => {
    expect((await call('PUT', '/api/content/page/home', { title: 'x' }, {})).statusCode).toBe(401);
    expect((await call('POST', '/api/content/home/sections', hero, {})).statusCode).toBe(401);
  });
});
