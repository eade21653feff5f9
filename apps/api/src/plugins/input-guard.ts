import type { FastifyInstance } from 'fastify';
import { ErrorCode } from '@softhouse/contracts';
import { AppError } from '../errors.js';

export const NUL_MESSAGE = 'Caractere nulo não permitido';

/** A NUL anywhere in a JSON value: in a string or in a key. Bounded by the body limit, so no depth guard. */
function holdsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(holdsNul);
  if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) if (key.includes('\u0000') || holdsNul(inner)) return true;
  }
  return false;
}

/**
 * No text the product stores or searches may hold a NUL: PostgreSQL refuses it in text, and a
 * driver error would surface as a 500. It is refused at the edge with a 400 instead, in the
 * address (any route) and in API bodies, before any route or query sees it.
 */
export function registerInputGuard(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    if (request.url.includes('\u0000') || /%00/i.test(request.url)) throw new AppError(ErrorCode.BAD_REQUEST, NUL_MESSAGE);
  });
  app.addHook('preValidation', async (request) => {
    if (request.url.startsWith('/api/') && holdsNul(request.body)) throw new AppError(ErrorCode.BAD_REQUEST, NUL_MESSAGE);
  });
}
