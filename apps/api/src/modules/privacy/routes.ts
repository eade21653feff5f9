import type { FastifyInstance } from 'fastify';
import { contactsEndpoints as api } from '@softhouse/contracts';
import { route } from '../../http/route.js';
import { requireUser } from '../../plugins/auth-guard.js';
import type { DataSubjects } from './subject.js';

/** 'Titular de dados' (LGPD): administrators only, every call logged with its author. */
export function privacyRoutes(app: FastifyInstance, { subjects }: { subjects: DataSubjects }) {
  const actor = (request: Parameters<typeof requireUser>[0]) => {
    const user = requireUser(request);
    return { id: user.id, name: user.name };
  };
  route(app, api.subject, { access: 'settings' }, async (request) => subjects.view(request.query.email, actor(request)));
  route(app, api.subjectExport, { access: 'settings', activity: { action: 'export' } }, async (request, reply) => {
    const data = await subjects.export(request.query.email, actor(request));
    reply.header('content-disposition', `attachment; filename="titular_${new Date().toISOString().slice(0, 10)}.json"`);
    reply.header('cache-control', 'no-store');
    return reply.type('application/json; charset=utf-8').send(JSON.stringify(data, null, 2));
  });
  route(app, api.subjectErase, { access: 'settings', message: 'Dados do titular apagados' }, async (request) => subjects.erase(request.body.email, actor(request)));
}
