import { z } from 'zod';
import { pageOf, ZUuidParam } from './common.js';
import { endpoints } from './endpoint.js';

/*
 * The trash, "Lixeira" (issue 16, decision 040): deleting a post, a case or a media file moves it here,
 * where it stays invisible to the public site for the trash period (30 days by default, a setting) and
 * can be restored or deleted for good; an hourly job deletes for good what has been here longer.
 */

export const TRASH_TYPES = ['post', 'case', 'media'] as const;
export type TTrashType = (typeof TRASH_TYPES)[number];
export const TRASH_TYPE_LABELS: Record<TTrashType, string> = {
  post: 'Post',
  case: 'Case',
  media: 'Mídia',
};

export const TRASH_DEFAULT_DAYS = 30;
export const TRASH_MESSAGES = {
  postSlugInTrash: 'Este slug pertence a um post na Lixeira. Restaure-o ou exclua-o permanentemente para usar o slug.',
  caseSlugInTrash: 'Este slug pertence a um case na Lixeira. Restaure-o ou exclua-o permanentemente para usar o slug.',
  notInTrash: 'Item não encontrado na Lixeira',
} as const;

/** What the delete confirmations say: the item is not gone yet ('Ele vai para a Lixeira…', 'Eles vão…'). */
export const trashNotice = (days: number, many = false) =>
  `${many ? 'Eles vão' : 'Ele vai'} para a Lixeira e ${many ? 'poderão' : 'poderá'} ser ${many ? 'restaurados' : 'restaurado'} por ${days} ${days === 1 ? 'dia' : 'dias'}.`;

export const ZTrashItem = z.object({
  type: z.enum(TRASH_TYPES),
  id: z.string(),
  /** A post's or case's title, a file's name. */
  title: z.string(),
  /** A file's address (for a thumbnail); null for posts and cases. */
  url: z.string().nullable(),
  deletedAt: z.string(),
  /** Who moved it here; null once their account is deleted. */
  deletedBy: z.object({ id: z.string(), name: z.string() }).nullable(),
  /** When the job deletes it for good, and the days left until then, rounded up (30 just after a delete; 0 once due). */
  purgeAt: z.string(),
  daysLeft: z.number().int(),
});
export type TTrashItem = z.infer<typeof ZTrashItem>;

export const ZTrashQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  type: z.enum(TRASH_TYPES, 'Tipo inválido').optional(),
});
export type TTrashQuery = z.input<typeof ZTrashQuery>;

export const ZTrashSettings = z
  .strictObject({
    days: z.number({ error: 'Informe o número de dias' }).int('Use um número inteiro de dias').min(1, 'No mínimo 1 dia').max(365, 'No máximo 365 dias'),
  })
  .meta({ examples: [{ days: 30 }] });
export type TTrashSettings = z.infer<typeof ZTrashSettings>;

/** What a restore or a permanent deletion names: the item as the trash listed it. */
const ZTrashed = z.object({
  type: z.enum(TRASH_TYPES),
  id: z.string(),
  title: z.string(),
});

export const trashEndpoints = endpoints({
  list: {
    method: 'GET',
    path: '/trash',
    summary: 'Posts, cases and media files in the trash, newest first, with who deleted them and the days left',
    query: ZTrashQuery,
    response: pageOf(ZTrashItem),
  },
  settings: {
    method: 'GET',
    path: '/trash/settings',
    summary: 'How many days items stay in the trash before they are deleted for good',
    response: ZTrashSettings,
  },
  setSettings: {
    method: 'PUT',
    path: '/trash/settings',
    summary: 'Set how many days items stay in the trash (admin)',
    body: ZTrashSettings,
    response: ZTrashSettings,
  },
  restorePost: {
    method: 'POST',
    path: '/blog/:id/restore',
    summary: 'Restore a post from the trash',
    params: ZUuidParam,
    response: ZTrashed,
  },
  purgePost: {
    method: 'DELETE',
    path: '/blog/:id/purge',
    summary: 'Delete a post in the trash for good',
    params: ZUuidParam,
    response: ZTrashed,
  },
  restoreCase: {
    method: 'POST',
    path: '/cases/:id/restore',
    summary: 'Restore a case from the trash',
    params: ZUuidParam,
    response: ZTrashed,
  },
  purgeCase: {
    method: 'DELETE',
    path: '/cases/:id/purge',
    summary: 'Delete a case in the trash for good',
    params: ZUuidParam,
    response: ZTrashed,
  },
  restoreMedia: {
    method: 'POST',
    path: '/media/:id/restore',
    summary: 'Restore a media file from the trash',
    params: ZUuidParam,
    response: ZTrashed,
  },
  purgeMedia: {
    method: 'DELETE',
    path: '/media/:id/purge',
    summary: 'Delete a media file in the trash for good, with its files',
    params: ZUuidParam,
    response: ZTrashed,
  },
});
