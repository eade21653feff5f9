// Starting the built product as a child process: shared by the e2e tests, the resilience tests and the benchmark
// (which runs outside vitest, so nothing here may import it).
import { createServer } from 'node:net';
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '../..');
export const E2E_ADMIN = { email: 'admin@e2e.dev', password: 'e2e-admin-password' } as const;

const MAX_LOG_CHUNKS = 5_000;

/** A port free on loopback now, for a product that must know its own address (PUBLIC_URL) before it starts. */
export const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
/** An access token of the seeded administrator (E2E_ADMIN), for tests and the benchmark that call the API as staff. */
export async function adminToken(url: string): Promise<string> {
  const res = await fetch(`${url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(E2E_ADMIN) });
  if (!res.ok) throw new Error(`login failed: ${res.status}`);
  return ((await res.json()) as { data: { accessToken: string } }).data.accessToken;
}

/**
 * On an empty database the server writes the demo content in the background once it listens (decision 019):
 * it says so before "Serving on", then how it ended. Callers get a product with its content, as before.
 */
const DEMO_PENDING = /Empty database: the demo content will be written in the background/;
const DEMO_ENDED = /Demo content (written|not written|interrupted|could not be written)/;

export type Product = { url: string; dataDir: string; process: ChildProcess; logs: string[]; stop(signal?: NodeJS.Signals): Promise<number | null> };

/**
 * Starts the built product (apps/api/dist/main.js) on a free port with its own data folder,
 * a copy of the seeded template unless `fresh` is set. Resolves once it listens and, on an
 * empty database, has written the demo content.
 */
export async function spawnProduct(options: { env?: Record<string, string>; fresh?: boolean; dataDir?: string; template?: string } = {}): Promise<Product> {
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), 'softhouse-e2e-'));
  const template = options.fresh || options.dataDir ? undefined : options.template;
  if (template && existsSync(template)) cpSync(template, dataDir, { recursive: true });
  const child = spawn(process.execPath, [path.join(ROOT, 'apps/api/dist/main.js')], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'production',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      ...(process.env.WEB_BUILD_DIR ? { WEB_BUILD_DIR: process.env.WEB_BUILD_DIR } : {}),
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logs: string[] = [];
  const url = await new Promise<string>((resolve, reject) => {
    // 150 s to listen; a product drawing the demo's pictures gets 300 s in all, since it draws them at a lower
    // priority than everything else on the machine (decision 019) and another test file may keep both cores busy.
    const started = Date.now();
    const giveUp = () => {
      child.kill('SIGKILL');
      reject(new Error(`product did not start in time:\n${logs.join('')}`));
    };
    let timer = setTimeout(giveUp, 150_000);
    const onExit = (code: number | null) => {
      clearTimeout(timer);
      reject(new Error(`product exited with ${code}:\n${logs.join('')}`));
    };
    let listening: string | undefined;
    let demoPending = false;
    const onData = (chunk: Buffer) => {
      const text = chunk.toString();
      logs.push(text);
      // Under load a product logs hundreds of thousands of lines: keep the latest ones only.
      if (logs.length > MAX_LOG_CHUNKS) logs.splice(0, logs.length - MAX_LOG_CHUNKS);
      if (DEMO_PENDING.test(text) && !demoPending) {
        demoPending = true;
        clearTimeout(timer);
        timer = setTimeout(giveUp, 300_000 - (Date.now() - started));
      }
      if (DEMO_ENDED.test(text)) demoPending = false;
      listening ??= /Serving on (https?:\/\/localhost:\d+)/.exec(text)?.[1]?.replace('localhost', '127.0.0.1');
      if (listening && !demoPending) {
        clearTimeout(timer);
        child.off('exit', onExit);
        resolve(listening);
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', onExit);
  });
  return {
    url,
    dataDir,
    process: child,
    logs,
    stop(signal: NodeJS.Signals = 'SIGTERM') {
      return new Promise((resolve) => {
        if (child.exitCode !== null) return resolve(child.exitCode);
        child.once('exit', (code) => {
          if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
          resolve(code);
        });
        child.kill(signal);
      });
    },
  };
}

