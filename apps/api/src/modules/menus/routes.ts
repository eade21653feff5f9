import type { FastifyInstance } from 'fastify';
import { menusEndpoints as api } from '@softhouse/contracts';
import { route } from '../../http/route.js';
import { callerCan } from '../../plugins/auth-guard.js';
import type { MenusService } from './service.js';

export function menusRoutes(app: FastifyInstance, { menus }: { menus: MenusService }) {
  // Public reads: visitors get the visible items only; signed-in staff (who edit them) get all.
  route(app, api.list, { access: 'public' }, async (request) => menus.list({ includeHidden: callerCan(request, 'settings') }));
  route(app, api.bySlug, { access: 'public' }, async (request) => menus.get(request.params.slug, { includeHidden: callerCan(request, 'settings') }));
  route(app, api.addItem, { access: 'settings', message: 'Item adicionado' }, async (request) => menus.addItem(request.params.menu, request.body));
  route(app, api.reorderItems, { access: 'settings', message: 'Ordem do menu atualizada' }, async (request) => menus.reorder(request.params.menu, request.body.itemOrders));
  route(app, api.updateItem, { access: 'settings', message: 'Item atualizado' }, async (request) => menus.updateItem(request.params.menu, request.params.item, request.body));
  route(app, api.removeItem, { access: 'settings', message: 'Item excluído' }, async (request) => {
    await menus.removeItem(request.params.menu, request.params.item);
    return null;
  });
}
