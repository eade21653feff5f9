import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Readable } from 'node:stream';
import type { z } from 'zod';
import { successOf, type Endpoint, type EndpointResponse } from '@softhouse/contracts';
import type { Access } from '../plugins/auth-guard.js';
import { requestWire, responseWire } from './compat.js';
import { savingAuthor } from './saving-author.js';

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
  /**
   * The activity log's entry (decision 038). Every write by a signed-in staff member, and every answer that
   * signs someone in, is logged by default, its action read from the endpoint; a read is logged only when
   * it says so here (an export of leads). `false` leaves the route out. `itemId` names the item when the
   * path's `:id` does not (a page's key in its history's routes).
   */
  activity?: false | { action?: string; itemId?: (request: FastifyRequest) => string | null };
};

/** What the activity log keeps of a call; the app decorates itself with `recordActivity` (app.ts). */
export type ActivityRecord = {
  actor: { id: string; name: string; email: string };
  action: string;
  type: string;
  itemId: string | null;
  itemLabel: string | null;
  route: string;
  ip: string | null;
  details: Record<string, unknown> | null;
};
type Recorder = (entry: ActivityRecord) => Promise<void>;

type Loose = Record<string, unknown> | null | undefined;
const text = (value: unknown): string | null => (typeof value === 'string' && value ? value : null);

/**
 * The entry of a call: who (the caller, or the person an answer signs in), the resource (the path's first
 * segment), the action (the path's last fixed segment, else the method), the item (the path's id or the
 * answer's), its title or name as it was, and the names (never the values) of the fields sent.
 */
function activityOf(endpoint: Endpoint, options: RouteOptions, request: FastifyRequest, result: unknown): ActivityRecord | null {
  if (options.activity === false || (endpoint.method === 'GET' && !options.activity)) return null;
  const answer = (result && typeof result === 'object' ? result : null) as Loose;
  const signedIn = (answer && 'accessToken' in answer ? answer.user : null) as Loose;
  const actor = request.user ?? (signedIn && text(signedIn.id) ? { id: String(signedIn.id), name: String(signedIn.name ?? ''), email: String(signedIn.email ?? '') } : null);
  if (!actor) return null;
  const segments = endpoint.path.split('/').filter(Boolean);
  const last = segments.at(-1)!;
  const fixed = segments.length > 1 && !last.startsWith(':') ? last : null;
  const action = options.activity?.action ?? fixed ?? ({ POST: 'create', PUT: 'update', PATCH: 'update', DELETE: 'delete' } as Record<string, string>)[endpoint.method] ?? 'read';
  const params = request.params as Loose;
  const body = (request.body && typeof request.body === 'object' && !Array.isArray(request.body) ? request.body : null) as Loose;
  const item = (signedIn ? null : answer) as Loose;
  const details: Record<string, unknown> = {};
  if (body && fixed === 'bulk') {
    details.bulk = body.action;
    details.count = Array.isArray(body.ids) ? body.ids.length : 'filtro';
    if (Array.isArray(body.ids)) details.ids = body.ids;
    if (item && typeof item.done === 'number') details.done = item.done;
  } else if (body && (endpoint.method === 'PATCH' || endpoint.method === 'PUT')) {
    details.fields = Object.keys(body);
  }
  if (signedIn && typeof body?.code === 'string') details.method = 'two-factor';
  return {
    actor: { id: actor.id, name: actor.name, email: actor.email },
    action,
    type: segments[0]!,
    itemId: (options.activity ? text(options.activity.itemId?.(request)) : null) ?? text(params?.id) ?? text(item?.id) ?? (signedIn ? actor.id : null),
    itemLabel: text(item?.title) ?? text(item?.name) ?? text(body?.title) ?? text(body?.name) ?? text(item?.email) ?? (signedIn ? actor.name : null),
    route: `${endpoint.method} ${endpoint.path}`,
    ip: request.ip ?? null,
    details: Object.keys(details).length ? details : null,
  };
}

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
  handler: (request: RouteRequest<E>, reply: FastifyReply) => Promise<E['response'] extends null ? FastifyReply | Readable : EndpointResponse<E>>,
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
      // Who is saving, for the history's revisions (modules/history, decision 042).
      const author = request.user ? { id: request.user.id, name: request.user.name } : null;
      const result = await savingAuthor.run(author, () => handler(request as unknown as RouteRequest<E>, reply));
      const entry = activityOf(endpoint, options, request, result);
      const record = (request.server as { recordActivity?: Recorder }).recordActivity;
      if (entry && record) {
        // The write is done: a log that cannot be written is reported, not turned into a failed answer.
        await record(entry).catch((error: unknown) => request.log.error({ err: error, entry: { action: entry.action, route: entry.route } }, 'activity log write failed'));
      }
      if (!wire) return result;
      reply.status(status);
      return { success: true as const, data: wire.serialize(result as never), ...(options.message ? { message: options.message } : {}) };
    },
  });
}
