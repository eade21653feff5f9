import { authEndpoints, endpointPath, TWO_FACTOR_MESSAGES, type Endpoint, type EndpointRequest, type EndpointResponse, type TApiError, type TSuccess, type TTokenPair } from '@softhouse/contracts';
import { toast } from '~/components/ui/toast';
import { clearSession, getSession, tokenExpiry, updateTokens, updateUser } from '../session/session-store';

/*
 * The back office's HTTP client (product.md §7, §8): bearer token, 30 s timeout, the server's message in a
 * destructive 'Error' toast (404 stays silent), and on a 401 one refresh of the token pair and one retry.
 */

export const REQUEST_TIMEOUT_MS = 30_000;
export const UNEXPECTED_ERROR = 'An unexpected error occurred';
const TIMEOUT_MESSAGE = 'A requisição demorou demais. Tente novamente.';
const NETWORK_MESSAGE = 'Não foi possível conectar ao servidor. Verifique sua conexão.';
/** Refresh a little before the expiry so a request does not race the clock. */
const EXPIRY_MARGIN_MS = 10_000;

export class ApiError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  readonly details: Record<string, string> | undefined;
  constructor(status: number, message: string, code?: string, details?: Record<string, string>) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.details = details;
  }
  get isClientError() {
    return this.status >= 400 && this.status < 500;
  }
}

export const errorMessage = (error: unknown, fallback = UNEXPECTED_ERROR) =>
  error instanceof Error && error.message ? error.message : fallback;

type Query = Record<string, string | number | boolean | null | undefined>;

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Query;
  /** JSON body, or FormData sent as multipart. */
  body?: unknown;
  signal?: AbortSignal;
  /** false when the caller shows its own message for a failure (one toast per failure, not two). */
  errorToast?: boolean;
  /** false for calls that must not start the refresh flow (login, refresh, logout). */
  refreshOnUnauthorized?: boolean;
  /** false to send no bearer token. */
  auth?: boolean;
};

/** What happens when the session cannot be renewed; the admin shell points it at /admin/login. */
let onSessionExpired: () => void = () => {
  if (typeof window !== 'undefined' && !window.location.pathname.startsWith('/admin/login')) {
    window.location.assign('/admin/login');
  }
};
export function setSessionExpiredHandler(handler: () => void) {
  onSessionExpired = handler;
}

function buildUrl(path: string, query?: Query) {
  const url = new URL(`/api${path}`, window.location.origin);
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    url.searchParams.set(key, String(value));
  }
  return `${url.pathname}${url.search}`;
}

/** fetch with the 30 s timeout; the caller's own signal still cancels it. */
async function fetchWithTimeout(url: string, init: RequestInit, signal?: AbortSignal): Promise<Response> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, REQUEST_TIMEOUT_MS);
  const forward = () => controller.abort(signal?.reason);
  if (signal?.aborted) controller.abort(signal.reason);
  signal?.addEventListener('abort', forward, { once: true });
  try {
    return await fetch(url, { ...init, signal: controller.signal });
  } catch (error) {
    if (timedOut) throw new ApiError(0, TIMEOUT_MESSAGE, 'TIMEOUT');
    if (signal?.aborted) throw error;
    throw new ApiError(0, NETWORK_MESSAGE, 'NETWORK');
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', forward);
  }
}

async function errorFrom(response: Response): Promise<ApiError> {
  let body: Partial<TApiError> | null = null;
  try {
    body = (await response.json()) as Partial<TApiError>;
  } catch {
    body = null;
  }
  const message = typeof body?.message === 'string' && body.message ? body.message : UNEXPECTED_ERROR;
  return new ApiError(response.status, message, body?.code, body?.details);
}

/* ---------------- token refresh: one at a time, shared by every request that needs it ---------------- */

let refreshing: Promise<boolean> | null = null;

async function doRefresh(failedToken: string | null): Promise<boolean> {
  const run = async () => {
    const session = getSession();
    if (!session) return false;
    // Another request (or tab) already renewed the pair while this one waited.
    if (failedToken !== null && session.accessToken !== failedToken) return true;
    try {
      const response = await fetchWithTimeout(`/api${authEndpoints.refresh.path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ refreshToken: session.refreshToken }),
      });
      if (!response.ok) return false;
      const json = (await response.json()) as TSuccess<TTokenPair>;
      if (!json.data?.accessToken || !json.data.refreshToken) return false;
      updateTokens({ accessToken: json.data.accessToken, refreshToken: json.data.refreshToken });
      return true;
    } catch {
      return false;
    }
  };
  // Tabs share the refresh token; a lock keeps two tabs from spending the same one (reuse revokes the family).
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (!locks) return run();
  const free = await locks.request(LOCK, { ifAvailable: true }, async (lock) => (lock ? { renewed: await run() } : null));
  if (free) return free.renewed;
  return locks.request(LOCK, async () => {
    // Another tab held the lock, most likely renewing the pair. Chromium hands localStorage writes to other tab
    // processes a moment later than the lock, so wait briefly for that write before spending the refresh token again.
    if (failedToken !== null && getSession()?.accessToken === failedToken) await storageChange(REFRESH_SETTLE_MS);
    return run();
  });
}

const LOCK = 'softhouse-admin-refresh';
const REFRESH_SETTLE_MS = 300;

/** Resolves on the next change another tab makes to localStorage, or after `ms`. */
function storageChange(ms: number): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      window.removeEventListener('storage', done);
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(done, ms);
    window.addEventListener('storage', done);
  });
}

/** Renews the token pair once for every caller waiting on it; false when the session is over. */
export function refreshSession(failedToken: string | null): Promise<boolean> {
  refreshing ??= doRefresh(failedToken).finally(() => {
    refreshing = null;
  });
  return refreshing;
}

function endSession() {
  clearSession();
  onSessionExpired();
}

/* ---------------- requests ---------------- */

async function send(path: string, options: RequestOptions): Promise<Response> {
  const { method = 'GET', query, body, signal, refreshOnUnauthorized = true, auth = true } = options;
  const url = buildUrl(path, query);

  const attempt = async (): Promise<{ response: Response; token: string | null }> => {
    let token = auth ? (getSession()?.accessToken ?? null) : null;
    const expiry = token ? tokenExpiry(token) : null;
    if (token && refreshOnUnauthorized && expiry !== null && expiry - EXPIRY_MARGIN_MS < Date.now()) {
      // Known to be expired: renew first (public reads would otherwise quietly answer as for a visitor).
      if (await refreshSession(token)) token = getSession()?.accessToken ?? null;
    }
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (token) headers.Authorization = `Bearer ${token}`;
    const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
    if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
    const response = await fetchWithTimeout(
      url,
      { method, headers, body: body === undefined ? undefined : isForm ? body : JSON.stringify(body) },
      signal,
    );
    return { response, token };
  };

  const first = await attempt();
  let response = first.response;
  const token = first.token;
  if (response.status === 401 && token && refreshOnUnauthorized) {
    if (await refreshSession(token)) {
      ({ response } = await attempt());
      if (response.status === 401) endSession();
    } else {
      endSession();
    }
  }
  return response;
}

function reportError(error: ApiError, options: RequestOptions) {
  // Two-factor became required while signed in: the shell keeps the person on Meu perfil until they enrol.
  if (error.status === 403 && error.message === TWO_FACTOR_MESSAGES.enrolmentRequired && getSession()?.user.mustEnrolTwoFactor !== true) {
    updateUser({ mustEnrolTwoFactor: true });
  }
  if (options.errorToast === false || error.status === 404) return;
  toast.error('Error', { description: error.message });
}

/** A successful response; a failure (network, timeout or an error status) is reported and thrown as ApiError. */
async function succeed(path: string, options: RequestOptions): Promise<Response> {
  let response: Response;
  try {
    response = await send(path, options);
  } catch (error) {
    if (error instanceof ApiError) reportError(error, options);
    throw error;
  }
  if (!response.ok) {
    const error = await errorFrom(response);
    reportError(error, options);
    throw error;
  }
  return response;
}

/** Calls the API and returns `data` of the success envelope; throws ApiError otherwise. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const response = await succeed(path, options);
  if (response.status === 204) return undefined as T;
  const json = (await response.json()) as TSuccess<T>;
  return json.data;
}

/** A file download (blob) with the name the server gave in Content-Disposition. */
export async function apiDownload(path: string, options: RequestOptions = {}): Promise<{ blob: Blob; fileName: string | null }> {
  const response = await succeed(path, options);
  return { blob: await response.blob(), fileName: fileNameFrom(response.headers.get('content-disposition')) };
}

export function fileNameFrom(disposition: string | null): string | null {
  if (!disposition) return null;
  const star = /filename\*=(?:UTF-8'')?([^;]+)/i.exec(disposition);
  if (star?.[1]) {
    try {
      return decodeURIComponent(star[1].trim().replace(/^"|"$/g, ''));
    } catch {
      /* fall through to the plain form */
    }
  }
  const plain = /filename="?([^";]+)"?/i.exec(disposition);
  return plain?.[1]?.trim() ?? null;
}

export type CallOptions = Omit<RequestOptions, 'method' | 'query' | 'body'>;

/** In development, an answer that does not match its endpoint's contract is reported (it is still returned as sent). */
function checkAnswer(endpoint: Endpoint, data: unknown) {
  if (!import.meta.env.DEV || !endpoint.response) return;
  const result = endpoint.response.safeParse(data);
  if (!result.success) console.error(`Answer of ${endpoint.method} ${endpoint.path} does not match its contract`, result.error.issues);
}

/**
 * Calls an endpoint of the contracts' tables: its method and path (parameters filled in), the query and
 * body it takes, and its answer, typed. The back office never writes an API path itself.
 */
export async function call<E extends Endpoint>(endpoint: E, request: EndpointRequest<E>, options: CallOptions = {}): Promise<EndpointResponse<E>> {
  const { params, query, body } = request as { params?: Record<string, unknown>; query?: Query; body?: unknown };
  const data = await apiRequest<EndpointResponse<E>>(endpointPath(endpoint, params), { ...options, method: endpoint.method, query, body });
  checkAnswer(endpoint, data);
  return data;
}

/** A file answer (an export) of an endpoint, with the name the server gave it. */
export function download<E extends Endpoint>(endpoint: E, request: EndpointRequest<E>, options: CallOptions = {}) {
  const { params, query, body } = request as { params?: Record<string, unknown>; query?: Query; body?: unknown };
  return apiDownload(endpointPath(endpoint, params), { ...options, method: endpoint.method, query, body });
}

/** Hands a file (an export, or text made here) to the browser as a download. */
export function saveFile(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
