import { AxeBuilder } from '@axe-core/playwright';
import type { TCase } from '@softhouse/contracts';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { E2E_ADMIN, launchBrowser, startProduct, type Product } from './support/product.js';

/** /cases and /cases/{slug} (product.md §2, §9): grid with load-more, case detail, gallery lightbox, 404. */

let product: Product;
let browser: Browser;
let published: TCase[];
let galleryCase: TCase;
const contexts: BrowserContext[] = [];

const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };
const EXTRA_CASES = 16;

async function api<T>(path: string, init: RequestInit & { token?: string } = {}): Promise<T> {
  const response = await fetch(`${product.url}/api${path}`, {
    ...init,
    headers: {
      'content-type': 'application/json',
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
  });
  const body = (await response.json()) as { data: T };
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status} ${JSON.stringify(body)}`);
  return body.data;
}

const publishedCases = async () => (await api<{ data: TCase[] }>('/cases?limit=100')).data;

beforeAll(async () => {
  [product, browser] = await Promise.all([startProduct(), launchBrowser()]);
  const { accessToken } = await api<{ accessToken: string }>('/auth/login', {
    method: 'POST',
    body: JSON.stringify(E2E_ADMIN),
  });
  const seeded = await publishedCases();
  // 24 demo cases + 16 = 40: the button reveals 32, scrolling reveals the last 8.
  for (let i = 1; i <= EXTRA_CASES; i++) {
    await api('/cases', {
      method: 'POST',
      token: accessToken,
      body: JSON.stringify({
        title: `Projeto de teste ${i}`,
        slug: `projeto-de-teste-${i}`,
        client: `Cliente ${i}`,
        imageUrl: seeded[i % seeded.length]!.imageUrl,
        technologies: ['TypeScript', 'PostgreSQL'],
        category: 'software',
        industry: 'Tecnologia',
        order: 500 + i,
      }),
    });
  }
  published = await publishedCases();
  galleryCase = published.find((item) => item.gallery.length >= 3)!;
});

afterAll(async () => {
  await browser?.close();
  await product?.stop();
});

async function open(path: string, viewport = DESKTOP): Promise<Page> {
  const context = await browser.newContext({ viewport });
  contexts.push(context);
  const page = await context.newPage();
  await page.goto(`${product.url}${path}`, { waitUntil: 'networkidle' });
  return page;
}

/** An island whose code loads as it comes near the screen (decision 046), as a visitor scrolls to it: scrolled to, and hydrated. */
async function scrollToIsland(page: Page, island: 'case-grid' | 'case-gallery', target: Locator) {
  await target.scrollIntoViewIfNeeded();
  await page.locator(`[data-island="${island}"][data-hydrated]`).waitFor({ state: 'attached' });
}

const cardSlugs = (page: Page) =>
  page
    .getByTestId('case-card')
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')!.replace('/cases/', '')));

const focusInDialog = (page: Page) => page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'));

const slugsInHtml = (html: string) =>
  [...html.matchAll(/data-testid="case-card"[\s\S]*?href="\/cases\/([^"]+)"/g)].map((match) => match[1]);

async function expectNoAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

describe('/cases grid', () => {
  it('has exactly the first 16 published cases, in display order, in the server HTML', async () => {
    expect(published).toHaveLength(24 + EXTRA_CASES);
    const response = await fetch(`${product.url}/cases`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(slugsInHtml(html)).toEqual(published.slice(0, 16).map((item) => item.slug));
    // "Ver mais cases" is a link to the next page, which the server renders with more cards.
    expect(html).toMatch(/<a[^>]*href="\?page=2"[^>]*>[\s\S]*?Ver mais cases<\/a>/);
  });

  it('lets a visitor without JavaScript reach every case through ?page=N', async () => {
    const html32 = await (await fetch(`${product.url}/cases?page=2`)).text();
    expect(slugsInHtml(html32)).toEqual(published.slice(0, 32).map((item) => item.slug));
    expect(html32).toContain('href="?page=3"');
    const html48 = await (await fetch(`${product.url}/cases?page=3`)).text();
    expect(slugsInHtml(html48)).toEqual(published.map((item) => item.slug));
    expect(html48).not.toContain('Ver mais cases');
  });

  it('shows 16 more on "Ver mais cases", the rest on scrolling near the bottom, in display order', async () => {
    const page = await open('/cases');
    expect(await page.getByTestId('case-card').count()).toBe(16);

    await scrollToIsland(page, 'case-grid', page.getByRole('link', { name: 'Ver mais cases' }));
    await page.getByRole('link', { name: 'Ver mais cases' }).click();
    await expect.poll(() => page.getByTestId('case-card').count()).toBe(32);
    // Keyboard users continue from the first new card.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('href'))).toBe(`/cases/${published[16]!.slug}`);
    expect(await page.getByTestId('cases-shown').textContent()).toBe('Mostrando 32 de 40 cases');

    // Not yet within 1000 px of the bottom: nothing more loads.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight - window.innerHeight - 1400));
    await page.waitForTimeout(400);
    expect(await page.getByTestId('case-card').count()).toBe(32);

    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight - window.innerHeight - 900));
    await expect.poll(() => page.getByTestId('case-card').count()).toBe(40);
    expect(await page.getByRole('link', { name: 'Ver mais cases' }).count()).toBe(0);
    expect(await cardSlugs(page)).toEqual(published.map((item) => item.slug));
  });

  it('shows the cover, title, client, category and technologies of each card without layout shift', async () => {
    const page = await open('/cases', PHONE);
    const first = published[0]!;
    const card = page.getByTestId('case-card').first();
    expect(await card.getByRole('heading', { level: 3 }).textContent()).toBe(first.title);
    expect(await card.textContent()).toContain(first.client);
    expect(await card.getByRole('listitem').allTextContents()).toEqual(first.technologies);
    const image = card.getByRole('img');
    expect(await image.getAttribute('width')).toBeTruthy();
    expect(await image.getAttribute('height')).toBeTruthy();
    expect(await image.getAttribute('alt')).toBe(first.image?.alt || first.title);
    // The LCP image loads eagerly; covers further down wait until they are near.
    expect(await image.getAttribute('loading')).toBe('eager');
    expect(await page.getByTestId('case-card').nth(5).getByRole('img').getAttribute('loading')).toBe('lazy');
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
  });

  it('has no axe violations', async () => {
    await expectNoAxeViolations(await open('/cases'));
  });
});

describe('case detail', () => {
  it('shows the case with its facts, technologies, gallery and the way to contact', async () => {
    const item = galleryCase;
    const page = await open(`/cases/${item.slug}`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(item.title);
    const facts = page.getByRole('complementary', { name: 'Ficha do projeto' });
    expect(await facts.textContent()).toContain(item.client);
    expect(await facts.textContent()).toContain(item.industry);
    expect(await facts.getByRole('listitem').allTextContents()).toEqual(item.technologies);
    expect(await page.getByTestId('case-gallery').getByRole('link').count()).toBe(item.gallery.length);
    const main = page.getByRole('main');
    expect(await main.getByRole('link', { name: 'Ver todos os cases' }).getAttribute('href')).toBe('/cases');
    expect(await main.getByRole('link', { name: 'Solicitar contato' }).getAttribute('href')).toBe('/contato');
    expect(await main.getByRole('navigation', { name: 'Você está em' }).getByRole('link').allTextContents()).toEqual([
      'Home',
      'Cases',
    ]);
  });

  it("shows the client's logo, 56 px wide, from a WebP variant of the library's image instead of the uploaded original", async () => {
    const item = published.find((candidate) => candidate.logoUrl?.endsWith('.png'))!;
    expect(item.logo?.variants.map((variant) => variant.width)).toContain(320);
    const page = await open(`/cases/${item.slug}`);
    const logo = page.getByRole('img', { name: `Logotipo de ${item.client}` });
    await logo.evaluate((el: HTMLImageElement) => el.decode());
    expect(await logo.evaluate((el: HTMLImageElement) => new URL(el.currentSrc).pathname)).toMatch(/-320\.webp$/);
  });

  it('loads the lightbox code only when it is used', async () => {
    const html = await (await fetch(`${product.url}/cases/${galleryCase.slug}`)).text();
    expect(html).not.toMatch(/assets\/lightbox-[^"]*\.js/);
    const context = await browser.newContext({ viewport: DESKTOP });
    contexts.push(context);
    const page = await context.newPage();
    const chunks: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/lightbox-[^/]*\.js$/.test(request.url())) chunks.push(request.url());
    });
    await page.goto(`${product.url}/cases/${galleryCase.slug}`, { waitUntil: 'networkidle' });
    expect(chunks).toEqual([]);
    await scrollToIsland(page, 'case-gallery', page.getByTestId('case-gallery'));
    expect(chunks).toEqual([]);
    await page.getByTestId('case-gallery').getByRole('link').first().click();
    await page.getByRole('dialog').waitFor();
    expect(chunks).toHaveLength(1);
  });

  it('drives the lightbox with every control and key', async () => {
    const total = galleryCase.gallery.length;
    const page = await open(`/cases/${galleryCase.slug}`);
    const thumbs = page.getByTestId('case-gallery').getByRole('link');
    await scrollToIsland(page, 'case-gallery', thumbs.first());
    await thumbs.first().click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    // Where the page was when the viewer opened (the click scrolled the thumbnail into view).
    const scrollBefore = await page.evaluate(() => window.scrollY);
    expect(scrollBefore).toBeGreaterThan(0);
    expect(await dialog.getAttribute('aria-modal')).toBe('true');
    expect(await dialog.getAttribute('aria-label')).toBe(`Galeria de imagens: ${galleryCase.title}`);
    const counter = page.getByTestId('lightbox-counter');
    const zoom = page.getByTestId('lightbox-zoom');
    expect(await counter.textContent()).toBe(`1 / ${total}`);
    expect(await zoom.textContent()).toBe('100%');
    expect(await focusInDialog(page)).toBe(true);

    // Page scroll is locked while open.
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    await page.mouse.move(683, 450);
    await page.mouse.wheel(0, 1200);
    await page.waitForTimeout(200);
    expect(await page.evaluate(() => window.scrollY)).toBe(scrollBefore);

    // Arrow keys, with wrap-around at both ends.
    await page.keyboard.press('ArrowRight');
    expect(await counter.textContent()).toBe(`2 / ${total}`);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    expect(await counter.textContent()).toBe(`${total} / ${total}`);
    await page.keyboard.press('ArrowRight');
    expect(await counter.textContent()).toBe(`1 / ${total}`);

    // Buttons, labelled in the visitor's language.
    await dialog.getByRole('button', { name: 'Próxima imagem' }).click();
    expect(await counter.textContent()).toBe(`2 / ${total}`);
    await dialog.getByRole('button', { name: 'Imagem anterior' }).click();
    expect(await counter.textContent()).toBe(`1 / ${total}`);

    // Zoom in steps of 25%, back to 100% on navigation.
    const imageWidth = () => dialog.getByRole('img').evaluate((img) => img.getBoundingClientRect().width);
    const widthAt100 = await imageWidth();
    await dialog.getByRole('button', { name: 'Aumentar zoom' }).click();
    expect(await zoom.textContent()).toBe('125%');
    expect(await imageWidth()).toBeCloseTo(widthAt100 * 1.25, -1);
    await page.keyboard.press('ArrowRight');
    expect(await counter.textContent()).toBe(`2 / ${total}`);
    expect(await zoom.textContent()).toBe('100%');
    await dialog.getByRole('button', { name: 'Aumentar zoom' }).click();
    await dialog.getByRole('button', { name: 'Próxima imagem' }).click();
    expect(await zoom.textContent()).toBe('100%');

    // Bounds: 300% after 8 steps up, 50% after 10 steps down; neither key nor button goes further.
    const zoomIn = dialog.getByRole('button', { name: 'Aumentar zoom' });
    const zoomOut = dialog.getByRole('button', { name: 'Diminuir zoom' });
    for (let i = 0; i < 8; i++) await zoomIn.click();
    expect(await zoom.textContent()).toBe('300%');
    expect(await zoomIn.getAttribute('aria-disabled')).toBe('true');
    await zoomIn.click({ force: true });
    await page.keyboard.press('+');
    expect(await zoom.textContent()).toBe('300%');
    for (let i = 0; i < 10; i++) await zoomOut.click();
    expect(await zoom.textContent()).toBe('50%');
    expect(await zoomOut.getAttribute('aria-disabled')).toBe('true');
    await zoomOut.click({ force: true });
    await page.keyboard.press('-');
    expect(await zoom.textContent()).toBe('50%');
    await dialog.getByRole('button', { name: 'Restaurar zoom para 100%' }).click();
    expect(await zoom.textContent()).toBe('100%');

    // Focus stays inside in both directions.
    for (let i = 0; i < 10; i++) {
      await page.keyboard.press('Tab');
      expect(await focusInDialog(page)).toBe(true);
    }
    for (let i = 0; i < 10; i++) {
      await page.keyboard.press('Shift+Tab');
      expect(await focusInDialog(page)).toBe(true);
    }

    // Escape closes, gives focus back to the thumbnail and restores scrolling where it was.
    await page.keyboard.press('Escape');
    expect(await dialog.count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(`Ampliar imagem 1 de ${total}`);
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('visible');
    expect(await page.evaluate(() => window.scrollY)).toBe(scrollBefore);

    // The close button does the same for the thumbnail that opened it.
    await thumbs.nth(2).click();
    expect(await counter.textContent()).toBe(`3 / ${total}`);
    await dialog.getByRole('button', { name: 'Fechar galeria' }).click();
    expect(await dialog.count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(`Ampliar imagem 3 de ${total}`);
  });

  it('in English at its English slug (the Portuguese one moves there), with no note; the switcher goes to its Spanish and Portuguese addresses', async () => {
    const english = await api<TCase>(`/cases/${galleryCase.id}?lang=en`);
    const spanish = await api<TCase>(`/cases/${galleryCase.id}?lang=es`);
    expect(english.slug).not.toBe(galleryCase.slug);
    const page = await open(`/en/cases/${galleryCase.slug}`);
    expect(page.url()).toBe(`${product.url}/en/cases/${english.slug}`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(english.title);
    expect(await page.getByTestId('only-in-portuguese').count()).toBe(0);
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    await page.getByRole('banner').getByTestId('language-switcher').click();
    await page.getByRole('menuitemradio', { name: /Español/ }).click();
    await page.waitForURL(`${product.url}/es/cases/${spanish.slug}`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(spanish.title);
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    await page.getByRole('banner').getByTestId('language-switcher').click();
    await page.getByRole('menuitemradio', { name: /Português/ }).click();
    await page.waitForURL(`${product.url}/cases/${galleryCase.slug}`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(galleryCase.title);
  });

  it('a case written only in Portuguese: its English address says so above the Portuguese text, and the switcher from it goes to the English cases', async () => {
    const page = await open('/en/cases/projeto-de-teste-1');
    expect(await page.getByTestId('only-in-portuguese').textContent()).toBe('This content is only available in Portuguese.');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Projeto de teste 1');
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    await page.getByRole('banner').getByTestId('language-switcher').click();
    await page.getByRole('menuitemradio', { name: /Português/ }).click();
    await page.waitForURL(`${product.url}/cases/projeto-de-teste-1`);
    expect(await page.getByTestId('only-in-portuguese').count()).toBe(0);
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    await page.getByRole('banner').getByTestId('language-switcher').click();
    await page.getByRole('menuitemradio', { name: /English/ }).click();
    // No English version of this case: the English list of cases, the translated ones first, the others tagged.
    await page.waitForURL(`${product.url}/en/cases`);
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    await page.goto(`${product.url}/en/cases?page=3`);
    const cards = page.getByTestId('case-card');
    expect(await cards.first().getByTestId('in-portuguese').count()).toBe(0);
    const tagged = page.getByTestId('case-card').filter({ has: page.getByTestId('in-portuguese') });
    expect(await tagged.first().textContent()).toContain('In Portuguese');
    expect(await tagged.first().getByRole('heading').getAttribute('lang')).toBe('pt-BR');
  });

  it('labels the lightbox in English and Spanish', async () => {
    for (const [lang, close, next, counterLabel] of [
      ['en', 'Close gallery', 'Next image', 'Image 1 of'],
      ['es', 'Cerrar galería', 'Imagen siguiente', 'Imagen 1 de'],
    ] as const) {
      const page = await open(`/${lang}/cases/${galleryCase.slug}`, PHONE);
      await scrollToIsland(page, 'case-gallery', page.getByTestId('case-gallery'));
      await page.getByTestId('case-gallery').getByRole('link').first().click();
      const dialog = page.getByRole('dialog');
      await dialog.waitFor();
      expect(await dialog.getByRole('button', { name: close }).count()).toBe(1);
      expect(await dialog.getByRole('button', { name: next }).count()).toBe(1);
      expect(await dialog.textContent()).toContain(`${counterLabel} ${galleryCase.gallery.length}`);
    }
  });

  it('answers 404 with "Case não encontrado" and a link to /cases for an unknown slug', async () => {
    const response = await fetch(`${product.url}/cases/nao-existe-este-case`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('Case não encontrado');

    const context = await browser.newContext({ viewport: DESKTOP });
    contexts.push(context);
    const page = await context.newPage();
    const answer = await page.goto(`${product.url}/cases/nao-existe-este-case`);
    expect(answer?.status()).toBe(404);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Case não encontrado');
    expect(await page.getByRole('main').getByRole('link', { name: 'Ver todos os cases' }).getAttribute('href')).toBe('/cases');
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex');
  });

  it('has no axe violations, with the lightbox closed and open', async () => {
    const page = await open(`/cases/${galleryCase.slug}`);
    await expectNoAxeViolations(page);
    await scrollToIsland(page, 'case-gallery', page.getByTestId('case-gallery'));
    await page.getByTestId('case-gallery').getByRole('link').first().click();
    await page.getByRole('dialog').waitFor();
    await page.waitForTimeout(300);
    await expectNoAxeViolations(page);
  });
});
