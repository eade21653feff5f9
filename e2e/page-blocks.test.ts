import { readFileSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageTexts, readText } from './support/page-texts.js';
import { adminToken, launchBrowser, ROOT, startProduct, type Product } from './support/product.js';

/**
 * The public pages are their blocks (decision 047): a fresh install reads exactly as the pages did before
 * they were built from blocks, and a block of each type added through the API shows on the page in pt and
 * en, in the order the editors set, until it is hidden. Everything goes through the API and plain page loads
 * (no JavaScript), so one product and one browser cover every type quickly.
 */

let product: Product;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let token: string;

beforeAll(async () => {
  [product, browser] = await Promise.all([startProduct(), launchBrowser()]);
  context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1366, height: 900 } });
  page = await context.newPage();
  token = await adminToken(product.url);
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await product?.stop();
});

/** An editor's call to the content API; fails the test unless it succeeds. */
async function api<T = unknown>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${product.url}/api${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await response.json()) as { data: T };
  expect(response.status, `${method} ${path}: ${JSON.stringify(json)}`).toBeLessThan(300);
  return json.data;
}

/** The text of a page's main content as the server sends it (no JavaScript). */
async function mainText(path: string): Promise<string> {
  await page.goto(`${product.url}${path}`);
  return readText(page.locator('main'));
}

/** The nine pages' texts in pt, en and es captured with pageTexts before the pages were built from blocks. */
const before = JSON.parse(readFileSync(`${ROOT}/e2e/fixtures/page-texts-before-blocks.json`, 'utf8')) as Record<string, string[]>;

/** The line after a carousel's cases (its pause button) and the link just before them, in pt, en and es. */
const CAROUSEL_END = ['Pausar animação dos cases', 'Pause the cases animation', 'Pausar la animación de los casos'];
const CAROUSEL_LINK = ['Ver todos os cases', 'See all cases', 'Ver todos los casos'];

/**
 * A page's lines without its carousel's cases, and those cases' lines (client, title): the lines after the link
 * to all cases that name a published case, then the pause button if there is one. A carousel that slides holds
 * its list twice (the marquee) and has that button; one with few cases stands still, its list once, without it.
 */
function carouselOf(lines: string[], isCaseLine: (line: string) => boolean): { rest: string[]; cases: string[]; sliding: boolean } {
  const start = lines.findIndex((line, index) => CAROUSEL_LINK.includes(line) && isCaseLine(lines[index + 1] ?? ''));
  if (start < 0) return { rest: lines, cases: [], sliding: false };
  let end = start + 1;
  while (end < lines.length && isCaseLine(lines[end]!)) end++;
  const sliding = CAROUSEL_END.includes(lines[end] ?? '');
  return { rest: [...lines.slice(0, start + 1), ...lines.slice(end + (sliding ? 1 : 0))], cases: lines.slice(start + 1, end), sliding };
}

/** Each carousel's source in the default blocks (decision 047): the home page's shows all cases, a service page its own. */
const CAROUSEL_SOURCE: Record<string, string | undefined> = { '/': 'all', '/software': 'software', '/aplicativo': 'app', '/outsourcing': 'outsourcing' };

type PublicCase = { title: string; client: string; services: string[]; featured: boolean };

describe('a fresh install', () => {
  it('reads exactly as the pages did before they were built from blocks, in pt, en and es', async () => {
    const after = await pageTexts(browser, product.url);
    expect(Object.keys(after)).toEqual(Object.keys(before));
    const published: Record<string, PublicCase[]> = {};
    for (const language of ['pt', 'en', 'es']) {
      published[language] = ((await (await fetch(`${product.url}/api/cases?limit=100&lang=${language}`)).json()) as { data: { data: PublicCase[] } }).data.data;
    }
    // A case's title, or its client as the card sets it (in capitals), in any language.
    const caseLines = new Set(Object.values(published).flatMap((items) => items.flatMap((item) => [item.title, item.client.toLocaleUpperCase('pt-BR')])));
    const isCaseLine = (line: string) => caseLines.has(line);
    for (const [address, lines] of Object.entries(before)) {
      // Every text but the carousels' cases, word for word and in order.
      expect(carouselOf(after[address]!, isCaseLine).rest, address).toEqual(carouselOf(lines, isCaseLine).rest);
    }
    // The carousels now show their source's cases with the featured ones first (decision 047): on a service page
    // its service's cases, and the featured cases ahead everywhere, so their lists differ from before by design.
    // Each still shows published cases of its source, featured first, at most 10.
    for (const [address, lines] of Object.entries(after)) {
      const [language, path] = address.split(' ') as ['pt' | 'en' | 'es', string];
      const source = CAROUSEL_SOURCE[path.replace(/^\/(en|es)(?=\/|$)/, '') || '/'];
      const { cases, sliding } = carouselOf(lines, isCaseLine);
      if (!source) {
        expect(cases, address).toEqual([]);
        continue;
      }
      const list = sliding ? cases.slice(0, cases.length / 2) : cases;
      if (sliding) expect(cases.slice(cases.length / 2), address).toEqual(list);
      expect(list.length, address).toBeGreaterThan(0);
      expect(list.length, address).toBeLessThanOrEqual(20);
      const shown = list.filter((_, index) => index % 2 === 1).map((title) => published[language]!.find((item) => item.title === title));
      expect(shown.every(Boolean), `${address}: ${list.join(' | ')}`).toBe(true);
      if (source !== 'all') expect(shown.every((item) => item!.services.includes(source)), address).toBe(true);
      const featured = shown.map((item) => item!.featured);
      expect(featured, address).toEqual([...featured].sort((a, b) => Number(b) - Number(a)));
      // Fewer than six cases stand still (no marquee, no pause button).
      expect(sliding, address).toBe(shown.length >= 6);
    }
  });
});

/** A block of each type an editor can add to a page (the listings and the hero stand on their pages already), with its marker text in pt and en. */
const title = (type: string) => ({ pt: `Bloco ${type} e2e`, en: `Block ${type} e2e` });
const ADDED: { type: string; content: Record<string, unknown> }[] = [
  { type: 'cards', content: { title: title('cards'), items: [{ title: { pt: 'Cartão e2e' } }] } },
  { type: 'plans', content: { title: title('plans'), items: [{ name: { pt: 'Formato e2e' } }] } },
  { type: 'steps', content: { title: title('steps'), items: [{ title: { pt: 'Etapa e2e' } }] } },
  { type: 'accordion', content: { title: title('accordion'), buttons: [], items: [{ title: { pt: 'Pergunta e2e' } }] } },
  { type: 'metrics', content: { title: title('metrics'), metrics: [{ value: '42', label: { pt: 'respostas' } }] } },
  { type: 'text', content: { title: title('text'), body: { pt: 'Um **texto** e2e.' } } },
  { type: 'technologies', content: { title: title('technologies') } },
  { type: 'cases', content: { title: title('cases'), source: 'featured' } },
  { type: 'posts', content: { title: title('posts') } },
  { type: 'cta', content: { title: title('cta'), buttons: [{ label: { pt: 'Fale conosco' }, href: '/contato' }] } },
  { type: 'contact', content: { title: title('contact'), source: 'software' } },
];

/** Where each marker stands in a text (-1: absent); a title may be set in capitals by its style. */
const positions = (text: string, language: 'pt' | 'en', types: string[]) =>
  types.map((type) => text.toLowerCase().indexOf(title(type)[language].toLowerCase()));

describe('blocks added through the API', () => {
  it('show on the public page in pt and en, in the order set, until hidden', async () => {
    const types = ADDED.map((block) => block.type);
    const ids: string[] = [];
    for (const block of ADDED) ids.push((await api<{ id: string }>('POST', '/content/sobre/sections', { ...block, visible: true })).id);

    // After the page's own blocks, in the order added, in each language.
    const pages = [['pt', '/sobre', before['pt /sobre']![0]!], ['en', '/en/sobre', before['en /en/sobre']![0]!]] as const;
    for (const [language, path, opening] of pages) {
      const text = await mainText(path);
      const at = positions(text, language, types);
      expect(at.every((position) => position >= 0), `${path}: ${types.filter((_, i) => at[i]! < 0).join(', ')} missing`).toBe(true);
      expect(at, path).toEqual([...at].sort((a, b) => a - b));
      expect(at[0], path).toBeGreaterThan(text.indexOf(opening));
    }

    // Reversed, and put before the page's own blocks.
    const own = (await api<{ sections: { id: string }[] }>('GET', '/content/page/sobre')).sections.map((section) => section.id).filter((id) => !ids.includes(id));
    await api('POST', '/content/sobre/sections/reorder', { sectionIds: [...[...ids].reverse(), ...own] });
    for (const [language, path, opening] of pages) {
      const text = await mainText(path);
      const at = positions(text, language, [...types].reverse());
      expect(at.every((position) => position >= 0), path).toBe(true);
      expect(at, path).toEqual([...at].sort((a, b) => a - b));
      expect(at.at(-1), path).toBeLessThan(text.indexOf(opening));
    }

    for (const id of ids) await api('PUT', `/content/sobre/sections/${id}`, { visible: false });
    for (const [language, path] of pages) expect(positions(await mainText(path), language, types), path).toEqual(types.map(() => -1));
    // The page's own blocks are still there, as before.
    const lines = (await mainText('/sobre')).split('\n').map((line) => line.replace(/\s+/g, ' ').trim()).filter(Boolean);
    expect(lines).toEqual(before['pt /sobre']);
  });

  it('moves and hides a page\'s own hero, and a page with every block hidden still asks the visitor to get in touch', async () => {
    const sections = (await api<{ sections: { id: string; type: string }[] }>('GET', '/content/page/obrigado')).sections;
    const hero = sections.find((section) => section.type === 'hero')!;
    const added = await api<{ id: string }>('POST', '/content/obrigado/sections', { type: 'text', content: { title: title('text'), body: { pt: 'Texto e2e.' } }, visible: true });
    await api('POST', '/content/obrigado/sections/reorder', { sectionIds: [added.id, ...sections.map((section) => section.id)] });
    let text = await mainText('/obrigado');
    expect(text.indexOf('Bloco text e2e')).toBeGreaterThanOrEqual(0);
    expect(text.indexOf('Bloco text e2e')).toBeLessThan(text.indexOf('Obrigado por entrar em contato conosco.'));

    await api('PUT', `/content/obrigado/sections/${hero.id}`, { visible: false });
    text = await mainText('/obrigado');
    expect(text).not.toContain('Obrigado por entrar em contato conosco.');
    expect(text).toContain('Bloco text e2e');

    await api('PUT', `/content/obrigado/sections/${added.id}`, { visible: false });
    for (const [path, heading, link] of [
      ['/obrigado', 'Vamos conversar sobre o seu projeto?', 'Falar com um especialista'],
      ['/en/obrigado', 'Shall we talk about your project?', 'Talk to a specialist'],
      ['/es/obrigado', '¿Hablamos de tu proyecto?', 'Hablar con un especialista'],
    ] as const) {
      await page.goto(`${product.url}${path}`);
      const main = page.locator('main');
      expect(await main.getByRole('heading', { level: 1 }).innerText(), path).toBe(heading);
      expect(await main.getByRole('link', { name: link }).getAttribute('href'), path).toBe(path.startsWith('/obrigado') ? '/contato' : `${path.slice(0, 3)}/contato`);
    }
  });
});
