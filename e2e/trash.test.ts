import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alertDialog, apiAs, expectToast, newAdminPage, row, signIn } from './admin-helpers.js';
import { E2E_ADMIN, launchBrowser, startProduct, type Product } from './support/product.js';

/** The Lixeira (issue 16, decision 040): a deleted post leaves the public blog, waits in the trash, comes back or goes for good. */

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

const TITLE = 'Observabilidade sem mistério na Lixeira';

/** Whether the public blog's full listing shows the post (the page cache follows a write within about a second). */
async function expectOnPublicBlog(page: Page, shown: boolean) {
  await expect
    .poll(
      async () => {
        await page.goto(`${product.url}/blog`);
        await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
        return (await page.getByText(TITLE).count()) > 0;
      },
      { timeout: 15_000, interval: 500 },
    )
    .toBe(shown);
}

describe('Lixeira', () => {
  it('a post deleted in the admin leaves the public blog, waits in the Lixeira, is restored, then deleted for good', async () => {
    const page = await newAdminPage(browser, product, contexts);
    await signIn(page, product);
    const created = await apiAs(page, 'POST', '/blog', {
      title: TITLE,
      slug: 'observabilidade-lixeira',
      excerpt: 'Logs, métricas e traces sem mistério.',
      content: 'Um texto sobre observabilidade.',
      status: 'published',
    });
    expect(created.status).toBe(201);
    const { id } = (created.body as { data: { id: string } }).data;
    const visitor = await (await browser.newContext()).newPage();
    await expectOnPublicBlog(visitor, true);

    // Delete in the Blog screen: the confirmation says where it goes, and for how long.
    await page.getByRole('link', { name: 'Blog' }).click();
    const line = row(page.getByRole('table', { name: 'Publicações' }), TITLE);
    await line.getByRole('button', { name: 'Excluir post' }).click();
    const confirm = alertDialog(page, 'Excluir Post');
    await confirm.getByText('Tem certeza que deseja excluir este post? Ele vai para a Lixeira e poderá ser restaurado por 30 dias.', { exact: true }).waitFor();
    await confirm.getByRole('button', { name: 'Sim, Excluir' }).click();
    await expectToast(page, 'Post excluído');
    await line.waitFor({ state: 'detached' });
    await expectOnPublicBlog(visitor, false);
    expect((await fetch(`${product.url}/blog/observabilidade-lixeira`)).status).toBe(404);

    // In the Lixeira: type, who, when and the days left.
    await page.getByRole('link', { name: 'Lixeira' }).click();
    await page.getByRole('heading', { name: 'Lixeira', level: 1 }).waitFor();
    const trashed = row(page.getByRole('table', { name: 'Lixeira' }), TITLE);
    await trashed.waitFor();
    const text = await trashed.textContent();
    expect(text).toContain('Post');
    expect(text).toContain('30 dias');
    expect(text).toMatch(/\d{2}\/\d{2}\/\d{4}/);

    await trashed.getByRole('button', { name: 'Restaurar post' }).click();
    await expectToast(page, 'Post restaurado', `"${TITLE}" voltou para onde estava.`);
    await trashed.waitFor({ state: 'detached' });
    await expectOnPublicBlog(visitor, true);

    // Deleted again, then for good from the Lixeira.
    expect((await apiAs(page, 'DELETE', `/blog/${id}`)).status).toBe(200);
    await page.reload();
    await trashed.waitFor();
    await trashed.getByRole('button', { name: 'Excluir post permanentemente' }).click();
    const purge = alertDialog(page, 'Excluir permanentemente');
    await purge.getByText(`Tem certeza que deseja excluir "${TITLE}" permanentemente? Esta ação não pode ser desfeita.`, { exact: true }).waitFor();
    await purge.getByRole('button', { name: 'Sim, Excluir permanentemente' }).click();
    await expectToast(page, 'Excluído permanentemente');
    await trashed.waitFor({ state: 'detached' });
    await page.getByText('A Lixeira está vazia.', { exact: false }).waitFor();
    expect((await apiAs(page, 'GET', '/trash')).body).toMatchObject({ data: { meta: { total: 0 } } });
    await expectOnPublicBlog(visitor, false);

    // The activity log tells the post's whole story, newest first, each line signed by the admin.
    await page.goto(`${product.url}/admin/atividade?item=${id}`);
    const log = page.getByRole('table', { name: 'Atividade' });
    const story = async () =>
      (await log.locator('tbody tr').allInnerTexts()).map((line) => `${/Excluiu permanentemente|Restaurou da Lixeira|Excluiu|Criou/.exec(line)?.[0]}${line.includes(E2E_ADMIN.email) ? '' : ' (by someone else)'}`);
    await expect.poll(story).toEqual(['Excluiu permanentemente', 'Excluiu', 'Restaurou da Lixeira', 'Excluiu', 'Criou']);
  });
});
