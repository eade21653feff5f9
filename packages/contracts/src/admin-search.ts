import { z } from 'zod';
import { can, type Permission, type Role } from './rules.js';
import { endpoints } from './endpoint.js';

/*
 * The back office's search (Ctrl+K, docs/decisions/035): one request answers the items matching what the
 * editor typed, grouped by type, each with the back-office address that opens it.
 */

export const ADMIN_SEARCH_TYPES = ['post', 'case', 'page', 'media', 'lead', 'user'] as const;
export type TAdminSearchType = (typeof ADMIN_SEARCH_TYPES)[number];

/** The permission that shows each type (decision 026): leads only to whoever handles them, users only to administrators. */
export const ADMIN_SEARCH_ACCESS: Readonly<Record<TAdminSearchType, Permission>> = {
  post: 'content',
  case: 'content',
  page: 'content',
  media: 'content',
  lead: 'leads',
  user: 'users',
};

/** Each group's heading in the palette. */
export const ADMIN_SEARCH_LABELS: Readonly<Record<TAdminSearchType, string>> = {
  post: 'Posts do blog',
  case: 'Cases',
  page: 'Páginas',
  media: 'Mídia',
  lead: 'Contatos',
  user: 'Usuários',
};

/** The types a role may search, in the palette's order. */
export const adminSearchTypesFor = (role: Role | null | undefined): TAdminSearchType[] =>
  ADMIN_SEARCH_TYPES.filter((type) => can(role, ADMIN_SEARCH_ACCESS[type]));

export const ADMIN_SEARCH_LIMITS = { perType: 5, maxPerType: 10, termMax: 100 } as const;

export const ADMIN_SEARCH_MESSAGES = {
  termRequired: 'Digite o que buscar',
  termTooLong: `Busca muito longa (máx. ${ADMIN_SEARCH_LIMITS.termMax} caracteres)`,
  typeInvalid: `Tipo inválido: use ${ADMIN_SEARCH_TYPES.join(', ')}`,
  limitInvalid: `O limite deve ser um número inteiro de 1 a ${ADMIN_SEARCH_LIMITS.maxPerType}`,
} as const;

const ZAdminSearchType = z.enum(ADMIN_SEARCH_TYPES, { error: ADMIN_SEARCH_MESSAGES.typeInvalid });

export const ZAdminSearchQuery = z.object({
  q: z
    .string({ error: ADMIN_SEARCH_MESSAGES.termRequired })
    .trim()
    .min(1, ADMIN_SEARCH_MESSAGES.termRequired)
    .max(ADMIN_SEARCH_LIMITS.termMax, ADMIN_SEARCH_MESSAGES.termTooLong),
  /** Comma-separated (`post,case`); without it, every type the caller's role may see. */
  types: z
    .string()
    .max(200, ADMIN_SEARCH_MESSAGES.typeInvalid)
    .optional()
    .transform((value) => {
      const list = [
        ...new Set(
          (value ?? '')
            .split(',')
            .map((type) => type.trim())
            .filter(Boolean),
        ),
      ];
      return list.length ? list : undefined;
    })
    .pipe(z.array(ZAdminSearchType).optional()),
  /** Items per group. */
  limit: z.coerce
    .number({ error: ADMIN_SEARCH_MESSAGES.limitInvalid })
    .int(ADMIN_SEARCH_MESSAGES.limitInvalid)
    .min(1, ADMIN_SEARCH_MESSAGES.limitInvalid)
    .max(ADMIN_SEARCH_LIMITS.maxPerType, ADMIN_SEARCH_MESSAGES.limitInvalid)
    .default(ADMIN_SEARCH_LIMITS.perType),
});
export type TAdminSearchQuery = z.input<typeof ZAdminSearchQuery>;

export const ZAdminSearchItem = z.object({
  type: ZAdminSearchType,
  /** The item's id (a page's name for pages: home, sobre, ...). */
  id: z.string(),
  title: z.string(),
  subtitle: z.string().nullable(),
  /** The back-office address that opens it (its editor, or its detail). */
  href: z.string(),
});
export type TAdminSearchItem = z.infer<typeof ZAdminSearchItem>;

export const ZAdminSearchGroup = z.object({
  type: ZAdminSearchType,
  items: z.array(ZAdminSearchItem),
  /** More items match than the group shows (the type's list screen, searched for the term, has them all). */
  more: z.boolean(),
});
export type TAdminSearchGroup = z.infer<typeof ZAdminSearchGroup>;

/** One group per type searched, in the order of ADMIN_SEARCH_TYPES, empty ones included. */
export const ZAdminSearchResult = z.object({ q: z.string(), groups: z.array(ZAdminSearchGroup) });
export type TAdminSearchResult = z.infer<typeof ZAdminSearchResult>;

export const adminSearchEndpoints = endpoints({
  search: {
    method: 'GET',
    path: '/admin/search',
    summary:
      "Back-office search (Ctrl+K): posts, cases, pages, media, leads (name, e-mail, company) and users matching the term, grouped by type, each with the address that opens it; only the types the caller's role may see (asking for another is a 403)",
    query: ZAdminSearchQuery,
    response: ZAdminSearchResult,
  },
});
