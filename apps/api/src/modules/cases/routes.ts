import type { FastifyInstance } from 'fastify';
import { casesEndpoints as api } from '@softhouse/contracts';
import { route } from '../../http/route.js';
import type { CasesService } from './service.js';

export function casesRoutes(app: FastifyInstance, { cases }: { cases: CasesService }) {
  route(app, api.list, { access: 'public' }, async (request) => cases.list(request.query, request.user ? 'staff' : 'public'));
  route(app, api.bySlug, { access: 'public' }, async (request) => cases.getBySlug(request.params.slug, request.user ? 'staff' : 'public'));
  route(app, api.get, { access: 'public' }, async (request) => cases.get(request.params.id, request.user ? 'staff' : 'public'));
  route(app, api.create, { access: 'user', message: 'Case criado com sucesso!' }, async (request) => cases.create(request.body));
  route(app, api.reorder, { access: 'user', message: 'Ordem dos cases atualizada!' }, async (request) => {
    await cases.reorder(request.body.orders);
    return null;
  });
  route(app, api.bulk, { access: 'user', message: 'Ação aplicada' }, async (request) => cases.bulk(request.body));
  route(app, api.update, { access: 'user', message: 'Case atualizado com sucesso!' }, async (request) => cases.update(request.params.id, request.body));
  route(app, api.remove, { access: 'user', message: 'Case excluído com sucesso!' }, async (request) => {
    await cases.remove(request.params.id);
    return null;
  });
}
