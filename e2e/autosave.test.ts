import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs, dialog, expectToast, newAdminPage, signIn } from './admin-helpers.js';
import { launchBrowser, startProduct, type Product } from './support/product.js';

/* Autosave and unsaved changes (issue 16, decision 043): the working copy of the post and case dialogs. */

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

const editorText = (form: Locator) => form.getByPlaceholder('Digite o conteúdo aqui... Use Markdown para formatação');
const SAVED = /^Salvo automaticamente às \d{2}:\d{2}$/;
const OFFER = /^Você tem alterações não salvas de \d{2}:\d{2}$/;

/** The blog screen, or with `?edit=<id>` the post's editor on it (the list behind is hidden from the accessibility tree). */
async function openBlog(page: Page, query = '') {
  await page.goto(`${product.url}/admin/blog${query}`);
  await (query ? dialog(page, 'Editar Publicação') : page.getByRole('table', { name: 'Publicações' })).waitFor();
}

describe('autosave', () => {
  it('keeps a new post typed in a tab that was closed, and offers it back on reopening: Restaurar brings the text back', async () => {
    const page = await newAdminPage(browser, product, contexts);
    await signIn(page, product);
    await openBlog(page);
    await page.getByRole('button', { name: 'Nova Publicação' }).click();
    let form = dialog(page, 'Nova Publicação');
    await form.getByLabel('Título', { exact: true }).fill('Rascunho que sobreviveu ao fechamento');
    await form.getByLabel('Resumo').fill('Um resumo digitado antes de a aba fechar');
    await editorText(form).fill('Um texto que ninguém quer perder.');
    const status = form.getByTestId('autosave-status');
    await status.getByText(SAVED).waitFor({ timeout: 10_000 });

    // Not a post: the list has no such item; the copy is the person's own.
    expect((await apiAs(page, 'GET', '/blog/admin?search=sobreviveu')).body.data.meta.total).toBe(0);
    expect((await apiAs(page, 'GET', '/working-copies/post/new')).body.data.data.title).toBe('Rascunho que sobreviveu ao fechamento');

    // The tab goes without asking (as a crash would), and the admin opens again in a new one.
    const context = page.context();
    await page.close({ runBeforeUnload: false });
    const again = await context.newPage();
    await openBlog(again);
    await again.getByRole('button', { name: 'Nova Publicação' }).click();
    form = dialog(again, 'Nova Publicação');
    const offer = form.getByRole('alert').filter({ hasText: 'alterações não salvas' });
    expect((await offer.locator('p').textContent())?.trim()).toMatch(OFFER);
    expect(await form.getByLabel('Título', { exact: true }).inputValue()).toBe('');
    await offer.getByRole('button', { name: 'Restaurar' }).click();
    await offer.waitFor({ state: 'detached' });
    expect(await form.getByLabel('Título', { exact: true }).inputValue()).toBe('Rascunho que sobreviveu ao fechamento');
    expect(await form.getByLabel('Resumo').inputValue()).toBe('Um resumo digitado antes de a aba fechar');
    expect(await editorText(form).inputValue()).toBe('Um texto que ninguém quer perder.');

    // Restored changes are unsaved changes: closing asks first.
    await again.keyboard.press('Escape');
    await again.getByRole('alertdialog', { name: 'Cancelar Edição' }).getByRole('button', { name: 'Voltar à Edição' }).click();

    // Saving for real ends the copy: the next "Nova Publicação" starts empty, with nothing to offer.
    await form.getByRole('button', { name: 'Criar Post' }).click();
    await expectToast(again, 'Post criado com sucesso');
    expect((await apiAs(again, 'GET', '/working-copies/post/new')).body.data).toBeNull();
    await again.getByRole('button', { name: 'Nova Publicação' }).click();
    form = dialog(again, 'Nova Publicação');
    await form.getByLabel('Título', { exact: true }).waitFor();
    expect(await form.getByText('alterações não salvas').count()).toBe(0);
  }, 180_000);

  it('keeps changes made offline in the browser, sends them when the connection returns, and Descartar drops them', async () => {
    const page = await newAdminPage(browser, product, contexts);
    await signIn(page, product);
    const created = await apiAs(page, 'POST', '/blog', { title: 'Post editado sem rede', excerpt: 'Resumo salvo', content: 'Texto salvo', status: 'draft' });
    expect(created.status).toBe(201);
    const id = created.body.data.id as string;
    await openBlog(page, `?edit=${id}`);
    const form = dialog(page, 'Editar Publicação');
    await form.getByLabel('Título', { exact: true }).waitFor();
    expect(await form.getByLabel('Resumo').inputValue()).toBe('Resumo salvo');

    await page.context().setOffline(true);
    await form.getByLabel('Resumo').fill('Resumo escrito sem conexão');
    const status = form.getByTestId('autosave-status');
    await status.getByText('Sem conexão — alterações guardadas neste navegador').waitFor({ timeout: 10_000 });
    // Kept per person and item.
    const kept = await page.evaluate(
      (item) => Object.entries(localStorage).find(([key]) => key.startsWith('softhouse:autosave:') && key.endsWith(`:post:${item}`))?.[1],
      id,
    );
    expect(JSON.parse(kept!).data.excerpt).toBe('Resumo escrito sem conexão');

    await page.context().setOffline(false);
    await status.getByText(SAVED).waitFor({ timeout: 10_000 });
    expect((await apiAs(page, 'GET', `/working-copies/post/${id}`)).body.data.data.excerpt).toBe('Resumo escrito sem conexão');

    // A crash later: the copy is offered on the post; Descartar leaves the saved post and deletes the copy.
    const context = page.context();
    await page.close({ runBeforeUnload: false });
    const again = await context.newPage();
    await openBlog(again, `?edit=${id}`);
    const reopened = dialog(again, 'Editar Publicação');
    const offer = reopened.getByRole('alert').filter({ hasText: 'alterações não salvas' });
    await offer.getByRole('button', { name: 'Descartar' }).click();
    await offer.waitFor({ state: 'detached' });
    expect(await reopened.getByLabel('Resumo').inputValue()).toBe('Resumo salvo');
    await expect.poll(async () => (await apiAs(again, 'GET', `/working-copies/post/${id}`)).body.data).toBeNull();
  }, 180_000);
});
