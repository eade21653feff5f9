import { copyFileSync, readFileSync } from 'node:fs';
import http2, { type ClientHttp2Session, type IncomingHttpHeaders } from 'node:http2';
import https from 'node:https';
import tls from 'node:tls';
import type { Browser } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selfSignedCertificate, type Certificate } from '../apps/api/src/test-support/certificate.js';
import { E2E_ADMIN, launchBrowser, startProduct, type Product } from './support/product.js';
import { freePort } from './support/spawn-product.js';

/**
 * The product serving HTTPS itself (decision 053): HTTP/2 for browsers and HTTP/1.1 for clients without it on
 * one port, pages, forms and the API alike; a renewed certificate taken on SIGHUP; a shutdown that lets
 * HTTP/2 requests in flight finish; a certificate that does not match its key refused at the start.
 */

let product: Product;
let browser: Browser;
let certificate: Certificate;
let ca: Buffer;

let redirectPort: number;

beforeAll(async () => {
  certificate = selfSignedCertificate();
  ca = readFileSync(certificate.certFile);
  const port = await freePort();
  redirectPort = await freePort();
  [product, browser] = await Promise.all([
    startProduct({
      env: { PORT: String(port), PUBLIC_URL: `https://127.0.0.1:${port}`, TLS_CERT_FILE: certificate.certFile, TLS_KEY_FILE: certificate.keyFile, HTTP_REDIRECT_PORT: String(redirectPort) },
    }),
    launchBrowser(),
  ]);
});

afterAll(async () => {
  await browser?.close();
  await product?.stop();
});

type Answer = { status: number; headers: IncomingHttpHeaders; body: Buffer; informational: IncomingHttpHeaders[] };

/** One request on an HTTP/2 connection; the body may be sent in chunks, `gapMs` apart. */
function send(session: ClientHttp2Session, path: string, options: { method?: string; headers?: Record<string, string>; body?: Buffer; chunks?: number; gapMs?: number } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const stream = session.request({ ':method': options.method ?? 'GET', ':path': path, ...options.headers }, { endStream: !options.body });
    let headers: IncomingHttpHeaders = {};
    const parts: Buffer[] = [];
    const informational: IncomingHttpHeaders[] = [];
    stream.on('headers', (h) => informational.push(h));
    stream.on('response', (h) => (headers = h));
    stream.on('data', (chunk: Buffer) => parts.push(chunk));
    stream.on('end', () => resolve({ status: Number(headers[':status']), headers, body: Buffer.concat(parts), informational }));
    stream.on('error', reject);
    if (!options.body) return;
    const body = options.body;
    const chunks = options.chunks ?? 1;
    const size = Math.ceil(body.length / chunks);
    let sent = 0;
    const next = () => {
      stream.write(body.subarray(sent * size, (sent + 1) * size));
      sent++;
      if (sent < chunks) setTimeout(next, options.gapMs ?? 0);
      else stream.end();
    };
    next();
  });
}

const connect = () => http2.connect(product.url, { ca });

/** The certificate a new TLS connection is given, and the protocol ALPN chose for it. */
function handshake(alpn: string[]): Promise<{ fingerprint: string; protocol: string | false | null }> {
  const { port } = new URL(product.url);
  return new Promise((resolve, reject) => {
    const socket = tls.connect({ host: '127.0.0.1', port: Number(port), rejectUnauthorized: false, ALPNProtocols: alpn }, () => {
      resolve({ fingerprint: socket.getPeerX509Certificate()!.fingerprint256, protocol: socket.alpnProtocol });
      socket.end();
    });
    socket.on('error', reject);
  });
}

async function multipartImage(name: string) {
  const image = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#1f6f5c' } }).png().toBuffer();
  const boundary = 'https-boundary';
  return {
    contentType: `multipart/form-data; boundary=${boundary}`,
    body: Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: image/png\r\n\r\n`),
      image,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  };
}

describe('HTTPS with HTTP/2 and HTTP/1.1 on one port', () => {
  it('the product says where it serves, and a browser loads the page and every file of it over HTTP/2', async () => {
    expect(product.url).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/);
    const context = await browser.newContext({ ignoreHTTPSErrors: true, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto(`${product.url}/cases`, { waitUntil: 'networkidle' });
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Nossos cases');
    const protocols = await page.evaluate(() =>
      [...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')].map((entry) => [(entry as PerformanceResourceTiming).nextHopProtocol, entry.name]),
    );
    // The document, its style sheet, font, scripts and pictures.
    expect(protocols.length).toBeGreaterThan(5);
    expect(protocols.filter(([protocol]) => protocol !== 'h2')).toEqual([]);
    // The header's code, which the tap loads, runs as over HTTP/1.1: the drawer opens and locks scrolling.
    await page.getByTestId('menu-button').click();
    await page.getByRole('dialog', { name: 'Menu' }).waitFor({ state: 'visible' });
    await expect.poll(() => page.evaluate(() => document.body.style.overflow)).toBe('hidden');
    await context.close();
  });

  it('without JavaScript, the contact form is posted over HTTP/2 and the lead is stored', async () => {
    const context = await browser.newContext({ ignoreHTTPSErrors: true, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${product.url}/contato`);
    const email = `https-${Date.now()}@e2e.example.com`;
    const form = page.getByTestId('contact-form');
    await form.getByLabel('Nome').fill('Beatriz Segura');
    await form.getByLabel('E-mail').fill(email);
    await form.getByLabel('Assunto').fill('Projeto por HTTPS');
    await form.getByLabel('Mensagem').fill('Queremos um portal para os nossos clientes.');
    await Promise.all([page.waitForURL(`${product.url}/obrigado`), form.getByRole('button', { name: 'Enviar mensagem' }).click()]);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Obrigado por entrar em contato conosco.');
    await context.close();

    const session = connect();
    try {
      const login = await send(session, '/api/auth/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: Buffer.from(JSON.stringify(E2E_ADMIN)) });
      const { accessToken } = JSON.parse(login.body.toString()).data;
      const leads = await send(session, `/api/contacts?search=${encodeURIComponent(email)}`, { headers: { authorization: `Bearer ${accessToken}` } });
      expect(leads.status).toBe(200);
      expect(JSON.parse(leads.body.toString()).data.data).toMatchObject([{ email, name: 'Beatriz Segura', source: 'contato' }]);
    } finally {
      session.close();
    }
  });

  it('the API over HTTP/2: sign-in, an administrator’s read and an upload, several at once on one connection', async () => {
    const session = connect();
    try {
      const login = await send(session, '/api/auth/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: Buffer.from(JSON.stringify(E2E_ADMIN)) });
      expect(login.status).toBe(200);
      // At most 128 requests at once on one connection (Node's own default is unbounded).
      expect(session.remoteSettings.maxConcurrentStreams).toBe(128);
      const authorization = `Bearer ${JSON.parse(login.body.toString()).data.accessToken}`;
      const upload = await multipartImage('sobre-https.png');
      const [users, cases, uploaded] = await Promise.all([
        send(session, '/api/users', { headers: { authorization } }),
        send(session, '/api/cases', { headers: { 'accept-encoding': 'br' } }),
        send(session, '/api/media/upload', { method: 'POST', headers: { authorization, 'content-type': upload.contentType }, body: upload.body, chunks: 4, gapMs: 50 }),
      ]);
      expect(users.status).toBe(200);
      expect(JSON.parse(users.body.toString()).data.data.map((u: { email: string }) => u.email)).toContain(E2E_ADMIN.email);
      expect(cases.status).toBe(200);
      expect(cases.headers['content-encoding']).toBe('br');
      expect(uploaded.status).toBe(201);
      const media = JSON.parse(uploaded.body.toString()).data as { url: string; originalName: string };
      expect(media.originalName).toBe('sobre-https.png');
      const file = await send(session, media.url);
      expect(file.status).toBe(200);
      expect((await sharp(file.body).metadata()).width).toBe(900);
      // No anonymous write over the new transport either.
      expect((await send(session, '/api/users')).status).toBe(401);
    } finally {
      session.close();
    }
  });

  it('over HTTP/2, a page is preceded by 103 Early Hints naming its style sheet and font; over HTTP/1.1, by nothing', async () => {
    const session = connect();
    const page = await send(session, '/en/sobre', { headers: { 'accept-encoding': 'identity' } }).finally(() => session.close());
    expect(page.status).toBe(200);
    const html = page.body.toString();
    const stylesheet = /<link rel="stylesheet" href="([^"]+)"/.exec(html)![1];
    const font = /<link rel="preload" href="([^"]+\.woff2)" as="font"/.exec(html)![1];
    expect(page.informational.map((h) => h[':status'])).toEqual([103]);
    expect(page.informational[0]!.link).toEqual(`<${stylesheet}>; rel=preload; as=style, <${font}>; rel=preload; as=font; crossorigin`);

    const informational: number[] = [];
    await new Promise<void>((resolve, reject) => {
      const req = https.get(`${product.url}/en/sobre`, { ca }, (res) => res.resume().on('end', resolve));
      req.on('information', (info) => informational.push(info.statusCode));
      req.on('error', reject);
    });
    expect(informational).toEqual([]);
  });

  it('a client without HTTP/2 gets the same page over HTTP/1.1 on the same port', async () => {
    expect((await handshake(['h2', 'http/1.1'])).protocol).toBe('h2');
    expect((await handshake(['http/1.1'])).protocol).toBe('http/1.1');
    const viaHttp1 = await new Promise<{ status: number; etag: string | undefined; version: string }>((resolve, reject) => {
      https.get(`${product.url}/sobre`, { ca, headers: { 'accept-encoding': 'br' } }, (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, etag: res.headers.etag, version: res.httpVersion }));
      }).on('error', reject);
    });
    const session = connect();
    const viaHttp2 = await send(session, '/sobre', { headers: { 'accept-encoding': 'br' } }).finally(() => session.close());
    expect(viaHttp1).toMatchObject({ status: 200, version: '1.1' });
    expect(viaHttp2.status).toBe(200);
    expect(viaHttp2.headers.etag).toBe(viaHttp1.etag);
  });

  it('plain HTTP on HTTP_REDIRECT_PORT sends a visitor to the same address over HTTPS, where a browser lands', async () => {
    const answer = await fetch(`http://127.0.0.1:${redirectPort}/cases?page=2&utm_source=flyer`, { redirect: 'manual' });
    expect(answer.status).toBe(301);
    expect(answer.headers.get('location')).toBe(`${product.url}/cases?page=2&utm_source=flyer`);
    const context = await browser.newContext({ ignoreHTTPSErrors: true });
    const page = await context.newPage();
    await page.goto(`http://127.0.0.1:${redirectPort}/sobre`);
    expect(page.url()).toBe(`${product.url}/sobre`);
    expect(await page.getByRole('heading', { level: 1 }).isVisible()).toBe(true);
    await context.close();
  });

  it('SIGHUP serves a renewed certificate to new connections; a key of another certificate is refused and the old pair kept', async () => {
    expect((await handshake(['h2'])).fingerprint).toBe(certificate.fingerprint);
    const renewed = selfSignedCertificate(undefined, 'renewed');
    copyFileSync(renewed.certFile, certificate.certFile);
    copyFileSync(renewed.keyFile, certificate.keyFile);
    product.process.kill('SIGHUP');
    await expect.poll(async () => (await handshake(['h2'])).fingerprint, { timeout: 5_000 }).toBe(renewed.fingerprint);

    const other = selfSignedCertificate(undefined, 'other');
    copyFileSync(other.keyFile, certificate.keyFile);
    product.process.kill('SIGHUP');
    await expect.poll(() => product.logs.join(''), { timeout: 5_000 }).toContain('TLS certificate not reloaded');
    expect((await handshake(['h2'])).fingerprint).toBe(renewed.fingerprint);
    const session = http2.connect(product.url, { rejectUnauthorized: false });
    expect((await send(session, '/api/health/live').finally(() => session.close())).status).toBe(200);
    copyFileSync(renewed.keyFile, certificate.keyFile);
  });

  it('SIGTERM: an upload still arriving over HTTP/2 is answered, the connection is told to end, and the process exits 0 at once', async () => {
    const session = http2.connect(product.url, { rejectUnauthorized: false });
    const login = await send(session, '/api/auth/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: Buffer.from(JSON.stringify(E2E_ADMIN)) });
    const authorization = `Bearer ${JSON.parse(login.body.toString()).data.accessToken}`;
    const goaway = new Promise<void>((resolve) => session.once('goaway', () => resolve()));
    const upload = await multipartImage('drain-https.png');
    // The body trickles in over ~1.5 s; SIGTERM arrives after its first chunk.
    const answered = send(session, '/api/media/upload', { method: 'POST', headers: { authorization, 'content-type': upload.contentType }, body: upload.body, chunks: 5, gapMs: 300 });
    await new Promise((resolve) => setTimeout(resolve, 150));
    const started = Date.now();
    const exit = product.stop('SIGTERM');
    expect((await answered).status).toBe(201);
    await goaway;
    expect(await exit).toBe(0);
    // Well before the 15 s the shutdown allows, and before an idle HTTP/2 connection would time out (72 s).
    expect(Date.now() - started).toBeLessThan(8_000);
    session.destroy();
  });

  it('a key that is not the certificate’s stops the start with the reason, before serving anyone', async () => {
    const first = selfSignedCertificate(undefined, 'first');
    const second = selfSignedCertificate(undefined, 'second');
    const start = startProduct({ env: { TLS_CERT_FILE: first.certFile, TLS_KEY_FILE: second.keyFile } });
    await expect(start).rejects.toThrow(/TLS_CERT_FILE and TLS_KEY_FILE do not make a certificate and its key/);
  });
});
