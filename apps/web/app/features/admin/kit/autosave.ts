import { NEW_ITEM, workingCopiesEndpoints, type TWorkingCopyType } from '@softhouse/contracts';
import { useEffect, useRef, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { ApiError, call, errorMessage } from '../api/client';
import { useSession } from '../session/session-store';

/*
 * Autosave of an editor dialog (issue 16, decision 043): a few seconds after typing stops, the form's values
 * go to the server as the person's working copy of the item (never published, not a revision). While the
 * server cannot be reached they are kept in this browser and sent when the connection returns. Reopening
 * the item offers a copy that differs from the saved item: Restaurar or Descartar. Closing the dialog (a
 * save, or "Sim, Cancelar") ends the copy.
 */

export const AUTOSAVE_DELAY_MS = 3000;

/** What the footer's status line says. */
export type AutosaveState =
  { kind: 'idle' } | { kind: 'saving' } | { kind: 'saved'; at: string } | { kind: 'offline'; at: string } | { kind: 'failed'; message: string };

/** A copy as kept: the form's values, the item's version they started from, when. */
export type StoredCopy = { data: Record<string, unknown>; baseVersion: number | null; savedAt: string };

export type CopyStore = { read: () => StoredCopy | null; write: (copy: StoredCopy) => void; clear: () => void };

/** The server could not be reached (no network, a timeout, a server or proxy down): keep the copy here. */
export const isUnreachable = (error: unknown) => (error instanceof ApiError ? error.status === 0 || error.status >= 500 : error instanceof TypeError);

/**
 * The debounce and the offline queue, without React: `change` (re)starts the timer, at its end the copy is
 * sent; a copy that cannot be sent is kept in `local` and sent again by `reconnect` (the `online` event).
 * Sends and deletes run one after the other, so a discard is never overtaken by a send still on its way.
 */
export function createAutosaver(options: {
  delayMs?: number;
  send: (copy: StoredCopy) => Promise<{ savedAt: string }>;
  remove: () => Promise<void>;
  local: CopyStore;
  isOnline?: () => boolean;
  onState: (state: AutosaveState) => void;
  now?: () => Date;
}) {
  const { delayMs = AUTOSAVE_DELAY_MS, send, remove, local, onState, isOnline = () => true, now = () => new Date() } = options;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let pending: StoredCopy | null = null;
  let lastSent: string | null = null;
  let chain: Promise<unknown> = Promise.resolve();
  let ended = false;
  const queue = <T>(task: () => Promise<T>) => {
    const next = chain.then(task, task);
    chain = next.catch(() => undefined);
    return next;
  };

  const push = (copy: StoredCopy) =>
    queue(async () => {
      if (ended) return;
      const json = JSON.stringify([copy.data, copy.baseVersion]);
      if (!isOnline()) {
        local.write(copy);
        onState({ kind: 'offline', at: copy.savedAt });
        return;
      }
      onState({ kind: 'saving' });
      try {
        const saved = await send(copy);
        lastSent = json;
        // A newer change may have been kept locally meanwhile: only the copy just sent leaves the browser.
        if (local.read()?.savedAt === copy.savedAt) local.clear();
        if (!ended) onState({ kind: 'saved', at: saved.savedAt });
      } catch (error) {
        if (isUnreachable(error)) {
          local.write(copy);
          if (!ended) onState({ kind: 'offline', at: copy.savedAt });
        } else if (!ended) onState({ kind: 'failed', message: errorMessage(error) });
      }
    });

  const flush = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    const copy = pending;
    pending = null;
    if (!copy || JSON.stringify([copy.data, copy.baseVersion]) === lastSent) return queue(async () => undefined);
    return push(copy);
  };

  return {
    /** The form changed: send this copy once typing has stopped for `delayMs`. */
    change(data: Record<string, unknown>, baseVersion: number | null) {
      if (ended) return;
      pending = { data, baseVersion, savedAt: now().toISOString() };
      if (timer) clearTimeout(timer);
      timer = setTimeout(() => void flush(), delayMs);
    },
    /** Sends the change waiting for its timer now. */
    flush,
    /** The connection is back: the copy kept in this browser goes to the server. */
    reconnect() {
      const kept = local.read();
      return kept && !ended && !pending ? push(kept) : flush();
    },
    /** Drops the copy (the item was saved, or its changes discarded): the change waiting is not sent, both copies go. */
    discard() {
      if (timer) clearTimeout(timer);
      timer = null;
      pending = null;
      lastSent = null;
      local.clear();
      return queue(() => remove().catch(() => undefined));
    },
    /** The dialog closed: the timer stops and nothing more is sent (a send on its way still lands). */
    dispose() {
      if (timer) clearTimeout(timer);
      timer = null;
      pending = null;
      ended = true;
    },
    /** Mounted again (React's development double mount): sending resumes. */
    resume() {
      ended = false;
    },
  };
}

/** This browser's copy of one item for one person (localStorage; nothing when it is unavailable). */
export function localCopyStore(key: string): CopyStore {
  const storage = () => (typeof window !== 'undefined' ? window.localStorage : null);
  return {
    read: () => {
      try {
        const raw = storage()?.getItem(key);
        const copy = raw ? (JSON.parse(raw) as StoredCopy) : null;
        return copy && typeof copy.data === 'object' && typeof copy.savedAt === 'string' ? copy : null;
      } catch {
        return null;
      }
    },
    write: (copy) => {
      try {
        storage()?.setItem(key, JSON.stringify(copy));
      } catch {
        // Storage full or refused: the status line still says the server was not reached.
      }
    },
    clear: () => {
      try {
        storage()?.removeItem(key);
      } catch {
        // Nothing kept.
      }
    },
  };
}

/** Values compared regardless of key order. */
export function sameValues(a: unknown, b: unknown): boolean {
  const stable = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(stable)
      : value && typeof value === 'object'
        ? Object.fromEntries(
            Object.keys(value)
              .sort()
              .map((key) => [key, stable((value as Record<string, unknown>)[key])]),
          )
        : value;
  return JSON.stringify(stable(a)) === JSON.stringify(stable(b));
}

/** The newer of the server's and this browser's copies. */
export const newerCopy = (a: StoredCopy | null, b: StoredCopy | null) => (!a ? b : !b ? a : Date.parse(b.savedAt) > Date.parse(a.savedAt) ? b : a);

export type Autosave = {
  state: AutosaveState;
  /** A copy that differs from the saved item, offered on opening. */
  offer: { savedAt: string } | null;
  restore: () => void;
  discard: () => void;
};

/**
 * The autosave of an editor dialog's form. `saved` is the item's values in the form as saved (for a new
 * item, the empty form), null while the full item loads: the offer waits for it, and autosave starts once
 * the offer is answered (typing while it shows is not saved over the copy it offers).
 */
export function useAutosave<T extends FieldValues>({
  type,
  itemId,
  form,
  saved,
  baseVersion = null,
  delayMs = AUTOSAVE_DELAY_MS,
}: {
  type: TWorkingCopyType;
  /** null for an item not created yet. */
  itemId: string | null;
  form: UseFormReturn<T>;
  saved: T | null;
  baseVersion?: number | null;
  delayMs?: number;
}): Autosave {
  const userId = useSession()?.user.id ?? 'anonymous';
  const params = { type, itemId: itemId ?? NEW_ITEM };
  const storageKey = `softhouse:autosave:${userId}:${type}:${params.itemId}`;
  const [state, setState] = useState<AutosaveState>({ kind: 'idle' });
  const [offer, setOffer] = useState<StoredCopy | null>(null);
  const [ready, setReady] = useState(false);
  // The latest of each, for the callbacks below.
  const savedRef = useRef(saved);
  const versionRef = useRef(baseVersion);
  const offerRef = useRef(offer);
  useEffect(() => {
    savedRef.current = saved;
    versionRef.current = baseVersion;
    offerRef.current = offer;
  });
  // Something was changed in this opening: closing the dialog ends the copy.
  const touched = useRef(false);
  const [saver] = useState(() =>
    createAutosaver({
      delayMs,
      local: localCopyStore(storageKey),
      isOnline: () => typeof navigator === 'undefined' || navigator.onLine !== false,
      send: (copy) => call(workingCopiesEndpoints.put, { params, body: { data: copy.data, baseVersion: copy.baseVersion } }, { errorToast: false }),
      remove: () => call(workingCopiesEndpoints.remove, { params }, { errorToast: false }).then(() => undefined),
      onState: setState,
    }),
  );

  // On opening, once the saved item is known: the newer of the two copies, offered if it differs from it.
  const hasSaved = saved !== null;
  useEffect(() => {
    if (!hasSaved || ready) return;
    let live = true;
    const local = localCopyStore(storageKey).read();
    call(workingCopiesEndpoints.get, { params }, { errorToast: false })
      .then(
        (remote) => remote,
        () => null,
      )
      .then((remote) => {
        if (!live) return;
        const copy = newerCopy(remote ? { data: remote.data, baseVersion: remote.baseVersion, savedAt: remote.savedAt } : null, local);
        if (copy && !sameValues({ ...savedRef.current, ...copy.data }, savedRef.current)) setOffer(copy);
        else if (copy) void saver.discard();
        setReady(true);
      });
    return () => {
      live = false;
    };
    // Once per opening.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hasSaved]);

  // Each change, once the offer is answered, restarts the timer.
  useEffect(() => {
    if (!ready) return;
    const changed = () => {
      if (offerRef.current) return;
      const values = form.getValues() as Record<string, unknown>;
      if (!touched.current && sameValues(values, savedRef.current)) return;
      touched.current = true;
      saver.change(values, versionRef.current);
    };
    // What was typed while the copies were being looked up counts too.
    changed();
    const subscription = form.watch(changed);
    return () => subscription.unsubscribe();
  }, [ready, form, saver]);

  // The connection is back: what was kept here goes to the server.
  useEffect(() => {
    const onOnline = () => void saver.reconnect();
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [saver]);

  // Closing the dialog (saved, or its changes discarded on purpose) ends the copy; a closed tab keeps it.
  useEffect(() => {
    saver.resume();
    return () => {
      saver.dispose();
      if (touched.current) void saver.discard();
    };
  }, [saver]);

  return {
    state,
    offer: offer ? { savedAt: offer.savedAt } : null,
    restore: () => {
      if (!offer) return;
      touched.current = true;
      setOffer(null);
      offerRef.current = null;
      form.reset({ ...savedRef.current, ...offer.data } as T, { keepDefaultValues: true });
      saver.change(form.getValues() as Record<string, unknown>, versionRef.current);
    },
    discard: () => {
      setOffer(null);
      void saver.discard();
    },
  };
}
