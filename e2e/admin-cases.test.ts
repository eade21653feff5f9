import type { Browser, BrowserContext, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alertDialog, apiAs, dialog, expectToast, newAdminPage, row, signIn } from './admin-helpers.js';
import { launchBrowser, startProduct, type Product } from './support/product.js';

/** Back office, Cases (product.md §2, §5, §8): create with the picker, validate, edit, toggle, reorder, delete. */

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

type CaseRow = { id: string; slug: string; title: string; order: number; published: boolean; featured: boolean; gallery: string[]; imageUrl: string; logoUrl: string | null; technologies: string[]; category: string; industry: string; client: string };

async function listCases(page: Page): Promise<CaseRow[]> {
  const res = await apiAs(page, 'GET', '/cases?sortBy=order&sortOrder=asc&limit=100');
  return (res.body as { data: { data: CaseRow[] } }).data.data;
}

async function openCases(): Promise<Page> {
  const page = await newAdminPage(browser, product, contexts);
  await signIn(page, product);
  await page.getByRole('heading', { name: 'Gerenciamento de Cases' }).waitFor();
  await page.getByRole('table', { name: 'Cases' }).waitFor();
  return page;
}

const titles = (page: Page) => page.getByRole('table', { name: 'Cases' }).locator('tbody tr p.font-semibold').allTextContents();

/** Picks `count` images in an open picker dialog and confirms. */
async function pick(page: Page, pickerName: string, count: number) {
  const picker = dialog(page, pickerName);
  await picker.waitFor();
  const tiles = picker.locator('button[aria-pressed]');
  await tiles.first().waitFor();
  for (let i = 0; i < count; i++) await tiles.nth(i).click();
  await picker.locator('[data-testid="media-check"]').nth(count - 1).waitFor();
  expect(await picker.getByText(count === 1 ? '1 arquivo selecionado' : `${count} arquivos selecionados`).count()).toBe(1);
  await picker.getByRole('button', { name: 'Confirmar Seleção' }).click();
  await picker.waitFor({ state: 'detached' });
}

describe('cases screen', () => {
  it('lists every case in order with the count, and shows skeletons while loading and the empty text', async () => {
    const page = await openCases();
    const all = await listCases(page);
    expect(all.length).toBeGreaterThan(3);
    expect(await page.getByRole('heading', { name: `Portfolio de Cases (${all.length})` }).count()).toBe(1);
    expect(await titles(page)).toEqual(all.map((c) => c.title));
    const headers = await page.getByRole('table', { name: 'Cases' }).locator('thead th').allTextContents();
    // Selection checkbox, then the reorder handle (named for screen readers only).
    expect(headers).toEqual(['', 'Ordem', 'Case', 'Cliente', 'Publicado', 'Destaque', 'Ações']);
    expect(await page.getByRole('table', { name: 'Cases' }).getByText(`/${all[0]!.slug}`, { exact: true }).count()).toBe(1);

    const empty = await newAdminPage(browser, product, contexts);
    await signIn(empty, product);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await empty.route('**/api/cases?*', async (route) => {
      await held;
      await route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({ success: true, data: { data: [], meta: { page: 1, limit: 100, total: 0, totalPages: 1, pagination: { page: 1, limit: 100, total: 0, totalPages: 1 } } } }),
      });
    });
    await empty.reload();
    await empty.getByLabel('Carregando cases').waitFor();
    release();
    await empty.getByText('Nenhum case cadastrado ainda.', { exact: true }).waitFor();
    expect(await empty.getByRole('heading', { name: 'Portfolio de Cases (0)' }).count()).toBe(1);
  });

  it('hides a broken thumbnail', async () => {
    const page = await openCases();
    const created = await apiAs(page, 'POST', '/cases', { title: 'Case com imagem quebrada', slug: 'case-com-imagem-quebrada', client: 'Ninguém', imageUrl: '/uploads/nao-existe.png' });
    expect(created.status).toBe(201);
    await page.reload({ waitUntil: 'networkidle' });
    const broken = row(page, 'Case com imagem quebrada');
    await broken.waitFor();
    await expect.poll(() => broken.getByTestId('case-thumb').count()).toBe(0);
    const healthy = (await listCases(page)).find((c) => c.imageUrl.startsWith('/uploads/') && c.slug !== 'case-com-imagem-quebrada')!;
    expect(await row(page, healthy.title).getByTestId('case-thumb').count()).toBe(1);
  });

  it('creates a case: validation messages, slug from the title, 409 on the slug field, images and gallery from the picker', async () => {
    const page = await openCases();
    const before = await listCases(page);
    await page.getByRole('button', { name: 'Novo Case' }).click();
    let form = dialog(page, 'Adicionar Novo Case');
    await form.getByRole('button', { name: 'Salvar Case' }).click();
    for (const message of ['Título é obrigatório', 'Slug é obrigatório', 'Cliente é obrigatório', 'Imagem principal é obrigatória', 'Escolha o serviço do case']) {
      await form.getByText(message, { exact: true }).waitFor();
    }
    expect(await form.getByRole('checkbox', { name: 'Publicar case' }).getAttribute('aria-checked')).toBe('true');
    expect(await form.getByRole('checkbox', { name: 'Case em destaque' }).getAttribute('aria-checked')).toBe('false');
    expect(await form.getByLabel('Ordem de exibição').inputValue()).toBe('0');

    await form.getByLabel('Título', { exact: true }).fill('Portal de Atendimento Ágil & Rápido');
    expect(await form.getByLabel('Slug').inputValue()).toBe('portal-de-atendimento-agil-rapido');
    await form.getByLabel('Slug').fill('Slug Inválido');
    await form.getByLabel('Título', { exact: true }).fill('Portal de Atendimento');
    expect(await form.getByLabel('Slug').inputValue()).toBe('Slug Inválido');
    await form.getByLabel('Cliente', { exact: true }).fill('Banco Horizonte');
    await form.getByLabel('Serviço').selectOption('software');
    await form.getByLabel('Setor').fill('Serviços financeiros');
    await form.getByLabel('Descrição', { exact: true }).fill('Atendimento omnichannel para 2 milhões de clientes.');
    await form.getByLabel('Tecnologias').fill('React, Node.js , , PostgreSQL');
    await form.getByRole('button', { name: 'Salvar Case' }).click();
    await form.getByText('Slug deve conter apenas letras minúsculas, números e hífens', { exact: true }).waitFor();

    await form.getByRole('group', { name: 'Imagem principal' }).getByRole('button', { name: 'Escolher imagem' }).click();
    await pick(page, 'Imagem principal', 1);
    form = dialog(page, 'Adicionar Novo Case');
    await form.getByRole('img', { name: 'Pré-visualização: Imagem principal' }).waitFor();
    await form.getByRole('group', { name: 'Logo do cliente' }).getByRole('button', { name: 'Escolher imagem' }).click();
    await pick(page, 'Logo do cliente', 1);

    const gallery = dialog(page, 'Adicionar Novo Case').getByRole('group', { name: 'Galeria de imagens' });
    expect(await gallery.getByTestId('gallery-count').textContent()).toBe('0/10');
    await gallery.getByRole('button', { name: 'Adicionar imagens' }).click();
    await pick(page, 'Galeria de imagens', 3);
    expect(await gallery.getByTestId('gallery-count').textContent()).toBe('3/10');
    const order = () => gallery.locator('li img').evaluateAll((imgs) => imgs.map((img) => img.getAttribute('src')));
    const initial = await order();
    expect(initial).toHaveLength(3);
    expect(await gallery.locator('li span.rounded-full').allTextContents()).toEqual(['1', '2', '3']);
    // Keyboard: pick up image 3, move it left once, drop.
    await gallery.getByRole('button', { name: /^Reordenar imagem 3/ }).focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('Space');
    expect(await order()).toEqual([initial[0], initial[2], initial[1]]);

    form = dialog(page, 'Adicionar Novo Case');
    // A slug that already exists: the server's 409 lands on the slug field.
    await form.getByLabel('Slug').fill(before[0]!.slug);
    await form.getByRole('button', { name: 'Salvar Case' }).click();
    await expectToast(page, 'Erro ao criar case', 'Já existe um case com este slug');
    await form.getByText('Já existe um case com este slug', { exact: true }).waitFor();

    await form.getByLabel('Slug').fill('portal-de-atendimento');
    await form.getByRole('checkbox', { name: 'Case em destaque' }).click();
    await form.getByRole('button', { name: 'Salvar Case' }).click();
    await expectToast(page, 'Case criado com sucesso!');
    await form.waitFor({ state: 'detached' });
    await page.getByRole('heading', { name: `Portfolio de Cases (${before.length + 1})` }).waitFor();
    await row(page, 'Portal de Atendimento').waitFor();

    const saved = (await listCases(page)).find((c) => c.slug === 'portal-de-atendimento')!;
    expect(saved).toMatchObject({
      title: 'Portal de Atendimento',
      client: 'Banco Horizonte',
      technologies: ['React', 'Node.js', 'PostgreSQL'],
      published: true,
      featured: true,
      category: 'software',
      industry: 'Serviços financeiros',
      gallery: [initial[0], initial[2], initial[1]],
    });
    expect(saved.logoUrl).toMatch(/^\/uploads\//);
  });

  it('edits a case, fills the gallery to 10 (the add button goes away) and saves', async () => {
    const page = await openCases();
    const target = (await listCases(page))[1]!;
    await row(page, target.title).getByRole('button', { name: 'Editar case' }).click();
    const form = dialog(page, 'Editar Case');
    expect(await form.getByLabel('Título', { exact: true }).inputValue()).toBe(target.title);
    expect(await form.getByLabel('Slug').inputValue()).toBe(target.slug);
    // Editing keeps the slug even when the title changes.
    await form.getByLabel('Título', { exact: true }).fill(`${target.title} (v2)`);
    expect(await form.getByLabel('Slug').inputValue()).toBe(target.slug);
    await form.getByLabel('Cliente', { exact: true }).fill('Cliente Renomeado');

    const gallery = form.getByRole('group', { name: 'Galeria de imagens' });
    const existing = target.gallery.length;
    await gallery.getByRole('button', { name: 'Adicionar imagens' }).click();
    const picker = dialog(page, 'Galeria de imagens');
    await picker.getByText(`Selecione até ${10 - existing} imagens para a galeria.`).waitFor();
    // Skip files already in the gallery.
    const tiles = picker.locator('button[aria-pressed]');
    await tiles.first().waitFor();
    let chosen = 0;
    for (let i = 0; chosen < 10 - existing && i < (await tiles.count()); i++) {
      const src = await tiles.nth(i).locator('img').getAttribute('src');
      if (target.gallery.some((url) => src?.startsWith(url.replace(/\.\w+$/, '')))) continue;
      await tiles.nth(i).click();
      chosen++;
    }
    // At the limit, the remaining tiles are disabled.
    expect(await picker.locator('button[aria-pressed="false"]:disabled').count()).toBeGreaterThan(0);
    await picker.getByRole('button', { name: 'Confirmar Seleção' }).click();
    await expect.poll(() => gallery.getByTestId('gallery-count').textContent()).toBe('10/10');
    expect(await gallery.getByRole('button', { name: 'Adicionar imagens' }).count()).toBe(0);
    await gallery.getByRole('button', { name: 'Remover imagem 10' }).click();
    expect(await gallery.getByTestId('gallery-count').textContent()).toBe('9/10');
    await gallery.getByRole('button', { name: 'Adicionar imagens' }).waitFor();

    await form.getByRole('button', { name: 'Salvar Case' }).click();
    await expectToast(page, 'Case atualizado com sucesso!');
    await row(page, `${target.title} (v2)`).waitFor();
    const saved = (await listCases(page)).find((c) => c.id === target.id)!;
    expect(saved.client).toBe('Cliente Renomeado');
    expect(saved.gallery).toHaveLength(9);
  });

  it('toggles published and featured from the table', async () => {
    const page = await openCases();
    const target = (await listCases(page)).find((c) => c.published && !c.featured)!;
    const line = row(page, target.title);
    await line.getByRole('button', { name: 'Despublicar case' }).click();
    await expectToast(page, 'Status de publicação atualizado!');
    expect(await line.getByRole('button', { name: 'Publicar case' }).getAttribute('aria-pressed')).toBe('false');
    const publicRead = await fetch(`${product.url}/api/cases/slug/${target.slug}`);
    expect(publicRead.status).toBe(404);

    await line.getByRole('button', { name: 'Destacar case' }).click();
    await expectToast(page, 'Status de destaque atualizado!');
    expect(await line.getByRole('button', { name: 'Remover destaque' }).getAttribute('aria-pressed')).toBe('true');

    await page.reload({ waitUntil: 'networkidle' });
    const after = row(page, target.title);
    await after.getByRole('button', { name: 'Publicar case' }).waitFor();
    await after.getByRole('button', { name: 'Publicar case' }).click();
    await expectToast(page, 'Status de publicação atualizado!');
    expect((await fetch(`${product.url}/api/cases/slug/${target.slug}`)).status).toBe(200);
  });

  it('reorders by keyboard and by dragging, saving 1-based orders', async () => {
    const page = await openCases();
    const start = await titles(page);
    const reorders: unknown[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/cases/reorder')) reorders.push(request.postDataJSON());
    });

    await page.getByRole('button', { name: new RegExp(`^Reordenar ${escape(start[2]!)}`) }).focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Space');
    await expectToast(page, 'Ordem dos cases atualizada!');
    const expected = [start[2], start[0], start[1], ...start.slice(3)];
    expect(await titles(page)).toEqual(expected);
    const body = reorders[0] as { orders: { id: string; order: number }[] };
    expect(body.orders.map((o) => o.order)).toEqual(expected.map((_, i) => i + 1));
    expect((await listCases(page)).map((c) => c.title)).toEqual(expected);

    // Escape cancels a keyboard move.
    await page.getByRole('button', { name: new RegExp(`^Reordenar ${escape(expected[0]!)}`) }).focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Escape');
    expect(await titles(page)).toEqual(expected);
    expect(reorders).toHaveLength(1);

    // Pointer: drag the 4th row's handle above the 1st.
    const handle = page.getByRole('button', { name: new RegExp(`^Reordenar ${escape(expected[3]!)}`) });
    const firstRow = await page.getByRole('table', { name: 'Cases' }).locator('tbody tr').first().boundingBox();
    const box = (await handle.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    for (const y of [box.y - 20, firstRow!.y + 40, firstRow!.y + 10, firstRow!.y + 2]) await page.mouse.move(box.x + box.width / 2, y, { steps: 4 });
    await page.mouse.up();
    await expectToast(page, 'Ordem dos cases atualizada!');
    const dragged = [expected[3], expected[0], expected[1], expected[2], ...expected.slice(4)];
    expect(await titles(page)).toEqual(dragged);
    await page.reload({ waitUntil: 'networkidle' });
    await page.getByRole('table', { name: 'Cases' }).waitFor();
    expect(await titles(page)).toEqual(dragged);
  });

  it('deletes a case after the confirmation', async () => {
    const page = await openCases();
    const all = await listCases(page);
    const target = all[all.length - 1]!;
    await row(page, target.title).getByRole('button', { name: 'Excluir case' }).click();
    const confirm = alertDialog(page, 'Confirmar exclusão');
    expect(await confirm.textContent()).toContain(`Tem certeza que deseja excluir o case "${target.title}"?`);
    await confirm.getByRole('button', { name: 'Cancelar' }).click();
    await row(page, target.title).getByRole('button', { name: 'Excluir case' }).click();
    await alertDialog(page, 'Confirmar exclusão').getByRole('button', { name: 'Excluir' }).click();
    await expectToast(page, 'Case excluído com sucesso!');
    await row(page, target.title).waitFor({ state: 'detached' });
    await page.getByRole('heading', { name: `Portfolio de Cases (${all.length - 1})` }).waitFor();
  });

  it('shows the error toasts when the API fails', async () => {
    const page = await openCases();
    const fail = (route: Route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ statusCode: 500, error: 'Internal Server Error', message: 'Falha simulada' }) });
    await page.route('**/api/cases/reorder', fail);
    // Writes fail; the editor's read of the whole case goes through (it is checked failing last).
    await page.route(/\/api\/cases\/[0-9a-f-]{36}$/, (route) => (route.request().method() === 'GET' ? route.fallback() : fail(route)));
    const start = await titles(page);
    await page.getByRole('button', { name: new RegExp(`^Reordenar ${escape(start[1]!)}`) }).focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Space');
    await expectToast(page, 'Erro ao reordenar cases', 'Falha simulada');
    expect(await titles(page)).toEqual(start);

    const line = row(page, start[0]!);
    await line.getByRole('button', { name: /Despublicar case|Publicar case/ }).click();
    await expectToast(page, 'Erro ao atualizar publicação', 'Falha simulada');
    await line.getByRole('button', { name: /Destacar case|Remover destaque/ }).click();
    await expectToast(page, 'Erro ao atualizar destaque', 'Falha simulada');
    await line.getByRole('button', { name: 'Excluir case' }).click();
    await alertDialog(page, 'Confirmar exclusão').getByRole('button', { name: 'Excluir' }).click();
    await expectToast(page, 'Erro ao excluir case', 'Falha simulada');
    await line.getByRole('button', { name: 'Editar case' }).click();
    await dialog(page, 'Editar Case').getByRole('button', { name: 'Salvar Case' }).click();
    await expectToast(page, 'Erro ao atualizar case', 'Falha simulada');
    await dialog(page, 'Editar Case').getByRole('button', { name: 'Cancelar' }).click();
    await dialog(page, 'Editar Case').waitFor({ state: 'detached' });

    await page.route(/\/api\/cases\/[0-9a-f-]{36}(\?.*)?$/, fail);
    await line.getByRole('button', { name: 'Editar case' }).click();
    await expectToast(page, 'Erro ao carregar case', 'Falha simulada');
    expect(await page.getByRole('dialog').count()).toBe(0);
  });
});

function escape(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
