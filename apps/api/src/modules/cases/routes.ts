import type { FastifyInstance } from 'fastify';
import { casesEndpoints as api } from '@softhouse/contracts';
import { route } from '../../http/route.js';
import { requireUser, seesDrafts } from '../../plugins/auth-guard.js';
import type { CasesService } from './service.js';

export function casesRoutes(app: FastifyInstance, { cases }: { cases: CasesService }) {
  route(app, api.list, { access: 'public' }, async (request) => cases.list(request.query, seesDrafts(request) ? 'staff' : 'public'));
  route(app, api.bySlug, { access: 'public' }, async (request) => cases.getBySlug(request.params.slug, seesDrafts(request) ? 'staff' : 'public', request.query.lang));
  route(app, api.get, { access: 'public' }, async (request) => cases.get(request.params.id, seesDrafts(request) ? 'staff' : 'public', request.query.lang));
  route(app, api.create, { access: 'content', message: 'Case criado com sucesso!' }, async (request) => cases.create(request.body));
  route(app, api.reorder, { access: 'content', message: 'Ordem dos cases atualizada!' }, async (request) => {
    await cases.reorder(request.body.orders);
    return null;
  });
  route(app, api.bulk, { access: 'content', message: 'Ação aplicada' }, async (request) => cases.bulk(request.body, requireUser(request).id));
  route(app, api.update, { access: 'content', message: 'Case atualizado com sucesso!' }, async (request) => cases.update(request.params.id, request.body));
  route(app, api.remove, { access: 'content', message: 'Case excluído com sucesso!' }, async (request) => {
    await cases.remove(request.params.id, requireUser(request).id);
    return null;
  });
}
