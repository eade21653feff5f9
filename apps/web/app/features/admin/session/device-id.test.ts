import { describe, expect, it } from 'vitest';
import { DEVICE_ID_KEY, deviceId, newDeviceId } from './device-id';

const memory = (initial: Record<string, string> = {}) => {
  const values = new Map(Object.entries(initial));
  return { getItem: (key: string) => values.get(key) ?? null, setItem: (key: string, value: string) => void values.set(key, value), values };
};

describe('device id', () => {
  it('is 22 base64url characters, different each time', () => {
    const a = newDeviceId();
    expect(a).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(newDeviceId()).not.toBe(a);
  });

  it('is created once and kept in storage', () => {
    const store = memory();
    const first = deviceId(store);
    expect(store.values.get(DEVICE_ID_KEY)).toBe(first);
    expect(deviceId(store)).toBe(first);
  });

  it('replaces a stored value the API would refuse', () => {
    const store = memory({ [DEVICE_ID_KEY]: 'short' });
    const id = deviceId(store);
    expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(store.values.get(DEVICE_ID_KEY)).toBe(id);
  });

  it('lives as long as the page when storage is blocked', () => {
    const blocked = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
    };
    const id = deviceId(blocked);
    expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(deviceId(blocked)).toBe(id);
    expect(deviceId(null)).toBe(id);
  });
});
