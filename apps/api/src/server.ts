import type { Http2SecureServer } from 'node:http2';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.js';
import { ConfigError, loadConfig, type Config } from './config.js';
import { openDatabase } from './db/client.js';
import { prepareDemoContent } from './db/seed/background.js';
import { hasContent } from './db/seed/has-content.js';
import { collectWhenIdle } from './idle-collection.js';
import { createRedirectServer } from './http/redirect-server.js';
import { reloadOnHangup, trackSessions } from './http/tls.js';
import { writePageBlocks } from './modules/content/page-defaults.js';
import { adminPasswordProblem } from './modules/users/password-check.js';
import { isS3Storage } from './storage/index.js';

const SHUTDOWN_TIMEOUT_MS = 15_000;
const DRAIN_GRACE_MS = 1_000;
/** Quiet time after which the server gives back the memory its last burst of work left (decision 010). */
const IDLE_COLLECTION_MS = 10_000;

async function main() {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const webBuildDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web', config.webBuildDir ?? 'build');

  const database = await openDatabase(config.database);
  await database.migrate();
  const app = await buildApp({ config, database, webBuildDir });
  const { services } = app;
  // A wrong bucket, endpoint or key stops the start here, named, instead of failing every upload.
  if (isS3Storage(services.storage)) await services.storage.check();

  // ADMIN_PASSWORD makes the first admin; when it will, it follows the rule of every password (decision 032).
  const weakAdminPassword = (await services.users.count()) === 0 ? await adminPasswordProblem(config.admin.password) : null;
  if (weakAdminPassword) {
    app.log.error(weakAdminPassword);
    await app.close();
    process.exit(1);
  }
  const admin = await services.users.ensureInitialAdmin(config.admin);
  if (admin.created) {
    if (admin.generatedPassword) {
      // Printed once, on the console only, so the first administrator can sign in.
      app.log.warn(`First admin created: ${config.admin.email} with password ${admin.generatedPassword} (set ADMIN_EMAIL and ADMIN_PASSWORD to choose them; change it after signing in)`);
    } else {
      app.log.info(`First admin created: ${config.admin.email}`);
    }
  }
  // Every public page gets its blocks: the defaults on a new database, old sections converted on an old one (decision 047).
  const pages = await writePageBlocks(database.db);
  if (pages.written.length) app.log.info(`Page blocks written: ${pages.written.join(', ')}`);
  // An empty database gets the demo content, written once the server listens (decision 019).
  const demo = config.seedDemo && !(await hasContent(database.db)) ? prepareDemoContent(app, { database, storage: services.storage }) : null;

  let shuttingDown = false;
  app.addHook('onSend', async (request, reply) => {
    // While draining, every response closes its connection so keep-alive clients move on (HTTP/2 has no such
    // header: its connections are asked to end below).
    if (shuttingDown && request.raw.httpVersionMajor === 1) reply.header('connection', 'close');
  });
  const http2 = config.tls ? trackSessions(app.server as unknown as Http2SecureServer) : null;
  const redirect = config.httpRedirect ? createRedirectServer({ target: config.publicUrl, acmeWebroot: config.httpRedirect.acmeWebroot }) : null;
  if (config.tls) reloadOnHangup(app.server as unknown as Http2SecureServer, config.tls, app.log);
  const shutdown = async (signal: string) => {
    if (shuttingDown) return;
    shuttingDown = true;
    app.log.info(`${signal} received: no new connections; finishing in-flight requests`);
    const timer = setTimeout(() => {
      app.log.error('Shutdown timed out; exiting');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS);
    timer.unref();
    // Requests already on the wire get a moment to arrive; then idle keep-alive connections close, and each
    // HTTP/2 connection is told to end once its requests in flight are answered.
    redirect?.close();
    const idle = setTimeout(() => {
      app.server.closeIdleConnections();
      http2?.closeAll();
      redirect?.closeAllConnections();
    }, DRAIN_GRACE_MS);
    try {
      await app.close();
      clearTimeout(idle);
      app.log.info('Closed cleanly');
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'error during shutdown');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  if (redirect && config.httpRedirect) {
    await new Promise<void>((resolve, reject) => {
      redirect.once('error', (error) => reject(new Error(`HTTP_REDIRECT_PORT ${config.httpRedirect!.port}: ${error.message}`)));
      redirect.listen(config.httpRedirect!.port, config.host, () => resolve());
    });
    const acme = config.httpRedirect.acmeWebroot ? `, ACME challenges from ${config.httpRedirect.acmeWebroot}` : '';
    app.log.info(`Plain HTTP on port ${config.httpRedirect.port} redirects to ${config.publicUrl}${acme}`);
  }
  const quiet = collectWhenIdle(IDLE_COLLECTION_MS);
  app.server.on('request', quiet.activity);
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const media = config.storage.driver === 's3' ? `bucket ${config.storage.bucket}` : config.uploadsDir;
  app.log.info(`Serving on ${config.tls ? 'https' : 'http'}://localhost:${port}${config.tls ? ' (HTTP/2 and HTTP/1.1)' : ''} (database: ${database.kind}, data: ${config.dataDir}, media: ${media})`);
  demo?.start();
}

main().catch((error: unknown) => {
  console.error('Fatal error during start-up:', error instanceof Error ? error.message : error);
  process.exit(1);
});
