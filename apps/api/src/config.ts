import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const emptyToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

const ZEnv = z.object({
  NODE_ENV: z.enum(['production', 'development', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.preprocess(
    emptyToUndefined,
    z.string().regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL').optional(),
  ),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  PUBLIC_URL: z.preprocess(
    emptyToUndefined,
    z.url({ protocol: /^https?$/, error: 'must be an http(s) URL such as https://www.example.com' }).optional(),
  ),
  ADMIN_EMAIL: z.preprocess(emptyToUndefined, z.email('must be an e-mail address').optional()),
  ADMIN_PASSWORD: z.preprocess(emptyToUndefined, z.string().min(8, 'must have at least 8 characters').optional()),
  JWT_SECRET: z.preprocess(emptyToUndefined, z.string().min(32, 'must have at least 32 characters').optional()),
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  SEED_DEMO: z.enum(['true', 'false']).default('true'),
  TRUST_PROXY: z.enum(['true', 'false']).default('false'),
  WEB_BUILD_DIR: z.preprocess(emptyToUndefined, z.string().optional()),
  HUBSPOT_PORTAL_ID: z.preprocess(emptyToUndefined, z.string().regex(/^\d{3,12}$/, 'must be the numeric portal id').optional()),
  HUBSPOT_FORM_CONTACT: z.preprocess(emptyToUndefined, z.string().regex(/^[A-Za-z0-9-]{8,64}$/, 'must be a form id').optional()),
  HUBSPOT_FORM_SOFTWARE: z.preprocess(emptyToUndefined, z.string().regex(/^[A-Za-z0-9-]{8,64}$/, 'must be a form id').optional()),
  HUBSPOT_FORM_OUTSOURCING: z.preprocess(emptyToUndefined, z.string().regex(/^[A-Za-z0-9-]{8,64}$/, 'must be a form id').optional()),
});

export type Config = {
  env: 'production' | 'development' | 'test';
  port: number;
  host: string;
  dataDir: string;
  uploadsDir: string;
  database: { kind: 'postgres'; url: string; poolSize: number } | { kind: 'pglite'; dataDir?: string };
  publicUrl: string;
  admin: { email: string; password?: string };
  jwtSecret: string;
  logLevel: (typeof LOG_LEVELS)[number];
  seedDemo: boolean;
  trustProxy: boolean;
  /** Built web app (default apps/web/build, WEB_BUILD_DIR relative to apps/web); absent in API-only tests. */
  webBuildDir?: string;
  webBuildDirOverride?: string;
  /** Marketing-automation forms embedded on /contato, /software and /outsourcing instead of ours. */
  integrations: TIntegrations | null;
};

export type TIntegrations = { hubspotPortalId: string; hubspotForms: { contact?: string; software?: string; outsourcing?: string } };

export class ConfigError extends Error {
  constructor(readonly issues: string[]) {
    super(`Invalid configuration:\n${issues.map((i) => `  - ${i}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Reads and validates the environment once. The only place in the API that reads process.env. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = ZEnv.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  const port = e.PORT;
  return {
    env: e.NODE_ENV,
    port,
    host: e.HOST,
    dataDir,
    uploadsDir: path.join(dataDir, 'uploads'),
    database: e.DATABASE_URL
      ? { kind: 'postgres', url: e.DATABASE_URL, poolSize: e.DATABASE_POOL_SIZE }
      : { kind: 'pglite', dataDir: path.join(dataDir, 'pglite') },
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    admin: { email: (e.ADMIN_EMAIL ?? 'admin@example.com').toLowerCase(), password: e.ADMIN_PASSWORD },
    jwtSecret: e.JWT_SECRET ?? persistentSecret(dataDir),
    logLevel: e.LOG_LEVEL,
    seedDemo: e.SEED_DEMO === 'true',
    trustProxy: e.TRUST_PROXY === 'true',
    webBuildDirOverride: e.WEB_BUILD_DIR,
    integrations: e.HUBSPOT_PORTAL_ID
      ? { hubspotPortalId: e.HUBSPOT_PORTAL_ID, hubspotForms: { contact: e.HUBSPOT_FORM_CONTACT, software: e.HUBSPOT_FORM_SOFTWARE, outsourcing: e.HUBSPOT_FORM_OUTSOURCING } }
      : null,
  };
}

/** A secret generated once and kept in DATA_DIR, so restarts keep sessions valid. */
function persistentSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) {
    const existing = readFileSync(file, 'utf8').trim();
    if (existing.length >= 32) return existing;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
