import type { FastifyInstance } from 'fastify';
import { usersEndpoints as api, RECOVERY_MESSAGES, TWO_FACTOR_MESSAGES } from '@softhouse/contracts';
import { badRequest } from '../../errors.js';
import { route } from '../../http/route.js';
import { requireUser } from '../../plugins/auth-guard.js';
import type { PasswordRecovery } from '../auth/recovery.js';
import type { AuthService } from '../auth/service.js';
import { requiresTwoFactor, type TwoFactor } from '../auth/two-factor.js';
import type { SettingsService } from '../settings/service.js';
import { toUser, type UsersService } from './service.js';

export function usersRoutes(
  app: FastifyInstance,
  { users, auth, recovery, twoFactor, settings }: { users: UsersService; auth: AuthService; recovery: PasswordRecovery; twoFactor: TwoFactor; settings: SettingsService },
) {
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
  route(app, api.security, { access: 'users' }, async () => ({ requireTwoFactor: await requiresTwoFactor(settings) }));
  route(app, api.setSecurity, { access: 'users', message: 'Configuração de segurança salva' }, async (request) => {
    if (request.body.requireTwoFactor && !(await twoFactor.status(requireUser(request).id)).enabled) throw badRequest(TWO_FACTOR_MESSAGES.enrolFirst);
    await settings.set('security', { requireTwoFactor: request.body.requireTwoFactor });
    return { requireTwoFactor: request.body.requireTwoFactor };
  });
  route(app, api.list, { access: 'users' }, async (request) => users.list(request.query));
  route(app, api.get, { access: 'users' }, async (request) => toUser(await users.get(request.params.id)));
  route(app, api.create, { access: 'users', message: 'Usuário criado com sucesso' }, async (request) => {
    const created = await users.create(request.body);
    // Without a password, the new member chooses their own through an invitation.
    if (request.body.password === undefined) await recovery.invite(created, requireUser(request).name);
    return toUser(created);
  });
  route(app, api.invite, { access: 'users', message: RECOVERY_MESSAGES.invitationSent }, async (request) => {
    const user = await users.get(request.params.id);
    await recovery.invite(user, requireUser(request).name);
    return null;
  });
  route(app, api.endSessions, { access: 'users', message: 'Sessões do usuário encerradas' }, async (request) => {
    const me = requireUser(request);
    const user = await users.get(request.params.id);
    // An admin ending their own sessions keeps the one they are using.
    await auth.revokeAllFor(user.id, user.id === me.id ? me.sessionId : undefined);
    return null;
  });
  route(app, api.resetTwoFactor, { access: 'users', message: 'Verificação em duas etapas redefinida' }, async (request) => {
    const me = requireUser(request);
    const user = await users.get(request.params.id);
    await twoFactor.reset(user.id);
    await auth.revokeAllFor(user.id, user.id === me.id ? me.sessionId : undefined);
    return toUser(await users.get(user.id));
  });
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
