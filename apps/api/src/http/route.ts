import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { successOf, type Endpoint, type EndpointResponse } from '@softhouse/contracts';
import type { Access } from '../plugins/auth-guard.js';
import { requestWire, responseWire } from './compat.js';

type Output<S> = S extends z.ZodType ? z.output<S> : undefined;

/** The request a handler gets: params, query and body already validated and in their canonical form. */
export type RouteRequest<E extends Endpoint> = Omit<FastifyRequest, 'params' | 'query' | 'body'> & {
  params: Output<E['params']>;
  query: Output<E['query']>;
  body: Output<E['body']>;
};

export type RouteOptions = {
  /** Who may call it (plugins/auth-guard.ts). */
  access: Access;
  /** `message` of the success envelope. */
  message?: string;
  bodyLimit?: number;
};

/**
 * Registers one endpoint of the contracts' tables: method, path, validation and OpenAPI from the table,
 * the success envelope `{ success: true, data, message? }` around what the handler returns, with the
 * aliases of older clients added (compat.ts). Endpoints that answer a file or text (response null)
 * send their answer themselves.
 */
export function route<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  options: RouteOptions,
  handler: (request: RouteRequest<E>, reply: FastifyReply) => Promise<E['response'] extends null ? FastifyReply : EndpointResponse<E>>,
) {
  const status = endpoint.status ?? 200;
  const wire = endpoint.response ? responseWire(endpoint.response) : null;
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
    config: { access: options.access },
    schema: {
      tags: [endpoint.path.split('/')[1]!],
      summary: endpoint.summary,
      ...(options.access === 'public' ? {} : { security: [{ bearerAuth: [] }] }),
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: requestWire(endpoint.query) } : {}),
      ...(endpoint.body ? { body: requestWire(endpoint.body) } : {}),
      ...(endpoint.multipart ? { consumes: ['multipart/form-data'] } : {}),
      ...(wire ? { response: { [status]: successOf(wire.schema) } } : {}),
    },
    handler: async (request, reply) => {
      const result = await handler(request as unknown as RouteRequest<E>, reply);
      if (!wire) return result;
      reply.status(status);
      return { success: true as const, data: wire.serialize(result as never), ...(options.message ? { message: options.message } : {}) };
    },
  });
}
