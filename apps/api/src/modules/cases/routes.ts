import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZCase, ZCaseCreate, ZCaseListQuery, ZCaseReorder, ZCaseUpdate, ZUuidParam, pageOf, successOf } from '@softhouse/contracts';
import type { CasesService } from './service.js';
import { ok } from '../../http.js';


export const casesRoutes: FastifyPluginAsyncZod<{ cases: CasesService }> = async (app, { cases }) => {
  const tags = ['cases'];
  const security = [{ bearerAuth: [] }];

  app.get('/', {
    config: { access: 'public' },
    schema: { tags, summary: 'Cases in display order (visitors see published ones only)', querystring: ZCaseListQuery, response: { 200: successOf(pageOf(ZCase)) } },
  }, async (request) => ok(await cases.list(request.query, request.user ? 'staff' : 'public')));

  app.get('/slug/:slug', {
    config: { access: 'public' },
    schema: { tags, summary: 'A case by slug', params: z.object({ slug: z.string().max(200) }), response: { 200: successOf(ZCase) } },
  }, async (request) => ok(await cases.getBySlug(request.params.slug, request.user ? 'staff' : 'public')));

  app.get('/:id', {
    config: { access: 'public' },
    schema: { tags, summary: 'A case by id', params: ZUuidParam, response: { 200: successOf(ZCase) } },
  }, async (request) => ok(await cases.get(request.params.id, request.user ? 'staff' : 'public')));

  app.post('/', {
    config: { access: 'user' },
    schema: { tags, summary: 'Create a case', security, body: ZCaseCreate, response: { 201: successOf(ZCase) } },
  }, async (request, reply) => {
    reply.status(201);
    return ok(await cases.create(request.body), 'Case criado com sucesso!');
  });

  app.post('/reorder', {
    config: { access: 'user' },
    schema: { tags, summary: 'Set the display order (1-based)', security, body: ZCaseReorder, response: { 200: successOf(z.null()) } },
  }, async (request) => {
    await cases.reorder(request.body.orders);
    return ok(null, 'Ordem dos cases atualizada!');
  });

  app.patch('/:id', {
    config: { access: 'user' },
    schema: { tags, summary: 'Update a case (also just featured or published)', security, params: ZUuidParam, body: ZCaseUpdate, response: { 200: successOf(ZCase) } },
  }, async (request) => ok(await cases.update(request.params.id, request.body), 'Case atualizado com sucesso!'));

  app.delete('/:id', {
    config: { access: 'user' },
    schema: { tags, summary: 'Delete a case', security, params: ZUuidParam, response: { 200: successOf(z.null()) } },
  }, async (request) => {
    await cases.remove(request.params.id);
    return ok(null, 'Case excluído com sucesso!');
  });
};
