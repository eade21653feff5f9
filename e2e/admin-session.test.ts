import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alertDialog, apiAs, dialog, expectToast, newAdminPage, row, signIn } from './admin-helpers.js';
import { startInbox } from '../apps/api/src/test-support/smtp.js';
import { E2E_ADMIN, launchBrowser, startProduct, type Product } from './support/product.js';

/** Back office: login gate, session, API client (refresh on 401), layout, roles, users and profile. */

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

const page = () => newAdminPage(browser, product, contexts);

describe('admin documents', () => {
  it('are never cached nor indexed, and hold no admin data (client-only shell)', async () => {
    for (const path of ['/admin', '/admin/login', '/admin/cases', '/admin/usuarios']) {
      const res = await fetch(`${product.url}${path}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-store');
      const html = await res.text();
      expect(html).toMatch(/<meta name="robots" content="noindex[^"]*"/);
      expect(html).toContain('Carregando o painel administrativo...');
      expect(html).not.toContain('Gerenciamento de Cases');
      expect(html).not.toContain('Login Administrativo</h1>');
    }
  });

  it('do not load on public pages: the home page fetches none of the admin chunks', async () => {
    const p = await page();
    const scripts = new Set<string>();
    p.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.add(new URL(request.url()).pathname);
    });
    await p.goto(`${product.url}/`, { waitUntil: 'networkidle' });
    expect(scripts.size).toBeGreaterThan(0);
    // Public pages are islands (decision 009): React Router's browser code and manifest are not there at all.
    expect(await p.evaluate(() => '__reactRouterManifest' in window)).toBe(false);

    // What the admin routes need, from React Router's own manifest as the back office has it, minus what
    // the root and public pages share.
    const admin = await page();
    await admin.goto(`${product.url}/admin/login`, { waitUntil: 'networkidle' });
    const routes = await admin.evaluate(async () => {
      const version = (window as unknown as { __reactRouterManifest: { version: string } }).__reactRouterManifest.version;
      const paths = ['/admin', '/admin/login', '/admin/cases', '/admin/blog', '/admin/contatos', '/admin/usuarios', '/admin/midia', '/'];
      const res = await fetch(`/__manifest?paths=${encodeURIComponent(paths.join(','))}&version=${version}`);
      return (await res.json()) as Record<string, { id: string; module: string; imports?: string[] }>;
    });
    const files = (ids: (id: string) => boolean) =>
      new Set(Object.values(routes).filter((r) => ids(r.id)).flatMap((r) => [r.module, ...(r.imports ?? [])]));
    const shared = files((id) => !id.startsWith('routes/admin'));
    const adminOnly = [...files((id) => id.startsWith('routes/admin'))].filter((file) => !shared.has(file));
    expect(adminOnly.length).toBeGreaterThan(3);
    expect(adminOnly.some((file) => /\/admin-[\w-]+\.js$/.test(file))).toBe(true);
    expect(adminOnly.filter((file) => scripts.has(file))).toEqual([]);
    expect([...scripts].filter((file) => /screen-|query-client|markdown-editor|\/render-/.test(file) && !/(not-found|status|error)-screen/.test(file))).toEqual([]);
  });
});

describe('login gate', () => {
  it('sends a visitor without a session to the login', async () => {
    const p = await page();
    await p.goto(`${product.url}/admin/blog`, { waitUntil: 'networkidle' });
    await p.waitForURL(`${product.url}/admin/login`);
    expect(await p.getByRole('heading', { level: 1 }).textContent()).toBe('Login Administrativo');
    expect(await p.getByLabel('E-mail').getAttribute('type')).toBe('email');
    expect(await p.getByLabel('Senha', { exact: true }).getAttribute('type')).toBe('password');
  });

  it('shows the required messages, the server message on failure and the recovery toast', async () => {
    const p = await page();
    await p.goto(`${product.url}/admin/login`, { waitUntil: 'networkidle' });
    await p.getByRole('button', { name: 'Entrar', exact: true }).click();
    await p.getByText('Email é obrigatório', { exact: true }).waitFor();
    await p.getByText('Senha é obrigatória', { exact: true }).waitFor();

    await p.getByLabel('E-mail').fill(E2E_ADMIN.email);
    await p.getByLabel('Senha', { exact: true }).fill('senha-errada-123');
    await p.getByRole('button', { name: 'Entrar', exact: true }).click();
    const [, message] = await expectToast(p, 'Falha no login');
    expect(message).toBe('E-mail ou senha inválidos');
    expect(await p.locator('[data-toast="destructive"]').count()).toBe(0);
    expect(p.url()).toBe(`${product.url}/admin/login`);
    expect(await p.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();

    await p.getByRole('button', { name: 'Recuperar senha' }).click();
    await expectToast(p, 'E-mail enviado', 'Enviamos um e-mail com as instruções para recuperar sua senha.');
  });

  it('signs in with the welcome toast, shows the header, restores the session on reload and logs out', async () => {
    const p = await page();
    await signIn(p, product);
    expect(await p.getByRole('heading', { level: 1 }).textContent()).toBe('Gerenciamento de Cases');
    const user = p.getByTestId('admin-user');
    expect(await user.textContent()).toBe(`${E2E_ADMIN.email}Administrador`);
    const stored = await p.evaluate(() => ({
      access: localStorage.getItem('accessToken'),
      refresh: localStorage.getItem('refreshToken'),
      user: JSON.parse(localStorage.getItem('user') ?? 'null') as { email: string; role: string } | null,
    }));
    expect(stored.access).toBeTruthy();
    expect(stored.refresh).toBeTruthy();
    expect(stored.user).toMatchObject({ email: E2E_ADMIN.email, role: 'admin' });

    // Sidebar tabs in the specified order; Cases is the default.
    const tabs = await p.getByRole('navigation', { name: 'Seções do painel' }).getByRole('link').allTextContents();
    // Traduções also says how many published items miss a translation (the demo keeps two posts in Portuguese only).
    expect(tabs[3]).toMatch(/^Traduções\d+ sem tradução completa$/);
    expect(tabs.map((tab) => tab.replace(/\d+ sem tradução completa$/, ''))).toEqual([
      'Cases',
      'Usuários',
      'Blog',
      'Traduções',
      'Contato',
      'Contato config',
      'E-mails',
      'Atividade',
      'Titular de dados',
      'Mídia',
      'Páginas',
      'Menu e Rodapé',
      'SEO',
      'Redirecionamentos',
      'Lixeira',
    ]);
    expect(await p.getByRole('link', { name: 'Cases' }).getAttribute('aria-current')).toBe('page');

    await p.reload({ waitUntil: 'networkidle' });
    await p.getByRole('heading', { name: 'Gerenciamento de Cases' }).waitFor();
    expect(p.url()).toBe(`${product.url}/admin/cases`);

    await p.getByRole('button', { name: 'Sair' }).click();
    await expectToast(p, 'Logout realizado', 'Você foi desconectado com sucesso');
    await p.waitForURL(`${product.url}/admin/login`);
    expect(await p.evaluate(() => [localStorage.getItem('accessToken'), localStorage.getItem('refreshToken'), localStorage.getItem('user')])).toEqual([
      null,
      null,
      null,
    ]);
    await p.goto(`${product.url}/admin/cases`, { waitUntil: 'networkidle' });
    await p.waitForURL(`${product.url}/admin/login`);
  });

  it('clears the session on logout even when the server cannot be reached', async () => {
    const p = await page();
    await signIn(p, product);
    await p.route('**/api/auth/logout', (route) => route.abort('failed'));
    await p.getByRole('button', { name: 'Sair' }).click();
    await expectToast(p, 'Logout realizado', 'Você foi desconectado com sucesso');
    await p.waitForURL(`${product.url}/admin/login`);
    expect(await p.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
  });
});

describe('API client', () => {
  /**
   * Signs in and waits for the cases list the first screen asks for: sent after the tokens are broken,
   * that request would end the session (or refresh it) before the test's own step.
   */
  const signInAndLoadCases = async (p: Page) => {
    // The wait spans the whole sign-in (login page, password check, first screen), not one step: on a loaded
    // machine that sum took over the 15 s step limit admin pages then had (CI of 2026-12-05), so it has the sign-in's own time.
    const [casesLoaded] = await Promise.all([
      p.waitForResponse((response) => new URL(response.url()).pathname === '/api/cases', { timeout: 90_000 }),
      signIn(p, product),
    ]);
    expect(casesLoaded.status()).toBe(200);
  };

  it('refreshes an expired access token on a 401 and retries the request once, transparently', async () => {
    const p = await page();
    await signInAndLoadCases(p);
    const before = await p.evaluate(() => localStorage.getItem('refreshToken'));
    const refreshes: number[] = [];
    p.on('response', (response) => {
      if (response.url().endsWith('/api/auth/refresh')) refreshes.push(response.status());
    });
    // A token the server no longer accepts (bad signature; its expiry still reads as valid).
    await p.evaluate(() => {
      const token = localStorage.getItem('accessToken')!;
      localStorage.setItem('accessToken', `${token.slice(0, -6)}AAAAAA`);
    });
    await p.getByRole('link', { name: 'Contato', exact: true }).click();
    await p.getByRole('heading', { name: 'Gerenciamento de Contatos' }).waitFor();
    // Two protected calls (list and stats) fail at once and share one refresh.
    await p.getByText('Nenhum contato recebido ainda.').waitFor();
    expect(refreshes).toEqual([200]);
    expect(await p.evaluate(() => localStorage.getItem('refreshToken'))).not.toBe(before);
    expect(await p.locator('[data-toast="destructive"]').count()).toBe(0);
    expect(p.url()).toBe(`${product.url}/admin/contatos`);
  });

  it('ends the session and goes to the login when the refresh fails', async () => {
    const p = await page();
    await signInAndLoadCases(p);
    await p.evaluate(() => {
      localStorage.setItem('accessToken', 'invalido');
      localStorage.setItem('refreshToken', 'tambem-invalido');
    });
    await p.getByRole('link', { name: 'Blog' }).click();
    await p.waitForURL(`${product.url}/admin/login`);
    expect(await p.evaluate(() => [localStorage.getItem('accessToken'), localStorage.getItem('user')])).toEqual([null, null]);
  });

  /**
   * Three tabs of one browser (one localStorage) whose access tokens expire together all renew at once.
   * With Web Locks the tabs take turns and reuse the first renewal; without them (older browsers, plain
   * http on a LAN) the server gives every tab the same successor within its grace period.
   */
  for (const locks of [true, false]) {
    it(`keeps three tabs signed in when their access tokens expire together (${locks ? 'with' : 'without'} Web Locks)`, async () => {
      const first = await page();
      if (!locks) await first.context().addInitScript(() => Object.defineProperty(navigator, 'locks', { value: undefined }));
      await signInAndLoadCases(first);
      const tabs = [first, await first.context().newPage(), await first.context().newPage()];
      for (const tab of tabs.slice(1)) {
        await tab.goto(`${product.url}/admin/cases`, { waitUntil: 'networkidle' });
        await tab.getByRole('heading', { name: 'Gerenciamento de Cases' }).waitFor();
      }
      const refreshes: number[] = [];
      for (const tab of tabs) tab.on('response', (response) => {
        if (response.url().endsWith('/api/auth/refresh')) refreshes.push(response.status());
      });
      // Every tab's access token now reads as expired (same signature, expiry in the past), as after a lunch break.
      await first.evaluate(() => {
        const [header, payload, signature] = localStorage.getItem('accessToken')!.split('.');
        const claims = JSON.parse(atob(payload!.replace(/-/g, '+').replace(/_/g, '/')));
        const expired = btoa(JSON.stringify({ ...claims, exp: Math.floor(Date.now() / 1000) - 60 })).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
        localStorage.setItem('accessToken', `${header}.${expired}.${signature}`);
      });
      // A slow connection: no renewal comes back before every tab has asked. With Web Locks the first holds the
      // lock for 800 ms while the others wait on it; without, the answers are held until all three tabs have
      // asked (up to 15 s): on a loaded machine a tab may otherwise reach its list after another tab's renewal has
      // come back, and then rightly use the stored pair instead of asking.
      let everyTabAsked!: () => void;
      const allAsked = new Promise<void>((resolve) => (everyTabAsked = resolve));
      let waiting = 0;
      await first.context().route('**/api/auth/refresh', async (route) => {
        if (locks) await new Promise((resolve) => setTimeout(resolve, 800));
        else {
          if (++waiting === tabs.length) everyTabAsked();
          await Promise.race([allAsked, new Promise((resolve) => setTimeout(resolve, 15_000))]);
        }
        await route.continue();
      });
      await Promise.all(tabs.map((tab) => tab.evaluate(() => document.querySelector<HTMLAnchorElement>('a[href="/admin/blog"]')!.click())));
      for (const tab of tabs) {
        // The list has loaded: its requests went through with a renewed token.
        await tab.getByText(/^Página 1 de \d+$/).waitFor();
        expect(tab.url()).toBe(`${product.url}/admin/blog`);
      }
      expect(refreshes.length).toBeGreaterThanOrEqual(1);
      expect(refreshes.every((status) => status === 200)).toBe(true);
      // With Web Locks one tab renews and the others reuse its pair; without, each tab asked the server.
      expect(refreshes.length).toBe(locks ? 1 : 3);
      // The session is alive and the stored pair works.
      const me = await apiAs(first, 'GET', '/auth/me');
      expect(me.status).toBe(200);
      for (const tab of tabs) expect(await tab.locator('[data-toast="destructive"]').count()).toBe(0);
    });
  }

  it('shows the server message in an Error toast, but stays silent on a 404', async () => {
    const p = await page();
    await signIn(p, product);
    await p.route('**/api/contacts/stats', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ statusCode: 500, error: 'Internal Server Error', message: 'Falha simulada' }) }),
    );
    await p.route('**/api/contacts?*', (route) =>
      route.fulfill({ status: 404, contentType: 'application/json', body: JSON.stringify({ statusCode: 404, error: 'Not Found', message: 'Nada aqui' }) }),
    );
    await p.getByRole('link', { name: 'Contato', exact: true }).click();
    await expectToast(p, 'Error', 'Falha simulada');
    await p.getByText('Não foi possível carregar os contatos.').waitFor();
    const titles = await p.locator('[data-toast] p:first-of-type').allTextContents();
    expect(titles.filter((t) => t.includes('Nada aqui'))).toEqual([]);
  });
});

describe('roles, users and profile', () => {
  it('lets an admin create an editor, who sees only the content tabs and gets the no-permission screen elsewhere', async () => {
    const admin = await page();
    await signIn(admin, product);
    await admin.getByRole('link', { name: 'Usuários' }).click();
    await admin.getByRole('heading', { name: 'Gerenciamento de Usuários' }).waitFor();
    await admin.getByRole('button', { name: 'Novo Usuário' }).click();
    const form = dialog(admin, 'Novo Usuário');
    await form.getByRole('button', { name: 'Criar Usuário' }).click();
    await form.getByText('Nome é obrigatório').waitFor();
    await form.getByLabel('Nome').fill('Eva Editora');
    await form.getByLabel('E-mail', { exact: true }).fill('eva@e2e.dev');
    await form.getByLabel('Papel').selectOption('editor');
    // An invitation is the default; an admin can still set the first password.
    await form.getByRole('switch', { name: 'Enviar convite por e-mail para a pessoa escolher a senha' }).click();
    await form.getByLabel('Senha inicial').fill('senha-da-eva-1');
    await form.getByRole('button', { name: 'Criar Usuário' }).click();
    await expectToast(admin, 'Usuário criado com sucesso');
    const eva = row(admin, 'eva@e2e.dev');
    await eva.waitFor();
    expect(await eva.textContent()).toContain('Editor');
    expect(await eva.textContent()).toContain('Ativo');

    // The API refuses an admin removing their own admin role: its message is shown.
    await row(admin, E2E_ADMIN.email).getByRole('button', { name: /Ações para/ }).click();
    await admin.getByRole('menuitem', { name: 'Tornar editor' }).click();
    await expectToast(admin, 'Erro ao alterar papel', 'Você não pode remover o seu próprio acesso de administrador');

    const editor = await page();
    await signIn(editor, product, { email: 'eva@e2e.dev', password: 'senha-da-eva-1' });
    expect(await editor.getByTestId('admin-user').textContent()).toBe('eva@e2e.dev' + 'Editor');
    const tabs = await editor.getByRole('navigation', { name: 'Seções do painel' }).getByRole('link').allTextContents();
    expect(tabs.map((tab) => tab.replace(/\d+ sem tradução completa$/, ''))).toEqual(['Cases', 'Blog', 'Traduções', 'Mídia', 'Páginas', 'SEO', 'Redirecionamentos', 'Lixeira']);
    for (const path of ['/admin/usuarios', '/admin/contato-config', '/admin/contatos', '/admin/menu-rodape']) {
      await editor.goto(`${product.url}${path}`, { waitUntil: 'networkidle' });
      await editor.getByRole('heading', { name: 'Acesso negado: você está sem permissão' }).waitFor();
    }
    // The API agrees, and says why.
    expect((await apiAs(editor, 'GET', '/users')).status).toBe(403);
    const leads = await apiAs(editor, 'GET', '/contacts');
    expect(leads.status).toBe(403);
    expect(leads.body.message).toBe('Seu perfil não permite acessar os contatos recebidos');

    // Deactivating ends the editor's access; reactivating and deleting work too.
    await eva.getByRole('button', { name: 'Ações para Eva Editora' }).click();
    await admin.getByRole('menuitem', { name: 'Desativar' }).click();
    await expectToast(admin, 'Usuário desativado');
    expect(await row(admin, 'eva@e2e.dev').textContent()).toContain('Inativo');
    await row(admin, 'eva@e2e.dev').getByRole('button', { name: 'Ações para Eva Editora' }).click();
    await admin.getByRole('menuitem', { name: 'Reativar' }).click();
    await expectToast(admin, 'Usuário reativado');

    await row(admin, 'eva@e2e.dev').getByRole('button', { name: 'Ações para Eva Editora' }).click();
    await admin.getByRole('menuitem', { name: 'Redefinir senha' }).click();
    const reset = dialog(admin, 'Redefinir senha');
    await reset.getByLabel('Nova senha').fill('curta');
    await reset.getByRole('button', { name: 'Redefinir senha' }).click();
    await reset.getByText('A senha deve ter pelo menos 12 caracteres').waitFor();
    await reset.getByLabel('Nova senha').fill('nova-senha-da-eva');
    await reset.getByRole('button', { name: 'Redefinir senha' }).click();
    await expectToast(admin, 'Senha redefinida');

    await row(admin, 'eva@e2e.dev').getByRole('button', { name: 'Ações para Eva Editora' }).click();
    await admin.getByRole('menuitem', { name: 'Excluir' }).click();
    await alertDialog(admin, 'Excluir usuário').getByRole('button', { name: 'Excluir' }).click();
    await expectToast(admin, 'Usuário excluído com sucesso');
    await row(admin, 'eva@e2e.dev').waitFor({ state: 'detached' });
  });

  it('gives sales only the leads: Contato is their home and only tab, content and settings are refused', async () => {
    const admin = await page();
    await signIn(admin, product);
    const created = await apiAs(admin, 'POST', '/users', { name: 'Sara Vendas', email: 'sara@e2e.dev', role: 'sales', password: 'senha-da-sara-1' });
    expect(created.status).toBe(201);
    await admin.goto(`${product.url}/admin/usuarios`, { waitUntil: 'networkidle' });
    expect(await row(admin, 'sara@e2e.dev').textContent()).toContain('Comercial');

    const sales = await page();
    await signIn(sales, product, { email: 'sara@e2e.dev', password: 'senha-da-sara-1' }, '/admin/contatos');
    await sales.getByRole('heading', { name: 'Gerenciamento de Contatos' }).waitFor();
    expect(await sales.getByTestId('admin-user').textContent()).toBe('sara@e2e.dev' + 'Comercial');
    const tabs = await sales.getByRole('navigation', { name: 'Seções do painel' }).getByRole('link').allTextContents();
    expect(tabs).toEqual(['Contato']);
    for (const path of ['/admin/cases', '/admin/blog', '/admin/seo', '/admin/usuarios']) {
      await sales.goto(`${product.url}${path}`, { waitUntil: 'networkidle' });
      await sales.getByRole('heading', { name: 'Acesso negado: você está sem permissão' }).waitFor();
    }
    await sales.getByRole('link', { name: 'Voltar para Contato' }).click();
    await sales.waitForURL(/\/admin\/contatos$/);
    const post = await apiAs(sales, 'POST', '/blog', { title: 'Tentativa', excerpt: 'x', content: 'x' });
    expect(post.status).toBe(403);
    expect(post.body.message).toBe('Seu perfil não permite editar conteúdo do site');
    expect((await apiAs(sales, 'GET', '/contacts')).status).toBe(200);
  });

  it('recovers a forgotten password through the link e-mailed by a real SMTP server (issue 17)', async () => {
    const inbox = await startInbox();
    const mailing = await startProduct({ env: { SMTP_URL: `smtp://127.0.0.1:${inbox.port}` } });
    try {
      const p = await newAdminPage(browser, mailing, contexts);
      await p.goto(`${mailing.url}/admin/login`, { waitUntil: 'networkidle' });
      await p.getByRole('button', { name: 'Recuperar senha' }).click();
      await p.getByText('Informe seu e-mail para recuperar a senha').waitFor();
      await p.getByLabel('E-mail').fill(E2E_ADMIN.email);
      await p.getByRole('button', { name: 'Recuperar senha' }).click();
      await expectToast(p, 'E-mail enviado', 'Enviamos um e-mail com as instruções para recuperar sua senha.');
      await expect.poll(() => inbox.received.length, { timeout: 10_000 }).toBe(1);
      const link = /(\S+\/admin\/nova-senha\?token=\S+)/.exec(inbox.received[0]!.text ?? '')?.[1];
      expect(inbox.received[0]!.envelopeTo).toEqual([E2E_ADMIN.email]);
      const address = new URL(link!);

      await p.goto(`${mailing.url}${address.pathname}${address.search}`, { waitUntil: 'networkidle' });
      await p.getByRole('heading', { name: 'Nova senha' }).waitFor();
      await p.getByLabel('Nova senha', { exact: true }).fill('senha-recuperada-1');
      await p.getByLabel('Confirmar nova senha').fill('outra-coisa-123');
      await p.getByRole('button', { name: 'Salvar nova senha' }).click();
      await p.getByText('As senhas não coincidem').waitFor();
      await p.getByLabel('Confirmar nova senha').fill('senha-recuperada-1');
      await p.getByRole('button', { name: 'Salvar nova senha' }).click();
      await expectToast(p, 'Senha alterada', 'Entre com a nova senha.');
      await p.waitForURL(`${mailing.url}/admin/login`);
      await signIn(p, mailing, { email: E2E_ADMIN.email, password: 'senha-recuperada-1' });

      // The link worked once: opened again, it is refused with the reason.
      await p.goto(`${mailing.url}${address.pathname}${address.search}`, { waitUntil: 'networkidle' });
      await p.getByLabel('Nova senha', { exact: true }).fill('mais-uma-senha-1');
      await p.getByLabel('Confirmar nova senha').fill('mais-uma-senha-1');
      await p.getByRole('button', { name: 'Salvar nova senha' }).click();
      await expectToast(p, 'Não foi possível alterar a senha', 'Este link não vale mais: ele expira em 30 minutos e só pode ser usado uma vez. Peça um novo em "Recuperar senha".');
    } finally {
      await mailing.stop();
      await inbox.close();
    }
  });

  it('lets every user change their own name and password in Meu perfil', async () => {
    const admin = await page();
    await signIn(admin, product);
    const created = await apiAs(admin, 'POST', '/users', { name: 'Edu Editor', email: 'edu@e2e.dev', role: 'editor', password: 'senha-do-edu-1' });
    expect(created.status).toBe(201);

    const p = await page();
    await signIn(p, product, { email: 'edu@e2e.dev', password: 'senha-do-edu-1' });
    await p.getByRole('link', { name: 'Meu perfil' }).click();
    await p.getByRole('heading', { name: 'Meu perfil' }).waitFor();
    await p.getByLabel('Nome').fill('Eduardo Editor');
    await p.getByRole('button', { name: 'Salvar nome' }).click();
    await expectToast(p, 'Perfil atualizado');
    expect(await p.evaluate(() => JSON.parse(localStorage.getItem('user')!).name)).toBe('Eduardo Editor');

    await p.getByLabel('Senha atual').fill('errada-123');
    await p.getByLabel('Nova senha', { exact: true }).fill('senha-nova-do-edu');
    await p.getByLabel('Confirmar nova senha').fill('senha-nova-do-edu');
    await p.getByRole('button', { name: 'Alterar senha' }).click();
    await expectToast(p, 'Erro ao alterar senha', 'Senha atual incorreta');
    await p.getByLabel('Senha atual').fill('senha-do-edu-1');
    await p.getByRole('button', { name: 'Alterar senha' }).click();
    await expectToast(p, 'Senha alterada com sucesso');

    await p.getByRole('button', { name: 'Sair' }).click();
    await expectToast(p, 'Logout realizado');
    await signIn(p, product, { email: 'edu@e2e.dev', password: 'senha-nova-do-edu' });
  });
});
