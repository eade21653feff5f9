import type { FastifyInstance } from 'fastify';
import { authEndpoints as api, RECOVERY_MESSAGES } from '@softhouse/contracts';
import { route } from '../../http/route.js';
import { requireUser } from '../../plugins/auth-guard.js';
import { toPublicUser } from '../users/service.js';
import type { PasswordRecovery } from './recovery.js';
import type { AuthService } from './service.js';

export function authRoutes(app: FastifyInstance, { auth, recovery }: { auth: AuthService; recovery: PasswordRecovery }) {
  route(app, api.login, { access: 'public', message: 'Login realizado com sucesso' }, async (request) => auth.login({ ...request.body, ip: request.ip }));
  route(app, api.refresh, { access: 'public' }, async (request) => auth.refresh(request.body.refreshToken));
  route(app, api.logout, { access: 'user', message: 'Logout realizado' }, async (request) => {
    await auth.logout(requireUser(request), request.body?.refreshToken);
    return null;
  });
  route(app, api.me, { access: 'user' }, async (request) => toPublicUser(requireUser(request)));
  route(app, api.recover, { access: 'public', message: RECOVERY_MESSAGES.sent }, async (request) => {
    await recovery.request(request.body.email, request.ip);
    return null;
  });
  route(app, api.resetPassword, { access: 'public', message: RECOVERY_MESSAGES.done }, async (request) => {
    await recovery.reset(request.body.token, request.body.password, request.ip);
    return null;
  });
}
