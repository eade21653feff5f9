import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { kb, log } from './lib.js';

export type WeightResult = {
  path: string;
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
      const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
      const page = await context.newPage();
      const bodies = new Map<string, { type: 'js' | 'css'; body: Promise<Buffer> }>();
      page.on('response', (response) => {
        const type = response.request().resourceType();
        if ((type === 'script' || type === 'stylesheet') && response.ok() && !bodies.has(response.url())) {
          bodies.set(response.url(), { type: type === 'script' ? 'js' : 'css', body: response.body() });
        }
      });
      const response = await page.goto(`${baseUrl}${pagePath}`, { waitUntil: 'networkidle' });
      if (response?.status() !== 200) throw new Error(`${pagePath} answered ${response?.status()}`);
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', undefined, { timeout: 15_000 });
      // Scroll to the bottom, as a visitor reading the page would, so lazily loaded code counts too.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
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
      const adminScripts = [...bodies.keys()].map((url) => new URL(url).pathname).filter((file) => adminOnly.has(file));
      const entry = { path: pagePath, js: summary(totals.js), css: summary(totals.css), adminScripts };
      log(`weight ${pagePath}: JS ${entry.js.gzipKb} KB gzip (${entry.js.brotliKb} br, ${entry.js.files} files), CSS ${entry.css.gzipKb} KB gzip${adminScripts.length ? `, back-office code: ${adminScripts.join(', ')}` : ''}`);
      results.push(entry);
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return results;
}
