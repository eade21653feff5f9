import { AxeBuilder } from '@axe-core/playwright';
import type { TContact, TContactConfig } from '@softhouse/contracts';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { E2E_ADMIN, launchBrowser, startProduct, type Product } from './support/product.js';

/**
 * /contato and the lead form of the service pages (product.md §2, §3, §4, §7): contact cards from the settings,
 * inline errors, storing the lead (with and without JavaScript), the honeypot, errors from the API,
 * and no third party contacted while no marketing-automation form is configured.
 */

let product: Product;
let browser: Browser;
let token: string;
let contactConfig: TContactConfig;
const contexts: BrowserContext[] = [];

const DESKTOP = { width: 1366, height: 900 };

async function api<T>(path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(`${product.url}/api${path}`, {
    ...init,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  const body = (await response.json()) as { data: T };
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status} ${JSON.stringify(body)}`);
  return body.data;
}

/** Leads found by the admin search (name, e-mail, company or subject). */
const leadsMatching = async (search: string) =>
  (await api<{ data: TContact[] }>(`/contacts?search=${encodeURIComponent(search)}`)).data;

beforeAll(async () => {
  [product, browser] = await Promise.all([startProduct(), launchBrowser()]);
  ({ contactConfig } = await api<{ contactConfig: TContactConfig }>('/settings'));
  ({ accessToken: token } = await api<{ accessToken: string }>('/auth/login', {
    method: 'POST',
    body: JSON.stringify(E2E_ADMIN),
  }));
});

afterAll(async () => {
  await browser?.close();
  await product?.stop();
});

async function open(path: string, options: BrowserContextOptions = {}): Promise<Page> {
  const context = await browser.newContext({ viewport: DESKTOP, ...options });
  contexts.push(context);
  const page = await context.newPage();
  await page.goto(`${product.url}${path}`, { waitUntil: 'networkidle' });
  return page;
}

let serial = 0;
/** A lead whose e-mail is unique to this test run, so the admin search finds only it. */
function lead(label: string) {
  serial += 1;
  const id = `${label}-${Date.now()}-${serial}`;
  return {
    name: `Maria Teste ${serial}`,
    email: `${id}@e2e.example.com`,
    phone: '+55 (11) 98888-7777',
    company: 'Empresa E2E Ltda.',
    subject: `Assunto ${id}`,
    message: 'Queremos desenvolver um aplicativo para a nossa rede de lojas.',
  };
}

type Lead = ReturnType<typeof lead>;

async function fill(form: ReturnType<Page['getByTestId']>, values: Lead) {
  await form.getByLabel('Nome').fill(values.name);
  await form.getByLabel('E-mail').fill(values.email);
  await form.getByLabel('Telefone').fill(values.phone);
  await form.getByLabel('Empresa').fill(values.company);
  await form.getByLabel('Assunto').fill(values.subject);
  await form.getByLabel('Mensagem').fill(values.message);
}

async function expectStored(values: Lead, source: string) {
  const found = await leadsMatching(values.email);
  expect(found).toHaveLength(1);
  expect(found[0]).toMatchObject({ ...values, source, isRead: false });
}

const thanksHeading = (page: Page) => page.getByRole('heading', { level: 1 });

/**
 * Waits for the form's island, whose code the typing has asked for. For tests of what the island does with
 * the API's answer: a form sent before it has come waits 3 s for it and then posts to the server (decision
 * 054), which on a loaded machine would test the server's path instead.
 */
async function formHydrated(page: Page) {
  await page.locator('[data-island="contact-form"][data-hydrated]').waitFor({ state: 'attached' });
}

/** After a client-side navigation the URL changes first; the thank-you screen renders right after. */
async function expectThanks(page: Page, path = '/obrigado', title = 'Obrigado por entrar em contato conosco.') {
  await page.waitForURL(`${product.url}${path}`);
  await expect.poll(() => thanksHeading(page).textContent()).toBe(title);
}

describe('/contato', () => {
  it('shows the contact cards of the site settings', async () => {
    const page = await open('/contato');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Vamos conversar?');
    const cards = page.getByTestId('contact-channels');
    expect(await cards.getByRole('heading', { level: 3 }).allTextContents()).toEqual([
      contactConfig.phone.title,
      contactConfig.email.title,
      contactConfig.careers.title,
      contactConfig.location.title,
    ]);
    const phone = cards.getByRole('link', { name: contactConfig.phone.number });
    expect(await phone.getAttribute('href')).toBe(`tel:${contactConfig.phone.number.replace(/[^\d+]/g, '')}`);
    const email = cards.getByRole('link', { name: contactConfig.email.address });
    expect(await email.getAttribute('href')).toBe(`mailto:${contactConfig.email.address}`);
    expect(await cards.innerText()).toContain(contactConfig.location.address);
    const careers = cards.getByRole('link', { name: /Ver vagas abertas/ });
    expect(await careers.getAttribute('href')).toBe(contactConfig.careers.link);
    expect(await careers.getAttribute('target')).toBe('_blank');
  });

  it('requests nothing from another origin while no embedded form is configured', async () => {
    const context = await browser.newContext({ viewport: DESKTOP });
    contexts.push(context);
    const page = await context.newPage();
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await page.goto(`${product.url}/contato`, { waitUntil: 'networkidle' });
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForLoadState('networkidle');
    await page.getByTestId('contact-form').getByLabel('Nome').click();
    expect(requested.length).toBeGreaterThan(3);
    const origin = new URL(product.url).origin;
    expect(requested.filter((url) => new URL(url).origin !== origin)).toEqual([]);
    expect(await page.getByTestId('hubspot-form').count()).toBe(0);
    expect(await page.locator('script[src*="hsforms"]').count()).toBe(0);
  });

  it('shows every inline error of an empty submission, linked to its field, and focuses the first', async () => {
    const page = await open('/contato');
    const form = page.getByTestId('contact-form');
    // The visitor's first touch is on the button: the form's code comes with it, and the sending waits for it
    // (decision 054), so the errors are shown in place, without a round trip to the server.
    await page.evaluate(() => Object.assign(window, { samePage: true }));
    await form.getByRole('button', { name: 'Enviar mensagem' }).click();
    await expect.poll(() => form.getByLabel('Nome').getAttribute('aria-invalid')).toBe('true');
    const expected = { Nome: 'Nome é obrigatório', 'E-mail': 'E-mail é obrigatório', Mensagem: 'Mensagem é obrigatória' };
    for (const [label, message] of Object.entries(expected)) {
      const field = form.getByLabel(label);
      expect(await field.getAttribute('aria-invalid')).toBe('true');
      const describedBy = await field.getAttribute('aria-describedby');
      expect(await page.locator(`[id="${describedBy}"]`).textContent()).toBe(message);
    }
    for (const label of ['Telefone', 'Empresa', 'Assunto']) {
      expect(await form.getByLabel(label).getAttribute('aria-invalid')).toBeNull();
    }
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('name');
    expect(await page.getByTestId('contact-form-alert').textContent()).toBe(
      'Confira os campos destacados para enviar a mensagem.',
    );
    expect(page.url()).toBe(`${product.url}/contato`);
    expect(await page.evaluate(() => 'samePage' in window)).toBe(true);

    // A bad e-mail and phone get their own messages; fixing a field clears its error.
    await form.getByLabel('E-mail').fill('nao-e-um-email');
    await form.getByLabel('Telefone').fill('ligue já');
    await form.getByRole('button', { name: 'Enviar mensagem' }).click();
    expect(await form.getByText('E-mail inválido').count()).toBe(1);
    expect(await form.getByText('Telefone inválido').count()).toBe(1);
    await form.getByLabel('Nome').fill('Ana');
    expect(await form.getByLabel('Nome').getAttribute('aria-invalid')).toBeNull();
  });

  it('shows the errors in the visitor’s language', async () => {
    const page = await open('/en/contato');
    const form = page.getByTestId('contact-form');
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect.poll(() => form.getByText('Name is required').count()).toBe(1);
    expect(await form.getByText('E-mail is required').count()).toBe(1);
    expect(await form.getByText('Message is required').count()).toBe(1);
  });

  it('stores a valid lead and goes to /obrigado', async () => {
    const page = await open('/contato');
    const values = lead('valid');
    await fill(page.getByTestId('contact-form'), values);
    await page.getByRole('button', { name: 'Enviar mensagem' }).click();
    await expectThanks(page);
    await expectStored(values, 'contato');
  });

  it('posts the form itself when the form’s code cannot be fetched, and the lead is stored', async () => {
    const context = await browser.newContext({ viewport: DESKTOP });
    contexts.push(context);
    const page = await context.newPage();
    // React and the islands (hydrate.tsx) never arrive: a dropped connection, a blocked script.
    await page.route(/\/assets\/hydrate-[^/]*\.js$/, (route) => route.abort('failed'));
    await page.goto(`${product.url}/contato`, { waitUntil: 'networkidle' });
    const values = lead('no-code');
    await fill(page.getByTestId('contact-form'), values);
    await page.getByRole('button', { name: 'Enviar mensagem' }).click();
    await expectThanks(page);
    await expectStored(values, 'contato');
    expect(await page.getByTestId('contact-form').count()).toBe(0);
  });

  it('stores nothing when the honeypot is filled, and the bot still sees a success', async () => {
    const page = await open('/contato');
    const form = page.getByTestId('contact-form');
    const honeypot = form.locator('input[name="website"]');
    expect(await honeypot.getAttribute('tabindex')).toBe('-1');
    expect(await honeypot.getAttribute('autocomplete')).toBe('off');
    expect(await honeypot.evaluate((el) => el.closest('[aria-hidden="true"]') !== null)).toBe(true);
    const box = await honeypot.boundingBox();
    expect(box === null || box.x + box.width <= 0 || box.width <= 1).toBe(true);

    const values = lead('honeypot');
    await fill(form, values);
    await honeypot.fill('https://spam.example.com', { force: true });
    await form.getByRole('button', { name: 'Enviar mensagem' }).click();
    await expectThanks(page);
    expect(await leadsMatching(values.email)).toEqual([]);
  });

  it('keeps the typed values and explains a rate limit or a network failure, in the visitor’s language', async () => {
    const page = await open('/contato');
    const form = page.getByTestId('contact-form');
    const values = lead('unsent');
    await fill(form, values);
    await formHydrated(page);

    await page.route('**/api/contacts', (route) =>
      route.fulfill({
        status: 429,
        contentType: 'application/json',
        body: JSON.stringify({ statusCode: 429, error: 'Too Many Requests', message: 'Muitas mensagens enviadas.' }),
      }),
    );
    await form.getByRole('button', { name: 'Enviar mensagem' }).click();
    await expect
      .poll(() => page.getByTestId('contact-form-alert').textContent())
      .toBe('Recebemos muitas mensagens em pouco tempo. Aguarde alguns minutos e tente novamente.');
    expect(page.url()).toBe(`${product.url}/contato`);
    expect(await form.getByLabel('Nome').inputValue()).toBe(values.name);
    expect(await form.getByLabel('Mensagem').inputValue()).toBe(values.message);

    await page.unroute('**/api/contacts');
    await page.route('**/api/contacts', (route) => route.abort('internetdisconnected'));
    await form.getByRole('button', { name: 'Enviar mensagem' }).click();
    await expect
      .poll(() => page.getByTestId('contact-form-alert').textContent())
      .toBe('Não foi possível enviar a mensagem. Verifique a sua conexão e tente novamente.');
    expect(await form.getByLabel('E-mail').inputValue()).toBe(values.email);
    expect(await leadsMatching(values.email)).toEqual([]);
  });

  it('turns the API’s Portuguese field messages into the visitor’s language', async () => {
    const page = await open('/es/contato');
    const form = page.getByTestId('contact-form');
    await form.getByLabel('Nombre').fill('Juan');
    await form.getByLabel('Correo electrónico').fill('juan@empresa.com');
    await form.getByLabel('Mensaje').fill('Hola');
    await formHydrated(page);
    await page.route('**/api/contacts', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({
          statusCode: 400,
          error: 'Bad Request',
          message: 'Dados inválidos',
          details: { email: 'E-mail inválido' },
        }),
      }),
    );
    await form.getByRole('button', { name: 'Enviar mensaje' }).click();
    await expect.poll(() => form.getByText('Correo electrónico no válido').count()).toBe(1);
    expect(await form.getByLabel('Correo electrónico').getAttribute('aria-invalid')).toBe('true');
  });

  it('has no axe violations, also with the errors shown', async () => {
    const page = await open('/contato');
    const analyze = async () =>
      (await new AxeBuilder({ page }).analyze()).violations.map(
        (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
      );
    expect(await analyze()).toEqual([]);
    await page.getByTestId('contact-form').getByRole('button', { name: 'Enviar mensagem' }).click();
    expect(await analyze()).toEqual([]);
  });
});

describe('without JavaScript', () => {
  it('submits the form as a plain POST, stores the lead and lands on /obrigado', async () => {
    const page = await open('/contato', { javaScriptEnabled: false });
    const values = lead('nojs');
    await fill(page.getByTestId('contact-form'), values);
    await Promise.all([page.waitForURL(`${product.url}/obrigado`), page.getByRole('button', { name: 'Enviar mensagem' }).click()]);
    expect(await thanksHeading(page).textContent()).toBe('Obrigado por entrar em contato conosco.');
    await expectStored(values, 'contato');
  });

  it('shows the server’s inline errors and keeps what was typed', async () => {
    const page = await open('/contato', { javaScriptEnabled: false });
    const form = page.getByTestId('contact-form');
    await form.getByLabel('Nome').fill('Carlos');
    await form.getByLabel('E-mail').fill('carlos@');
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === 'POST'),
      form.getByRole('button', { name: 'Enviar mensagem' }).click(),
    ]);
    expect(response.status()).toBe(400);
    // The answer is a new document with the errors rendered by the server.
    const reloaded = page.getByTestId('contact-form');
    await expect.poll(() => reloaded.getByLabel('E-mail').getAttribute('aria-invalid')).toBe('true');
    expect(await reloaded.getByLabel('Nome').inputValue()).toBe('Carlos');
    expect(await reloaded.getByLabel('E-mail').inputValue()).toBe('carlos@');
    expect(await reloaded.getByLabel('E-mail').getAttribute('aria-invalid')).toBe('true');
    expect(await reloaded.innerText()).toContain('E-mail inválido');
    expect(await reloaded.innerText()).toContain('Mensagem é obrigatória');
    expect(await reloaded.getByLabel('Nome').getAttribute('aria-invalid')).toBeNull();
  });
});

describe('service pages', () => {
  it('the form on /software submits with source software', async () => {
    const page = await open('/software');
    const form = page.getByTestId('contact-section').getByTestId('contact-form');
    const values = lead('software');
    await fill(form, values);
    await form.getByRole('button', { name: 'Enviar mensagem' }).click();
    await expectThanks(page);
    await expectStored(values, 'software');
  });

  it('the hero form on /aplicativo works without JavaScript too, with source aplicativo and the language kept', async () => {
    const page = await open('/en/aplicativo', { javaScriptEnabled: false });
    const form = page.getByTestId('app-hero-form').getByTestId('contact-form');
    const values = lead('app');
    await form.getByLabel('Name').fill(values.name);
    await form.getByLabel('E-mail').fill(values.email);
    await form.getByLabel('Message').fill(values.message);
    await Promise.all([page.waitForURL(`${product.url}/en/obrigado`), form.getByRole('button', { name: 'Send message' }).click()]);
    expect(await thanksHeading(page).textContent()).toBe('Thank you for getting in touch with us.');
    const [stored] = await leadsMatching(values.email);
    expect(stored).toMatchObject({ name: values.name, message: values.message, source: 'aplicativo', phone: null });
  });
});
