import type { FastifyInstance } from 'fastify';
import { activityEndpoints as api } from '@softhouse/contracts';
import { route } from '../../http/route.js';
import type { ActivityService } from './service.js';

/** The "Atividade" screen: administrators only (it names who did what, and from where). Read only. */
export function activityRoutes(app: FastifyInstance, { activity }: { activity: ActivityService }) {
  route(app, api.list, { access: 'users' }, async (request) => activity.list(request.query));
}
