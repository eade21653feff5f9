import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, launchBrowser, startProduct, type Product } from './support/product.js';

let product: Product;
beforeAll(async () => {
  product = await startProduct();
});
afterAll(async () => {
  await product?.stop();
});

describe('one process serves the whole product', () => {
  it('answers the API health check with the database up', async () => {
    const res = await fetch(`${product.url}/api/health`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ success: true, data: { status: 'ok', database: 'up' } });
  });

  it('server-renders the public site with a CSP without unsafe-inline scripts that allows exactly its inline scripts', async () => {
    const res = await fetch(`${product.url}/`, { headers: { 'accept-encoding': 'br' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    const csp = res.headers.get('content-security-policy')!;
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    const html = await res.text();
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter((m) => !/ld\+json/.test(m[1]!));
    // A public page is islands (decision 009): one inline module, the islands' loader, allowed by its hash alone.
    expect(scripts.map((m) => [/type="module"/.test(m[1]!), /\bsrc=/.test(m[1]!), /import\(/.test(m[2]!)])).toEqual([[true, false, true]]);
    const loaderHash = `'sha256-${createHash('sha256').update(scripts[0]![2]!).digest('base64')}'`;
    expect(csp).toContain(`script-src 'self' ${loaderHash};`);
    // The back office is hydrated whole: each of its inline scripts is allowed by its hash or this response's nonce.
    const admin = await fetch(`${product.url}/admin/login`);
    const adminCsp = admin.headers.get('content-security-policy')!;
    expect(adminCsp).not.toMatch(/script-src[^;]*unsafe-inline/);
    const inline = [...(await admin.text()).matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter((m) => m[2] && !/src=|ld\+json/.test(m[1]!));
    expect(inline.length).toBeGreaterThan(0);
    const nonce = /'nonce-([^']+)'/.exec(adminCsp)?.[1];
    for (const [, attributes, code] of inline) {
      const hash = `'sha256-${createHash('sha256').update(code!).digest('base64')}'`;
      expect(adminCsp.includes(hash) || (!!nonce && attributes!.includes(`nonce="${nonce}"`))).toBe(true);
    }
  });

  it('serves repeat visits from the page cache, identical bytes without a reused nonce, and 304 on revalidation', async () => {
    const first = await fetch(`${product.url}/sobre`);
    const a = await fetch(`${product.url}/sobre`);
    const b = await fetch(`${product.url}/sobre`);
    expect(first.headers.get('x-cache')).toBe('MISS');
    expect(a.headers.get('x-cache')).toBe('HIT');
    const [htmlFirst, htmlA, htmlB] = [await first.text(), await a.text(), await b.text()];
    expect(htmlA).toBe(htmlFirst);
    expect(htmlB).toBe(htmlA);
    for (const res of [first, a, b]) {
      const csp = res.headers.get('content-security-policy')!;
      expect(csp).not.toContain('nonce-');
      // The site's own files and the one inline script, the islands' loader, by its hash (decisions 007, 009).
      expect(csp).toMatch(/script-src 'self' 'sha256-[\w+/=]+';/);
    }
    expect(htmlA).not.toMatch(/nonce="/);
    const etag = b.headers.get('etag')!;
    expect(first.headers.get('etag')).toBe(etag);
    const revalidated = await fetch(`${product.url}/sobre`, { headers: { 'if-none-match': etag } });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.get('content-security-policy')).toBeNull();
    // Another language is another address, and another cache entry.
    const en = await fetch(`${product.url}/en/sobre`);
    expect(await en.text()).toContain('lang="en"');
  });

  it('still gives a page it does not cache (a signed-in request) a fresh nonce on every script', async () => {
    const token = await adminToken(product.url);
    const res = await fetch(`${product.url}/sobre`, { headers: { authorization: `Bearer ${token}` } });
    const nonce = /'nonce-([^']+)'/.exec(res.headers.get('content-security-policy')!)?.[1];
    expect(nonce).toBeTruthy();
    const scripts = [...(await res.text()).matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
  });

  it('runs the page under that CSP without violations', async () => {
    const browser = await launchBrowser();
    try {
      const page = await (await browser.newContext()).newPage();
      const violations: string[] = [];
      page.on('console', (msg) => {
        if (/Content Security Policy|Refused to/i.test(msg.text())) violations.push(msg.text());
      });
      // Twice: the first render and the cached page (hash-allowed scripts) must both run, and hydrate.
      for (let i = 0; i < 2; i++) {
        await page.goto(`${product.url}/contato`, { waitUntil: 'networkidle' });
        await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
      }
      expect(violations).toEqual([]);
    } finally {
      await browser.close();
    }
  });

  it('compresses pages and serves hashed assets with an immutable cache', async () => {
    const html = await fetch(`${product.url}/`, { headers: { 'accept-encoding': 'gzip' } });
    expect(html.headers.get('content-encoding')).toBe('gzip');
    const asset = /\/assets\/[\w-]+\.js/.exec(await html.text())?.[0];
    expect(asset).toBeTruthy();
    const res = await fetch(`${product.url}${asset}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('serves uploaded media under /uploads', async () => {
    const { readdirSync, statSync } = await import('node:fs');
    const { join, relative } = await import('node:path');
    const uploads = join(product.dataDir, 'uploads');
    const walk = (dir: string): string[] => readdirSync(dir).flatMap((n) => (statSync(join(dir, n)).isDirectory() ? walk(join(dir, n)) : [join(dir, n)]));
    const file = walk(uploads).find((f) => f.endsWith('.webp'))!;
    expect(file).toBeTruthy();
    const res = await fetch(`${product.url}/uploads/${relative(uploads, file)}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('cache-control')).toContain('immutable');
    expect((await fetch(`${product.url}/uploads/../jwt-secret`)).status).toBe(404);
    expect((await fetch(`${product.url}/uploads/%2e%2e/jwt-secret`)).status).toBe(404);
  });

  it('answers unknown API paths with a JSON 404 and unknown pages with the 404 screen', async () => {
    const api = await fetch(`${product.url}/api/does-not-exist`);
    expect(api.status).toBe(404);
    expect(await api.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
    const page = await fetch(`${product.url}/pagina-que-nao-existe`);
    expect(page.status).toBe(404);
    expect(await page.text()).toContain('Oops! Page not found');
    // A language the site does not have is not a language prefix: its addresses are unknown pages.
    for (const path of ['/fr/contato', '/fr', '/de/cases']) expect((await fetch(`${product.url}${path}`)).status, path).toBe(404);
  });
});

describe('start-up and shutdown', () => {
  it('creates the first admin with a generated password printed once, and keeps it across restarts', async () => {
    const { mkdtempSync, rmSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const { join } = await import('node:path');
    const dataDir = mkdtempSync(join(tmpdir(), 'softhouse-e2e-admin-'));
    const env = { ADMIN_EMAIL: '', ADMIN_PASSWORD: '', SEED_DEMO: 'false' };
    try {
      const first = await startProduct({ dataDir, env });
      const line = first.logs.join('').match(/First admin created: (\S+) with password (\S+)/);
      expect(line?.[1]).toBe('admin@example.com');
      const login = await fetch(`${first.url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: line![1], password: line![2] }) });
      expect(login.status).toBe(200);
      const { data } = await login.json();
      expect(await first.stop()).toBe(0);

      const second = await startProduct({ dataDir, env });
      expect(second.logs.join('')).not.toContain('First admin created');
      // The generated JWT secret was kept: the session from before the restart still works.
      const me = await fetch(`${second.url}/api/auth/me`, { headers: { authorization: `Bearer ${data.accessToken}` } });
      expect(me.status).toBe(200);
      expect(await second.stop()).toBe(0);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('refuses to start with a bad variable, naming it', async () => {
    await expect(startProduct({ fresh: true, env: { PORT: 'eighty' } })).rejects.toThrow(/PORT:/);
  });

  it('on SIGTERM finishes an in-flight upload, refuses new connections and exits 0', async () => {
    const { request } = await import('node:http');
    const { default: sharp } = await import('sharp');
    const p = await startProduct();
    const accessToken = await adminToken(p.url);
    const image = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#2040a0' } }).png().toBuffer();
    const boundary = 'graceful-boundary';
    const body = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="drain.png"\r\nContent-Type: image/png\r\n\r\n`),
      image,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const url = new URL(`${p.url}/api/media/upload`);
    const status = new Promise<number>((resolve, reject) => {
      const req = request({ host: url.hostname, port: url.port, path: url.pathname, method: 'POST', headers: { authorization: `Bearer ${accessToken}`, 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': body.length } }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      });
      req.on('error', reject);
      // The body trickles in over ~1.5 s; SIGTERM arrives after the first chunk.
      const chunks = 5;
      const size = Math.ceil(body.length / chunks);
      let sent = 0;
      const next = () => {
        req.write(body.subarray(sent * size, (sent + 1) * size));
        sent++;
        if (sent < chunks) setTimeout(next, 300);
        else req.end();
      };
      next();
    });
    await new Promise((r) => setTimeout(r, 150));
    const exit = p.stop('SIGTERM');
    await new Promise((r) => setTimeout(r, 100));
    await expect(fetch(`${p.url}/api/health`)).rejects.toThrow();
    expect(await status).toBe(201);
    expect(await exit).toBe(0);
  });
});
