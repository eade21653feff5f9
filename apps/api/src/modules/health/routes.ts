import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorCode } from '@softhouse/contracts';
import type { Database } from '../../db/client.js';
import { AppError } from '../../errors.js';
import type { Storage } from '../../storage/storage.js';

type Check = { ok: boolean; detail?: string };

/**
 * Each readiness check, without letting one failure hide the others or last longer than 5 s. The answer
 * says what failed in words fit for anyone (it is public, like the health check); the log has the error.
 */
async function check(run: () => Promise<string | undefined>, failed: string, log: (error: unknown) => void): Promise<Check> {
  try {
    const detail = await Promise.race([
      run(),
      new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timed out after 5 s')), 5_000).unref()),
    ]);
    return detail ? { ok: false, detail } : { ok: true };
  } catch (error) {
    log(error);
    return { ok: false, detail: failed };
  }
}

const ZCheck = z.object({ ok: z.boolean(), detail: z.string().optional() });
const ZReady = z.object({ status: z.enum(['ready', 'not ready']), checks: z.object({ database: ZCheck, migrations: ZCheck, storage: ZCheck }) });

/**
 * Three probes for three questions: /health (the database answers, as before), /health/live (the
 * process answers: restart it if not) and /health/ready (it can serve: database reachable, every
 * migration of this build applied, media storage writable; take it out of the load balancer if not).
 */
export const healthRoutes: FastifyPluginAsyncZod<{ database: Database; storage: Storage }> = async (app, { database, storage }) => {
  const probeKey = `health-probe/${randomUUID()}.txt`;

  app.get('/health', {
    config: { access: 'public' },
    schema: {
      tags: ['health'],
      summary: 'Liveness and database check',
      response: { 200: z.object({ success: z.literal(true), data: z.object({ status: z.literal('ok'), database: z.literal('up'), uptime: z.number() }) }) },
    },
  }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    try {
      await database.ping();
    } catch {
      throw new AppError(ErrorCode.SERVICE_UNAVAILABLE, 'Banco de dados indisponível');
    }
    return { success: true as const, data: { status: 'ok' as const, database: 'up' as const, uptime: Math.round(process.uptime()) } };
  });

  app.get('/health/live', {
    config: { access: 'public' },
    schema: { tags: ['health'], summary: 'Liveness: the process answers (no dependency is checked)', response: { 200: z.object({ success: z.literal(true), data: z.object({ status: z.literal('alive'), uptime: z.number() }) }) } },
  }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { success: true as const, data: { status: 'alive' as const, uptime: Math.round(process.uptime()) } };
  });

  app.get('/health/ready', {
    config: { access: 'public' },
    schema: {
      tags: ['health'],
      summary: 'Readiness: database reachable, migrations applied, media storage writable (503 with the failing check otherwise)',
      response: { 200: z.object({ success: z.literal(true), data: ZReady }), 503: z.object({ success: z.literal(false), data: ZReady }) },
    },
  }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const log = (what: string) => (error: unknown) => request.log.error({ err: error }, `readiness: ${what}`);
    const [databaseCheck, migrations, storageCheck] = await Promise.all([
      check(async () => void (await database.ping()), 'unreachable', log('database')),
      check(async () => {
        const { applied, known } = await database.migrations();
        return applied === known ? undefined : `${applied} of ${known} migrations applied`;
      }, 'unknown', log('migrations')),
      check(async () => {
        await storage.put(probeKey, Buffer.from('ok'), 'text/plain');
        await storage.delete(probeKey);
        return undefined;
      }, 'not writable', log('storage')),
    ]);
    const checks = { database: databaseCheck, migrations, storage: storageCheck };
    const ready = Object.values(checks).every((c) => c.ok);
    const data = { status: ready ? ('ready' as const) : ('not ready' as const), checks };
    if (ready) return { success: true as const, data };
    reply.header('retry-after', '5');
    return reply.code(503).send({ success: false as const, data });
  });
};
