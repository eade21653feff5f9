import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs, newAdminPage, signIn } from './admin-helpers.js';
import { checkListScreen, type ListScreen } from './admin-list.js';
import { E2E_ADMIN, launchBrowser, startProduct, type Product } from './support/product.js';

/** Every list screen of the back office passes the same checks (e2e/admin-list.ts): one kit, one behaviour. */

let product: Product;
let browser: Browser;
let page: Page;
const contexts: BrowserContext[] = [];

const pad = (n: number) => String(n).padStart(2, '0');

beforeAll(async () => {
  // Leads come through the public form, limited per address: each seeded lead has its own.
  [product, browser] = await Promise.all([startProduct({ env: { TRUST_PROXY: 'true' } }), launchBrowser()]);
  page = await newAdminPage(browser, product, contexts);
  await signIn(page, product);
  for (let n = 1; n <= 12; n++) {
    const post = { title: `Lista de teste ${pad(n)}`, excerpt: `Resumo ${n}`, content: `Texto ${n}`, status: 'draft' };
    expect((await apiAs(page, 'POST', '/blog', post)).status).toBe(201);
  }
  for (let n = 1; n <= 25; n++) {
    const res = await fetch(`${product.url}/api/contacts`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${n}` },
      body: JSON.stringify({ name: `Lead ${pad(n)}`, email: `lead${pad(n)}@exemplo.com`, message: `Mensagem ${n}` }),
    });
    expect(res.status).toBe(201);
  }
});

afterAll(async () => {
  await browser?.close();
  await product?.stop();
});

const MISS = 'zz-nada-corresponde-zz';

describe('list screens', () => {
  it('Blog: sort, search in the address, pages, empty states, bulk publish, cards on a phone', async () => {
    const screen: ListScreen = {
      path: '/admin/blog',
      table: 'Publicações',
      search: { label: 'Buscar publicações', hit: 'Lista de teste', miss: MISS },
      sort: { header: 'Publicação', api: (order) => `/blog/admin?sortBy=title&sortOrder=${order}&limit=10`, text: (post) => String(post.title) },
      emptyFiltered: 'Nenhuma publicação encontrada com os filtros aplicados.',
      paged: true,
      bulk: { action: 'Publicar', toast: (n) => `${n} posts publicados`, selected: (n) => `${n} publicações selecionadas` },
    };
    await checkListScreen(page, product.url, screen);
    // The status filter lives in the address too, and both published posts are now under Publicadas.
    await page.goto(`${product.url}/admin/blog?status=draft&q=Lista`, { waitUntil: 'networkidle' });
    expect(await page.getByRole('group', { name: 'Status' }).getByRole('button', { name: 'Rascunhos' }).getAttribute('aria-pressed')).toBe('true');
    expect(await page.getByRole('table', { name: 'Publicações' }).locator('tbody tr').count()).toBe(10);
  });

  it('Contatos: sort, search in the address, pages, empty states, bulk mark read, cards on a phone', async () => {
    await checkListScreen(page, product.url, {
      path: '/admin/contatos',
      table: 'Contatos',
      search: { label: 'Buscar contatos', hit: 'lead0', miss: MISS },
      sort: { header: 'Nome', api: (order) => `/contacts?sortBy=name&sortOrder=${order}&limit=20`, text: (lead) => String(lead.name) },
      emptyFiltered: 'Nenhum contato encontrado com os filtros aplicados.',
      paged: true,
      bulk: { action: 'Marcar como lidos', toast: (n) => `${n} contatos marcados como lidos`, selected: (n) => `${n} contatos selecionados` },
    });
  });

  it('Cases: sort, search in the address, empty states, bulk feature, cards on a phone', async () => {
    const cases = (await apiAs(page, 'GET', '/cases?limit=100')).body.data.data as { title: string }[];
    await checkListScreen(page, product.url, {
      path: '/admin/cases',
      table: 'Cases',
      search: { label: 'Buscar cases', hit: cases[0]!.title, miss: MISS },
      sort: { header: 'Case', api: (order) => `/cases?sortBy=title&sortOrder=${order}&limit=100`, text: (item) => String(item.title) },
      emptyFiltered: 'Nenhum case encontrado com os filtros aplicados.',
      paged: false,
      bulk: { action: 'Destacar', toast: (n) => `${n} cases destacados`, selected: (n) => `${n} cases selecionados` },
    });
  });

  it('Traduções: search in the address, pages, empty states, cards on a phone', async () => {
    const cases = (await apiAs(page, 'GET', '/cases?limit=100')).body.data.data as { title: string }[];
    await checkListScreen(page, product.url, {
      path: '/admin/traducoes',
      table: 'Traduções',
      search: { label: 'Buscar pelo título', hit: cases[0]!.title, miss: MISS },
      emptyFiltered: 'Nada com estes filtros.',
      paged: true,
    });
  });

  it('Atividade: what the team did, filtered by type and day in the address, each row opening its item, cards on a phone', async () => {
    await page.goto(`${product.url}/admin/atividade`, { waitUntil: 'networkidle' });
    const table = page.getByRole('table', { name: 'Atividade' });
    await table.waitFor();
    await page.getByLabel('Tipo').selectOption({ label: 'Post' });
    await expect.poll(() => new URL(page.url()).searchParams.get('tipo')).toBe('blog');
    // Only posts: the twelve this file created through the API, and what the Blog check did to them, by the admin.
    await expect.poll(async () => (await table.locator('tbody tr').allInnerTexts()).every((row) => row.includes('· Post') && row.includes(E2E_ADMIN.email))).toBe(true);
    expect(await table.locator('tbody tr').filter({ hasText: /Criou · Post/ }).count()).toBe(12);
    await page.getByLabel('Até').fill('2020-01-31');
    await expect.poll(() => new URL(page.url()).searchParams.get('ate')).toBe('2020-01-31');
    await page.getByText('Nenhuma atividade com estes filtros.').waitFor();
    await page.reload({ waitUntil: 'networkidle' });
    await page.getByText('Nenhuma atividade com estes filtros.').waitFor();
    await page.goto(`${product.url}/admin/atividade?tipo=blog`, { waitUntil: 'networkidle' });
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.setViewportSize({ width: 1366, height: 900 });
    await table.getByRole('link', { name: 'Lista de teste 12' }).click();
    await page.getByRole('dialog', { name: 'Editar Publicação' }).waitFor();
    expect(await page.getByRole('dialog').getByLabel('Título').first().inputValue()).toBe('Lista de teste 12');
  });

  it('Usuários: search in the address, empty states, cards on a phone', async () => {
    await checkListScreen(page, product.url, {
      path: '/admin/usuarios',
      table: 'Usuários',
      search: { label: 'Buscar usuários', hit: E2E_ADMIN.email, miss: MISS },
      emptyFiltered: 'Nenhum usuário encontrado com a busca.',
      paged: false,
    });
  });
});

describe('form dialogs', () => {
  it('ask before unsaved changes are lost: closing, leaving the screen, closing the tab', async () => {
    const form = await newAdminPage(browser, product, contexts);
    await signIn(form, product);
    // Arrive at Cases from another screen, so Back stays in the back office.
    await form.getByRole('link', { name: 'Blog', exact: true }).click();
    await form.getByRole('heading', { name: 'Gerenciamento do Blog' }).waitFor();
    await form.getByRole('link', { name: 'Cases', exact: true }).click();
    await form.getByRole('button', { name: 'Novo Case' }).click();
    const dialog = form.getByRole('dialog', { name: 'Adicionar Novo Case' });
    await dialog.getByLabel('Título', { exact: true }).fill('Um case ainda não salvo');

    // Escape: the question, and back to the form with the text kept.
    await form.keyboard.press('Escape');
    const question = form.getByRole('alertdialog', { name: 'Cancelar Edição' });
    await question.getByRole('button', { name: 'Voltar à Edição' }).click();
    expect(await dialog.getByLabel('Título', { exact: true }).inputValue()).toBe('Um case ainda não salvo');

    // Back in the browser (leaving the screen): asked too; staying keeps the address.
    await form.goBack();
    await question.waitFor();
    await question.getByRole('button', { name: 'Voltar à Edição' }).click();
    expect(new URL(form.url()).pathname).toBe('/admin/cases');

    // Closing the tab: the browser's own question.
    const asked = new Promise<string>((resolve) => form.once('dialog', (prompt) => { resolve(prompt.type()); void prompt.dismiss(); }));
    await form.close({ runBeforeUnload: true });
    expect(await asked).toBe('beforeunload');
  });

  it('a screen form with unsaved changes asks before a sidebar link takes the user away', async () => {
    const screen = await newAdminPage(browser, product, contexts);
    await signIn(screen, product);
    await screen.getByRole('link', { name: 'Contato config' }).click();
    await screen.getByRole('heading', { name: 'Configurações de Contato' }).waitFor();
    const number = screen.getByLabel('Número').first();
    await number.fill('+55 11 4000-0000');
    await screen.getByRole('link', { name: 'Blog', exact: true }).click();
    const question = screen.getByRole('alertdialog', { name: 'Cancelar Edição' });
    await question.getByRole('button', { name: 'Voltar à Edição' }).click();
    expect(new URL(screen.url()).pathname).toBe('/admin/contato-config');
    expect(await number.inputValue()).toBe('+55 11 4000-0000');
    await screen.getByRole('link', { name: 'Blog', exact: true }).click();
    await question.getByRole('button', { name: 'Sim, Cancelar' }).click();
    await screen.getByRole('heading', { name: 'Gerenciamento do Blog' }).waitFor();
  });
});
