import { z } from 'zod';

export const ROLES = ['admin', 'editor'] as const;
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

export const AUTH_MESSAGES = {
  invalidCredentials: 'E-mail ou senha inválidos',
  tooManyAttempts: 'Muitas tentativas de login. Tente novamente em alguns minutos.',
  missingToken: 'Token de acesso ausente',
  invalidToken: 'Token de acesso inválido ou expirado',
  invalidRefresh: 'Sessão expirada. Faça login novamente.',
  forbidden: 'Você não tem permissão para esta ação',
} as const;
