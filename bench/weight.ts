import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { kb, log } from './lib.js';

export type WeightResult = {
  path: string;
  /** JavaScript the page fetched before the visitor did anything: loaded, idle, not scrolled (decision 046). */
  untouched: { files: number; gzipKb: number };
  /** Whether the page holds a form with its island (lead form, HubSpot form, site search): its budget is higher. */
  hasForm: boolean;
  js: { files: number; rawKb: number; gzipKb: number; brotliKb: number };
  css: { files: number; rawKb: number; gzipKb: number; brotliKb: number };
  /** Back-office modules the page loaded (there must be none). */
  adminScripts: string[];
};

type Manifest = { routes: Record<string, { module: string; imports?: string[] }> };

/**
 * Modules only the back office's routes import, from React Router's manifest as the back office's
 * pages have it (public pages are islands and carry no manifest: decision 009).
 */
function backOfficeOnly(manifest: Manifest): Set<string> {
  const admin = new Set<string>();
  const publicModules = new Set<string>();
  for (const [id, route] of Object.entries(manifest.routes)) {
    const target = id.startsWith('routes/admin') ? admin : publicModules;
    for (const file of [route.module, ...(route.imports ?? [])]) target.add(file);
  }
  return new Set([...admin].filter((file) => !publicModules.has(file)));
}

/**
 * What a first visit to each page downloads: every script and stylesheet the page loads in a
 * real browser with an empty cache (static imports, preloads and anything fetched while it
 * settles), measured raw and as gzip (level 9) and brotli (quality 11), as the server precompresses them.
 */
export async function measureWeight(baseUrl: string, paths: string[]): Promise<WeightResult[]> {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--lang=pt-BR', '--no-sandbox', '--disable-gpu', '--disable-quic'] });
  const results: WeightResult[] = [];
  try {
    const admin = await browser.newPage();
    await admin.goto(`${baseUrl}/admin/login`, { waitUntil: 'networkidle' });
    const adminOnly = backOfficeOnly(await admin.evaluate(() => (window as unknown as { __reactRouterManifest: Manifest }).__reactRouterManifest));
    await admin.close();
    for (const pagePath of paths) {
      // A Brazilian visitor's phone: an English or Spanish browser is offered that site by a bar, which loads the header at once.
      const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'pt-BR' });
      const page = await context.newPage();
      const bodies = new Map<string, { type: 'js' | 'css'; body: Promise<Buffer> }>();
      page.on('response', (response) => {
        const type = response.request().resourceType();
        if ((type === 'script' || type === 'stylesheet') && response.ok() && !bodies.has(response.url())) {
          // A response still arriving when the page is closed counts as nothing rather than failing the run.
          bodies.set(response.url(), { type: type === 'script' ? 'js' : 'css', body: response.body().catch(() => Buffer.alloc(0)) });
        }
      });
      const response = await page.goto(`${baseUrl}${pagePath}`, { waitUntil: 'networkidle' });
      if (response?.status() !== 200) throw new Error(`${pagePath} answered ${response?.status()}`);
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', undefined, { timeout: 15_000 });
      // A visitor who only looks: whatever the page fetches on its own in the next second is theirs to download.
      await page.waitForTimeout(1000);
      await page.waitForLoadState('networkidle');
      const untouchedScripts = [...bodies.entries()].filter(([, entry]) => entry.type === 'js');
      let untouchedGzip = 0;
      for (const [, entry] of untouchedScripts) untouchedGzip += gzipSync(await entry.body, { level: 9 }).length;
      const hasForm = await page.evaluate(() => document.querySelector('[data-island="contact-form"], [data-island="hubspot-form"], [data-island="search-panel"]') !== null);
      // Scroll to the bottom, as a visitor reading the page would, so lazily loaded code counts too.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      // What the scroll starts (the islands that load when seen or once the visitor is engaged: decision 046).
      await page.waitForTimeout(1000);
      await page.waitForLoadState('networkidle');
      const totals = { js: { files: 0, raw: 0, gzip: 0, brotli: 0 }, css: { files: 0, raw: 0, gzip: 0, brotli: 0 } };
      // Style sheets carried in the page itself (public pages inline theirs: decision 009) count as CSS too.
      const inlineCss = await page.evaluate(() => [...document.querySelectorAll('style')].map((style) => style.textContent ?? '').join('\n'));
      const loaded = [...bodies.values()];
      if (inlineCss) loaded.push({ type: 'css', body: Promise.resolve(Buffer.from(inlineCss)) });
      for (const { type, body } of loaded) {
        const bytes = await body;
        const total = totals[type];
        total.files++;
        total.raw += bytes.length;
        total.gzip += gzipSync(bytes, { level: 9 }).length;
        total.brotli += brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
      }
      const summary = (t: typeof totals.js) => ({ files: t.files, rawKb: kb(t.raw), gzipKb: kb(t.gzip), brotliKb: kb(t.brotli) });
      // A chunk the back office's routes import is still the page's own when one of the page's other scripts
      // imports it too (an icon shared by a public island and a back-office screen).
      const scripts = await Promise.all([...bodies.entries()].filter(([, entry]) => entry.type === 'js').map(async ([url, entry]) => ({ file: new URL(url).pathname, text: (await entry.body).toString('utf8') })));
      const publicScripts = scripts.filter(({ file }) => !adminOnly.has(file));
      const adminScripts = scripts
        .map(({ file }) => file)
        .filter((file) => adminOnly.has(file) && !publicScripts.some(({ text }) => text.includes(`/${path.basename(file)}`) || text.includes(`./${path.basename(file)}`)));
      const entry = { path: pagePath, untouched: { files: untouchedScripts.length, gzipKb: kb(untouchedGzip) }, hasForm, js: summary(totals.js), css: summary(totals.css), adminScripts };
      log(`weight ${pagePath}: JS before any interaction ${entry.untouched.gzipKb} KB gzip (${entry.untouched.files} files${hasForm ? ', with a form' : ''}), in all ${entry.js.gzipKb} KB gzip (${entry.js.brotliKb} br, ${entry.js.files} files), CSS ${entry.css.gzipKb} KB gzip${adminScripts.length ? `, back-office code: ${adminScripts.join(', ')}` : ''}`);
      results.push(entry);
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return results;
}
