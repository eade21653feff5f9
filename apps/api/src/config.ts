import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import type { S3Settings } from './storage/s3-storage.js';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const emptyToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/** An IPv4 or IPv6 address, optionally with a CIDR prefix length. */
function isAddressOrRange(value: string): boolean {
  const [address = '', prefix, ...rest] = value.split('/');
  const version = isIP(address);
  if (!version || rest.length) return false;
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128));
}

/**
 * Which proxies' X-Forwarded-For entries are believed, as Fastify takes it. `true` means one proxy (the
 * load balancer): the client is the address it appended, the rightmost, never the leftmost, which the
 * client writes itself. A number is that many proxies in a chain (hop i is trusted while i < n; hop 0
 * is the peer of the socket). Addresses or ranges trust exactly those peers, the safest choice where
 * clients could also reach the instances directly.
 */
export type TrustProxy = false | string[] | ((address: string, hop: number) => boolean);
function parseTrustProxy(value: string): TrustProxy {
  if (value === 'false') return false;
  const hops = value === 'true' ? 1 : /^\d+$/.test(value) ? Number(value) : null;
  if (hops === null) return value.split(',').map((part) => part.trim());
  return hops > 0 ? (_address, hop) => hop < hops : false;
}

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
  // The first admin's password follows the rule of every password (issue 17): its strength is checked
  // when the server starts (server.ts, adminPasswordProblem), and a weak one stops it.
  ADMIN_PASSWORD: z.preprocess(emptyToUndefined, z.string().min(12, 'must have at least 12 characters').optional()),
  ADMIN_NAME: z.preprocess(emptyToUndefined, z.string().trim().min(1).max(120, 'must have at most 120 characters').optional()),
  JWT_SECRET: z.preprocess(emptyToUndefined, z.string().min(32, 'must have at least 32 characters').optional()),
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  LOG_FORMAT: z.enum(['auto', 'json', 'pretty']).default('auto'),
  METRICS_TOKEN: z.preprocess(emptyToUndefined, z.string().regex(/^[\x21-\x7e]{16,}$/, 'must be at least 16 visible ASCII characters (a bearer token)').optional()),
  SEED_DEMO: z.enum(['true', 'false']).default('true'),
  TRUST_PROXY: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .trim()
      .refine(
        (v) => v === 'true' || v === 'false' || /^\d{1,2}$/.test(v) || v.split(',').every((part) => isAddressOrRange(part.trim())),
        'must be false, true (one proxy), a number of proxies such as 2, or the proxies\' addresses or CIDR ranges, comma-separated',
      )
      .default('false'),
  ),
  WEB_BUILD_DIR: z.preprocess(emptyToUndefined, z.string().optional()),
  SMTP_URL: z.preprocess(emptyToUndefined, z.string().regex(/^smtps?:\/\/[^\s]+$/, 'must be an smtp:// or smtps:// URL such as smtps://user:password@smtp.example.com:465').optional()),
  MAIL_FROM: z.preprocess(emptyToUndefined, z.string().trim().max(200).regex(/^[^\r\n]*<?[^\s@<>]+@[^\s@<>]+>?$/, 'must be an address such as "Órbita Software <no-reply@orbita.dev>"').optional()),
  HUBSPOT_PORTAL_ID: z.preprocess(emptyToUndefined, z.string().regex(/^\d{3,12}$/, 'must be the numeric portal id').optional()),
  HUBSPOT_FORM_CONTACT: z.preprocess(emptyToUndefined, z.string().regex(/^[A-Za-z0-9-]{8,64}$/, 'must be a form id').optional()),
  HUBSPOT_FORM_SOFTWARE: z.preprocess(emptyToUndefined, z.string().regex(/^[A-Za-z0-9-]{8,64}$/, 'must be a form id').optional()),
  HUBSPOT_FORM_OUTSOURCING: z.preprocess(emptyToUndefined, z.string().regex(/^[A-Za-z0-9-]{8,64}$/, 'must be a form id').optional()),
  STORAGE_DRIVER: z.preprocess(emptyToUndefined, z.enum(['local', 's3']).default('local')),
  S3_BUCKET: z.preprocess(emptyToUndefined, z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name (3-63 lowercase letters, digits, dots and dashes)').optional()),
  S3_REGION: z.preprocess(emptyToUndefined, z.string().regex(/^[a-z0-9-]{2,32}$/, 'must be a region such as us-east-1').default('us-east-1')),
  S3_ENDPOINT: z.preprocess(emptyToUndefined, z.url({ protocol: /^https?$/, error: 'must be an http(s) URL such as https://s3.us-east-1.amazonaws.com' }).optional()),
  S3_ACCESS_KEY_ID: z.preprocess(emptyToUndefined, z.string().optional()),
  S3_SECRET_ACCESS_KEY: z.preprocess(emptyToUndefined, z.string().optional()),
  S3_FORCE_PATH_STYLE: z.preprocess(emptyToUndefined, z.enum(['true', 'false']).optional()),
  S3_PUBLIC_URL: z.preprocess(
    emptyToUndefined,
    z.url({ protocol: /^https?$/, error: 'must be an http(s) URL such as https://media.example.com' }).optional(),
  ),
  // HTTPS with HTTP/2 (and HTTP/1.1 for clients without it) on PORT, from PEM files (decision 053).
  TLS_CERT_FILE: z.preprocess(emptyToUndefined, z.string().optional()),
  TLS_KEY_FILE: z.preprocess(emptyToUndefined, z.string().optional()),
  // With the product's own HTTPS: plain HTTP on this port answers a redirect to PUBLIC_URL (and ACME's challenges).
  HTTP_REDIRECT_PORT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(65535).optional()),
  ACME_WEBROOT: z.preprocess(emptyToUndefined, z.string().optional()),
}).superRefine((e, ctx) => {
  if (e.HTTP_REDIRECT_PORT !== undefined) {
    const problem = !e.TLS_CERT_FILE
      ? 'only with TLS_CERT_FILE and TLS_KEY_FILE: it sends plain-HTTP visitors to the HTTPS the product serves'
      : !e.PUBLIC_URL?.startsWith('https://')
        ? 'needs PUBLIC_URL set to the https:// address visitors are sent to'
        : e.HTTP_REDIRECT_PORT === e.PORT
          ? 'must differ from PORT'
          : null;
    if (problem) ctx.addIssue({ code: 'custom', path: ['HTTP_REDIRECT_PORT'], message: problem });
  }
  if (e.ACME_WEBROOT && e.HTTP_REDIRECT_PORT === undefined) {
    ctx.addIssue({ code: 'custom', path: ['ACME_WEBROOT'], message: 'only with HTTP_REDIRECT_PORT, the plain-HTTP port where the certificate authority reads its challenges' });
  }
  if (!!e.TLS_CERT_FILE !== !!e.TLS_KEY_FILE) {
    const missing = e.TLS_CERT_FILE ? 'TLS_KEY_FILE' : 'TLS_CERT_FILE';
    ctx.addIssue({ code: 'custom', path: [missing], message: `required with ${missing === 'TLS_KEY_FILE' ? 'TLS_CERT_FILE' : 'TLS_KEY_FILE'}: the certificate (chain) and its private key, both PEM files` });
  }
  if (e.STORAGE_DRIVER !== 's3') return;
  for (const name of ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
    if (!e[name]) ctx.addIssue({ code: 'custom', path: [name], message: 'required when STORAGE_DRIVER=s3' });
  }
});

export type StorageConfig = { driver: 'local'; dir: string } | ({ driver: 's3' } & S3Settings);

export type Config = {
  env: 'production' | 'development' | 'test';
  port: number;
  host: string;
  dataDir: string;
  uploadsDir: string;
  /** Where media live: DATA_DIR/uploads, or an S3-compatible bucket every instance shares. */
  storage: StorageConfig;
  database: { kind: 'postgres'; url: string; poolSize: number } | { kind: 'pglite'; dataDir?: string };
  publicUrl: string;
  admin: { email: string; password?: string; name?: string };
  /** From JWT_SECRET; unset, the key kept in the database is used (auth/shared-secret.ts). */
  jwtSecret?: string;
  logLevel: (typeof LOG_LEVELS)[number];
  /** Human-readable logs (pino-pretty): `npm start` in a terminal; JSON otherwise. */
  prettyLogs: boolean;
  /** METRICS_TOKEN: GET /metrics answers only with it; unset, there is no /metrics. */
  metricsToken?: string;
  seedDemo: boolean;
  trustProxy: TrustProxy;
  /** WEB_BUILD_DIR: where the web app is built, relative to apps/web (server.ts resolves it; default build). */
  webBuildDir?: string;
  /** Marketing-automation forms embedded on /contato, /software and /outsourcing instead of ours. */
  integrations: TIntegrations | null;
  /** Outgoing e-mail (decision 028): SMTP_URL, else .eml files under DATA_DIR/outbox. */
  mail: { smtpUrl?: string; from: string; outboxDir: string };
  /** TLS_CERT_FILE and TLS_KEY_FILE: the server speaks HTTPS (HTTP/2, and HTTP/1.1) itself; unset, plain HTTP/1.1. */
  tls: { certFile: string; keyFile: string } | null;
  /** HTTP_REDIRECT_PORT (and ACME_WEBROOT): plain HTTP beside the product's own HTTPS, redirecting to PUBLIC_URL. */
  httpRedirect: { port: number; acmeWebroot?: string } | null;
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
  const uploadsDir = path.join(dataDir, 'uploads');
  return {
    env: e.NODE_ENV,
    port,
    host: e.HOST,
    dataDir,
    uploadsDir,
    storage: e.STORAGE_DRIVER === 's3'
      ? {
          driver: 's3',
          bucket: e.S3_BUCKET!,
          region: e.S3_REGION,
          // Unset: AWS itself, with virtual-hosted URLs; any other endpoint defaults to path-style.
          endpoint: (e.S3_ENDPOINT ?? `https://s3.${e.S3_REGION}.amazonaws.com`).replace(/\/+$/, ''),
          accessKeyId: e.S3_ACCESS_KEY_ID!,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY!,
          forcePathStyle: e.S3_FORCE_PATH_STYLE ? e.S3_FORCE_PATH_STYLE === 'true' : !!e.S3_ENDPOINT,
          publicUrl: e.S3_PUBLIC_URL?.replace(/\/+$/, ''),
        }
      : { driver: 'local', dir: uploadsDir },
    database: e.DATABASE_URL
      ? { kind: 'postgres', url: e.DATABASE_URL, poolSize: e.DATABASE_POOL_SIZE }
      : { kind: 'pglite', dataDir: path.join(dataDir, 'pglite') },
    publicUrl: (e.PUBLIC_URL ?? `${e.TLS_CERT_FILE ? 'https' : 'http'}://localhost:${port}`).replace(/\/+$/, ''),
    admin: { email: (e.ADMIN_EMAIL ?? 'admin@example.com').toLowerCase(), password: e.ADMIN_PASSWORD, name: e.ADMIN_NAME },
    jwtSecret: e.JWT_SECRET,
    logLevel: e.LOG_LEVEL,
    prettyLogs: e.LOG_FORMAT === 'pretty' || (e.LOG_FORMAT === 'auto' && !!process.stdout.isTTY),
    metricsToken: e.METRICS_TOKEN,
    seedDemo: e.SEED_DEMO === 'true',
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    webBuildDir: e.WEB_BUILD_DIR,
    integrations: e.HUBSPOT_PORTAL_ID
      ? { hubspotPortalId: e.HUBSPOT_PORTAL_ID, hubspotForms: { contact: e.HUBSPOT_FORM_CONTACT, software: e.HUBSPOT_FORM_SOFTWARE, outsourcing: e.HUBSPOT_FORM_OUTSOURCING } }
      : null,
    mail: {
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM ?? `Órbita Software <no-reply@${new URL(e.PUBLIC_URL ?? 'http://localhost').hostname}>`,
      outboxDir: path.join(dataDir, 'outbox'),
    },
    tls: e.TLS_CERT_FILE && e.TLS_KEY_FILE ? { certFile: path.resolve(e.TLS_CERT_FILE), keyFile: path.resolve(e.TLS_KEY_FILE) } : null,
    httpRedirect: e.HTTP_REDIRECT_PORT ? { port: e.HTTP_REDIRECT_PORT, acmeWebroot: e.ACME_WEBROOT && path.resolve(e.ACME_WEBROOT) } : null,
  };
}
