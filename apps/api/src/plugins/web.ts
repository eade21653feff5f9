import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { ErrorCode } from '@softhouse/contracts';
import { type PublicSite, type TLoadContext } from '@softhouse/contracts/server';
import { AppError } from '../errors.js';
import type { ContentVersion } from '../cache/content-version.js';
import type { ResponseCache } from '../cache/response-cache.js';
import type { CacheObserver } from './metrics.js';
import { pageTarget } from './page-request.js';
import { HTTP_CACHE_CONTROL, sendCached } from './response-cache.js';

/**
 * Hosts the React Router app built in apps/web/build: hashed assets with an immutable cache,
 * the other public files with a short one, and every other path server-rendered.
 */
type PageCache = { cache: ResponseCache; version: ContentVersion; observe?: CacheObserver };

/**
 * The largest body a page accepts: its forms (the lead form, whose message is at most 5,000 characters,
 * percent-encoded) are a few KB. The same bound as POST /api/contacts; anything larger is refused
 * with 413 before it is read.
 */
export const PAGE_BODY_LIMIT = 32 * 1024;

/** Shown when the database cannot be reached: a clean 503 the visitor can retry, not an error page. */
const UNAVAILABLE_HTML = `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Voltamos em instantes</title><meta name="robots" content="noindex"></head><body style="font-family:system-ui,sans-serif;max-width:36rem;margin:15vh auto;padding:0 1.5rem;color:#0f172a"><h1>Voltamos em instantes</h1><p>O site está passando por uma instabilidade momentânea. Tente novamente em alguns segundos.</p><p lang="en">We will be back in a moment. Please try again in a few seconds.</p></body></html>`;

/**
 * What every public page's first paint waits for, its style sheet and the font it preloads, as `Link` values of a
 * 103 Early Hints answer (decision 053): sent over HTTP/2 ahead of the page, so the browser fetches them while the
 * page is still on its way and finds them there when it parses the page. Read from the page itself: the same-origin
 * style sheets and font preloads of its head.
 */
export function earlyHintsOf(html: string): string[] {
  const head = html.slice(0, Math.max(0, html.indexOf('</head>')));
  const styles: string[] = [];
  const fonts: string[] = [];
  for (const [tag] of head.matchAll(/<link\b[^>]*>/g)) {
    const href = /\bhref="(\/(?!\/)[^"]+)"/.exec(tag)?.[1];
    if (!href) continue;
    if (/\brel="stylesheet"/.test(tag)) styles.push(`<${href}>; rel=preload; as=style`);
    else if (/\brel="preload"/.test(tag) && /\bas="font"/.test(tag)) fonts.push(`<${href}>; rel=preload; as=font; crossorigin`);
  }
  // The style sheet first: it blocks the first paint.
  return [...styles, ...fonts];
}

/** The hints of this build's pages: the same for every public page, so read once from the first one rendered. */
type EarlyHints = { links: string[] };

export async function registerWeb(app: FastifyInstance, opts: { buildDir: string; site: PublicSite; pages?: PageCache; ping: () => Promise<void> }) {
  const serverEntry = path.join(opts.buildDir, 'server/index.js');
  const clientDir = path.join(opts.buildDir, 'client');
  if (!existsSync(serverEntry)) throw new Error(`Web build not found at ${serverEntry}: run npm run build`);
  const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
  const handle = createRequestHandler(build, 'production');
  const hints: EarlyHints = { links: [] };

  await app.register(fastifyStatic, {
    root: clientDir,
    prefix: '/',
    wildcard: false,
    decorateReply: false,
    index: false,
    preCompressed: true,
    setHeaders(res, filePath) {
      const immutable = filePath.startsWith(path.join(clientDir, 'assets') + path.sep);
      res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
    },
  });

  await app.register(async (web) => {
    // The web app reads request bodies itself (React Router actions): hand it the bytes, read only up
    // to the limit (Fastify answers 413 from Content-Length, or as soon as a chunked body passes it).
    web.removeAllContentTypeParsers();
    web.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: PAGE_BODY_LIMIT }, (_request, body, done) => {
      // A NUL is never part of a form's text; percent-encoded (%00) is how browsers send one.
      if ((body as Buffer).includes(0) || /%00/i.test((body as Buffer).toString('latin1'))) {
        done(new AppError(ErrorCode.BAD_REQUEST, 'Caractere nulo não permitido'), undefined);
        return;
      }
      done(null, body);
    });
    web.route({
      method: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
      url: '/*',
      config: { access: 'public' },
      handler: async (request, reply) => {
        try {
          return await render(request, reply, handle, opts.site, opts.pages, opts.ping, hints);
        } catch (error) {
          if (!(await opts.ping().then(() => true, () => false))) return unavailable(reply);
          throw error;
        }
      },
    });
  });
}

async function render(
  request: FastifyRequest,
  reply: FastifyReply,
  handle: (request: Request, context: TLoadContext) => Promise<Response>,
  site: PublicSite,
  pages: PageCache | undefined,
  ping: () => Promise<void>,
  hints: EarlyHints,
) {
  const target = pageTarget(request.method, request.url, request.headers);
  if (target.kind === 'invalid') throw new AppError(ErrorCode.BAD_REQUEST, 'Endereço inválido');
  if (target.kind === 'redirect') {
    if (target.status === 302) reply.header('cache-control', 'private, no-store').header('vary', 'Cookie');
    return reply.redirect(target.location, target.status);
  }
  if (target.admin) reply.header('cache-control', 'no-store');
  // Browsers act on 103 only over HTTP/2 and later, and some HTTP/1.1 clients mishandle a 1xx: HTTP/2 alone gets it.
  const page = request.method === 'GET' && !target.admin;
  if (page && hints.links.length && request.raw.httpVersionMajor >= 2) reply.writeEarlyHints({ link: hints.links });
  /*
   * Anonymous reads of public pages are cached per canonical address, read parameters and language
   * (page-request.ts) for the current content version. A cached page carries no nonce: its inline
   * scripts are allowed by their SHA-256 hashes instead (CSP Level 2), so the stored bytes are final
   * and are compressed once, not on every request (docs/decisions/007).
   */
  const key = pages ? target.cacheKey : null;
  let store: { pages: PageCache; key: string; version: number } | undefined;
  let release: (() => void) | undefined;
  if (pages && key) {
    const version = await pages.version.current();
    // A burst of visitors to an address not stored yet (a start, a content write) renders it once: the
    // others wait for that render and are answered from the cache (decision 052).
    const found = await pages.cache.lookup(key, version);
    pages.observe?.('page', found.entry ? 'hit' : 'miss');
    if (found.entry) return sendCached(request, reply, pages.cache, found.entry);
    store = { pages, key, version };
    release = found.release;
  }
  try {
    return await renderPage(request, reply, target.url, handle, site, ping, store, page ? hints : null);
  } finally {
    release?.();
  }
}

/** Renders the page with the web app; stores it when `store` is given and the answer may be kept. */
async function renderPage(
  request: FastifyRequest,
  reply: FastifyReply,
  url: string,
  handle: (request: Request, context: TLoadContext) => Promise<Response>,
  site: PublicSite,
  ping: () => Promise<void>,
  store: { pages: PageCache; key: string; version: number } | undefined,
  hints: EarlyHints | null,
) {
  const origin = `${request.protocol}://${request.host}`;
  const controller = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    // HTTP/2's pseudo-headers (:method, :path, :authority, :scheme) are the request line, not headers.
    if (value === undefined || name.startsWith(':')) continue;
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else headers.set(name, value);
  }
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  const body = hasBody && Buffer.isBuffer(request.body) ? request.body : undefined;
  const fetchRequest = new Request(new URL(url, origin), {
    method: request.method,
    headers,
    signal: controller.signal,
    ...(body ? { body } : {}),
  });

  const response = await handle(fetchRequest, { site, nonce: request.cspNonce, clientIp: request.ip });
  // A loader that failed because the database is down renders as a 500; tell the truth instead.
  if (response.status >= 500 && !(await ping().then(() => true, () => false))) return unavailable(reply);
  reply.status(response.status);
  for (const [name, value] of response.headers) {
    if (name === 'set-cookie') continue;
    reply.header(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length) reply.header('set-cookie', cookies);
  if (!response.body || request.method === 'HEAD') return reply.send();
  // What the page itself says must not be stored (the back office, under any spelling) is not.
  const storable = !/no-store|private/i.test(response.headers.get('cache-control') ?? '');
  if (store && response.status === 200 && !cookies.length && storable) {
    const { pages, key, version } = store;
    // Rendered in full once, then served from memory until the next content write.
    const html = await response.text();
    const headers: Record<string, string> = {};
    for (const [name, value] of response.headers) if (name !== 'set-cookie' && name !== 'content-length') headers[name] = value;
    const csp = String(reply.getHeader('content-security-policy') ?? '');
    const isHtml = /^text\/html/.test(headers['content-type'] ?? '');
    if (hints && isHtml && !hints.links.length) hints.links = earlyHintsOf(html);
    const stored = isHtml ? withScriptHashes(html, request.cspNonce, csp) : { html, csp };
    const entry = pages.cache.set(key, { version, status: 200, headers: { ...headers, 'content-security-policy': stored.csp }, body: stored.html });
    // This first answer is already the stored one, so every visitor gets the same bytes.
    reply.header('etag', entry.etag).header('cache-control', HTTP_CACHE_CONTROL).header('x-cache', 'MISS').header('content-security-policy', stored.csp);
    return reply.send(stored.html);
  }
  return reply.send(Readable.fromWeb(response.body as NodeReadableStream));
}

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/g;

/**
 * The page as it may be stored and sent to anyone: the per-response nonce removed everywhere
 * (script and link attributes, and the root loader data that echoes it), and the CSP's `'nonce-…'` source
 * replaced by the hash of each inline script, which allows exactly those scripts and nothing
 * injected. JSON-LD is data, not code: it needs neither.
 */
export function withScriptHashes(html: string, nonce: string, csp: string): { html: string; csp: string } {
  const hashes = new Set<string>();
  const stored = html.replaceAll(nonce, '').replaceAll(' nonce=""', '');
  for (const [, attributes, code] of stored.matchAll(SCRIPT)) {
    if (code && !/\btype=["']application\/(ld\+)?json["']/.test(attributes!) && !/\bsrc=/.test(attributes!)) {
      hashes.add(`'sha256-${createHash('sha256').update(code).digest('base64')}'`);
    }
  }
  return { html: stored, csp: csp.replace(`'nonce-${nonce}'`, [...hashes].join(' ')).replace(/ {2,}/g, ' ').replaceAll(' ;', ';') };
}

function unavailable(reply: FastifyReply) {
  return reply.code(503).header('retry-after', '5').header('cache-control', 'no-store').type('text/html; charset=utf-8').send(UNAVAILABLE_HTML);
}
