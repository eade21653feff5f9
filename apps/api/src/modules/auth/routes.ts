import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZLoginBody, ZLoginResult, ZLogoutBody, ZPublicUser, ZRefreshBody, ZTokenPair, successOf } from '@softhouse/contracts';
import { requireUser } from '../../plugins/auth-guard.js';
import { toPublicUser } from '../users/service.js';
import type { AuthService } from './service.js';

export const authRoutes: FastifyPluginAsyncZod<{ auth: AuthService }> = async (app, { auth }) => {
  app.post('/login', {
    config: { access: 'public' },
    schema: {
      tags: ['auth'],
      summary: 'Sign in with e-mail and password',
      body: ZLoginBody,
      response: { 200: successOf(ZLoginResult) },
    },
  }, async (request) => {
    const result = await auth.login({ ...request.body, ip: request.ip });
    return { success: true as const, data: result, message: 'Login realizado com sucesso' };
  });

  app.post('/refresh', {
    config: { access: 'public' },
    schema: {
      tags: ['auth'],
      summary: 'Exchange a refresh token for a new pair (the old one stops working)',
      body: ZRefreshBody,
      response: { 200: successOf(ZTokenPair) },
    },
  }, async (request) => ({ success: true as const, data: await auth.refresh(request.body.refreshToken) }));

  app.post('/logout', {
    config: { access: 'user' },
    schema: {
      tags: ['auth'],
      summary: 'End the current session',
      body: ZLogoutBody,
      response: { 200: successOf(z.null()) },
    },
  }, async (request) => {
    await auth.logout(requireUser(request), request.body?.refreshToken);
    return { success: true as const, data: null, message: 'Logout realizado' };
  });

  app.get('/me', {
    config: { access: 'user' },
    schema: { tags: ['auth'], summary: 'The signed-in user', response: { 200: successOf(ZPublicUser) } },
  }, async (request) => ({ success: true as const, data: toPublicUser(requireUser(request)) }));
};
