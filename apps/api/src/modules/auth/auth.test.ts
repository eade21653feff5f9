import { createHmac } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@softhouse/contracts';
import { createTestApp, TEST_ADMIN, TEST_EDITOR, type TestApp } from '../../test-support/app.js';
import { createAccessTokens, hashToken, ROTATION_GRACE_MS } from './tokens.js';
import { LOGIN_LIMITS } from './service.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const SECRET = 'test-secret-that-is-long-enough-0123456789';
const b64 = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
let ipCounter = 0;
const freshIp = () => `10.1.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

async function login(body: unknown, ip = freshIp()) {
  return t.app.inject({ method: 'POST', url: '/api/auth/login', payload: body as object, remoteAddress: ip });
}
const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } });
const refresh = (refreshToken: string) => t.app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refreshToken } });
/** As if the token had been rotated `ms` ago. */
const rotatedAgo = (refreshToken: string, ms: number) =>
  t.app.services.database.db.execute(sql`update refresh_tokens set rotated_at = now() - ${`${ms} milliseconds`}::interval where token_hash = ${hashToken(refreshToken)}`);

describe('POST /api/auth/login', () => {
  it('returns an access token, a refresh token and the user', async () => {
    const res = await login(TEST_ADMIN);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.data.accessToken.split('.')).toHaveLength(3);
    expect(body.data.refreshToken.length).toBeGreaterThan(30);
    expect(body.data.user).toEqual({ id: expect.any(String), email: TEST_ADMIN.email, name: 'Admin', role: 'admin', mustEnrolTwoFactor: false });
    expect(JSON.stringify(body)).not.toContain('password');
  });

  it('accepts the e-mail in any case and with spaces around it', async () => {
    const res = await login({ email: `  ${TEST_EDITOR.email.toUpperCase()} `, password: TEST_EDITOR.password });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user.role).toBe('editor');
  });

  it('answers one and the same message for an unknown e-mail and a wrong password', async () => {
    const unknown = await login({ email: 'nobody@test.dev', password: 'whatever-123' });
    const wrong = await login({ email: TEST_ADMIN.email, password: 'wrong-password' });
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.json().message).toBe(AUTH_MESSAGES.invalidCredentials);
    expect(wrong.json()).toEqual(unknown.json());
  });

  it('requires e-mail and password with the messages of the specification', async () => {
    const res = await login({ email: '', password: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual({ email: 'Email é obrigatório', password: 'Senha é obrigatória' });
    const missing = await login({});
    expect(missing.json().details).toEqual({ email: 'Email é obrigatório', password: 'Senha é obrigatória' });
  });

  it('refuses an inactive user with the same message', async () => {
    await t.app.services.users.create({ email: 'gone@test.dev', password: 'gone-password-1', name: 'Gone', role: 'editor', active: false });
    const res = await login({ email: 'gone@test.dev', password: 'gone-password-1' });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(AUTH_MESSAGES.invalidCredentials);
  });

  it('answers 429 after repeated failures for one e-mail, from any IP', async () => {
    await t.app.services.users.create({ email: 'target@test.dev', password: 'target-password-1', name: 'Target', role: 'editor' });
    for (let i = 0; i < LOGIN_LIMITS.perEmail; i++) {
      expect((await login({ email: 'target@test.dev', password: `bad-${i}` })).statusCode).toBe(401);
    }
    const blocked = await login({ email: 'target@test.dev', password: 'target-password-1' });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe(AUTH_MESSAGES.tooManyAttempts);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(LOGIN_LIMITS.windowMs / 1000);
    // Other accounts are not affected.
    expect((await login(TEST_EDITOR)).statusCode).toBe(200);
  });

  it('answers 429 after repeated failures from one IP, whatever the e-mail', async () => {
    const ip = '10.9.9.9';
    for (let i = 0; i < LOGIN_LIMITS.perIp; i++) {
      expect((await login({ email: `spray-${i}@test.dev`, password: 'x-password' }, ip)).statusCode).toBe(401);
    }
    expect((await login(TEST_ADMIN, ip)).statusCode).toBe(429);
    expect((await login(TEST_ADMIN)).statusCode).toBe(200);
  });

  it('lets the owner in again once the window has passed', async () => {
    await t.app.services.users.create({ email: 'later@test.dev', password: 'later-password-1', name: 'Later', role: 'editor' });
    for (let i = 0; i < LOGIN_LIMITS.perEmail; i++) await login({ email: 'later@test.dev', password: 'nope-nope' });
    expect((await login({ email: 'later@test.dev', password: 'later-password-1' })).statusCode).toBe(429);
    // Move the window's end into the past, as time would.
    const { sql } = await import('drizzle-orm');
    await t.app.services.database.db.execute(sql`update rate_limits set reset_at = now() - interval '1 second' where key = 'login:email:later@test.dev'`);
    expect((await login({ email: 'later@test.dev', password: 'later-password-1' })).statusCode).toBe(200);
  });
});

describe('access tokens', () => {
  it('GET /api/auth/me returns the user for a valid token and 401 without one', async () => {
    const { accessToken } = await t.login();
    const res = await me(accessToken);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.email).toBe(TEST_ADMIN.email);
    const none = await t.app.inject({ method: 'GET', url: '/api/auth/me' });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toMatchObject({ statusCode: 401, error: 'Unauthorized', message: AUTH_MESSAGES.missingToken });
  });

  it('refuses a tampered payload, a wrong key, alg none, another algorithm and an expired token', async () => {
    const { accessToken } = await t.login();
    const [header, payload, signature] = accessToken.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());

    const tampered = `${header}.${b64({ ...claims, role: 'admin', sub: claims.sub })}x.${signature}`;
    const escalated = `${header}.${b64({ ...claims, exp: claims.exp + 3600 })}.${signature}`;
    const none = `${b64({ alg: 'none', typ: 'JWT' })}.${payload}.`;
    const hs512Header = b64({ alg: 'HS512', typ: 'JWT' });
    const hs512 = `${hs512Header}.${payload}.${createHmac('sha512', SECRET).update(`${hs512Header}.${payload}`).digest('base64url')}`;
    const wrongKey = await createAccessTokens('another-secret-that-is-long-enough-987654').sign({ sub: claims.sub, role: 'admin', sid: claims.sid });
    const expired = await createAccessTokens(SECRET).sign({ sub: claims.sub, role: 'admin', sid: claims.sid }, Date.now() - 16 * 60 * 1000);

    for (const token of [tampered, escalated, none, hs512, wrongKey, expired, 'not-a-jwt', `${header}.${payload}`]) {
      const res = await me(token);
      expect(res.statusCode, token).toBe(401);
      expect(res.json().message).toBe(AUTH_MESSAGES.invalidToken);
    }
    expect((await me(accessToken)).statusCode).toBe(200);
  });

  it('expires 15 minutes after it is issued', async () => {
    const { accessToken } = await t.login();
    const claims = JSON.parse(Buffer.from(accessToken.split('.')[1]!, 'base64url').toString());
    expect(claims.exp - claims.iat).toBe(15 * 60);
  });

  it("stops working at once when the user is deactivated", async () => {
    const user = await t.app.services.users.create({ email: 'soon-gone@test.dev', password: 'soon-gone-pass', name: 'Soon', role: 'editor' });
    const { accessToken, refreshToken } = await t.login({ email: 'soon-gone@test.dev', password: 'soon-gone-pass' });
    expect((await me(accessToken)).statusCode).toBe(200);
    const { users } = await import('../../db/schema.js');
    const { eq } = await import('drizzle-orm');
    await t.app.services.database.db.update(users).set({ active: false }).where(eq(users.id, user.id));
    expect((await me(accessToken)).statusCode).toBe(401);
    expect((await refresh(refreshToken)).statusCode).toBe(401);
  });
});

describe('refresh tokens', () => {
  it('rotates on every use: the new pair works, the old refresh token does not', async () => {
    const first = await t.login();
    const res = await refresh(first.refreshToken);
    expect(res.statusCode).toBe(200);
    const second = res.json().data;
    expect(second.refreshToken).not.toBe(first.refreshToken);
    expect((await me(second.accessToken)).statusCode).toBe(200);
    const third = await refresh(second.refreshToken);
    expect(third.statusCode).toBe(200);
  });

  it('reuse of a rotated token after the grace period is refused and revokes every token of that session', async () => {
    const first = await t.login();
    const second = (await refresh(first.refreshToken)).json().data;
    await rotatedAgo(first.refreshToken, ROTATION_GRACE_MS + 1_000);
    const reuse = await refresh(first.refreshToken);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json().message).toBe(AUTH_MESSAGES.invalidRefresh);
    // The thief's and the owner's tokens of that session are all dead now.
    expect((await refresh(second.refreshToken)).statusCode).toBe(401);
    expect((await me(second.accessToken)).statusCode).toBe(401);
    // Another session of the same user is untouched.
    const other = await t.login();
    expect((await me(other.accessToken)).statusCode).toBe(200);
  });

  it('four refreshes with one token at the same moment (several tabs) all get the same new pair, which works', async () => {
    const { refreshToken } = await t.login();
    const results = await Promise.all(Array.from({ length: 4 }, () => refresh(refreshToken)));
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    const successors = new Set(results.map((r) => r.json().data.refreshToken as string));
    expect(successors.size).toBe(1);
    for (const r of results) expect((await me(r.json().data.accessToken)).statusCode).toBe(200);
    const [successor] = [...successors];
    expect((await refresh(successor!)).statusCode).toBe(200);
  });

  it('a token presented again within the grace period gets the same successor while that one is unused', async () => {
    const first = await t.login();
    const second = (await refresh(first.refreshToken)).json().data;
    const late = (await refresh(first.refreshToken)).json().data;
    expect(late.refreshToken).toBe(second.refreshToken);
    const third = (await refresh(second.refreshToken)).json().data;
    expect(third.refreshToken).toBeTruthy();
    // The successor has been renewed since: the old token again is reuse, within the grace period or not.
    expect((await refresh(first.refreshToken)).statusCode).toBe(401);
    expect((await refresh(third.refreshToken)).statusCode).toBe(401);
    expect((await me(third.accessToken)).statusCode).toBe(401);
  });

  it('refuses unknown, empty and malformed refresh tokens', async () => {
    expect((await refresh('unknown-token-value')).statusCode).toBe(401);
    const empty = await t.app.inject({ method: 'POST', url: '/api/auth/refresh', payload: {} });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().details).toEqual({ refreshToken: 'refreshToken é obrigatório' });
  });
});

describe('POST /api/auth/logout', () => {
  it('revokes the session: its access and refresh tokens stop working', async () => {
    const { accessToken, refreshToken } = await t.login();
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { authorization: `Bearer ${accessToken}` }, payload: { refreshToken } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true });
    expect((await me(accessToken)).statusCode).toBe(401);
    expect((await refresh(refreshToken)).statusCode).toBe(401);
  });

  it('needs a token', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/logout' })).statusCode).toBe(401);
  });
});

describe('passwords', () => {
  it('are stored as argon2id hashes', async () => {
    const user = await t.app.services.users.findByEmail(TEST_ADMIN.email);
    expect(user?.passwordHash).toMatch(/^\$argon2id\$/);
  });
});
