import type { FastifyInstance } from 'fastify';
import { emailEndpoints as api } from '@softhouse/contracts';
import { route } from '../../http/route.js';
import type { LeadNotifications } from './lead-notification.js';
import type { Outbox } from './outbox.js';

/** The E-mails screen and the Notificações card: administrators only, as the messages carry leads' data. */
export function mailRoutes(app: FastifyInstance, { outbox, notifications }: { outbox: Outbox; notifications: LeadNotifications }) {
  const withTransport = async () => ({ ...(await notifications.view()), transport: outbox.transport });
  route(app, api.list, { access: 'settings' }, async (request) => outbox.list(request.query));
  route(app, api.notifications, { access: 'settings' }, withTransport);
  route(app, api.setNotifications, { access: 'settings', message: 'Notificações salvas' }, async (request) => {
    await notifications.save(request.body);
    return withTransport();
  });
  route(app, api.get, { access: 'settings' }, async (request) => outbox.get(request.params.id));
  route(app, api.resend, { access: 'settings', message: 'E-mail colocado na fila de novo' }, async (request) => outbox.resend(request.params.id));
}
