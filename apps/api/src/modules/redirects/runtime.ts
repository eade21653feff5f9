import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { canonicalSitePath, pagePath, REDIRECT_LIMITS, splitLanguage } from '@softhouse/contracts';
import type { ContentVersion } from '../../cache/content-version.js';
import type { Db } from '../../db/client.js';
import { redirects } from '../../db/schema.js';
import { redirectsAfterScheduledTime } from './addresses.js';
import { isBotRequest } from './rules.js';

/*
 * What every instance does with redirects and 404s on the public side (decision 039):
 * - the redirect table is kept in memory and reloaded when the shared content version changes (every write
 *   under /api bumps it, and so does a scheduled time passing; each instance reads it at most once a second),
 *   so a saved redirect is answered everywhere within a second, before the page cache, with no query per
 *   request; an item gone live by its time loses the redirects from its addresses before the reload;
 * - hits of redirects and addresses that answered 404 are counted in memory and written in one statement
 *   every few seconds, never on the request's path.
 */

export type RedirectHit = { location: string; status: 301 | 302 };

/** How often counted hits and 404s are written. */
const FLUSH_MS = 2000;
/** Distinct 404 paths kept between two writes: a scan of thousands of paths cannot grow memory. */
const PENDING_MAX = 500;
/** Rows the 404 log keeps: past this the rows with fewest hits (then the oldest) go. */
export const NOT_FOUND_ROWS_MAX = 5000;
const PRUNE_EVERY_MS = 60_000;
const REFERRER_MAX = 500;

/** The path part written back for a Location header (a decoded `?` or `#` stays part of the path). */
const encodePath = (path: string) => encodeURI(path).replaceAll('?', '%3F').replaceAll('#', '%23');

/** The request's query string appended to a target that may have its own. */
function withQuery(target: string, query: string): string {
  if (!query || query === '?') return target;
  const hash = target.indexOf('#');
  const [base, anchor] = hash === -1 ? [target, ''] : [target.slice(0, hash), target.slice(hash)];
  return `${base}${base.includes('?') ? '&' : '?'}${query.slice(1)}${anchor}`;
}

/** Where a stored target sends a browser: a site path encoded for the header, or the URL as stored. */
function locationOf(target: string, query: string): string {
  if (!target.startsWith('/')) return withQuery(target, query);
  const split = /^([^?#]*)(.*)$/.exec(target)!;
  return withQuery(`${encodePath(split[1]!)}${split[2]}`, query);
}

/** Only the origin and path of a referrer: its query may carry someone's tokens or personal data. */
function referrerOf(raw: string | undefined): string | null {
  if (!raw) return null;
  try {
    const url = new URL(raw);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return `${url.origin}${url.pathname}`.slice(0, REFERRER_MAX);
  } catch {
    return null;
  }
}

export function createRedirectRuntime(db: Db, version: ContentVersion, log?: FastifyBaseLogger) {
  let loadedAt = -1;
  let table = new Map<string, { id: string; to: string; status: 301 | 302 }>();
  let loading: Promise<void> | null = null;
  const hits = new Map<string, number>();
  const missing = new Map<string, { hits: number; referrer: string | null; bot: boolean; at: Date }>();
  let prunedAt = 0;
  let timer: NodeJS.Timeout | null = null;

  async function load(at: number) {
    // A post or case whose scheduled time has come is live with no save: its addresses lose their redirects first.
    await redirectsAfterScheduledTime(db).catch((error: unknown) => log?.error({ err: error }, 'removing redirects of items gone live failed'));
    const rows = await db.select({ id: redirects.id, from: redirects.fromPath, to: redirects.toPath, status: redirects.statusCode }).from(redirects);
    table = new Map(rows.map((r) => [r.from, { id: r.id, to: r.to, status: r.status === 302 ? 302 : 301 }]));
    loadedAt = at;
  }

  async function fresh() {
    const current = await version.current();
    // A load already under way may be of an older version (its rows read before a write): wait for it, then load again.
    while (loadedAt !== current) {
      loading ??= load(current).finally(() => {
        loading = null;
      });
      await loading;
    }
  }

  function schedule() {
    timer ??= setTimeout(() => {
      timer = null;
      void flush().catch((error: unknown) => log?.error({ err: error }, 'redirect hits and 404 log write failed'));
    }, FLUSH_MS);
    timer.unref?.();
  }

  async function flush(): Promise<void> {
    const counted = [...hits];
    hits.clear();
    const seen = [...missing];
    missing.clear();
    for (const [id, n] of counted) {
      await db.execute(sql`update redirects set hits = hits + ${n}, last_hit_at = now() where id = ${id}`);
    }
    if (seen.length) {
      const values = sql.join(
        seen.map(([path, s]) => sql`(${path}, ${s.hits}, ${s.referrer}, ${s.bot}, ${s.at.toISOString()}::timestamptz, ${s.at.toISOString()}::timestamptz)`),
        sql`, `,
      );
      await db.execute(sql`
        insert into not_found_log (path, hits, referrer, bot, first_seen_at, last_seen_at) values ${values}
        on conflict (path) do update set hits = not_found_log.hits + excluded.hits,
          referrer = coalesce(excluded.referrer, not_found_log.referrer), bot = excluded.bot, last_seen_at = excluded.last_seen_at`);
      if (Date.now() - prunedAt > PRUNE_EVERY_MS) {
        prunedAt = Date.now();
        await db.execute(sql`
          delete from not_found_log where path in (
            select path from not_found_log order by hits desc, last_seen_at desc offset ${NOT_FOUND_ROWS_MAX})`);
      }
    }
  }

  return {
    /**
     * The redirect for a public read of `rawPath` (already in its canonical spelling) and its query, or null.
     * `/blog/{slug}/{anything}` is the post's address too (decision 011), so it follows the post's redirect.
     */
    async lookup(rawPath: string, query: string): Promise<RedirectHit | null> {
      await fresh();
      if (!table.size) return null;
      const path = canonicalSitePath(rawPath);
      if (!path) return null;
      const found = table.get(path) ?? table.get(pagePath(path));
      if (!found) return null;
      hits.set(found.id, (hits.get(found.id) ?? 0) + 1);
      schedule();
      return { location: locationOf(found.to, query), status: found.status };
    },

    /** Counts a public request that answered 404; bounded, written later in one statement. */
    notFound(rawPath: string, userAgent: string | undefined, referrer: string | undefined) {
      if (rawPath.length > REDIRECT_LIMITS.pathMax) return;
      const path = canonicalSitePath(rawPath);
      if (!path) return;
      const entry = missing.get(path);
      const bot = isBotRequest(path, userAgent);
      if (entry) {
        entry.hits++;
        entry.bot = bot;
        entry.at = new Date();
        entry.referrer = referrerOf(referrer) ?? entry.referrer;
      } else if (missing.size < PENDING_MAX) {
        missing.set(path, { hits: 1, referrer: referrerOf(referrer), bot, at: new Date() });
      } else return;
      schedule();
    },

    /** Writes what is counted now (tests, and on close). */
    async flush() {
      if (timer) clearTimeout(timer);
      timer = null;
      await flush();
    },
  };
}
export type RedirectRuntime = ReturnType<typeof createRedirectRuntime>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The redirects and 404 counts of this instance (modules/redirects/runtime.ts). */
    redirectRuntime: RedirectRuntime;
  }
}

/** Not addresses a visitor follows: the API, the back office, the built assets. */
const NOT_PUBLIC = /^\/(api|admin|assets)(\/|$)/i;
/** The listings answer 404 for a page past the last (decision 011): their query's fault, not the path's. */
const LISTINGS = new Set(['/blog', '/busca']);

const pathOf = (url: string) => {
  const queryAt = url.indexOf('?');
  return queryAt === -1 ? { path: url, query: '' } : { path: url.slice(0, queryAt), query: url.slice(queryAt) };
};

/**
 * Redirects are answered as a request arrives, before any route, static file or cache (so on every instance,
 * from its copy of the table), keeping the request's query; every public read that answers 404 is counted as
 * its answer is sent (a map update; the write comes later). Pending counts are written on close.
 */
export function registerRedirects(app: FastifyInstance, runtime: RedirectRuntime) {
  app.decorate('redirectRuntime', runtime);
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    const { path, query } = pathOf(request.url);
    if (NOT_PUBLIC.test(path)) return;
    const hit = await runtime.lookup(path, query);
    if (!hit) return;
    // A 301 may be kept a while by browsers; a 302 is temporary by definition.
    reply.header('cache-control', hit.status === 301 ? 'public, max-age=300' : 'no-store');
    return reply.redirect(hit.location, hit.status);
  });
  // Counted as the 404 is sent, not once it has finished: a page streams, and a visitor who leaves before
  // its end (the response closes without finishing, and Fastify's onResponse never runs) still met it.
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode !== 404 || (request.method !== 'GET' && request.method !== 'HEAD')) return payload;
    const { path } = pathOf(request.url);
    if (NOT_PUBLIC.test(path) || LISTINGS.has(splitLanguage(canonicalSitePath(path) ?? '/').path)) return payload;
    const referrer = request.headers.referer;
    runtime.notFound(path, request.headers['user-agent'], Array.isArray(referrer) ? referrer[0] : referrer);
    return payload;
  });
  app.addHook('preClose', async () => {
    await runtime.flush().catch((error: unknown) => app.log.error({ err: error }, 'redirect hits and 404 log write failed'));
  });
}
