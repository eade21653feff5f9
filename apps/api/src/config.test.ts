import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

const dirs: string[] = [];
const tmp = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'cfg-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const issuesOf = (env: Record<string, string>) => {
  try {
    loadConfig({ DATA_DIR: tmp(), ...env });
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).message;
  }
  throw new Error('expected a ConfigError');
};

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    const dataDir = tmp();
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config.port).toBe(3000);
    expect(config.host).toBe('0.0.0.0');
    expect(config.database).toEqual({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.logLevel).toBe('info');
    expect(config.uploadsDir).toBe(path.join(dataDir, 'uploads'));
  });

  it('uses PostgreSQL when DATABASE_URL is set', () => {
    const config = loadConfig({ DATA_DIR: tmp(), DATABASE_URL: 'postgres://u:p@db.internal:5432/site' });
    expect(config.database).toEqual({ kind: 'postgres', url: 'postgres://u:p@db.internal:5432/site', poolSize: 10 });
  });

  it('serves HTTPS only with both TLS files, and then defaults PUBLIC_URL to https', () => {
    expect(loadConfig({ DATA_DIR: tmp() }).tls).toBeNull();
    const config = loadConfig({ DATA_DIR: tmp(), PORT: '8443', TLS_CERT_FILE: 'tls/fullchain.pem', TLS_KEY_FILE: '/etc/tls/privkey.pem' });
    expect(config.tls).toEqual({ certFile: path.resolve('tls/fullchain.pem'), keyFile: '/etc/tls/privkey.pem' });
    expect(config.publicUrl).toBe('https://localhost:8443');
    expect(issuesOf({ TLS_CERT_FILE: '/etc/tls/fullchain.pem' })).toContain('TLS_KEY_FILE: required with TLS_CERT_FILE');
    expect(issuesOf({ TLS_KEY_FILE: '/etc/tls/privkey.pem' })).toContain('TLS_CERT_FILE: required with TLS_KEY_FILE');
  });

  it('redirects plain HTTP only beside its own HTTPS, to an https PUBLIC_URL, on another port', () => {
    const tls = { TLS_CERT_FILE: '/etc/tls/fullchain.pem', TLS_KEY_FILE: '/etc/tls/privkey.pem', PORT: '443' };
    const config = loadConfig({ DATA_DIR: tmp(), ...tls, PUBLIC_URL: 'https://www.orbita.dev', HTTP_REDIRECT_PORT: '80', ACME_WEBROOT: 'acme' });
    expect(config.httpRedirect).toEqual({ port: 80, acmeWebroot: path.resolve('acme') });
    expect(loadConfig({ DATA_DIR: tmp() }).httpRedirect).toBeNull();
    expect(issuesOf({ HTTP_REDIRECT_PORT: '80', PUBLIC_URL: 'https://www.orbita.dev' })).toContain('HTTP_REDIRECT_PORT: only with TLS_CERT_FILE and TLS_KEY_FILE');
    expect(issuesOf({ ...tls, HTTP_REDIRECT_PORT: '80' })).toContain('HTTP_REDIRECT_PORT: needs PUBLIC_URL set to the https:// address');
    expect(issuesOf({ ...tls, HTTP_REDIRECT_PORT: '443', PUBLIC_URL: 'https://www.orbita.dev' })).toContain('HTTP_REDIRECT_PORT: must differ from PORT');
    expect(issuesOf({ ACME_WEBROOT: '/var/www/acme' })).toContain('ACME_WEBROOT: only with HTTP_REDIRECT_PORT');
  });

  it('keeps PUBLIC_URL without a trailing slash', () => {
    expect(loadConfig({ DATA_DIR: tmp(), PUBLIC_URL: 'https://www.orbita.dev/' }).publicUrl).toBe('https://www.orbita.dev');
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://localhost/db'],
    ['PUBLIC_URL', 'not a url'],
    ['PUBLIC_URL', 'ftp://example.com'],
    ['ADMIN_EMAIL', 'not-an-email'],
    ['ADMIN_PASSWORD', 'short'],
    ['JWT_SECRET', 'too-short'],
    ['LOG_LEVEL', 'loud'],
    ['HUBSPOT_PORTAL_ID', 'portal'],
    ['HUBSPOT_FORM_CONTACT', '<script>'],
    ['STORAGE_DRIVER', 'gcs'],
    ['S3_BUCKET', 'Not_A_Bucket'],
    ['S3_REGION', 'US East'],
    ['S3_ENDPOINT', 'not a url'],
    ['S3_ENDPOINT', 'ftp://s3.example.com'],
    ['S3_FORCE_PATH_STYLE', 'yes'],
    ['S3_PUBLIC_URL', 'javascript:alert(1)'],
  ])('refuses %s=%s with a message naming the variable', (name, value) => {
    const message = issuesOf({ [name]: value });
    expect(message).toContain(`${name}:`);
    expect(message.split('\n')).toHaveLength(2);
  });

  it('names every bad variable at once', () => {
    const message = issuesOf({ PORT: '-1', LOG_LEVEL: 'x' });
    expect(message).toContain('PORT:');
    expect(message).toContain('LOG_LEVEL:');
  });

  it('takes JWT_SECRET from the environment only: unset, the key shared through the database is used', () => {
    const dataDir = tmp();
    // Nothing is generated on the instance's own disk (see modules/auth/shared-secret.ts).
    expect(loadConfig({ DATA_DIR: dataDir }).jwtSecret).toBeUndefined();
    expect(existsSync(path.join(dataDir, 'jwt-secret'))).toBe(false);
    expect(loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'x'.repeat(40) }).jwtSecret).toBe('x'.repeat(40));
  });

  it('keeps media on local disk by default', () => {
    const dataDir = tmp();
    expect(loadConfig({ DATA_DIR: dataDir }).storage).toEqual({ driver: 'local', dir: path.join(dataDir, 'uploads') });
  });

  const S3 = { STORAGE_DRIVER: 's3', S3_BUCKET: 'orbita-media', S3_ACCESS_KEY_ID: 'AKIAEXAMPLE', S3_SECRET_ACCESS_KEY: 'secret/key+example' };

  it('puts media in an S3 bucket with STORAGE_DRIVER=s3: AWS by default, path-style for any other endpoint', () => {
    expect(loadConfig({ DATA_DIR: tmp(), ...S3 }).storage).toEqual({
      driver: 's3',
      bucket: 'orbita-media',
      region: 'us-east-1',
      endpoint: 'https://s3.us-east-1.amazonaws.com',
      accessKeyId: 'AKIAEXAMPLE',
      secretAccessKey: 'secret/key+example',
      forcePathStyle: false,
      publicUrl: undefined,
    });
    expect(loadConfig({ DATA_DIR: tmp(), ...S3, S3_REGION: 'sa-east-1' }).storage).toMatchObject({ endpoint: 'https://s3.sa-east-1.amazonaws.com', region: 'sa-east-1' });
    expect(loadConfig({ DATA_DIR: tmp(), ...S3, S3_ENDPOINT: 'http://minio.internal:9000/', S3_PUBLIC_URL: 'https://cdn.orbita.dev/media/' }).storage).toMatchObject({
      endpoint: 'http://minio.internal:9000',
      forcePathStyle: true,
      publicUrl: 'https://cdn.orbita.dev/media',
    });
    expect(loadConfig({ DATA_DIR: tmp(), ...S3, S3_ENDPOINT: 'https://nyc3.digitaloceanspaces.com', S3_FORCE_PATH_STYLE: 'false' }).storage).toMatchObject({ forcePathStyle: false });
  });

  it.each(['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'])('refuses STORAGE_DRIVER=s3 without %s, naming it', (name) => {
    const message = issuesOf({ ...S3, [name]: '' });
    expect(message).toContain(`${name}: required when STORAGE_DRIVER=s3`);
    expect(message.split('\n')).toHaveLength(2);
  });

  it('names every missing S3 variable at once', () => {
    const message = issuesOf({ STORAGE_DRIVER: 's3' });
    for (const name of ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY']) expect(message).toContain(`${name}: required`);
  });

  it('configures the marketing forms only with a portal id', () => {
    expect(loadConfig({ DATA_DIR: tmp() }).integrations).toBeNull();
    expect(loadConfig({ DATA_DIR: tmp(), HUBSPOT_PORTAL_ID: '123456', HUBSPOT_FORM_SOFTWARE: 'aaaa-bbbb-cccc' }).integrations).toEqual({
      hubspotPortalId: '123456',
      hubspotForms: { contact: undefined, software: 'aaaa-bbbb-cccc', outsourcing: undefined },
    });
  });

  it('treats empty variables as unset', () => {
    const config = loadConfig({ DATA_DIR: tmp(), DATABASE_URL: '', PUBLIC_URL: '', ADMIN_PASSWORD: '' });
    expect(config.database.kind).toBe('pglite');
    expect(config.admin.password).toBeUndefined();
  });
});
