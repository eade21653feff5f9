import { z } from 'zod';
import { pageOf, ZUuidParam } from './common.js';
import { endpoints } from './endpoint.js';

/*
 * E-mail the product sends (decision 028): every message goes through a durable outbox, delivered by
 * SMTP (SMTP_URL) or, without it, written as .eml files under DATA_DIR/outbox. The back office's
 * "E-mails" screen lists them; "Notificações" in Contato config says who is told of a new lead.
 */

export const EMAIL_STATUSES = ['pending', 'sent', 'failed'] as const;
export const EMAIL_STATUS_LABELS: Record<(typeof EMAIL_STATUSES)[number], string> = { pending: 'Na fila', sent: 'Enviado', failed: 'Falhou' };
/** Attempts before a message is marked failed (backoff doubling from 30 s: about 2 hours in all). */
export const EMAIL_MAX_ATTEMPTS = 8;

export const ZEmail = z.object({
  id: z.string(),
  kind: z.string(),
  /** The lead (or other item) the message is about. */
  refId: z.string().nullable(),
  to: z.array(z.string()),
  replyTo: z.string().nullable(),
  subject: z.string(),
  text: z.string(),
  status: z.enum(EMAIL_STATUSES),
  attempts: z.number().int(),
  nextAttemptAt: z.string(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  /** Where the message went: 'smtp', or 'arquivo' (the .eml file under DATA_DIR/outbox). */
  transport: z.enum(['smtp', 'arquivo']),
});
export type TEmail = z.infer<typeof ZEmail>;

export const ZEmailListQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  status: z.enum(EMAIL_STATUSES).optional(),
});

const email = z.email('E-mail inválido').max(254, 'E-mail muito longo');
export const ZNotificationSettings = z.strictObject({
  /** New-lead e-mails on or off. */
  enabled: z.boolean(),
  /** Who is told; empty: every active user allowed to see leads. */
  recipients: z.array(email).max(20, 'No máximo 20 destinatários'),
}).meta({ examples: [{ enabled: true, recipients: ['comercial@orbita.dev'] }] });
export type TNotificationSettings = z.infer<typeof ZNotificationSettings>;

export const ZNotificationSettingsView = ZNotificationSettings.extend({
  /** Who gets the next notification, as the settings and the users say now. */
  effectiveRecipients: z.array(z.string()),
  transport: z.enum(['smtp', 'arquivo']),
});

export const emailEndpoints = endpoints({
  list: { method: 'GET', path: '/emails', summary: 'The e-mails the product sent or is sending, newest first (admin)', query: ZEmailListQuery, response: pageOf(ZEmail) },
  get: { method: 'GET', path: '/emails/:id', summary: 'One e-mail, with its text (admin)', params: ZUuidParam, response: ZEmail },
  resend: { method: 'POST', path: '/emails/:id/resend', summary: 'Puts a failed (or sent) e-mail back in the queue, to be sent at once (admin)', params: ZUuidParam, response: ZEmail },
  notifications: { method: 'GET', path: '/emails/notifications', summary: 'Who is told of a new lead (admin)', response: ZNotificationSettingsView },
  setNotifications: { method: 'PUT', path: '/emails/notifications', summary: 'Turn new-lead e-mails on or off and set who gets them (admin)', body: ZNotificationSettings, response: ZNotificationSettingsView },
});
