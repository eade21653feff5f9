import type { TCase } from '@softhouse/contracts';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, startProduct, type Product } from './support/product.js';

/**
 * The cases grid's "Ver mais cases" and the case gallery work from the first paint and without JavaScript
 * (issue 19, decision 045): the first is a link to the next page of the grid, each picture a link to the
 * full-size image. With JavaScript they still load more cases in place and open the lightbox.
 */

let product: Product;
let browser: Browser;
let published: TCase[];
let galleryCase: TCase;
const contexts: BrowserContext[] = [];

const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };

async function api<T>(path: string): Promise<T> {
  const response = await fetch(`${product.url}/api${path}`);
  if (!response.ok) throw new Error(`GET ${path}: ${response.status}`);
  return ((await response.json()) as { data: T }).data;
}

beforeAll(async () => {
  [product, browser] = await Promise.all([startProduct(), launchBrowser()]);
  published = (await api<{ data: TCase[] }>('/cases?limit=100')).data;
  galleryCase = published.find((item) => item.gallery.length >= 3)!;
});

afterAll(async () => {
  await browser?.close();
  await product?.stop();
});

async function open(path: string, { javaScriptEnabled, viewport = DESKTOP }: { javaScriptEnabled: boolean; viewport?: typeof DESKTOP }): Promise<Page> {
  const context = await browser.newContext({ viewport, javaScriptEnabled });
  contexts.push(context);
  const page = await context.newPage();
  const response = await page.goto(`${product.url}${path}`, { waitUntil: 'networkidle' });
  expect(response?.status(), path).toBe(200);
  if (javaScriptEnabled) await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
  return page;
}

/**
 * Waits until an island's code runs, scrolled to as a visitor would first: its code loads as it comes near
 * the screen, or the part of it marked for that (the grid's end), and its box then says it has hydrated
 * (decision 046).
 */
async function islandReady(page: Page, name: 'case-grid' | 'case-gallery') {
  const island = page.locator(`[data-island="${name}"]`);
  const near = island.locator('[data-load-when-near]');
  await ((await near.count()) ? near.first() : page.getByTestId(name)).scrollIntoViewIfNeeded();
  await page.locator(`[data-island="${name}"][data-hydrated]`).waitFor({ state: 'attached' });
}

const cardSlugs = (page: Page) =>
  page
    .getByTestId('case-card')
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')!.replace(/^(\/en|\/es)?\/cases\//, '')));

/** The page's canonical address, as path and query. */
async function canonicalOf(path: string): Promise<string> {
  const html = await (await fetch(`${product.url}${path}`)).text();
  const href = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
  expect(href, path).toBeTruthy();
  const url = new URL(href!.replaceAll('&amp;', '&'));
  return `${url.pathname}${url.search}`;
}

describe('"Ver mais cases"', () => {
  const LABELS = [
    ['', 'Ver mais cases', 'Mostrando'],
    ['/en', 'Show more cases', 'Showing'],
    ['/es', 'Ver más casos', 'Mostrando'],
  ] as const;

  it('the demo content needs it: more than one page of 16, and the whole list fits in two', () => {
    expect(published.length).toBeGreaterThan(16);
    expect(published.length).toBeLessThanOrEqual(32);
  });

  for (const [prefix, label, showing] of LABELS) {
    it(`without JavaScript, goes to ${prefix}/cases?page=2, which shows the next cases after the first 16`, async () => {
      const page = await open(`${prefix}/cases`, { javaScriptEnabled: false, viewport: prefix ? DESKTOP : PHONE });
      expect(await page.getByTestId('case-card').count()).toBe(16);
      const more = page.getByRole('link', { name: label });
      expect(await more.getAttribute('href')).toBe('?page=2');

      await more.click();
      await page.waitForURL(`${product.url}${prefix}/cases?page=2`);
      expect(await page.getByTestId('case-card').count()).toBe(published.length);
      expect(await page.getByTestId('cases-shown').textContent()).toBe(
        `${showing} ${published.length} ${prefix === '/en' ? 'of' : 'de'} ${published.length} ${prefix === '/es' ? 'casos' : 'cases'}`,
      );
      // The whole list is shown: nothing more to ask for.
      expect(await page.getByRole('link', { name: label }).count()).toBe(0);
    });
  }

  it('without JavaScript, the cases of ?page=2 are the first 16 and then the next ones, in display order', async () => {
    const page = await open('/cases?page=2', { javaScriptEnabled: false });
    expect(await cardSlugs(page)).toEqual(published.map((item) => item.slug));
  });

  it('with JavaScript, adds the next cases in place, on the same address', async () => {
    const page = await open('/cases', { javaScriptEnabled: true });
    await islandReady(page, 'case-grid');
    // Survives only if the page is not loaded again.
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    await page.getByRole('link', { name: 'Ver mais cases' }).click();
    await expect.poll(() => page.getByTestId('case-card').count()).toBe(published.length);
    expect(page.url()).toBe(`${product.url}/cases`);
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    expect(await cardSlugs(page)).toEqual(published.map((item) => item.slug));
    // Keyboard users continue from the first new card.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('href'))).toBe(`/cases/${published[16]!.slug}`);
  });

  it('a page is its own address, named and canonical as the blog\'s pages are; an invalid one is page 1', async () => {
    expect(await canonicalOf('/cases')).toBe('/cases');
    expect(await canonicalOf('/cases?page=2')).toBe('/cases?page=2');
    expect(await canonicalOf('/en/cases?page=2')).toBe('/en/cases?page=2');
    expect(await canonicalOf('/cases?page=1')).toBe('/cases');
    const page2 = await (await fetch(`${product.url}/cases?page=2`)).text();
    expect(page2).toMatch(/<title>[^<]*Página 2[^<]*<\/title>/);

    for (const path of ['/cases?page=abc', '/cases?page=-3', '/cases?page=0']) {
      const response = await fetch(`${product.url}${path}`);
      expect(response.status, path).toBe(200);
      const html = await response.text();
      expect(html.match(/data-testid="case-card"/g), path).toHaveLength(16);
      expect(html, path).toContain('href="?page=2"');
    }
    expect(await canonicalOf('/cases?page=abc')).toBe('/cases');
  });

  it('a page past the last answers 404, not indexed, with every case and a note saying where the list ends', async () => {
    const response = await fetch(`${product.url}/cases?page=999`);
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toMatch(/<meta name="robots" content="noindex/);

    const context = await browser.newContext({ viewport: PHONE, javaScriptEnabled: false });
    contexts.push(context);
    const page = await context.newPage();
    expect((await page.goto(`${product.url}/cases?page=999`))?.status()).toBe(404);
    expect(await page.getByTestId('cases-out-of-range').textContent()).toBe(
      'A página 999 não existe: a lista vai até a página 2. Estes são todos os cases.',
    );
    expect(await cardSlugs(page)).toEqual(published.map((item) => item.slug));
    expect(await page.getByRole('link', { name: 'Ver mais cases' }).count()).toBe(0);

    const english = await fetch(`${product.url}/en/cases?page=3`);
    expect(english.status).toBe(404);
    expect(await english.text()).toContain('Page 3 does not exist: the list ends at page 2. These are all the cases.');
  });
});

describe('case gallery', () => {
  it('without JavaScript, each picture is a link that opens the full-size image', async () => {
    const page = await open(`/cases/${galleryCase.slug}`, { javaScriptEnabled: false, viewport: PHONE });
    const links = page.getByTestId('case-gallery').getByRole('link');
    expect(await links.count()).toBe(galleryCase.gallery.length);
    expect(await links.evaluateAll((all) => all.map((link) => link.getAttribute('href')))).toEqual(galleryCase.gallery);
    // Nothing announces a viewer that only JavaScript opens.
    expect(await links.first().getAttribute('aria-haspopup')).toBeNull();

    const target = `${product.url}${galleryCase.gallery[1]}`;
    const opened = page.waitForResponse((response) => response.url() === target && response.request().isNavigationRequest());
    await links.nth(1).click();
    const response = await opened;
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^image\//);
    await page.waitForURL(target);
    expect(await page.getByRole('dialog').count()).toBe(0);
  });

  it('with JavaScript, a click opens the lightbox on that picture instead, with its keys', async () => {
    const total = galleryCase.gallery.length;
    const page = await open(`/cases/${galleryCase.slug}`, { javaScriptEnabled: true });
    await islandReady(page, 'case-gallery');
    const links = page.getByTestId('case-gallery').getByRole('link');
    expect(await links.nth(1).getAttribute('aria-haspopup')).toBe('dialog');

    await links.nth(1).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    expect(page.url()).toBe(`${product.url}/cases/${galleryCase.slug}`);
    const counter = page.getByTestId('lightbox-counter');
    expect(await counter.textContent()).toBe(`2 / ${total}`);
    await page.keyboard.press('ArrowRight');
    expect(await counter.textContent()).toBe(`3 / ${total}`);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    expect(await counter.textContent()).toBe(`1 / ${total}`);

    await page.keyboard.press('Escape');
    expect(await dialog.count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(`Ampliar imagem 2 de ${total}`);

    // Enter on a focused picture opens the viewer too.
    await links.first().focus();
    await page.keyboard.press('Enter');
    await dialog.waitFor();
    expect(await counter.textContent()).toBe(`1 / ${total}`);
    await page.keyboard.press('Escape');
    expect(page.url()).toBe(`${product.url}/cases/${galleryCase.slug}`);
  });
});
