import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { apiAs, dialog, newAdminPage, pngBuffer, signIn } from './admin-helpers.js';
import { launchBrowser, startProduct, type Product } from './support/product.js';

/** The back office's search (decision 035): Ctrl+K or the header field, the keyboard, what each role finds, recent items. */

let product: Product;
let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  [product, browser] = await Promise.all([startProduct(), launchBrowser()]);
});

// Each test's pages close with it: screens left open keep polling and slow the next sign-in.
afterEach(async () => {
  for (const context of contexts.splice(0)) await context.close().catch(() => {});
});

afterAll(async () => {
  await browser?.close();
  await product?.stop();
});

const POST = 'Por que o PostgreSQL é o nosso banco de dados padrão';
const LEAD = { name: 'Helena Quaresma', email: 'helena@quaresma.com.br', company: 'Quaresma Têxtil', message: 'Queremos um portal para representantes.' };
const EDITOR = { name: 'Edite Palheta', email: 'edite@e2e.dev', password: 'senha-da-edite-1', role: 'editor' };
const SALES = { name: 'Vera Quintas', email: 'vera@e2e.dev', password: 'senha-da-vera-1', role: 'sales' };

const palette = (page: Page) => dialog(page, 'Buscar no painel');
const box = (page: Page) => palette(page).getByRole('combobox', { name: 'Buscar no painel' });
const options = (page: Page) => palette(page).getByRole('option');
/** The option the box says is highlighted (aria-activedescendant), by its text. */
const highlighted = async (page: Page) => {
  const id = await box(page).getAttribute('aria-activedescendant');
  expect(id).toBeTruthy();
  const option = palette(page).locator(`[id="${id}"]`);
  expect(await option.getAttribute('aria-selected')).toBe('true');
  // Its visible text, without the 'Enter' hint the highlighted option shows on wide screens.
  return (await option.innerText())
    .replace(/\s+/g, ' ')
    .replace(/ Enter$/, '')
    .trim();
};
const groupNames = (scope: Locator) =>
  scope.getByRole('group').evaluateAll((groups) => groups.map((group) => document.getElementById(group.getAttribute('aria-labelledby')!)?.textContent ?? ''));

/** What the palette asked the API for: the types of each search request. */
function searchRequests(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/admin/search') asked.push(url.searchParams.get('types') ?? '');
  });
  return asked;
}

let leadId = '';
let mediaId = '';

describe('the search palette', () => {
  it('opens with Ctrl+K, finds as one types, moves with the arrows and opens the highlighted item with Enter', async () => {
    const res = await fetch(`${product.url}/api/contacts`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(LEAD) });
    leadId = (await res.json()).data.id;
    const page = await newAdminPage(browser, product, contexts);
    await signIn(page, product);
    for (const user of [EDITOR, SALES]) expect((await apiAs(page, 'POST', '/users', user)).status).toBe(201);
    mediaId = await page.evaluate(
      async (bytes) => {
        const body = new FormData();
        body.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'quaresma-fachada.png');
        const response = await fetch('/api/media/upload', {
          method: 'POST',
          headers: { Authorization: `Bearer ${localStorage.getItem('accessToken')}` },
          body,
        });
        return (await response.json()).data.id as string;
      },
      [...pngBuffer()],
    );
    const asked = searchRequests(page);

    await page.keyboard.press('Control+k');
    await palette(page).waitFor();
    // The focus is in the box; nothing was opened yet, so the empty box says what it searches.
    expect(await box(page).evaluate((element) => element === document.activeElement)).toBe(true);
    await palette(page).getByText('Busque em posts do blog, cases, páginas, mídia, contatos e usuários.', { exact: false }).waitFor();
    expect(await box(page).getAttribute('aria-expanded')).toBe('false');

    await page.keyboard.type('quaresma');
    await expect.poll(() => groupNames(palette(page))).toEqual(['Mídia', 'Contatos']);
    expect(await box(page).getAttribute('aria-expanded')).toBe('true');
    expect(await palette(page).getByRole('status').textContent()).toBe('2 resultados');
    // The first result is highlighted; the arrows move through every group and wrap around.
    expect(await highlighted(page)).toBe('quaresma-fachada.png image/png');
    await page.keyboard.press('ArrowDown');
    expect(await highlighted(page)).toBe(`${LEAD.name} ${LEAD.email} · ${LEAD.company}`);
    await page.keyboard.press('ArrowDown');
    expect(await highlighted(page)).toBe('quaresma-fachada.png image/png');
    await page.keyboard.press('ArrowUp');
    expect(await highlighted(page)).toBe(`${LEAD.name} ${LEAD.email} · ${LEAD.company}`);
    // Focus never left the box while moving (aria-activedescendant carries the highlight).
    expect(await box(page).evaluate((element) => element === document.activeElement)).toBe(true);
    // The combobox, its listbox, groups and options as axe reads them (names, roles, contrast).
    const { violations } = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
    expect(violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);

    await page.keyboard.press('Enter');
    await palette(page).waitFor({ state: 'detached' });
    await page.waitForURL(`${product.url}/admin/contatos`);
    const detail = dialog(page, 'Detalhes do Contato');
    await detail.getByText(LEAD.email).first().waitFor();
    // The administrator's palette asked for every type.
    expect(asked.at(-1)).toBe('post,case,page,media,lead,user');
    await page.keyboard.press('Escape');
    await detail.waitFor({ state: 'detached' });

    // Back in the box: a post by a word of its title, opened in its editor.
    await page.keyboard.press('Control+k');
    await box(page).fill('postgresql');
    await expect.poll(() => highlighted(page).catch(() => '')).toContain(POST);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/admin\/blog\?edit=/);
    const editor = dialog(page, 'Editar Publicação');
    await editor.waitFor();
    expect(await editor.getByLabel('Título', { exact: true }).first().inputValue()).toBe(POST);
  });

  it('lists the items opened lately when the box is empty, per person, and opens them again', async () => {
    const page = await newAdminPage(browser, product, contexts);
    await signIn(page, product);
    // Recent items live in this browser for this person: another context has none yet.
    await page.keyboard.press('Control+k');
    await palette(page).getByText('Os itens que você abrir aparecem aqui.', { exact: false }).waitFor();
    await box(page).fill('fachada');
    await expect.poll(() => highlighted(page).catch(() => '')).toBe('quaresma-fachada.png image/png');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${product.url}/admin/midia?edit=${mediaId}`);
    await dialog(page, 'Detalhes do arquivo').getByText('quaresma-fachada.png').first().waitFor();
    await page.keyboard.press('Escape');
    await dialog(page, 'Detalhes do arquivo').waitFor({ state: 'detached' });
    expect(new URL(page.url()).search).toBe('');

    await page.keyboard.press('Control+k');
    await expect.poll(() => groupNames(palette(page))).toEqual(['Recentes']);
    expect(await options(page).count()).toBe(1);
    expect(await highlighted(page)).toBe('quaresma-fachada.png image/png');
    expect(await palette(page).getByRole('status').textContent()).toBe('1 item recente');
    // Escape closes and gives the focus back.
    await page.keyboard.press('Escape');
    await palette(page).waitFor({ state: 'detached' });
  });

  it('gives an editor no leads and sales only leads, asking the API only for what the role may open', async () => {
    const editor = await newAdminPage(browser, product, contexts);
    await signIn(editor, product, EDITOR);
    const editorAsked = searchRequests(editor);
    await editor.keyboard.press('Control+k');
    await palette(editor).getByText('Busque em posts do blog, cases, páginas e mídia.', { exact: false }).waitFor();
    await box(editor).fill('quaresma');
    await expect.poll(() => groupNames(palette(editor))).toEqual(['Mídia']);
    expect(await palette(editor).textContent()).not.toContain(LEAD.email);
    expect(new Set(editorAsked)).toEqual(new Set(['post,case,page,media']));
    // The API refuses leads to an editor even when asked directly.
    expect((await apiAs(editor, 'GET', '/admin/search?q=quaresma&types=lead')).status).toBe(403);

    const sales = await newAdminPage(browser, product, contexts);
    await signIn(sales, product, SALES, '/admin/contatos');
    const salesAsked = searchRequests(sales);
    // The header's field works like the key: a click opens it; typing on it starts the search.
    await sales.getByRole('button', { name: 'Buscar no painel (Ctrl+K)' }).focus();
    await sales.keyboard.type('q');
    expect(await box(sales).inputValue()).toBe('q');
    await sales.keyboard.type('uaresma');
    await expect.poll(() => groupNames(palette(sales))).toEqual(['Contatos']);
    await box(sales).fill('postgresql');
    await palette(sales).getByText('Nenhum resultado para “postgresql”.').waitFor();
    expect(await palette(sales).getByRole('status').textContent()).toBe('Nenhum resultado');
    expect(new Set(salesAsked)).toEqual(new Set(['lead']));
    expect((await apiAs(sales, 'GET', '/admin/search?q=postgresql&types=post')).status).toBe(403);
    await box(sales).fill('helena');
    await expect.poll(() => highlighted(sales).catch(() => '')).toContain(LEAD.name);
    await sales.keyboard.press('Enter');
    await dialog(sales, 'Detalhes do Contato').getByText(LEAD.email).first().waitFor();
    expect(leadId).not.toBe('');
  });

  it("leaves Ctrl+K to the Markdown editor's link dialog inside the post form", async () => {
    const page = await newAdminPage(browser, product, contexts);
    await signIn(page, product);
    await page.getByRole('link', { name: 'Blog', exact: true }).click();
    await page.getByRole('button', { name: 'Nova Publicação' }).click();
    const form = dialog(page, 'Nova Publicação');
    const text = form.getByPlaceholder('Digite o conteúdo aqui... Use Markdown para formatação');
    await text.click();
    await page.keyboard.type('um link');
    await page.keyboard.press('Control+k');
    await dialog(page, 'Inserir link').waitFor();
    expect(await palette(page).count()).toBe(0);
  });

  it('fills the screen on a phone and keeps working by keyboard', async () => {
    const page = await newAdminPage(browser, product, contexts);
    await signIn(page, product);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: 'Buscar no painel (Ctrl+K)' }).click();
    const box390 = await palette(page).boundingBox();
    expect(box390).toEqual({ x: 0, y: 0, width: 390, height: 844 });
    await box(page).fill('postgresql');
    await expect.poll(() => highlighted(page).catch(() => '')).toContain(POST);
    await palette(page).getByRole('button', { name: 'Fechar a busca' }).click();
    await palette(page).waitFor({ state: 'detached' });
    expect(page.url()).toBe(`${product.url}/admin/cases`);
  });
});
