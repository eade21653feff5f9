import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readText } from './support/page-texts.js';
import { adminToken, launchBrowser, startProduct, type Product } from './support/product.js';

/**
 * Site-wide content edited through the back office's API reaches the public site at once, without a
 * restart: footer columns and links, rights text and year, registration number (product.md §2); page and
 * global SEO in the raw HTML; a page's hero block, on that page only (decision 047).
 */

const PUBLIC_URL = 'https://www.example.com';
let product: Product;
let browser: Browser;
let token: string;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  [product, browser] = await Promise.all([startProduct({ env: { PUBLIC_URL } }), launchBrowser()]);
  token = await adminToken(product.url);
});

afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => {});
  await browser?.close();
  await product?.stop();
});

/** An editor's call to the REST API; fails the test unless it succeeds. */
async function api<T = unknown>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${product.url}/api${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await response.json()) as { success?: boolean; data: T };
  expect(response.status, `${method} ${path}: ${JSON.stringify(json)}`).toBeLessThan(300);
  return json.data;
}

async function open(path: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  contexts.push(context);
  await context.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<title>external</title>' }),
  );
  const page = await context.newPage();
  await page.goto(`${product.url}${path}`, { waitUntil: 'networkidle' });
  return page;
}

const decode = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

const attributes = (tag: string) =>
  Object.fromEntries([...tag.matchAll(/([\w:-]+)="([^"]*)"/g)].map(([, name, value]) => [name!.toLowerCase(), decode(value!)]));

/** What a crawler reads: the raw HTML (no JavaScript), its <title> and meta tags by name or property. */
async function head(path: string) {
  const response = await fetch(`${product.url}${path}`);
  expect(response.status, path).toBe(200);
  const html = await response.text();
  const meta = new Map<string, string[]>();
  for (const [tag] of html.matchAll(/<meta\s[^>]*>/g)) {
    const attrs = attributes(tag);
    const key = attrs.property ?? attrs.name;
    if (key && attrs.content !== undefined) meta.set(key, [...(meta.get(key) ?? []), attrs.content]);
  }
  return { html, title: decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? ''), meta };
}

const footerNavs = (page: Page) => page.getByRole('contentinfo').getByRole('navigation');

describe('footer', () => {
  it('shows a column and links added through the API at once, in each language, in order', async () => {
    // Rendered (and cached) before the change.
    expect((await head('/')).html).not.toContain('Portal do parceiro');

    const column = await api<{ id: string }>('POST', '/footer/columns', { title: { pt: 'Parceiros', en: 'Partners' } });
    await api('POST', `/footer/columns/${column.id}/links`, {
      label: { pt: 'Portal do parceiro', en: 'Partner portal' },
      url: 'https://parceiros.example.com/',
      newTab: true,
    });
    await api('POST', `/footer/columns/${column.id}/links`, { labelKey: 'footer.contact', url: '/contato' });
    await api('POST', `/footer/columns/${column.id}/links`, { label: { pt: 'Vagas' }, url: null });

    const page = await open('/');
    const titles = await footerNavs(page).evaluateAll((navs) => navs.map((nav) => nav.querySelector('h2')?.textContent));
    expect(titles).toEqual(['Institucional', 'Parceiros']);

    const partners = page.getByRole('contentinfo').getByRole('navigation', { name: 'Parceiros' });
    const links = await partners.locator('li > *').evaluateAll((els) =>
      els.map((el) => ({
        tag: el.tagName.toLowerCase(),
        text: el.childNodes[0]?.textContent,
        href: el.getAttribute('href'),
        target: el.getAttribute('target'),
        rel: el.getAttribute('rel'),
      })),
    );
    expect(links).toEqual([
      { tag: 'a', text: 'Portal do parceiro', href: 'https://parceiros.example.com/', target: '_blank', rel: 'noopener noreferrer' },
      { tag: 'a', text: 'Contato', href: '/contato', target: null, rel: null },
      // No destination: the career-style placeholder.
      { tag: 'span', text: 'Vagas', href: null, target: null, rel: null },
    ]);
    expect(await readText(partners.locator('span[aria-disabled="true"]'))).toMatch(/Vagas\s*Em breve/i);

    const english = await open('/en');
    const partnersEn = english.getByRole('contentinfo').getByRole('navigation', { name: 'Partners' });
    expect(await partnersEn.getByRole('link', { name: /^Partner portal/ }).getAttribute('href')).toBe('https://parceiros.example.com/');
    // No editor's label: the dictionary's, in the visitor's language; the site link leads to the English page.
    expect(await partnersEn.getByRole('link', { name: 'Contact', exact: true }).getAttribute('href')).toBe('/en/contato');
    // The seeded column keeps product.md §2's links.
    const company = english.getByRole('contentinfo').getByRole('navigation', { name: 'Company' });
    expect(await company.getByRole('link', { name: 'Home', exact: true }).getAttribute('href')).toBe('/en');
    expect(await english.getByTestId('footer-privacy').getAttribute('target')).toBe('_blank');
  });

  it('shows the rights text, copyright year and registration number as edited', async () => {
    await api('PUT', '/footer', {
      rightsText: { pt: 'Direitos reservados pelo painel.', en: 'Rights reserved by the panel.' },
      copyrightYear: 2031,
      registrationNumber: '98.765.432/0001-10',
    });
    const page = await open('/sobre');
    const rights = await readText(page.getByTestId('footer-rights'));
    expect(rights).toMatch(/^© 2031 .+\. Direitos reservados pelo painel\.$/);
    expect(await readText(page.getByRole('contentinfo'))).not.toContain('© 2025');
    expect(await page.getByTestId('footer-registration').textContent()).toBe('CNPJ 98.765.432/0001-10');

    const english = await open('/en/sobre');
    expect(await readText(english.getByTestId('footer-rights'))).toMatch(/^© 2031 .+\. Rights reserved by the panel\.$/);
  });
});

describe('one careers setting, and calls to action that lead somewhere else', () => {
  type Config = { careers: { title: string; link: string; hideButton: boolean } } & Record<string, unknown>;
  const setCareers = async (careers: Partial<Config['careers']>) => {
    const { contactConfig } = await api<{ contactConfig: Config }>('GET', '/settings');
    await api('PATCH', '/settings', { contactConfig: { ...contactConfig, careers: { ...contactConfig.careers, ...careers } } });
  };

  it('sends the footer career link where /contato sends "Ver vagas abertas", or shows "Em breve" in both', async () => {
    await setCareers({ link: 'https://orbita.dev/vagas-abertas', hideButton: false });
    let page = await open('/contato');
    const footerCareer = page.getByRole('contentinfo').getByRole('link', { name: /^Carreira/ });
    expect(await footerCareer.getAttribute('href')).toBe('https://orbita.dev/vagas-abertas');
    expect(await footerCareer.getAttribute('target')).toBe('_blank');
    expect(await page.locator('main').getByRole('link', { name: /Ver vagas abertas/ }).getAttribute('href')).toBe('https://orbita.dev/vagas-abertas');

    // Hidden there, hidden here: both say 'Em breve' and neither links anywhere.
    await setCareers({ hideButton: true });
    page = await open('/contato');
    const placeholder = page.getByTestId('footer-career');
    expect(await placeholder.evaluate((element) => element.closest('a'))).toBeNull();
    expect(await placeholder.textContent()).toBe('CarreiraEm breve');
    expect(await page.locator('main').getByRole('link', { name: /Ver vagas abertas/ }).count()).toBe(0);
    expect(await page.locator('main').textContent()).toContain('Em breve');
    expect(await page.locator('a[href="https://orbita.dev/vagas-abertas"]').count()).toBe(0);

    const english = await open('/en/contato');
    expect(await english.getByTestId('footer-career').textContent()).toBe('CareersComing soon');
    await setCareers({ hideButton: false });
    expect(await (await open('/en/sobre')).getByRole('contentinfo').getByRole('link', { name: /^Careers/ }).getAttribute('href')).toBe('https://orbita.dev/vagas-abertas');
  });

  it('offers WhatsApp at the bottom of /contato and the cases at the bottom of /obrigado, never the page itself', async () => {
    const { company } = await api<{ company: { whatsappNumber: string } }>('GET', '/settings');
    const cta = async (path: string) => {
      const page = await open(path);
      const link = page.getByTestId('footer-cta');
      return { href: await link.getAttribute('href'), text: (await readText(link)).trim(), title: await page.getByRole('contentinfo').getByRole('heading', { level: 2 }).first().textContent() };
    };
    expect(await cta('/sobre')).toEqual({ href: '/contato', text: 'Falar com um especialista', title: 'Tem um projeto em mente?' });
    const contact = await cta('/contato');
    expect(contact.href).toMatch(new RegExp(`^https://wa\\.me/${company.whatsappNumber}\\?text=`));
    // A new tab, said to screen readers too.
    expect(contact.text.replace(/\s+/g, ' ')).toBe('Conversar no WhatsApp (abre em nova aba)');
    expect(contact.title).toBe('Prefere conversar agora?');
    expect(await cta('/obrigado')).toEqual({ href: '/cases', text: 'Ver cases', title: 'Enquanto isso, veja o que já entregamos' });
    expect(await cta('/en/obrigado')).toEqual({ href: '/en/cases', text: 'See our cases', title: 'Meanwhile, see what we have delivered' });
    expect((await cta('/es/contato')).title).toBe('¿Prefieres conversar ahora?');
  });
});

describe('SEO', () => {
  const TITLE = 'Software sob medida, do painel';
  const DESCRIPTION = 'Descrição escrita no painel para a página de software, com mais de trinta caracteres.';

  it('uses the page title and description an editor set, in that language only', async () => {
    const [ptBefore, enBefore] = [await head('/software'), await head('/en/software')];
    expect(ptBefore.title).not.toContain(TITLE);

    await api('PUT', '/seo/software', { title: { pt: TITLE }, description: { pt: DESCRIPTION } });

    const pt = await head('/software');
    expect(pt.title).toBe(`${TITLE} | Órbita Software`);
    expect(pt.meta.get('description')).toEqual([DESCRIPTION]);
    expect(pt.meta.get('og:title')).toEqual([pt.title]);
    expect(pt.meta.get('og:description')).toEqual([DESCRIPTION]);
    expect(pt.meta.get('twitter:description')).toEqual([DESCRIPTION]);
    expect(pt.meta.has('robots')).toBe(false);

    // No English texts: the dictionary's, as before.
    const en = await head('/en/software');
    expect(en.title).toBe(enBefore.title);
    expect(en.meta.get('description')).toEqual(enBefore.meta.get('description'));
    // Other pages keep theirs.
    expect((await head('/aplicativo')).title).not.toContain(TITLE);
  });

  it('keeps a page out of search results when the editor sets noindex', async () => {
    await api('PUT', '/seo/software', { noindex: true });
    const page = await head('/software');
    expect(page.meta.get('robots')).toEqual(['noindex']);
    expect(page.title).toBe(`${TITLE} | Órbita Software`);
    expect((await head('/aplicativo')).meta.has('robots')).toBe(false);

    await api('PUT', '/seo/software', { noindex: false });
    expect((await head('/software')).meta.has('robots')).toBe(false);
  });

  it('uses the global site name and share image, and a page image of its own over them', async () => {
    expect((await head('/contato')).meta.get('og:image')).toEqual([`${PUBLIC_URL}/og-default.png`]);

    await api('PUT', '/seo/global', {
      siteName: 'Órbita Labs',
      defaultDescription: { pt: 'Descrição padrão do site escrita no painel.' },
      defaultImage: '/uploads/share-e2e.png',
      twitterHandle: null,
    });

    const contact = await head('/contato');
    expect(contact.meta.get('og:image')).toEqual([`${PUBLIC_URL}/uploads/share-e2e.png`]);
    expect(contact.meta.get('twitter:image')).toEqual([`${PUBLIC_URL}/uploads/share-e2e.png`]);
    expect(contact.meta.get('og:site_name')).toEqual(['Órbita Labs']);
    expect(contact.title).toMatch(/ \| Órbita Labs$/);
    expect((await head('/software')).title).toBe(`${TITLE} | Órbita Labs`);

    await api('PUT', '/seo/software', { image: 'https://cdn.example.com/software-share.jpg' });
    expect((await head('/software')).meta.get('og:image')).toEqual(['https://cdn.example.com/software-share.jpg']);
    expect((await head('/contato')).meta.get('og:image')).toEqual([`${PUBLIC_URL}/uploads/share-e2e.png`]);
  });
});

describe('hero texts', () => {
  it('shows the hero an editor changed on its page only, per language (decision 047)', async () => {
    type Section = { id: string; type: string; content: Record<string, unknown> };
    const sobre = await api<{ sections: Section[] }>('GET', '/content/page/sobre');
    const hero = sobre.sections.find((section) => section.type === 'hero')!;
    await api('PUT', `/content/sobre/sections/${hero.id}`, {
      content: { ...hero.content, title: { pt: 'Hero do painel e2e', en: 'Panel hero e2e' }, description: { pt: 'Descricao do hero e2e' } },
    });

    // Server-rendered, in each language; an English text left empty shows the Portuguese one (decision 031).
    const pt = (await head('/sobre')).html;
    expect(pt).toMatch(/<h1[^>]*>Hero do painel e2e<\/h1>/);
    expect(pt).toContain('Descricao do hero e2e');
    const en = (await head('/en/sobre')).html;
    expect(en).toMatch(/<h1[^>]*>Panel hero e2e<\/h1>/);
    expect(en).toContain('Descricao do hero e2e');
    expect(en).not.toContain('Hero do painel e2e');
    expect((await head('/software')).html).not.toContain('Hero do painel e2e');

    // In the browser, following the header's links to and from the page (each a new document: decision 009).
    const page = await open('/software');
    expect(await page.locator('h1').innerText()).not.toBe('Hero do painel e2e');
    await page.getByRole('banner').getByRole('navigation').getByRole('link', { name: 'Sobre', exact: true }).click();
    await page.waitForURL(`${product.url}/sobre`);
    await expect.poll(() => page.locator('h1').innerText()).toBe('Hero do painel e2e');
    expect(await page.locator('main').innerText()).toContain('Descricao do hero e2e');
    await page.getByRole('banner').getByRole('navigation').getByRole('link', { name: 'Software', exact: true }).click();
    await page.waitForURL(`${product.url}/software`);
    await expect.poll(() => page.locator('h1').innerText()).not.toBe('Hero do painel e2e');
    // The editor's SEO (set above) follows the navigation too: the same <title> as the server renders.
    const rendered = (await head('/software')).title;
    expect(rendered).toContain('Software sob medida, do painel');
    await expect.poll(() => page.title()).toBe(rendered);
  });
});
