import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { outboxEmails } from '../db/schema.js';

/** Which in-memory cache answered, for the hit ratio. */
export type CacheName = 'page' | 'api';
export type CacheObserver = (cache: CacheName, result: 'hit' | 'miss') => void;

/**
 * The operator's view: Prometheus metrics on GET /metrics, only when METRICS_TOKEN is set and only with
 * `Authorization: Bearer <token>` (docs/decisions/021). Each app has its own registry (tests build many).
 * The e-mail outbox's depth and failures are read from its table at each scrape.
 */
export function createMetrics(database: Database) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });
  const requests = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP requests by route pattern, method and status, with their duration',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const cache = new Counter({
    name: 'response_cache_requests_total',
    help: 'Reads the in-memory response caches answered (hit) or had to render (miss)',
    labelNames: ['cache', 'result'] as const,
    registers: [registry],
  });
  const queries = new Histogram({
    name: 'db_query_duration_seconds',
    help: 'Database queries (on PGlite a transaction counts as one)',
    buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 5],
    registers: [registry],
  });
  database.observeQueries((seconds) => queries.observe(seconds));
  new Gauge({
    name: 'db_pool_connections',
    help: 'Connections of the PostgreSQL pool by state (absent on PGlite)',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const stats = database.poolStats();
      if (!stats) return;
      this.set({ state: 'total' }, stats.total);
      this.set({ state: 'idle' }, stats.idle);
      this.set({ state: 'waiting' }, stats.waiting);
      this.set({ state: 'max' }, stats.max);
    },
  });
  // The e-mail outbox (decision 028), read at each scrape: what waits, what went, what failed for good,
  // and how long the oldest waiting message has waited (a stuck SMTP server shows here first).
  new Gauge({
    name: 'email_outbox_messages',
    help: 'Messages in the e-mail outbox by status (pending, sent, failed)',
    labelNames: ['status'] as const,
    registers: [registry],
    async collect() {
      const result = (await database.db.execute(
        sql`select ${outboxEmails.status} as status, count(*)::int as n from ${outboxEmails} group by ${outboxEmails.status}`,
      )) as unknown as { rows: { status: string; n: number }[] };
      const counts: Record<string, number> = { pending: 0, sent: 0, failed: 0 };
      for (const row of result.rows) counts[row.status] = Number(row.n);
      for (const [status, n] of Object.entries(counts)) this.set({ status }, n);
    },
  });
  new Gauge({
    name: 'email_outbox_oldest_pending_seconds',
    help: 'Age of the oldest message still waiting in the e-mail outbox (0 when none waits)',
    registers: [registry],
    async collect() {
      const result = (await database.db.execute(
        sql`select coalesce(extract(epoch from now() - min(${outboxEmails.createdAt})), 0)::float8 as oldest from ${outboxEmails} where ${outboxEmails.status} = 'pending'`,
      )) as unknown as { rows: { oldest: number }[] };
      this.set(Number(result.rows[0]?.oldest ?? 0));
    },
  });
  return {
    registry,
    observeRequest(method: string, route: string, statusCode: number, seconds: number) {
      requests.observe({ method, route, status_code: String(statusCode) }, seconds);
    },
    observeCache: ((name, result) => cache.inc({ cache: name, result })) as CacheObserver,
  };
}
export type Metrics = ReturnType<typeof createMetrics>;

const sameSecret = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/** GET /metrics behind the token, and the request timing of every route. */
export function registerMetrics(app: FastifyInstance, metrics: Metrics, token: string) {
  app.addHook('onResponse', async (request, reply) => {
    // The route pattern, never the raw address: a bounded set of series whatever clients send.
    const route = request.routeOptions.url ?? 'unmatched';
    metrics.observeRequest(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
  });
  app.get('/metrics', { config: { access: 'public' }, schema: { hide: true } }, async (request, reply) => {
    const header = request.headers.authorization ?? '';
    const given = /^Bearer\s+(\S+)$/i.exec(header)?.[1] ?? '';
    reply.header('cache-control', 'no-store');
    if (!sameSecret(given, token)) {
      return reply.code(401).header('www-authenticate', 'Bearer realm="metrics"').type('text/plain; charset=utf-8').send('Unauthorized\n');
    }
    return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  });
}
