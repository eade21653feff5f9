import type { z } from 'zod';

/*
 * Every API endpoint as data: its method, path, parameters, body and answer, in one table per resource
 * (blogEndpoints, casesEndpoints, ...). The API registers its routes from these tables (validation and
 * the OpenAPI document) and the back office calls them through them (URL, request and answer types), so
 * no path or shape is written twice. Shapes are the canonical ones; the aliases older clients read are
 * added at the API's edge (apps/api/src/http/compat.ts, docs/decisions/023).
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type Endpoint = {
  readonly method: HttpMethod;
  /** Under /api, with `:name` path parameters. */
  readonly path: `/${string}`;
  readonly summary: string;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  /** Multipart uploads: the body is form data (files), not JSON. */
  readonly multipart?: true;
  /** `data` of the success envelope; null when the answer is a file or text. */
  readonly response: z.ZodType | null;
  /** 201 for creations; 200 otherwise. */
  readonly status?: 200 | 201;
};

/** Keeps each endpoint's literal types, so requests and answers are typed per endpoint. */
export const endpoints = <const T extends Record<string, Endpoint>>(table: T): T => table;

type Input<S> = S extends z.ZodType ? z.input<S> : never;

/** What a caller sends to an endpoint: its path parameters, query and body, each only if it has one. */
export type EndpointRequest<E extends Endpoint> = (E['params'] extends z.ZodType ? { params: Input<E['params']> } : { params?: undefined }) &
  (E['query'] extends z.ZodType ? { query?: Partial<Input<E['query']>> } : { query?: undefined }) &
  (E['multipart'] extends true ? { body: FormData } : E['body'] extends z.ZodType ? { body: Input<E['body']> } : { body?: undefined });

/** `data` of the endpoint's success envelope, as the caller gets it. */
export type EndpointResponse<E extends Endpoint> = E['response'] extends z.ZodType ? z.output<E['response']> : never;

/** The endpoint's path with its parameters filled in (each encoded). */
export function endpointPath(endpoint: Pick<Endpoint, 'path'>, params?: Record<string, unknown>): string {
  return endpoint.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === '') throw new Error(`${endpoint.path}: missing :${name}`);
    return encodeURIComponent(String(value));
  });
}
