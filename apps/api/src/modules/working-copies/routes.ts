import type { FastifyInstance, FastifyRequest } from 'fastify';
import { NEW_ITEM, workingCopiesEndpoints as api, type TWorkingCopyType } from '@softhouse/contracts';
import { route, type RouteRequest } from '../../http/route.js';
import { requireUser } from '../../plugins/auth-guard.js';
import type { WorkingCopiesService } from './service.js';

/** Room for a copy up to its limit (the contract's 400 says so) plus the envelope; Fastify's 1 MB would answer 413 first. */
const BODY_LIMIT = 2 * 1024 * 1024;

/**
 * The caller's own working copy of a post or case (decision 043): whoever may edit posts and cases may keep
 * one. Autosaves are not the writes the activity log is for (decision 038): they stay out of it; the save
 * that follows is logged.
 */
export function workingCopiesRoutes(app: FastifyInstance, { workingCopies }: { workingCopies: WorkingCopiesService }) {
  const keyOf = (request: Pick<RouteRequest<typeof api.get>, 'params'>) => ({
    userId: requireUser(request as unknown as FastifyRequest).id,
    ...request.params,
  });
  route(app, api.get, { access: 'content' }, async (request) => workingCopies.get(keyOf(request)));
  route(app, api.put, { access: 'content', activity: false, bodyLimit: BODY_LIMIT }, async (request) => workingCopies.put(keyOf(request), request.body));
  route(app, api.remove, { access: 'content', activity: false }, async (request) => {
    await workingCopies.remove(keyOf(request));
    return null;
  });
}

/** The saves of the editors' dialogs: a create (the copy of the new item) and an update that sends the form (it has a title). */
const SAVES: Record<string, { type: TWorkingCopyType; created?: true }> = {
  'POST /api/blog': { type: 'post', created: true },
  'PATCH /api/blog/:id': { type: 'post' },
  'POST /api/cases': { type: 'case', created: true },
  'PATCH /api/cases/:id': { type: 'case' },
};

/**
 * Saving a post or case for real deletes the saver's working copy of it, before the answer goes out (the
 * dialog that reopens next finds nothing to offer). A list's toggle (PATCH with `featured` alone) is not a
 * save of the form and leaves the copy.
 */
export function discardWorkingCopiesOnSave(app: FastifyInstance, workingCopies: WorkingCopiesService) {
  app.addHook('onSend', async (request, reply, payload) => {
    const save = SAVES[`${request.method} ${request.routeOptions.url ?? ''}`];
    if (!save || !request.user || reply.statusCode >= 300) return payload;
    const body = request.body as Record<string, unknown> | null;
    if (!save.created && (!body || typeof body !== 'object' || !('title' in body))) return payload;
    const itemId = save.created ? NEW_ITEM : String((request.params as { id?: string }).id ?? '');
    await workingCopies
      .remove({ userId: request.user.id, type: save.type, itemId })
      .catch((error: unknown) => request.log.error({ err: error }, 'working copy cleanup failed'));
    return payload;
  });
}
