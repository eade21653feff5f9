import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, launchBrowser, startProduct, type Product } from './support/product.js';

/** The site search (issue 18, decision 034): the header's button and `/`, live results, and the page without JavaScript. */

let product: Product;
let browser: Browser;
const contexts: BrowserContext[] = [];

const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1366, height: 900 };
const MARKUP_TITLE = 'Marcação <b>negrito</b> e <script>window.__injected = true</script> no zigurate';

beforeAll(async () => {
  [product, browser] = await Promise.all([startProduct(), launchBrowser()]);
  const accessToken = await adminToken(product.url);
  const created = await fetch(`${product.url}/api/blog`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` },
    body: JSON.stringify({ title: MARKUP_TITLE, excerpt: 'Um <i>resumo</i> sobre o zigurate & outros.', content: 'Texto.', status: 'published' }),
  });
  expect(created.status).toBe(201);
});

afterAll(async () => {
  await browser?.close();
  await product?.stop();
});

async function open(path: string, options: { viewport?: typeof PHONE; javaScriptEnabled?: boolean } = {}): Promise<Page> {
  const phone = options.viewport === PHONE;
  const context = await browser.newContext({ viewport: options.viewport ?? LAPTOP, javaScriptEnabled: options.javaScriptEnabled ?? true, isMobile: phone, hasTouch: phone });
  contexts.push(context);
  const page = await context.newPage();
  await page.goto(`${product.url}${path}`, { waitUntil: 'networkidle' });
  if (options.javaScriptEnabled !== false) await page.waitForSelector('html[data-hydrated]');
  return page;
}

const field = (page: Page) => page.getByRole('searchbox', { name: /Buscar no site|Search the site|Buscar en el sitio/ });
const hitTitles = (page: Page) => page.getByTestId('search-hit').locator('h2').allTextContents();

describe('the header search on a phone', () => {
  it('opens the search page from the header, and the results follow the typing, a word being typed included', async () => {
    const page = await open('/sobre', { viewport: PHONE });
    const button = page.getByRole('banner').getByRole('link', { name: 'Buscar no site' });
    expect(await button.isVisible()).toBe(true);
    await button.tap();
    await page.waitForURL(`${product.url}/busca`);
    await page.waitForSelector('html[data-hydrated]');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('site-search-field');

    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    await field(page).pressSequentially('postgre', { delay: 30 });
    await expect.poll(() => hitTitles(page)).toContain('Por que o PostgreSQL é o nosso banco de dados padrão');
    expect(await page.getByTestId('search-count').textContent()).toMatch(/^\d+ resultados? para “postgre”$/);
    // The word found is marked, and the address follows the search without loading a page.
    const marks = await page.getByTestId('search-hit').first().locator('mark').allTextContents();
    expect(marks.some((mark) => /^postgre/i.test(mark))).toBe(true);
    expect(page.url()).toBe(`${product.url}/busca?q=postgre`);
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);

    await page.getByTestId('search-hit').filter({ hasText: 'PostgreSQL é o nosso banco' }).getByRole('link').tap();
    await page.waitForURL(/\/blog\/por-que-o-postgresql/);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toContain('PostgreSQL');
  });
});

describe('the header search on a laptop', () => {
  it('opens with `/` from any page, focuses the field with `/` on the search page, and filters in place', async () => {
    const page = await open('/');
    await page.keyboard.press('/');
    await page.waitForURL(`${product.url}/busca`);
    await page.waitForSelector('html[data-hydrated]');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('site-search-field');
    await field(page).fill('aplicativo');
    await expect.poll(() => page.getByTestId('search-hit').count()).toBeGreaterThan(1);

    // Away from the field, `/` comes back to it with the query selected; typed in the field, it is a character.
    await page.getByRole('heading', { level: 1 }).click();
    await page.keyboard.press('/');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('site-search-field');
    expect(await page.evaluate(() => [(document.activeElement as HTMLInputElement).selectionStart, (document.activeElement as HTMLInputElement).selectionEnd])).toEqual([0, 10]);
    await page.keyboard.press('/');
    expect(await field(page).inputValue()).toBe('/');
    await field(page).fill('aplicativo');

    const filters = page.getByRole('navigation', { name: 'Tipo de resultado' });
    const casesFilter = filters.getByRole('link', { name: /^Cases/ });
    const expected = Number((await casesFilter.locator('span').textContent()) ?? '0');
    expect(expected).toBeGreaterThan(0);
    await casesFilter.click();
    await expect.poll(() => page.url()).toBe(`${product.url}/busca?q=aplicativo&type=case`);
    await expect.poll(async () => (await page.getByTestId('search-hit').evaluateAll((hits) => hits.map((hit) => hit.getAttribute('data-type')))).join()).toBe(Array(Math.min(expected, 10)).fill('case').join());
    expect(await casesFilter.getAttribute('aria-current')).toBe('page');
  });

  it('searches English pages in English, the untranslated posts marked as Portuguese', async () => {
    const page = await open('/en/busca');
    await field(page).fill('lgpd');
    await expect.poll(() => hitTitles(page)).toContain('LGPD na prática para times de desenvolvimento');
    const hit = page.getByTestId('search-hit').filter({ hasText: 'LGPD na prática' });
    expect(await hit.getByTestId('in-portuguese').textContent()).toBe('In Portuguese');
    expect(await hit.locator('h2').getAttribute('lang')).toBe('pt-BR');
    expect(await hit.getByRole('link').getAttribute('href')).toMatch(/^\/en\/blog\/lgpd-na-pratica/);
    expect(await page.getByTestId('search-count').textContent()).toMatch(/results? for “lgpd”/);
  });

  it('shows markup stored in a post as text, never as markup', async () => {
    const page = await open(`/busca?q=zigurate`);
    const hit = page.getByTestId('search-hit').first();
    expect(await hit.locator('h2').textContent()).toBe(MARKUP_TITLE);
    expect(await hit.getByTestId('search-excerpt').textContent()).toBe('Um <i>resumo</i> sobre o zigurate & outros.');
    expect(await hit.locator('b, i, script').count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined();
    expect(await hit.locator('mark').allTextContents()).toEqual(['zigurate', 'zigurate']);
  });
});

describe('the search page without JavaScript', () => {
  it('is a GET form answered by the server, with marked results, filters, a corrected typo, and a noindex page', async () => {
    const page = await open('/busca', { javaScriptEnabled: false });
    await field(page).fill('flutter');
    await Promise.all([page.waitForURL(`${product.url}/busca?q=flutter`), field(page).press('Enter')]);
    expect(await hitTitles(page)).toContain('Flutter ou React Native: como decidimos em cada projeto');
    expect(await page.getByTestId('search-hit').first().locator('mark').first().textContent()).toMatch(/^flutter$/i);
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex');

    const response = await page.request.get(`${product.url}/busca?q=flutter`);
    expect(response.headers()['x-robots-tag']).toBe('noindex');
    expect(response.headers()['cache-control']).toBe('public, max-age=60');
    expect(response.headers()['x-cache']).toBeUndefined();

    // The pages are built from blocks (decision 047): their texts are found too, here the app page's Flutter card.
    await Promise.all([page.waitForURL(`${product.url}/busca?q=flutter&type=page`), page.getByRole('link', { name: /^Páginas/ }).click()]);
    const pageHits = page.getByTestId('search-hit');
    expect(await pageHits.evaluateAll((els) => els.map((el) => el.getAttribute('data-type')))).toEqual(['page']);
    expect(await pageHits.getByRole('link').getAttribute('href')).toBe('/aplicativo');

    await page.goto(`${product.url}/busca?q=${encodeURIComponent('postgrsql')}`);
    expect(await page.getByTestId('search-corrected').textContent()).toBe('Nada encontrado para “postgrsql”. Mostrando resultados para “postgresql”.');
    expect(await hitTitles(page)).toContain('Por que o PostgreSQL é o nosso banco de dados padrão');
  });

  it('says when nothing was found, in the page language, and suggests the latest posts', async () => {
    const page = await open(`/es/busca?q=${encodeURIComponent('qwxzv kwq')}`, { javaScriptEnabled: false });
    expect(await page.getByTestId('search-count').textContent()).toBe('Ningún resultado para “qwxzv kwq”');
    expect(await page.getByTestId('search-suggestion').count()).toBe(3);
    const first = await page.getByTestId('search-suggestion').first().getAttribute('href');
    expect(first).toMatch(/^\/es\/blog\//);
  });

  it('says in the page language what cannot be searched, as a 400', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    contexts.push(context);
    const page = await context.newPage();
    const response = await page.goto(`${product.url}/en/busca?q=${encodeURIComponent('!!! ???')}`);
    expect(response?.status()).toBe(400);
    expect(await page.getByTestId('search-problem').textContent()).toBe('Type at least one letter or number.');
    const long = await page.goto(`${product.url}/busca?q=${'a'.repeat(201)}`);
    expect(long?.status()).toBe(400);
    expect(await page.getByTestId('search-problem').textContent()).toBe('A busca pode ter no máximo 200 caracteres.');
  });
});
