import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './client';

/** product.md §9: 3 retries, delay doubling from 1 s capped at 30 s; 5 min fresh; no refetch on focus; 5 min GC. */
export const QUERY_DEFAULTS = {
  retries: 3,
  retryBaseMs: 1000,
  retryMaxMs: 30_000,
  staleTime: 5 * 60 * 1000,
  gcTime: 5 * 60 * 1000,
} as const;

export const retryDelay = (attempt: number) => Math.min(QUERY_DEFAULTS.retryBaseMs * 2 ** attempt, QUERY_DEFAULTS.retryMaxMs);

/** A client error (4xx) will not change by asking again. */
export const shouldRetry = (failureCount: number, error: unknown) =>
  !(error instanceof ApiError && error.isClientError) && failureCount < QUERY_DEFAULTS.retries;

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        retryDelay,
        staleTime: QUERY_DEFAULTS.staleTime,
        gcTime: QUERY_DEFAULTS.gcTime,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}

let browserClient: QueryClient | undefined;

/** One cache per browser tab; it is cleared on sign-out so the next user never sees the last one's data. */
export function getQueryClient() {
  browserClient ??= createQueryClient();
  return browserClient;
}
