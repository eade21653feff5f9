import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateXML } from 'xmllint-wasm';
import { AI_CRAWLERS, FEED_SIZE } from '@softhouse/contracts';
import { buildApp, type App } from '../../app.js';
import { loadConfig } from '../../config.js';
import { createTestApp, TEST_EDITOR, TEST_SALES, type TestApp } from '../../test-support/app.js';

/**
 * The blog's feeds, /llms.txt, /llms-full.txt and the Markdown addresses (decision 033), read as a feed reader,
 * a crawler or an assistant would: validated against the formats' schemas, and following what is published.
 */

const PUBLIC_URL = 'https://www.orbita.dev';
let t: TestApp;
let admin: { authorization: string };
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL });
  admin = { authorization: `Bearer ${(await t.login()).accessToken}` };
});
afterAll(async () => t?.close());

const get = (url: string, headers: Record<string, string> = {}, app: App = t.app) => app.inject({ method: 'GET', url, headers });

const schema = (name: string) => ({ fileName: name, contents: readFileSync(path.join(import.meta.dirname, 'schemas', name), 'utf8') });
/** xmllint (libxml2 in WebAssembly) against Atom's RELAX NG schema (RFC 4287) or RSS 2.0's (schemas/rss-2.0.rnc). */
async function validate(xml: string, format: 'rss' | 'atom') {
  const result = await validateXML({
    xml: [{ fileName: `feed.${format}.xml`, contents: xml }],
    schema: [schema(format === 'rss' ? 'rss-2.0.rng' : 'atom.rng')],
    extension: 'relaxng',
  });
  return result.errors.map((error) => error.message);
}

const items = (xml: string, tag: 'item' | 'entry') => [...xml.matchAll(new RegExp(`<${tag}>([\\s\\S]*?)</${tag}>`, 'g'))].map((m) => m[1]!);
const titleOf = (item: string) => /<title[^>]*><!\[CDATA\[([\s\S]*?)\]\]><\/title>/.exec(item)?.[1];

type Created = { id: string; slug: string; slugs: Record<string, string> };
async function createPost(payload: Record<string, unknown>): Promise<Created> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/blog',
    headers: admin,
    payload: { excerpt: 'Resumo do post.', content: 'Texto do post.', published: true, ...payload },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}
const setStatus = async (id: string, action: 'publish' | 'unpublish') =>
  expect((await t.app.inject({ method: 'POST', url: `/api/blog/${id}/${action}`, headers: admin })).statusCode).toBe(200);

let main: Created;

describe('RSS and Atom feeds of the blog', () => {
  beforeAll(async () => {
    // 20 older posts and, newest, a design post and the main one: the feeds keep the latest 20.
    for (let i = 1; i <= 20; i++) await createPost({ title: `Post antigo ${String(i).padStart(2, '0')}`, category: 'tecnologia' });
    await createPost({ title: 'Tipografia em interfaces', category: 'design', content: 'Sobre **tipos**.' });
    main = await createPost({
      title: 'Arquitetura & <escala> em 2026',
      excerpt: 'Como crescemos sem reescrever.',
      content:
        '## Contexto\n\nVeja o [contato](/contato) e a imagem ![diagrama](/uploads/diagrama.png).\n\n<script>alert(1)</script>\n\n| Camada | Papel |\n|---|---|\n| API | regras |',
      category: 'desenvolvimento',
      tags: ['arquitetura', 'node'],
      featuredImage: '/uploads/2026/capa.webp',
      translations: { en: { title: 'Architecture at scale in 2026', excerpt: 'How we grew without rewriting.', content: '## Context\n\nIn **English**.' } },
    });
  });

  it('answers RSS 2.0 and Atom 1.0 of the latest 20 posts in Portuguese, valid against their schemas', async () => {
    const rss = await get('/blog/rss.xml');
    expect(rss.statusCode).toBe(200);
    expect(rss.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    expect(await validate(rss.body, 'rss')).toEqual([]);
    const atom = await get('/blog/atom.xml');
    expect(atom.headers['content-type']).toBe('application/atom+xml; charset=utf-8');
    expect(await validate(atom.body, 'atom')).toEqual([]);

    const rssItems = items(rss.body, 'item');
    const entries = items(atom.body, 'entry');
    expect(rssItems).toHaveLength(FEED_SIZE);
    expect(entries).toHaveLength(FEED_SIZE);
    // Newest first; the two oldest of the 22 posts are left out.
    expect(titleOf(rssItems[0]!)).toBe('Arquitetura & <escala> em 2026');
    expect(titleOf(rssItems[1]!)).toBe('Tipografia em interfaces');
    expect(rss.body).not.toContain('Post antigo 01');
    expect(rss.body).not.toContain('Post antigo 02');
    expect(rss.body).toContain('Post antigo 03');
    // Atom titles are HTML: the post's plain title arrives escaped, and reads the same.
    expect(entries[0]).toContain('<title type="html"><![CDATA[Arquitetura &amp; &lt;escala&gt; em 2026]]></title>');
  });

  it('carries each post in full: sanitised content with absolute links, author, category and the cover as an enclosure', async () => {
    const [item] = items((await get('/blog/rss.xml')).body, 'item');
    expect(item).toContain(`<link>${PUBLIC_URL}/blog/${main.slug}</link>`);
    expect(item).toContain('<content:encoded><![CDATA[<h2>Contexto</h2>');
    expect(item).toContain(`<a href="${PUBLIC_URL}/contato">contato</a>`);
    expect(item).toContain(`src="${PUBLIC_URL}/uploads/diagrama.png"`);
    expect(item).toContain('<th>Camada</th>');
    expect(item).not.toContain('<script');
    expect(item).toContain('<dc:creator><![CDATA[Admin]]></dc:creator>');
    expect(item).toContain(`<category domain="${PUBLIC_URL}/blog?category=desenvolvimento">Desenvolvimento</category>`);
    expect(item).toMatch(new RegExp(`<enclosure length="0" type="image/webp" url="${PUBLIC_URL}/uploads/2026/capa.webp"/>`));
    expect(item).toMatch(/<pubDate>\w{3}, \d{2} \w{3} \d{4} \d{2}:\d{2}:\d{2} GMT<\/pubDate>/);
    expect(item).toContain('<description><![CDATA[Como crescemos sem reescrever.]]></description>');

    const [entry] = items((await get('/blog/atom.xml')).body, 'entry');
    expect(entry).toContain('<name>Admin</name>');
    expect(entry).toContain('<category label="Desenvolvimento" term="desenvolvimento"/>');
    expect(entry).toContain(`<link rel="enclosure" href="${PUBLIC_URL}/uploads/2026/capa.webp" type="image/webp"`);
    expect(entry).toContain('<content type="html"><![CDATA[<h2>Contexto</h2>');
    expect(entry).not.toContain('<script');
    // RFC 4287's two rules the schema leaves to Schematron: every entry has an author (here) and an alternate link.
    for (const each of items((await get('/blog/atom.xml')).body, 'entry')) {
      expect(each).toMatch(/<author>\s*<name>[^<]+<\/name>/);
      expect(each).toMatch(new RegExp(`<link href="${PUBLIC_URL}/blog/[a-z0-9-]+"/>`));
    }
  });

  it('the schemas reject what a feed may not be (so a pass means something)', async () => {
    const rss = (await get('/blog/rss.xml')).body;
    expect(await validate(rss.replace('<enclosure length="0"', '<enclosure'), 'rss')).not.toEqual([]);
    expect(await validate(rss.replace(/<pubDate>[^<]+<\/pubDate>/, '<pubDate>2026-01-01</pubDate>'), 'rss')).not.toEqual([]);
    const atom = (await get('/blog/atom.xml')).body;
    expect(await validate(atom.replace(/<id>tag:[^<]+<\/id>/, ''), 'atom')).not.toEqual([]);
    expect(await validate(atom.replace(/<updated>[^<]+<\/updated>/, '<updated>ontem</updated>'), 'atom')).not.toEqual([]);
  });

  it('in English and Spanish, lists only the posts written in that language, at their own addresses', async () => {
    const en = await get('/en/blog/rss.xml');
    expect(await validate(en.body, 'rss')).toEqual([]);
    expect(items(en.body, 'item').map(titleOf)).toEqual(['Architecture at scale in 2026']);
    expect(en.body).toContain('<language>en</language>');
    expect(en.body).toContain(`<link>${PUBLIC_URL}/en/blog/${main.slugs.en}</link>`);
    expect(en.body).toContain('<title>Technology blog | Órbita Software</title>');
    expect(en.body).toContain(`<category domain="${PUBLIC_URL}/en/blog?category=desenvolvimento">Development</category>`);
    const es = await get('/es/blog/atom.xml');
    expect(await validate(es.body, 'atom')).toEqual([]);
    expect(items(es.body, 'entry')).toEqual([]);
    expect(es.body).toContain('<title>Blog de tecnología | Órbita Software</title>');
  });

  it('has one feed per category, in each language; an unknown category or language is a 404, not a 500', async () => {
    const res = await get('/blog/rss.xml?category=design');
    expect(res.statusCode).toBe(200);
    expect(await validate(res.body, 'rss')).toEqual([]);
    expect(items(res.body, 'item').map(titleOf)).toEqual(['Tipografia em interfaces']);
    expect(res.body).toContain('<title>Blog de tecnologia · Design | Órbita Software</title>');
    expect(res.body).toContain(`<link>${PUBLIC_URL}/blog?category=design</link>`);
    const atom = await get('/en/blog/atom.xml?category=desenvolvimento');
    expect(await validate(atom.body, 'atom')).toEqual([]);
    expect(items(atom.body, 'entry')).toHaveLength(1);
    for (const url of [
      '/blog/rss.xml?category=culinaria',
      '/blog/atom.xml?category=',
      '/blog/rss.xml?category=design&category=marketing',
      '/fr/blog/rss.xml',
      '/de/llms.txt',
    ]) {
      const missing = await get(url);
      expect(missing.statusCode, url).toBe(404);
      expect(missing.json().message, url).toMatch(/não encontrad[ao]/);
    }
  });

  it('is served from memory with an ETag until the next publication', async () => {
    const first = await get('/blog/atom.xml');
    const again = await get('/blog/atom.xml', { 'if-none-match': first.headers.etag as string });
    expect(again.statusCode).toBe(304);
    expect(again.headers['x-cache']).toBe('HIT');
    expect((await get('/blog/atom.xml', { 'accept-encoding': 'br' })).headers['content-encoding']).toBe('br');
  });
});

describe('publishing and unpublishing a post', () => {
  it('changes the feeds, llms.txt, llms-full.txt and the post’s Markdown at once', async () => {
    const before = { rss: (await get('/blog/rss.xml')).body, llms: (await get('/llms.txt')).body, full: (await get('/llms-full.txt')).body };
    expect(before.llms).toContain(`[Arquitetura & \\<escala> em 2026](${PUBLIC_URL}/blog/${main.slug}.md)`);
    expect(before.full).toContain('### Arquitetura & \\<escala> em 2026');
    expect((await get(`/blog/${main.slug}.md`)).statusCode).toBe(200);

    await setStatus(main.id, 'unpublish');
    const rss = (await get('/blog/rss.xml')).body;
    expect(rss).not.toContain('Arquitetura');
    expect(items(rss, 'item')).toHaveLength(FEED_SIZE);
    // The post that was 21st moves up into the feed.
    expect(rss).toContain('Post antigo 02');
    expect((await get('/blog/atom.xml?category=desenvolvimento')).body).not.toContain('<entry>');
    expect((await get('/en/blog/rss.xml')).body).not.toContain('Architecture');
    expect((await get('/llms.txt')).body).not.toContain(main.slug);
    expect((await get('/llms-full.txt')).body).not.toContain('Arquitetura');
    expect((await get('/en/llms.txt')).body).not.toContain('Architecture');
    expect((await get(`/blog/${main.slug}.md`)).statusCode).toBe(404);
    expect((await get(`/en/blog/${main.slugs.en}.md`)).statusCode).toBe(404);

    await setStatus(main.id, 'publish');
    expect(titleOf(items((await get('/blog/rss.xml')).body, 'item')[0]!)).toBe('Arquitetura & <escala> em 2026');
    expect((await get('/llms.txt')).body).toContain(`${PUBLIC_URL}/blog/${main.slug}.md`);
    expect((await get('/en/llms.txt')).body).toContain(`[Architecture at scale in 2026](${PUBLIC_URL}/en/blog/${main.slugs.en}.md)`);
    expect((await get(`/blog/${main.slug}.md`)).statusCode).toBe(200);
  });

  it('a draft never appears', async () => {
    await t.app.inject({ method: 'POST', url: '/api/blog', headers: admin, payload: { title: 'Rascunho secreto', excerpt: 'e', content: 'c' } });
    for (const url of ['/blog/rss.xml', '/blog/atom.xml', '/llms.txt', '/llms-full.txt']) expect((await get(url)).body, url).not.toContain('Rascunho secreto');
    expect((await get('/blog/rascunho-secreto.md')).statusCode).toBe(404);
  });
});

describe('/llms.txt and /llms-full.txt', () => {
  beforeAll(async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/cases',
      headers: admin,
      payload: {
        title: 'App de entregas',
        slug: 'app-de-entregas',
        client: 'Rápido Ltda.',
        imageUrl: '/uploads/app.png',
        description: 'Um app **nativo** para 2 milhões de entregas.',
        technologies: ['Kotlin', 'Swift'],
      },
    });
    expect(res.statusCode).toBe(201);
    await t.app.inject({
      method: 'POST',
      url: '/api/cases',
      headers: admin,
      payload: { title: 'Case oculto', slug: 'case-oculto', client: 'C', imageUrl: '/u.png', published: false },
    });
    await t.app.inject({
      method: 'PATCH',
      url: '/api/settings',
      headers: admin,
      payload: {
        contactConfig: {
          phone: { title: 'Contato', number: '+55 11 4000-0000' },
          email: { title: 'E-mail', address: 'oi@orbita.dev' },
          careers: { title: 'Carreira', link: '', hideButton: true },
          location: { title: 'Onde estamos', address: 'São Paulo - SP' },
        },
      },
    });
  });

  it('follows the llms.txt proposal: name, summary, then sections of one-line links (services, cases, posts)', async () => {
    const res = await get('/llms.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    const text = res.body;
    const lines = text.split('\n');
    expect(lines[0]).toBe('# Órbita Software');
    expect(lines[2]).toMatch(/^> Software house brasileira: /);
    expect(text).toContain(`[English](${PUBLIC_URL}/en/llms.txt), [Español](${PUBLIC_URL}/es/llms.txt)`);
    const sections = lines.filter((line) => line.startsWith('## '));
    expect(sections).toEqual(['## Serviços', '## Cases', '## Últimos posts', '## Contato', '## Optional']);
    expect(text).toContain(`- [Desenvolvimento de software sob medida](${PUBLIC_URL}/software): Produtos digitais`);
    expect(text).toContain(`- [Outsourcing de TI: squads dedicadas e body shop](${PUBLIC_URL}/outsourcing): `);
    expect(text).toContain(`- [App de entregas](${PUBLIC_URL}/cases/app-de-entregas.md): Rápido Ltda. — Um app nativo para 2 milhões de entregas.`);
    expect(text).not.toContain('case-oculto');
    expect(text).toContain(`- [Fale conosco](${PUBLIC_URL}/contato): E-mail: oi@orbita.dev; Telefone: +55 11 4000-0000; Endereço físico: São Paulo - SP`);
    // Every list line is one link and one line.
    for (const line of lines.filter((l) => l.startsWith('- '))) expect(line).toMatch(/^- \[[^\]]+\]\(https:\/\/www\.orbita\.dev\/[^)]*\)(: .+)?$/);
    // At most the latest 20 posts.
    expect(lines.filter((l) => l.includes('/blog/') && l.endsWith('.') && l.includes('.md)'))).toHaveLength(FEED_SIZE);
  });

  it('is made from the settings: the site name and summary an administrator writes, a service’s SEO texts', async () => {
    await t.app.inject({
      method: 'PUT',
      url: '/api/seo/global',
      headers: admin,
      payload: { siteName: 'Órbita Labs', defaultDescription: { pt: 'Uma software house de Campinas.', en: 'A software house from Campinas.' } },
    });
    await t.app.inject({
      method: 'PUT',
      url: '/api/seo/software',
      headers: admin,
      payload: { title: { pt: 'Software para quem não pode parar' }, description: { pt: 'Sistemas sob medida, do MVP à escala.' } },
    });
    const text = (await get('/llms.txt')).body;
    expect(text.startsWith('# Órbita Labs\n\n> Uma software house de Campinas.\n')).toBe(true);
    expect(text).toContain(`- [Software para quem não pode parar](${PUBLIC_URL}/software): Sistemas sob medida, do MVP à escala.`);
    expect((await get('/en/llms.txt')).body.startsWith('# Órbita Labs\n\n> A software house from Campinas.\n')).toBe(true);
    expect((await get('/blog/rss.xml')).body).toContain('<title>Blog de tecnologia | Órbita Labs</title>');
  });

  it('llms-full.txt holds the same content in full as Markdown', async () => {
    const text = (await get('/llms-full.txt')).body;
    expect(text.split('\n')[0]).toBe('# Órbita Labs');
    expect(text).toContain('### Software para quem não pode parar');
    expect(text).toContain(
      `### App de entregas\n\n- Endereço: ${PUBLIC_URL}/cases/app-de-entregas\n- Cliente: Rápido Ltda.\n- Setor: Tecnologia\n- Tecnologias: Kotlin, Swift`,
    );
    expect(text).toContain('Um app **nativo** para 2 milhões de entregas.');
    // The post's own headings sit below its title's; its table stays a table; nothing unsafe survives.
    expect(text).toContain('#### Contexto');
    expect(text).toContain('| Camada | Papel |\n| --- | --- |\n| API | regras |');
    expect(text).not.toContain('script');
    expect(text).toContain(`[contato](${PUBLIC_URL}/contato)`);
  });

  it('in English lists translated items at their English addresses and the others in Portuguese, marked', async () => {
    const text = (await get('/en/llms.txt')).body;
    expect(text).toContain('## Services');
    expect(text).toContain(`- [Custom software development](${PUBLIC_URL}/en/software): `);
    expect(text).toContain(`- [Architecture at scale in 2026](${PUBLIC_URL}/en/blog/${main.slugs.en}.md): How we grew without rewriting.`);
    expect(text).toContain(
      `- [App de entregas](${PUBLIC_URL}/cases/app-de-entregas.md): Rápido Ltda. — Um app nativo para 2 milhões de entregas. (in Portuguese)`,
    );
    expect(text).toContain(`[Português](${PUBLIC_URL}/llms.txt)`);
    expect((await get('/es/llms-full.txt')).body).toContain('## Servicios');
  });
});

describe('Markdown at each post’s and case’s address', () => {
  it('serves a published post as text/markdown with its page as the canonical address', async () => {
    const res = await get(`/blog/${main.slug}.md`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/markdown; charset=utf-8');
    expect(res.headers.link).toBe(`<${PUBLIC_URL}/blog/${main.slug}>; rel="canonical"`);
    expect(res.body).toBe(
      [
        '# Arquitetura & \\<escala> em 2026',
        '',
        '> Como crescemos sem reescrever.',
        '',
        `- Endereço: ${PUBLIC_URL}/blog/${main.slug}`,
        `- Publicado em: ${new Date().toISOString().slice(0, 10)}`,
        '- Autor: Admin',
        '- Categoria: Desenvolvimento',
        '- Tags: arquitetura, node',
        '',
        `![Arquitetura & \\<escala> em 2026](${PUBLIC_URL}/uploads/2026/capa.webp)`,
        '',
        '## Contexto',
        '',
        `Veja o [contato](${PUBLIC_URL}/contato) e a imagem ![diagrama](${PUBLIC_URL}/uploads/diagrama.png).`,
        '',
        '| Camada | Papel |',
        '| --- | --- |',
        '| API | regras |',
        '',
      ].join('\n'),
    );
  });

  it('in English at the English slug; another slug moves there; an untranslated case shows Portuguese, canonical to it', async () => {
    const en = await get(`/en/blog/${main.slugs.en}.md`);
    expect(en.statusCode).toBe(200);
    expect(en.body.startsWith('# Architecture at scale in 2026\n\n> How we grew without rewriting.\n\n- Address: ')).toBe(true);
    expect(en.headers.link).toBe(`<${PUBLIC_URL}/en/blog/${main.slugs.en}>; rel="canonical"`);
    expect(en.headers['content-language']).toBe('en');
    const moved = await get(`/en/blog/${main.slug}.md`);
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe(`/en/blog/${main.slugs.en}.md`);
    // /blog/{id}/{slug} is the post of /blog/{id} (product.md §2).
    const long = await get(`/blog/${main.slug}/qualquer-coisa.md`);
    expect(long.statusCode).toBe(301);
    expect(long.headers.location).toBe(`/blog/${main.slug}.md`);

    const item = await get('/es/cases/app-de-entregas.md');
    expect(item.statusCode).toBe(200);
    expect(item.headers.link).toBe(`<${PUBLIC_URL}/cases/app-de-entregas>; rel="canonical"`);
    expect(item.headers['content-language']).toBe('pt-BR');
    expect(item.body).toContain('# App de entregas\n\n- Dirección: ');
    expect(item.body).toContain(`![App de entregas](${PUBLIC_URL}/uploads/app.png)`);
  });

  it('is a 404 for what is not published or does not exist', async () => {
    for (const url of ['/cases/case-oculto.md', '/cases/nada.md', '/blog/nada.md', '/en/blog/nada/x.md', '/blog/todos.md', '/es/cases/.md']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().message, url).toBe('Conteúdo não encontrado');
    }
  });
});

describe('AI crawlers in robots.txt', () => {
  let second: App;
  beforeAll(async () => {
    // A second instance on the same database, with its own memory: the setting reaches it through the content version.
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: t.dataDir,
      LOG_LEVEL: 'silent',
      JWT_SECRET: 'test-secret-that-is-long-enough-0123456789',
      PUBLIC_URL,
    });
    second = await buildApp({ config, database: { ...t.app.services.database, close: async () => {} }, logger: false });
    await second.ready();
  });
  afterAll(async () => second?.close());

  const put = (allowed: unknown, headers: Record<string, string> = admin) =>
    t.app.inject({ method: 'PUT', url: '/api/seo/robots/ai-crawlers', headers, payload: { allowed } });

  it('lets every crawler read the site, the llms files and the Markdown included, until an administrator says otherwise', async () => {
    expect((await get('/api/seo/robots/ai-crawlers')).json().data).toEqual({ allowed: true });
    const robots = await get('/robots.txt');
    expect(robots.headers['cache-control']).toBe('public, max-age=3600');
    expect(robots.body).not.toContain('GPTBot');
    expect(robots.body).toContain(`Sitemap: ${PUBLIC_URL}/sitemap-index.xml`);
    expect(robots.body).not.toMatch(/^Disallow: \/(llms|blog)/m);
  });

  it('an administrator turns AI access off: every instance’s robots.txt keeps the AI crawlers out of the whole site', async () => {
    await get('/robots.txt', {}, second);
    const res = await put(false);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ data: { allowed: false }, message: 'Acesso de assistentes de IA salvo' });
    const group = ['# AI crawlers: turned off in SEO › Assistentes de IA', ...AI_CRAWLERS.map((agent) => `User-agent: ${agent}`), 'Disallow: /'].join('\n');
    for (const url of ['/robots.txt', '/api/seo/robots.txt']) {
      const body = (await get(url)).body;
      expect(body, url).toContain(group);
      for (const agent of ['GPTBot', 'ClaudeBot', 'Google-Extended', 'PerplexityBot']) expect(body).toContain(`User-agent: ${agent}\n`);
      // Search engines keep the general group.
      expect(body).toMatch(/^User-agent: \*\nAllow: \/\nDisallow: \/admin/);
    }
    // The other instance polls the content version once a second.
    const started = Date.now();
    let other = (await get('/robots.txt', {}, second)).body;
    while (!other.includes('User-agent: GPTBot') && Date.now() - started < 5000) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      other = (await get('/robots.txt', {}, second)).body;
    }
    expect(other).toContain(group);
    expect((await get('/api/seo/robots/ai-crawlers', {}, second)).json().data).toEqual({ allowed: false });

    expect((await put(true)).statusCode).toBe(200);
    expect((await get('/robots.txt')).body).not.toContain('GPTBot');
  });

  it('only administrators change it; a bad value is refused and changes nothing', async () => {
    const editor = { authorization: `Bearer ${(await t.login(TEST_EDITOR)).accessToken}` };
    const sales = { authorization: `Bearer ${(await t.login(TEST_SALES)).accessToken}` };
    expect((await put(false, editor)).statusCode).toBe(403);
    expect((await put(false, sales)).statusCode).toBe(403);
    expect((await put(false, {})).statusCode).toBe(401);
    const bad = await put('não');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details).toEqual({ allowed: 'Informe se os assistentes de IA podem acessar o site' });
    expect((await t.app.inject({ method: 'PUT', url: '/api/seo/robots/ai-crawlers', headers: admin, payload: { allowed: false, extra: 1 } })).statusCode).toBe(
      400,
    );
    expect((await get('/robots.txt')).body).not.toContain('GPTBot');
  });
});

describe('the sitemap index', () => {
  it('lists the pages’ sitemap and each language’s feed', async () => {
    const res = await get('/sitemap-index.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    const locs = [...res.body.matchAll(/<sitemap>\s*<loc>([^<]+)<\/loc>\s*<\/sitemap>/g)].map((m) => m[1]);
    expect(locs).toEqual([`${PUBLIC_URL}/sitemap.xml`, `${PUBLIC_URL}/blog/rss.xml`, `${PUBLIC_URL}/en/blog/rss.xml`, `${PUBLIC_URL}/es/blog/rss.xml`]);
    for (const loc of locs) expect((await get(loc!.replace(PUBLIC_URL, ''))).statusCode, loc).toBe(200);
  });
});

describe('content the formats cannot carry', () => {
  it('a cover whose address does not parse is left out, and the feeds stay valid', async () => {
    const odd = await createPost({ title: 'Capa quebrada ]]> no título', featuredImage: 'https://' });
    const rss = (await get('/blog/rss.xml')).body;
    expect(await validate(rss, 'rss')).toEqual([]);
    const [item] = items(rss, 'item');
    expect(item).toContain(`<link>${PUBLIC_URL}/blog/${odd.slug}</link>`);
    expect(item).not.toContain('<enclosure');
    expect(await validate((await get('/blog/atom.xml')).body, 'atom')).toEqual([]);
  });
});
