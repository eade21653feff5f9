import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZContentPage, ZPageParam, ZPageUpdate, ZSection, ZSectionInput, ZSectionReorder, ZSectionUpdate, successOf } from '@softhouse/contracts';
import type { ContentService } from './service.js';
import { ok } from '../../http.js';

const ZSectionParams = ZPageParam.extend({ sectionId: z.uuid('Identificador inválido') });

export const contentRoutes: FastifyPluginAsyncZod<{ content: ContentService }> = async (app, { content }) => {
  const tags = ['content'];
  const security = [{ bearerAuth: [] }];

  app.get('/', { config: { access: 'public' }, schema: { tags, summary: 'Every content page with its sections', response: { 200: successOf(z.array(ZContentPage)) } } },
    async () => ok(await content.list()));
  app.get('/page/:page', { config: { access: 'public' }, schema: { tags, summary: 'One page with its sections', params: ZPageParam, response: { 200: successOf(ZContentPage) } } },
    async (request) => ok(await content.get(request.params.page)));
  app.get('/slug/:slug', { config: { access: 'public' }, schema: { tags, summary: 'One page by slug', params: z.object({ slug: ZPageParam.shape.page }), response: { 200: successOf(ZContentPage) } } },
    async (request) => ok(await content.get(request.params.slug)));
  app.put('/page/:page', { config: { access: 'user' }, schema: { tags, summary: 'Create or rename a page', security, params: ZPageParam, body: ZPageUpdate, response: { 200: successOf(ZContentPage) } } },
    async (request) => ok(await content.upsertPage(request.params.page, request.body.title), 'Página salva'));
  app.post('/:page/sections', { config: { access: 'user' }, schema: { tags, summary: 'Add a section', security, params: ZPageParam, body: ZSectionInput, response: { 201: successOf(ZSection) } } },
    async (request, reply) => {
      reply.status(201);
      return ok(await content.addSection(request.params.page, request.body), 'Seção criada');
    });
  app.post('/:page/sections/reorder', { config: { access: 'user' }, schema: { tags, summary: 'Order the sections', security, params: ZPageParam, body: ZSectionReorder, response: { 200: successOf(ZContentPage) } } },
    async (request) => ok(await content.reorder(request.params.page, request.body.sectionIds), 'Ordem das seções atualizada'));
  app.put('/:page/sections/:sectionId', { config: { access: 'user' }, schema: { tags, summary: 'Change a section', security, params: ZSectionParams, body: ZSectionUpdate, response: { 200: successOf(ZSection) } } },
    async (request) => ok(await content.updateSection(request.params.page, request.params.sectionId, request.body), 'Seção atualizada'));
  app.delete('/:page/sections/:sectionId', { config: { access: 'user' }, schema: { tags, summary: 'Delete a section', security, params: ZSectionParams, response: { 200: successOf(z.null()) } } },
    async (request) => {
      await content.removeSection(request.params.page, request.params.sectionId);
      return ok(null, 'Seção excluída');
    });
};
