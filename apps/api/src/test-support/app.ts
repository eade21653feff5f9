import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { buildApp, type App } from '../app.js';
import { loadConfig } from '../config.js';
import { openTestDatabase } from './database.js';

export const TEST_ADMIN = { email: 'admin@test.dev', password: 'correct-horse-battery' } as const;
export const TEST_EDITOR = { email: 'editor@test.dev', password: 'editor-password-123' } as const;
export const TEST_SALES = { email: 'sales@test.dev', password: 'sales-password-123' } as const;

export type TestApp = {
  app: App;
  dataDir: string;
  close(): Promise<void>;
  login(who?: { email: string; password: string }): Promise<{ accessToken: string; refreshToken: string }>;
};

/** The real app (no web build) on a fresh database, with a user of each role: admin, editor and sales. */
export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'softhouse-test-'));
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', JWT_SECRET: 'test-secret-that-is-long-enough-0123456789', ...env });
  const database = await openTestDatabase();
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  await app.services.users.create({ ...TEST_ADMIN, name: 'Admin', role: 'admin' });
  await app.services.users.create({ ...TEST_EDITOR, name: 'Editor', role: 'editor' });
  await app.services.users.create({ ...TEST_SALES, name: 'Comercial', role: 'sales' });
  return {
    app,
    dataDir,
    async close() {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
    async login(who = TEST_ADMIN) {
      const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: who, remoteAddress: '10.0.0.1' });
      if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
      return res.json().data;
    },
  };
}

export const json = <T = any>(res: LightMyRequestResponse): T => res.json() as T;
