import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ContentVersion } from '../cache/content-version.js';
import { etagMatches, pickEncoding, type CachedResponse, type ResponseCache } from '../cache/response-cache.js';
import { accessOf } from './auth-guard.js';
import type { CacheObserver } from './metrics.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set when this response may be stored: the content version it was built at. */
    cacheVersion?: number;
    /** Set when this request builds the stored answer others wait for: called once it is stored. */
    cacheBuilt?: () => void;
  }
}

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Writes that never change what visitors see: sign-in, leads, one's own profile, a page's preview draft. */
// A profile change is content: the name signs that person's posts on the public site.
const NON_CONTENT_WRITES = /^\/api\/(auth|contacts|users\/change-password|content\/drafts|content\/[^/?]+\/drafts)(\/|$|\?)/;
// A search's answer depends on the words typed: kept only by HTTP caches, a minute (modules/search/routes.ts).
const UNCACHED_READS = /^\/api\/(health|docs|openapi\.json|search)(\/|$|\?)/;

export const HTTP_CACHE_CONTROL = 'public, no-cache';

/** Sends a stored response: 304 when the client has it, else the body compressed as accepted. */
export function sendCached(request: FastifyRequest, reply: FastifyReply, cache: ResponseCache, entry: CachedResponse) {
  reply.header('etag', entry.etag).header('cache-control', HTTP_CACHE_CONTROL).header('x-cache', 'HIT');
  if (etagMatches(request.headers['if-none-match'], entry.etag)) {
    // The client keeps its copy and the CSP that came with it.
    reply.removeHeader('content-security-policy');
    return reply.code(304).send();
  }
  // The page's own Vary (Cookie: the language) stays: a shared cache must keep one copy per language.
  const vary = [entry.headers.vary, 'Accept-Encoding'].filter(Boolean).join(', ');
  reply.code(entry.status).headers(entry.headers).header('vary', vary);
  const encoding = pickEncoding(request.headers['accept-encoding']);
  if (!encoding) return reply.send(entry.body);
  return reply.header('content-encoding', encoding).send(cache.encode(entry, encoding));
}

/**
 * Public API reads for anonymous callers are kept in memory per content version and answered
 * with an ETag; every successful content write bumps the version (shared through the database),
 * so no instance serves a stale answer for longer than the version poll interval.
 */
export function registerResponseCache(app: FastifyInstance, cache: ResponseCache, version: ContentVersion, observe?: CacheObserver) {
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' || !request.url.startsWith('/api/') || UNCACHED_READS.test(request.url)) return;
    if (accessOf(request.routeOptions.config) !== 'public' || request.headers.authorization) return;
    const current = await version.current();
    // A burst of reads of one address not stored yet builds it once; the others wait and are answered from the cache.
    const { entry, release } = await cache.lookup(request.url, current);
    observe?.('api', entry ? 'hit' : 'miss');
    if (entry) return sendCached(request, reply, cache, entry);
    request.cacheVersion = current;
    if (release) {
      request.cacheBuilt = release;
      // Whatever becomes of the answer (stored, an error, the client gone), the waiting reads go on.
      reply.raw.once('close', release);
    }
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (WRITE_METHODS.has(request.method) && request.url.startsWith('/api/') && reply.statusCode < 400 && !NON_CONTENT_WRITES.test(request.url)) {
      await version.bump();
      return payload;
    }
    if (request.cacheVersion === undefined || reply.statusCode !== 200 || typeof payload !== 'string') return payload;
    const entry = cache.set(request.url, {
      version: request.cacheVersion,
      status: 200,
      headers: { 'content-type': String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8') },
      body: payload,
    });
    request.cacheBuilt?.();
    reply.header('etag', entry.etag).header('cache-control', HTTP_CACHE_CONTROL).header('x-cache', 'MISS');
    if (etagMatches(request.headers['if-none-match'], entry.etag)) {
      reply.code(304);
      return '';
    }
    return payload;
  });
}
