import { AxeBuilder } from '@axe-core/playwright';
import { DEFAULT_PAGE_BLOCKS, resolveBlock, type ContentPage, type TBlogPost, type TBlockType, type TCase, type TResolvedBlock } from '@softhouse/contracts';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drawingsOf, loadedImages } from './support/drawings.js';
import { readText } from './support/page-texts.js';
import { launchBrowser, startProduct, type Product } from './support/product.js';

/**
 * The home, about and service pages (product.md §1, §2, §8, §9): their sections and specified texts, the links,
 * the case carousel, the mindset accordion, translations without raw keys, and accessibility.
 */

type Dictionary = { [key: string]: string | Dictionary };
type Language = 'pt' | 'en' | 'es';

let product: Product;
let browser: Browser;
let dictionaries: Record<Language, Dictionary>;
let carouselCases: TCase[];
let serviceCaseCount: (service: TCase['services'][number]) => number;
let latestPosts: TBlogPost[];
const contexts: BrowserContext[] = [];

const DESKTOP = { width: 1366, height: 900 };
const PAGES = ['/', '/sobre', '/software', '/aplicativo', '/outsourcing'] as const;

async function api<T>(path: string): Promise<T> {
  const response = await fetch(`${product.url}/api${path}`);
  if (!response.ok) throw new Error(`GET ${path}: ${response.status}`);
  return ((await response.json()) as { data: T }).data;
}

beforeAll(async () => {
  [product, browser] = await Promise.all([startProduct(), launchBrowser()]);
  // The web app's dictionaries, loaded at run time (their module resolution is the bundler's, not Node's).
  const dictionariesModule = new URL('../apps/web/app/i18n/dictionaries.ts', import.meta.url).href;
  ({ dictionaries } = (await import(dictionariesModule)) as { dictionaries: Record<Language, Dictionary> });
  // The carousels (decision 047): featured cases first, then the portfolio's order; a service page's, that service's only.
  const published = (await api<{ data: TCase[] }>('/cases?published=true&limit=100&sortBy=order&sortOrder=asc')).data;
  const featuredFirst = [...published.filter((item) => item.featured), ...published.filter((item) => !item.featured)];
  carouselCases = featuredFirst.slice(0, 10);
  serviceCaseCount = (service) => Math.min(10, featuredFirst.filter((item) => item.services.includes(service)).length);
  latestPosts = (await api<{ data: TBlogPost[] }>('/blog?status=published&limit=6&sortBy=publishedAt&sortOrder=desc'))
    .data;
});

afterAll(async () => {
  await browser?.close();
  await product?.stop();
});

async function open(path: string, options: BrowserContextOptions = {}): Promise<Page> {
  const context = await browser.newContext({ viewport: DESKTOP, ...options });
  contexts.push(context);
  const page = await context.newPage();
  const response = await page.goto(`${product.url}${path}`, { waitUntil: 'networkidle' });
  expect(response?.status(), path).toBe(200);
  // Interactions before hydration would be lost on a slow machine.
  if (options.javaScriptEnabled !== false) await page.waitForSelector('html[data-hydrated]');
  return page;
}

/**
 * The parts of a page rendered only when near the screen (content-visibility: auto) whose own background is dark
 * and inside which something may run a transition while the visitor is elsewhere (decision 056).
 */
function darkLazyPartsWithTransitions(page: Page): Promise<string[]> {
  return page.locator('body *').evaluateAll((elements) =>
    elements.flatMap((element) => {
      const style = getComputedStyle(element);
      if (style.contentVisibility !== 'auto') return [];
      const [r = 0, g = 0, b = 0, alpha = 1] = (style.backgroundColor.match(/[\d.]+/g) ?? []).map(Number);
      if (alpha <= 0.5 || 0.2126 * r + 0.7152 * g + 0.0722 * b >= 128) return [];
      const moving = [...element.querySelectorAll('*')].filter((inner) =>
        getComputedStyle(inner).transitionDuration.split(',').some((duration) => parseFloat(duration) > 0),
      );
      return moving.map((inner) => `${element.tagName.toLowerCase()} ${inner.tagName.toLowerCase()}.${inner.className}`);
    }),
  );
}

/** Every dotted key path of a dictionary ('home.posts.title', …) with its text. */
function leaves(node: Dictionary, prefix = ''): [string, string][] {
  return Object.entries(node).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'string' ? [[path, value] as [string, string]] : leaves(value, path);
  });
}

const text = (language: Language, key: string) =>
  key.split('.').reduce<string | Dictionary>((node, part) => (node as Dictionary)[part]!, dictionaries[language]) as string;

/** The `nth` default block of a type on a page (decision 047: the texts the pages were written with), in a language. */
function pageBlock<T extends TBlockType>(page: ContentPage, type: T, language: Language = 'pt', nth = 0): TResolvedBlock<T>['content'] {
  const block = DEFAULT_PAGE_BLOCKS[page].filter((b) => b.type === type)[nth];
  if (!block) throw new Error(`${page} has no block ${type} #${nth}`);
  return resolveBlock({ id: `${page}-${type}-${nth}`, type, content: block.content }, language).content as TResolvedBlock<T>['content'];
}

/** Every text of the pages' default blocks as [Portuguese, in `language`] (the Portuguese one where it has none). */
function blockTexts(language: Language): [string, string][] {
  const pairs: [string, string][] = [];
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) node.forEach(walk);
    else if (node && typeof node === 'object') {
      const leaf = node as Record<string, unknown>;
      if (typeof leaf.pt === 'string') pairs.push([leaf.pt, typeof leaf[language] === 'string' && leaf[language] ? (leaf[language] as string) : leaf.pt]);
      else Object.values(leaf).forEach(walk);
    }
  };
  for (const blocks of Object.values(DEFAULT_PAGE_BLOCKS)) for (const block of blocks) walk(block.content);
  return pairs;
}

const main = (page: Page) => page.getByRole('main');

describe('every page', () => {
  for (const path of PAGES) {
    it(`${path} answers 200 with one h1 and the content in the server HTML`, async () => {
      const response = await fetch(`${product.url}${path}`);
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
      // Server-rendered: the sections are in the HTML before any script runs.
      expect(html).toContain('id="conteudo"');
      if (path !== '/sobre') expect(html).toContain('data-testid="case-carousel"');
    });
  }

  it('fit a 390 px phone without sideways scrolling', async () => {
    for (const path of PAGES) {
      const page = await open(path, { viewport: { width: 390, height: 844 } });
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBe(390);
    }
  });

  for (const path of ['/software', '/aplicativo', '/outsourcing']) {
    it(`${path} ends with the call to contact and its own intro`, async () => {
      const page = await open(path);
      const sections = main(page).locator(':scope > section');
      const last = sections.last();
      expect(await last.getAttribute('data-testid')).toBe('contact-section');
      expect(await last.getByTestId('contact-form').count()).toBe(1);
      const name = path.slice(1) as ContentPage;
      expect(await readText(last)).toContain(pageBlock(name, 'contact').text);
    });
  }
});

describe('home', () => {
  it('has the title, the description and the links to the cases, the services, contact and the blog', async () => {
    const page = await open('/');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(pageBlock('home', 'hero').title);
    expect(await main(page).innerText()).toContain(pageBlock('home', 'hero').description);

    const allCases = main(page).getByRole('link', { name: 'Ver todos os cases', exact: true });
    expect(await allCases.count()).toBeGreaterThanOrEqual(1);
    for (const link of await allCases.all()) expect(await link.getAttribute('href')).toBe('/cases');

    const services = page.getByTestId('home-services');
    expect(await services.getByTestId('service-link').evaluateAll((els) => els.map((el) => el.getAttribute('href')))).toEqual([
      '/software',
      '/aplicativo',
      '/outsourcing',
    ]);
    const requestContact = services.getByRole('link', { name: 'Solicitar contato', exact: true });
    expect(await requestContact.count()).toBe(3);
    for (const link of await requestContact.all()) expect(await link.getAttribute('href')).toBe('/contato');
  });

  it('shows the latest 6 posts, newest first, linking to /blog/{slug}, and a link to /blog', async () => {
    expect(latestPosts).toHaveLength(6);
    const page = await open('/');
    const section = page.getByTestId('latest-posts');
    const cards = section.getByTestId('post-card');
    expect(await cards.count()).toBe(6);
    const hrefs = await cards.getByRole('link').evaluateAll((els) => els.map((el) => el.getAttribute('href')));
    expect(hrefs).toEqual(latestPosts.map((post) => `/blog/${post.slug}`));
    expect(await cards.getByRole('heading', { level: 3 }).allTextContents()).toEqual(latestPosts.map((p) => p.title));
    expect(await section.getByTestId('blog-link').getAttribute('href')).toBe('/blog');
    // Below the fold: the cover images wait until they are near.
    expect(await cards.first().locator('img').getAttribute('loading')).toBe('lazy');
  });
});

describe('case carousel', () => {
  it('shows the first 10 published cases, featured first, 274 px wide and 20 px apart, linking to their pages', async () => {
    expect(carouselCases).toHaveLength(10);
    const page = await open('/');
    const carousel = page.getByTestId('case-carousel');
    const cards = carousel.getByTestId('carousel-case');
    expect(await cards.count()).toBe(10);
    const hrefs = await cards.evaluateAll((els) => els.map((el) => el.getAttribute('href')));
    expect(new Set(hrefs).size).toBe(10);
    expect(hrefs).toEqual(carouselCases.map((item) => `/cases/${item.slug}`));
    for (const [index, item] of carouselCases.entries()) {
      const card = cards.nth(index);
      expect(await card.textContent()).toContain(item.title);
      expect(await card.textContent()).toContain(item.client);
      const image = card.locator('img');
      expect(await image.getAttribute('sizes')).toBe('274px');
      expect(await image.getAttribute('srcset')).toMatch(/\.webp \d+w/);
      expect(await image.getAttribute('width')).toBeTruthy();
      expect(await image.getAttribute('height')).toBeTruthy();
    }
    const geometry = await cards.evaluateAll((els) =>
      els.slice(0, 2).map((el) => {
        const box = el.parentElement!.getBoundingClientRect();
        return { left: box.left, width: box.width };
      }),
    );
    expect(geometry[0]!.width).toBe(274);
    expect(geometry[1]!.left - geometry[0]!.left - geometry[0]!.width).toBeCloseTo(20, 0);

    // The seamless copy is hidden from assistive technology and from the tab order.
    const copy = carousel.locator('ul[aria-hidden="true"]');
    expect(await copy.count()).toBe(1);
    const copyLinks = copy.getByRole('link', { includeHidden: true });
    expect(await copyLinks.count()).toBe(10);
    for (const link of await copyLinks.all()) expect(await link.getAttribute('tabindex')).toBe('-1');
  });

  it('slides continuously over 40 s and pauses on hover and on keyboard focus', async () => {
    const page = await open('/');
    const carousel = page.getByTestId('case-carousel');
    const track = carousel.locator('.case-carousel-track');
    const style = () =>
      track.evaluate((el) => {
        const s = getComputedStyle(el);
        return { name: s.animationName, duration: s.animationDuration, iterations: s.animationIterationCount, state: s.animationPlayState };
      });
    expect(await style()).toMatchObject({ duration: '40s', iterations: 'infinite', state: 'running' });
    expect((await style()).name).not.toBe('none');

    // The cards move, so the pointer goes to a spot over the row rather than to one card.
    await carousel.scrollIntoViewIfNeeded();
    const box = (await carousel.locator('.case-carousel-viewport').boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await expect.poll(async () => (await style()).state).toBe('paused');
    await page.mouse.move(box.x + box.width / 2, box.y - 40);
    await expect.poll(async () => (await style()).state).toBe('running');

    await carousel.getByTestId('carousel-case').first().focus();
    await expect.poll(async () => (await style()).state).toBe('paused');
  });

  it('does not move for visitors who prefer reduced motion, and scrolls sideways instead', async () => {
    const page = await open('/', { reducedMotion: 'reduce' });
    const track = page.getByTestId('case-carousel').locator('.case-carousel-track');
    expect(await track.evaluate((el) => getComputedStyle(el).animationName)).toBe('none');
    expect(await track.evaluate((el) => el.getAnimations().length)).toBe(0);
    const viewport = page.getByTestId('case-carousel').locator('.case-carousel-viewport');
    expect(await viewport.evaluate((el) => getComputedStyle(el).overflowX)).toBe('auto');
    expect(await viewport.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    // The copy is only there for the loop.
    expect(await page.getByTestId('case-carousel').locator('ul[aria-hidden="true"]').isVisible()).toBe(false);
  });
});

describe('/sobre', () => {
  it('shows the description in paragraphs with bold text and the decorative logo graphic', async () => {
    const page = await open('/sobre');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Sobre nós');
    const description = page.getByTestId('about-description');
    const source = pageBlock('sobre', 'hero').description;
    const paragraphs = source.split(/\n\s*\n/);
    expect(await description.locator('p').count()).toBe(paragraphs.length);
    const bold = [...source.matchAll(/\*\*(.+?)\*\*/g)].map((m) => m[1]);
    expect(await description.locator('strong').allTextContents()).toEqual(bold);
    expect(await description.innerText()).not.toContain('**');
    const graphic = page.getByTestId('about-logo-graphic');
    expect(await graphic.isVisible()).toBe(true);
    expect(await graphic.getAttribute('aria-hidden')).toBe('true');
  });

  for (const javaScriptEnabled of [true, false]) {
    it(`opens one mindset pillar at a time, and closes the open one on a second click (JavaScript ${javaScriptEnabled ? 'on' : 'off'})`, async () => {
      const page = await open('/sobre', { javaScriptEnabled });
      const accordion = page.getByTestId('mindset-accordion');
      const titles = ['Cultura', 'Relacionamento', 'Estratégia', 'Processos', 'Resultados'];
      const summaries = accordion.locator('summary');
      expect(await summaries.allTextContents()).toEqual(titles.map((title, i) => `0${i + 1}${title}`));
      expect(await accordion.getByRole('heading', { level: 3 }).allTextContents()).toEqual(titles);
      const opened = () => accordion.locator('details').evaluateAll((els) => els.map((el) => (el as HTMLDetailsElement).open));
      const shown = () => accordion.locator('details p').evaluateAll((els) => els.map((el) => (el as HTMLElement).checkVisibility()));

      expect(await opened()).toEqual([true, false, false, false, false]);
      expect(await shown()).toEqual([true, false, false, false, false]);

      await summaries.nth(2).click();
      await expect.poll(opened).toEqual([false, false, true, false, false]);
      await expect.poll(shown).toEqual([false, false, true, false, false]);
      expect(await accordion.locator('details').nth(2).locator('p').innerText()).toBe(pageBlock('sobre', 'accordion').items[2]!.text);

      await summaries.nth(2).click();
      await expect.poll(opened).toEqual([false, false, false, false, false]);
      await expect.poll(shown).toEqual([false, false, false, false, false]);

      // Keyboard: Enter on a focused header opens it.
      await summaries.nth(4).focus();
      await page.keyboard.press('Enter');
      await expect.poll(opened).toEqual([false, false, false, false, true]);
    });
  }

  it('shows 18 technology logos, each named for assistive technology', async () => {
    const page = await open('/sobre');
    const logos = page.getByTestId('technologies').getByRole('img');
    expect(await logos.count()).toBe(18);
    const names = await logos.evaluateAll((els) => els.map((el) => el.getAttribute('alt') ?? ''));
    expect(new Set(names).size).toBe(18);
    for (const name of names) expect(name.trim()).not.toBe('');
    expect(names).toEqual(expect.arrayContaining(['React', 'Node.js', 'TypeScript', 'Kotlin', 'Swift', 'Flutter', 'Docker', 'Kubernetes']));
    // Lazy images: once the list is on screen, every logo has loaded and has a drawing.
    await page.getByTestId('technologies').scrollIntoViewIfNeeded();
    await expect.poll(() => loadedImages(logos)).toBe(18);
    // One file for the eighteen (decision 051), each image showing its own logo through a <view> of it: drawn on a
    // canvas, each has a drawing and no two match (without the views, all eighteen would draw the same strip).
    const sources = await logos.evaluateAll((els) => els.map((el) => (el as HTMLImageElement).currentSrc));
    expect(new Set(sources.map((src) => src.split('#')[0])).size).toBe(1);
    const drawings = await drawingsOf(logos, 36);
    for (const drawing of drawings) expect(drawing.inked).toBeGreaterThan(100);
    expect(new Set(drawings.map((drawing) => drawing.key)).size).toBe(18);
  });
});

describe('service pages', () => {
  it('/software: metrics 13+ 100+ 200+, three scenarios, six values, cases and the software form', async () => {
    const page = await open('/software');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(pageBlock('software', 'hero').title);
    expect(await main(page).getByTestId('metrics').locator('dd').allTextContents()).toEqual(['13+', '100+', '200+']);
    const scenarios = page.getByTestId('scenarios').getByRole('heading', { level: 3 });
    expect(await scenarios.allTextContents()).toEqual(pageBlock('software', 'cards').items.map((item) => item.title));
    expect(await page.getByTestId('feature-card').count()).toBe(6);
    expect(await main(page).getByRole('link', { name: 'Ver todos os cases', exact: true }).getAttribute('href')).toBe('/cases');
    expect(await page.getByTestId('carousel-case').count()).toBe(serviceCaseCount('software'));
    expect(await page.getByTestId('process-section').count()).toBe(1);
    expect(await page.getByTestId('contact-form').getAttribute('data-source')).toBe('software');
  });

  it('/outsourcing: metrics +13 +100 +200, the two formats, six offerings, cases and the outsourcing form', async () => {
    const page = await open('/outsourcing');
    expect(await main(page).getByTestId('metrics').locator('dd').allTextContents()).toEqual(['+13', '+100', '+200']);
    const labels = await main(page).getByTestId('metrics').locator('dt').allTextContents();
    expect(labels).toEqual(['anos de mercado', 'empresas atendidas', 'projetos entregues']);
    const formats = page.getByTestId('formats');
    expect(await formats.getByRole('heading', { level: 3 }).allTextContents()).toEqual(['Squad gerenciada', 'Body shop']);
    expect(await formats.innerText()).toMatch(/squad dedicada/i);
    expect(await page.getByTestId('offerings').getByRole('heading', { level: 3 }).allTextContents()).toEqual([
      'Agilidade',
      'Qualidade',
      'Flexibilidade',
      'Cultura',
      'Gestão',
      'Segurança',
    ]);
    expect(await main(page).getByRole('link', { name: 'Ver todos os cases', exact: true }).getAttribute('href')).toBe('/cases');
    expect(await page.getByTestId('carousel-case').count()).toBe(serviceCaseCount('outsourcing'));
    // The demo has few outsourcing cases: too few to slide in a loop, they stand still in a row.
    expect(serviceCaseCount('outsourcing')).toBeLessThan(6);
    const track = page.getByTestId('case-carousel').locator('.case-carousel-track');
    expect(await track.evaluate((el) => getComputedStyle(el).animationName)).toBe('none');
    expect(await page.getByTestId('case-carousel').locator('.case-carousel-copy').isVisible()).toBe(false);
    expect(await page.getByTestId('process-section').count()).toBe(1);
    expect(await page.getByTestId('contact-form').getAttribute('data-source')).toBe('outsourcing');
  });

  it('/aplicativo: hero with metrics and a form, cases, services, technologies and the contact form', async () => {
    const page = await open('/aplicativo');
    expect(await main(page).getByTestId('metrics').locator('dd').allTextContents()).toEqual(['13+', '100+', '200+']);
    expect(await page.getByTestId('app-hero-form').getByTestId('contact-form').getAttribute('data-source')).toBe(
      'aplicativo',
    );
    expect(await page.getByTestId('carousel-case').count()).toBe(serviceCaseCount('app'));
    expect(await page.getByTestId('app-services').getByTestId('feature-card').count()).toBe(6);
    const logos = page.getByTestId('technologies').getByRole('img');
    expect(await logos.count()).toBe(12);
    expect(await page.getByTestId('contact-section').getByTestId('contact-form').getAttribute('data-source')).toBe(
      'aplicativo',
    );
    // Two forms on one page keep their ids apart.
    const ids = await page.locator('form [id]').evaluateAll((els) => els.map((el) => el.id));
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('translations', () => {
  /** Dictionary keys shown as text (a missing key renders itself). */
  async function rawKeysOn(page: Page, language: Language) {
    // Lower case: an eyebrow shows its text in capitals.
    const keys = new Set(leaves(dictionaries[language]).map(([key]) => key.toLowerCase()));
    const namespaces = new Set(Object.keys(dictionaries[language]).map((key) => key.toLowerCase()));
    const body = await page.evaluate(() => document.body.innerText);
    return [...body.matchAll(/\b[a-zA-Z]+(?:\.[a-zA-Z]+)+\b/g)]
      .map((m) => m[0].toLowerCase())
      .filter((word) => keys.has(word) || namespaces.has(word.split('.')[0]!));
  }

  /**
   * Portuguese texts of the page namespaces still showing in another language: a whole line of the page
   * (labels, headings, paragraphs), or any part of it for longer sentences.
   */
  async function untranslatedOn(page: Page, language: Language) {
    const body = await page.evaluate(() => document.body.innerText);
    const lines = new Set(body.split('\n').map((line) => line.trim().toLowerCase()));
    // The interface's words in the dictionaries, and the pages' own texts in their blocks (decision 047).
    const namespaces = new Set(['technologies', 'carousel', 'contactForm', 'common']);
    const pairs = [
      ...leaves(dictionaries.pt).filter(([key]) => namespaces.has(key.split('.')[0]!)).map(([key, value]): [string, string] => [value, text(language, key)]),
      ...blockTexts(language),
    ];
    return pairs
      .filter(([pt, translated]) => pt !== translated)
      .filter(([pt]) => lines.has(pt.toLowerCase()) || (pt.length > 40 && body.includes(pt)))
      .map(([pt]) => pt);
  }

  for (const language of ['en', 'es'] as const) {
    for (const path of PAGES) {
      it(`${path} in ${language} is fully translated, with no raw keys`, async () => {
        const page = await open(path === '/' ? `/${language}` : `/${language}${path}`);
        expect(await page.locator('html').getAttribute('lang')).toBe(language);
        const name: ContentPage = path === '/' ? 'home' : (path.slice(1) as ContentPage);
        expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(pageBlock(name, 'hero', language).title);
        expect(await rawKeysOn(page, language)).toEqual([]);
        expect(await untranslatedOn(page, language)).toEqual([]);
      });
    }
  }

  it('follows the language switcher on a service page', async () => {
    const page = await open('/outsourcing');
    await page.getByRole('banner').getByTestId('language-switcher').click();
    await page.getByRole('menuitemradio', { name: /Español/ }).click();
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('es');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(pageBlock('outsourcing', 'hero', 'es').title);
    expect(await page.getByTestId('formats').getByRole('heading', { level: 3 }).allTextContents()).toEqual(
      pageBlock('outsourcing', 'plans', 'es').items.map((item) => item.name),
    );
    expect(await rawKeysOn(page, 'es')).toEqual([]);
    expect(await untranslatedOn(page, 'es')).toEqual([]);
  });
});

describe('accessibility', () => {
  for (const path of PAGES) {
    it(`${path} has no axe violations`, async () => {
      const page = await open(path);
      const { violations } = await new AxeBuilder({ page }).analyze();
      expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
      // Chromium may answer scripts with a transition's start inside a part it has not rendered yet (decision 056):
      // on a dark part, a checker would read a link's default blue on that dark background. The footer, the one
      // dark part rendered late, runs no transition until the visitor is in it.
      expect(await darkLazyPartsWithTransitions(page)).toEqual([]);
    });
  }

  it('/sobre has no axe violations with a closed accordion and on a phone', async () => {
    const page = await open('/sobre', { viewport: { width: 390, height: 844 } });
    await page.getByTestId('mindset-accordion').locator('summary').first().click();
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations.map((v) => v.id)).toEqual([]);
  });
});
