import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { constants as zlib } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
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
import type { Database } from './db/client.js';
import { AppError } from './errors.js';
import { authRoutes } from './modules/auth/routes.js';
import { blogRoutes } from './modules/blog/routes.js';
import { contentRoutes } from './modules/content/routes.js';
import { footerRoutes } from './modules/footer/routes.js';
import { menusRoutes } from './modules/menus/routes.js';
import { casesRoutes } from './modules/cases/routes.js';
import { contactsRoutes } from './modules/contacts/routes.js';
import { mediaRoutes } from './modules/media/routes.js';
import { registerRootSeoFiles, createSitemapCache, seoRoutes } from './modules/seo/routes.js';
import { settingsRoutes } from './modules/settings/routes.js';
import { usersRoutes } from './modules/users/routes.js';
import { healthRoutes } from './modules/health/routes.js';
import { accessOf, registerAuthGuard, type Access } from './plugins/auth-guard.js';
import { errorBody, registerErrorHandling } from './plugins/errors.js';
import { registerSecurity } from './plugins/security.js';
import { registerResponseCache } from './plugins/response-cache.js';
import { registerUploads } from './plugins/uploads.js';
import { registerWeb } from './plugins/web.js';
import { createContentVersion } from './cache/content-version.js';
import { createResponseCache } from './cache/response-cache.js';
import { createPublicSite } from './public-site.js';
import { sharedJwtSecret } from './modules/auth/shared-secret.js';
import { createServices, type Services } from './services.js';

const DOCS_PREFIX = '/api/docs';

export type BuildOptions = {
  config: Config;
  database: Database;
  /** Logger on by default; tests turn it off. */
  logger?: boolean;
};

export type RouteEntry = { method: string; url: string; access: Access };
export type App = FastifyInstance & { services: Services; routeTable: RouteEntry[] };

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

export async function buildApp({ config, database, logger = true }: BuildOptions): Promise<App> {
  const jwtSecret = config.jwtSecret ?? (await sharedJwtSecret(database.db, path.join(config.dataDir, 'jwt-secret')));
  const app = Fastify({
    logger: logger
      ? {
          level: config.logLevel,
          redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
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
    routerOptions: { maxParamLength: 200 },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const services = createServices(config, database, jwtSecret);
  app.decorate('services', services);
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
  app.addHook('onClose', async () => {
    await database.close();
  });

  registerErrorHandling(app);
  await registerSecurity(app, { marketingForms: !!config.integrations });
  // Before compression: the cache stores and serves uncompressed bodies (and their own encodings).
  const contentVersion = createContentVersion(database.db);
  const apiCache = createResponseCache({ maxEntries: 1000, maxBytes: 32 * 1024 * 1024 });
  const pageCache = createResponseCache({ maxEntries: 500, maxBytes: 64 * 1024 * 1024 });
  registerResponseCache(app, apiCache, contentVersion);
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    // Dynamic responses: a fast brotli level; static assets are precompressed at build time.
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
  });
  registerAuthGuard(app, services.auth);

  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Órbita Software API', version: '1.0.0' },
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: withBodyExamples,
  });

  const site = createPublicSite(services, config.publicUrl, config.integrations);
  const sitemap = createSitemapCache(site, contentVersion);

  await app.register(async (api) => {
    await api.register(healthRoutes, { ping: () => database.ping() });
    await api.register(authRoutes, { prefix: '/auth', auth: services.auth });
    await api.register(usersRoutes, { prefix: '/users', users: services.users, auth: services.auth });
    await api.register(blogRoutes, { prefix: '/blog', blog: services.blog });
    await api.register(casesRoutes, { prefix: '/cases', cases: services.cases });
    await api.register(mediaRoutes, { prefix: '/media', media: services.media });
    await api.register(contactsRoutes, { prefix: '/contacts', contacts: services.contacts });
    await api.register(settingsRoutes, { prefix: '/settings', settings: services.settings });
    await api.register(seoRoutes, { prefix: '/seo', sitemap, publicUrl: config.publicUrl, seo: services.seo });
    await api.register(contentRoutes, { prefix: '/content', content: services.content });
    await api.register(menusRoutes, { prefix: '/menus', menus: services.menus });
    await api.register(footerRoutes, { prefix: '/footer', footer: services.footer });
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

  registerRootSeoFiles(app, sitemap, config.publicUrl);
  if (config.webBuildDir) await registerWeb(app, { buildDir: config.webBuildDir, site, pages: { cache: pageCache, version: contentVersion }, ping: () => database.ping() });

  return app as unknown as App;
}
