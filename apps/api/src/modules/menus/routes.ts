import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZItemReorder, ZMenu, ZMenuItem, ZMenuItemInput, ZMenuItemUpdate, successOf } from '@softhouse/contracts';
import type { MenusService } from './service.js';
import { ok } from '../../http.js';

const ZMenuParam = z.object({ menu: z.string().min(1).max(60) });
const ZItemParams = ZMenuParam.extend({ item: z.uuid('Identificador inválido') });

export const menusRoutes: FastifyPluginAsyncZod<{ menus: MenusService }> = async (app, { menus }) => {
  const tags = ['menus'];
  const security = [{ bearerAuth: [] }];
  app.get('/', { config: { access: 'public' }, schema: { tags, summary: 'Every menu with its items', response: { 200: successOf(z.array(ZMenu)) } } },
    async () => ok(await menus.list()));
  app.get('/slug/:slug', { config: { access: 'public' }, schema: { tags, summary: 'One menu by slug (main is the header navigation)', params: z.object({ slug: z.string().max(60) }), response: { 200: successOf(ZMenu) } } },
    async (request) => ok(await menus.get(request.params.slug)));
  app.post('/:menu/items', { config: { access: 'user' }, schema: { tags, summary: 'Add an item', security, params: ZMenuParam, body: ZMenuItemInput, response: { 201: successOf(ZMenuItem) } } },
    async (request, reply) => {
      reply.status(201);
      return ok(await menus.addItem(request.params.menu, request.body), 'Item adicionado');
    });
  app.post('/:menu/items/reorder', { config: { access: 'user' }, schema: { tags, summary: 'Order the items (1-based)', security, params: ZMenuParam, body: ZItemReorder, response: { 200: successOf(ZMenu) } } },
    async (request) => ok(await menus.reorder(request.params.menu, request.body.itemOrders), 'Ordem do menu atualizada'));
  app.put('/:menu/items/:item', { config: { access: 'user' }, schema: { tags, summary: 'Change an item', security, params: ZItemParams, body: ZMenuItemUpdate, response: { 200: successOf(ZMenuItem) } } },
    async (request) => ok(await menus.updateItem(request.params.menu, request.params.item, request.body), 'Item atualizado'));
  app.delete('/:menu/items/:item', { config: { access: 'user' }, schema: { tags, summary: 'Delete an item', security, params: ZItemParams, response: { 200: successOf(z.null()) } } },
    async (request) => {
      await menus.removeItem(request.params.menu, request.params.item);
      return ok(null, 'Item excluído');
    });
};
