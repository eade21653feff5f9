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
  // More than a page of the Lixeira (25), before the Blog's posts so those stay the newest in Atividade.
  for (let n = 1; n <= 26; n++) {
    const created = await apiAs(page, 'POST', '/blog', { title: `Na Lixeira ${pad(n)}`, excerpt: `Resumo ${n}`, content: `Texto ${n}`, status: 'draft' });
    expect(created.status).toBe(201);
    expect((await apiAs(page, 'DELETE', `/blog/${created.body.data.id}`)).status).toBe(200);
  }
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
  // More than a page (50) of redirects, and of addresses that answered 404 to a person.
  const csv = ['from,to,status', ...Array.from({ length: 55 }, (_, i) => `/lista-redir/${pad(i + 1)},/contato,301`)].join('\n');
  expect((await apiAs(page, 'POST', '/redirects/import', { csv })).status).toBe(200);
  for (let n = 1; n <= 55; n++) {
    const res = await fetch(`${product.url}/lista-404-${pad(n)}`, { headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130' } });
    expect(res.status).toBe(404);
  }
  expect((await fetch(`${product.url}/wp-login.php`)).status).toBe(404);
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
      empty: { api: '/blog/admin', text: "Nenhuma publicação ainda. Crie a primeira em 'Nova Publicação'." },
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
      empty: { api: '/contacts', text: 'Nenhum contato recebido ainda.' },
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
      empty: { api: '/cases', text: 'Nenhum case cadastrado ainda.' },
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
      empty: { api: '/translations', text: 'Nenhum case ou post publicado ainda.' },
      emptyFiltered: 'Nada com estes filtros.',
      paged: true,
    });
  });

  it('Atividade: pages, filters in the address, empty states, cards on a phone; each row opening its item', async () => {
    await checkListScreen(page, product.url, {
      path: '/admin/atividade',
      table: 'Atividade',
      filter: { control: 'select', label: 'Tipo', param: 'tipo', hit: { choice: 'Post', value: 'blog', rowText: '· Post' }, miss: { choice: 'Titular de dados', value: 'privacy' } },
      empty: { api: '/activity', text: 'Nenhuma atividade registrada ainda.' },
      emptyFiltered: 'Nenhuma atividade com estes filtros.',
      paged: true,
    });
    await page.goto(`${product.url}/admin/atividade?tipo=blog`, { waitUntil: 'networkidle' });
    const table = page.getByRole('table', { name: 'Atividade' });
    // Only posts: the twelve this file created through the API, and what the Blog check did to them, by the admin.
    // (Some rows, all of them posts: an empty table, still loading, is not the answer.)
    await expect
      .poll(async () => {
        const rows = await table.locator('tbody tr').allInnerTexts();
        return rows.length > 0 && rows.every((row) => row.includes('· Post') && row.includes(E2E_ADMIN.email));
      })
      .toBe(true);
    expect(await table.locator('tbody tr').filter({ hasText: /Criou · Post/ }).filter({ hasText: 'Lista de teste' }).count()).toBe(12);
    await page.getByLabel('Até').fill('2020-01-31');
    await expect.poll(() => new URL(page.url()).searchParams.get('ate')).toBe('2020-01-31');
    await page.getByText('Nenhuma atividade com estes filtros.').waitFor();
    await page.reload({ waitUntil: 'networkidle' });
    await page.getByText('Nenhuma atividade com estes filtros.').waitFor();
    await page.goto(`${product.url}/admin/atividade?tipo=blog`, { waitUntil: 'networkidle' });
    await table.getByRole('link', { name: 'Lista de teste 12' }).click();
    await page.getByRole('dialog', { name: 'Editar Publicação' }).waitFor();
    expect(await page.getByRole('dialog').getByLabel('Título').first().inputValue()).toBe('Lista de teste 12');
  });

  it('Redirecionamentos: sort, search and origin in the address, pages, empty states, cards on a phone', async () => {
    await checkListScreen(page, product.url, {
      path: '/admin/redirecionamentos',
      table: 'Redirecionamentos',
      search: { label: 'Buscar endereços', hit: '/lista-redir/', miss: MISS },
      sort: { header: 'De', api: (order) => `/redirects?sortBy=from&sortOrder=${order}&limit=50`, text: (item) => String(item.from) },
      filter: { control: 'buttons', label: 'Origem', param: 'tipo', hit: { choice: 'Manuais', value: 'manual', rowText: 'Manual' }, miss: { choice: 'Automáticos', value: 'automatic' } },
      empty: {
        api: '/redirects',
        text: 'Nenhum redirecionamento ainda. Ao mudar o endereço (slug) de um post ou case publicado, o redirecionamento é criado aqui sozinho.',
      },
      emptyFiltered: 'Nenhum redirecionamento com estes filtros.',
      paged: true,
    });
  });

  it('Não encontrados (404): sort, search and robots in the address, pages, empty states, cards on a phone', async () => {
    // Counts are written every couple of seconds.
    await expect
      .poll(async () => (await apiAs(page, 'GET', '/redirects/not-found?search=lista-404')).body?.data?.meta?.total, { timeout: 10_000 })
      .toBe(55);
    await checkListScreen(page, product.url, {
      path: '/admin/redirecionamentos?aba=nao-encontrados',
      table: 'Endereços não encontrados',
      search: { label: 'Buscar endereços', hit: '/lista-404-', miss: MISS },
      sort: { header: 'Endereço', api: (order) => `/redirects/not-found?sortBy=path&sortOrder=${order}&limit=50&hideBots=true`, text: (item) => String(item.path) },
      filter: { control: 'toggle', label: 'Mostrar robôs e sondagens', param: 'robos', hit: { value: '1' } },
      empty: { api: '/redirects/not-found', text: 'Nenhum endereço respondeu “não encontrado” ainda.' },
      emptyFiltered: 'Nenhum endereço com estes filtros.',
      paged: true,
    });
    expect(new URL(page.url()).searchParams.get('aba')).toBe('nao-encontrados');
  });

  it('Lixeira: type in the address, pages, empty states, cards on a phone', async () => {
    await checkListScreen(page, product.url, {
      path: '/admin/lixeira',
      table: 'Lixeira',
      filter: { control: 'buttons', label: 'Tipo', param: 'tipo', hit: { choice: 'Posts', value: 'post', rowText: 'Na Lixeira' }, miss: { choice: 'Cases', value: 'case' } },
      empty: { api: '/trash', text: 'A Lixeira está vazia. O que for excluído de Blog, Cases e Mídia fica aqui por 30 dias.' },
      emptyFiltered: 'Nenhum item deste tipo na Lixeira.',
      paged: true,
    });
  });

  it('E-mails: status in the address, pages, empty states, cards on a phone', async () => {
    // Each seeded lead told the administrator; the outbox sends them on its own.
    await expect
      .poll(async () => (await apiAs(page, 'GET', '/emails?status=sent')).body?.data?.meta?.total, { timeout: 20_000 })
      .toBeGreaterThanOrEqual(25);
    await checkListScreen(page, product.url, {
      path: '/admin/emails',
      table: 'E-mails',
      filter: { control: 'buttons', label: 'Status', param: 'status', hit: { choice: 'Enviado', value: 'sent', rowText: 'Enviado' }, miss: { choice: 'Falhou', value: 'failed' } },
      empty: { api: '/emails', text: 'Nenhum e-mail enviado ainda. Os avisos de novos contatos aparecem aqui.' },
      emptyFiltered: 'Nenhum e-mail com este status.',
      paged: true,
    });
  });

  it('Usuários: search in the address, empty states, cards on a phone', async () => {
    await checkListScreen(page, product.url, {
      path: '/admin/usuarios',
      table: 'Usuários',
      search: { label: 'Buscar usuários', hit: E2E_ADMIN.email, miss: MISS },
      empty: { api: '/users', text: 'Nenhum usuário cadastrado.' },
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
