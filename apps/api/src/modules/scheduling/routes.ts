import type { FastifyInstance } from 'fastify';
import { schedulingEndpoints as api } from '@softhouse/contracts';
import { route } from '../../http/route.js';
import { requireUser } from '../../plugins/auth-guard.js';
import type { Scheduling } from './service.js';

/**
 * Scheduling and preview links (decision 041): who may edit a type may schedule it and share its previews.
 * The activity log names the actions (decision 038): schedule, unschedule, preview-link, revoke-preview.
 */
export function schedulingRoutes(app: FastifyInstance, { scheduling }: { scheduling: Scheduling }) {
  const at = (body: { publishAt: string }) => new Date(body.publishAt);
  route(app, api.schedulePost, { access: 'content', message: 'Post agendado', activity: { action: 'schedule' } }, async (request) =>
    scheduling.schedulePost(request.params.id, at(request.body)),
  );
  route(app, api.unschedulePost, { access: 'content', message: 'Agendamento cancelado', activity: { action: 'unschedule' } }, async (request) =>
    scheduling.unschedulePost(request.params.id),
  );
  route(app, api.scheduleCase, { access: 'content', message: 'Case agendado', activity: { action: 'schedule' } }, async (request) =>
    scheduling.scheduleCase(request.params.id, at(request.body)),
  );
  route(app, api.unscheduleCase, { access: 'content', message: 'Agendamento cancelado', activity: { action: 'unschedule' } }, async (request) =>
    scheduling.unscheduleCase(request.params.id),
  );

  route(app, api.postPreviewLinks, { access: 'content' }, async (request) => scheduling.links('post', request.params.id));
  route(app, api.casePreviewLinks, { access: 'content' }, async (request) => scheduling.links('case', request.params.id));
  route(app, api.createPostPreviewLink, { access: 'content', activity: { action: 'preview-link' } }, async (request) =>
    scheduling.createLink('post', request.params.id, request.body.purpose, requireUser(request)),
  );
  route(app, api.createCasePreviewLink, { access: 'content', activity: { action: 'preview-link' } }, async (request) =>
    scheduling.createLink('case', request.params.id, request.body.purpose, requireUser(request)),
  );
  route(app, api.revokePostPreviewLink, { access: 'content', message: 'Link revogado', activity: { action: 'revoke-preview' } }, async (request) =>
    scheduling.revokeLink('post', request.params.id, request.params.linkId),
  );
  route(app, api.revokeCasePreviewLink, { access: 'content', message: 'Link revogado', activity: { action: 'revoke-preview' } }, async (request) =>
    scheduling.revokeLink('case', request.params.id, request.params.linkId),
  );

  route(app, api.timeZone, { access: 'content' }, async () => ({ timeZone: await scheduling.timeZone() }));
  route(app, api.setTimeZone, { access: 'settings', message: 'Fuso horário salvo' }, async (request) => ({
    timeZone: await scheduling.setTimeZone(request.body.timeZone),
  }));
}
