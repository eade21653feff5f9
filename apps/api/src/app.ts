import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { constants as zlib } from 'node:zlib';
import type { Server } from 'node:http';
import type { Http2SecureServer } from 'node:http2';
import Fastify, { type FastifyHttpOptions, type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { ErrorCode, schemaExamples } from '@softhouse/contracts';
import type { Config } from './config.js';
import type { PublicSite } from '@softhouse/contracts/server';
import type { Database } from './db/client.js';
import { vacuumPglite } from './db/maintenance.js';
import { AppError } from './errors.js';
import { authRoutes } from './modules/auth/routes.js';
import { blogRoutes } from './modules/blog/routes.js';
import { contentRoutes, pageDraftRoutes } from './modules/content/routes.js';
import { createPageDrafts } from './modules/content/drafts.js';
import { searchRoutes } from './modules/search/routes.js';
import { footerRoutes } from './modules/footer/routes.js';
import { menusRoutes } from './modules/menus/routes.js';
import { casesRoutes } from './modules/cases/routes.js';
import { schedulingRoutes } from './modules/scheduling/routes.js';
import { translationsRoutes } from './modules/translations-report/routes.js';
import { contactsRoutes } from './modules/contacts/routes.js';
import { adminSearchRoutes } from './modules/admin-search/routes.js';
import { trashRoutes } from './modules/trash/routes.js';
import { mailRoutes } from './modules/mail/routes.js';
import { activityRoutes } from './modules/activity/routes.js';
import { redirectsRoutes } from './modules/redirects/routes.js';
import { createRedirectRuntime, registerRedirects } from './modules/redirects/runtime.js';
import { historyRoutes } from './modules/history/routes.js';
import { discardWorkingCopiesOnSave, workingCopiesRoutes } from './modules/working-copies/routes.js';
import { mediaRoutes } from './modules/media/routes.js';
import { registerRootSeoFiles, createRobotsFile, createSitemapCache, seoRoutes } from './modules/seo/routes.js';
import { createSyndication } from './modules/syndication/service.js';
import { registerSyndication } from './modules/syndication/routes.js';
import { settingsRoutes } from './modules/settings/routes.js';
import { usersRoutes } from './modules/users/routes.js';
import { healthRoutes } from './modules/health/routes.js';
import { accessOf, registerAuthGuard, type Access } from './plugins/auth-guard.js';
import { errorBody, registerErrorHandling, serializeError, serializeRequest } from './plugins/errors.js';
import { registerInputGuard } from './plugins/input-guard.js';
import { createMetrics, registerMetrics, type Metrics } from './plugins/metrics.js';
import { registerBodyDeadline, TIMEOUTS } from './plugins/timeouts.js';
import { httpsServerOptions, limitHttp1Fallback, readTls } from './http/tls.js';
import { registerSecurity } from './plugins/security.js';
import { registerResponseCache } from './plugins/response-cache.js';
import { registerUploads } from './plugins/uploads.js';
import { registerWeb } from './plugins/web.js';
import { createContentVersion, type ContentVersion } from './cache/content-version.js';
import { createResponseCache } from './cache/response-cache.js';
import { createPublicSite } from './public-site.js';
import { sharedJwtSecret } from './modules/auth/shared-secret.js';
import { createServices, type Services } from './services.js';
import { createScheduler, type Scheduler } from './jobs/scheduler.js';
import { privacyRoutes } from './modules/privacy/routes.js';

const DOCS_PREFIX = '/api/docs';

export type BuildOptions = {
  config: Config;
  database: Database;
  /** Logger on by default; tests turn it off. */
  logger?: boolean;
  /** The built web app to host (apps/web/build); API-only tests leave it out. */
  webBuildDir?: string;
};

export type RouteEntry = { method: string; url: string; access: Access };
export type App = FastifyInstance & { services: Services; routeTable: RouteEntry[]; scheduler: Scheduler };

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
/** How often each instance looks for due jobs; each job itself runs at its own period, once for all. */
const JOB_POLL_MS = 10 * 60 * 1000;
/** How often each instance looks for e-mail due again (decision 028). */
const OUTBOX_POLL_MS = 15 * 1000;

/**
 * Builds the whole product as one Fastify instance: API under /api, uploads, and the web app.
 * The database must be migrated: the token key lives there unless JWT_SECRET is set.
 */
/**
 * zod leaves a body's `.meta({ examples })` out of its input-side JSON Schema when the schema changes
 * values on the way in (trims, optional-to-undefined): put them back, so every documented body has one.
 */
const withBodyExamples: typeof jsonSchemaTransform = (input) => {
  const output = jsonSchemaTransform(input);
  const body = input.schema?.body as Parameters<typeof schemaExamples>[0] | undefined;
  const examples = body ? schemaExamples(body) : undefined;
  const documented = output.schema?.body as Record<string, unknown> | undefined;
  if (examples && documented && !('examples' in documented)) documented.examples = examples;
  return output;
};

export async function buildApp({ config, database, logger = true, webBuildDir }: BuildOptions): Promise<App> {
  const jwtSecret = config.jwtSecret ?? (await sharedJwtSecret(database.db, path.join(config.dataDir, 'jwt-secret')));
  // With a certificate, HTTPS on HTTP/2 and HTTP/1.1 (decision 053); the app is the same either way.
  const tls = config.tls ? httpsServerOptions(readTls(config.tls)) : {};
  const options: FastifyHttpOptions<Server> = {
    logger: logger
      ? {
          level: config.logLevel,
          redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
          serializers: { err: serializeError, req: serializeRequest },
          // In a terminal, one readable line per entry; JSON for log collectors everywhere else.
          ...(config.prettyLogs ? { transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname' } } } : {}),
        }
      : false,
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID();
    },
    // Graceful shutdown (server.ts): requests already on a connection are still served while closing.
    return503OnClosing: false,
    forceCloseConnections: false,
    requestTimeout: TIMEOUTS.requestMs,
    http: { headersTimeout: TIMEOUTS.headersMs, connectionsCheckingInterval: TIMEOUTS.checkEveryMs },
    // /api/cases and /api/cases/ are one route, as they were when each module had its own prefix.
    routerOptions: { maxParamLength: 200, ignoreTrailingSlash: true },
    ...tls,
  };
  const app = Fastify(options).withTypeProvider<ZodTypeProvider>();
  if (config.tls) limitHttp1Fallback(app.server as unknown as Http2SecureServer);

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const services = createServices(config, database, jwtSecret);
  app.decorate('services', services);
  // Every route's writes go to the activity log (http/route.ts, decision 038).
  app.decorate('recordActivity', services.activity.record);
  // Saving a post or case for real deletes the saver's working copy of it (decision 043).
  discardWorkingCopiesOnSave(app, services.workingCopies);
  const contentVersion = createContentVersion(database.db);
  const context: AppContext = {
    config,
    database,
    services,
    contentVersion,
    metrics: config.metricsToken ? createMetrics(database) : null,
    site: createPublicSite(services, config.publicUrl, config.integrations),
  };
  // The tree, in the order hooks must run: the app's own guards and the response cache see requests
  // and bodies before the external plugins (compression, then the docs), and the routes come last.
  await registerAppPlugins(app, context);
  await registerExternalPlugins(app, context);
  await registerRoutes(app, context, webBuildDir);
  return app as unknown as App;
}

type AppContext = {
  config: Config;
  database: Database;
  services: Services;
  contentVersion: ContentVersion;
  metrics: Metrics | null;
  site: PublicSite;
};

/** Our own cross-cutting plugins: ids, metrics, housekeeping, errors, input limits, security headers, the API cache. */
async function registerAppPlugins(app: FastifyInstance, { config, database, services, contentVersion, metrics }: AppContext) {
  // Every log line of a request carries its id (reqId); the client gets it too, to quote in a report.
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  if (metrics) registerMetrics(app, metrics, config.metricsToken!);
  // The router's own table of API routes, so a test can prove every one of them is guarded.
  const routeTable: RouteEntry[] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api')) return;
    // The human-readable API docs are public, like the OpenAPI document they render.
    if (route.url.startsWith(DOCS_PREFIX)) route.config = { ...route.config, access: 'public' };
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') routeTable.push({ method, url: route.url, access: accessOf(route.config) });
    }
  });
  const scheduler = createScheduler(database.db, [
    {
      name: 'prune-expired',
      everyMs: HOUR_MS,
      run: async () => {
        const pruned = { rateLimits: await services.limiter.prune(), refreshTokens: await services.auth.pruneExpired() };
        await Promise.all([services.twoFactor.pruneChallenges(), services.sessions.prune()]);
        return pruned;
      },
    },
    // LGPD retention (issue 15): leads past the period set in Contato config lose their personal data.
    { name: 'anonymize-old-leads', everyMs: DAY_MS, run: () => services.leadRetention.run() },
    // The Lixeira (decision 040): what has been in the trash longer than its period is deleted for good.
    { name: 'purge-trash', everyMs: HOUR_MS, run: () => services.trash.purgeExpired() },
    // PGlite has no autovacuum worker (decision 048); PostgreSQL servers vacuum themselves.
    ...(database.kind === 'pglite' ? [{ name: 'vacuum-pglite', everyMs: HOUR_MS, run: () => vacuumPglite(database.db) }] : []),
  ], app.log);
  app.decorate('scheduler', scheduler);
  app.addHook('onReady', async () => {
    scheduler.start(JOB_POLL_MS);
    // New messages go at once (outbox.kick); the poll sends retries and what a stopped instance left.
    services.outbox.start(OUTBOX_POLL_MS);
    app.log.info({ transport: services.outbox.transport }, `e-mail: ${services.outbox.describe}`);
  });
  app.addHook('onClose', async () => {
    await scheduler.stop();
    await services.outbox.stop();
    await database.close();
  });

  registerErrorHandling(app);
  registerInputGuard(app);
  registerBodyDeadline(app);
  await registerSecurity(app, { marketingForms: !!config.integrations });
  // Before compression: the cache stores and serves uncompressed bodies (and their own encodings).
  registerResponseCache(app, createResponseCache({ maxEntries: 1000, maxBytes: 32 * 1024 * 1024 }), contentVersion, metrics?.observeCache);
  registerAuthGuard(app, services.auth);
}

/** Third-party plugins: compression and the OpenAPI document. */
async function registerExternalPlugins(app: FastifyInstance, _context: AppContext) {
  await app.register(compress, {
    global: true,
    threshold: 1024,
    // An answer already in memory up to 512 KB is compressed in one call: through a stream its text and buffers
    // live across several turns of the event loop, long enough to be moved to the old generation, and on a
    // 100-case list that meant full collections twice as often (decision 010).
    syncThreshold: 512 * 1024,
    encodings: ['br', 'gzip'],
    // Dynamic responses: a fast brotli level; static assets are precompressed at build time.
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Órbita Software API', version: '1.0.0' },
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: withBodyExamples,
  });
}

/** The API under /api (its paths from the contracts' endpoint tables), uploads, the root SEO files and the web app. */
async function registerRoutes(app: FastifyInstance, { config, database, services, contentVersion, metrics, site }: AppContext, webBuildDir?: string) {
  const sitemap = createSitemapCache(site, contentVersion);
  const robots = createRobotsFile(services.seo, contentVersion, config.publicUrl);
  // Redirects before every route and cache, and the 404 log (decision 039).
  registerRedirects(app, createRedirectRuntime(database.db, contentVersion, app.log));
  await app.register(async (api) => {
    await api.register(healthRoutes, { database, storage: services.storage });
    // Each module in a scope of its own (media's multipart parser stays with media).
    const modules = [
      (scope: FastifyInstance) => authRoutes(scope, { auth: services.auth, recovery: services.recovery, twoFactor: services.twoFactor, passkeys: services.passkeys, sessions: services.sessions }),
      (scope: FastifyInstance) => usersRoutes(scope, services),
      (scope: FastifyInstance) => blogRoutes(scope, { blog: services.blog }),
      (scope: FastifyInstance) => casesRoutes(scope, { cases: services.cases }),
      (scope: FastifyInstance) => schedulingRoutes(scope, { scheduling: services.scheduling }),
      (scope: FastifyInstance) => translationsRoutes(scope, { report: services.translations }),
      (scope: FastifyInstance) => mediaRoutes(scope, { media: services.media }),
      (scope: FastifyInstance) => contactsRoutes(scope, { contacts: services.contacts, retention: services.leadRetention }),
      (scope: FastifyInstance) => mailRoutes(scope, { outbox: services.outbox, notifications: services.leadNotifications }),
      (scope: FastifyInstance) => activityRoutes(scope, { activity: services.activity }),
      (scope: FastifyInstance) => redirectsRoutes(scope, { redirects: services.redirects }),
      (scope: FastifyInstance) => historyRoutes(scope, { history: services.history, blog: services.blog, cases: services.cases }),
      (scope: FastifyInstance) => workingCopiesRoutes(scope, { workingCopies: services.workingCopies }),
      (scope: FastifyInstance) => privacyRoutes(scope, { subjects: services.dataSubjects }),
      (scope: FastifyInstance) => settingsRoutes(scope, { settings: services.settings, contactConfig: services.contactConfig, history: services.history }),
      (scope: FastifyInstance) => seoRoutes(scope, { sitemap, robots, seo: services.seo, history: services.history }),
      (scope: FastifyInstance) => contentRoutes(scope, { content: services.content }),
      (scope: FastifyInstance) => pageDraftRoutes(scope, { drafts: createPageDrafts(database.db) }),
      (scope: FastifyInstance) => searchRoutes(scope, { search: services.search }),
      (scope: FastifyInstance) => menusRoutes(scope, { menus: services.menus }),
      (scope: FastifyInstance) => footerRoutes(scope, { footer: services.footer, history: services.history }),
      (scope: FastifyInstance) => adminSearchRoutes(scope, { search: services.adminSearch }),
      (scope: FastifyInstance) => trashRoutes(scope, { trash: services.trash }),
    ];
    for (const register of modules) await api.register(async (scope) => register(scope));
    await api.register(swaggerUi, {
      routePrefix: '/docs',
      uiConfig: { docExpansion: 'list', deepLinking: true, tryItOutEnabled: false },
    });
    api.get('/openapi.json', { config: { access: 'public' }, schema: { hide: true } }, async () => app.swagger());
    api.all('/*', { config: { access: 'public' }, schema: { hide: true } }, async () => {
      throw new AppError(ErrorCode.NOT_FOUND, 'Rota não encontrada');
    });
  }, { prefix: '/api' });

  await registerUploads(app, { storage: services.storage, uploadsDir: config.uploadsDir });
  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send(errorBody(404, 'Rota não encontrada', ErrorCode.NOT_FOUND));
  });
  registerRootSeoFiles(app, { sitemap, robots, publicUrl: config.publicUrl });
  // Feeds, llms.txt and the Markdown addresses (decision 033): their own small cache, on the same content version as the pages.
  registerSyndication(app, {
    syndication: createSyndication({ site, db: database.db, seo: services.seo, settings: services.settings }),
    cache: createResponseCache({ maxEntries: 300, maxBytes: 16 * 1024 * 1024 }),
    version: contentVersion,
  });
  if (webBuildDir) {
    const pages = { cache: createResponseCache({ maxEntries: 500, maxBytes: 64 * 1024 * 1024 }), version: contentVersion, observe: metrics?.observeCache };
    await registerWeb(app, { buildDir: webBuildDir, site, pages, ping: () => database.ping() });
  }
}
