import type { Endpoint, EndpointRequest, EndpointResponse } from '@softhouse/contracts';
import { keepPreviousData, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { call } from '../api/client';

/*
 * The API side of a list screen: its page for the address's state, a value of the address checked
 * before it is sent, one item for an editor opened by a link, and the usual writes of a row.
 */

/** For calls whose failure the screen announces itself (one toast per failure, not two). */
export const quiet = { errorToast: false } as const;

type QueryOf<E extends Endpoint> = EndpointRequest<E>['query'];
type BodyOf<E extends Endpoint> = EndpointRequest<E>['body'];
/** The request of an endpoint whose shape (an id, a query) the helper knows but the type system cannot see. */
const request = <E extends Endpoint>(value: object) => value as unknown as EndpointRequest<E>;

/** A page of a list from the API; the page shown stays while the next loads (no flash of the skeleton). */
export function useListQuery<E extends Endpoint>(
  key: readonly unknown[],
  endpoint: E,
  query: QueryOf<E>,
  options: { refetchInterval?: number; staleTime?: number } = {},
): UseQueryResult<EndpointResponse<E>> {
  return useQuery({
    queryKey: [...key, query],
    queryFn: ({ signal }) => call(endpoint, request<E>({ query }), { signal }),
    placeholderData: keepPreviousData,
    ...options,
  });
}

/**
 * One item by id, read fresh each time and once (a failure is the screen's to tell): the options of
 * `useItemQuery`, and of `queryClient.fetchQuery` for an editor that opens on the whole item.
 */
export const itemQuery = <E extends Endpoint>(key: readonly unknown[], endpoint: E, id: string | null) => ({
  queryKey: [...key, id],
  queryFn: ({ signal }: { signal: AbortSignal }) => call(endpoint, request<E>({ params: { id: id! } }), { signal, ...quiet }),
  retry: false,
  staleTime: 0,
});

/** One item for its editor (`?edit=<id>`). */
export function useItemQuery<E extends Endpoint>(key: readonly unknown[], endpoint: E, id: string | null): UseQueryResult<EndpointResponse<E>> {
  return useQuery({ ...itemQuery(key, endpoint, id), enabled: id !== null });
}

/** A value of the address if the API knows it; anything else (an address edited by hand) is left out rather than refused. */
export const oneOf = <T extends string>(allowed: readonly T[], value: string | undefined): T | undefined =>
  value !== undefined && (allowed as readonly string[]).includes(value) ? (value as T) : undefined;

/** Create, change and delete of a resource by its id, each failure left to the screen's own message. */
export function rowApi<C extends Endpoint, U extends Endpoint, R extends Endpoint>(endpoints: { create: C; update: U; remove: R }) {
  return {
    create: (body: BodyOf<C>) => call(endpoints.create, request<C>({ body }), quiet),
    update: (id: string, body: BodyOf<U>) => call(endpoints.update, request<U>({ params: { id }, body }), quiet),
    remove: (id: string) => call(endpoints.remove, request<R>({ params: { id } }), quiet),
  };
}
