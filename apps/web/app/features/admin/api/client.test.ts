import { casesEndpoints, contactsEndpoints, mediaEndpoints } from '@softhouse/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const toastError = vi.hoisted(() => vi.fn());
vi.mock('~/components/ui/toast', () => ({ toast: Object.assign(vi.fn(), { error: toastError, success: vi.fn() }) }));

/*
 * The API client in a fake browser: localStorage, location, fetch and the toast queue are stubbed.
 */

const store = new Map<string, string>();
const localStorageStub = {
  getItem: (key: string) => store.get(key) ?? null,
  setItem: (key: string, value: string) => void store.set(key, value),
  removeItem: (key: string) => void store.delete(key),
};

beforeEach(() => {
  store.clear();
  toastError.mockClear();
  vi.stubGlobal('window', {
    localStorage: localStorageStub,
    location: { origin: 'http://admin.test', pathname: '/admin/cases', assign: vi.fn() },
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
  });
  vi.stubGlobal('navigator', {});
  store.set('accessToken', 'old-access');
  store.set('refreshToken', 'old-refresh');
  store.set('user', JSON.stringify({ id: '1', email: 'a@b.c', name: 'A', role: 'admin' }));
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  vi.resetModules();
});

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const load = () => import('./client');

const emptyPage = { data: [], meta: { page: 1, limit: 20, total: 0, totalPages: 1 } };
/** What the API answers each path with, in the shape of its contract. */
const answers: Record<string, unknown> = {
  '/api/contacts': emptyPage,
  '/api/contacts/stats': { total: 0, read: 0, unread: 0, todayContacts: 0, weekContacts: 0, monthContacts: 0 },
  '/api/media': emptyPage,
};

describe('api client', () => {
  it('refreshes once for concurrent 401s and retries each request with the new token', async () => {
    const calls: string[] = [];
    const fetchMock = vi.fn(async (url: string, init: RequestInit) => {
      const auth = (init.headers as Record<string, string>).Authorization ?? '';
      calls.push(`${url} ${auth}`);
      if (url === '/api/auth/refresh') {
        await new Promise((resolve) => setTimeout(resolve, 5));
        return json(200, { success: true, data: { accessToken: 'new-access', refreshToken: 'new-refresh' } });
      }
      return auth === 'Bearer new-access' ? json(200, { success: true, data: answers[url.split('?')[0]!] }) : json(401, { statusCode: 401, error: 'Unauthorized', message: 'Token de acesso inválido ou expirado' });
    });
    vi.stubGlobal('fetch', fetchMock);
    const { call } = await load();
    const results = await Promise.all([call(contactsEndpoints.list, {}), call(contactsEndpoints.stats, {}), call(mediaEndpoints.list, {})]);
    expect(results).toEqual([answers['/api/contacts'], answers['/api/contacts/stats'], answers['/api/media']]);
    expect(calls.filter((c) => !c.startsWith('/api/auth/refresh')).map((c) => c.split(' ')[0]!.split('?')[0])).toEqual(['/api/contacts', '/api/contacts/stats', '/api/media', '/api/contacts', '/api/contacts/stats', '/api/media']);
    expect(calls.filter((c) => c.startsWith('/api/auth/refresh'))).toHaveLength(1);
    expect(store.get('accessToken')).toBe('new-access');
    expect(store.get('refreshToken')).toBe('new-refresh');
    expect(toastError).not.toHaveBeenCalled();
  });

  it('clears the session and calls the expiry handler when the refresh fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => (url === '/api/auth/refresh' ? json(401, { statusCode: 401, error: 'x', message: 'Sessão expirada. Faça login novamente.' }) : json(401, { statusCode: 401, error: 'x', message: 'Token inválido' }))),
    );
    const { call, setSessionExpiredHandler, ApiError } = await load();
    const expired = vi.fn();
    setSessionExpiredHandler(expired);
    await expect(call(contactsEndpoints.list, {}, { errorToast: false })).rejects.toBeInstanceOf(ApiError);
    expect(expired).toHaveBeenCalledOnce();
    expect([store.get('accessToken'), store.get('refreshToken'), store.get('user')]).toEqual([undefined, undefined, undefined]);
  });

  it("shows the server's message in an 'Error' toast, except for 404", async () => {
    const responses = [json(409, { statusCode: 409, error: 'Conflict', message: 'Já existe um case com este slug' }), json(404, { statusCode: 404, error: 'Not Found', message: 'Case não encontrado' })];
    vi.stubGlobal('fetch', vi.fn(async () => responses.shift()!));
    const { call } = await load();
    await expect(call(casesEndpoints.create, { body: { title: 'x', slug: 'x', client: 'x', imageUrl: '/x.png' } })).rejects.toMatchObject({ status: 409, message: 'Já existe um case com este slug' });
    await expect(call(casesEndpoints.get, { params: { id: '3f1c0e7a-8d0b-4c55-9b8e-2f8a1a2b3c4d' } })).rejects.toMatchObject({ status: 404 });
    expect(toastError.mock.calls).toEqual([['Error', { description: 'Já existe um case com este slug' }]]);
  });

  it('gives up after 30 s with a timeout error', async () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'fetch',
      vi.fn((_url: string, init: RequestInit) => new Promise((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))))),
    );
    const { call, REQUEST_TIMEOUT_MS } = await load();
    expect(REQUEST_TIMEOUT_MS).toBe(30_000);
    const pending = call(casesEndpoints.list, {}, { errorToast: false });
    const settled = expect(pending).rejects.toMatchObject({ code: 'TIMEOUT' });
    await vi.advanceTimersByTimeAsync(29_999);
    await vi.advanceTimersByTimeAsync(1);
    await settled;
  });

  it('reads the file name of a download from Content-Disposition', async () => {
    const { fileNameFrom } = await load();
    expect(fileNameFrom('attachment; filename="contatos_2025-01-31.csv"')).toBe('contatos_2025-01-31.csv');
    expect(fileNameFrom("attachment; filename*=UTF-8''contatos_jan%C3%A9.xlsx")).toBe('contatos_jané.xlsx');
    expect(fileNameFrom(null)).toBeNull();
  });
});

describe('query defaults (product.md §9)', () => {
  it('retries 3 times with a doubling delay capped at 30 s, never on a 4xx', async () => {
    const { retryDelay, shouldRetry, QUERY_DEFAULTS } = await import('./query-client');
    const { ApiError } = await import('./client');
    expect([0, 1, 2, 3, 4, 5, 6].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
    expect(shouldRetry(0, new ApiError(500, 'x'))).toBe(true);
    expect(shouldRetry(2, new ApiError(0, 'x'))).toBe(true);
    expect(shouldRetry(3, new ApiError(500, 'x'))).toBe(false);
    expect(shouldRetry(0, new ApiError(404, 'x'))).toBe(false);
    expect(QUERY_DEFAULTS.staleTime).toBe(300_000);
    expect(QUERY_DEFAULTS.gcTime).toBe(300_000);
  });
});
