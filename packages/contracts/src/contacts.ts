import { z } from 'zod';

export const CONTACT_LIMITS = { messageMax: 5000, perIpPerHour: 10 } as const;

export const CONTACT_MESSAGES = {
  nameRequired: 'Nome é obrigatório',
  emailRequired: 'E-mail é obrigatório',
  emailInvalid: 'E-mail inválido',
  messageRequired: 'Mensagem é obrigatória',
  messageTooLong: `Mensagem muito longa (máx. ${5000} caracteres)`,
  phoneInvalid: 'Telefone inválido',
  notFound: 'Contato não encontrado',
} as const;

const optionalText = (max: number) =>
  z.string().trim().max(max, `Máximo de ${max} caracteres`).optional().transform((v) => (v ? v : undefined));

/** The public lead form. `website` is a honeypot: people never see it, bots fill it. */
export const ZContactCreate = z.strictObject({
  name: z.string({ error: CONTACT_MESSAGES.nameRequired }).trim().min(1, CONTACT_MESSAGES.nameRequired).max(120, 'Nome muito longo (máx. 120)'),
  email: z.string({ error: CONTACT_MESSAGES.emailRequired }).trim().min(1, CONTACT_MESSAGES.emailRequired).max(254, CONTACT_MESSAGES.emailInvalid).pipe(z.email(CONTACT_MESSAGES.emailInvalid)),
  phone: z.string().trim().max(30, CONTACT_MESSAGES.phoneInvalid).regex(/^[\d\s()+.-]*$/, CONTACT_MESSAGES.phoneInvalid).optional().transform((v) => (v ? v : undefined)),
  company: optionalText(160),
  subject: optionalText(200),
  message: z.string({ error: CONTACT_MESSAGES.messageRequired }).trim().min(1, CONTACT_MESSAGES.messageRequired).max(CONTACT_LIMITS.messageMax, CONTACT_MESSAGES.messageTooLong),
  source: z.enum(['contato', 'software', 'aplicativo', 'outsourcing', 'home']).optional(),
  website: z.string().max(500).optional(),
}).meta({ examples: [{ name: 'Maria Souza', email: 'maria@empresa.com.br', phone: '+55 11 98888-7777', company: 'Empresa X', subject: 'Orçamento', message: 'Queremos um aplicativo para nossos vendedores.', source: 'contato' }] });
export type TContactCreate = z.infer<typeof ZContactCreate>;

export const ZContact = z.object({
  id: z.string(),
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  company: z.string().nullable(),
  subject: z.string().nullable(),
  message: z.string(),
  isRead: z.boolean(),
  source: z.string().nullable(),
  createdAt: z.string(),
});
export type TContact = z.infer<typeof ZContact>;

export const ZContactListQuery = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  limit: z.coerce.number().int().min(1).max(1000).default(20),
  search: z.string().trim().max(200).optional(),
  isRead: z.enum(['true', 'false']).transform((v) => v === 'true').optional(),
  sortBy: z.enum(['createdAt', 'name', 'email', 'company']).default('createdAt'),
  sortOrder: z.enum(['asc', 'desc']).default('desc'),
});
export type TContactListQuery = z.infer<typeof ZContactListQuery>;

export const ZContactStats = z.object({
  total: z.number().int(),
  read: z.number().int(),
  unread: z.number().int(),
  todayContacts: z.number().int(),
  weekContacts: z.number().int(),
  monthContacts: z.number().int(),
});
export type TContactStats = z.infer<typeof ZContactStats>;

export const ZContactExportQuery = z.object({ format: z.enum(['csv', 'excel'], { error: 'Formato deve ser csv ou excel' }).default('csv') });
