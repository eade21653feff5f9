import { z } from 'zod';
import { ROLES } from './rules.js';
import { endpoints } from './endpoint.js';

export const ZRole = z.enum(ROLES);
export type TRole = z.infer<typeof ZRole>;

export const ZLoginBody = z.strictObject({
  email: z.string({ error: 'Email é obrigatório' }).trim().min(1, 'Email é obrigatório').max(254, 'Email muito longo'),
  password: z.string({ error: 'Senha é obrigatória' }).min(1, 'Senha é obrigatória').max(256, 'Senha muito longa'),
}).meta({ examples: [{ email: 'admin@orbita.dev', password: 'uma senha longa' }] });
export type TLoginBody = z.infer<typeof ZLoginBody>;

export const ZRefreshBody = z.strictObject({
  refreshToken: z.string({ error: 'refreshToken é obrigatório' }).min(1, 'refreshToken é obrigatório').max(512, 'refreshToken inválido'),
}).meta({ examples: [{ refreshToken: 'v1X2…' }] });
export type TRefreshBody = z.infer<typeof ZRefreshBody>;

export const ZLogoutBody = z.strictObject({
  refreshToken: z.string().max(512, 'refreshToken inválido').optional(),
}).optional().meta({ examples: [{ refreshToken: 'v1X2…' }] });

export const ZPublicUser = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: ZRole,
});
export type TPublicUser = z.infer<typeof ZPublicUser>;

export const ZTokenPair = z.object({ accessToken: z.string(), refreshToken: z.string() });
export type TTokenPair = z.infer<typeof ZTokenPair>;

export const ZLoginResult = ZTokenPair.extend({ user: ZPublicUser });
export type TLoginResult = z.infer<typeof ZLoginResult>;

export const authEndpoints = endpoints({
  login: { method: 'POST', path: '/auth/login', summary: 'Sign in with e-mail and password', body: ZLoginBody, response: ZLoginResult },
  refresh: { method: 'POST', path: '/auth/refresh', summary: 'Exchange a refresh token for a new pair (the old one stops working)', body: ZRefreshBody, response: ZTokenPair },
  logout: { method: 'POST', path: '/auth/logout', summary: 'End the current session', body: ZLogoutBody, response: z.null() },
  me: { method: 'GET', path: '/auth/me', summary: 'The signed-in user', response: ZPublicUser },
});
