import { generate } from 'otplib';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startInbox } from '../apps/api/src/test-support/smtp.js';
import { dialog, expectToast, newAdminPage, row, signIn } from './admin-helpers.js';
import { launchBrowser, startProduct, type Product } from './support/product.js';
import { freePort } from './support/spawn-product.js';

/**
 * Staff accounts (issue 17, decision 032) as a person uses them: an invitation by e-mail through a real
 * SMTP server, two-factor with an authenticator app (the test computes its codes) and a recovery code,
 * a passkey in Chromium's virtual authenticator, and ending a session open in another browser.
 * Passkeys need the site's own address: the product runs with PUBLIC_URL on localhost and is opened there.
 */
let browser: Browser;
let product: Product;
let inbox: Awaited<ReturnType<typeof startInbox>>;
const contexts: BrowserContext[] = [];
const LIA = { email: 'lia@e2e.dev', password: 'caderno de receitas da lia' };

beforeAll(async () => {
  inbox = await startInbox();
  const port = await freePort();
  const started = await startProduct({ env: { PORT: String(port), PUBLIC_URL: `http://localhost:${port}`, SMTP_URL: `smtp://127.0.0.1:${inbox.port}` } });
  product = { ...started, url: `http://localhost:${port}` };
  browser = await launchBrowser();
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await product?.stop();
  await inbox?.close();
});

const page = () => newAdminPage(browser, product, contexts);
const signOut = async (p: Page) => {
  await p.getByRole('button', { name: 'Sair' }).click();
  await p.waitForURL(`${product.url}/admin/login`);
};
async function passwordStep(p: Page, who: { email: string; password: string }) {
  await p.goto(`${product.url}/admin/login`, { waitUntil: 'networkidle' });
  await p.getByLabel('E-mail').fill(who.email);
  await p.getByLabel('Senha', { exact: true }).fill(who.password);
  await p.getByRole('button', { name: 'Entrar', exact: true }).click();
}

describe('staff accounts', () => {
  let secret = '';
  let recoveryCodes: string[] = [];

  it('invites a new member by e-mail; they choose a strong password through the link and sign in', async () => {
    const admin = await page();
    await signIn(admin, product);
    await admin.goto(`${product.url}/admin/usuarios`, { waitUntil: 'networkidle' });
    await admin.getByRole('button', { name: 'Novo Usuário' }).click();
    const form = dialog(admin, 'Novo Usuário');
    await form.getByLabel('Nome').fill('Lia Campos');
    await form.getByLabel('E-mail', { exact: true }).fill(LIA.email);
    await form.getByLabel('Papel').selectOption('editor');
    expect(await form.getByLabel('Senha inicial').count()).toBe(0);
    await form.getByRole('button', { name: 'Criar Usuário' }).click();
    await expectToast(admin, 'Usuário criado', `Convite enviado por e-mail para ${LIA.email}.`);
    await row(admin, LIA.email).getByText('Convite pendente').waitFor();

    await expect.poll(() => inbox.received.some((m) => m.envelopeTo.includes(LIA.email)), { timeout: 15_000 }).toBe(true);
    const invitation = inbox.received.find((m) => m.envelopeTo.includes(LIA.email))!;
    expect(invitation.subject).toMatch(/^Convite para o painel de /);
    const link = /(http:\/\/localhost:\d+\/admin\/nova-senha\?token=[\w-]+&convite=1)/.exec(invitation.text ?? '')![1]!;

    const lia = await page();
    await lia.goto(link, { waitUntil: 'networkidle' });
    await lia.getByRole('heading', { name: 'Escolha sua senha' }).waitFor();
    await lia.getByLabel('Nova senha', { exact: true }).fill('password123456');
    await lia.getByText(/Senha fácil de adivinhar/).first().waitFor();
    await lia.getByLabel('Nova senha', { exact: true }).fill(LIA.password);
    await lia.getByLabel('Confirmar nova senha').fill(LIA.password);
    await lia.getByRole('button', { name: 'Criar senha' }).click();
    await lia.waitForURL(`${product.url}/admin/login`);
    await signIn(lia, product, LIA);
  });

  it('turns two-factor on with an authenticator app, then signs in with a code and with a recovery code', async () => {
    const lia = await page();
    await signIn(lia, product, LIA);
    await lia.goto(`${product.url}/admin/perfil`, { waitUntil: 'networkidle' });
    await lia.getByRole('button', { name: 'Ativar' }).click();
    const setup = dialog(lia, 'Ativar verificação em duas etapas');
    await setup.getByRole('img', { name: 'Código QR da verificação em duas etapas' }).waitFor();
    secret = (await setup.locator('code').textContent())!.replace(/\s+/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    await setup.getByLabel('Código de 6 dígitos').fill('000000');
    await setup.getByRole('button', { name: /Confirmar/ }).click();
    await setup.getByText('Código inválido ou já usado').first().waitFor();
    await setup.getByLabel('Código de 6 dígitos').fill(await generate({ secret }));
    await setup.getByRole('button', { name: /Confirmar/ }).click();
    const done = dialog(lia, 'Verificação em duas etapas ativada');
    const codeList = done.getByRole('list', { name: 'Códigos de recuperação' }).getByRole('listitem');
    await codeList.first().waitFor();
    recoveryCodes = await codeList.allTextContents();
    expect(recoveryCodes).toHaveLength(10);
    await done.getByRole('button', { name: /Fechar|Guardei|Concluir/ }).first().click();
    await lia.getByText('Ativa desde').first().waitFor();
    await signOut(lia);

    // The code of the next 30-second step: the one that confirmed enrolment cannot be used again.
    await passwordStep(lia, LIA);
    await lia.getByText('Sua conta pede uma segunda confirmação para entrar.').waitFor();
    await lia.getByLabel('Código').fill(await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 }));
    await lia.getByRole('button', { name: 'Verificar' }).click();
    await lia.waitForURL(`${product.url}/admin/cases`);
    await signOut(lia);

    await passwordStep(lia, LIA);
    await lia.getByRole('button', { name: 'Usar um código de recuperação' }).click();
    await lia.getByLabel('Código').fill(recoveryCodes[0]!);
    await lia.getByRole('button', { name: 'Verificar' }).click();
    await lia.waitForURL(`${product.url}/admin/cases`);
    await lia.goto(`${product.url}/admin/perfil`, { waitUntil: 'networkidle' });
    await lia.getByText('9 códigos de recuperação restantes').waitFor();
  });

  it('registers a passkey and signs in with it alone (Chromium virtual authenticator)', async () => {
    const p = await page();
    const cdp = await p.context().newCDPSession(p);
    await cdp.send('WebAuthn.enable');
    const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
    });
    await passwordStep(p, LIA);
    await p.getByRole('button', { name: 'Usar um código de recuperação' }).click();
    await p.getByLabel('Código').fill(recoveryCodes[1]!);
    await p.getByRole('button', { name: 'Verificar' }).click();
    await p.waitForURL(`${product.url}/admin/cases`);
    await p.goto(`${product.url}/admin/perfil`, { waitUntil: 'networkidle' });
    await p.getByRole('button', { name: 'Adicionar passkey' }).click();
    const naming = dialog(p, 'Adicionar passkey');
    await naming.getByLabel('Nome da passkey').fill('Notebook da Lia');
    await naming.getByRole('button', { name: 'Continuar' }).click();
    await expectToast(p, 'Passkey adicionada');
    await p.getByRole('list', { name: 'Suas passkeys' }).getByText('Notebook da Lia').waitFor();
    // The authenticator holds a discoverable credential for this site: what "Entrar com passkey" uses.
    const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
    expect(credentials).toEqual([expect.objectContaining({ isResidentCredential: true, rpId: 'localhost' })]);
    await signOut(p);

    await p.getByRole('button', { name: 'Entrar com passkey' }).click();
    await p.waitForURL(`${product.url}/admin/cases`);
    await expectToast(p, 'Login realizado com sucesso');
  });

  it('ends a session open in another browser from Sessões ativas; that browser is signed out at once', async () => {
    const laptop = await page();
    await signIn(laptop, product);
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1' });
    contexts.push(phone);
    const other = await phone.newPage();
    await signIn(other, product);

    await laptop.goto(`${product.url}/admin/perfil`, { waitUntil: 'networkidle' });
    const sessions = laptop.getByRole('list', { name: 'Sessões' });
    await sessions.getByText('Esta sessão').waitFor();
    await laptop.getByRole('button', { name: /Encerrar sessão: Safari em iOS/ }).first().click();
    await expectToast(laptop, 'Sessão encerrada');

    await other.goto(`${product.url}/admin/blog`, { waitUntil: 'networkidle' });
    await other.waitForURL(`${product.url}/admin/login`);
  });
});
