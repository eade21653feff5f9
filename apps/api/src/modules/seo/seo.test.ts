import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/app.js';

let t: TestApp;
let auth: { authorization: string };
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://www.orbita.dev' });
  auth = { authorization: `Bearer ${(await t.login()).accessToken}` };
});
afterAll(async () => t?.close());

describe('sitemap and robots', () => {
  it('robots.txt keeps /admin and /api out and points at the sitemap, at the root and under /api/seo', async () => {
    for (const url of ['/robots.txt', '/api/seo/robots.txt']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/plain');
      expect(res.body).toContain('Disallow: /admin');
      expect(res.body).toContain('Disallow: /api/');
      expect(res.body).toContain('Sitemap: https://www.orbita.dev/sitemap.xml');
    }
  });

  it('lists every address of every public page: the pages in three languages, published posts and cases in Portuguese, each with its alternates', async () => {
    await t.app.inject({ method: 'POST', url: '/api/cases', headers: auth, payload: { title: 'Pub', slug: 'case-publicado', client: 'C', imageUrl: '/u.png' } });
    await t.app.inject({ method: 'POST', url: '/api/cases', headers: auth, payload: { title: 'Priv', slug: 'case-oculto', client: 'C', imageUrl: '/u.png', published: false } });
    await t.app.inject({ method: 'POST', url: '/api/blog', headers: auth, payload: { title: 'Post no ar', excerpt: 'e', content: 'c', published: true } });
    await t.app.inject({ method: 'POST', url: '/api/blog', headers: auth, payload: { title: 'Rascunho', excerpt: 'e', content: 'c' } });
    const gen = await t.app.inject({ method: 'POST', url: '/api/seo/generate-sitemap', headers: auth });
    // Nine pages in three languages, and the case and post in Portuguese.
    expect(gen.json().data.urls).toBe(9 * 3 + 2);
    const res = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.headers['content-type']).toContain('application/xml');
    const xml = res.body;
    for (const path of ['/', '/sobre', '/software', '/aplicativo', '/outsourcing', '/cases', '/blog', '/contato', '/cases/case-publicado', '/blog/post-no-ar']) {
      expect(xml).toContain(`<loc>https://www.orbita.dev${path}</loc>`);
    }
    expect(xml).not.toContain('case-oculto');
    expect(xml).not.toContain('rascunho');
    expect(xml).not.toContain('/obrigado');
    for (const path of ['/en', '/es', '/en/sobre', '/es/contato', '/en/blog/todos']) expect(xml).toContain(`<loc>https://www.orbita.dev${path}</loc>`);
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="es" href="https://www.orbita.dev/es/software"/>');
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="pt-BR" href="https://www.orbita.dev/cases/case-publicado"/>');
    // Written in Portuguese only: no English or Spanish address is announced for them.
    expect(xml).not.toContain('/en/cases/case-publicado');
    expect(xml).not.toContain('/es/blog/post-no-ar');
    expect(xml).not.toContain('?lang=');
    expect(xml).toContain('hreflang="x-default"');
    expect(xml).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
    expect((await t.app.inject({ method: 'POST', url: '/api/seo/generate-sitemap' })).statusCode).toBe(401);
  });
});

describe('SEO settings and health', () => {
  it('global settings are admin-only to change, readable by all', async () => {
    const { TEST_EDITOR } = await import('../../test-support/app.js');
    const editor = { authorization: `Bearer ${(await t.login(TEST_EDITOR)).accessToken}` };
    const body = { siteName: 'Órbita', defaultDescription: { pt: 'Descrição padrão' }, defaultImage: '/uploads/share.png' };
    expect((await t.app.inject({ method: 'PUT', url: '/api/seo/global', headers: editor, payload: body })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'PUT', url: '/api/seo/global', headers: auth, payload: body })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/seo/global' })).json().data).toMatchObject(body);
    expect((await t.app.inject({ method: 'PUT', url: '/api/seo/global', headers: auth, payload: { siteName: '' } })).statusCode).toBe(400);
  });

  it('an editor sets a page’s title and description per language', async () => {
    const res = await t.app.inject({ method: 'PUT', url: '/api/seo/software', headers: auth, payload: { title: { pt: 'Software sob medida', en: 'Custom software' }, description: { pt: 'Desc' } } });
    expect(res.json().data).toMatchObject({ page: 'software', title: { pt: 'Software sob medida', en: 'Custom software' }, noindex: false });
    expect((await t.app.inject({ method: 'GET', url: '/api/seo/page/software' })).json().data.title.en).toBe('Custom software');
    expect((await t.app.inject({ method: 'PUT', url: '/api/seo/software', payload: {} })).statusCode).toBe(401);
  });

  it('GET /api/seo/slug/:slug falls back to the post title and excerpt', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/seo/slug/post-no-ar' });
    expect(res.json().data).toMatchObject({ kind: 'post', title: 'Post no ar', description: 'e' });
    expect((await t.app.inject({ method: 'GET', url: '/api/seo/slug/nada' })).statusCode).toBe(404);
  });

  it('reports long titles and descriptions, missing share images and images without alt text', async () => {
    await t.app.inject({ method: 'PUT', url: '/api/seo/blog', headers: auth, payload: { title: { pt: 'x'.repeat(70) } } });
    await t.app.inject({ method: 'POST', url: '/api/blog', headers: auth, payload: { title: 'T'.repeat(65), excerpt: 'd'.repeat(200), content: 'Texto\n\n![](/uploads/sem-alt.png)', published: true } });
    const res = await t.app.inject({ method: 'GET', url: '/api/seo/health', headers: auth });
    expect(res.statusCode).toBe(200);
    const issues = res.json().data as { kind: string; label: string; path: string; problems: string[] }[];
    const page = issues.find((i) => i.kind === 'page' && i.label === '/blog')!;
    expect(page.problems).toContain('Título (pt) com 70 caracteres (máx. 60)');
    const post = issues.find((i) => i.kind === 'post' && i.label.startsWith('TTT'))!;
    expect(post.problems).toEqual(expect.arrayContaining(['Título com 65 caracteres (máx. 60)', 'Descrição com 200 caracteres (máx. 160)', 'Sem imagem de compartilhamento', '1 imagem(ns) no conteúdo sem texto alternativo']));
    expect(post.path).toMatch(/^\/admin\/blog\?edit=[0-9a-f-]+&field=seoTitle$/);
    // Each problem opens the editor at the field that fixes it.
    const fixes = (post as unknown as { fixes: { problem: string; path: string }[] }).fixes;
    expect(fixes.map((f) => [f.problem, f.path.replace(/^\/admin\/blog\?edit=[0-9a-f-]+&field=/, '')])).toEqual([
      ['Título com 65 caracteres (máx. 60)', 'seoTitle'],
      ['Descrição com 200 caracteres (máx. 160)', 'seoDescription'],
      ['Sem imagem de compartilhamento', 'imageUrl'],
      ['1 imagem(ns) no conteúdo sem texto alternativo', 'content'],
    ]);
    const pageFixes = (page as unknown as { fixes: { problem: string; path: string }[] }).fixes;
    expect(pageFixes.find((f) => f.problem.startsWith('Título (pt)'))?.path).toBe('/admin/seo?page=blog&field=title.pt');
    expect((await t.app.inject({ method: 'GET', url: '/api/seo/health' })).statusCode).toBe(401);
  });
});
