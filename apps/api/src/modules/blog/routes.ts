import type { FastifyInstance } from 'fastify';
import { blogEndpoints as api } from '@softhouse/contracts';
import { route } from '../../http/route.js';
import { requireUser, seesDrafts } from '../../plugins/auth-guard.js';
import type { BlogService } from './service.js';

export function blogRoutes(app: FastifyInstance, { blog }: { blog: BlogService }) {
  route(app, api.list, { access: 'public' }, async (request) => blog.list(request.query, 'public'));
  route(app, api.adminList, { access: 'content' }, async (request) => blog.list(request.query, 'staff'));
  route(app, api.bySlug, { access: 'public' }, async (request) => blog.getPublicBySlug(request.params.slug, request.query.lang));
  route(app, api.get, { access: 'public' }, async (request) => blog.get(request.params.id, seesDrafts(request) ? 'staff' : 'public', request.query.lang));
  route(app, api.related, { access: 'public' }, async (request) => blog.related(await blog.get(request.params.id, 'public'), request.query.limit, request.query.lang));
  route(app, api.create, { access: 'content', message: 'Post criado com sucesso' }, async (request) => blog.create(request.body, requireUser(request)));
  route(app, api.update, { access: 'content', message: 'Post atualizado com sucesso' }, async (request) => blog.update(request.params.id, request.body));
  route(app, api.publish, { access: 'content', message: 'Post publicado' }, async (request) => blog.setStatus(request.params.id, 'published'));
  route(app, api.unpublish, { access: 'content', message: 'Post despublicado' }, async (request) => blog.setStatus(request.params.id, 'draft'));
  route(app, api.bulk, { access: 'content', message: 'Ação aplicada' }, async (request) => blog.bulk(request.body, requireUser(request).id));
  route(app, api.remove, { access: 'content', message: 'Post excluído' }, async (request) => {
    await blog.remove(request.params.id, requireUser(request).id);
    return null;
  });
}
