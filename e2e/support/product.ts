import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { inject } from 'vitest';

export const ROOT = path.resolve(import.meta.dirname, '../..');
export const E2E_ADMIN = { email: 'admin@e2e.dev', password: 'e2e-admin-password' } as const;
/** The data folder the global setup seeded once for this run; each product starts from a copy. */
const templateDir = () => {
  try {
    return inject('templateDir');
  } catch {
    return undefined;
  }
};

export type Product = { url: string; dataDir: string; process: ChildProcess; logs: string[]; stop(signal?: NodeJS.Signals): Promise<number | null> };

/**
 * Starts the built product (apps/api/dist/main.js) on a free port with its own data folder,
 * a copy of the seeded template unless `fresh` is set. Resolves once it listens.
 */
export async function startProduct(options: { env?: Record<string, string>; fresh?: boolean; dataDir?: string } = {}): Promise<Product> {
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), 'softhouse-e2e-'));
  const template = options.fresh || options.dataDir ? undefined : templateDir();
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
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`product did not start in time:\n${logs.join('')}`));
    }, 150_000);
    const onData = (chunk: Buffer) => {
      const text = chunk.toString();
      logs.push(text);
      const match = /Serving on (http:\/\/localhost:\d+)/.exec(text);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!.replace('localhost', '127.0.0.1'));
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`product exited with ${code}:\n${logs.join('')}`));
    });
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

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}
