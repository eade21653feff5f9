import { z } from 'zod';
import { pageOf } from './common.js';
import { endpoints } from './endpoint.js';

/*
 * The activity log (issue 16): every write a staff member makes through the API, their sign-ins and
 * sign-outs and every export of leads, with who, what, which item, when and from which IP. It is
 * written by the API itself (decision 038) and only read through the product: no route changes it.
 */

/** What an entry is about: the API's resource, by the first segment of its path. */
export const ACTIVITY_TYPES = ['blog', 'cases', 'content', 'contacts', 'media', 'menus', 'footer', 'seo', 'settings', 'users', 'auth', 'emails', 'privacy', 'trash', 'redirects'] as const;
export type TActivityType = (typeof ACTIVITY_TYPES)[number];
export const ACTIVITY_TYPE_LABELS: Record<TActivityType, string> = {
  blog: 'Post',
  cases: 'Case',
  content: 'Página',
  contacts: 'Contato',
  media: 'Mídia',
  menus: 'Menu',
  footer: 'Rodapé',
  seo: 'SEO',
  settings: 'Configuração',
  users: 'Usuário',
  auth: 'Conta',
  emails: 'E-mail',
  privacy: 'Titular de dados',
  trash: 'Lixeira',
  redirects: 'Redirecionamento',
};

export const ZActivity = z.object({
  id: z.string(),
  at: z.string(),
  /** Who: null once their account is deleted (the name and e-mail stay). */
  actorId: z.string().nullable(),
  actorName: z.string(),
  actorEmail: z.string(),
  /** create, update, delete, publish, bulk, sign-in, export…: the API's word for what was done. */
  action: z.string(),
  type: z.string(),
  /** The item, when the write was about one. */
  itemId: z.string().nullable(),
  /** The item's title or name at the time. */
  itemLabel: z.string().nullable(),
  /** The API route that was called, e.g. "PATCH /cases/:id". */
  route: z.string(),
  ip: z.string().nullable(),
  /** Small facts of the write: how many items a bulk action reached, the fields a change sent. */
  details: z.record(z.string(), z.unknown()).nullable(),
});
export type TActivity = z.infer<typeof ZActivity>;

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Data inválida (use AAAA-MM-DD)');
export const ZActivityQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  actorId: z.uuid('Pessoa inválida').optional(),
  type: z.enum(ACTIVITY_TYPES, 'Tipo inválido').optional(),
  itemId: z.string().max(100).optional(),
  /** First and last day, in the site's time zone (America/Sao_Paulo), both included. */
  from: day.optional(),
  to: day.optional(),
});
export type TActivityQuery = z.input<typeof ZActivityQuery>;

export const activityEndpoints = endpoints({
  list: { method: 'GET', path: '/activity', summary: 'The activity log, newest first, filtered by person, type of item, item and days (admin)', query: ZActivityQuery, response: pageOf(ZActivity) },
});
