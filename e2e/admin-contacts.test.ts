import { readFileSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alertDialog, dialog, expectToast, newAdminPage, row, signIn } from './admin-helpers.js';
import { launchBrowser, startProduct, type Product } from './support/product.js';

/** Back office: leads (product.md §2, §4, §8) and the contact configuration shown on /contato. */

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

const LEADS = [
  { name: 'Ana Souza', email: 'ana@cliente.com.br', phone: '+55 11 98888-7777', company: 'Aurora Seguros', subject: 'App de vendas', message: 'Precisamos de um app para a equipe comercial.', source: 'software' },
  { name: 'Bruno Lima', email: 'bruno@exemplo.com', company: 'Lima & Filhos', subject: 'Squad dedicado', message: 'Queremos um squad para o nosso core.' },
  { name: '<b>Maria</b> <img src=x onerror="window.__xss=1">', email: 'maria@teste.com', message: '<script>window.__xss=2</script>Olá, tudo bem?' },
];

async function sendLead(lead: (typeof LEADS)[number]) {
  const res = await fetch(`${product.url}/api/contacts`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(lead) });
  expect(res.status).toBe(201);
}

async function openContacts(): Promise<Page> {
  const page = await newAdminPage(browser, product, contexts);
  await signIn(page, product);
  await page.getByRole('link', { name: 'Contato', exact: true }).click();
  await page.getByRole('heading', { name: 'Gerenciamento de Contatos' }).waitFor();
  return page;
}

const stat = (page: Page, label: string) => page.getByTestId(`stat-${label}`).textContent();
const table = (page: Page) => page.getByRole('table', { name: 'Contatos' });

describe('contacts', () => {
  it('shows the empty text before any lead arrives', async () => {
    const page = await openContacts();
    await page.getByText('Nenhum contato recebido ainda.', { exact: true }).waitFor();
    expect(await stat(page, 'Total de Contatos')).toBe('0');
  });

  it('lists leads with server-computed stats, unread highlighted, text never rendered as HTML', async () => {
    for (const lead of LEADS) await sendLead(lead);
    const page = await openContacts();
    await table(page).waitFor();
    await expect.poll(() => stat(page, 'Total de Contatos')).toBe('3');
    expect(await stat(page, 'Não Lidos')).toBe('3');
    expect(await stat(page, 'Hoje')).toBe('3');
    expect(await stat(page, 'Este Mês')).toBe('3');
    // The first column holds the selection checkbox (bulk actions).
    expect(await table(page).locator('thead th').allTextContents()).toEqual(['', 'Status', 'Nome', 'E-mail', 'Etapa', 'Empresa', 'Assunto', 'Data', 'Ações']);
    expect(await table(page).locator('thead th').first().getByRole('checkbox', { name: 'Selecionar todos desta página' }).count()).toBe(1);
    expect(await table(page).locator('tbody tr[data-unread="true"]').count()).toBe(3);
    // The Status cell's unread badge (the Etapa cell says the pipeline's stage, Novo too).
    expect(await table(page).locator('tbody tr').first().locator('td').nth(1).getByText('Novo', { exact: true }).count()).toBe(1);
    expect(await table(page).locator('tbody tr').first().locator('td').nth(4).textContent()).toBe('Novo');
    const maria = row(page, 'maria@teste.com');
    expect(await maria.textContent()).toContain('<b>Maria</b> <img src=x onerror="window.__xss=1">');
    expect(await maria.locator('img, b').count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  });

  it('opens the detail, which marks the lead read, and filters by unread and by search', async () => {
    const page = await openContacts();
    await row(page, 'ana@cliente.com.br').getByRole('button', { name: 'Ver contato' }).click();
    const detail = dialog(page, 'Detalhes do Contato');
    await expectToast(page, 'Contato marcado como lido');
    const text = await detail.textContent();
    for (const value of [LEADS[0]!.name, LEADS[0]!.email, LEADS[0]!.phone!, LEADS[0]!.company!, LEADS[0]!.subject!, LEADS[0]!.message, 'Recebido em']) {
      expect(text).toContain(value);
    }
    await detail.getByRole('button', { name: 'Fechar' }).first().click();
    await expect.poll(() => row(page, 'ana@cliente.com.br').getAttribute('data-unread')).toBeNull();
    await expect.poll(() => stat(page, 'Não Lidos')).toBe('2');

    // The message with HTML in the detail is text too.
    await row(page, 'maria@teste.com').getByRole('button', { name: 'Ver contato' }).click();
    await expectToast(page, 'Contato marcado como lido');
    expect(await dialog(page, 'Detalhes do Contato').getByTestId('contact-message').textContent()).toBe(LEADS[2]!.message);
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Não lidos' }).click();
    // The filter is in the address now (?isRead=false); the router applies it on its next render.
    await expect.poll(() => page.getByRole('button', { name: 'Não lidos' }).getAttribute('aria-pressed')).toBe('true');
    expect(new URL(page.url()).searchParams.get('isRead')).toBe('false');
    await expect.poll(() => table(page).locator('tbody tr').count()).toBe(1);
    await row(page, 'bruno@exemplo.com').waitFor();
    await page.getByRole('button', { name: 'Não lidos' }).click();
    await expect.poll(() => table(page).locator('tbody tr').count()).toBe(3);

    await page.getByPlaceholder('Buscar contatos...').fill('Aurora');
    await expect.poll(() => table(page).locator('tbody tr').count()).toBe(1);
    await row(page, 'ana@cliente.com.br').waitFor();
    await page.getByPlaceholder('Buscar contatos...').fill('ninguem-com-esse-nome');
    await page.getByText('Nenhum contato encontrado com os filtros aplicados.', { exact: true }).waitFor();
    await page.getByPlaceholder('Buscar contatos...').fill('');
    await expect.poll(() => table(page).locator('tbody tr').count()).toBe(3);

    // Back to unread from the detail, which also shows the page the lead came from.
    await row(page, 'ana@cliente.com.br').getByRole('button', { name: 'Ver contato' }).click();
    const again = dialog(page, 'Detalhes do Contato');
    expect(await again.textContent()).toContain('OrigemSoftware (/software)');
    await again.getByRole('button', { name: 'Marcar como não lido' }).click();
    await expectToast(page, 'Contato marcado como não lido');
    await again.waitFor({ state: 'detached' });
    await expect.poll(() => row(page, 'ana@cliente.com.br').getAttribute('data-unread')).toBe('true');
    await expect.poll(() => stat(page, 'Não Lidos')).toBe('2');
  });

  it('exports CSV and Excel as downloads named contatos_…', async () => {
    const page = await openContacts();
    await table(page).waitFor();
    const [csv] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'CSV' }).click()]);
    expect(csv.suggestedFilename()).toMatch(/^contatos_.*\.csv$/);
    const content = readFileSync((await csv.path())!, 'utf8');
    expect(content).toContain('ana@cliente.com.br');
    expect(content).toContain('Aurora Seguros');
    await expectToast(page, 'Contatos exportados em formato CSV');

    const [excel] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Excel' }).click()]);
    expect(excel.suggestedFilename()).toMatch(/^contatos_.*\.xlsx$/);
    expect(readFileSync((await excel.path())!).subarray(0, 2).toString()).toBe('PK');
    await expectToast(page, 'Contatos exportados em formato EXCEL');

    await page.route('**/api/contacts/export?*', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"statusCode":500,"error":"x","message":"Falha"}' }),
    );
    await page.getByRole('button', { name: 'CSV' }).click();
    await expectToast(page, 'Erro ao exportar contatos');
  });

  it('deletes a lead from the detail (closing it) and from the table, with the failure toasts', async () => {
    const page = await openContacts();
    await table(page).waitFor();
    await page.route('**/api/contacts/*/read', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"statusCode":500,"error":"x","message":"Falha"}' }),
    );
    await row(page, 'bruno@exemplo.com').getByRole('button', { name: 'Ver contato' }).click();
    await expectToast(page, 'Erro ao marcar contato como lido');
    await page.unroute('**/api/contacts/*/read');
    const detail = dialog(page, 'Detalhes do Contato');
    await detail.getByRole('button', { name: 'Excluir Contato' }).click();
    await alertDialog(page, 'Excluir contato').getByRole('button', { name: 'Excluir' }).click();
    await expectToast(page, 'Contato excluído com sucesso');
    await detail.waitFor({ state: 'detached' });
    await row(page, 'bruno@exemplo.com').waitFor({ state: 'detached' });
    await expect.poll(() => stat(page, 'Total de Contatos')).toBe('2');

    await page.route(/\/api\/contacts\/[0-9a-f-]{36}$/, (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"statusCode":500,"error":"x","message":"Falha"}' }),
    );
    await row(page, 'maria@teste.com').getByRole('button', { name: 'Excluir contato' }).click();
    await alertDialog(page, 'Excluir contato').getByRole('button', { name: 'Excluir' }).click();
    await expectToast(page, 'Erro ao excluir contato');
    await page.unroute(/\/api\/contacts\/[0-9a-f-]{36}$/);
    await row(page, 'maria@teste.com').getByRole('button', { name: 'Excluir contato' }).click();
    await alertDialog(page, 'Excluir contato').getByRole('button', { name: 'Excluir' }).click();
    await expectToast(page, 'Contato excluído com sucesso');
    await expect.poll(() => table(page).locator('tbody tr').count()).toBe(1);
  });
});

describe('contact configuration', () => {
  it('saves the four cards, resets with Cancelar, and /contato shows the change at once', async () => {
    const page = await newAdminPage(browser, product, contexts);
    await signIn(page, product);
    await page.getByRole('link', { name: 'Contato config' }).click();
    await page.getByRole('heading', { name: 'Configurações de Contato' }).waitFor();
    const phone = page.getByRole('textbox', { name: 'Número' });
    await phone.waitFor();
    const saved = await phone.inputValue();

    await phone.fill('+55 11 3000-1234');
    await page.getByRole('button', { name: 'Cancelar' }).click();
    expect(await phone.inputValue()).toBe(saved);

    await phone.fill('+55 11 3000-1234');
    await page.getByRole('textbox', { name: 'Endereço', exact: true }).fill('Rua das Flores, 42 - Curitiba - PR');
    await page.getByRole('textbox', { name: 'Link de vagas' }).fill('https://orbita.dev/vagas');
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/settings', async (route) => {
      if (route.request().method() === 'PATCH') await held;
      await route.continue();
    });
    await page.getByRole('button', { name: 'Salvar Configurações' }).click();
    await page.getByRole('button', { name: 'Salvando...' }).waitFor();
    release();
    await expectToast(page, 'Configurações salvas', 'As configurações de contato foram atualizadas com sucesso.');
    await page.unroute('**/api/settings');

    const visitor = await newAdminPage(browser, product, contexts);
    await visitor.goto(`${product.url}/contato`, { waitUntil: 'networkidle' });
    const main = visitor.locator('main');
    await main.getByText('+55 11 3000-1234').first().waitFor();
    await main.getByText('Rua das Flores, 42 - Curitiba - PR').first().waitFor();

    // Hiding the careers button removes the link from the page.
    expect(await main.locator('a[href="https://orbita.dev/vagas"]').count()).toBeGreaterThan(0);
    await page.getByRole('switch', { name: 'Ocultar botão de carreira' }).click();
    await page.getByRole('button', { name: 'Salvar Configurações' }).click();
    await expectToast(page, 'Configurações salvas');
    await visitor.reload({ waitUntil: 'networkidle' });
    expect(await visitor.locator('main a[href="https://orbita.dev/vagas"]').count()).toBe(0);

    // In English (decision 031): a title written in English; the others are the site's English titles, not the Portuguese ones.
    await page.getByRole('textbox', { name: 'Título' }).nth(3).fill('Nosso escritório');
    const english = page.getByRole('radio', { name: /^EN/ });
    await english.click();
    expect(await english.getAttribute('data-status')).toBe('missing');
    expect(await page.getByRole('textbox', { name: 'Número' }).count()).toBe(0);
    await page.getByRole('textbox', { name: 'Título' }).nth(3).fill('Our office');
    expect(await english.getAttribute('data-status')).toBe('partial');
    await page.getByRole('button', { name: 'Salvar Configurações' }).click();
    await expectToast(page, 'Configurações salvas');
    await visitor.goto(`${product.url}/en/contato`, { waitUntil: 'networkidle' });
    const cards = visitor.locator('main h3');
    const titles = await cards.allTextContents();
    expect(titles).toContain('Our office');
    expect(titles).toContain('Phone');
    expect(titles).not.toContain('Nosso escritório');
    await visitor.goto(`${product.url}/contato`, { waitUntil: 'networkidle' });
    expect(await visitor.locator('main h3').allTextContents()).toContain('Nosso escritório');
  });

  it('shows the default titles when nothing is saved, and the failure toast', async () => {
    const page = await newAdminPage(browser, product, contexts);
    await signIn(page, product);
    await page.route('**/api/settings', (route) =>
      route.request().method() === 'GET'
        ? route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ success: true, data: { contactConfig: null, company: {} } }) })
        : route.fulfill({ status: 500, contentType: 'application/json', body: '{"statusCode":500,"error":"x","message":"Falha"}' }),
    );
    await page.getByRole('link', { name: 'Contato config' }).click();
    await page.getByRole('heading', { name: 'Configurações de Contato' }).waitFor();
    const titles = await page.getByRole('textbox', { name: 'Título' }).evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value));
    expect(titles).toEqual(['Contato', 'E-mail', 'Carreira', 'Onde estamos']);
    await page.getByRole('button', { name: 'Salvar Configurações' }).click();
    await expectToast(page, 'Erro ao salvar', 'Ocorreu um erro ao salvar as configurações. Tente novamente.');
  });
});

describe('new-lead e-mail (decision 028)', () => {
  it('sends a notification to the Notificações addresses, listed in E-mails, whose link opens the lead', async () => {
    const page = await newAdminPage(browser, product, contexts);
    await signIn(page, product);
    await page.getByRole('link', { name: 'Contato config' }).click();
    const card = page.getByRole('form', { name: 'Notificações de novos contatos' });
    await card.waitFor();
    // No SMTP_URL here: the card says where the messages go, and who gets them until addresses are set.
    expect(await card.textContent()).toContain('Nenhum servidor de e-mail configurado (SMTP_URL)');
    expect(await card.textContent()).toContain('admin@e2e.dev');
    await card.getByLabel('Quem recebe').fill('nao-e-email');
    await card.getByRole('button', { name: 'Salvar notificações' }).click();
    await card.getByText('Use e-mails válidos, um por linha (no máximo 20)').waitFor();
    await card.getByLabel('Quem recebe').fill('comercial@orbita.dev\ndiretoria@orbita.dev');
    await card.getByRole('button', { name: 'Salvar notificações' }).click();
    await expectToast(page, 'Notificações salvas');

    const lead = { name: 'Carla Notificada', email: 'carla@cliente.com.br', company: 'Notifica SA', subject: 'Portal do cliente', message: 'Queremos um portal para nossos clientes.', source: 'software' };
    const res = await fetch(`${product.url}/api/contacts`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(lead) });
    expect(res.status).toBe(201);
    const leadId = (await res.json()).data.id as string;

    // The card's note links to E-mails too; the sidebar's tab is the way most take.
    await page.getByRole('navigation', { name: 'Seções do painel' }).getByRole('link', { name: 'E-mails' }).click();
    await page.getByRole('heading', { name: 'E-mails' }).waitFor();
    const message = row(page, 'Novo contato: Carla Notificada — Portal do cliente');
    await expect.poll(async () => {
      await page.reload({ waitUntil: 'networkidle' });
      return message.textContent();
    }).toContain('Enviado');
    expect(await message.textContent()).toContain('comercial@orbita.dev, diretoria@orbita.dev');
    await message.getByRole('button', { name: /^Ver e-mail/ }).click();
    const detail = dialog(page, 'Novo contato: Carla Notificada — Portal do cliente');
    const text = (await detail.textContent()) ?? '';
    for (const part of ['Responder acarla@cliente.com.br', 'Nome: Carla Notificada', 'Empresa: Notifica SA', 'Origem: Software (/software)', 'Queremos um portal para nossos clientes.']) expect(text).toContain(part);
    const link = /Abrir no painel: (\S+)/.exec(text)?.[1];
    expect(link).toMatch(new RegExp(`/admin/contatos\\?contato=${leadId}$`));

    await page.goto(`${product.url}${new URL(link!).pathname}${new URL(link!).search}`, { waitUntil: 'networkidle' });
    const lead2 = dialog(page, 'Detalhes do Contato');
    await lead2.getByText('Carla Notificada').waitFor();
    await expect.poll(() => page.url()).toBe(`${product.url}/admin/contatos`);
  });
});

describe('where a lead came from, and its consent (issue 15)', () => {
  it('records the visit from its first page with campaign tags, sends it with the form and the consent, and shows it on the lead', async () => {
    // A visitor arrives from an ad on /software, reads /cases, then writes from /contato.
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'pt-BR' });
    contexts.push(context);
    const visitor = await context.newPage();
    await visitor.goto(`${product.url}/software?utm_source=google&utm_medium=cpc&utm_campaign=erp-2026&gclid=ads-123&email=visitante@exemplo.com`, {
      waitUntil: 'networkidle',
    });
    await expect.poll(() => visitor.evaluate(() => sessionStorage.getItem('orbita.visit'))).not.toBeNull();
    await visitor.goto(`${product.url}/cases?utm_source=other`, { waitUntil: 'networkidle' });
    await visitor.goto(`${product.url}/contato`, { waitUntil: 'networkidle' });
    const form = visitor.getByTestId('contact-form').first();
    // What the data is for, and a separate, unticked marketing choice.
    expect(await form.getByTestId('contact-form-privacy').textContent()).toMatch(/^Usamos estes dados só para responder ao seu contato/);
    const consent = form.getByRole('checkbox', { name: /Quero receber conteúdos e novidades na newsletter/ });
    expect(await consent.isChecked()).toBe(false);
    await form.getByLabel(/^Nome/).fill('Otávio Campanha');
    await form.getByLabel(/^E-mail/).fill('otavio@cliente.com.br');
    await form.getByLabel(/^Mensagem/).fill('Vi o anúncio e quero um ERP.');
    await consent.check();
    await form.getByRole('button', { name: 'Enviar mensagem' }).click();
    await visitor.waitForURL(`${product.url}/obrigado`);

    const page = await openContacts();
    // The list filtered to campaigns, from the address.
    await page.goto(`${product.url}/admin/contatos?channel=campaign`, { waitUntil: 'networkidle' });
    await row(page, 'Otávio Campanha').waitFor();
    expect(await page.getByLabel('Veio de').inputValue()).toBe('campaign');
    await row(page, 'Otávio Campanha').getByRole('button', { name: 'Ver contato' }).click();
    const detail = dialog(page, 'Detalhes do Contato');
    const visit = detail.getByRole('region', { name: 'De onde veio' });
    await visit.waitFor();
    const text = (await visit.textContent()) ?? '';
    // The first page of the visit with only its campaign parameters (the e-mail in the address is not kept).
    expect(text).toContain('Página de entrada/software?utm_source=google&utm_medium=cpc&utm_campaign=erp-2026&gclid=ads-123');
    expect(text).not.toContain('visitante@exemplo.com');
    for (const part of ['utm_source: google', 'utm_medium: cpc', 'utm_campaign: erp-2026', 'Google Ads (gclid ads-123)', 'IdiomaPortuguês', 'ServiçoGeral']) expect(text).toContain(part);
    expect(text).toMatch(/Aceita receber marketingSim, sob o aviso de privacidade de \d{4}-\d{2}-\d{2}, em \d{2}\/\d{2}\/\d{4}/);
    await page.keyboard.press('Escape');

    // Leads from other channels are not in the campaign list.
    await sendLead(LEADS[1]!);
    await page.getByLabel('Veio de').selectOption('unknown');
    await row(page, 'Bruno Lima').first().waitFor();
    expect(await row(page, 'Otávio Campanha').count()).toBe(0);
    expect(new URL(page.url()).searchParams.get('channel')).toBe('unknown');
  });
});

describe('the pipeline (issue 15)', () => {
  it('moves a lead along the stages with its owner and next contact, keeps notes, asks why it was lost, and filters by stage and owner', async () => {
    const res = await fetch(`${product.url}/api/contacts`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Paula Pipeline', email: 'paula@cliente.com.br', company: 'Funil SA', message: 'Queremos um portal B2B.' }),
    });
    expect(res.status).toBe(201);
    const page = await openContacts();
    const leadRow = () => row(page, 'Paula Pipeline');
    await leadRow().waitFor();
    expect(await leadRow().textContent()).toContain('Novo');
    await leadRow().getByRole('button', { name: 'Ver contato' }).click();
    const detail = dialog(page, 'Detalhes do Contato');
    const pipeline = detail.getByRole('form', { name: 'Atendimento do contato' });
    await pipeline.waitFor();
    const save = pipeline.getByRole('button', { name: 'Salvar atendimento' });
    expect(await save.isDisabled()).toBe(true);

    await pipeline.getByLabel('Etapa').selectOption({ label: 'Em contato' });
    await pipeline.getByLabel('Responsável').selectOption({ label: 'Admin' });
    await pipeline.getByLabel('Próximo contato').fill('2026-12-02');
    await save.click();
    await expectToast(page, 'Atendimento atualizado');
    // Saved: nothing left to save, the choices kept.
    await expect.poll(() => save.isDisabled()).toBe(true);
    expect(await pipeline.getByLabel('Próximo contato').inputValue()).toBe('2026-12-02');

    // A note, signed and dated; shown as text.
    await detail.getByLabel('Nova anotação').fill('Liguei: querem a proposta até <b>sexta</b>.');
    await detail.getByRole('button', { name: 'Adicionar anotação' }).click();
    await expectToast(page, 'Anotação adicionada');
    const note = detail.getByRole('list', { name: 'Anotações do contato' }).getByRole('listitem');
    await note.first().waitFor();
    expect(await note.first().textContent()).toMatch(/^Admin · \d{2}\/\d{2}\/\d{4}.*Liguei: querem a proposta até <b>sexta<\/b>\.$/);

    // Lost needs a reason, said under its field.
    await pipeline.getByLabel('Etapa').selectOption({ label: 'Perdido' });
    await save.click();
    await expectToast(page, 'Erro ao atualizar o atendimento');
    await pipeline.getByText('Diga por que o contato foi perdido', { exact: true }).waitFor();
    await pipeline.getByLabel('Motivo da perda').fill('Escolheu outro fornecedor');
    await save.click();
    await expectToast(page, 'Atendimento atualizado');
    await page.keyboard.press('Escape');
    await detail.waitFor({ state: 'detached' });
    // The row says the stage and who handles it.
    await expect.poll(async () => leadRow().textContent()).toContain('Perdido');
    expect(await leadRow().textContent()).toContain('Admin');

    // Filters from the toolbar, kept in the address.
    await page.getByLabel('Etapa').selectOption({ label: 'Perdido' });
    await expect.poll(() => new URL(page.url()).searchParams.get('stage')).toBe('perdido');
    await leadRow().waitFor();
    await expect.poll(() => table(page).locator('tbody tr').count()).toBe(1);
    await page.getByLabel('Responsável').selectOption({ label: 'Sem responsável' });
    await page.getByText('Nenhum contato encontrado com os filtros aplicados.', { exact: true }).waitFor();
    await page.getByLabel('Responsável').selectOption({ label: 'Meus' });
    await leadRow().waitFor();
    expect(new URL(page.url()).searchParams.get('owner')).toBe('me');
  });
});

describe('the leads board (issue 15)', () => {
  it('shows a column per stage and moves a card by keyboard, by its menu (asking why when lost) and by dragging', async () => {
    const res = await fetch(`${product.url}/api/contacts`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Quim Quadro', email: 'quim@cliente.com.br', company: 'Quadro Ltda', message: 'Queremos um app.' }),
    });
    expect(res.status).toBe(201);
    const page = await openContacts();
    await page.getByRole('group', { name: 'Ver como' }).getByRole('button', { name: 'Quadro por etapa' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('view')).toBe('board');
    const column = (label: string) => page.getByRole('list', { name: `Contatos em ${label}` });
    const card = (label: string) => column(label).getByRole('listitem').filter({ hasText: 'Quim Quadro' });
    await card('Novo').waitFor();
    // A column per stage, in order, each with its count (the server's, over every matching lead).
    const headings = page.getByRole('list', { name: 'Etapas' }).getByRole('heading', { level: 3 });
    await expect.poll(() => headings.allTextContents()).not.toContainEqual(expect.stringContaining('…'));
    const texts = await headings.allTextContents();
    expect(texts.map((text) => text.replace(/\d+$/, ''))).toEqual(['Novo', 'Em contato', 'Qualificado', 'Proposta enviada', 'Ganho', 'Perdido']);
    const token = await page.evaluate(() => localStorage.getItem('accessToken'));
    const novos = ((await (await fetch(`${product.url}/api/contacts?stage=novo&limit=1`, { headers: { authorization: `Bearer ${token}` } })).json()) as { data: { meta: { total: number } } }).data.meta.total;
    expect(texts[0]).toBe(`Novo${novos}`);

    // Keyboard: Shift+→ moves it one stage on.
    await card('Novo').getByRole('button', { name: /^Quim Quadro Quadro Ltda/ }).focus();
    await page.keyboard.press('Shift+ArrowRight');
    await expectToast(page, 'Movido para Em contato', 'Quim Quadro');
    await card('Em contato').waitFor();

    // The menu: Perdido asks why first.
    await card('Em contato').getByRole('button', { name: 'Mover Quim Quadro' }).click();
    await page.getByRole('menuitem', { name: 'Perdido' }).click();
    const reason = dialog(page, 'Marcar como perdido');
    await reason.getByRole('button', { name: 'Marcar como perdido' }).click();
    await reason.getByText('Diga por que o contato foi perdido', { exact: true }).waitFor();
    await reason.getByLabel('Motivo da perda').fill('Sem orçamento este ano');
    await reason.getByRole('button', { name: 'Marcar como perdido' }).click();
    await expectToast(page, 'Movido para Perdido', 'Quim Quadro');
    await card('Perdido').waitFor();

    // Dragging to another column. The card is never in two columns at once, not even while they load again.
    await page.evaluate(() => {
      const seen = window as unknown as { __cardInTwoColumns?: boolean };
      seen.__cardInTwoColumns = false;
      new MutationObserver(() => {
        const holding = [...document.querySelectorAll('[aria-label^="Contatos em "]')].filter((list) =>
          [...list.querySelectorAll('li')].some((item) => item.textContent?.includes('Quim Quadro')),
        );
        if (holding.length > 1) seen.__cardInTwoColumns = true;
      }).observe(document.body, { childList: true, subtree: true, characterData: true });
    });
    await card('Perdido').dragTo(column('Ganho'));
    await expectToast(page, 'Movido para Ganho', 'Quim Quadro');
    await card('Ganho').waitFor();
    expect(await card('Perdido').count()).toBe(0);
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => (window as unknown as { __cardInTwoColumns?: boolean }).__cardInTwoColumns)).toBe(false);
    const lead = ((await (await fetch(`${product.url}/api/contacts?search=Quim`, { headers: { authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('accessToken'))}` } })).json()) as {
      data: { data: { stage: string; lostReason: string | null }[] };
    }).data.data[0]!;
    expect(lead).toMatchObject({ stage: 'ganho', lostReason: null });

    // The last 30 days' report counts it as a client.
    const report = ((await (await fetch(`${product.url}/api/contacts/report`, { headers: { authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('accessToken'))}` } })).json()) as {
      data: { total: number; byStage: { ganho: number } };
    }).data;
    expect(report.byStage.ganho).toBeGreaterThanOrEqual(1);
    await expect.poll(() => page.getByTestId('lead-conversion').textContent()).toContain(`${report.byStage.ganho} de ${report.total} ${report.total === 1 ? 'contato chegou' : 'contatos chegaram'} a Ganho`);
  });
});

describe('LGPD retention (issue 15)', () => {
  it('sets after how many months leads are anonymised, refusing what is out of range', async () => {
    const page = await newAdminPage(browser, product, contexts);
    await signIn(page, product);
    await page.getByRole('link', { name: 'Contato config' }).click();
    const card = page.getByRole('form', { name: 'Retenção de dados dos contatos' });
    await card.waitFor();
    const months = card.getByLabel('Anonimizar contatos com mais de (meses)');
    expect(await months.inputValue()).toBe('24');
    await months.fill('0');
    await card.getByRole('button', { name: 'Salvar retenção' }).click();
    await card.getByText('No mínimo 1 mês', { exact: true }).waitFor();
    await months.fill('18');
    await card.getByRole('button', { name: 'Salvar retenção' }).click();
    await expectToast(page, 'Retenção salva', 'Contatos com mais de 18 meses serão anonimizados.');
    const token = await page.evaluate(() => localStorage.getItem('accessToken'));
    const saved = (await (await fetch(`${product.url}/api/contacts/retention`, { headers: { authorization: `Bearer ${token}` } })).json()) as { data: { months: number } };
    expect(saved.data.months).toBe(18);
  });
});

describe('Titular de dados (issue 15)', () => {
  it('finds what the site holds about an address, exports it as JSON and erases it, keeping a log of each action', async () => {
    const res = await fetch(`${product.url}/api/contacts`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Tita Titular', email: 'tita@cliente.com.br', company: 'Titular SA', message: 'Quero meus dados.' }),
    });
    expect(res.status).toBe(201);
    const page = await newAdminPage(browser, product, contexts);
    await signIn(page, product);
    await page.getByRole('navigation', { name: 'Seções do painel' }).getByRole('link', { name: 'Titular de dados' }).click();
    await page.getByRole('heading', { name: 'Titular de dados' }).waitFor();
    const search = page.getByRole('search', { name: 'Buscar titular' });
    await search.getByLabel('E-mail do titular').fill('nao-e-email');
    await search.getByRole('button', { name: 'Consultar' }).click();
    await search.getByText('Informe um e-mail válido', { exact: true }).waitFor();
    await search.getByLabel('E-mail do titular').fill('TITA@cliente.com.br');
    await search.getByRole('button', { name: 'Consultar' }).click();
    const result = page.getByRole('region', { name: 'tita@cliente.com.br' });
    await result.getByText('Tita Titular', { exact: true }).waitFor();
    expect(await result.getByRole('heading', { name: 'Contatos (1)' }).count()).toBe(1);

    const [file] = await Promise.all([page.waitForEvent('download'), result.getByRole('button', { name: 'Exportar JSON' }).click()]);
    expect(file.suggestedFilename()).toMatch(/^titular_\d{4}-\d{2}-\d{2}\.json$/);
    const exported = JSON.parse(readFileSync((await file.path())!, 'utf8')) as { contatos: { name: string; email: string }[] };
    expect(exported.contatos.map((c) => [c.name, c.email])).toEqual([['Tita Titular', 'tita@cliente.com.br']]);
    await expectToast(page, 'Dados do titular exportados');

    await result.getByRole('button', { name: 'Apagar dados' }).click();
    await alertDialog(page, 'Apagar dados do titular').getByRole('button', { name: 'Sim, apagar' }).click();
    await expectToast(page, 'Dados do titular apagados');
    await result.getByText('Nenhum contato com este e-mail.', { exact: true }).waitFor();
    const log = result.getByRole('list', { name: 'Registro de ações do titular' }).getByRole('listitem');
    await expect.poll(async () => (await log.allTextContents()).map((text) => text.replace(/\d.*$/, '').trim())).toEqual([
      'Consulta por Admin',
      'Exclusão por Admin',
      'Consulta por Admin',
      'Exportação por Admin',
      'Consulta por Admin',
    ]);
  });
});
