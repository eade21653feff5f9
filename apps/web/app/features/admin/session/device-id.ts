/*
 * The browser's own random id (issue 17), sent with every sign-in so the API can tell a browser it has
 * never seen on the account. Created once and kept in localStorage; never derived from the device.
 */

export const DEVICE_ID_KEY = 'softhouse.deviceId';
const VALID = /^[A-Za-z0-9_-]{22,64}$/;

/** 16 random bytes in base64url: 22 characters. */
export function newDeviceId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

let fallback: string | undefined;

function storage(): Pick<Storage, 'getItem' | 'setItem'> | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** This browser's id: the stored one, or a new one stored now (kept for the page's life when storage is blocked). */
export function deviceId(store: Pick<Storage, 'getItem' | 'setItem'> | null = storage()): string {
  let stored: string | null = null;
  try {
    stored = store?.getItem(DEVICE_ID_KEY) ?? null;
  } catch {
    stored = null;
  }
  if (stored && VALID.test(stored)) return stored;
  const id = newDeviceId();
  try {
    if (!store) throw new Error('no storage');
    store.setItem(DEVICE_ID_KEY, id);
    return id;
  } catch {
    // Storage blocked or full: the id lives as long as the page.
    fallback ??= id;
    return fallback;
  }
}
