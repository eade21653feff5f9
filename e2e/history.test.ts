import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { alertDialog, apiAs, dialog, expectToast, row, signedInPage, startProductAndBrowser } from './admin-helpers.js';
import { E2E_ADMIN } from './support/product.js';

/* History (issue 16, decision 042): comparing and restoring a revision, and the 409 of a save made over another's. */

const run = startProductAndBrowser();

const editorText = (form: Locator) => form.getByPlaceholder('Digite o conteúdo aqui... Use Markdown para formatação');

async function editPost(page: Page, title: string, content: string) {
  await row(page, title).getByRole('button', { name: 'Editar post' }).click();
  const form = dialog(page, 'Editar Publicação');
  await editorText(form).fill(content);
  await form.getByRole('button', { name: 'Atualizar' }).click();
  await expectToast(page, 'Post atualizado com sucesso');
  await form.waitFor({ state: 'detached' });
}

describe('history', () => {
  it('compares an old version of a post word by word, restores it, and the public post shows the old text again', async () => {
    const page = await signedInPage(run);
    const title = 'Post com histórico de versões';
    const created = await apiAs(page, 'POST', '/blog', {
      title,
      slug: 'post-com-historico',
      excerpt: 'Um post para o histórico',
      content: 'O texto original fala de arquitetura limpa.',
      status: 'published',
    });
    expect(created.status).toBe(201);

    await page.getByRole('link', { name: 'Blog' }).click();
    await row(page, title).waitFor();
    await editPost(page, title, 'O texto revisado fala de arquitetura hexagonal.');
    await editPost(page, title, 'O texto final fala de arquitetura hexagonal e testes.');

    await row(page, title).getByRole('button', { name: 'Editar post' }).click();
    await dialog(page, 'Editar Publicação').getByRole('button', { name: 'Histórico' }).click();
    const history = dialog(page, 'Histórico');
    const versions = history.getByRole('navigation', { name: 'Versões' });
    await versions.getByRole('button', { name: /Versão 3/ }).getByText('Atual').waitFor();
    await versions.getByRole('button', { name: /Versão 1/ }).click();
    const content = history.getByRole('listitem').filter({ hasText: /^Conteúdo/ });
    await content.waitFor();
    expect(await content.locator('del').allTextContents()).toEqual(['original', 'limpa']);
    expect((await content.locator('ins').allTextContents()).join(' ')).toContain('final');
    expect(await content.locator('ins').allTextContents()).toContain('hexagonal e testes');

    await history.getByRole('button', { name: 'Restaurar' }).click();
    await alertDialog(page, 'Restaurar a versão 1?').getByRole('button', { name: 'Restaurar' }).click();
    await expectToast(page, 'Versão restaurada', 'A versão 1 voltou como versão 4.');
    await history.waitFor({ state: 'detached' });

    const visitor = await run.browser.newContext();
    run.contexts.push(visitor);
    const publicPage = await visitor.newPage();
    await publicPage.goto(`${run.product.url}/blog/post-com-historico`);
    await publicPage.locator('html[data-hydrated]').waitFor();
    await publicPage.getByText('O texto original fala de arquitetura limpa.').waitFor();
    expect(await publicPage.getByText('hexagonal').count()).toBe(0);

    // The activity log has the restore, by the admin who made it.
    const { id } = (created.body as { data: { id: string } }).data;
    await page.goto(`${run.product.url}/admin/atividade?item=${id}`);
    await page.getByRole('table', { name: 'Atividade' }).locator('tbody tr').filter({ hasText: 'Restaurou uma versão' }).filter({ hasText: E2E_ADMIN.email }).waitFor();
  });

  it('refuses a case saved over a newer version, naming who changed it and when, and "Ver alterações" shows what changed', async () => {
    const admin = await signedInPage(run);
    const ana = { name: 'Ana Ribeiro', email: 'ana.historico@e2e.dev', role: 'editor', password: 'senha-da-ana-123' };
    expect((await apiAs(admin, 'POST', '/users', ana)).status).toBe(201);
    const kase = await apiAs(admin, 'POST', '/cases', { title: 'Case disputado', slug: 'case-disputado', client: 'Cliente Disputado', imageUrl: '/uploads/x.png' });
    expect(kase.status).toBe(201);

    const other = await signedInPage(run, ana);
    // Both open the case before either saves.
    await admin.reload();
    for (const page of [admin, other]) await row(page, 'Case disputado').getByRole('button', { name: 'Editar case' }).click();
    const anaForm = dialog(other, 'Editar Case');
    const adminForm = dialog(admin, 'Editar Case');
    await anaForm.getByLabel('Título', { exact: true }).fill('Case disputado, versão da Ana');
    await adminForm.getByLabel('Título', { exact: true }).fill('Case disputado, versão do admin');
    await anaForm.getByRole('button', { name: 'Salvar Case' }).click();
    // Saved: the editor closes.
    await anaForm.waitFor({ state: 'detached' });

    await adminForm.getByRole('button', { name: 'Salvar Case' }).click();
    const refusal = admin.locator('[data-toast]').filter({ hasText: 'Este case foi alterado por Ana Ribeiro às' });
    await refusal.waitFor();
    expect((await refusal.locator('p').first().textContent())?.trim()).toMatch(/^Este case foi alterado por Ana Ribeiro às \d{2}:\d{2}$/);
    // Nothing was overwritten, and the admin's text is still in the form.
    expect((await apiAs(admin, 'GET', `/cases/${kase.body.data.id}`)).body.data.title).toBe('Case disputado, versão da Ana');
    expect(await adminForm.getByLabel('Título', { exact: true }).inputValue()).toBe('Case disputado, versão do admin');

    await refusal.getByRole('button', { name: 'Ver alterações' }).click();
    const history = dialog(admin, 'Histórico');
    await history.getByRole('heading', { name: /Versão 1.*Versão 2 \(atual\)/ }).waitFor();
    const change = history.getByRole('listitem').filter({ hasText: /^Título/ });
    expect(await change.textContent()).toContain('Case disputado, versão da Ana');
    await expect.poll(() => history.getByRole('navigation', { name: 'Versões' }).getByRole('button', { name: /Versão 2/ }).textContent()).toContain('Ana Ribeiro');
  });
});
