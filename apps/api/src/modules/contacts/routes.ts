import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Readable } from 'node:stream';
import { contactsEndpoints as api } from '@softhouse/contracts';
import { route } from '../../http/route.js';
import { requireUser } from '../../plugins/auth-guard.js';
import { contactsCsv, contactsXlsx, exportFileName } from './export.js';
import type { LeadRetention } from './retention.js';
import type { ContactsService } from './service.js';

export function contactsRoutes(app: FastifyInstance, { contacts, retention }: { contacts: ContactsService; retention: LeadRetention }) {
  // A lead is small; the body limit caps what a bot can make us parse.
  route(app, api.create, { access: 'public', message: 'Mensagem enviada com sucesso', bodyLimit: 32 * 1024 }, async (request) => contacts.submit(request.body, request.ip));
  route(app, api.list, { access: 'leads' }, async (request) => contacts.list(request.query, request.user?.id));
  route(app, api.owners, { access: 'leads' }, async () => contacts.owners());
  route(app, api.report, { access: 'leads' }, async () => contacts.report());
  route(app, api.retention, { access: 'settings' }, async () => retention.get());
  route(app, api.setRetention, { access: 'settings', message: 'Retenção salva' }, async (request) => retention.set(request.body));
  route(app, api.stats, { access: 'leads' }, async () => contacts.stats());
  // The download is returned, not sent: the route writes its activity entry first, then streams it.
  const sendExport = async (log: FastifyRequest['log'], reply: FastifyReply, format: 'csv' | 'excel', filters: Parameters<ContactsService['iterate']>[0]): Promise<Readable> => {
    const rows = contacts.iterate(filters);
    reply.header('content-disposition', `attachment; filename="${exportFileName(format)}"`);
    reply.header('cache-control', 'no-store');
    if (format === 'excel') {
      reply.type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
      return contactsXlsx(rows, (error) => log.error({ err: error }, 'excel export failed'));
    }
    reply.type('text/csv; charset=utf-8');
    return contactsCsv(rows);
  };
  route(app, api.export, { access: 'leads', activity: { action: 'export' } }, async (request, reply) => {
    const { format, search, isRead, service, channel, stage, owner } = request.query;
    return sendExport(request.log, reply, format, { search, isRead, service, channel, stage, owner, callerId: request.user?.id });
  });
  route(app, api.exportSelection, { access: 'leads', activity: { action: 'export' } }, async (request, reply) => sendExport(request.log, reply, request.body.format, { ids: request.body.ids }));
  route(app, api.bulk, { access: 'leads', message: 'Ação aplicada' }, async (request) => contacts.bulk(request.body, request.user?.id));
  route(app, api.update, { access: 'leads', message: 'Contato atualizado' }, async (request) => contacts.update(request.params.id, request.body));
  route(app, api.notes, { access: 'leads' }, async (request) => contacts.notes(request.params.id));
  route(app, api.addNote, { access: 'leads', message: 'Anotação adicionada' }, async (request) => {
    const author = requireUser(request);
    return contacts.addNote(request.params.id, request.body.body, { id: author.id, name: author.name });
  });
  route(app, api.get, { access: 'leads' }, async (request) => contacts.get(request.params.id));
  route(app, api.markRead, { access: 'leads', message: 'Contato marcado como lido' }, async (request) => contacts.markRead(request.params.id));
  route(app, api.remove, { access: 'leads', message: 'Contato excluído com sucesso' }, async (request) => {
    await contacts.remove(request.params.id);
    return null;
  });
}
