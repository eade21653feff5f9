import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import type { Database } from '../../db/client.js';
import { openTestDatabase } from '../../test-support/database.js';
import { sharedJwtSecret } from './shared-secret.js';
import { createAccessTokens } from './tokens.js';

let database: Database;
let dir: string;
beforeAll(async () => {
  database = await openTestDatabase();
  dir = mkdtempSync(path.join(tmpdir(), 'shared-secret-'));
});
afterAll(async () => {
  await database?.close();
  rmSync(dir, { recursive: true, force: true });
});
beforeEach(async () => {
  await database.db.execute(sql`delete from app_secrets`);
});

describe(`the access-token key kept in the database (${process.env.TEST_DB_KIND ?? 'pglite'})`, () => {
  it('is generated once and then the same for every caller, even ones starting together', async () => {
    const keys = await Promise.all(Array.from({ length: 5 }, () => sharedJwtSecret(database.db)));
    expect(new Set(keys).size).toBe(1);
    expect(keys[0]!.length).toBeGreaterThanOrEqual(32);
    expect(await sharedJwtSecret(database.db)).toBe(keys[0]);
  });

  it('adopts the key an earlier version kept in DATA_DIR/jwt-secret, so upgrading signs no one out', async () => {
    const legacy = path.join(dir, 'jwt-secret');
    writeFileSync(legacy, `${'k'.repeat(64)}\n`);
    expect(await sharedJwtSecret(database.db, legacy)).toBe('k'.repeat(64));
    // Once stored, the database wins over any file (another instance's disk may hold another one).
    writeFileSync(legacy, 'z'.repeat(64));
    expect(await sharedJwtSecret(database.db, legacy)).toBe('k'.repeat(64));
    expect(await sharedJwtSecret(database.db, path.join(dir, 'absent'))).toBe('k'.repeat(64));
  });

  it('lets two instances without JWT_SECRET, each with its own DATA_DIR, accept each other\'s tokens', async () => {
    const build = () => buildApp({ config: loadConfig({ NODE_ENV: 'test', DATA_DIR: mkdtempSync(path.join(dir, 'instance-')), LOG_LEVEL: 'silent' }), database, logger: false });
    const a = await build();
    const b = await build();
    const claims = { sub: '00000000-0000-4000-8000-000000000001', role: 'admin' as const, sid: '00000000-0000-4000-8000-000000000002' };
    const fromA = await a.services.tokens.sign(claims);
    expect(await b.services.tokens.verify(fromA)).toEqual(claims);
    expect(await createAccessTokens(await sharedJwtSecret(database.db)).verify(fromA)).toEqual(claims);
    // An instance configured with another key refuses them.
    const other = await buildApp({ config: loadConfig({ NODE_ENV: 'test', DATA_DIR: dir, LOG_LEVEL: 'silent', JWT_SECRET: 'o'.repeat(40) }), database, logger: false });
    expect(await other.services.tokens.verify(fromA)).toBeNull();
  });
});
