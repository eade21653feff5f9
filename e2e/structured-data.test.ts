import type { TCase, TCompany, TContactConfig } from '@softhouse/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startProduct, type Product } from './support/product.js';
import { jsonLdScripts, structuredDataProblems, type JsonLdNode, type LabelledBlock } from './support/structured-data.js';

/**
 * The JSON-LD of every public page, as a crawler gets it (no JavaScript), validated against the schema.org
 * vocabulary and Google's rich-result rules (decision 036), and what each page says about itself.
 */

const PUBLIC_URL = 'https://www.example.com';
const LANGUAGES = ['pt', 'en', 'es'] as const;
type Lang = (typeof LANGUAGES)[number];
type Localized = { slug: string; slugs: Partial<Record<Lang, string>> & { pt: string } };

/** Every public page by its Portuguese path, with the kind of structured data it carries. */
type Page = { path: (lang: Lang) => string; kind: 'home' | 'section' | 'case' | 'post' | 'noindex' };

let product: Product;
let settings: { contactConfig: TContactConfig | null; company: TCompany };
let caseItem: TCase & Localized;
let post: { title: string; authorName: string; publishedAt: string; updatedAt: string } & Localized;
let pages: Page[];
/** What the check said about the samples below and every page's blocks. */
let problems: string[];
/** The JSON-LD of each page address, parsed, fetched once for all the tests. */
const fetched = new Map<string, { raw: string; data: JsonLdNode }[]>();

/** A Portuguese path's address in a language (decision 027). */
const address = (path: string, lang: Lang) => (lang === 'pt' ? path : path === '/' ? `/${lang}` : `/${lang}${path}`);
const at = (path: string) => `${PUBLIC_URL}${path}`;

const search = { '@type': 'SearchAction', target: `${at('/busca')}?q={search_term_string}` };
/** One valid block and one of each mistake the check must find. */
const SAMPLES: Record<string, object> = {
  valid: {
    '@type': 'WebSite',
    url: at('/'),
    name: 'Órbita',
    publisher: { '@id': at('/#organization') },
    potentialAction: { ...search, 'query-input': 'required name=search_term_string' },
  },
  wrongContext: { '@context': 'https://example.com/vocab', '@type': 'Thing', name: 'Oi' },
  unknownType: { '@type': 'BlogPost', headline: 'Oi' },
  unknownNestedType: { '@type': 'BlogPosting', author: { '@type': 'Persona', name: 'Ana' } },
  foreignProperty: { '@type': 'BlogPosting', author: { '@type': 'Person', name: 'Ana', headline: 'Oi' } },
  wrongValue: { '@type': 'BlogPosting', headline: 'Oi', datePublished: 2024 },
  unknownConstraint: { '@type': 'WebSite', potentialAction: { ...search, 'q-input': 'required name=q' } },
  thinTrail: { '@type': 'BreadcrumbList', itemListElement: [{ '@type': 'ListItem', position: 1, item: at('/') }] },
};

async function jsonLdOf(url: string) {
  const known = fetched.get(url);
  if (known) return known;
  const response = await fetch(`${product.url}${url}`);
  expect(response.status, url).toBe(200);
  const blocks = jsonLdScripts(await response.text()).map(({ text }) => ({ raw: text, data: JSON.parse(text) as JsonLdNode }));
  fetched.set(url, blocks);
  return blocks;
}

const ofType = (blocks: { data: JsonLdNode }[], type: string) => blocks.map((block) => block.data).filter((data) => data['@type'] === type);
const one = (blocks: { data: JsonLdNode }[], type: string, url: string) => {
  const found = ofType(blocks, type);
  expect(found, `${url}: one ${type}`).toHaveLength(1);
  return found[0]!;
};

beforeAll(async () => {
  product = await startProduct({ env: { PUBLIC_URL } });
  const json = async <T>(path: string) => ((await (await fetch(`${product.url}${path}`)).json()) as { data: T }).data;
  settings = await json<typeof settings>('/api/settings');
  // Written in the three languages (the demo content, decision 031), so each language has its own address.
  caseItem = (await json<{ data: (TCase & Localized)[] }>('/api/cases?limit=20')).data.find((item) => item.slugs.en && item.slugs.es)!;
  post = (await json<{ data: (typeof post)[] }>('/api/blog?limit=20')).data.find((item) => item.slugs.en && item.slugs.es)!;
  const plain = (path: string, kind: Page['kind']): Page => ({ path: (lang) => address(path, lang), kind });
  pages = [
    plain('/', 'home'),
    ...['/sobre', '/software', '/aplicativo', '/outsourcing', '/cases', '/blog', '/blog/todos', '/contato'].map((path) => plain(path, 'section')),
    { path: (lang) => address(`/cases/${caseItem.slugs[lang]}`, lang), kind: 'case' },
    { path: (lang) => address(`/blog/${post.slugs[lang]}`, lang), kind: 'post' },
    plain('/obrigado', 'noindex'),
  ];
  // One check for the samples and every page: each check builds a TypeScript program over the whole vocabulary (seconds).
  const unique = new Map<string, LabelledBlock>();
  for (const lang of LANGUAGES) {
    for (const page of pages) {
      const url = page.path(lang);
      // The same block on several pages (the Organization) is checked once, named after its first page.
      (await jsonLdOf(url)).forEach((block, index) => {
        if (!unique.has(block.raw)) unique.set(block.raw, { label: `${url} #${index} (${String(block.data['@type'])})`, data: block.data });
      });
    }
  }
  const samples = Object.entries(SAMPLES).map(([name, data]) => ({ label: `sample ${name}`, data: { '@context': 'https://schema.org', ...data } }));
  problems = await structuredDataProblems([...samples, ...unique.values()]);
});

afterAll(async () => {
  await product?.stop();
});

describe('the structured-data check itself', () => {
  it('accepts schema.org nodes and names the block and property of each mistake: context, type, property, value, action constraint, rich-result rule', () => {
    const of = (name: string) => problems.filter((line) => line.startsWith(`sample ${name}:`) || line.startsWith(`sample ${name} at `)).join('\n');
    expect(of('valid')).toBe('');
    expect(of('wrongContext')).toBe('sample wrongContext: "@context" is "https://example.com/vocab", not "https://schema.org"');
    expect(of('unknownType')).toContain('sample unknownType: "@type" "BlogPost" is not a schema.org type');
    expect(of('unknownNestedType')).toContain('sample unknownNestedType at author: "@type" "Persona" is not a schema.org type');
    expect(of('foreignProperty')).toMatch(/^sample foreignProperty at author\.headline: .*'"headline"' does not exist in type '[^']*PersonLeaf/);
    expect(of('wrongValue')).toBe(
      "sample wrongValue at datePublished: Type 'number' is not assignable to type 'SchemaValue<string, \"datePublished\"> | undefined'.",
    );
    expect(of('unknownConstraint')).toMatch(
      /^sample unknownConstraint at potentialAction\.q-input: .*'"q-input"' does not exist in type 'WithActionConstraints<SearchActionLeaf>'/,
    );
    expect(of('thinTrail')).toContain('sample thinTrail: WARNING At least two ListItems are required (itemListElement)');
    expect(of('thinTrail')).toMatch(/^sample thinTrail at itemListElement\[0\]: ERROR .*Required attribute "name" is missing/m);
  });
});

describe('every public page, in pt, en and es', () => {
  it("has JSON-LD that validates against the schema.org vocabulary and Google's rich-result rules", () => {
    for (const lang of LANGUAGES) for (const page of pages) expect(fetched.get(page.path(lang))!.length, page.path(lang)).toBeGreaterThan(0);
    expect(problems.filter((line) => !line.startsWith('sample '))).toEqual([]);
  });

  it('names the Organization everywhere, with the contact points of the contact settings', async () => {
    const config = settings.contactConfig!;
    for (const lang of LANGUAGES) {
      for (const page of pages) {
        const url = page.path(lang);
        const organization = one(await jsonLdOf(url), 'Organization', url);
        expect(organization).toMatchObject({ '@id': at('/#organization'), name: settings.company.name, url: at('/'), address: config.location.address });
        const points = organization.contactPoint as JsonLdNode[];
        expect(points, url).toEqual([
          expect.objectContaining({
            contactType: 'customer service',
            telephone: config.phone.number,
            email: config.email.address,
            url: at(address('/contato', lang)),
          }),
          expect.objectContaining({ contactType: 'sales', telephone: `+${settings.company.whatsappNumber}` }),
        ]);
      }
    }
  });

  it('describes the site and its search on the home page, in the language of the address', async () => {
    for (const lang of LANGUAGES) {
      const url = address('/', lang);
      const blocks = await jsonLdOf(url);
      const site = one(blocks, 'WebSite', url);
      expect(site).toMatchObject({
        url: at(lang === 'pt' ? '/' : `/${lang}`),
        inLanguage: { pt: 'pt-BR', en: 'en', es: 'es' }[lang],
        publisher: { '@id': at('/#organization') },
        potentialAction: {
          '@type': 'SearchAction',
          target: `${at(address('/busca', lang))}?q={search_term_string}`,
          'query-input': 'required name=search_term_string',
        },
      });
      expect(ofType(blocks, 'BreadcrumbList'), url).toEqual([]);
    }
    // Only the home page describes the site (every page would repeat it for nothing).
    expect(ofType(await jsonLdOf('/sobre'), 'WebSite')).toEqual([]);
  });

  it('points the SearchAction at the site search page, which answers the query', async () => {
    for (const lang of LANGUAGES) {
      const action = one(await jsonLdOf(address('/', lang)), 'WebSite', lang).potentialAction as { target: string };
      const search = new URL(action.target.replace('{search_term_string}', 'aplicativo'));
      expect(search.origin).toBe(PUBLIC_URL);
      const response = await fetch(`${product.url}${search.pathname}${search.search}`);
      expect(response.status, search.pathname).toBe(200);
      expect(response.headers.get('content-language'), search.pathname).toBe({ pt: 'pt-BR', en: 'en', es: 'es' }[lang]);
    }
  });

  it('gives every inner page a BreadcrumbList from the home page to its own address', async () => {
    for (const lang of LANGUAGES) {
      for (const page of pages.filter((item) => item.kind !== 'home' && item.kind !== 'noindex')) {
        const url = page.path(lang);
        const trail = one(await jsonLdOf(url), 'BreadcrumbList', url).itemListElement as { position: number; name: string; item: string }[];
        expect(
          trail.map((crumb) => crumb.position),
          url,
        ).toEqual(trail.map((_, index) => index + 1));
        expect(trail[0]!.item, url).toBe(at(address('/', lang)));
        expect(trail.at(-1)!.item, url).toBe(at(url));
        for (const crumb of trail) expect(crumb.name.length, url).toBeGreaterThan(0);
      }
    }
  });

  it('describes the post as a BlogPosting by its author, with its dates', async () => {
    for (const lang of LANGUAGES) {
      const url = address(`/blog/${post.slugs[lang]}`, lang);
      const posting = one(await jsonLdOf(url), 'BlogPosting', url);
      expect(posting).toMatchObject({
        url: at(url),
        author: { '@type': 'Person', name: post.authorName },
        datePublished: post.publishedAt,
        dateModified: post.updatedAt,
        publisher: { '@id': at('/#organization'), name: settings.company.name },
        inLanguage: { pt: 'pt-BR', en: 'en', es: 'es' }[lang],
      });
      expect(String(posting.headline).length, url).toBeGreaterThan(0);
      expect(String(posting.headline).length, url).toBeLessThanOrEqual(110);
      expect((posting.image as { url: string }).url, url).toMatch(/^https:\/\/www\.example\.com\/.+/);
    }
  });

  it('describes the case as a CreativeWork the company made, in the language of the address', async () => {
    for (const lang of LANGUAGES) {
      const url = address(`/cases/${caseItem.slugs[lang]}`, lang);
      const work = one(await jsonLdOf(url), 'CreativeWork', url);
      expect(work).toMatchObject({
        url: at(url),
        creator: { '@type': 'Organization', '@id': at('/#organization'), name: settings.company.name },
        inLanguage: { pt: 'pt-BR', en: 'en', es: 'es' }[lang],
      });
      expect(String(work.name).length, url).toBeGreaterThan(0);
      expect(String(work.description).length, url).toBeGreaterThan(30);
      expect((work.image as string[])[0], url).toBe(at(caseItem.imageUrl));
    }
  });

  it('claims no FAQPage: no page shows questions with their answers (the mindset pillars are statements)', async () => {
    for (const lang of LANGUAGES) {
      for (const page of pages) expect(ofType(await jsonLdOf(page.path(lang)), 'FAQPage'), page.path(lang)).toEqual([]);
    }
  });

  it('keeps the inline JSON-LD lean', async () => {
    for (const lang of LANGUAGES) {
      for (const page of pages) {
        const url = page.path(lang);
        const bytes = (await jsonLdOf(url)).reduce((sum, block) => sum + Buffer.byteLength(block.raw), 0);
        expect(bytes, url).toBeLessThanOrEqual(4_096);
      }
    }
  });
});
