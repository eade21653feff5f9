import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectToast, newAdminPage, signIn } from './admin-helpers.js';
import { launchBrowser, startProduct, type Product } from './support/product.js';

/** SEO › Assistentes de IA: the administrator's switch that keeps AI crawlers out through robots.txt (decision 033). */

let product: Product;
let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  [product, browser] = await Promise.all([startProduct(), launchBrowser()]);
});

afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => {});
  await browser?.close();
  await product?.stop();
});

const robots = async () => (await fetch(`${product.url}/robots.txt`)).text();

async function seoScreen(): Promise<Page> {
  const page = await newAdminPage(browser, product, contexts);
  await signIn(page, product);
  await page.goto(`${product.url}/admin/seo`, { waitUntil: 'networkidle' });
  return page;
}

describe('Assistentes de IA', () => {
  it('an administrator turns AI crawlers off and on, and robots.txt says so at once', async () => {
    const page = await seoScreen();
    const card = page.getByRole('region', { name: 'Assistentes de IA' });
    const toggle = card.getByRole('switch', { name: 'Permitir que assistentes de IA leiam o site' });
    await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('true');
    expect(await robots()).not.toContain('GPTBot');

    await toggle.click();
    await expectToast(page, 'Assistentes de IA bloqueados', 'O robots.txt já pede aos robôs de IA que não leiam nenhuma página do site.');
    expect(await toggle.getAttribute('aria-checked')).toBe('false');
    const blocked = await robots();
    for (const agent of ['GPTBot', 'ClaudeBot', 'Google-Extended', 'PerplexityBot']) expect(blocked).toContain(`User-agent: ${agent}\n`);
    expect(blocked).toMatch(/User-agent: DuckAssistBot\nDisallow: \/\n/);

    // Saved: a new visit to the screen shows it off.
    await page.reload({ waitUntil: 'networkidle' });
    await expect.poll(() => card.getByRole('switch').getAttribute('aria-checked')).toBe('false');

    await card.getByRole('switch').click();
    await expectToast(page, 'Assistentes de IA liberados', 'O robots.txt voltou a permitir que robôs de IA leiam o site.');
    expect(await robots()).not.toContain('GPTBot');
  });

  it('links to the files assistants read, which the site serves', async () => {
    const page = await seoScreen();
    const card = page.getByRole('region', { name: 'Assistentes de IA' });
    for (const name of ['robots.txt', 'llms.txt', 'llms-full.txt']) {
      const href = await card.getByRole('link', { name: new RegExp(`^${name.replace('.', '\\.')}`) }).getAttribute('href');
      expect(href).toBe(`/${name}`);
      expect((await fetch(`${product.url}${href}`)).status, name).toBe(200);
    }
  });
});
