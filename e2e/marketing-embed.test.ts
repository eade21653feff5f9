import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, startProduct, type Product } from './support/product.js';

/**
 * With a marketing-automation portal and form ids configured (environment), the provider's form
 * replaces ours on /contato, /software and /outsourcing. The provider's script is stubbed at its
 * own origin (this machine has no internet), so the test sees exactly what the page asks it for.
 */
const PORTAL = '12345678';
const FORMS = { contact: 'aaaaaaaa-1111-2222-3333-444444444444', software: 'bbbbbbbb-1111-2222-3333-444444444444', outsourcing: 'cccccccc-1111-2222-3333-444444444444' };
const STUB = `window.hbspt = { forms: { create: function (o) {
  window.__created = (window.__created || []).concat([{ region: o.region, portalId: o.portalId, formId: o.formId, target: o.target }]);
  var el = document.querySelector(o.target); if (el) el.innerHTML = '<form data-stub="1"><input name="email" aria-label="email"></form>';
} } };`;

let product: Product;
let browser: Browser;
beforeAll(async () => {
  product = await startProduct({ env: { HUBSPOT_PORTAL_ID: PORTAL, HUBSPOT_FORM_CONTACT: FORMS.contact, HUBSPOT_FORM_SOFTWARE: FORMS.software, HUBSPOT_FORM_OUTSOURCING: FORMS.outsourcing } });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await product?.stop();
});

async function open(path: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const scriptLoads: string[] = [];
  const violations: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy|Refused to/i.test(m.text())) violations.push(m.text());
  });
  await page.route('https://js.hsforms.net/**', (route) => {
    scriptLoads.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'application/javascript', body: STUB });
  });
  await page.goto(`${product.url}${path}`, { waitUntil: 'networkidle' });
  return { page, context, scriptLoads, violations };
}

describe('embedded marketing forms', () => {
  it.each([
    ['/contato', FORMS.contact],
    ['/software', FORMS.software],
    ['/outsourcing', FORMS.outsourcing],
  ])('%s shows the provider form (region na1, its own form id) instead of ours, loading the script once', async (path, formId) => {
    const { page, context, scriptLoads, violations } = await open(path);
    // The form's island, and the provider's script with it, load as the visitor reaches it (decision 046).
    await page.locator('[data-island="hubspot-form"] > *').first().scrollIntoViewIfNeeded();
    await expect.poll(() => page.locator('[data-stub="1"]').count()).toBe(1);
    expect(await page.getByTestId('contact-form').count()).toBe(0);
    const created = await page.evaluate(() => (window as unknown as { __created: unknown[] }).__created);
    expect(created).toEqual([expect.objectContaining({ region: 'na1', portalId: PORTAL, formId })]);
    expect(scriptLoads).toEqual(['https://js.hsforms.net/forms/embed/v2.js']);
    expect(violations).toEqual([]);
    await context.close();
  });

  it('/aplicativo keeps our own form and asks nothing of the provider', async () => {
    const { page, context, scriptLoads } = await open('/aplicativo');
    expect(await page.getByTestId('contact-form').count()).toBeGreaterThan(0);
    expect(scriptLoads).toEqual([]);
    await context.close();
  });

  it('the CSP admits the provider only because it is configured', async () => {
    const res = await fetch(`${product.url}/contato`);
    expect(res.headers.get('content-security-policy')).toContain('https://js.hsforms.net');
  });
});
