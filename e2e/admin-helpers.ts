import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { E2E_ADMIN, launchBrowser, startProduct, type Product } from './support/product.js';

/** Shared steps of the back-office browser tests (e2e/admin-*.test.ts). */

/** What a test file runs against: its own product, one Chromium, and the contexts its tests open. */
export type TestRun = { product: Product; browser: Browser; contexts: BrowserContext[] };

/**
 * Starts a product (from the seeded template) and Chromium before the file's tests and closes both after
 * them. Called at the top of a test file; `product` and `browser` are there once the tests run.
 */
export function startProductAndBrowser(): TestRun {
  const run: Partial<TestRun> & Pick<TestRun, 'contexts'> = { contexts: [] };
  beforeAll(async () => {
    [run.product, run.browser] = await Promise.all([startProduct(), launchBrowser()]);
  });
  afterAll(async () => {
    await run.browser?.close();
    await run.product?.stop();
  });
  return run as TestRun;
}

export const LAPTOP = { width: 1366, height: 900 };

export async function newAdminPage(browser: Browser, product: Product, contexts: BrowserContext[]): Promise<Page> {
  const context = await browser.newContext({ viewport: LAPTOP, acceptDownloads: true });
  contexts.push(context);
  // Nothing leaves the machine (YouTube previews, external links).
  await context.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<title>external</title>' }),
  );
  const page = await context.newPage();
  // Playwright's own default (30 s) for a step, as the public pages' tests have: a limit catches a hang, and on
  // a loaded CI machine (browser tests 1.8 times as long as on a quiet one) a step of a few seconds can take 15.
  page.setDefaultTimeout(30_000);
  return page;
}

/** Signs in and waits for the role's first screen (Cases for administrators and editors, Contato for sales). */
export async function signIn(page: Page, product: Product, credentials: { email: string; password: string } = E2E_ADMIN, landing = '/admin/cases') {
  await page.goto(`${product.url}/admin/login`, { waitUntil: 'networkidle' });
  await page.getByLabel('E-mail').fill(credentials.email);
  await page.getByLabel('Senha', { exact: true }).fill(credentials.password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await page.waitForURL(`${product.url}${landing}`);
  await expectToast(page, 'Login realizado com sucesso', 'Bem-vindo ao painel administrativo');
}

/** A new admin page of the run, signed in (as the e2e administrator unless other credentials are given). */
export async function signedInPage(run: TestRun, credentials?: { email: string; password: string }, landing?: string): Promise<Page> {
  const page = await newAdminPage(run.browser, run.product, run.contexts);
  await signIn(page, run.product, credentials, landing);
  return page;
}

const toasts = (page: Page) => page.locator('[data-toast]');

/**
 * Waits for a toast with this exact title (and description), then closes it so the next one in the
 * queue (one at a time, product.md §4) shows at once.
 */
export async function expectToast(page: Page, title: string, description?: string, timeout = 30_000) {
  const toast = toasts(page).filter({ has: page.locator('p', { hasText: new RegExp(`^${escapeRegExp(title)}$`) }) });
  // Its texts are read in the same step that finds it: a toast leaves on its own after 4 s, and on a loaded
  // machine a second round trip to read them may come after it has gone (CI of 2026-12-05 read none).
  // Every toast seen while waiting is kept, so a timeout says which toast came instead of the one awaited.
  await page.evaluate(() => ((window as unknown as { __toastsSeen?: string[] }).__toastsSeen = []));
  const found = await page
    .waitForFunction(
      (wanted) => {
        const seen = ((window as unknown as { __toastsSeen?: string[] }).__toastsSeen ??= []);
        for (const box of document.querySelectorAll<HTMLElement>('[data-toast]')) {
          const texts = [...box.querySelectorAll('p')].map((p) => (p.textContent ?? '').replace(/\s+/g, ' ').trim());
          const said = texts.join(' / ');
          if (said && !seen.includes(said)) seen.push(said);
          if (texts.includes(wanted) && box.checkVisibility()) return texts;
        }
        return null;
      },
      title,
      { timeout, polling: 50 },
    )
    .catch(async (error: Error) => {
      const seen = await page.evaluate(() => (window as unknown as { __toastsSeen?: string[] }).__toastsSeen ?? []).catch(() => []);
      // A field refused by the form says so beside the field, not in a toast.
      const fieldErrors = await page
        .evaluate(() =>
          [...document.querySelectorAll('[aria-invalid="true"]')].map((field) =>
            (field.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent?.trim()).filter(Boolean).join(' / '),
          ),
        )
        .catch(() => []);
      throw new Error(
        `No toast '${title}' within ${timeout} ms; toasts seen meanwhile: ${seen.length ? seen.map((t) => `'${t}'`).join(', ') : 'none'}; ` +
          `fields refused on the page: ${fieldErrors.length ? fieldErrors.map((t) => `'${t}'`).join(', ') : 'none'} (${error.message})`,
      );
    });
  const texts = (await found.jsonValue()) as string[];
  expect(texts[0]).toBe(title);
  if (description !== undefined) expect(texts[1]).toBe(description);
  // It may leave on its own (its time is up) while the click still waits for its entrance to settle: gone is all
  // closing it wants. A click that fails otherwise still fails the test.
  const clicking = toast.first().getByRole('button', { name: 'Fechar notificação' }).click({ timeout });
  clicking.catch(() => {});
  await Promise.race([clicking, toast.first().waitFor({ state: 'detached', timeout })]);
  return texts;
}

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export const dialog = (page: Page, name: string | RegExp): Locator => page.getByRole('dialog', { name });
export const alertDialog = (page: Page, name: string | RegExp): Locator => page.getByRole('alertdialog', { name });

/** The row of a table whose text contains `text`. */
export const row = (scope: Page | Locator, text: string) => scope.getByRole('row').filter({ hasText: text });

/** Calls the API with the signed-in browser's token (setup and checks only; the UI does the real work). */
export async function apiAs(page: Page, method: string, path: string, body?: unknown) {
  return page.evaluate(
    async ({ method, path, body }) => {
      const token = localStorage.getItem('accessToken');
      const response = await fetch(`/api${path}`, {
        method,
        headers: { ...(token ? { Authorization: `Bearer ${token}` } : {}), ...(body ? { 'Content-Type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      });
      return { status: response.status, body: await response.json().catch(() => null) };
    },
    { method, path, body },
  );
}

/** A real PNG of any size (valid header and pixels) for upload tests. */
export function pngBuffer(): Buffer {
  // 1×1 transparent PNG.
  return Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  );
}
