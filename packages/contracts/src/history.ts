import { z } from 'zod';
import { endpoints } from './endpoint.js';
import { SLUG_PATTERN } from './slugify.js';

/*
 * History (issue 16, decision 042): every save of an item keeps a revision (who, when, and the whole
 * content as the editor's read gives it). An item's editor lists them, compares one with the current
 * content and restores one (a new save; nothing is rewritten). The same three endpoints exist for each
 * content type, under that type's own path, with the access of editing it.
 */

/** How many revisions are kept per item unless an administrator sets another number. */
export const HISTORY_KEEP_DEFAULT = 50;
export const HISTORY_KEEP_MIN = 5;
export const HISTORY_KEEP_MAX = 500;

/**
 * The content types that keep a history. Posts and cases are items of their own; the others are aggregates
 * edited in small operations (a page's sections, a menu's items, the footer's columns and links), whose
 * revision is the whole aggregate as its editor reads it: a content page (item: its key, e.g. `home`), a
 * menu (its slug), the footer (`footer`), a page's SEO (its key), the global SEO (`global`) and the contact
 * page's configuration (`contact`).
 */
export const HISTORY_TYPES = ['blog', 'cases', 'content', 'menus', 'footer', 'seo', 'seo-global', 'contact'] as const;
export type THistoryType = (typeof HISTORY_TYPES)[number];

/** How each type's history endpoints name the item: a path parameter, or the one item the type has. */
export const HISTORY_ITEMS: Readonly<Record<THistoryType, { param: string } | { single: string }>> = {
  blog: { param: 'id' },
  cases: { param: 'id' },
  content: { param: 'page' },
  menus: { param: 'menu' },
  footer: { single: 'footer' },
  seo: { param: 'page' },
  'seo-global': { single: 'global' },
  contact: { single: 'contact' },
};

/** The item a history request is about: its path parameter, or the type's one item. */
export const historyItemOf = (type: THistoryType, params: Record<string, unknown> | undefined): string => {
  const item = HISTORY_ITEMS[type];
  return 'single' in item ? item.single : String(params?.[item.param] ?? '');
};

/** The path parameters naming an item in its type's history endpoints (none for the single items). */
export const historyParamsOf = (type: THistoryType, itemId: string): Record<string, string> => {
  const item = HISTORY_ITEMS[type];
  return 'single' in item ? {} : { [item.param]: itemId };
};

/**
 * The version an editor read, sent back with a save (optimistic concurrency, decision 042): an older one
 * is refused with 409; left out, the save goes through.
 */
export const ZSentVersion = z.number({ error: 'Versão inválida' }).int('Versão inválida').min(0, 'Versão inválida');
/** An aggregate's version in its editor's read: its latest revision's (0 before the first). */
export const ZItemVersion = z.number().int();

/** A revision as the list shows it: which version, who saved it and when. */
export const ZRevisionSummary = z.object({
  id: z.string(),
  version: z.number().int(),
  authorId: z.string().nullable(),
  authorName: z.string(),
  createdAt: z.string(),
  /** The item's title (or name) in that revision. */
  title: z.string().nullable(),
});
export type TRevisionSummary = z.infer<typeof ZRevisionSummary>;

/** One revision with its content: the item as its editor read it right after that save. */
export const ZRevision = ZRevisionSummary.extend({ data: z.record(z.string(), z.unknown()) });
export type TRevision = z.infer<typeof ZRevision>;

export const ZRevisionList = z.object({
  /** Newest first. */
  data: z.array(ZRevisionSummary),
  /** The item's version now (what a save must name). */
  currentVersion: z.number().int(),
  /** How many revisions are kept per item. */
  keep: z.number().int(),
});
export type TRevisionList = z.infer<typeof ZRevisionList>;

const ZItemParams = z.object({ id: z.uuid('Identificador inválido') });
const ZRevisionId = z.object({ revisionId: z.uuid('Revisão inválida') });
export const ZRevisionParams = ZItemParams.extend(ZRevisionId.shape);
const ZPageItem = z.object({ page: z.string().max(60).regex(SLUG_PATTERN, 'Página inválida') });
const ZMenuItem = z.object({ menu: z.string().min(1).max(60) });
const ZSingleItem = z.object({});

/** The answer of a save refused because the item changed since the editor read it (409, `details`). */
export type TStaleVersionDetails = { version: string; currentVersion: string; changedBy: string; changedAt: string };

/** The number of revisions kept per item (Configurações). */
export const ZHistorySettings = z.strictObject({
  keep: z
    .number({ error: 'Informe quantas versões manter' })
    .int('Use um número inteiro')
    .min(HISTORY_KEEP_MIN, `Mantenha pelo menos ${HISTORY_KEEP_MIN} versões`)
    .max(HISTORY_KEEP_MAX, `No máximo ${HISTORY_KEEP_MAX} versões`),
}).meta({ examples: [{ keep: 50 }] });
export type THistorySettings = z.infer<typeof ZHistorySettings>;

/** The three endpoints of an item's history under `base` (e.g. '/blog/:id'), its item named by `item` (the path's parameters). */
function historyOf<const B extends `/${string}`, const P extends z.ZodObject>(base: B, noun: string, item: P) {
  const one = item.extend(ZRevisionId.shape);
  return {
    list: { method: 'GET', path: `${base}/revisions`, summary: `The revisions of ${noun}, newest first`, params: item, response: ZRevisionList },
    get: { method: 'GET', path: `${base}/revisions/:revisionId`, summary: `One revision of ${noun}, with its content`, params: one, response: ZRevision },
    restore: {
      method: 'POST',
      path: `${base}/revisions/:revisionId/restore`,
      summary: `Restore a revision of ${noun}: its content is saved again as a new version`,
      params: one,
      response: ZRevisionSummary,
    },
  } as const;
}

export const blogHistoryEndpoints = endpoints(historyOf('/blog/:id', 'a post', ZItemParams));
export const casesHistoryEndpoints = endpoints(historyOf('/cases/:id', 'a case', ZItemParams));
export const contentHistoryEndpoints = endpoints(historyOf('/content/page/:page', 'a content page (the page with all its sections)', ZPageItem));
export const menusHistoryEndpoints = endpoints(historyOf('/menus/:menu', 'a menu (the menu with all its items; by slug)', ZMenuItem));
export const footerHistoryEndpoints = endpoints(historyOf('/footer', 'the footer (columns, links, social links and legal texts)', ZSingleItem));
export const seoHistoryEndpoints = endpoints(historyOf('/seo/page/:page', 'the SEO of a page', ZPageItem));
export const seoGlobalHistoryEndpoints = endpoints(historyOf('/seo/global', 'the global SEO', ZSingleItem));
export const contactHistoryEndpoints = endpoints(historyOf('/settings/contact', 'the contact page configuration', ZSingleItem));

/** Each type's three history endpoints. */
export const HISTORY_ENDPOINTS = {
  blog: blogHistoryEndpoints,
  cases: casesHistoryEndpoints,
  content: contentHistoryEndpoints,
  menus: menusHistoryEndpoints,
  footer: footerHistoryEndpoints,
  seo: seoHistoryEndpoints,
  'seo-global': seoGlobalHistoryEndpoints,
  contact: contactHistoryEndpoints,
} as const satisfies Record<THistoryType, unknown>;

export const historySettingsEndpoints = endpoints({
  get: { method: 'GET', path: '/settings/history', summary: 'How many revisions are kept per item', response: ZHistorySettings },
  set: { method: 'PUT', path: '/settings/history', summary: 'Set how many revisions are kept per item (older ones are dropped on the next save)', body: ZHistorySettings, response: ZHistorySettings },
});
