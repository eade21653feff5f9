import type { TBlogPost as TCanonicalPost, TCase } from '@softhouse/contracts';

/** A post as the API answers it, with the aliases of product.md §3 that older clients read. */
type TBlogPost = TCanonicalPost & { authorName: string; seo: { title: string; description: string; keywords: string[] } };
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateXML } from 'xmllint-wasm';
import { startProduct, type Product } from './support/product.js';

/**
 * What crawlers and link previews read in the raw HTML (no JavaScript) of every public page:
 * title, description, canonical, hreflang, Open Graph, Twitter, JSON-LD; plus sitemap and robots.
 */

const PUBLIC_URL = 'https://www.example.com';
let product: Product;
let caseItem: TCase;
let post: TBlogPost;
/** A published post written in Portuguese only (the demo content keeps two). */
let portugueseOnly: TBlogPost;

type Head = {
  status: number;
  csp: string;
  title: string;
  meta: Map<string, string[]>;
  links: Record<string, string>[];
  jsonLd: { nonce: string | undefined; raw: string; data: Record<string, unknown> }[];
};

const decode = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

const attributes = (tag: string) =>
  Object.fromEntries([...tag.matchAll(/([\w:-]+)="([^"]*)"/g)].map(([, name, value]) => [name!.toLowerCase(), decode(value!)]));

async function head(path: string): Promise<Head> {
  const response = await fetch(`${product.url}${path}`);
  const html = await response.text();
  const meta = new Map<string, string[]>();
  for (const [tag] of html.matchAll(/<meta\s[^>]*>/g)) {
    const attrs = attributes(tag);
    const key = attrs.property ?? attrs.name;
    if (key && attrs.content !== undefined) meta.set(key, [...(meta.get(key) ?? []), attrs.content]);
  }
  return {
    status: response.status,
    csp: response.headers.get('content-security-policy') ?? '',
    title: decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? ''),
    meta,
    links: [...html.matchAll(/<link\s[^>]*>/g)].map(([tag]) => attributes(tag)),
    jsonLd: [...html.matchAll(/<script type="application\/ld\+json"([^>]*)>([\s\S]*?)<\/script>/g)].map(([, attrs, raw]) => ({
      nonce: attributes(attrs!).nonce,
      raw: raw!,
      data: JSON.parse(raw!) as Record<string, unknown>,
    })),
  };
}

const one = (page: Head, key: string) => {
  const values = page.meta.get(key) ?? [];
  expect(values, key).toHaveLength(1);
  return values[0]!;
};
const types = (page: Head) => page.jsonLd.map((entry) => entry.data['@type']);
const ofType = (page: Head, type: string) => page.jsonLd.find((entry) => entry.data['@type'] === type)?.data;

let pages: { path: string; kind: 'static' | 'case' | 'post' | 'post-pt' }[];

beforeAll(async () => {
  product = await startProduct({ env: { PUBLIC_URL } });
  const cases = (await (await fetch(`${product.url}/api/cases?limit=1`)).json()) as { data: { data: TCase[] } };
  const posts = (await (await fetch(`${product.url}/api/blog?limit=1`)).json()) as { data: { data: TBlogPost[] } };
  caseItem = cases.data.data[0]!;
  post = posts.data.data[0]!;
  const all = (await (await fetch(`${product.url}/api/blog?limit=100`)).json()) as { data: { data: TBlogPost[] } };
  portugueseOnly = all.data.data.find((item) => item.languages.length === 1)!;
  pages = [
    ...['/', '/sobre', '/software', '/aplicativo', '/outsourcing', '/cases', '/blog', '/contato'].map((path) => ({
      path,
      kind: 'static' as const,
    })),
    { path: `/cases/${caseItem.slug}`, kind: 'case' },
    { path: `/blog/${post.slug}`, kind: 'post' },
    { path: `/blog/${portugueseOnly.slug}`, kind: 'post-pt' },
  ];
});

afterAll(async () => {
  await product?.stop();
});

/** A Portuguese path's address in English or Spanish (decision 027). */
const inLanguage = (path: string, lang: 'en' | 'es') => (path === '/' ? `/${lang}` : `/${lang}${path}`);

describe('every public page, in pt and en', () => {
  it('has its own title and description, different per page and per language', async () => {
    const seen = { pt: new Set<string>(), en: new Set<string>() };
    for (const { path, kind } of pages) {
      const pt = await head(path);
      const en = await head(inLanguage(path, 'en'));
      for (const [lang, page] of [['pt', pt], ['en', en]] as const) {
        expect(page.status, path).toBe(200);
        expect(page.title.length, `${lang} ${path} title`).toBeGreaterThan(10);
        expect(one(page, 'description').length, `${lang} ${path} description`).toBeGreaterThan(30);
        expect(seen[lang].has(page.title), `${lang} ${path}: "${page.title}" repeats another page's title`).toBe(false);
        seen[lang].add(page.title);
      }
      expect(en.title, path).not.toBe(pt.title);
      // Cases and posts are written in Portuguese only; their descriptions come from the content.
      if (kind === 'static') expect(one(en, 'description'), path).not.toBe(one(pt, 'description'));
    }
  });

  it('has the canonical URL on PUBLIC_URL and hreflang alternates for the languages it exists in, each on its own address', async () => {
    for (const { path, kind } of pages) {
      const pt = await head(path);
      const canonical = pt.links.filter((link) => link.rel === 'canonical');
      expect(canonical.map((link) => link.href), path).toEqual([`${PUBLIC_URL}${path}`]);
      expect(one(pt, 'og:url')).toBe(`${PUBLIC_URL}${path}`);
      const alternatesOf = (page: typeof pt) => Object.fromEntries(page.links.filter((link) => link.rel === 'alternate' && link.hreflang).map((link) => [link.hreflang, link.href]));
      const en = await head(inLanguage(path, 'en'));
      if (kind === 'static') {
        const expected = {
          'pt-BR': `${PUBLIC_URL}${path}`,
          en: `${PUBLIC_URL}${inLanguage(path, 'en')}`,
          es: `${PUBLIC_URL}${inLanguage(path, 'es')}`,
          'x-default': `${PUBLIC_URL}${path}`,
        };
        expect(alternatesOf(pt), path).toEqual(expected);
        expect(alternatesOf(en), path).toEqual(expected);
        expect(en.links.find((link) => link.rel === 'canonical')?.href, path).toBe(`${PUBLIC_URL}${inLanguage(path, 'en')}`);
        expect(one(en, 'og:locale')).toBe('en_US');
      } else if (kind !== 'post-pt') {
        // Written in the three languages (the demo content, decision 031): each language at its own slug.
        const [prefix, slugs] = kind === 'case' ? ['/cases/', caseItem.slugs] : ['/blog/', post.slugs];
        expect(slugs.en, path).toBeDefined();
        const expected = {
          'pt-BR': `${PUBLIC_URL}${prefix}${slugs.pt}`,
          en: `${PUBLIC_URL}/en${prefix}${slugs.en}`,
          es: `${PUBLIC_URL}/es${prefix}${slugs.es}`,
          'x-default': `${PUBLIC_URL}${prefix}${slugs.pt}`,
        };
        expect(alternatesOf(pt), path).toEqual(expected);
        expect(alternatesOf(en), path).toEqual(expected);
        expect(en.links.find((link) => link.rel === 'canonical')?.href, path).toBe(expected.en);
        expect(one(en, 'og:locale')).toBe('en_US');
        expect(en.meta.get('og:locale:alternate'), path).toEqual(['pt_BR', 'es_ES']);
      } else {
        // Written in Portuguese only: its English address points to the Portuguese one, the only version.
        const expected = { 'pt-BR': `${PUBLIC_URL}${path}`, 'x-default': `${PUBLIC_URL}${path}` };
        expect(alternatesOf(pt), path).toEqual(expected);
        expect(alternatesOf(en), path).toEqual(expected);
        expect(en.links.find((link) => link.rel === 'canonical')?.href, path).toBe(`${PUBLIC_URL}${path}`);
        expect(one(en, 'og:locale')).toBe('pt_BR');
      }
      expect(one(pt, 'og:locale')).toBe('pt_BR');
    }
  });

  it('has Open Graph and Twitter tags with an absolute image', async () => {
    for (const { path, kind } of pages) {
      const page = await head(path);
      expect(one(page, 'og:title')).toBe(page.title);
      expect(one(page, 'og:description')).toBe(one(page, 'description'));
      expect(one(page, 'og:site_name').length).toBeGreaterThan(0);
      const image = one(page, 'og:image');
      expect(image, path).toMatch(/^https:\/\/www\.example\.com\/.+\.(png|jpe?g|webp)$/);
      expect(Number(one(page, 'og:image:width'))).toBeGreaterThan(0);
      expect(Number(one(page, 'og:image:height'))).toBeGreaterThan(0);
      expect(one(page, 'twitter:card')).toBe('summary_large_image');
      expect(one(page, 'twitter:image')).toBe(image);
      if (kind === 'static') expect(image).toBe(`${PUBLIC_URL}/og-default.png`);
      if (kind === 'case') expect(image).toBe(`${PUBLIC_URL}${caseItem.image?.url ?? caseItem.imageUrl}`);
      if (kind === 'post') {
        expect(image).toBe(`${PUBLIC_URL}${post.image?.url ?? post.featuredImage}`);
        expect(one(page, 'og:type')).toBe('article');
        expect(one(page, 'article:published_time')).toBe(post.publishedAt);
      } else if (kind === 'post-pt') {
        expect(one(page, 'og:type')).toBe('article');
      } else {
        expect(one(page, 'og:type')).toBe('website');
      }
    }
    const image = await fetch(`${product.url}/og-default.png`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
  });

  it('has JSON-LD that parses, carries the CSP nonce when the page has one, and names the Organization everywhere', async () => {
    for (const { path, kind } of pages) {
      for (const url of [path, inLanguage(path, 'en')]) {
        const page = await head(url);
        expect(page.jsonLd.length, url).toBeGreaterThan(0);
        // JSON-LD is data, which CSP does not govern; it carries the nonce only on a page that has one.
        const nonce = /'nonce-([^']+)'/.exec(page.csp)?.[1];
        for (const entry of page.jsonLd) {
          expect(entry.nonce, url).toBe(nonce);
          expect(entry.data['@context']).toBe('https://schema.org');
          expect(entry.raw).not.toContain('<');
        }
        const organization = ofType(page, 'Organization');
        expect(organization, url).toBeDefined();
        expect(organization!.url).toBe(`${PUBLIC_URL}/`);
        expect(String(organization!.logo)).toMatch(/^https:\/\/www\.example\.com\//);
        expect((organization!.sameAs as string[]).length).toBeGreaterThan(0);
        expect(organization!.contactPoint).toBeDefined();
        if (kind !== 'static' || path === '/cases' || path === '/blog') {
          expect(types(page), url).toContain('BreadcrumbList');
        }
      }
    }
  });

  it('describes the post as a BlogPosting and the case as a CreativeWork, with their breadcrumbs', async () => {
    const postPage = await head(`/blog/${post.slug}`);
    const posting = ofType(postPage, 'BlogPosting')!;
    expect(posting.headline).toBe(post.seo.title);
    expect(posting.description).toBe(post.seo.description);
    expect(posting.datePublished).toBe(post.publishedAt);
    expect(posting.dateModified).toBe(post.updatedAt);
    expect((posting.author as { name: string }).name).toBe(post.authorName);
    expect((posting.publisher as { name: string; '@id': string })['@id']).toBe(`${PUBLIC_URL}/#organization`);
    expect((posting.image as { url: string }).url).toBe(`${PUBLIC_URL}${post.image?.url ?? post.featuredImage}`);
    const postTrail = ofType(postPage, 'BreadcrumbList')!.itemListElement as { name: string; item: string }[];
    expect(postTrail.map((crumb) => crumb.item)).toEqual([`${PUBLIC_URL}/`, `${PUBLIC_URL}/blog`, `${PUBLIC_URL}/blog/${post.slug}`]);
    expect(postTrail.at(-1)!.name).toBe(post.title);

    const casePage = await head(`/cases/${caseItem.slug}`);
    const work = ofType(casePage, 'CreativeWork')!;
    expect(work.name).toBe(caseItem.title);
    expect(String(work.description).length).toBeLessThanOrEqual(160);
    expect(work.keywords).toContain(caseItem.technologies[0]);
    expect((work.about as { name: string }).name).toBe(caseItem.client);
    expect((work.creator as { '@id': string })['@id']).toBe(`${PUBLIC_URL}/#organization`);
    expect((work.image as string[])[0]).toBe(`${PUBLIC_URL}${caseItem.imageUrl}`);
    const caseTrail = ofType(casePage, 'BreadcrumbList')!.itemListElement as { item: string }[];
    expect(caseTrail.map((crumb) => crumb.item)).toEqual([`${PUBLIC_URL}/`, `${PUBLIC_URL}/cases`, `${PUBLIC_URL}/cases/${caseItem.slug}`]);
    expect(one(casePage, 'description')).toBe(caseItem.seoDescription ?? '');

    // On an English address the content is the English page, and says its language; a post written only in
    // Portuguese is the Portuguese page there.
    const englishPosting = ofType(await head(`/en/blog/${post.slugs.en}`), 'BlogPosting')!;
    expect(englishPosting).toMatchObject({ url: `${PUBLIC_URL}/en/blog/${post.slugs.en}`, inLanguage: 'en' });
    expect(englishPosting.name).not.toBe(post.title);
    const englishWork = ofType(await head(`/es/cases/${caseItem.slugs.es}`), 'CreativeWork')!;
    expect(englishWork).toMatchObject({ url: `${PUBLIC_URL}/es/cases/${caseItem.slugs.es}`, inLanguage: 'es' });
    const portuguesePosting = ofType(await head(`/en/blog/${portugueseOnly.slug}`), 'BlogPosting')!;
    expect(portuguesePosting).toMatchObject({ url: `${PUBLIC_URL}/blog/${portugueseOnly.slug}`, inLanguage: 'pt-BR', name: portugueseOnly.title });
  });

  it('keeps not-found pages out of the index', async () => {
    for (const path of ['/cases/nao-existe', '/blog/nao-existe']) {
      const page = await head(path);
      expect(page.status).toBe(404);
      expect(one(page, 'robots')).toContain('noindex');
      expect(page.links.some((link) => link.rel === 'canonical')).toBe(false);
    }
  });
});

describe('sitemap and robots', () => {
  it('lists the case and the post in /sitemap.xml on PUBLIC_URL', async () => {
    const response = await fetch(`${product.url}/sitemap.xml`);
    expect(response.status).toBe(200);
    const xml = await response.text();
    expect(xml).toContain(`<loc>${PUBLIC_URL}/cases/${caseItem.slug}</loc>`);
    expect(xml).toContain(`<loc>${PUBLIC_URL}/blog/${post.slug}</loc>`);
    expect(xml).toContain(`<loc>${PUBLIC_URL}/cases</loc>`);
    expect(xml).toContain(`<loc>${PUBLIC_URL}/es/cases</loc>`);
    // Each language an item is written in, at its own slug; a post in Portuguese only, in Portuguese only.
    expect(xml).toContain(`<loc>${PUBLIC_URL}/en/cases/${caseItem.slugs.en}</loc>`);
    expect(xml).toContain(`<loc>${PUBLIC_URL}/es/blog/${post.slugs.es}</loc>`);
    expect(xml).toContain(`<loc>${PUBLIC_URL}/blog/${portugueseOnly.slug}</loc>`);
    expect(xml).not.toContain(`${PUBLIC_URL}/en/blog/${portugueseOnly.slug}`);
  });

  it('validates against the sitemaps.org schema with its XHTML language alternates', async () => {
    const xml = await (await fetch(`${product.url}/sitemap.xml`)).text();
    const schema = (fileName: string) => ({ fileName, contents: readFileSync(path.join(import.meta.dirname, 'schemas', fileName), 'utf8') });
    const result = await validateXML({
      xml: [{ fileName: 'sitemap.xml', contents: xml }],
      schema: [schema('sitemap-with-alternates.xsd')],
      preload: [schema('sitemap.xsd'), schema('xhtml-link.xsd')],
    });
    expect(result.errors.map((error) => error.rawMessage)).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('lists only addresses that answer 200, each <url> with its alternates and x-default (decision 027)', async () => {
    const xml = await (await fetch(`${product.url}/sitemap.xml`)).text();
    const urls = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((match) => match[1]!);
    expect(urls.length).toBeGreaterThan(27);
    const addresses = new Set<string>();
    for (const url of urls) {
      const loc = /<loc>([^<]+)<\/loc>/.exec(url)?.[1];
      const alternates = [...url.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map((m) => [m[1]!, m[2]!] as const);
      expect(loc).toBeTruthy();
      // The <url> is one of its own alternates, and x-default is the Portuguese address.
      expect(alternates.map(([, href]) => href)).toContain(loc);
      expect(alternates.find(([lang]) => lang === 'x-default')?.[1]).toBe(alternates.find(([lang]) => lang === 'pt-BR')?.[1]);
      addresses.add(loc!);
      for (const [, href] of alternates) addresses.add(href);
    }
    for (const address of addresses) {
      const res = await fetch(address.replace(PUBLIC_URL, product.url), { redirect: 'manual' });
      expect(res.status, address).toBe(200);
    }
  });

  it('announces the blog’s feeds and each post’s and case’s Markdown in the raw HTML, and each answers (decision 033)', async () => {
    const local = (href: string) => href.replace(PUBLIC_URL, product.url);
    for (const [path, rss] of [
      ['/blog', '/blog/rss.xml'],
      ['/en/blog?category=design', '/en/blog/rss.xml?category=design'],
      [`/es/blog/${post.slugs.es}`, '/es/blog/rss.xml'],
    ] as const) {
      const page = await head(path);
      const feeds = page.links.filter((link) => link.rel === 'alternate' && link.type?.endsWith('+xml'));
      expect(feeds.map((link) => link.href), path).toContain(`${PUBLIC_URL}${rss}`);
      for (const feed of feeds) {
        const res = await fetch(local(feed.href!));
        expect(res.status, feed.href).toBe(200);
        expect(res.headers.get('content-type'), feed.href).toBe(`${feed.type}; charset=utf-8`);
      }
    }
    for (const [path, markdown] of [
      [`/blog/${post.slug}`, `/blog/${post.slug}.md`],
      [`/en/cases/${caseItem.slugs.en}`, `/en/cases/${caseItem.slugs.en}.md`],
    ] as const) {
      const page = await head(path);
      const link = page.links.find((l) => l.rel === 'alternate' && l.type === 'text/markdown');
      expect(link?.href, path).toBe(`${PUBLIC_URL}${markdown}`);
      const res = await fetch(local(link!.href!));
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
      expect(res.headers.get('link')).toBe(`<${PUBLIC_URL}${path}>; rel="canonical"`);
    }
    const llms = await fetch(`${product.url}/llms.txt`);
    expect(llms.status).toBe(200);
    expect(await llms.text()).toContain(`${PUBLIC_URL}/blog/${post.slug}.md`);
    // A language that does not exist is the site's not-found page.
    expect((await fetch(`${product.url}/fr/blog/rss.xml`)).status).toBe(404);
  });

  it('keeps crawlers out of /admin and /api and points them to the sitemap', async () => {
    const text = await (await fetch(`${product.url}/robots.txt`)).text();
    expect(text).toMatch(/^Disallow: \/admin\/?$/m);
    expect(text).toMatch(/^Disallow: \/api\/?$/m);
    expect(text).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
  });
});
