import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZColumnReorder, ZFooterColumn, ZFooterColumnInput, ZFooterColumnUpdate, ZFooterLink, ZFooterLinkInput, ZFooterUpdate, ZSocialLinkUpdate, ZUuidParam, successOf } from '@softhouse/contracts';
import type { FooterService } from './service.js';
import { ok } from '../../http.js';

const ZFooter = z.object({
  columns: z.array(ZFooterColumn),
  socialLinks: z.array(z.object({ id: z.string(), platform: z.string(), url: z.string(), icon: z.string(), order: z.number().int() })),
  rightsText: z.record(z.string(), z.string()),
  copyrightYear: z.number().int(),
  registrationNumber: z.string(),
  privacyPolicyUrl: z.string(),
});

export const footerRoutes: FastifyPluginAsyncZod<{ footer: FooterService }> = async (app, { footer }) => {
  const tags = ['footer'];
  const security = [{ bearerAuth: [] }];
  app.get('/', { config: { access: 'public' }, schema: { tags, summary: 'The public footer', response: { 200: successOf(ZFooter) } } }, async () => ok(await footer.get()));
  app.get('/admin', { config: { access: 'user' }, schema: { tags, summary: 'The footer for editing', security, response: { 200: successOf(ZFooter) } } }, async () => ok(await footer.get()));
  app.put('/', { config: { access: 'user' }, schema: { tags, summary: 'Rights text, copyright year, registration number', security, body: ZFooterUpdate, response: { 200: successOf(ZFooter) } } },
    async (request) => ok(await footer.update(request.body), 'Rodapé atualizado'));
  app.post('/columns', { config: { access: 'user' }, schema: { tags, summary: 'Add a column', security, body: ZFooterColumnInput, response: { 201: successOf(ZFooterColumn) } } },
    async (request, reply) => {
      reply.status(201);
      return ok(await footer.addColumn(request.body), 'Coluna criada');
    });
  app.post('/columns/reorder', { config: { access: 'user' }, schema: { tags, summary: 'Order the columns (1-based)', security, body: ZColumnReorder, response: { 200: successOf(z.array(ZFooterColumn)) } } },
    async (request) => ok(await footer.reorderColumns(request.body.columnOrders), 'Ordem das colunas atualizada'));
  app.put('/columns/:id', { config: { access: 'user' }, schema: { tags, summary: 'Change a column', security, params: ZUuidParam, body: ZFooterColumnUpdate, response: { 200: successOf(ZFooterColumn) } } },
    async (request) => ok(await footer.updateColumn(request.params.id, request.body), 'Coluna atualizada'));
  app.delete('/columns/:id', { config: { access: 'user' }, schema: { tags, summary: 'Delete a column and its links', security, params: ZUuidParam, response: { 200: successOf(z.null()) } } },
    async (request) => {
      await footer.removeColumn(request.params.id);
      return ok(null, 'Coluna excluída');
    });
  app.post('/columns/:id/links', { config: { access: 'user' }, schema: { tags, summary: 'Add a link to a column', security, params: ZUuidParam, body: ZFooterLinkInput, response: { 201: successOf(ZFooterLink) } } },
    async (request, reply) => {
      reply.status(201);
      return ok(await footer.addLink(request.params.id, request.body), 'Link adicionado');
    });
  app.put('/links/:id', { config: { access: 'user' }, schema: { tags, summary: 'Change a link', security, params: ZUuidParam, body: ZFooterLinkInput, response: { 200: successOf(ZFooterLink) } } },
    async (request) => ok(await footer.updateLink(request.params.id, request.body), 'Link atualizado'));
  app.delete('/links/:id', { config: { access: 'user' }, schema: { tags, summary: 'Delete a link', security, params: ZUuidParam, response: { 200: successOf(z.null()) } } },
    async (request) => {
      await footer.removeLink(request.params.id);
      return ok(null, 'Link excluído');
    });
  app.put('/social-links/:id', { config: { access: 'user' }, schema: { tags, summary: 'Change a social link', security, params: ZUuidParam, body: ZSocialLinkUpdate, response: { 200: successOf(z.object({ id: z.string(), platform: z.string(), url: z.string(), icon: z.string(), order: z.number().int() })) } } },
    async (request) => ok(await footer.updateSocialLink(request.params.id, request.body), 'Rede social atualizada'));
};
