import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/client';
import { createAutosaver, newerCopy, sameValues, type AutosaveState, type StoredCopy } from './autosave';

/* The autosave's debounce and offline queue (decision 043), without React or a browser. */

function setup(options: { online?: () => boolean } = {}) {
  let kept: StoredCopy | null = null;
  const states: AutosaveState[] = [];
  const send = vi.fn(async (copy: StoredCopy) => ({ savedAt: copy.savedAt }));
  const remove = vi.fn(async () => undefined);
  const saver = createAutosaver({
    delayMs: 3000,
    send,
    remove,
    local: { read: () => kept, write: (copy) => void (kept = copy), clear: () => void (kept = null) },
    isOnline: options.online,
    onState: (state) => states.push(state),
  });
  return { saver, send, remove, states, local: () => kept };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('autosave', () => {
  it('sends one copy, the last, three seconds after typing stops', async () => {
    const { saver, send, states } = setup();
    saver.change({ title: 'O' }, 3);
    await vi.advanceTimersByTimeAsync(2000);
    saver.change({ title: 'Olá' }, 3);
    await vi.advanceTimersByTimeAsync(2999);
    expect(send).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0]![0]).toMatchObject({ data: { title: 'Olá' }, baseVersion: 3 });
    expect(states.at(-1)).toMatchObject({ kind: 'saved' });
    // The same values again are not sent twice.
    saver.change({ title: 'Olá' }, 3);
    await vi.advanceTimersByTimeAsync(3000);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('keeps the copy in the browser while the server cannot be reached, and sends it when the connection returns', async () => {
    const { saver, send, states, local } = setup();
    send.mockRejectedValueOnce(new ApiError(0, 'Não foi possível conectar ao servidor.', 'NETWORK'));
    saver.change({ title: 'Sem rede' }, null);
    await vi.advanceTimersByTimeAsync(3000);
    expect(states.at(-1)).toMatchObject({ kind: 'offline' });
    expect(local()?.data).toEqual({ title: 'Sem rede' });
    await saver.reconnect();
    expect(send).toHaveBeenCalledTimes(2);
    expect(local()).toBeNull();
    expect(states.at(-1)).toMatchObject({ kind: 'saved' });
  });

  it('does not try while the browser says it is offline, and says why a refused copy failed', async () => {
    let online = false;
    const { saver, send, states, local } = setup({ online: () => online });
    saver.change({ title: 'Offline' }, null);
    await vi.advanceTimersByTimeAsync(3000);
    expect(send).not.toHaveBeenCalled();
    expect(local()?.data).toEqual({ title: 'Offline' });
    online = true;
    send.mockRejectedValueOnce(new ApiError(400, 'A cópia de trabalho é grande demais (máximo de 1 MB de texto).'));
    await saver.reconnect();
    expect(states.at(-1)).toEqual({ kind: 'failed', message: 'A cópia de trabalho é grande demais (máximo de 1 MB de texto).' });
  });

  it('discarding drops the change waiting, deletes both copies after any send on its way, and a closed dialog sends nothing more', async () => {
    const { saver, send, remove, local } = setup();
    saver.change({ title: 'Vai' }, null);
    await vi.advanceTimersByTimeAsync(3000);
    saver.change({ title: 'Não vai' }, null);
    const order: string[] = [];
    remove.mockImplementation(async () => void order.push('remove'));
    await saver.discard();
    await vi.advanceTimersByTimeAsync(5000);
    expect(send).toHaveBeenCalledTimes(1);
    expect(order).toEqual(['remove']);
    expect(local()).toBeNull();
    saver.dispose();
    saver.change({ title: 'Depois de fechar' }, null);
    await vi.advanceTimersByTimeAsync(5000);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('compares values regardless of key order and picks the newer copy', () => {
    expect(sameValues({ a: 1, b: { c: [1, 2], d: 'x' } }, { b: { d: 'x', c: [1, 2] }, a: 1 })).toBe(true);
    expect(sameValues({ a: 1 }, { a: 2 })).toBe(false);
    const older = { data: {}, baseVersion: null, savedAt: '2026-11-26T10:00:00.000Z' };
    const newer = { data: {}, baseVersion: null, savedAt: '2026-11-26T10:05:00.000Z' };
    expect(newerCopy(older, newer)).toBe(newer);
    expect(newerCopy(newer, older)).toBe(newer);
    expect(newerCopy(null, older)).toBe(older);
  });
});
