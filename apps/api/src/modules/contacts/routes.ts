import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { contactsEndpoints as api } from '@softhouse/contracts';
import { route } from '../../http/route.js';
import { contactsCsv, contactsXlsx, exportFileName } from './export.js';
import type { ContactsService } from './service.js';

export function contactsRoutes(app: FastifyInstance, { contacts }: { contacts: ContactsService }) {
  // A lead is small; the body limit caps what a bot can make us parse.
  route(app, api.create, { access: 'public', message: 'Mensagem enviada com sucesso', bodyLimit: 32 * 1024 }, async (request) => contacts.submit(request.body, request.ip));
  route(app, api.list, { access: 'leads' }, async (request) => contacts.list(request.query));
  route(app, api.stats, { access: 'leads' }, async () => contacts.stats());
  const sendExport = async (log: FastifyRequest['log'], reply: FastifyReply, format: 'csv' | 'excel', filters: Parameters<ContactsService['iterate']>[0]): Promise<FastifyReply> => {
    const rows = contacts.iterate(filters);
    reply.header('content-disposition', `attachment; filename="${exportFileName(format)}"`);
    reply.header('cache-control', 'no-store');
    if (format === 'excel') {
      reply.type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
      return reply.send(await contactsXlsx(rows, (error) => log.error({ err: error }, 'excel export failed')));
    }
    reply.type('text/csv; charset=utf-8');
    return reply.send(contactsCsv(rows));
  };
  route(app, api.export, { access: 'leads' }, async (request, reply) => {
    const { format, search, isRead, service, channel } = request.query;
    return sendExport(request.log, reply, format, { search, isRead, service, channel });
  });
  route(app, api.exportSelection, { access: 'leads' }, async (request, reply) => sendExport(request.log, reply, request.body.format, { ids: request.body.ids }));
  route(app, api.bulk, { access: 'leads', message: 'Ação aplicada' }, async (request) => contacts.bulk(request.body));
  route(app, api.get, { access: 'leads' }, async (request) => contacts.get(request.params.id));
  route(app, api.markRead, { access: 'leads', message: 'Contato marcado como lido' }, async (request) => contacts.markRead(request.params.id));
  route(app, api.remove, { access: 'leads', message: 'Contato excluído com sucesso' }, async (request) => {
    await contacts.remove(request.params.id);
    return null;
  });
}
