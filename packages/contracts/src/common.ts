import { globalRegistry, z } from 'zod';

/** Error codes shared by the API and the web client; the API's error plugin is the only place that maps them to HTTP. */
export const ErrorCode = {
  BAD_REQUEST: 'BAD_REQUEST',
  VALIDATION: 'VALIDATION',
  UNAUTHORIZED: 'UNAUTHORIZED',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  CONFLICT: 'CONFLICT',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  UNSUPPORTED_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  TOO_MANY_REQUESTS: 'TOO_MANY_REQUESTS',
  SERVICE_UNAVAILABLE: 'SERVICE_UNAVAILABLE',
  INTERNAL: 'INTERNAL',
} as const;
export type TErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

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
});
/** `pagination` repeats the four numbers for clients that read `meta.pagination.totalPages` (SPEC.md §7). */
export const ZPageMeta = ZPagination.extend({ pagination: ZPagination });
export type TPageMeta = z.infer<typeof ZPageMeta>;
export type TPage<T> = { data: T[]; meta: TPageMeta };

export const successOf = <T extends z.ZodType>(data: T) =>
  z.object({ success: z.literal(true), data, message: z.string().optional() });

export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), meta: ZPageMeta });

export const ZUuidParam = z.object({ id: z.uuid('Identificador inválido') });

/** Query-string integer with bounds; strings from the URL are coerced. */
export const queryInt = (def: number, min: number, max: number) =>
  z.coerce.number().int('Deve ser um número inteiro').min(min, `Mínimo ${min}`).max(max, `Máximo ${max}`).default(def);

export const pageMeta = (page: number, limit: number, total: number): TPageMeta => {
  const numbers = { page, limit, total, totalPages: Math.max(1, Math.ceil(total / limit)) };
  return { ...numbers, pagination: { ...numbers } };
};

/** The examples a schema declares with `.meta({ examples })`, for the API's documentation. */
export const schemaExamples = (schema: z.ZodType): readonly unknown[] | undefined => globalRegistry.get(schema)?.examples as readonly unknown[] | undefined;
