import { z } from 'zod';
import { endpoints } from './endpoint.js';

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

/** The content types that keep a history: the API's resource names (the activity log's types). */
export const HISTORY_TYPES = ['blog', 'cases'] as const;
export type THistoryType = (typeof HISTORY_TYPES)[number];

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

export const ZRevisionParams = z.object({ id: z.uuid('Identificador inválido'), revisionId: z.uuid('Revisão inválida') });
const ZItemParams = z.object({ id: z.uuid('Identificador inválido') });

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

/** The three endpoints of an item's history under `base` (e.g. '/blog/:id'). */
function historyOf<const B extends `/${string}/:id`, const N extends string>(base: B, noun: N) {
  return {
    list: { method: 'GET', path: `${base}/revisions`, summary: `The revisions of a ${noun}, newest first`, params: ZItemParams, response: ZRevisionList },
    get: { method: 'GET', path: `${base}/revisions/:revisionId`, summary: `One revision of a ${noun}, with its content`, params: ZRevisionParams, response: ZRevision },
    restore: {
      method: 'POST',
      path: `${base}/revisions/:revisionId/restore`,
      summary: `Restore a revision of a ${noun}: its content is saved again as a new version`,
      params: ZRevisionParams,
      response: ZRevisionSummary,
    },
  } as const;
}

export const blogHistoryEndpoints = endpoints(historyOf('/blog/:id', 'post'));
export const casesHistoryEndpoints = endpoints(historyOf('/cases/:id', 'case'));

export const historySettingsEndpoints = endpoints({
  get: { method: 'GET', path: '/settings/history', summary: 'How many revisions are kept per item', response: ZHistorySettings },
  set: { method: 'PUT', path: '/settings/history', summary: 'Set how many revisions are kept per item (older ones are dropped on the next save)', body: ZHistorySettings, response: ZHistorySettings },
});
