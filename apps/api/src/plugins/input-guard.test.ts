import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ADMIN, type TestApp } from '../test-support/app.js';
import { serializeError, serializeRequest } from './errors.js';
import { NUL_MESSAGE } from './input-guard.js';

let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  admin = { authorization: `Bearer ${(await t.login()).accessToken}` };
});
afterAll(async () => t?.close());

const refused = (res: { statusCode: number; json: () => { message: string } }) => {
  expect(res.statusCode).toBe(400);
  expect(res.json().message).toBe(NUL_MESSAGE);
};

describe('NUL bytes are refused with 400, never a 500', () => {
  it('in addresses: slug routes, searches and pages', async () => {
    for (const url of [
      '/api/blog/public/slug/a%00b',
      '/api/cases/slug/a%00b',
      '/api/blog?search=a%00b',
      '/api/blog/admin?search=%00',
      '/api/contacts?search=x%00',
      '/api/media?search=%00',
      '/blog/a%00b',
    ]) {
      const res = await t.app.inject({ method: 'GET', url, headers: admin });
      expect(res.statusCode, url).toBe(400);
    }
  });

  it('in bodies: a lead, a login e-mail, alt text', async () => {
    refused(await t.app.inject({ method: 'POST', url: '/api/contacts', payload: { name: 'Ana', email: 'ana@x.dev', message: 'oi\u0000' }, remoteAddress: '10.9.0.1' }));
    refused(await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: `${TEST_ADMIN.email}\u0000`, password: 'x' } }));
    refused(await t.app.inject({ method: 'POST', url: '/api/blog', headers: admin, payload: { title: 'a', excerpt: 'b', content: 'c', tags: ['x\u0000'] } }));
    refused(await t.app.inject({ method: 'POST', url: '/api/contacts', payload: { ['na\u0000me']: 'x' }, remoteAddress: '10.9.0.2' }));
    const count = (await t.app.services.database.db.execute(sql`select count(*)::int as n from contact_messages`)) as unknown as { rows: { n: number }[] };
    expect(count.rows[0]!.n).toBe(0);
  });
});

describe('the error log', () => {
  it('leaves out the values of a failed query (a lead\'s personal data)', async () => {
    const db = t.app.services.database.db;
    const error = await db.execute(sql`select ${'maria.souza@cliente.com.br'}::int`).then(() => null, (e: unknown) => e as Error);
    expect(error).toBeInstanceOf(Error);
    expect(JSON.stringify({ message: error!.message, params: (error as { params?: unknown }).params })).toContain('maria.souza');
    const logged = JSON.stringify(serializeError(error!));
    expect(logged).not.toContain('maria.souza');
    expect(logged).toContain('Failed query');
  });
});

describe('the request log', () => {
  it('writes what a search looked for as omitted, and the rest of the address as is', () => {
    const logged = serializeRequest({ method: 'GET', url: '/api/contacts?page=2&search=maria%40cliente.com.br&limit=20', ip: '10.0.0.1' });
    expect(logged).toMatchObject({ method: 'GET', url: '/api/contacts?page=2&search=[omitted]&limit=20', remoteAddress: '10.0.0.1' });
  });
});
