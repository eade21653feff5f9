import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
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

  it('generates JWT_SECRET once and keeps it in DATA_DIR across restarts', () => {
    const dataDir = tmp();
    const first = loadConfig({ DATA_DIR: dataDir }).jwtSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(existsSync(path.join(dataDir, 'jwt-secret'))).toBe(true);
    expect(readFileSync(path.join(dataDir, 'jwt-secret'), 'utf8')).toBe(first);
    expect(loadConfig({ DATA_DIR: dataDir }).jwtSecret).toBe(first);
    expect(loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'x'.repeat(40) }).jwtSecret).toBe('x'.repeat(40));
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
