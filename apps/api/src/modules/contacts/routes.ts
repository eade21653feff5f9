import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZContact,
  ZContactCreate,
  ZContactExportQuery,
  ZContactListQuery,
  ZContactStats,
  ZUuidParam,
  pageOf,
  successOf,
} from '@softhouse/contracts';
import { contactsCsv, contactsXlsx, exportFileName } from './export.js';
import type { ContactsService } from './service.js';
import { ok } from '../../http.js';


export const contactsRoutes: FastifyPluginAsyncZod<{ contacts: ContactsService }> = async (app, { contacts }) => {
  const tags = ['contacts'];
  const security = [{ bearerAuth: [] }];

  app.post('/', {
    config: { access: 'public' },
    // A lead is small; this caps what a bot can make us parse.
    bodyLimit: 32 * 1024,
    schema: {
      tags,
      summary: 'Send a message from the public contact form (rate limited per IP)',
      body: ZContactCreate,
      response: { 201: successOf(z.object({ id: z.string(), createdAt: z.string() })) },
    },
  }, async (request, reply) => {
    const result = await contacts.submit(request.body, request.ip);
    reply.status(201);
    return ok(result, 'Mensagem enviada com sucesso');
  });

  app.get('/', {
    config: { access: 'user' },
    schema: { tags, summary: 'Leads, newest first, with search and unread filter', security, querystring: ZContactListQuery, response: { 200: successOf(pageOf(ZContact)) } },
  }, async (request) => ok(await contacts.list(request.query)));

  app.get('/stats', {
    config: { access: 'user' },
    schema: { tags, summary: 'Counts over every lead: total, read, unread, today, 7 and 30 days', security, response: { 200: successOf(ZContactStats) } },
  }, async () => ok(await contacts.stats()));

  app.get('/export', {
    config: { access: 'user' },
    schema: {
      tags,
      summary: 'Download leads as CSV or Excel (streamed)',
      security,
      querystring: ZContactExportQuery.extend({ search: ZContactListQuery.shape.search, isRead: ZContactListQuery.shape.isRead }),
    },
  }, async (request, reply) => {
    const { format, search, isRead } = request.query;
    const rows = contacts.iterate({ search, isRead });
    reply.header('content-disposition', `attachment; filename="${exportFileName(format)}"`);
    reply.header('cache-control', 'no-store');
    if (format === 'excel') {
      reply.type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
      return reply.send(await contactsXlsx(rows, (error) => request.log.error({ err: error }, 'excel export failed')));
    }
    reply.type('text/csv; charset=utf-8');
    return reply.send(contactsCsv(rows));
  });

  app.get('/:id', {
    config: { access: 'user' },
    schema: { tags, summary: 'One lead', security, params: ZUuidParam, response: { 200: successOf(ZContact) } },
  }, async (request) => ok(await contacts.get(request.params.id)));

  app.post('/:id/read', {
    config: { access: 'user' },
    schema: { tags, summary: 'Mark a lead as read', security, params: ZUuidParam, response: { 200: successOf(ZContact) } },
  }, async (request) => ok(await contacts.markRead(request.params.id), 'Contato marcado como lido'));

  app.delete('/:id', {
    config: { access: 'user' },
    schema: { tags, summary: 'Delete a lead', security, params: ZUuidParam, response: { 200: successOf(z.null()) } },
  }, async (request) => {
    await contacts.remove(request.params.id);
    return ok(null, 'Contato excluído com sucesso');
  });
};
