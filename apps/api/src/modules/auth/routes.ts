import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import { authEndpoints as api, RECOVERY_MESSAGES } from '@softhouse/contracts';
import { route } from '../../http/route.js';
import { requireUser } from '../../plugins/auth-guard.js';
import { toPublicUser } from '../users/service.js';
import type { Passkeys } from './passkeys.js';
import type { PasswordRecovery } from './recovery.js';
import type { AuthService } from './service.js';
import type { TwoFactor } from './two-factor.js';
import type { UserSessions } from './user-sessions.js';

const userAgentOf = (request: FastifyRequest) => String(request.headers['user-agent'] ?? '').slice(0, 500);

export function authRoutes(
  app: FastifyInstance,
  { auth, recovery, twoFactor, passkeys, sessions }: { auth: AuthService; recovery: PasswordRecovery; twoFactor: TwoFactor; passkeys: Passkeys; sessions: UserSessions },
) {
  route(app, api.login, { access: 'public', message: 'Login realizado com sucesso', activity: { action: 'sign-in' } }, async (request) =>
    auth.login({ ...request.body, ip: request.ip, userAgent: userAgentOf(request) }),
  );
  route(app, api.secondFactor, { access: 'public', message: 'Login realizado com sucesso', activity: { action: 'sign-in' } }, async (request) => auth.secondFactor({ ...request.body, ip: request.ip }));
  route(app, api.passkeyOptions, { access: 'public' }, async (request) => ({ ...(await auth.passkeyOptions(request.ip)) }));
  route(app, api.passkeyLogin, { access: 'public', message: 'Login realizado com sucesso', activity: { action: 'sign-in' } }, async (request) =>
    auth.passkeyLogin({ response: request.body.response as unknown as AuthenticationResponseJSON, deviceId: request.body.deviceId, ip: request.ip, userAgent: userAgentOf(request) }),
  );
  route(app, api.refresh, { access: 'public' }, async (request) => auth.refresh(request.body.refreshToken));
  route(app, api.logout, { access: 'user', message: 'Logout realizado', activity: { action: 'sign-out' } }, async (request) => {
    await auth.logout(requireUser(request), request.body?.refreshToken);
    return null;
  });
  route(app, api.me, { access: 'user' }, async (request) => {
    const me = requireUser(request);
    return { ...toPublicUser(me), mustEnrolTwoFactor: me.mustEnrolTwoFactor };
  });
  route(app, api.recover, { access: 'public', message: RECOVERY_MESSAGES.sent }, async (request) => {
    await recovery.request(request.body.email, request.ip);
    return null;
  });
  route(app, api.resetPassword, { access: 'public', message: RECOVERY_MESSAGES.done }, async (request) => {
    await recovery.reset(request.body.token, request.body.password, request.ip);
    return null;
  });

  // Two-factor, passkeys and sessions: each signed-in member, for their own account.
  route(app, api.twoFactor, { access: 'user' }, async (request) => twoFactor.status(requireUser(request).id));
  route(app, api.twoFactorSetup, { access: 'user' }, async (request) => twoFactor.setup(requireUser(request)));
  route(app, api.twoFactorEnable, { access: 'user', message: 'Verificação em duas etapas ativada' }, async (request) => ({
    recoveryCodes: await twoFactor.enable(requireUser(request).id, request.body.code),
  }));
  route(app, api.recoveryCodes, { access: 'user', message: 'Novos códigos de recuperação gerados' }, async (request) => ({
    recoveryCodes: await twoFactor.regenerateRecoveryCodes(requireUser(request).id, request.body.password),
  }));
  route(app, api.twoFactorDisable, { access: 'user', message: 'Verificação em duas etapas desativada' }, async (request) => {
    await twoFactor.disable(requireUser(request).id, request.body.password);
    return null;
  });
  route(app, api.passkeys, { access: 'user' }, async (request) => passkeys.list(requireUser(request).id));
  route(app, api.passkeyRegisterOptions, { access: 'user' }, async (request) => ({ ...(await passkeys.registrationOptions(requireUser(request))) }));
  route(app, api.passkeyRegister, { access: 'user', message: 'Passkey adicionada' }, async (request) =>
    passkeys.register(requireUser(request).id, request.body.name, request.body.response as unknown as RegistrationResponseJSON),
  );
  route(app, api.passkeyRename, { access: 'user', message: 'Passkey renomeada' }, async (request) => passkeys.rename(requireUser(request).id, request.params.id, request.body.name));
  route(app, api.passkeyRemove, { access: 'user', message: 'Passkey removida' }, async (request) => {
    await passkeys.remove(requireUser(request).id, request.params.id);
    return null;
  });
  route(app, api.sessions, { access: 'user' }, async (request) => {
    const me = requireUser(request);
    return sessions.list(me.id, me.sessionId);
  });
  route(app, api.endSession, { access: 'user', message: 'Sessão encerrada' }, async (request) => {
    await sessions.end(requireUser(request).id, request.params.id);
    return null;
  });
  route(app, api.endOtherSessions, { access: 'user', message: 'Outras sessões encerradas' }, async (request) => {
    const me = requireUser(request);
    return { ended: await auth.revokeAllFor(me.id, me.sessionId) };
  });
}
