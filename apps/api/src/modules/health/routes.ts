import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorCode } from '@softhouse/contracts';
import { AppError } from '../../errors.js';

export const healthRoutes: FastifyPluginAsyncZod<{ ping: () => Promise<void> }> = async (app, { ping }) => {
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
      await ping();
    } catch {
      throw new AppError(ErrorCode.SERVICE_UNAVAILABLE, 'Banco de dados indisponível');
    }
    return { success: true as const, data: { status: 'ok' as const, database: 'up' as const, uptime: Math.round(process.uptime()) } };
  });
};
