import type { FastifyInstance } from 'fastify';
import type { Database } from '../client.js';
import type { Storage } from '../../storage/storage.js';

/**
 * The demo content of a first start on an empty database (decision 019), written in the background once
 * the server listens: drawing its pictures takes a child process about 20 s, during which the site answers
 * and is empty; the content then appears whole. A shutdown meanwhile stops it, keeping no rows and no
 * files, and the next start writes it. Call before `listen` (it adds a hook), then `start()` once listening.
 *
 * The log says where it stands: the first line below before "Serving on", then one of "Demo content
 * written", "Demo content not written", "Demo content interrupted" or "Demo content could not be written"
 * (the browser tests and the benchmark wait for it: e2e/support/spawn-product.ts).
 */
export function prepareDemoContent(app: Pick<FastifyInstance, 'log' | 'addHook'>, { database, storage }: { database: Database; storage: Storage }) {
  const controller = new AbortController();
  let running: Promise<void> | undefined;
  app.log.info('Empty database: the demo content will be written in the background once the server listens');
  app.addHook('preClose', async () => {
    controller.abort(new Error('the server is shutting down'));
    await running;
  });
  return {
    start() {
      running = (async () => {
        // Imported only now: a start on a database with content never loads the demo's data and drawings.
        const { seedDemoContent } = await import('./index.js');
        const { seeded } = await seedDemoContent({
          db: database.db,
          kind: database.kind,
          storage,
          log: { info: (message: string) => app.log.info(message) },
          signal: controller.signal,
        });
        if (!seeded) app.log.info('Demo content not written: the database has content (another instance or an editor wrote first)');
      })().catch((error: unknown) => {
        if (controller.signal.aborted) app.log.warn('Demo content interrupted by the shutdown: nothing kept; the next start writes it');
        else app.log.error({ err: error }, 'Demo content could not be written: nothing kept; the next start tries again');
      });
    },
  };
}
