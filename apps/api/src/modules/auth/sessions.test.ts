import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ADMIN, type TestApp } from '../../test-support/app.js';
import { REFRESH_TOKEN_TTL_MS, SESSION_MAX_AGE_MS } from './tokens.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const DAY_MS = 24 * 60 * 60 * 1000;
const ON_PGLITE = process.env.TEST_DB_KIND !== 'postgres';
/** The scheduled jobs, in their order; PGlite's vacuum only where there is no autovacuum (decision 048). */
const JOBS = ['prune-expired', 'anonymize-old-leads', 'purge-trash', ...(ON_PGLITE ? ['vacuum-pglite'] : [])];
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
const refresh = (refreshToken: string) => t.app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refreshToken } });
const login = (who: { email: string; password: string }) => t.login(who);
const db = () => t.app.services.database.db;

describe('a password change ends every other session', () => {
  it('through change-password: the other devices are signed out, this one carries on', async () => {
    const who = { email: 'phone@test.dev', password: 'first-password-123' };
    await t.app.services.users.create({ ...who, name: 'Phone', role: 'editor' });
    const laptop = await login(who);
    const phone = await login(who);
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/users/change-password',
      headers: bearer(laptop.accessToken),
      payload: { currentPassword: who.password, newPassword: 'second-password-456' },
    });
    expect(changed.statusCode).toBe(200);
    expect((await me(phone.accessToken)).statusCode).toBe(401);
    expect((await refresh(phone.refreshToken)).statusCode).toBe(401);
    expect((await me(laptop.accessToken)).statusCode).toBe(200);
    expect((await refresh(laptop.refreshToken)).statusCode).toBe(200);
  });

  it('through PUT /api/users/:id: the user\'s sessions end, and an admin changing their own keeps only this one', async () => {
    const who = { email: 'reset@test.dev', password: 'reset-password-123' };
    const user = await t.app.services.users.create({ ...who, name: 'Reset', role: 'editor' });
    const theirs = await login(who);
    const adminHere = await login(TEST_ADMIN);
    const adminElsewhere = await login(TEST_ADMIN);
    const reset = await t.app.inject({ method: 'PUT', url: `/api/users/${user.id}`, headers: bearer(adminHere.accessToken), payload: { password: 'new-reset-password-1' } });
    expect(reset.statusCode).toBe(200);
    expect((await me(theirs.accessToken)).statusCode).toBe(401);

    const adminId = (await me(adminHere.accessToken)).json().data.id;
    const own = await t.app.inject({ method: 'PUT', url: `/api/users/${adminId}`, headers: bearer(adminHere.accessToken), payload: { password: TEST_ADMIN.password } });
    expect(own.statusCode).toBe(200);
    expect((await me(adminElsewhere.accessToken)).statusCode).toBe(401);
    expect((await me(adminHere.accessToken)).statusCode).toBe(200);
  });
});

describe('a session has an absolute lifetime', () => {
  const startedDaysAgo = async (refreshToken: string, days: number) => {
    await db().execute(sql`update refresh_tokens set session_started_at = now() - ${`${days} days`}::interval,
      expires_at = least(now() + ${`${REFRESH_TOKEN_TTL_MS} milliseconds`}::interval, now() - ${`${days} days`}::interval + ${`${SESSION_MAX_AGE_MS} milliseconds`}::interval)
      where family_id = (select family_id from refresh_tokens where token_hash = encode(sha256(convert_to(${refreshToken}, 'UTF8')), 'hex'))`);
  };
  const expiryOf = async (refreshToken: string) => {
    const result = await db().execute(sql`select expires_at from refresh_tokens where token_hash = encode(sha256(convert_to(${refreshToken}, 'UTF8')), 'hex')`);
    return new Date((result as unknown as { rows: { expires_at: string }[] }).rows[0]!.expires_at).getTime();
  };

  it('a refresh near the end does not extend the session past 30 days from its sign-in', async () => {
    const session = await login(TEST_ADMIN);
    await startedDaysAgo(session.refreshToken, 29);
    const rotated = await refresh(session.refreshToken);
    expect(rotated.statusCode).toBe(200);
    const expires = await expiryOf(rotated.json().data.refreshToken);
    expect(expires - Date.now()).toBeLessThan(1.01 * DAY_MS);
    expect(expires - Date.now()).toBeGreaterThan(0.99 * DAY_MS);
  });

  it('a session older than that cannot be refreshed', async () => {
    const session = await login(TEST_ADMIN);
    await startedDaysAgo(session.refreshToken, 31);
    expect((await refresh(session.refreshToken)).statusCode).toBe(401);
  });

  it('an unused session ends after 7 days', async () => {
    const session = await login(TEST_ADMIN);
    expect(await expiryOf(session.refreshToken) - Date.now()).toBeGreaterThan(6.99 * DAY_MS);
    expect(await expiryOf(session.refreshToken) - Date.now()).toBeLessThan(7.01 * DAY_MS);
  });
});

describe('tables that would only grow are pruned', () => {
  it('expired rate-limit counters and refresh tokens a day past expiry are deleted by the scheduled job', async () => {
    await db().execute(sql`insert into rate_limits (key, count, reset_at) values ('old:1', 3, now() - interval '1 minute'), ('live:1', 3, now() + interval '10 minutes')`);
    const session = await login(TEST_ADMIN);
    await db().execute(sql`update refresh_tokens set expires_at = now() - interval '2 days' where token_hash = encode(sha256(convert_to(${session.refreshToken}, 'UTF8')), 'hex')`);
    const fresh = await login(TEST_ADMIN);
    await db().execute(sql`delete from scheduled_jobs`);

    expect(await t.app.scheduler.runDue()).toEqual(JOBS);
    const keys = (await db().execute(sql`select key from rate_limits where key in ('old:1', 'live:1')`)) as unknown as { rows: { key: string }[] };
    expect(keys.rows.map((r) => r.key)).toEqual(['live:1']);
    expect((await refresh(session.refreshToken)).statusCode).toBe(401);
    expect((await refresh(fresh.refreshToken)).statusCode).toBe(200);
    const left = (await db().execute(sql`select count(*)::int as n from refresh_tokens where expires_at < now() - interval '1 day'`)) as unknown as { rows: { n: number }[] };
    expect(left.rows[0]!.n).toBe(0);
    // Within the hour it does not run again, on this instance or any other.
    expect(await t.app.scheduler.runDue()).toEqual([]);
  });

  it('runs once when several instances look at the same moment', async () => {
    await db().execute(sql`delete from scheduled_jobs`);
    const runs = await Promise.all(Array.from({ length: 5 }, () => t.app.scheduler.runDue()));
    // Each job once, whichever instance ran it.
    expect(runs.flat().sort()).toEqual([...JOBS].sort());
  });

  it.runIf(ON_PGLITE)('PGlite, which has no autovacuum, is vacuumed and analyzed by a job: dead rows go and counts use the visibility map', async () => {
    await db().execute(sql`insert into rate_limits (key, count, reset_at) select 'vacuum:' || g, 1, now() + interval '1 hour' from generate_series(1, 2000) g`);
    await db().execute(sql`update rate_limits set count = 2 where key like 'vacuum:%'`);
    const visible = async () =>
      ((await db().execute(sql`
        select relallvisible::int as visible, (pg_relation_size('rate_limits') / current_setting('block_size')::int)::int as pages, reltuples::int as tuples
        from pg_class where relname = 'rate_limits'`)) as unknown as { rows: { visible: number; pages: number; tuples: number }[] }).rows[0]!;
    const before = await visible();
    expect(before.visible).toBeLessThan(before.pages);
    await db().execute(sql`delete from scheduled_jobs`);

    expect(await t.app.scheduler.runDue()).toContain('vacuum-pglite');
    const after = await visible();
    expect(after.visible).toBe(after.pages);
    expect(after.tuples).toBeGreaterThanOrEqual(2000);
    await db().execute(sql`delete from rate_limits where key like 'vacuum:%'`);
  });
});
