import type { FastifyInstance } from 'fastify';
import { trashEndpoints as api } from '@softhouse/contracts';
import { route } from '../../http/route.js';
import type { Trash } from './service.js';

/**
 * The Lixeira (decision 040): whoever may delete posts, cases and media (permission `content`) sees the trash,
 * restores and deletes for good; the trash period is a site setting, changed by administrators. The restores
 * and deletions live under each type's path, so the activity log files them under Post, Case or Mídia.
 */
export function trashRoutes(app: FastifyInstance, { trash }: { trash: Trash }) {
  route(app, api.list, { access: 'content' }, async (request) => trash.list(request.query));
  route(app, api.settings, { access: 'content' }, async () => trash.settings());
  route(app, api.setSettings, { access: 'settings', message: 'Período da Lixeira salvo' }, async (request) => trash.setSettings(request.body));
  route(app, api.restorePost, { access: 'content', message: 'Post restaurado' }, async (request) => trash.restore('post', request.params.id));
  route(app, api.purgePost, { access: 'content', message: 'Post excluído permanentemente' }, async (request) => trash.purge('post', request.params.id));
  route(app, api.restoreCase, { access: 'content', message: 'Case restaurado' }, async (request) => trash.restore('case', request.params.id));
  route(app, api.purgeCase, { access: 'content', message: 'Case excluído permanentemente' }, async (request) => trash.purge('case', request.params.id));
  route(app, api.restoreMedia, { access: 'content', message: 'Arquivo restaurado' }, async (request) => trash.restore('media', request.params.id));
  route(app, api.purgeMedia, { access: 'content', message: 'Arquivo excluído permanentemente' }, async (request) => trash.purge('media', request.params.id));
}
