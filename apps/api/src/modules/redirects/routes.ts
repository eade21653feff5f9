import type { FastifyInstance } from 'fastify';
import { redirectsEndpoints as api, REDIRECT_LIMITS } from '@softhouse/contracts';
import { route } from '../../http/route.js';
import { requireUser } from '../../plugins/auth-guard.js';
import type { RedirectsService } from './service.js';

/**
 * The "Redirecionamentos" screen (decision 039): redirects and the 404 log are part of looking after the
 * content's addresses, so they take the `content` permission (administrators and editors).
 */
export function redirectsRoutes(app: FastifyInstance, { redirects }: { redirects: RedirectsService }) {
  route(app, api.list, { access: 'content' }, async (request) => redirects.list(request.query));
  route(app, api.create, { access: 'content', message: 'Redirecionamento criado' }, async (request) => redirects.create(request.body, requireUser(request).id));
  route(app, api.exportCsv, { access: 'content', activity: { action: 'export' } }, async (_request, reply) => {
    const csv = await redirects.exportCsv();
    const day = new Date().toISOString().slice(0, 10);
    return reply.header('content-disposition', `attachment; filename="redirecionamentos-${day}.csv"`).header('cache-control', 'no-store').type('text/csv; charset=utf-8').send(csv);
  });
  route(app, api.importCsv, { access: 'content', message: 'Redirecionamentos importados', bodyLimit: REDIRECT_LIMITS.csvMax + 64 * 1024 }, async (request) =>
    redirects.importCsv(request.body.csv, requireUser(request).id),
  );
  route(app, api.notFound, { access: 'content' }, async (request) => redirects.notFoundList(request.query));
  route(app, api.clearNotFound, { access: 'content', message: 'Registros removidos', activity: { action: 'clear' } }, async (request) => redirects.clearNotFound(request.body));
  route(app, api.update, { access: 'content', message: 'Redirecionamento salvo' }, async (request) => redirects.update(request.params.id, request.body));
  route(app, api.remove, { access: 'content', message: 'Redirecionamento excluído' }, async (request) => {
    await redirects.remove(request.params.id);
    return null;
  });
}
