import { z } from 'zod';
import { RECOVERY_MESSAGES, ROLES, USER_MESSAGES } from './rules.js';
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

/** The password of a reset, with the rule of every password (users.ts). */
const newPassword = z.string({ error: USER_MESSAGES.passwordShort }).min(8, USER_MESSAGES.passwordShort).max(256, 'Senha muito longa');

export const ZRecoverBody = z.strictObject({
  email: z.string({ error: 'Informe seu e-mail' }).trim().min(1, 'Informe seu e-mail').max(254, 'E-mail inválido').pipe(z.email('E-mail inválido')),
}).meta({ examples: [{ email: 'ana@orbita.dev' }] });

export const ZResetPasswordBody = z.strictObject({
  token: z.string({ error: RECOVERY_MESSAGES.invalidLink }).regex(/^[A-Za-z0-9_-]{43}$/, RECOVERY_MESSAGES.invalidLink),
  password: newPassword,
}).meta({ examples: [{ token: 'q1w2e3r4t5y6u7i8o9p0a1s2d3f4g5h6j7k8l9z0x1c', password: 'uma senha nova e longa' }] });

export const authEndpoints = endpoints({
  login: { method: 'POST', path: '/auth/login', summary: 'Sign in with e-mail and password', body: ZLoginBody, response: ZLoginResult },
  refresh: { method: 'POST', path: '/auth/refresh', summary: 'Exchange a refresh token for a new pair (the old one stops working)', body: ZRefreshBody, response: ZTokenPair },
  logout: { method: 'POST', path: '/auth/logout', summary: 'End the current session', body: ZLogoutBody, response: z.null() },
  me: { method: 'GET', path: '/auth/me', summary: 'The signed-in user', response: ZPublicUser },
  recover: { method: 'POST', path: '/auth/recover', summary: 'Sends a one-time link to choose a new password (valid 30 minutes) to the account with this e-mail, if there is one; the answer is the same either way', body: ZRecoverBody, response: z.null() },
  resetPassword: { method: 'POST', path: '/auth/reset-password', summary: 'Sets a new password with the token of a recovery link (once), ending every session of the account', body: ZResetPasswordBody, response: z.null() },
});
