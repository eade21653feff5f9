import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import type { PasswordVerdict } from '@softhouse/contracts/password';

/** The checker ends after this long without a check, giving back the dictionaries' memory. */
const IDLE_MS = 30_000;

/**
 * The strength check of new passwords (`@softhouse/contracts/password`, zxcvbn-ts) in a child process
 * started on demand and ended when idle: its dictionaries take about 32 MB of heap (60 MB resident),
 * which the server would otherwise keep for ever to check the few passwords set in a day (decision 032).
 * A process, not a worker thread, so that all of it goes back to the system when it ends. The first
 * check after a pause takes about half a second more; every later one, a few milliseconds.
 */
const source = `
import(process.argv[1]).then(({ checkPassword }) => {
  process.on('message', ({ id, password, context }) => process.send({ id, verdict: checkPassword(password, context) }));
});
process.on('disconnect', () => process.exit(0));
`;

let worker: ChildProcess | undefined;
let idle: NodeJS.Timeout | undefined;
let nextId = 0;
const pending = new Map<number, { resolve: (verdict: PasswordVerdict) => void; reject: (error: Error) => void }>();

function start(): ChildProcess {
  const module = pathToFileURL(createRequire(import.meta.url).resolve('@softhouse/contracts/password')).href;
  // Nothing of the server's environment (secrets) goes to it: only the module to load, as an argument.
  const started = spawn(process.execPath, ['--input-type=commonjs', '-e', source, module], {
    env: {},
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  // The process keeps the server (or a test run) alive only while a check waits for its answer.
  started.unref();
  started.channel?.unref();
  started.on('message', (message: { id?: number; verdict?: PasswordVerdict }) => {
    if (message.id === undefined) return;
    pending.get(message.id)?.resolve(message.verdict!);
    pending.delete(message.id);
    if (pending.size === 0) started.channel?.unref();
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
    ending?.kill();
  }, IDLE_MS);
  idle.unref();
}

export function checkPasswordStrength(password: string, context: (string | undefined | null)[] = []): Promise<PasswordVerdict> {
  const current = (worker ??= start());
  armIdle();
  const id = ++nextId;
  current.channel?.ref();
  return new Promise((resolve, reject) => {
    pending.set(id, { resolve, reject });
    current.send({ id, password, context: context.filter((value): value is string => typeof value === 'string') });
  });
}

/** Null when ADMIN_PASSWORD may create the first admin; else why not (the start stops with it). */
export async function adminPasswordProblem(password: string | undefined): Promise<string | null> {
  if (password === undefined) return null;
  const verdict = await checkPasswordStrength(password);
  return verdict.ok ? null : `ADMIN_PASSWORD is too weak (${verdict.problem}); use at least 12 characters that are hard to guess, such as a few unrelated words`;
}
