import type { FastifyInstance } from 'fastify';
import { translationEndpoints as api } from '@softhouse/contracts';
import { route } from '../../http/route.js';
import type { TranslationsReport } from './service.js';

export function translationsRoutes(app: FastifyInstance, { report }: { report: TranslationsReport }) {
  route(app, api.list, { access: 'content' }, async (request) => report.list(request.query));
  route(app, api.summary, { access: 'content' }, async () => report.summary());
}
