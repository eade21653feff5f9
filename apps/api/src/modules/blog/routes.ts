import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BLOG_LIMITS, ZBlogCreate, ZBlogListQuery, ZBlogPost, ZBlogUpdate, ZUuidParam, pageOf, successOf } from '@softhouse/contracts';
import { requireUser } from '../../plugins/auth-guard.js';
import type { BlogService } from './service.js';
import { ok } from '../../http.js';


export const blogRoutes: FastifyPluginAsyncZod<{ blog: BlogService }> = async (app, { blog }) => {
  const tags = ['blog'];

  app.get('/', {
    config: { access: 'public' },
    schema: { tags, summary: 'Published posts, newest first (public)', querystring: ZBlogListQuery, response: { 200: successOf(pageOf(ZBlogPost)) } },
  }, async (request) => ok(await blog.list(request.query, 'public')));

  app.get('/admin', {
    config: { access: 'user' },
    schema: {
      tags,
      summary: 'Every post, drafts included (back office)',
      security: [{ bearerAuth: [] }],
      querystring: ZBlogListQuery.extend({ limit: ZBlogListQuery.shape.limit.default(BLOG_LIMITS.adminPageSize), sortBy: ZBlogListQuery.shape.sortBy.default('createdAt') }),
      response: { 200: successOf(pageOf(ZBlogPost)) },
    },
  }, async (request) => ok(await blog.list(request.query, 'staff')));

  app.get('/public/slug/:slug', {
    config: { access: 'public' },
    schema: { tags, summary: 'A published post by slug', params: z.object({ slug: z.string().max(200) }), response: { 200: successOf(ZBlogPost) } },
  }, async (request) => ok(await blog.getPublicBySlug(request.params.slug)));

  app.get('/:id', {
    config: { access: 'public' },
    schema: { tags, summary: 'A post by id (drafts only for staff)', params: ZUuidParam, response: { 200: successOf(ZBlogPost) } },
  }, async (request) => ok(await blog.get(request.params.id, request.user ? 'staff' : 'public')));

  app.get('/:id/related', {
    config: { access: 'public' },
    schema: {
      tags,
      summary: 'Up to `limit` (default 3) other published posts of the same category, newest first (public)',
      params: ZUuidParam,
      querystring: z.object({ limit: z.coerce.number().int().min(1).max(12, 'Máximo 12').default(3) }),
      response: { 200: successOf(z.array(ZBlogPost)) },
    },
  }, async (request) => {
    const post = await blog.get(request.params.id, 'public');
    return ok(await blog.related(post, request.query.limit));
  });

  app.post('/', {
    config: { access: 'user' },
    schema: { tags, summary: 'Create a post', security: [{ bearerAuth: [] }], body: ZBlogCreate, response: { 201: successOf(ZBlogPost) } },
  }, async (request, reply) => {
    const user = requireUser(request);
    reply.status(201);
    return ok(await blog.create(request.body, user), 'Post criado com sucesso');
  });

  app.patch('/:id', {
    config: { access: 'user' },
    schema: { tags, summary: 'Update a post', security: [{ bearerAuth: [] }], params: ZUuidParam, body: ZBlogUpdate, response: { 200: successOf(ZBlogPost) } },
  }, async (request) => ok(await blog.update(request.params.id, request.body), 'Post atualizado com sucesso'));

  app.post('/:id/publish', {
    config: { access: 'user' },
    schema: { tags, summary: 'Publish a post', security: [{ bearerAuth: [] }], params: ZUuidParam, response: { 200: successOf(ZBlogPost) } },
  }, async (request) => ok(await blog.setStatus(request.params.id, 'published'), 'Post publicado'));

  app.post('/:id/unpublish', {
    config: { access: 'user' },
    schema: { tags, summary: 'Turn a post back into a draft', security: [{ bearerAuth: [] }], params: ZUuidParam, response: { 200: successOf(ZBlogPost) } },
  }, async (request) => ok(await blog.setStatus(request.params.id, 'draft'), 'Post despublicado'));

  app.delete('/:id', {
    config: { access: 'user' },
    schema: { tags, summary: 'Delete a post', security: [{ bearerAuth: [] }], params: ZUuidParam, response: { 200: successOf(z.null()) } },
  }, async (request) => {
    await blog.remove(request.params.id);
    return ok(null, 'Post excluído');
  });
};
