import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AUTH_MESSAGES, can, ErrorCode, TWO_FACTOR_MESSAGES, type Permission } from '@softhouse/contracts';
import { AppError } from '../errors.js';
import type { AuthService, AuthenticatedUser } from '../modules/auth/service.js';

/**
 * Who may call a route: anyone, any signed-in staff member, or those whose role has one permission
 * (contracts ROLE_PERMISSIONS, docs/decisions/026). Every route declares it in `config.access`; a
 * route that forgets is treated as 'user', so a new route is never public by accident.
 */
export type Access = 'public' | 'user' | Permission;

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    user: AuthenticatedUser | null;
  }
}

export const accessOf = (config: { access?: Access } | undefined): Access => config?.access ?? 'user';

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

/**
 * What an account that must enrol in two-factor (required by the admin, not enrolled yet) may reach:
 * itself, its enrolment, its sessions and signing out. Everything else is a 403 that says why.
 */
const DURING_ENROLMENT = new Set([
  '/api/auth/me',
  '/api/auth/logout',
  '/api/auth/two-factor',
  '/api/auth/two-factor/setup',
  '/api/auth/two-factor/enable',
  '/api/auth/sessions',
  '/api/auth/sessions/:id',
  '/api/auth/sessions/end-others',
  '/api/users/profile',
  '/api/users/change-password',
]);

export function registerAuthGuard(app: FastifyInstance, auth: AuthService) {
  app.decorateRequest('user', null);
  // onRequest, before the body is read or validated: no 400 (nor any work) for a caller without the right.
  app.addHook('onRequest', async (request) => {
    // The guard's domain is the API; pages, assets and uploads are public by nature.
    if (!request.routeOptions.url?.startsWith('/api')) return;
    const access = accessOf(request.routeOptions.config);
    const token = bearerToken(request);
    if (access === 'public') {
      if (!token) return;
      // Public reads know a signed-in caller (staff see drafts). A token that is sent but no longer
      // valid is a 401, so the back office refreshes it instead of silently seeing the public view.
      const caller = await auth.authenticate(token);
      if (!caller) throw new AppError(ErrorCode.UNAUTHORIZED, AUTH_MESSAGES.invalidToken);
      request.user = caller;
      return;
    }
    if (!token) throw new AppError(ErrorCode.UNAUTHORIZED, AUTH_MESSAGES.missingToken);
    const user = await auth.authenticate(token);
    if (!user) throw new AppError(ErrorCode.UNAUTHORIZED, AUTH_MESSAGES.invalidToken);
    request.user = user;
    if (user.mustEnrolTwoFactor && !DURING_ENROLMENT.has(request.routeOptions.url ?? '')) {
      throw new AppError(ErrorCode.FORBIDDEN, TWO_FACTOR_MESSAGES.enrolmentRequired);
    }
    if (access !== 'user' && !can(user.role, access)) {
      throw new AppError(ErrorCode.FORBIDDEN, FORBIDDEN_MESSAGES[access]);
    }
  });
}

export function requireUser(request: FastifyRequest): AuthenticatedUser {
  if (!request.user) throw new AppError(ErrorCode.UNAUTHORIZED, AUTH_MESSAGES.missingToken);
  return request.user;
}

/** A 403 says what the caller lacks, so nobody wonders whether the button is broken. */
export const FORBIDDEN_MESSAGES: Readonly<Record<Permission, string>> = {
  content: 'Seu perfil não permite editar conteúdo do site',
  leads: 'Seu perfil não permite acessar os contatos recebidos',
  settings: 'Somente administradores alteram as configurações do site',
  users: 'Somente administradores gerenciam usuários',
};

/** Whether the signed-in caller (if any) holds the permission: public reads show more to those who edit. */
export const callerCan = (request: FastifyRequest, permission: Permission): boolean => can(request.user?.role, permission);

/** Staff who edit content see drafts and hidden items in public reads; everyone else sees the public view. */
export const seesDrafts = (request: FastifyRequest): boolean => callerCan(request, 'content');
