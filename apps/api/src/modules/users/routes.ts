import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZChangePassword, ZProfileUpdate, ZUser, ZUserCreate, ZUserListQuery, ZUserUpdate, ZUuidParam, pageOf, successOf } from '@softhouse/contracts';
import { requireUser } from '../../plugins/auth-guard.js';
import type { AuthService } from '../auth/service.js';
import { toUser, type UsersService } from './service.js';
import { ok } from '../../http.js';


export const usersRoutes: FastifyPluginAsyncZod<{ users: UsersService; auth: AuthService }> = async (app, { users, auth }) => {
  const tags = ['users'];
  const security = [{ bearerAuth: [] }];

  // Every signed-in user manages their own profile and password.
  app.put('/profile', {
    config: { access: 'user' },
    schema: { tags, summary: 'Change your own name', security, body: ZProfileUpdate, response: { 200: successOf(ZUser) } },
  }, async (request) => {
    const me = requireUser(request);
    return ok(toUser(await users.update(me.id, me.id, { name: request.body.name })), 'Perfil atualizado');
  });

  app.post('/change-password', {
    config: { access: 'user' },
    schema: { tags, summary: 'Change your own password (needs the current one)', security, body: ZChangePassword, response: { 200: successOf(z.null()) } },
  }, async (request) => {
    const me = requireUser(request);
    await users.changePassword(me.id, request.body.currentPassword, request.body.newPassword);
    return ok(null, 'Senha alterada com sucesso');
  });

  // User management: administrators only.
  app.get('/', {
    config: { access: 'admin' },
    schema: { tags, summary: 'Users', security, querystring: ZUserListQuery, response: { 200: successOf(pageOf(ZUser)) } },
  }, async (request) => ok(await users.list(request.query)));

  app.get('/:id', {
    config: { access: 'admin' },
    schema: { tags, summary: 'One user', security, params: ZUuidParam, response: { 200: successOf(ZUser) } },
  }, async (request) => ok(toUser(await users.get(request.params.id))));

  app.post('/', {
    config: { access: 'admin' },
    schema: { tags, summary: 'Create a user with an initial password', security, body: ZUserCreate, response: { 201: successOf(ZUser) } },
  }, async (request, reply) => {
    reply.status(201);
    return ok(toUser(await users.create(request.body)), 'Usuário criado com sucesso');
  });

  app.put('/:id', {
    config: { access: 'admin' },
    schema: { tags, summary: 'Change name, e-mail, role, active flag or reset the password', security, params: ZUuidParam, body: ZUserUpdate, response: { 200: successOf(ZUser) } },
  }, async (request) => {
    const me = requireUser(request);
    const updated = await users.update(me.id, request.params.id, request.body);
    // A reset password or a deactivated account ends that user's sessions everywhere.
    if ((request.body.password || request.body.active === false) && updated.id !== me.id) await auth.revokeAllFor(updated.id);
    return ok(toUser(updated), 'Usuário atualizado com sucesso');
  });

  app.delete('/:id', {
    config: { access: 'admin' },
    schema: { tags, summary: 'Delete a user', security, params: ZUuidParam, response: { 200: successOf(z.null()) } },
  }, async (request) => {
    await users.remove(requireUser(request).id, request.params.id);
    return ok(null, 'Usuário excluído com sucesso');
  });
};
