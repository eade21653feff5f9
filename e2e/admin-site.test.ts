import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs, dialog, expectToast, newAdminPage, signIn } from './admin-helpers.js';
import { launchBrowser, startProduct, type Product } from './support/product.js';

/** Back office, site tabs: Páginas (the pages' blocks; the editor itself in page-editor.test.ts), Menu e Rodapé, SEO (per page, global, health, sitemap). */

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

async function adminPage(): Promise<Page> {
  const page = await newAdminPage(browser, product, contexts);
  await signIn(page, product);
  return page;
}

/** The raw server-rendered HTML of a public page (what a crawler reads). */
async function publicHtml(path: string) {
  const response = await fetch(`${product.url}${path}`);
  expect(response.status).toBe(200);
  return response.text();
}

describe('site tabs', () => {
  it('lists the three tabs after Mídia in the sidebar', async () => {
    const page = await adminPage();
    const nav = page.getByRole('navigation').first();
    const labels = (await nav.getByRole('link').allInnerTexts()).map((text) => text.trim()).filter(Boolean);
    const media = labels.indexOf('Mídia');
    expect(media).toBeGreaterThanOrEqual(0);
    expect(labels.slice(media + 1, media + 4)).toEqual(['Páginas', 'Menu e Rodapé', 'SEO']);
  });

  it("the hero edited in Páginas becomes the public page's h1 at once", async () => {
    const page = await adminPage();
    await page.goto(`${product.url}/admin/paginas?page=software`);
    await page.getByRole('heading', { name: 'Páginas do Site' }).waitFor();
    const hero = page.getByRole('table', { name: 'Seções' }).getByRole('row').filter({ hasText: 'Abertura (hero)' });
    await hero.getByRole('button', { name: 'Editar seção' }).click();
    const form = dialog(page, 'Editar seção: Abertura (hero)');
    const title = form.getByLabel('Título (PT) *', { exact: true });
    // pt is required: the form says so on the field.
    await title.fill('');
    await form.getByRole('button', { name: 'Salvar Seção' }).click();
    await form.getByText('Título: o texto em português é obrigatório').waitFor();
    await title.fill('Software que acelera o seu negócio E2E');
    await form.getByRole('button', { name: 'Salvar Seção' }).click();
    await expectToast(page, 'Seção atualizada com sucesso!');
    await form.waitFor({ state: 'detached' });
    await page.getByRole('table', { name: 'Seções' }).getByText('Software que acelera o seu negócio E2E').waitFor();

    const site = await newAdminPage(browser, product, contexts);
    await site.goto(`${product.url}/software`);
    expect((await site.locator('h1').first().innerText()).trim()).toBe('Software que acelera o seu negócio E2E');
  });

  it('a footer link added in Menu e Rodapé shows in the public footer', async () => {
    const page = await adminPage();
    await page.goto(`${product.url}/admin/menu-rodape`);
    await page.getByRole('heading', { name: 'Menu e Rodapé', level: 1 }).waitFor();
    await page.getByRole('table', { name: 'Itens do menu' }).waitFor();
    const columns = page.getByRole('list', { name: 'Colunas do rodapé' });
    await columns.waitFor();
    await columns.getByRole('button', { name: 'Novo Link' }).first().click();
    const form = dialog(page, 'Novo Link');
    await form.getByLabel('Texto (pt)').fill('Portal do Cliente E2E');
    await form.getByLabel('URL').fill('/contato');
    await form.getByRole('button', { name: 'Salvar Link' }).click();
    await expectToast(page, 'Link criado com sucesso!');
    await columns.getByText('Portal do Cliente E2E').waitFor();

    const site = await newAdminPage(browser, product, contexts);
    await site.goto(`${product.url}/`);
    await site.getByRole('contentinfo').getByRole('link', { name: 'Portal do Cliente E2E' }).waitFor();
  });

  it('a menu label changed in Portuguese changes only the Portuguese site, each language keeping its own text', async () => {
    const page = await adminPage();
    await page.goto(`${product.url}/admin/menu-rodape`);
    const menu = page.getByRole('table', { name: 'Itens do menu' });
    const item = menu.getByRole('row').filter({ hasText: 'Aplicativo' });
    // The texts each language shows, not dictionary keys.
    expect(await item.textContent()).toContain('EN: App · ES: Aplicaciones');
    expect(await page.getByText(/Dicionário|nav\.app/).count()).toBe(0);
    await item.getByRole('button', { name: 'Editar item' }).click();
    const form = dialog(page, 'Editar Item do Menu');
    expect(await form.getByLabel('Texto (pt)').getAttribute('placeholder')).toBe('Aplicativo');
    expect(await form.getByText('Chave do dicionário').count()).toBe(0);
    await form.getByLabel('Texto (pt)').fill('Apps');
    await form.getByRole('button', { name: 'Salvar Item' }).click();
    await expectToast(page, 'Item do menu atualizado com sucesso!');
    await menu.getByRole('row').filter({ hasText: 'Apps' }).getByText('EN: App · ES: Aplicaciones').waitFor();

    const navLink = async (lang: string | null, name: string) => {
      const context = await browser.newContext();
      contexts.push(context);
      if (lang) await context.addCookies([{ name: 'lang', value: lang, url: product.url }]);
      const site = await context.newPage();
      await site.goto(`${product.url}/`);
      return site.getByRole('banner').getByRole('navigation').getByRole('link', { name, exact: true }).count();
    };
    expect(await navLink(null, 'Apps')).toBe(1);
    expect(await navLink('en', 'App')).toBe(1);
    expect(await navLink('es', 'Aplicaciones')).toBe(1);
  });

  it("a page's SEO title edited in SEO is the public page's <title>", async () => {
    const page = await adminPage();
    await page.goto(`${product.url}/admin/seo?page=sobre`);
    const form = page.getByRole('form', { name: 'SEO da página' });
    await form.waitFor();
    expect(await page.getByLabel('Página', { exact: true }).inputValue()).toBe('sobre');
    const title = form.getByLabel('Título (pt)');
    await title.fill('Sobre a Órbita E2E');
    await form.getByText('18/60 caracteres').waitFor();
    await form.getByRole('button', { name: 'Salvar SEO da página' }).click();
    await expectToast(page, 'SEO da página salvo com sucesso!');
    const html = await publicHtml('/sobre');
    expect(/<title>([^<]*)<\/title>/.exec(html)?.[1]).toContain('Sobre a Órbita E2E');
  });

  it('the health report lists problems with working fix links, and the sitemap can be generated', async () => {
    const page = await adminPage();
    await page.goto(`${product.url}/admin/seo`);
    const report = page.getByRole('table', { name: 'Problemas de SEO' });
    await report.waitFor();
    const rows = report.locator('tbody tr');
    expect(await rows.count()).toBeGreaterThan(0);
    const pageFix = report.locator('a[href^="/admin/seo?page="]').first();
    const href = (await pageFix.getAttribute('href')) ?? '';
    const target = new URL(href, product.url).searchParams.get('page') ?? '';
    expect(target).not.toBe('');
    await pageFix.click();
    await page.waitForURL(`${product.url}${href}`);
    await expect.poll(() => page.getByLabel('Página', { exact: true }).inputValue()).toBe(target);

    const otherFix = report.locator('a[href^="/admin/blog?edit="], a[href^="/admin/cases?edit="]').first();
    if ((await otherFix.count()) > 0) {
      const otherHref = (await otherFix.getAttribute('href')) ?? '';
      await otherFix.click();
      await page.waitForURL(`${product.url}${otherHref}`);
      await page.goto(`${product.url}/admin/seo`);
    }

    await page.getByRole('button', { name: 'Gerar sitemap' }).click();
    const texts = await expectToast(page, 'Sitemap gerado com sucesso!');
    expect(texts[1]).toMatch(/^\d+ URLs no sitemap\.$/);
  });

  it('shows the global SEO form read-only to editors', async () => {
    const admin = await adminPage();
    const credentials = { email: 'site-editor@e2e.dev', password: 'senha-da-editora-1' };
    const created = await apiAs(admin, 'POST', '/users', { name: 'Eva Editora', role: 'editor', ...credentials });
    expect(created.status).toBe(201);

    const page = await newAdminPage(browser, product, contexts);
    await signIn(page, product, credentials);
    await page.goto(`${product.url}/admin/seo`);
    const form = page.getByRole('form', { name: 'Configurações globais de SEO' });
    await form.waitFor();
    await page.getByText('Somente administradores podem alterar estas configurações.').waitFor();
    expect(await form.getByLabel('Nome do site').isDisabled()).toBe(true);
    expect(await form.getByRole('button', { name: 'Salvar configurações globais' }).count()).toBe(0);
    // The per-page form stays editable for editors.
    expect(await page.getByRole('form', { name: 'SEO da página' }).getByLabel('Título (pt)').isEditable()).toBe(true);
  });
});
