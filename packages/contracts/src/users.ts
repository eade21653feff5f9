import { z } from 'zod';
import { ZNewPassword, ZRole } from './auth.js';
import { USER_MESSAGES } from './rules.js';
import { pageOf, ZUuidParam } from './common.js';
import { endpoints } from './endpoint.js';


const password = ZNewPassword;
const name = z.string({ error: USER_MESSAGES.nameRequired }).trim().min(1, USER_MESSAGES.nameRequired).max(120, 'Nome muito longo (máx. 120)');
const email = z.string({ error: USER_MESSAGES.emailRequired }).trim().min(1, USER_MESSAGES.emailRequired).max(254, USER_MESSAGES.emailInvalid).pipe(z.email(USER_MESSAGES.emailInvalid));

/** Without a password, the new member gets an invitation by e-mail to choose their own (valid 7 days). */
export const ZUserCreate = z.strictObject({ name, email, role: ZRole, password: password.optional() }).meta({ examples: [{ name: 'Ana Lima', email: 'ana@orbita.dev', role: 'editor' }] });
export const ZUserUpdate = z.strictObject({ name: name.optional(), email: email.optional(), role: ZRole.optional(), active: z.boolean().optional(), password: password.optional() }).meta({ examples: [{ name: 'Ana Lima', role: 'admin', active: true }] });
export const ZProfileUpdate = z.strictObject({ name }).meta({ examples: [{ name: 'Ana Lima' }] });
export const ZChangePassword = z.strictObject({
  currentPassword: z.string({ error: 'Senha atual é obrigatória' }).min(1, 'Senha atual é obrigatória').max(256),
  newPassword: password,
}).meta({ examples: [{ currentPassword: 'senha-inicial-123', newPassword: 'girassol pipoca trovão' }] });
export const ZUserListQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  search: z.string().trim().max(200).optional(),
});

export const ZUser = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: ZRole,
  active: z.boolean(),
  twoFactorEnabled: z.boolean(),
  /** Invited and has not chosen a password yet. */
  invitationPending: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TUser = z.infer<typeof ZUser>;

/** Account security settings (issue 17): two-factor for every staff member. */
export const ZSecuritySettings = z.strictObject({ requireTwoFactor: z.boolean() }).meta({ examples: [{ requireTwoFactor: true }] });
export type TSecuritySettings = z.infer<typeof ZSecuritySettings>;

/** A staff member who can sign a post: what the post shows publicly (no e-mail, no role). */
export const ZAuthor = z.object({ id: z.string(), name: z.string() });
export type TAuthor = z.infer<typeof ZAuthor>;

export const usersEndpoints = endpoints({
  updateProfile: { method: 'PUT', path: '/users/profile', summary: 'Change your own name', body: ZProfileUpdate, response: ZUser },
  changePassword: { method: 'POST', path: '/users/change-password', summary: 'Change your own password (needs the current one); ends your other sessions', body: ZChangePassword, response: z.null() },
  authors: { method: 'GET', path: '/users/authors', summary: 'Who can sign a post: the active staff members, id and public name only, by name', response: z.array(ZAuthor) },
  list: { method: 'GET', path: '/users', summary: 'Users', query: ZUserListQuery, response: pageOf(ZUser) },
  get: { method: 'GET', path: '/users/:id', summary: 'One user', params: ZUuidParam, response: ZUser },
  create: { method: 'POST', path: '/users', summary: 'Create a user: with an initial password, or (without one) invited by e-mail to choose it', body: ZUserCreate, response: ZUser, status: 201 },
  invite: { method: 'POST', path: '/users/:id/invite', summary: 'Sends a new invitation (a link to choose a password, valid 7 days)', params: ZUuidParam, response: z.null() },
  endSessions: { method: 'POST', path: '/users/:id/end-sessions', summary: 'Ends every session of a user', params: ZUuidParam, response: z.null() },
  resetTwoFactor: { method: 'POST', path: '/users/:id/reset-two-factor', summary: 'Turns a user’s two-factor off (lost phone) and ends their sessions', params: ZUuidParam, response: ZUser },
  security: { method: 'GET', path: '/users/security', summary: 'Account security settings', response: ZSecuritySettings },
  setSecurity: { method: 'PUT', path: '/users/security', summary: 'Change the account security settings', body: ZSecuritySettings, response: ZSecuritySettings },
  update: { method: 'PUT', path: '/users/:id', summary: 'Change name, e-mail, role, active flag or reset the password', params: ZUuidParam, body: ZUserUpdate, response: ZUser },
  remove: { method: 'DELETE', path: '/users/:id', summary: 'Delete a user', params: ZUuidParam, response: z.null() },
});
