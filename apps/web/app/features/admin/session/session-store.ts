import { isRole, type TPublicUser, type TTokenPair } from '@softhouse/contracts';
import { useSyncExternalStore } from 'react';

/**
 * The signed-in session (product.md §3 "Auth session"): accessToken, refreshToken and user, each under its own
 * localStorage key so the session survives a reload. Other tabs follow through the storage event.
 */
export type Session = TTokenPair & { user: TPublicUser };

const KEYS = { accessToken: 'accessToken', refreshToken: 'refreshToken', user: 'user' } as const;

const listeners = new Set<() => void>();
let cached: { raw: string; session: Session | null } | undefined;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

function parse(accessToken: string | null, refreshToken: string | null, rawUser: string | null): Session | null {
  if (!accessToken || !refreshToken || !rawUser) return null;
  try {
    const user = JSON.parse(rawUser) as TPublicUser;
    if (!user || typeof user.email !== 'string' || !isRole(user.role)) return null;
    return { accessToken, refreshToken, user };
  } catch {
    return null;
  }
}

function emit() {
  for (const listener of listeners) listener();
}

/**
 * Read from storage on every call (so a token changed elsewhere is seen at once), but the same
 * object while nothing changed, as useSyncExternalStore needs.
 */
export function getSession(): Session | null {
  const store = storage();
  if (!store) return null;
  const values = [store.getItem(KEYS.accessToken), store.getItem(KEYS.refreshToken), store.getItem(KEYS.user)] as const;
  const raw = JSON.stringify(values);
  if (cached?.raw !== raw) cached = { raw, session: parse(...values) };
  return cached.session;
}

export function setSession(session: Session) {
  const store = storage();
  store?.setItem(KEYS.accessToken, session.accessToken);
  store?.setItem(KEYS.refreshToken, session.refreshToken);
  store?.setItem(KEYS.user, JSON.stringify(session.user));
  emit();
}

export function updateTokens(tokens: TTokenPair) {
  const current = getSession();
  if (current) setSession({ ...current, ...tokens });
}

export function updateUser(patch: Partial<TPublicUser>) {
  const current = getSession();
  if (current) setSession({ ...current, user: { ...current.user, ...patch } });
}

export function clearSession() {
  const store = storage();
  for (const key of Object.values(KEYS)) store?.removeItem(key);
  emit();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || (Object.values(KEYS) as string[]).includes(event.key)) emit();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useSession(): Session | null {
  return useSyncExternalStore(subscribe, getSession, () => null);
}

/** The access token's expiry (ms since epoch) from its JWT payload; null when it cannot be read. */
export function tokenExpiry(token: string): number | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const json = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { exp?: unknown };
    return typeof json.exp === 'number' ? json.exp * 1000 : null;
  } catch {
    return null;
  }
}
