import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ErrorCode, type TApiError } from '@softhouse/contracts';
import { AppError } from '../errors.js';
import { StorageUnavailableError } from '../storage/storage.js';

const REASON: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  406: 'Not Acceptable',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

/** Fastify's own client errors, with messages a client can act on (in Portuguese, like the back office). */
const FASTIFY_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'Corpo da requisição não é um JSON válido',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Corpo da requisição vazio com Content-Type application/json',
  FST_ERR_CTP_BODY_TOO_LARGE: 'Corpo da requisição grande demais',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Content-Type não suportado',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Content-Length inválido',
  FST_ERR_BAD_URL: 'URL inválida',
  FST_ERR_ASYNC_CONSTRAINT: 'Requisição inválida',
};

/** Connection-level database failures: the request may be retried once the database is back. */
const DB_UNAVAILABLE = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', '57P01', '57P02', '57P03', '08000', '08001', '08003', '08006']);

export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    const e = current as { code?: string; message?: string; cause?: unknown };
    if (e.code && DB_UNAVAILABLE.has(e.code)) return true;
    if (typeof e.message === 'string' && /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/i.test(e.message)) return true;
    current = e.cause;
  }
  return false;
}

/** Driver fields that echo the values of a failed query, which may be a lead's personal data. */
const VALUE_FIELDS = new Set(['params', 'parameters', 'detail', 'where']);
/** Drizzle's message (and so the stack) ends with `params: <the values>`. */
const PARAMS_LINE = /\nparams: [^\n]*/g;

/**
 * Errors as the log writes them: type, message, stack, code and the driver's other fields, with the
 * query's values left out. A failed insert of a lead must not copy its name, e-mail or message into
 * the logs, which outlive the lead and are read by whoever runs the server.
 */
type SerializedError = { type: string; message: string; stack: string; [key: string]: unknown };

/** PostgreSQL's own messages quote the offending value (`invalid input syntax for type integer: "…"`). */
const QUOTED = /"(?:[^"\\]|\\.)*"/g;
const isDatabaseError = (error: Error) => /^[0-9A-Z]{5}$/.test(String((error as { code?: unknown }).code ?? ''));

export function serializeError(error: Error, depth = 0): SerializedError {
  const quoted = isDatabaseError(error);
  const omit = (text: string) => {
    const safe = text.replace(PARAMS_LINE, '\nparams: [omitted]');
    return quoted ? safe.replace(QUOTED, '"[omitted]"') : safe;
  };
  const out: SerializedError = { type: error.constructor?.name ?? 'Error', message: omit(error.message), stack: omit(error.stack ?? '') };
  const serializeCause = (cause: unknown) =>
    cause instanceof Error ? (depth < 4 ? serializeError(cause, depth + 1) : omit(cause.message)) : typeof cause === 'string' ? omit(cause) : cause;
  for (const [key, value] of Object.entries(error)) {
    if (!VALUE_FIELDS.has(key)) out[key] = key === 'cause' ? serializeCause(value) : value;
  }
  if (error.cause !== undefined && !('cause' in out)) out.cause = serializeCause(error.cause);
  return out;
}

/** Query parameters whose values are what someone searched or typed: a name, an e-mail, a phone. */
const PERSONAL_PARAMS = /([?&](?:search|q|email)=)[^&#]*/gi;

/** Requests as the log writes them: the search terms of a leads search (personal data) left out. */
export function serializeRequest(request: { method: string; url: string; host?: string; ip?: string; socket?: { remotePort?: number } }) {
  return {
    method: request.method,
    url: request.url.replace(PERSONAL_PARAMS, '$1[omitted]'),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

export function errorBody(statusCode: number, message: string, code?: string, details?: Record<string, string>): TApiError {
  return {
    statusCode,
    error: REASON[statusCode] ?? (statusCode >= 500 ? 'Internal Server Error' : 'Bad Request'),
    ...(code ? { code } : {}),
    message,
    ...(details && Object.keys(details).length ? { details } : {}),
  };
}

type ZodLikeIssue = { path?: PropertyKey[]; message: string; code?: string; keys?: string[] };

/** Turns zod issues into field → message, with the request part (body, query, params) left out of the path. */
export function issuesToDetails(issues: ZodLikeIssue[]): Record<string, string> {
  const details: Record<string, string> = {};
  for (const issue of issues) {
    const base = (issue.path ?? []).map(String).join('.');
    if (issue.code === 'unrecognized_keys' && issue.keys) {
      for (const key of issue.keys) details[base ? `${base}.${key}` : key] = 'Campo não permitido';
      continue;
    }
    const key = base || '_';
    details[key] ??= issue.message;
  }
  return details;
}

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
      return reply.status(error.statusCode).send(errorBody(error.statusCode, error.message, error.code, error.details));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((v) => ({
        path: v.instancePath.split('/').filter(Boolean),
        message: v.message ?? 'Valor inválido',
        code: v.keyword,
        keys: Array.isArray(v.params.keys) ? (v.params.keys as string[]) : undefined,
      }));
      const details = issuesToDetails(issues);
      const first = Object.values(details)[0] ?? 'Dados inválidos';
      return reply.status(400).send(errorBody(400, `Dados inválidos: ${first}`, ErrorCode.VALIDATION, details));
    }
    if (isDatabaseUnavailable(error)) {
      request.log.error({ err: error }, 'database unavailable');
      reply.header('retry-after', '5');
      return reply.status(503).send(errorBody(503, 'Serviço temporariamente indisponível. Tente novamente em instantes.', ErrorCode.SERVICE_UNAVAILABLE));
    }
    if (error instanceof StorageUnavailableError) {
      // Nothing was half-written (media-store cleans up), so the same request may simply be retried.
      request.log.error({ err: error }, 'object storage unavailable');
      reply.header('retry-after', '5');
      return reply.status(503).send(errorBody(503, 'Armazenamento de arquivos indisponível no momento. Tente novamente em instantes.', ErrorCode.SERVICE_UNAVAILABLE));
    }
    const status = typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) {
      request.log.error({ err: error }, 'unhandled error');
      return reply.status(500).send(errorBody(500, 'Erro interno do servidor', ErrorCode.INTERNAL));
    }
    const message = (error.code && FASTIFY_MESSAGES[error.code]) ?? (status === 429 ? 'Muitas requisições. Tente novamente em instantes.' : 'Requisição inválida');
    return reply.status(status).send(errorBody(status, message, status === 429 ? ErrorCode.TOO_MANY_REQUESTS : ErrorCode.BAD_REQUEST));
  });
}
