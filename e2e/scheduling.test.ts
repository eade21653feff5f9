import { describe, expect, it } from 'vitest';
import { apiAs, dialog, expectToast, signedInPage, startProductAndBrowser } from './admin-helpers.js';
import { E2E_ADMIN } from './support/product.js';

/* Scheduled publishing and preview links (issue 16, decision 041). */

const run = startProductAndBrowser();

/** A `datetime-local` value in São Paulo (the site's default time zone) for an instant. */
function saoPauloInput(at: Date): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Sao_Paulo',
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(at);
  const get = (type: string) => parts.find((p) => p.type === type)!.value;
  return `${get('year')}-${get('month')}-${get('day')}T${get('hour')}:${get('minute')}`;
}

describe('scheduling and previews', () => {
  it('schedules a post less than two minutes ahead in the admin, and the public blog lists it once its time comes, with nobody doing anything', async () => {
    const page = await signedInPage(run);
    const title = 'Post agendado para daqui a pouco';
    const created = await apiAs(page, 'POST', '/blog', {
      title,
      excerpt: 'Sai sozinho na hora marcada.',
      content: 'Conteúdo do post agendado.',
      status: 'draft',
    });
    expect(created.status).toBe(201);
    const id = (created.body as { data: { id: string } }).data.id;

    // A visitor's blog, cached by the page cache before the post is scheduled.
    const visitor = await run.browser.newContext();
    run.contexts.push(visitor);
    const blog = await visitor.newPage();
    await blog.goto(`${run.product.url}/blog`);
    await blog.locator('html[data-hydrated]').waitFor();
    expect(await blog.getByText(title).count()).toBe(0);

    await page.goto(`${run.product.url}/admin/blog?edit=${id}`);
    const editor = dialog(page, 'Editar Publicação');
    await editor.getByRole('button', { name: 'Agendar' }).click();
    const scheduling = dialog(page, 'Agendamento e pré-visualização');
    // The next whole minute at least 25 s away (the steps before the time comes take a few seconds).
    const at = new Date(Math.ceil((Date.now() + 25_000) / 60_000) * 60_000);
    await scheduling.getByLabel('Publicar em').fill(saoPauloInput(at));
    await scheduling.getByRole('button', { name: 'Agendar', exact: true }).click();
    await expectToast(page, 'Post agendado');
    await editor.getByText(/^Agendado · /).waitFor();
    await page.goto(`${run.product.url}/admin/blog`);
    await page
      .getByRole('table')
      .getByText(/^Agendado · /)
      .first()
      .waitFor();

    await blog.reload();
    expect(await blog.getByText(title).count()).toBe(0);
    // The one wait: reload the public blog until the post is listed; it must be there within a minute of its time.
    await expect
      .poll(
        async () => {
          await blog.reload();
          return blog.getByText(title).count();
        },
        { timeout: at.getTime() - Date.now() + 60_000, interval: 2_000 },
      )
      .toBeGreaterThan(0);
    expect(Date.now()).toBeGreaterThanOrEqual(at.getTime());

    // The activity log has the schedule, by the admin who made it.
    await page.goto(`${run.product.url}/admin/atividade?item=${id}`);
    await page.getByRole('table', { name: 'Atividade' }).locator('tbody tr').filter({ hasText: 'Agendou a publicação' }).filter({ hasText: E2E_ADMIN.email }).waitFor();
  }, 240_000);

  it('copies a preview link of a draft case that a fresh browser without a session opens; once revoked the link no longer shows the draft', async () => {
    const page = await signedInPage(run);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: run.product.url });
    const title = 'Case em rascunho para o cliente ver';
    const created = await apiAs(page, 'POST', '/cases', {
      title,
      slug: 'case-rascunho-para-o-cliente',
      client: 'Cliente Exemplo',
      imageUrl: '/uploads/capa.png',
      published: false,
      description: 'Texto do case ainda não publicado.',
    });
    expect(created.status).toBe(201);
    const id = (created.body as { data: { id: string } }).data.id;

    await page.goto(`${run.product.url}/admin/cases?edit=${id}`);
    const editor = dialog(page, 'Editar Case');
    await editor.getByRole('button', { name: 'Visualizar' }).waitFor();
    await editor.getByRole('button', { name: 'Agendar' }).click();
    const scheduling = dialog(page, 'Agendamento e pré-visualização');
    // The clipboard answers only the focused page, and the suite runs several pages in one browser.
    await page.bringToFront();
    await scheduling.getByRole('button', { name: 'Copiar link de pré-visualização' }).click();
    await expectToast(page, 'Link copiado');
    const link = await scheduling.getByLabel('Novo link').inputValue();
    expect(link).toMatch(/\/previa\/[0-9a-f]{64}$/);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
    await scheduling.getByRole('list', { name: 'Links ativos' }).getByRole('listitem').first().waitFor();
    await page.screenshot({ path: '/tmp/preview-dialog-1366.png' });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: '/tmp/preview-dialog-390.png' });
    await page.setViewportSize({ width: 1366, height: 900 });

    const client = await run.browser.newContext({ viewport: { width: 390, height: 844 } });
    run.contexts.push(client);
    const preview = await client.newPage();
    const response = await preview.goto(link);
    expect(response!.status()).toBe(200);
    expect(response!.headers()['cache-control']).toContain('no-store');
    expect(response!.headers()['x-robots-tag']).toContain('noindex');
    await preview.locator('html[data-hydrated]').waitFor();
    await preview.getByTestId('preview-bar').getByText('Pré-visualização').waitFor();
    await preview.getByRole('heading', { name: title }).waitFor();
    expect(await preview.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex');
    await preview.screenshot({ path: '/tmp/preview-page-390.png' });

    await scheduling
      .getByRole('button', { name: /^Revogar/ })
      .first()
      .click();
    await expectToast(page, 'Link revogado');
    const gone = await preview.reload();
    expect(gone!.status()).toBe(410);
    await preview.getByTestId('preview-gone').waitFor();
    expect(await preview.getByText(title).count()).toBe(0);
    expect(await preview.getByText('Texto do case ainda não publicado.').count()).toBe(0);
  }, 120_000);

  it('sets the site’s time zone in Contato config, showing the API’s message under the field for a zone that does not exist', async () => {
    const page = await signedInPage(run);
    await page.getByRole('link', { name: 'Contato config' }).click();
    const card = page.getByRole('form', { name: 'Fuso horário do site' });
    const zone = card.getByLabel('Fuso horário do site');
    expect(await zone.inputValue()).toBe('America/Sao_Paulo');
    await zone.fill('Lua/Mar_da_Tranquilidade');
    await card.getByRole('button', { name: 'Salvar fuso horário' }).click();
    await expectToast(page, 'Erro ao salvar o fuso horário');
    await card.getByText('Fuso horário inválido (use um nome como America/Sao_Paulo)', { exact: true }).waitFor();
    await zone.fill(' America/Manaus ');
    await card.getByRole('button', { name: 'Salvar fuso horário' }).click();
    await expectToast(page, 'Fuso horário salvo', 'Agendamentos são mostrados no horário de America/Manaus.');
    expect(await zone.inputValue()).toBe('America/Manaus');
    expect((await apiAs(page, 'GET', '/settings/time-zone')).body.data.timeZone).toBe('America/Manaus');
    expect((await apiAs(page, 'PUT', '/settings/time-zone', { timeZone: 'America/Sao_Paulo' })).status).toBe(200);
  });
});
