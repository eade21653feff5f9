import type { FastifyInstance } from 'fastify';
import { menusEndpoints as api } from '@softhouse/contracts';
import { route } from '../../http/route.js';
import type { MenusService } from './service.js';

export function menusRoutes(app: FastifyInstance, { menus }: { menus: MenusService }) {
  // Public reads: visitors get the visible items only; signed-in staff (who edit them) get all.
  route(app, api.list, { access: 'public' }, async (request) => menus.list({ includeHidden: !!request.user }));
  route(app, api.bySlug, { access: 'public' }, async (request) => menus.get(request.params.slug, { includeHidden: !!request.user }));
  route(app, api.addItem, { access: 'user', message: 'Item adicionado' }, async (request) => menus.addItem(request.params.menu, request.body));
  route(app, api.reorderItems, { access: 'user', message: 'Ordem do menu atualizada' }, async (request) => menus.reorder(request.params.menu, request.body.itemOrders));
  route(app, api.updateItem, { access: 'user', message: 'Item atualizado' }, async (request) => menus.updateItem(request.params.menu, request.params.item, request.body));
  route(app, api.removeItem, { access: 'user', message: 'Item excluído' }, async (request) => {
    await menus.removeItem(request.params.menu, request.params.item);
    return null;
  });
}
