import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { PasswordVerdict } from '@softhouse/contracts/password';

/** The worker ends after this long without a check, giving back the dictionaries' memory. */
const IDLE_MS = 30_000;

/**
 * The strength check of new passwords (`@softhouse/contracts/password`, zxcvbn-ts) in a worker thread
 * started on demand and ended when idle: its dictionaries take about 32 MB of heap (60 MB resident),
 * which the server would otherwise keep for ever to check the few passwords set in a day (decision 032).
 * The first check after a pause takes about half a second more; every later one, a few milliseconds.
 */
const source = `
const { parentPort, workerData } = require('node:worker_threads');
import(workerData.module).then(({ checkPassword }) => {
  parentPort.on('message', ({ id, password, context }) => parentPort.postMessage({ id, verdict: checkPassword(password, context) }));
  parentPort.postMessage({ ready: true });
});
`;

let worker: Worker | undefined;
let idle: NodeJS.Timeout | undefined;
let nextId = 0;
const pending = new Map<number, { resolve: (verdict: PasswordVerdict) => void; reject: (error: Error) => void }>();

function start(): Worker {
  const module = pathToFileURL(createRequire(import.meta.url).resolve('@softhouse/contracts/password')).href;
  const started = new Worker(source, { eval: true, workerData: { module } });
  started.unref();
  started.on('message', (message: { id?: number; verdict?: PasswordVerdict }) => {
    if (message.id === undefined) return;
    pending.get(message.id)?.resolve(message.verdict!);
    pending.delete(message.id);
  });
  const fail = (error: Error) => {
    for (const { reject } of pending.values()) reject(error);
    pending.clear();
    if (worker === started) worker = undefined;
  };
  started.on('error', fail);
  started.on('exit', () => fail(new Error('the password check stopped')));
  return started;
}

/** Ends the worker once nothing has been asked of it for IDLE_MS. */
function armIdle() {
  clearTimeout(idle);
  idle = setTimeout(() => {
    if (pending.size > 0) return armIdle();
    const ending = worker;
    worker = undefined;
    void ending?.terminate();
  }, IDLE_MS);
  idle.unref();
}

export function checkPasswordStrength(password: string, context: (string | undefined | null)[] = []): Promise<PasswordVerdict> {
  worker ??= start();
  armIdle();
  const id = ++nextId;
  const current = worker;
  return new Promise((resolve, reject) => {
    pending.set(id, { resolve, reject });
    current.postMessage({ id, password, context: context.filter((value): value is string => typeof value === 'string') });
  });
}

/** Null when ADMIN_PASSWORD may create the first admin; else why not (the start stops with it). */
export async function adminPasswordProblem(password: string | undefined): Promise<string | null> {
  if (password === undefined) return null;
  const verdict = await checkPasswordStrength(password);
  return verdict.ok ? null : `ADMIN_PASSWORD is too weak (${verdict.problem}); use at least 12 characters that are hard to guess, such as a few unrelated words`;
}
