import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/app.js';
import { DOCUMENT_ONLY_HEADERS } from './security.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const login = (payload: string, contentType = 'application/json') =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload, headers: { 'content-type': contentType } });

describe('error envelope', () => {
  it('unknown /api routes answer a JSON 404', async () => {
    for (const [method, url] of [['GET', '/api/nope'], ['POST', '/api/cases/x/y/z'], ['DELETE', '/api']] as const) {
      const res = await t.app.inject({ method, url });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(res.json()).toEqual({ statusCode: 404, error: 'Not Found', code: 'NOT_FOUND', message: 'Rota não encontrada' });
    }
  });

  it('malformed JSON is a 400 with a clear message', async () => {
    const res = await login('{"email": "a@b.c", "password": ');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, error: 'Bad Request', message: 'Corpo da requisição não é um JSON válido' });
  });

  it('wrong types, unknown fields and over-long strings are 400 with field details', async () => {
    const wrongType = await login(JSON.stringify({ email: 42, password: ['x'] }));
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().details).toEqual({ email: 'Email é obrigatório', password: 'Senha é obrigatória' });

    const unknown = await login(JSON.stringify({ email: 'a@b.c', password: 'x', role: 'admin' }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().details).toEqual({ role: 'Campo não permitido' });

    const long = await login(JSON.stringify({ email: `${'a'.repeat(300)}@b.c`, password: 'x' }));
    expect(long.statusCode).toBe(400);
    expect(long.json().details).toEqual({ email: 'Email muito longo' });
    expect(long.json().message).toBe('Dados inválidos: Email muito longo');
  });

  it('a body over the limit is a 413', async () => {
    const res = await login(JSON.stringify({ email: 'a@b.c', password: 'x'.repeat(2 * 1024 * 1024) }));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ statusCode: 413, message: 'Corpo da requisição grande demais' });
  });

  it('an unsupported content type is a 415', async () => {
    const res = await login('email=a', 'application/x-www-form-urlencoded');
    expect(res.statusCode).toBe(415);
    expect(res.json().statusCode).toBe(415);
  });

  it('an unexpected failure is a 500 with no stack, SQL or path in the body', async () => {
    // A second app whose database is closed under it: every query fails.
    const broken = await createTestApp();
    await broken.app.services.database.close();
    const down = await broken.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'a@b.c', password: 'secret-pass' } });
    expect(down.statusCode).toBeGreaterThanOrEqual(500);
    const text = down.body;
    expect(text).not.toMatch(/select|insert|\/work\/|node_modules|at .*\.js|stack/i);
    expect(down.json()).toHaveProperty('message');
    await broken.app.close().catch(() => {});
  });
});

describe('GET /api/health', () => {
  it('checks the database', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, data: { status: 'ok', database: 'up' } });
  });
});

describe('security headers', () => {
  it('every response carries a Content-Security-Policy without unsafe-inline scripts, and nosniff', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
  });

  it("a picture, style sheet or font goes without the document's headers, keeping nosniff and its resource policy; an SVG keeps them all", async () => {
    const uploads = path.join(t.dataDir, 'uploads', 'headers');
    mkdirSync(uploads, { recursive: true });
    writeFileSync(path.join(uploads, 'photo.webp'), Buffer.from('RIFF\0\0\0\0WEBPVP8 '));
    writeFileSync(path.join(uploads, 'mark.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    const picture = await t.app.inject({ method: 'GET', url: '/uploads/headers/photo.webp' });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/webp');
    for (const name of DOCUMENT_ONLY_HEADERS) expect(picture.headers[name], name).toBeUndefined();
    expect(picture.headers['x-content-type-options']).toBe('nosniff');
    expect(picture.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(picture.headers['cache-control']).toContain('immutable');

    const svg = await t.app.inject({ method: 'GET', url: '/uploads/headers/mark.svg' });
    expect(svg.statusCode).toBe(200);
    expect(svg.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(String(svg.headers['content-security-policy'])).toContain("default-src 'self'");
    expect(svg.headers['x-frame-options']).toBe('DENY');
  });

  it('compresses large responses', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
  });
});

describe('API documentation', () => {
  it('GET /api/openapi.json documents every route with its auth', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(doc.openapi).toMatch(/^3\./);
    const trim = (p: string) => (p.length > 1 ? p.replace(/\/$/, '') : p);
    const paths = Object.keys(doc.paths).map(trim);
    const documented = t.app.routeTable.filter((r) => r.url !== '/api/*' && !r.url.startsWith('/api/docs') && r.url !== '/api/openapi.json');
    for (const route of documented) {
      const path = route.url.replace(/:(\w+)/g, '{$1}');
      expect(paths, `${route.method} ${route.url}`).toContain(trim(path));
    }
    expect(doc.paths['/api/blog/admin'].get.security).toEqual([{ bearerAuth: [] }]);
    // Request bodies carry examples a reader can copy.
    expect(JSON.stringify(doc.paths['/api/auth/login'].post.requestBody)).toContain('admin@orbita.dev');
    expect(JSON.stringify(doc.paths['/api/users'].post.requestBody)).toContain('ana@orbita.dev');
    expect(JSON.stringify(doc.paths['/api/settings'].patch.requestBody)).toContain('contato@orbita.dev');
    // Every JSON body has one, including those whose schema trims or transforms what it receives.
    const withoutExample = Object.entries(doc.paths as Record<string, Record<string, { requestBody?: { content: Record<string, unknown> } }>>)
      .flatMap(([path, operations]) => Object.entries(operations).map(([method, operation]) => ({ name: `${method.toUpperCase()} ${path}`, body: operation.requestBody })))
      .filter(({ body }) => body?.content['application/json'] && !/"examples?"/.test(JSON.stringify(body.content['application/json'])))
      .map(({ name }) => name);
    expect(withoutExample).toEqual([]);
    expect(JSON.stringify(doc.paths['/api/contacts'].post.requestBody)).toContain('maria@empresa.com.br');
    expect(JSON.stringify(doc.paths['/api/blog'].post.requestBody)).toContain('Como escolher uma stack');
    expect(doc.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
  });

  it('serves readable docs at /api/docs', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('swagger');
  });
});
