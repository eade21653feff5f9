import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drawingsOf, loadedImages } from './support/drawings.js';
import { readText } from './support/page-texts.js';
import { launchBrowser, startProduct, type Product } from './support/product.js';

/** The public shell (product.md §1, §2, §4, §8): header, footer, language, WhatsApp, drawer, offline, 404. */

let product: Product;
let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  [product, browser] = await Promise.all([startProduct(), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await product?.stop();
});

const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };

async function open(path: string, viewport = DESKTOP, javaScriptEnabled = true): Promise<{ page: Page; context: BrowserContext }> {
  const context = await browser.newContext({ viewport, javaScriptEnabled });
  contexts.push(context);
  // Nothing leaves the machine: outbound links (wa.me, social networks) get a stub page.
  await context.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<title>external</title>' }),
  );
  const page = await context.newPage();
  await page.goto(`${product.url}${path}`, { waitUntil: 'networkidle' });
  // The islands hydrate after the first paint and an idle moment: a key or tap before that is the browser's alone.
  if (javaScriptEnabled) await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
  return { page, context };
}

const headerNav = (page: Page) => page.getByRole('banner').getByRole('navigation');

describe('header', () => {
  it('lists the pages in the specified order and marks the current one, underlined and darker', async () => {
    const { page } = await open('/sobre');
    const links = headerNav(page).getByRole('link');
    const hrefs = await links.evaluateAll((els) => els.map((el) => el.getAttribute('href')));
    expect(hrefs).toEqual(['/', '/sobre', '/software', '/aplicativo', '/outsourcing', '/cases', '/blog', '/contato']);

    const current = headerNav(page).locator('[aria-current="page"]');
    expect(await current.count()).toBe(1);
    expect(await current.getAttribute('href')).toBe('/sobre');
    expect(await current.textContent()).toBe('Sobre');

    const style = (href: string) =>
      headerNav(page)
        .locator(`a[href="${href}"]`)
        .evaluate((el) => {
          const s = getComputedStyle(el);
          const [r, g, b] = s.color.match(/\d+/g)!.map(Number);
          return { underline: s.textDecorationLine.includes('underline'), brightness: r! + g! + b! };
        });
    const active = await style('/sobre');
    const inactive = await style('/software');
    expect(active.underline).toBe(true);
    expect(inactive.underline).toBe(false);
    expect(active.brightness).toBeLessThan(inactive.brightness);
  });

  it('links the logo to the home page', async () => {
    const { page } = await open('/contato');
    const logo = page.getByTestId('logo-link');
    expect(await logo.getAttribute('href')).toBe('/');
    await logo.click();
    await page.waitForURL(`${product.url}/`);
    await expect.poll(() => headerNav(page).locator('[aria-current="page"]').getAttribute('href')).toBe('/');
  });

  it('scrolls to the top on every path change', async () => {
    const { page } = await open('/');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Contato', exact: true }).click();
    await page.waitForURL(`${product.url}/contato`);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

describe('not-found screen', () => {
  it('answers 404 with the not-found screen and a link home', async () => {
    const context = await browser.newContext({ viewport: DESKTOP });
    contexts.push(context);
    const page = await context.newPage();
    const response = await page.goto(`${product.url}/esta-pagina-nao-existe`);
    expect(response?.status()).toBe(404);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Oops! Page not found');
    const home = page.getByRole('main').getByRole('link', { name: 'Voltar para a página inicial' });
    expect(await home.getAttribute('href')).toBe('/');
    // Still inside the shell, with a noindex title.
    expect(await page.getByRole('banner').count()).toBe(1);
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex');
  });

  it('is a 404 for non-browser clients too', async () => {
    const res = await fetch(`${product.url}/blog/a/b/c/d`);
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('Oops! Page not found');
  });
});

describe('language', () => {
  it('renders pt by default, for crawlers too', async () => {
    const html = await (await fetch(`${product.url}/sobre`)).text();
    expect(html).toContain('<html lang="pt-BR"');
    expect(html).toContain('<title>Sobre nós');
  });

  it('renders /es on the server, with the links of the Spanish site', async () => {
    const html = await (await fetch(`${product.url}/es/sobre`)).text();
    expect(html).toContain('<html lang="es"');
    expect(html).toContain('<title>Sobre nosotros');
    expect(html).toMatch(/<a[^>]*href="\/es\/sobre"[^>]*>Nosotros<\/a>/);
    expect(html).toMatch(/<a[^>]*href="\/es\/contato"/);
    // Only the language menu links to the Portuguese page, marked as such, beside the English one.
    expect(html).toMatch(/<a[^>]*href="\/sobre"[^>]*hreflang="pt"/i);
    expect(html).toMatch(/<a[^>]*href="\/en\/sobre"[^>]*hreflang="en"/i);
    expect(html.replace(/<a[^>]*hreflang="pt"[^>]*>/gi, '')).not.toMatch(/href="\/(sobre|contato|cases|blog)"/);
  });

  it('sends the old ?lang= addresses to the new ones for good', async () => {
    const res = await fetch(`${product.url}/sobre?lang=es&utm_source=x`, { redirect: 'manual' });
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/es/sobre?utm_source=x');
  });

  it('switches to English: the English address, <html lang>, the choice kept for the Portuguese addresses', async () => {
    const { page, context } = await open('/sobre');
    await page.getByRole('banner').getByTestId('language-switcher').click();
    await page.getByRole('menuitemradio', { name: /English/ }).click();

    await page.waitForURL(`${product.url}/en/sobre`);
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('en');
    expect(await headerNav(page).locator('[aria-current="page"]').textContent()).toBe('About');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('About us');
    await expect.poll(() => page.title()).toMatch(/^About us/);

    expect(await page.evaluate(() => localStorage.getItem('selectedLanguage'))).toBe('en');
    const cookie = (await context.cookies()).find((c) => c.name === 'lang');
    expect(cookie?.value).toBe('en');
    expect(cookie?.sameSite).toBe('Lax');

    // A Portuguese address now takes this visitor to the English one; a crawler gets Portuguese.
    const response = await page.goto(`${product.url}/contato`, { waitUntil: 'networkidle' });
    expect(page.url()).toBe(`${product.url}/en/contato`);
    expect(await response?.text()).toContain('<html lang="en"');
    expect(await (await fetch(`${product.url}/contato`)).text()).toContain('<html lang="pt-BR"');

    // Back to Portuguese: the choice changes, and Portuguese addresses stay Portuguese.
    await page.getByRole('banner').getByTestId('language-switcher').click();
    await page.getByRole('menuitemradio', { name: /Português/ }).click();
    await page.waitForURL(`${product.url}/contato`);
    await page.goto(`${product.url}/sobre`, { waitUntil: 'networkidle' });
    expect(page.url()).toBe(`${product.url}/sobre`);
  });

  it('restores the choice from localStorage when the cookie is gone', async () => {
    const { page, context } = await open('/');
    await page.evaluate(() => localStorage.setItem('selectedLanguage', 'es'));
    await context.clearCookies();
    await page.reload();
    await page.waitForURL(`${product.url}/es`);
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('es');
    await expect.poll(async () => (await context.cookies()).find((c) => c.name === 'lang')?.value).toBe('es');
  });

  it('offers a first-time English browser the English site on a Portuguese page, never redirects, and remembers a dismissal', async () => {
    const context = await browser.newContext({ viewport: DESKTOP, locale: 'en-US' });
    contexts.push(context);
    const page = await context.newPage();
    await page.goto(`${product.url}/sobre`, { waitUntil: 'networkidle' });
    const bar = page.getByTestId('language-suggestion');
    await bar.waitFor();
    expect(page.url()).toBe(`${product.url}/sobre`);
    expect(await page.locator('html').getAttribute('lang')).toBe('pt-BR');
    expect(await bar.textContent()).toContain('This site is also available in English.');
    await bar.getByRole('button', { name: 'Dismiss' }).click();
    await bar.waitFor({ state: 'detached' });
    await page.reload({ waitUntil: 'networkidle' });
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    expect(await page.getByTestId('language-suggestion').count()).toBe(0);
    expect((await context.cookies()).find((c) => c.name === 'lang')).toBeUndefined();
  });

  it('takes a Spanish browser that accepts the offer to the Spanish page, and remembers the choice', async () => {
    const context = await browser.newContext({ viewport: DESKTOP, locale: 'es-AR' });
    contexts.push(context);
    const page = await context.newPage();
    await page.goto(`${product.url}/software`, { waitUntil: 'networkidle' });
    await page.getByTestId('language-suggestion').getByRole('button', { name: 'Ver en español' }).click();
    await page.waitForURL(`${product.url}/es/software`);
    expect((await context.cookies()).find((c) => c.name === 'lang')?.value).toBe('es');
    // Not offered on a page already in a language, nor once a language is chosen.
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    expect(await page.getByTestId('language-suggestion').count()).toBe(0);
  });

  it('closes the dropdown 150 ms after it loses focus', async () => {
    const { page } = await open('/');
    await page.getByRole('banner').getByTestId('language-switcher').click();
    // Opened by the browser at the click, a menu once the header's code, which the pointer loaded, has run (decision 046).
    await page.getByRole('menu').waitFor();
    await page.getByRole('heading', { level: 1 }).click();
    await page.getByRole('menu').waitFor({ state: 'detached', timeout: 1000 });
  });
});

describe('WhatsApp button', () => {
  it('links to the chat in a new tab without referrer, with the prefilled Portuguese message', async () => {
    const { page } = await open('/');
    const button = page.getByTestId('whatsapp-button');
    const href = (await button.getAttribute('href'))!;
    const match = /^https:\/\/wa\.me\/(\d{10,15})\?text=(.+)$/.exec(href);
    expect(match).not.toBeNull();
    const message = decodeURIComponent(match![2]!);
    expect(match![2]).toBe(encodeURIComponent(message));
    expect(message).toMatch(/especialista/i);
    expect(await button.getAttribute('target')).toBe('_blank');
    expect((await button.getAttribute('rel'))!.split(' ')).toEqual(expect.arrayContaining(['noopener', 'noreferrer']));
    expect(await button.getAttribute('aria-label')).toBe('Fale conosco pelo WhatsApp');
    expect(await page.getByTestId('whatsapp-tooltip').textContent()).toBe('Fale conosco pelo WhatsApp');
    const image = button.locator('img');
    expect(await image.getAttribute('src')).toBe('/wpp.png');
    expect(await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const position = await button.evaluate((el) => {
      const box = el.getBoundingClientRect();
      return {
        fixed: getComputedStyle(el.parentElement!).position,
        right: innerWidth - box.right,
        bottom: innerHeight - box.bottom,
      };
    });
    expect(position.fixed).toBe('fixed');
    expect(position.right).toBeLessThan(48);
    expect(position.bottom).toBeLessThan(48);
  });

  for (const key of ['Enter', 'Space'] as const) {
    it(`opens the chat with ${key}`, async () => {
      const { page, context } = await open('/');
      const href = await page.getByTestId('whatsapp-button').getAttribute('href');
      await page.getByTestId('whatsapp-button').focus();
      const [popup] = await Promise.all([context.waitForEvent('page'), page.keyboard.press(key)]);
      await popup.waitForLoadState();
      expect(popup.url()).toBe(href);
      // No referrer and no opener reach the chat.
      expect(await popup.evaluate(() => [document.referrer, window.opener === null])).toEqual(['', true]);
    });
  }
});

describe('mobile drawer', () => {
  it('opens a full-height Menu drawer, locks scrolling, and a link choice closes it and clears the lock', async () => {
    const { page } = await open('/sobre', PHONE);
    expect(await headerNav(page).isVisible()).toBe(false);
    await page.getByTestId('menu-button').click();

    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await drawer.waitFor({ state: 'visible' });
    expect(await drawer.getByRole('heading', { name: 'Menu' }).isVisible()).toBe(true);
    expect(await drawer.getByRole('button', { name: 'Fechar menu' }).isVisible()).toBe(true);
    await expect.poll(() => drawer.evaluate((el) => Math.round(el.getBoundingClientRect().height))).toBe(PHONE.height);
    // The drawer opens with the tap; the scroll lock comes with the header's code, which the tap loads (decision 046).
    await expect.poll(() => page.evaluate(() => document.body.style.overflow)).toBe('hidden');
    const transition = await drawer.evaluate((el) => getComputedStyle(el).transitionDuration);
    expect(transition).toBe('0.5s');

    await drawer.getByRole('link', { name: 'Software', exact: true }).click();
    await page.waitForURL(`${product.url}/software`);
    await drawer.waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
    expect(await page.evaluate(() => document.body.getAttribute('style'))).toBeNull();
  });

  it('closes with its close button and restores scrolling', async () => {
    const { page } = await open('/', PHONE);
    await page.getByTestId('menu-button').click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await drawer.waitFor({ state: 'visible' });
    await drawer.getByRole('button', { name: 'Fechar menu' }).click();
    await drawer.waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
  });
});

describe('header before and without JavaScript', () => {
  it('changes the language through the language menu, whose choices are links to the page in each language', async () => {
    const { page } = await open('/sobre', DESKTOP, false);
    const switcher = page.getByRole('banner').getByTestId('language-switcher');
    const english = page.getByRole('banner').getByRole('link', { name: /English/ });
    expect(await english.isVisible()).toBe(false);
    await switcher.click();
    await english.waitFor({ state: 'visible' });
    expect(await page.getByRole('banner').getByRole('link', { name: /Português/ }).getAttribute('aria-current')).toBe('true');
    await english.click();
    await page.waitForURL(`${product.url}/en/sobre`);
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('About us');
  });


  it('opens from the menu button, closes with its close button, Escape or a tap on the dimmed page, and its links work', async () => {
    const { page } = await open('/sobre', PHONE, false);
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    expect(await drawer.isVisible()).toBe(false);

    await page.getByTestId('menu-button').click();
    await drawer.waitFor({ state: 'visible' });
    await expect.poll(() => drawer.evaluate((el) => Math.round(el.getBoundingClientRect().height))).toBe(PHONE.height);
    await drawer.getByRole('button', { name: 'Fechar menu' }).click();
    await drawer.waitFor({ state: 'hidden' });

    await page.getByTestId('menu-button').click();
    await drawer.waitFor({ state: 'visible' });
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });

    // The dimmed page left of the panel (wider than a phone, the panel is 384 px).
    await page.setViewportSize({ width: 700, height: 844 });
    await page.getByTestId('menu-button').click();
    await drawer.waitFor({ state: 'visible' });
    await page.mouse.click(100, 400);
    await drawer.waitFor({ state: 'hidden' });

    await page.getByTestId('menu-button').click();
    await drawer.getByRole('link', { name: 'Software', exact: true }).click();
    await page.waitForURL(`${product.url}/software`);
    expect(await page.getByRole('dialog', { name: 'Menu' }).isVisible()).toBe(false);
  });

  it('keeps a drawer and a language menu opened before the islands hydrate, and runs them once they do', async () => {
    const context = await browser.newContext({ viewport: PHONE });
    contexts.push(context);
    // The islands' code waits until both controls have been opened by the browser alone.
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await context.route(/\/assets\/hydrate-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    const page = await context.newPage();
    await page.goto(`${product.url}/sobre`);
    await page.getByTestId('menu-button').click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await drawer.waitFor({ state: 'visible' });
    await drawer.getByTestId('language-switcher').click();
    await drawer.getByRole('link', { name: /English/ }).waitFor({ state: 'visible' });
    const header = page.locator('[data-island="site-header"][data-hydrated]');
    expect(await header.count()).toBe(0);

    release();
    await header.waitFor({ state: 'attached' });
    // Now the island's: the menu's roles and keys, the drawer's scroll lock and Escape.
    await drawer.getByRole('menu').getByRole('menuitemradio', { name: /English/ }).waitFor();
    await expect.poll(() => page.evaluate(() => document.body.style.overflow)).toBe('hidden');
    await drawer.getByRole('menuitemradio', { name: /English/ }).focus();
    await page.keyboard.press('Escape');
    await drawer.getByRole('menu').waitFor({ state: 'detached' });
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });
    await expect.poll(() => page.evaluate(() => document.body.getAttribute('style'))).toBeNull();
  });

  it.each(['pt-BR', 'en-US'])('fetches no React while the page is left alone, and the header code once the pointer comes over it (a %s browser)', async (locale) => {
    // An English browser is offered the English site by a bar (decision 027), drawn without React.
    const context = await browser.newContext({ viewport: DESKTOP, locale });
    contexts.push(context);
    const scripts: string[] = [];
    context.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    const page = await context.newPage();
    await page.goto(`${product.url}/sobre`, { waitUntil: 'networkidle' });
    await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
    await page.waitForTimeout(1000);
    expect(scripts.some((path) => /\/assets\/(react|site|hydrate)-/.test(path))).toBe(false);
    expect(scripts.some((path) => /\/assets\/boot-/.test(path))).toBe(true);
    expect(await page.getByTestId('language-suggestion').count()).toBe(locale === 'en-US' ? 1 : 0);

    await page.getByRole('banner').getByTestId('language-switcher').hover();
    await page.locator('[data-island="site-header"][data-hydrated]').waitFor({ state: 'attached' });
    expect(scripts.some((path) => /\/assets\/react-/.test(path))).toBe(true);
    // Only what was used: the header, the offline notice (the pointer moved: the visitor is engaged) and the
    // toasts that come with them.
    // The toasts start with the first other island but fetch their own code, so may finish after it: polled.
    await expect
      .poll(() => page.locator('[data-island][data-hydrated]').evaluateAll((boxes) => boxes.map((box) => (box as HTMLElement).dataset.island)))
      .toEqual(['site-header', 'offline-indicator', 'toaster']);
  });

  it('with JavaScript, keeps focus inside while open and gives it back to the menu button on Escape', async () => {
    const { page } = await open('/', PHONE);
    const menuButton = page.getByTestId('menu-button');
    await menuButton.click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await drawer.waitFor({ state: 'visible' });
    const close = drawer.getByRole('button', { name: 'Fechar menu' });
    await expect.poll(() => close.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Shift+Tab');
    expect(await drawer.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Tab');
    await expect.poll(() => close.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });
    await expect.poll(() => menuButton.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await page.evaluate(() => document.body.getAttribute('style'))).toBeNull();
  });
});

/**
 * The offline notice's code comes with the visitor's first move on the page, since it could not be
 * fetched once the connection has dropped (decision 046).
 */
async function engage(page: Page) {
  await page.mouse.move(300, 400);
  await page.locator('[data-island="offline-indicator"][data-hydrated]').waitFor({ state: 'attached' });
  await page.mouse.move(0, 0);
}

describe('offline', () => {
  it('shows a destructive toast and a banner while offline, and a confirmation when back', async () => {
    const { page, context } = await open('/');
    await engage(page);
    await context.setOffline(true);

    const alert = page.getByRole('alert').filter({ hasText: 'Sem conexão' });
    await alert.waitFor();
    expect(await alert.textContent()).toContain(
      'Você está offline. Algumas funcionalidades podem não estar disponíveis.',
    );
    const banner = page.getByTestId('offline-banner');
    await banner.waitFor();
    const bannerLines = (await banner.innerText()).split('\n').filter(Boolean);
    expect(bannerLines).toEqual(['Você está offline', 'Algumas funcionalidades podem não estar disponíveis.']);

    await context.setOffline(false);
    const status = page.getByRole('status').filter({ hasText: 'Conexão restaurada' });
    await status.waitFor();
    expect(await status.textContent()).toContain('Você está online novamente.');
    await banner.waitFor({ state: 'detached' });
  });

  it('shows toasts one at a time in order, paused while hovered, reached with F8 or Alt+T, closed by a swipe', async () => {
    const { page, context } = await open('/');
    await engage(page);
    const toasts = page.locator('[data-toast]');
    const offline = toasts.filter({ hasText: 'Sem conexão' });
    const online = toasts.filter({ hasText: 'Conexão restaurada' });
    // Offline, back online (the stale offline toast goes at once), offline again: the second offline
    // toast waits in line behind the confirmation.
    await context.setOffline(true);
    await offline.waitFor();
    await context.setOffline(false);
    await online.waitFor();
    await context.setOffline(true);
    await page.waitForTimeout(300);
    expect(await toasts.count()).toBe(1);
    expect(await offline.count()).toBe(0);

    const box = (await online.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.waitForTimeout(4_600); // past the 4000 ms it would stay if not hovered
    expect(await online.isVisible()).toBe(true);

    await page.keyboard.press('F8');
    expect(await page.evaluate(() => document.activeElement?.closest('[data-toast]')?.textContent)).toContain('Conexão restaurada');

    // A 20 px drag is not a swipe; an 80 px one (threshold 50 px) closes it, and the next one shows.
    const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    await page.mouse.down();
    await page.mouse.move(centre.x + 20, centre.y, { steps: 4 });
    await page.mouse.up();
    expect(await online.isVisible()).toBe(true);
    await page.mouse.move(centre.x, centre.y);
    await page.mouse.down();
    await page.mouse.move(centre.x + 80, centre.y, { steps: 8 });
    await page.mouse.up();
    await offline.waitFor();
    expect(await online.count()).toBe(0);

    await page.mouse.move(0, 0);
    await page.keyboard.press('Alt+KeyT');
    expect(await page.evaluate(() => document.activeElement?.closest('[data-toast]')?.textContent)).toContain('Sem conexão');
    await page.keyboard.press('Escape');
    await offline.waitFor({ state: 'detached' });
    await context.setOffline(false);
  });
});

describe('footer', () => {
  it('has home, career (where the careers setting leads), contact and privacy links, social icons in new tabs, rights and © 2025', async () => {
    const { page } = await open('/');
    const footer = page.getByRole('contentinfo');

    expect(await footer.getByRole('link', { name: 'Home', exact: true }).getAttribute('href')).toBe('/');
    expect(await footer.getByRole('link', { name: 'Contato', exact: true }).getAttribute('href')).toBe('/contato');
    // The demo's careers setting has a link: the footer goes there too, like /contato's card (site-content.test.ts).
    const career = page.getByTestId('footer-career');
    expect(await career.getAttribute('href')).toBe('https://orbita.dev/carreiras');
    expect(await career.getAttribute('target')).toBe('_blank');
    expect(await career.textContent()).toContain('Carreira');

    const privacy = page.getByTestId('footer-privacy');
    expect(await privacy.getAttribute('target')).toBe('_blank');
    expect(await privacy.getAttribute('rel')).toContain('noopener');
    expect(await privacy.getAttribute('href')).toMatch(/\.pdf$/);

    const social = footer.getByTestId('footer-social').getByRole('link');
    const names = await social.evaluateAll((els) => els.map((el) => el.getAttribute('aria-label')));
    expect([...names].sort()).toEqual(['Behance', 'Facebook', 'Instagram', 'LinkedIn', 'Medium', 'YouTube']);
    for (const link of await social.all()) {
      expect(await link.getAttribute('target')).toBe('_blank');
      expect((await link.getAttribute('rel'))!.split(' ')).toEqual(expect.arrayContaining(['noopener', 'noreferrer']));
      // The mark as shown, and in the brand's blue for hover, from the sprite's views (decision 051).
      const platform = (await link.getAttribute('aria-label'))!.toLowerCase();
      const marks = await link.locator('img').evaluateAll((els) => els.map((el) => el.getAttribute('src')!.split('#')[1]));
      expect(marks).toEqual([platform, `${platform}-hover`]);
    }

    const text = await readText(footer);
    expect(text).toContain('© 2025');
    expect(text).toContain('Todos os direitos reservados.');
    expect(await page.getByTestId('footer-registration').textContent()).toMatch(/\d/);
  });
});

describe('what a page fetches to be painted (decision 051)', () => {
  it('draws the text in Manrope from its 18 KB core face, has its icon in the page and asks for the WhatsApp image at low priority', async () => {
    const context = await browser.newContext({ viewport: PHONE });
    contexts.push(context);
    const page = await context.newPage();
    const fetched: string[] = [];
    page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
    await page.goto(`${product.url}/cases`, { waitUntil: 'networkidle' });
    await page.evaluate(() => document.fonts.ready);
    const fonts = fetched.filter((path) => path.endsWith('.woff2'));
    // One font file for a page of Portuguese text, separators (·) and accents included: the preloaded core face.
    expect(fonts).toEqual([expect.stringMatching(/^\/assets\/manrope-core-wght-[\w-]+\.woff2$/)]);
    const family = await page.getByRole('heading', { level: 1 }).evaluate((el) => getComputedStyle(el).fontFamily);
    expect(family).toMatch(/^"Manrope Variable"/);
    // The faces overlap (decision 051), so document.fonts.check() would wait for both: the one loaded is the core face.
    const loaded = await page.evaluate(() => [...document.fonts].filter((face) => face.family.includes('Manrope') && face.status === 'loaded').map((face) => face.unicodeRange));
    expect(loaded).toEqual([expect.stringMatching(/^U\+20-7E,/)]);
    // No request for the icon: it is written into the page.
    expect(await page.locator('link[rel="icon"][type="image/svg+xml"]').getAttribute('href')).toMatch(/^data:image\/svg\+xml,/);
    expect(fetched).not.toContain('/favicon.svg');
    // The WhatsApp image loads (shown at once) without a preload of its own competing with the style sheet and font.
    expect(await page.locator('link[rel="preload"][as="image"][href="/wpp.png"]').count()).toBe(0);
    expect(await page.getByTestId('whatsapp-button').locator('img').getAttribute('fetchpriority')).toBe('low');
    expect(fetched).toContain('/wpp.png');
  });

  it("fetches the footer's social marks only once the footer nears the screen, each drawn from its view, the blue one on hover", async () => {
    const context = await browser.newContext({ viewport: PHONE });
    contexts.push(context);
    const page = await context.newPage();
    const sprites: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.includes('social-icons')) sprites.push(request.url());
    });
    await page.goto(`${product.url}/`, { waitUntil: 'networkidle' });
    expect(sprites).toEqual([]);

    const social = page.getByTestId('footer-social');
    await social.scrollIntoViewIfNeeded();
    const marks = social.locator('img');
    expect(await marks.count()).toBe(12);
    await expect.poll(() => loadedImages(marks)).toBe(12);
    expect(new Set(sprites.map((url) => url.split('#')[0])).size).toBe(1);
    // Drawn on a canvas: twelve different pictures (six marks, two colours), light ones first, dark blue on hover.
    const drawings = await drawingsOf(marks, 24);
    expect(new Set(drawings.map((drawing) => drawing.key)).size).toBe(12);
    drawings.forEach((drawing, index) => {
      expect(drawing.inked).toBeGreaterThan(40);
      if (index % 2 === 0) expect(drawing.light).toBe(drawing.inked);
      else expect(drawing.light).toBe(0);
    });
    const link = social.getByRole('link').first();
    const opacities = () => link.locator('img').evaluateAll((els) => els.map((el) => getComputedStyle(el).opacity));
    expect(await opacities()).toEqual(['1', '0']);
    await link.hover();
    await expect.poll(opacities).toEqual(['0', '1']);
  });

  it('fetches the whole Latin face only for a character outside the core one, still drawn in Manrope', async () => {
    const context = await browser.newContext({ viewport: PHONE });
    contexts.push(context);
    const page = await context.newPage();
    await page.goto(`${product.url}/contato`, { waitUntil: 'networkidle' });
    const fetched: string[] = [];
    page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
    const drawn = await page.evaluate(async () => {
      const heading = document.querySelector('h1')!;
      heading.textContent = 'Müller & Søn — Ærø';
      await document.fonts.load('800 40px "Manrope Variable"', heading.textContent);
      return document.fonts.check('800 40px "Manrope Variable"', heading.textContent);
    });
    expect(drawn).toBe(true);
    expect(fetched).toContainEqual(expect.stringMatching(/^\/assets\/manrope-latin-wght-normal-[\w-]+\.woff2$/));
  });
});

describe('thank-you page', () => {
  it('shows the specified heading and text', async () => {
    const { page } = await open('/obrigado');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Obrigado por entrar em contato conosco.');
    expect(await page.getByTestId('thanks').innerText()).toContain(
      'Em breve, um de nossos especialistas irá te atender!',
    );
  });
});
