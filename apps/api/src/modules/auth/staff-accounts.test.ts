import { asc, eq, sql } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSKEY_MESSAGES, TWO_FACTOR_MESSAGES } from '@softhouse/contracts';
import { buildApp, type App } from '../../app.js';
import { loadConfig } from '../../config.js';
import { outboxEmails, users } from '../../db/schema.js';
import { createTestApp, TEST_ADMIN, type TestApp } from '../../test-support/app.js';
import { softAuthenticator } from '../../test-support/soft-authenticator.js';
import { adminPasswordProblem } from '../users/password-check.js';
import { describeAgent } from './user-sessions.js';

let t: TestApp;
let second: App;
beforeAll(async () => {
  t = await createTestApp();
  // A second instance on the same database: what one ends, the other refuses at once.
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: t.dataDir, LOG_LEVEL: 'silent', JWT_SECRET: 'test-secret-that-is-long-enough-0123456789' });
  second = await buildApp({ config, database: { ...t.app.services.database, close: async () => {} }, logger: false });
  await second.ready();
});
afterAll(async () => {
  await second?.close();
  await t?.close();
});

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
let ip = 0;
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const db = () => t.app.services.database.db;
const inject = (app: App, method: string, url: string, token?: string, payload?: unknown, headers: Record<string, string> = {}) =>
  app.inject({ method: method as 'GET', url, payload: payload as object, headers: { ...(token && bearer(token)), ...headers }, remoteAddress: `10.9.0.${++ip % 250}` });
const call = (method: string, url: string, token?: string, payload?: unknown, headers?: Record<string, string>) => inject(t.app, method, url, token, payload, headers);
const login = (email: string, password: string, extra: Record<string, string> = {}, userAgent = CHROME) => call('POST', '/api/auth/login', undefined, { email, password, ...extra }, { 'user-agent': userAgent });
async function member(email: string, password = 'girassol pipoca trovão 7', role: 'admin' | 'editor' = 'editor') {
  const user = await t.app.services.users.create({ email, password, name: email.split('@')[0]!, role });
  const session = (await login(email, password)).json().data;
  return { user, email, password, token: session.accessToken as string, refreshToken: session.refreshToken as string };
}
/** The code an authenticator app shows now (or `steps` periods of 30 s away). */
const codeFor = (secret: string, steps = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

async function enrol(token: string): Promise<{ secret: string; recoveryCodes: string[] }> {
  const setup = (await call('POST', '/api/auth/two-factor/setup', token)).json().data;
  // The code that confirms enrolment is a step earlier, so the first sign-in's current code is still unused.
  const enabled = await call('POST', '/api/auth/two-factor/enable', token, { code: await codeFor(setup.secret, -1) });
  expect(enabled.statusCode).toBe(200);
  return { secret: setup.secret, recoveryCodes: enabled.json().data.recoveryCodes };
}

describe('passwords', () => {
  it('must have 12 characters and be hard to guess, with the reason; the person’s name and e-mail count as known words', async () => {
    const admin = (await t.login(TEST_ADMIN)).accessToken;
    const create = (password: string, name = 'Beatriz Nogueira') => call('POST', '/api/users', admin, { name, email: `pw${++ip}@test.dev`, role: 'editor', password });
    const short = await create('Ab1!short');
    expect(short.statusCode).toBe(400);
    expect(short.json().details).toEqual({ password: 'A senha deve ter pelo menos 12 caracteres' });
    const common = await create('password123456');
    expect(common.statusCode).toBe(400);
    expect(common.json().details.password).toMatch(/^Senha fácil de adivinhar: .*senha comumente usada/);
    const ownName = await create('beatriznogueira', 'Beatriz Nogueira');
    expect(ownName.statusCode).toBe(400);
    expect((await create('girassol pipoca trovão')).statusCode).toBe(201);
    // Nothing was written by the refused ones.
    const result = (await db().execute(sql`select count(*)::int as n from users where name = 'Beatriz Nogueira'`)) as unknown as { rows: { n: number }[] };
    expect(result.rows[0]!.n).toBe(1);
  });

  it('a weak ADMIN_PASSWORD stops the start with a message naming it', async () => {
    expect(() => loadConfig({ DATA_DIR: t.dataDir, ADMIN_PASSWORD: 'short' })).toThrow(/ADMIN_PASSWORD: must have at least 12 characters/);
    expect(await adminPasswordProblem('admin1234567')).toMatch(/^ADMIN_PASSWORD is too weak \(Senha fácil de adivinhar/);
    expect(await adminPasswordProblem('mesa azul no terraço')).toBeNull();
    expect(await adminPasswordProblem(undefined)).toBeNull();
  });
});

describe('two-factor with TOTP', () => {
  it('enrols with a code, then asks for a code after the password; a code is accepted once, a recovery code too', async () => {
    const ana = await member('ana.totp@test.dev');
    const setup = (await call('POST', '/api/auth/two-factor/setup', ana.token)).json().data;
    expect(setup.otpauthUrl).toMatch(/^otpauth:\/\/totp\/.*secret=/);
    expect(setup.qrSvg).toMatch(/^<svg/);
    expect((await call('POST', '/api/auth/two-factor/enable', ana.token, { code: '000000' })).statusCode).toBe(400);
    const enabled = await call('POST', '/api/auth/two-factor/enable', ana.token, { code: await codeFor(setup.secret, -1) });
    const codes: string[] = enabled.json().data.recoveryCodes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    // The secret is kept sealed, never in clear.
    const [row] = await db().select({ secret: users.totpSecret }).from(users).where(eq(users.id, ana.user.id));
    expect(row!.secret).not.toContain(setup.secret);
    expect((await call('GET', '/api/auth/two-factor', ana.token)).json().data).toMatchObject({ enabled: true, recoveryCodesLeft: 10, required: false });

    const first = (await login(ana.email, ana.password)).json().data;
    expect(first).toEqual({ twoFactorRequired: true, challenge: expect.any(String) });
    expect(first.accessToken).toBeUndefined();
    const code = await codeFor(setup.secret);
    const ok = await call('POST', '/api/auth/login/second-factor', undefined, { challenge: first.challenge, code });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.accessToken).toBeTruthy();
    // The same code again, with a new sign-in: refused (replay), and the challenge itself is used up.
    expect((await call('POST', '/api/auth/login/second-factor', undefined, { challenge: first.challenge, code })).statusCode).toBe(401);
    const again = (await login(ana.email, ana.password)).json().data;
    const replay = await call('POST', '/api/auth/login/second-factor', undefined, { challenge: again.challenge, code });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().message).toBe(TWO_FACTOR_MESSAGES.invalidCode);
    // A recovery code works once.
    const withRecovery = await call('POST', '/api/auth/login/second-factor', undefined, { challenge: again.challenge, code: codes[0]!.toUpperCase() });
    expect(withRecovery.statusCode).toBe(200);
    const third = (await login(ana.email, ana.password)).json().data;
    expect((await call('POST', '/api/auth/login/second-factor', undefined, { challenge: third.challenge, code: codes[0] })).statusCode).toBe(401);
    expect((await call('GET', '/api/auth/two-factor', ana.token)).json().data.recoveryCodesLeft).toBe(9);
  });

  it('counts wrong codes: five per sign-in, then the password again; ten per account in 15 minutes, then 429', async () => {
    const bia = await member('bia.totp@test.dev');
    const { secret } = await enrol(bia.token);
    const { challenge } = (await login(bia.email, bia.password)).json().data;
    for (let i = 0; i < 5; i++) expect((await call('POST', '/api/auth/login/second-factor', undefined, { challenge, code: '111111' })).statusCode).toBe(401);
    const burnt = await call('POST', '/api/auth/login/second-factor', undefined, { challenge, code: await codeFor(secret) });
    expect(burnt.statusCode).toBe(401);
    expect(burnt.json().message).toBe(TWO_FACTOR_MESSAGES.expired);
    const next = (await login(bia.email, bia.password)).json().data.challenge;
    for (let i = 0; i < 5; i++) await call('POST', '/api/auth/login/second-factor', undefined, { challenge: next, code: '222222' });
    const last = (await login(bia.email, bia.password)).json().data.challenge;
    const limited = await call('POST', '/api/auth/login/second-factor', undefined, { challenge: last, code: await codeFor(secret) });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe(TWO_FACTOR_MESSAGES.tooManyCodes);
  });

  it('regenerating codes and turning it off need the password; an admin resets it and ends the sessions', async () => {
    const caio = await member('caio.totp@test.dev');
    const { recoveryCodes } = await enrol(caio.token);
    expect((await call('POST', '/api/auth/two-factor/recovery-codes', caio.token, { password: 'not my password' })).statusCode).toBe(400);
    const fresh = (await call('POST', '/api/auth/two-factor/recovery-codes', caio.token, { password: caio.password })).json().data.recoveryCodes;
    expect(fresh).toHaveLength(10);
    const challenge = (await login(caio.email, caio.password)).json().data.challenge;
    expect((await call('POST', '/api/auth/login/second-factor', undefined, { challenge, code: recoveryCodes[1] })).statusCode).toBe(401);

    const admin = (await t.login(TEST_ADMIN)).accessToken;
    const reset = await call('POST', `/api/users/${caio.user.id}/reset-two-factor`, admin);
    expect(reset.json().data.twoFactorEnabled).toBe(false);
    expect((await inject(second, 'GET', '/api/auth/me', caio.token)).statusCode).toBe(401);
    expect((await login(caio.email, caio.password)).json().data.accessToken).toBeTruthy();
  });

  it('required by the admin: a member without it reaches only enrolment until done, and cannot turn it off', async () => {
    const boss = await member('boss.totp@test.dev', 'girassol pipoca trovão 7', 'admin');
    const dani = await member('dani.totp@test.dev');
    expect((await call('PUT', '/api/users/security', dani.token, { requireTwoFactor: true })).statusCode).toBe(403);
    // An admin without two-factor cannot require it (they would lock themself into enrolment).
    const unenrolled = await call('PUT', '/api/users/security', boss.token, { requireTwoFactor: true });
    expect(unenrolled.statusCode).toBe(400);
    expect(unenrolled.json().message).toBe(TWO_FACTOR_MESSAGES.enrolFirst);
    await enrol(boss.token);
    const admin = boss.token;
    expect((await call('PUT', '/api/users/security', admin, { requireTwoFactor: true })).json().data).toEqual({ requireTwoFactor: true });
    try {
      const signedIn = (await login(dani.email, dani.password)).json().data;
      expect(signedIn.user.mustEnrolTwoFactor).toBe(true);
      const blocked = await inject(second, 'GET', '/api/blog/admin', signedIn.accessToken);
      expect(blocked.statusCode).toBe(403);
      expect(blocked.json().message).toBe(TWO_FACTOR_MESSAGES.enrolmentRequired);
      expect((await call('GET', '/api/auth/me', signedIn.accessToken)).json().data.mustEnrolTwoFactor).toBe(true);
      await enrol(signedIn.accessToken);
      expect((await call('GET', '/api/blog/admin', signedIn.accessToken)).statusCode).toBe(200);
      const off = await call('POST', '/api/auth/two-factor/disable', signedIn.accessToken, { password: dani.password });
      expect(off.json().message).toBe(TWO_FACTOR_MESSAGES.requiredByAdmin);
    } finally {
      await call('PUT', '/api/users/security', admin, { requireTwoFactor: false });
    }
    const danisToken = (await login(dani.email, dani.password)).json().data;
    expect(danisToken.twoFactorRequired).toBe(true);
  });
});

describe('passkeys', () => {
  const origin = () => t.app.services.passkeys.origin;

  it('registers one, signs in with it alone, renames and removes it', async () => {
    const eva = await member('eva.passkey@test.dev');
    const key = softAuthenticator();
    const options = (await call('POST', '/api/auth/passkeys/options', eva.token)).json().data;
    expect(options.authenticatorSelection.residentKey).toBe('required');
    const registered = await call('POST', '/api/auth/passkeys', eva.token, { name: 'Notebook', response: key.register(options, origin()) });
    expect(registered.statusCode).toBe(201);
    const passkeyId = registered.json().data.id;
    // The same challenge twice: refused.
    expect((await call('POST', '/api/auth/passkeys', eva.token, { name: 'De novo', response: key.register(options, origin()) })).statusCode).toBe(400);

    const loginOptions = (await call('POST', '/api/auth/passkey/options')).json().data;
    const signedIn = await call('POST', '/api/auth/passkey/login', undefined, { response: key.authenticate(loginOptions, origin()) }, { 'user-agent': IPHONE });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().data.user.email).toBe(eva.email);
    // A challenge signs in once.
    expect((await call('POST', '/api/auth/passkey/login', undefined, { response: key.authenticate(loginOptions, origin()) })).statusCode).toBe(401);

    expect((await call('PUT', `/api/auth/passkeys/${passkeyId}`, eva.token, { name: 'MacBook da Eva' })).json().data.name).toBe('MacBook da Eva');
    const list = (await call('GET', '/api/auth/passkeys', eva.token)).json().data;
    expect(list).toEqual([expect.objectContaining({ id: passkeyId, name: 'MacBook da Eva', lastUsedAt: expect.any(String) })]);
    const other = await member('outro.passkey@test.dev');
    expect((await call('DELETE', `/api/auth/passkeys/${passkeyId}`, other.token)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/auth/passkeys/${passkeyId}`, eva.token)).statusCode).toBe(200);
    const gone = (await call('POST', '/api/auth/passkey/options')).json().data;
    const refused = await call('POST', '/api/auth/passkey/login', undefined, { response: key.authenticate(gone, origin()) });
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toBe(PASSKEY_MESSAGES.unknown);
  });

  it('hands out sign-in challenges to one address at most 60 times in 15 minutes', async () => {
    const from = { remoteAddress: '10.77.0.1' };
    for (let i = 0; i < 60; i++) expect((await t.app.inject({ method: 'POST', url: '/api/auth/passkey/options', ...from })).statusCode).toBe(200);
    const limited = await t.app.inject({ method: 'POST', url: '/api/auth/passkey/options', ...from });
    expect(limited.statusCode).toBe(429);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/passkey/options', remoteAddress: '10.77.0.2' })).statusCode).toBe(200);
  });

  it('refuses an answer made for another origin or another site, at registration and at sign-in', async () => {
    const fabio = await member('fabio.passkey@test.dev');
    const key = softAuthenticator();
    const options = (await call('POST', '/api/auth/passkeys/options', fabio.token)).json().data;
    expect((await call('POST', '/api/auth/passkeys', fabio.token, { name: 'Phishing', response: key.register(options, 'https://orbita-login.example') })).statusCode).toBe(400);
    const good = (await call('POST', '/api/auth/passkeys/options', fabio.token)).json().data;
    expect((await call('POST', '/api/auth/passkeys', fabio.token, { name: 'Certo', response: key.register(good, origin()) })).statusCode).toBe(201);
    for (const [from, rpId] of [['https://orbita-login.example', 'orbita-login.example'], [origin(), 'orbita-login.example']] as const) {
      const loginOptions = (await call('POST', '/api/auth/passkey/options')).json().data;
      expect((await call('POST', '/api/auth/passkey/login', undefined, { response: key.authenticate(loginOptions, from, rpId) })).statusCode).toBe(401);
    }
  });
});

describe('sessions', () => {
  it('lists each session with its browser, system and address, and ends one or all the others, on every instance', async () => {
    const gil = await member('gil.sessions@test.dev');
    const phone = (await login(gil.email, gil.password, {}, IPHONE)).json().data;
    const list = (await call('GET', '/api/auth/sessions', gil.token)).json().data;
    expect(list).toHaveLength(2);
    expect(list).toContainEqual(expect.objectContaining({ browser: 'Safari', system: 'iOS', current: false, method: 'password', ip: expect.stringMatching(/^10\.9\.0\./) }));
    expect(list).toContainEqual(expect.objectContaining({ browser: 'Chrome', system: 'Linux', current: true }));
    const phoneSession = list.find((s: { current: boolean }) => !s.current).id;
    const outsider = await member('hugo.sessions@test.dev');
    expect((await call('DELETE', `/api/auth/sessions/${phoneSession}`, outsider.token)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/auth/sessions/${phoneSession}`, gil.token)).statusCode).toBe(200);
    expect((await inject(second, 'GET', '/api/auth/me', phone.accessToken)).statusCode).toBe(401);
    expect((await inject(second, 'POST', '/api/auth/refresh', undefined, { refreshToken: phone.refreshToken })).statusCode).toBe(401);

    const tablet = (await login(gil.email, gil.password)).json().data;
    const laptop = (await login(gil.email, gil.password)).json().data;
    expect((await call('POST', '/api/auth/sessions/end-others', gil.token)).json().data).toEqual({ ended: 2 });
    for (const other of [tablet, laptop]) expect((await inject(second, 'GET', '/api/auth/me', other.accessToken)).statusCode).toBe(401);
    expect((await inject(second, 'GET', '/api/auth/me', gil.token)).statusCode).toBe(200);
    expect((await call('GET', '/api/auth/sessions', gil.token)).json().data).toHaveLength(1);
  });

  it('an admin ends every session of a user; deactivating one does too', async () => {
    const admin = (await t.login(TEST_ADMIN)).accessToken;
    const iris = await member('iris.sessions@test.dev');
    expect((await call('POST', `/api/users/${iris.user.id}/end-sessions`, iris.token)).statusCode).toBe(403);
    expect((await call('POST', `/api/users/${iris.user.id}/end-sessions`, admin)).statusCode).toBe(200);
    expect((await inject(second, 'GET', '/api/auth/me', iris.token)).statusCode).toBe(401);
    const again = (await login(iris.email, iris.password)).json().data;
    await call('PUT', `/api/users/${iris.user.id}`, admin, { active: false });
    expect((await inject(second, 'GET', '/api/auth/me', again.accessToken)).statusCode).toBe(401);
  });

  it('a sign-in from a browser never seen on the account e-mails it when, where from and what to do', async () => {
    const joao = await member('joao.devices@test.dev');
    const mails = async () => db().select().from(outboxEmails).where(eq(outboxEmails.refId, joao.user.id)).orderBy(asc(outboxEmails.createdAt));
    const device = 'device-aaaaaaaaaaaaaaaa';
    await login(joao.email, joao.password, { deviceId: device });
    const before = (await mails()).filter((m) => m.kind === 'new-sign-in').length;
    await login(joao.email, joao.password, { deviceId: device });
    expect((await mails()).filter((m) => m.kind === 'new-sign-in')).toHaveLength(before);
    await login(joao.email, joao.password, { deviceId: 'device-bbbbbbbbbbbbbbbb' }, IPHONE);
    const sent = (await mails()).filter((m) => m.kind === 'new-sign-in');
    expect(sent).toHaveLength(before + 1);
    expect(sent.at(-1)!.to).toEqual([joao.email]);
    expect(sent.at(-1)!.text).toContain('Navegador: Safari em iOS');
    expect(sent.at(-1)!.text).toMatch(/Endereço IP: 10\.9\.0\.\d+/);
    expect(sent.at(-1)!.text).toContain('Recuperar senha');
  });

  it('reads browsers and systems from User-Agents', () => {
    expect(describeAgent(CHROME)).toEqual({ browser: 'Chrome', system: 'Linux' });
    expect(describeAgent('')).toEqual({ browser: 'Navegador desconhecido', system: 'Sistema desconhecido' });
  });
});

describe('invitations', () => {
  it('a member created without a password gets a link to choose it (7 days, once), and signs in with it', async () => {
    const admin = (await t.login(TEST_ADMIN)).accessToken;
    const created = await call('POST', '/api/users', admin, { name: 'Lia Campos', email: 'lia@test.dev', role: 'editor' });
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({ invitationPending: true, twoFactorEnabled: false });
    const [mail] = await db().select().from(outboxEmails).where(eq(outboxEmails.kind, 'invitation'));
    expect(mail!.to).toEqual(['lia@test.dev']);
    expect(mail!.text).toContain('Admin convidou você');
    const token = /nova-senha\?token=([A-Za-z0-9_-]{43})&convite=1/.exec(mail!.text)![1]!;
    expect((await call('POST', '/api/auth/reset-password', undefined, { token, password: 'lia campos 2026' })).statusCode).toBe(400);
    expect((await call('POST', '/api/auth/reset-password', undefined, { token, password: 'caderno de receitas da lia' })).statusCode).toBe(200);
    expect((await call('POST', '/api/auth/reset-password', undefined, { token, password: 'caderno de receitas da lia' })).statusCode).toBe(400);
    expect((await login('lia@test.dev', 'caderno de receitas da lia')).statusCode).toBe(200);
    expect((await call('GET', `/api/users/${created.json().data.id}`, admin)).json().data.invitationPending).toBe(false);
  });
});
