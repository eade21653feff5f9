import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs, dialog, expectToast, newAdminPage, row, signIn } from './admin-helpers.js';
import { launchBrowser, startProduct, type Product } from './support/product.js';

/** Redirects and the 404 log (issue 16, decision 039): a slug change leaves a 301 behind; a 404 becomes a redirect from the log. */

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

const visit = (path: string, headers: Record<string, string> = {}) => fetch(`${product.url}${path}`, { redirect: 'manual', headers });

/** Optional pictures of the screen at a phone's and a laptop's width (E2E_SCREENSHOTS=dir). */
async function snapshot(page: Page, name: string) {
  const dir = process.env.E2E_SCREENSHOTS;
  if (!dir) return;
  for (const [width, height] of [[390, 844], [1366, 900]] as const) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

async function openRedirects(page: Page) {
  await page.getByRole('link', { name: 'Redirecionamentos' }).click();
  await page.getByRole('heading', { name: 'Redirecionamentos', level: 1 }).waitFor();
}

describe('redirects', () => {
  it('a published post’s slug changed in the admin leaves its old address answering 301 to the new one', async () => {
    const page = await newAdminPage(browser, product, contexts);
    await signIn(page, product);
    const created = await apiAs(page, 'POST', '/blog', { title: 'Checklist de lançamento', excerpt: 'O que revisar antes de publicar.', content: 'Texto.', slug: 'checklist-de-lancamento', status: 'published' });
    expect(created.status).toBe(201);
    // The old address is live (and now in the page cache of this instance).
    expect((await visit('/blog/checklist-de-lancamento')).status).toBe(200);

    await page.getByRole('link', { name: 'Blog' }).click();
    await page.getByRole('table', { name: 'Publicações' }).waitFor();
    await row(page, 'Checklist de lançamento').getByRole('button', { name: 'Editar post' }).click();
    const form = dialog(page, 'Editar Publicação');
    await form.getByLabel('Slug').fill('checklist-para-lancar-um-site');
    await form.getByRole('button', { name: 'Atualizar' }).click();
    await expectToast(page, 'Post atualizado com sucesso');
    await form.waitFor({ state: 'detached' });
    // The slug typed is the one saved (were the editor's typing lost, the old address would rightly stay live).
    const id = (created.body as { data: { id: string } }).data.id;
    expect(((await apiAs(page, 'GET', `/blog/${id}`)).body as { data: { slug: string } }).data.slug).toBe('checklist-para-lancar-um-site');

    const old = await visit('/blog/checklist-de-lancamento?utm_source=newsletter');
    expect(old.status).toBe(301);
    expect(old.headers.get('location')).toBe('/blog/checklist-para-lancar-um-site?utm_source=newsletter');
    const visitor = await (await browser.newContext()).newPage();
    await visitor.goto(`${product.url}/blog/checklist-de-lancamento`);
    expect(new URL(visitor.url()).pathname).toBe('/blog/checklist-para-lancar-um-site');
    await visitor.getByRole('heading', { name: 'Checklist de lançamento', level: 1 }).waitFor();
    await visitor.context().close();

    await openRedirects(page);
    const line = page.getByRole('table', { name: 'Redirecionamentos' }).getByRole('row', { name: /^\/blog\/checklist-de-lancamento / });
    await line.waitFor();
    expect(await line.textContent()).toContain('/blog/checklist-para-lancar-um-site');
    expect(await line.textContent()).toContain('Automático');
    await snapshot(page, 'redirects');
  });

  it('a visit to a missing address shows in the 404 log and becomes a redirect from its row, which then works', async () => {
    const missing = await visit('/servicos/consultoria-antiga?utm_campaign=x', { referer: 'https://parceiro.example/links?id=7', 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130' });
    expect(missing.status).toBe(404);
    expect((await visit('/wp-login.php')).status).toBe(404);

    const page = await newAdminPage(browser, product, contexts);
    await signIn(page, product);
    // Counts are written every couple of seconds.
    await expect
      .poll(async () => ((await apiAs(page, 'GET', '/redirects/not-found')).body?.data?.data ?? []).map((r: { path: string }) => r.path), { timeout: 10_000 })
      .toContain('/servicos/consultoria-antiga');
    await openRedirects(page);
    await page.getByRole('tab', { name: 'Não encontrados' }).click();
    const table = page.getByRole('table', { name: 'Endereços não encontrados' });
    const line = row(table, '/servicos/consultoria-antiga');
    await line.waitFor();
    expect(await line.textContent()).toContain('https://parceiro.example/links');
    // Probes for software the site does not run are hidden until asked for.
    expect(await row(table, '/wp-login.php').count()).toBe(0);
    await page.getByRole('button', { name: 'Mostrar robôs e sondagens' }).click();
    await row(table, '/wp-login.php').waitFor();
    await snapshot(page, 'not-found');

    await line.getByRole('button', { name: 'Criar redirecionamento de /servicos/consultoria-antiga' }).click();
    const form = dialog(page, 'Novo redirecionamento');
    expect(await form.getByLabel('De (endereço antigo)').inputValue()).toBe('/servicos/consultoria-antiga');
    await form.getByLabel('Para (destino)').fill('/software');
    await form.getByRole('button', { name: 'Criar redirecionamento' }).click();
    await expectToast(page, 'Redirecionamento criado');
    await form.waitFor({ state: 'detached' });

    const now = await visit('/servicos/consultoria-antiga?utm_campaign=x');
    expect(now.status).toBe(301);
    expect(now.headers.get('location')).toBe('/software?utm_campaign=x');
    await page.getByRole('tab', { name: 'Redirecionamentos' }).click();
    const made = row(page.getByRole('table', { name: 'Redirecionamentos' }), '/servicos/consultoria-antiga');
    await made.waitFor();
    expect(await made.textContent()).toContain('Manual');
  });
});
