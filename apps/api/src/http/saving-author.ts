import { AsyncLocalStorage } from 'node:async_hooks';

/** Who is saving: set by route() around every handler, read when the history keeps a revision (decision 042). */
export const savingAuthor = new AsyncLocalStorage<{ id: string; name: string } | null>();
