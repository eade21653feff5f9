import { globalRegistry, z } from 'zod';


/** Body of every error response. `details` maps a field path to its message (validation failures). */
export const ZApiError = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  code: z.string().optional(),
  message: z.string(),
  details: z.record(z.string(), z.string()).optional(),
});
export type TApiError = z.infer<typeof ZApiError>;

export type TSuccess<T> = { success: true; data: T; message?: string };

const ZPagination = z.object({
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
  /**
   * Present (true) when counting stopped at `total`: more items than that match, and there is a page after
   * the last one counted. Only lists that can grow past what is quick to count (leads) stop counting.
   */
  totalCapped: z.boolean().optional(),
});
/** A list's position: page, page size, total items and pages. (`meta.pagination`, for older clients, is added at the API's edge.) */
export const ZPageMeta = ZPagination;
export type TPageMeta = z.infer<typeof ZPageMeta>;
export type TPage<T> = { data: T[]; meta: TPageMeta };

export const successOf = <T extends z.ZodType>(data: T) =>
  z.object({ success: z.literal(true), data, message: z.string().optional() });

export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), meta: ZPageMeta });

export const ZUuidParam = z.object({ id: z.uuid('Identificador inválido') });

/** Most items one bulk action may name by id, or reach through a filter ("all matching this filter"). */
export const BULK_LIMIT = 1000;

/**
 * Body of a bulk action on a list screen: the action, and either the selected rows' ids or the list's
 * filter (every row matching it, not just the page on screen). Exactly one of the two.
 */
export const bulkOf = <const A extends readonly [string, ...string[]], F extends z.ZodType>(actions: A, filter: F) =>
  z
    .object({
      action: z.enum(actions, { error: 'Ação inválida' }),
      ids: z.array(z.uuid('Identificador inválido')).min(1, 'Selecione ao menos um item').max(BULK_LIMIT, `Máximo ${BULK_LIMIT} itens por vez`).optional(),
      filter: filter.optional(),
    })
    .refine((body) => (body.ids === undefined) !== (body.filter === undefined), { message: 'Informe os itens selecionados ou o filtro', path: ['ids'] });

/** What a bulk action did: how many items it changed, and each one it could not, with the reason. */
export const ZBulkResult = z.object({
  done: z.number().int(),
  failed: z.array(z.object({ id: z.string(), title: z.string(), message: z.string() })),
});
export type TBulkResult = z.infer<typeof ZBulkResult>;

/** Query-string integer with bounds; strings from the URL are coerced. */
export const queryInt = (def: number, min: number, max: number) =>
  z.coerce.number().int('Deve ser um número inteiro').min(min, `Mínimo ${min}`).max(max, `Máximo ${max}`).default(def);

/** The meta of a page; `capped` when `total` is where counting stopped rather than every match (see `totalCapped`). */
export const pageMeta = (page: number, limit: number, total: number, capped = false): TPageMeta => {
  return { page, limit, total, totalPages: Math.max(1, Math.ceil(total / limit)), ...(capped ? { totalCapped: true } : {}) };
};

/** The examples a schema declares with `.meta({ examples })`, for the API's documentation. */
export const schemaExamples = (schema: z.ZodType): readonly unknown[] | undefined => globalRegistry.get(schema)?.examples as readonly unknown[] | undefined;
