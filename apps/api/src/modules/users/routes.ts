import type { FastifyInstance } from 'fastify';
import { usersEndpoints as api } from '@softhouse/contracts';
import { route } from '../../http/route.js';
import { requireUser } from '../../plugins/auth-guard.js';
import type { AuthService } from '../auth/service.js';
import { toUser, type UsersService } from './service.js';

export function usersRoutes(app: FastifyInstance, { users, auth }: { users: UsersService; auth: AuthService }) {
  // Every signed-in user manages their own profile and password.
  route(app, api.updateProfile, { access: 'user', message: 'Perfil atualizado' }, async (request) => {
    const me = requireUser(request);
    return toUser(await users.update(me.id, me.id, { name: request.body.name }));
  });
  route(app, api.changePassword, { access: 'user', message: 'Senha alterada com sucesso' }, async (request) => {
    const me = requireUser(request);
    await users.changePassword(me.id, request.body.currentPassword, request.body.newPassword);
    // Whoever knew the old password is signed out everywhere; this session carries on.
    await auth.revokeAllFor(me.id, me.sessionId);
    return null;
  });

  // Who can sign a post (the post form's author list): id and public name only, for those who write posts.
  route(app, api.authors, { access: 'content' }, async () => users.authors());

  // User management: administrators only.
  route(app, api.list, { access: 'users' }, async (request) => users.list(request.query));
  route(app, api.get, { access: 'users' }, async (request) => toUser(await users.get(request.params.id)));
  route(app, api.create, { access: 'users', message: 'Usuário criado com sucesso' }, async (request) => toUser(await users.create(request.body)));
  route(app, api.update, { access: 'users', message: 'Usuário atualizado com sucesso' }, async (request) => {
    const me = requireUser(request);
    const updated = await users.update(me.id, request.params.id, request.body);
    // A reset password or a deactivated account ends that user's sessions everywhere (an admin
    // resetting their own password keeps only the session they did it from).
    if (request.body.password || request.body.active === false) await auth.revokeAllFor(updated.id, updated.id === me.id ? me.sessionId : undefined);
    return toUser(updated);
  });
  route(app, api.remove, { access: 'users', message: 'Usuário excluído com sucesso' }, async (request) => {
    await users.remove(requireUser(request).id, request.params.id);
    return null;
  });
}
