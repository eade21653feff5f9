import { z } from 'zod';
import { PASSKEY_MESSAGES, PASSWORD_MESSAGES, PASSWORD_MIN_LENGTH, RECOVERY_MESSAGES, ROLES, TWO_FACTOR_MESSAGES } from './rules.js';
import { endpoints } from './endpoint.js';

export const ZRole = z.enum(ROLES);
export type TRole = z.infer<typeof ZRole>;

/** A random id the browser keeps (localStorage), by which a sign-in from a browser never seen on the account is told. */
const ZDeviceId = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, 'Dispositivo inválido').optional();

export const ZLoginBody = z.strictObject({
  email: z.string({ error: 'Email é obrigatório' }).trim().min(1, 'Email é obrigatório').max(254, 'Email muito longo'),
  password: z.string({ error: 'Senha é obrigatória' }).min(1, 'Senha é obrigatória').max(256, 'Senha muito longa'),
  deviceId: ZDeviceId,
}).meta({ examples: [{ email: 'admin@orbita.dev', password: 'uma senha longa', deviceId: 'k3J9x2Lq8vN4mP7rT1sW' }] });
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
  /** Two-factor is required of everyone (a setting) and this account has not enrolled yet: only Meu perfil opens. */
  mustEnrolTwoFactor: z.boolean().optional(),
});
export type TPublicUser = z.infer<typeof ZPublicUser>;

export const ZTokenPair = z.object({ accessToken: z.string(), refreshToken: z.string() });
export type TTokenPair = z.infer<typeof ZTokenPair>;

export const ZSession = ZTokenPair.extend({ user: ZPublicUser });
export type TSession = z.infer<typeof ZSession>;
/** A sign-in's answer: the session, or (two-factor on) the token of the second step, valid 5 minutes. */
export const ZLoginResult = z.union([ZSession, z.object({ twoFactorRequired: z.literal(true), challenge: z.string() })]);
export type TLoginResult = z.infer<typeof ZLoginResult>;

/** A new password: the length here; its strength is checked by `checkPassword` (`@softhouse/contracts/password`). */
export const ZNewPassword = z.string({ error: PASSWORD_MESSAGES.short }).min(PASSWORD_MIN_LENGTH, PASSWORD_MESSAGES.short).max(256, PASSWORD_MESSAGES.long);
const newPassword = ZNewPassword;

export const ZRecoverBody = z.strictObject({
  email: z.string({ error: 'Informe seu e-mail' }).trim().min(1, 'Informe seu e-mail').max(254, 'E-mail inválido').pipe(z.email('E-mail inválido')),
}).meta({ examples: [{ email: 'ana@orbita.dev' }] });

export const ZResetPasswordBody = z.strictObject({
  token: z.string({ error: RECOVERY_MESSAGES.invalidLink }).regex(/^[A-Za-z0-9_-]{43}$/, RECOVERY_MESSAGES.invalidLink),
  password: newPassword,
}).meta({ examples: [{ token: 'q1w2e3r4t5y6u7i8o9p0a1s2d3f4g5h6j7k8l9z0x1c', password: 'uma senha nova e longa' }] });

export const ZSecondFactorBody = z.strictObject({
  challenge: z.string({ error: TWO_FACTOR_MESSAGES.expired }).regex(/^[A-Za-z0-9_-]{43}$/, TWO_FACTOR_MESSAGES.expired),
  code: z.string({ error: TWO_FACTOR_MESSAGES.codeRequired }).trim().min(1, TWO_FACTOR_MESSAGES.codeRequired).max(40, TWO_FACTOR_MESSAGES.invalidCode),
}).meta({ examples: [{ challenge: 'q1w2e3r4t5y6u7i8o9p0a1s2d3f4g5h6j7k8l9z0x1c', code: '492039' }] });

const ZPasswordConfirm = z.strictObject({ password: z.string({ error: 'Confirme com sua senha' }).min(1, 'Confirme com sua senha').max(256) }).meta({ examples: [{ password: 'minha senha atual' }] });

export const ZTwoFactorStatus = z.object({ enabled: z.boolean(), enabledAt: z.string().nullable(), recoveryCodesLeft: z.number().int(), required: z.boolean() });
export type TTwoFactorStatus = z.infer<typeof ZTwoFactorStatus>;
export const ZTwoFactorSetup = z.object({ secret: z.string(), otpauthUrl: z.string(), qrSvg: z.string() });
export type TTwoFactorSetup = z.infer<typeof ZTwoFactorSetup>;
export const ZTwoFactorEnable = z.strictObject({ code: z.string({ error: TWO_FACTOR_MESSAGES.codeRequired }).trim().regex(/^\d{6}$/, 'Informe os 6 dígitos do aplicativo') }).meta({ examples: [{ code: '492039' }] });
export const ZRecoveryCodes = z.object({ recoveryCodes: z.array(z.string()) });

/** WebAuthn JSON as the browser library gives it; the server library checks its contents. */
const ZWebAuthnJson = z.looseObject({ id: z.string().max(1024), rawId: z.string().max(1024), type: z.literal('public-key'), response: z.looseObject({}) });
export const ZPasskeyRegister = z.strictObject({
  name: z.string({ error: PASSKEY_MESSAGES.nameRequired }).trim().min(1, PASSKEY_MESSAGES.nameRequired).max(60, 'Nome muito longo (máx. 60)'),
  response: ZWebAuthnJson,
}).meta({ examples: [{ name: 'MacBook da Ana', response: { id: '…', rawId: '…', type: 'public-key', response: {} } }] });
export const ZPasskeyRename = z.strictObject({ name: ZPasskeyRegister.shape.name }).meta({ examples: [{ name: 'Celular' }] });
export const ZPasskeyLogin = z.strictObject({ response: ZWebAuthnJson, deviceId: ZDeviceId }).meta({ examples: [{ response: { id: '…', rawId: '…', type: 'public-key', response: {} } }] });
export const ZPasskey = z.object({ id: z.string(), name: z.string(), createdAt: z.string(), lastUsedAt: z.string().nullable() });
export type TPasskey = z.infer<typeof ZPasskey>;
/** Options for navigator.credentials (PublicKeyCredentialCreationOptionsJSON / RequestOptionsJSON). */
const ZWebAuthnOptions = z.record(z.string(), z.unknown());

export const ZSessionInfo = z.object({
  id: z.string(),
  browser: z.string(),
  system: z.string(),
  ip: z.string(),
  method: z.enum(['password', 'two-factor', 'passkey']),
  startedAt: z.string(),
  lastUsedAt: z.string(),
  current: z.boolean(),
});
export type TSessionInfo = z.infer<typeof ZSessionInfo>;
const ZSessionParam = z.object({ id: z.uuid('Sessão inválida') });
const ZPasskeyParam = z.object({ id: z.uuid('Passkey inválida') });

export const authEndpoints = endpoints({
  login: { method: 'POST', path: '/auth/login', summary: 'Sign in with e-mail and password (with two-factor on, the answer is the token of the second step)', body: ZLoginBody, response: ZLoginResult },
  secondFactor: { method: 'POST', path: '/auth/login/second-factor', summary: 'The second step of a sign-in: a TOTP code or a recovery code, each accepted once', body: ZSecondFactorBody, response: ZSession },
  passkeyOptions: { method: 'POST', path: '/auth/passkey/options', summary: 'A challenge to sign in with a passkey (valid 5 minutes)', response: ZWebAuthnOptions },
  passkeyLogin: { method: 'POST', path: '/auth/passkey/login', summary: 'Sign in with a passkey alone', body: ZPasskeyLogin, response: ZSession },
  twoFactor: { method: 'GET', path: '/auth/two-factor', summary: 'Your two-factor state', response: ZTwoFactorStatus },
  twoFactorSetup: { method: 'POST', path: '/auth/two-factor/setup', summary: 'A new TOTP secret to enrol (QR code and text), valid 10 minutes', response: ZTwoFactorSetup },
  twoFactorEnable: { method: 'POST', path: '/auth/two-factor/enable', summary: 'Confirms enrolment with a code; answers the 10 recovery codes, shown once', body: ZTwoFactorEnable, response: ZRecoveryCodes },
  recoveryCodes: { method: 'POST', path: '/auth/two-factor/recovery-codes', summary: 'Replaces your recovery codes (needs your password)', body: ZPasswordConfirm, response: ZRecoveryCodes },
  twoFactorDisable: { method: 'POST', path: '/auth/two-factor/disable', summary: 'Turns two-factor off (needs your password; refused when it is required)', body: ZPasswordConfirm, response: z.null() },
  passkeys: { method: 'GET', path: '/auth/passkeys', summary: 'Your passkeys', response: z.array(ZPasskey) },
  passkeyRegisterOptions: { method: 'POST', path: '/auth/passkeys/options', summary: 'A challenge to register a passkey (valid 5 minutes)', response: ZWebAuthnOptions },
  passkeyRegister: { method: 'POST', path: '/auth/passkeys', summary: 'Registers a passkey', body: ZPasskeyRegister, response: ZPasskey, status: 201 },
  passkeyRename: { method: 'PUT', path: '/auth/passkeys/:id', summary: 'Renames one of your passkeys', params: ZPasskeyParam, body: ZPasskeyRename, response: ZPasskey },
  passkeyRemove: { method: 'DELETE', path: '/auth/passkeys/:id', summary: 'Removes one of your passkeys', params: ZPasskeyParam, response: z.null() },
  sessions: { method: 'GET', path: '/auth/sessions', summary: 'Your open sessions: browser, system, address, started, last used', response: z.array(ZSessionInfo) },
  endSession: { method: 'DELETE', path: '/auth/sessions/:id', summary: 'Ends one of your sessions', params: ZSessionParam, response: z.null() },
  endOtherSessions: { method: 'POST', path: '/auth/sessions/end-others', summary: 'Ends every session of yours but this one', response: z.object({ ended: z.number().int() }) },
  refresh: { method: 'POST', path: '/auth/refresh', summary: 'Exchange a refresh token for a new pair (the old one stops working)', body: ZRefreshBody, response: ZTokenPair },
  logout: { method: 'POST', path: '/auth/logout', summary: 'End the current session', body: ZLogoutBody, response: z.null() },
  me: { method: 'GET', path: '/auth/me', summary: 'The signed-in user', response: ZPublicUser },
  recover: { method: 'POST', path: '/auth/recover', summary: 'Sends a one-time link to choose a new password (valid 30 minutes) to the account with this e-mail, if there is one; the answer is the same either way', body: ZRecoverBody, response: z.null() },
  resetPassword: { method: 'POST', path: '/auth/reset-password', summary: 'Sets a new password with the token of a recovery or invitation link (once), ending every session of the account', body: ZResetPasswordBody, response: z.null() },
});
