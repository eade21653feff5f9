import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { alertDialog, dialog, escapeRegExp, expectToast, signedInPage, startProductAndBrowser } from './admin-helpers.js';

/**
 * The Páginas editor (issue 14, decision 047): blocks added through forms generated from their types, with
 * every kind of field; the live preview beside the form follows the typing before anything is saved; a save
 * reaches the public page; blocks reordered by keyboard, hidden, duplicated and removed.
 */

const run = startProductAndBrowser();

const PAGE = 'sobre';
const stamp = Date.now().toString(36);
const text = (name: string) => `${name} ${stamp}`;

async function openPages(): Promise<Page> {
  const page = await signedInPage(run);
  await page.goto(`${run.product.url}/admin/paginas?page=${PAGE}`);
  await page.getByRole('heading', { name: 'Páginas do Site' }).waitFor();
  await page.getByRole('table', { name: 'Seções' }).getByRole('row').nth(1).waitFor();
  return page;
}

/** The public page's server-rendered HTML, in a language. */
async function publicHtml(prefix = '') {
  const response = await fetch(`${run.product.url}${prefix}/${PAGE}`);
  expect(response.status).toBe(200);
  return response.text();
}

/** Opens 'Nova Seção', picks the type, and answers the block's form. */
async function newBlock(page: Page, label: string): Promise<Locator> {
  await page.getByRole('button', { name: 'Nova Seção' }).click();
  await dialog(page, 'Nova seção').getByRole('button', { name: new RegExp(`^${escapeRegExp(label)}`) }).click();
  const form = dialog(page, `Nova seção: ${label}`);
  await form.waitFor();
  return form;
}

async function save(page: Page, form: Locator, toast = 'Seção criada com sucesso!') {
  await form.getByRole('button', { name: 'Salvar Seção' }).click();
  await expectToast(page, toast);
  await form.waitFor({ state: 'detached' });
}

const preview = (page: Page) => page.frameLocator('iframe[title="Prévia da página"]');
const rows = (page: Page) => page.getByRole('table', { name: 'Seções' }).getByRole('row');
const rowOf = (page: Page, name: string) => rows(page).filter({ hasText: name });
const rowTitles = async (page: Page) => (await rows(page).locator('td p.font-semibold').allInnerTexts()).map((value) => value.trim());

describe('page editor', () => {
  it('adds a block through its generated form, the preview showing it while typing, in each language, before it is saved', async () => {
    const page = await openPages();
    const form = await newBlock(page, 'Cartões');
    // line, text, choice, icon, link and a list of items, moved and removed.
    await form.getByLabel('Título (PT)', { exact: true }).fill(text('Cartões do editor'));
    await form.getByLabel('Estilo').selectOption('services');
    const first = form.getByRole('region', { name: 'Cartão 1' });
    await first.getByLabel('Título (PT) *').fill(text('Primeiro cartão'));
    await first.getByLabel('Texto (PT)').fill('Um texto de cartão escrito no formulário.');
    await first.getByLabel('Ícone').selectOption('rocket');
    await first.getByLabel('Link do título').fill('/contato');
    await form.getByRole('button', { name: 'Adicionar cartão' }).click();
    const second = form.getByRole('region', { name: 'Cartão 2' });
    await second.getByLabel('Título (PT) *').fill(text('Segundo cartão'));
    await second.getByRole('button', { name: 'Subir Cartão 2' }).click();
    expect(await form.getByRole('region', { name: 'Cartão 1' }).getByLabel('Título (PT) *').inputValue()).toBe(text('Segundo cartão'));

    // The preview follows the typing: nothing is saved yet.
    await preview(page).getByText(text('Cartões do editor')).waitFor({ timeout: 20_000 });
    await preview(page).getByText(text('Segundo cartão')).waitFor();
    expect(await publicHtml()).not.toContain(text('Cartões do editor'));

    // English: the same fields, the Portuguese as the placeholder, and the preview in English.
    await form.getByRole('radio', { name: /^EN/ }).click();
    const english = form.getByLabel('Título (EN)', { exact: true });
    expect(await english.first().getAttribute('placeholder')).toBe(text('Cartões do editor'));
    await english.first().fill(text('Editor cards'));
    await preview(page).getByText(text('Editor cards')).waitFor({ timeout: 20_000 });
    expect(await form.locator('iframe[title="Prévia da página"]').getAttribute('src')).toMatch(/^\/en\/previa\/pagina\/[0-9a-f]{64}\?v=\d+$/);
    // Phone width, then back.
    await form.getByRole('radio', { name: /Celular/ }).click();
    expect(await form.locator('iframe[title="Prévia da página"]').evaluate((frame) => frame.parentElement!.style.width)).toBe('390px');
    await form.getByRole('radio', { name: /^PT/ }).click();

    await save(page, form);
    await rowOf(page, text('Cartões do editor')).waitFor();
    const html = await publicHtml();
    expect(html).toContain(text('Cartões do editor'));
    expect(html.indexOf(text('Segundo cartão'))).toBeLessThan(html.indexOf(text('Primeiro cartão')));
    expect(await publicHtml('/en')).toContain(text('Editor cards'));
  });

  it('refuses a block without its required Portuguese text and a link of another scheme, on their fields', async () => {
    const page = await openPages();
    const form = await newBlock(page, 'Chamada para ação');
    await form.getByRole('region', { name: 'Botão 1' }).getByLabel('Link').fill('javascript:alert(1)');
    await form.getByRole('button', { name: 'Salvar Seção' }).click();
    await form.getByText('Título: o texto em português é obrigatório').waitFor();
    await form.getByText(/Use um caminho do site/).waitFor();
    await form.getByRole('button', { name: 'Cancelar' }).click();
    await alertDialog(page, 'Cancelar Edição').getByRole('button', { name: 'Sim, Cancelar' }).click();
  });

  it('takes every other kind of field: rich text, values, a toggle, technologies and hand-picked cases', async () => {
    const page = await openPages();

    let form = await newBlock(page, 'Texto');
    await form.getByLabel('Título (PT)', { exact: true }).fill(text('Texto rico'));
    await form.getByLabel('Texto (PT) *').fill('Um parágrafo com **negrito do editor**.');
    await preview(page).locator('strong', { hasText: 'negrito do editor' }).waitFor({ timeout: 20_000 });
    await save(page, form);

    form = await newBlock(page, 'Números');
    await form.getByLabel('Título (PT)', { exact: true }).fill(text('Números'));
    const metric = form.getByRole('region', { name: 'Número 1' });
    await metric.getByLabel('Valor').fill('321+');
    await metric.getByLabel('Legenda (PT) *').fill('clientes do editor');
    await save(page, form);

    form = await newBlock(page, 'Formatos de contratação');
    await form.getByLabel('Título (PT)', { exact: true }).fill(text('Formatos'));
    const plan = form.getByRole('region', { name: 'Formato 1' });
    await plan.getByLabel('Nome (PT) *').fill(text('Squad'));
    await plan.getByRole('switch', { name: 'Em destaque' }).click();
    await save(page, form);

    form = await newBlock(page, 'Tecnologias');
    await form.getByLabel('Título (PT)', { exact: true }).fill(text('Tecnologias'));
    await form.getByRole('checkbox', { name: 'Flutter' }).click();
    await form.getByRole('checkbox', { name: 'Kotlin' }).click();
    await save(page, form);

    form = await newBlock(page, 'Carrossel de cases');
    await form.getByLabel('Título (PT)', { exact: true }).fill(text('Cases escolhidos'));
    await form.getByLabel('Quais cases').selectOption('picked');
    const add = form.getByLabel('Adicionar case');
    await expect.poll(() => add.locator('option').count(), { timeout: 20_000 }).toBeGreaterThan(2);
    const [firstCase, secondCase] = await add.locator('option').evaluateAll((options) => options.slice(1, 3).map((option) => option.textContent ?? ''));
    await add.selectOption({ index: 1 });
    await add.selectOption({ index: 1 });
    await form.getByRole('button', { name: `Subir ${secondCase}` }).click();
    await save(page, form);

    const html = await publicHtml();
    for (const written of [text('Texto rico'), 'negrito do editor', '321+', 'clientes do editor', text('Squad'), text('Tecnologias'), text('Cases escolhidos')]) {
      expect(html).toContain(written);
    }
    const carousel = html.slice(html.indexOf(text('Cases escolhidos')));
    expect(carousel.indexOf(secondCase!)).toBeLessThan(carousel.indexOf(firstCase!));
  });

  it('reorders by keyboard, hides, duplicates and removes blocks, each reaching the public page', async () => {
    const page = await openPages();
    const name = text('Cartões do editor');
    await rowOf(page, name).waitFor();

    // Keyboard: the block moves up one place.
    const before = await rowTitles(page);
    const at = before.indexOf(name);
    await page.getByRole('button', { name: new RegExp(`^Reordenar ${escapeRegExp(name)}`) }).focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Space');
    await expectToast(page, 'Ordem das seções atualizada!');
    expect((await rowTitles(page)).indexOf(name)).toBe(at - 1);
    const html = await publicHtml();
    expect(html.indexOf(name)).toBeLessThan(html.indexOf(before[at - 1]!.slice(0, 30)));

    // Hidden: gone from the site; shown again.
    await rowOf(page, name).getByRole('button', { name: 'Ocultar seção' }).click();
    await expectToast(page, 'Seção oculta no site!');
    expect(await publicHtml()).not.toContain(name);
    await rowOf(page, name).getByRole('button', { name: 'Mostrar seção' }).click();
    await expectToast(page, 'Seção visível no site!');

    // Duplicated: the copy right after its original.
    const count = await rows(page).count();
    await rowOf(page, name).first().getByRole('button', { name: 'Duplicar seção' }).click();
    await expectToast(page, 'Seção duplicada!');
    await expect.poll(() => rows(page).count()).toBe(count + 1);
    const titles = await rowTitles(page);
    expect(titles[titles.indexOf(name) + 1]).toBe(name);
    expect((await publicHtml()).split(name).length - 1).toBe(2);

    // Removed, after the question.
    await rowOf(page, name).first().getByRole('button', { name: 'Excluir seção' }).click();
    await alertDialog(page, 'Confirmar exclusão').getByRole('button', { name: 'Excluir' }).click();
    await expectToast(page, 'Seção excluída com sucesso!');
    await expect.poll(() => rows(page).count()).toBe(count);
    expect((await publicHtml()).split(name).length - 1).toBe(1);
  });
});
