import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_EDITOR, type TestApp } from '../../test-support/app.js';
import { nameFromEmail } from './service.js';

let t: TestApp;
let admin: { authorization: string };
let editor: { authorization: string };
beforeAll(async () => {
  t = await createTestApp();
  admin = { authorization: `Bearer ${(await t.login()).accessToken}` };
  editor = { authorization: `Bearer ${(await t.login(TEST_EDITOR)).accessToken}` };
});
afterAll(async () => t?.close());

const req = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: object, payload?: object) => t.app.inject({ method, url, headers: headers as Record<string, string>, payload });

describe('users API', () => {
  it('lists who can sign a post: active staff, id and name only, to any signed-in staff member and nobody else', async () => {
    const away = (await req('POST', '/api/users', admin, { name: 'Zé Afastado', email: 'afastado@orbita.dev', role: 'editor', password: 'senha-inicial-1' })).json().data;
    await req('PUT', `/api/users/${away.id}`, admin, { active: false });
    const res = await req('GET', '/api/users/authors', editor);
    expect(res.statusCode).toBe(200);
    const authors = res.json().data as { id: string; name: string }[];
    expect(authors.map((a) => a.name)).toEqual(['Admin', 'Comercial', 'Editor']);
    for (const author of authors) expect(Object.keys(author).sort()).toEqual(['id', 'name']);
    expect(JSON.stringify(res.json())).not.toMatch(/@|role|email/);
    expect((await req('GET', '/api/users/authors', {})).statusCode).toBe(401);
    expect((await req('GET', '/api/users/authors', { authorization: 'Bearer nope' })).statusCode).toBe(401);
  });

  it('an admin lists, creates, changes the role of, deactivates and deletes users', async () => {
    const created = await req('POST', '/api/users', admin, { name: 'Nova Pessoa', email: 'Nova@Orbita.dev', role: 'editor', password: 'senha-inicial-1' });
    expect(created.statusCode).toBe(201);
    const user = created.json().data;
    expect(user).toMatchObject({ email: 'nova@orbita.dev', role: 'editor', active: true });
    expect(JSON.stringify(created.json())).not.toMatch(/password|hash/i);
    expect((await req('GET', '/api/users', admin)).json().data.data.map((u: { email: string }) => u.email)).toContain('nova@orbita.dev');
    expect((await req('POST', '/api/users', admin, { name: 'X', email: 'nova@orbita.dev', role: 'editor', password: 'senha-inicial-1' })).statusCode).toBe(409);

    const promoted = await req('PUT', `/api/users/${user.id}`, admin, { role: 'admin' });
    expect(promoted.json().data.role).toBe('admin');
    const session = await t.login({ email: 'nova@orbita.dev', password: 'senha-inicial-1' });
    await req('PUT', `/api/users/${user.id}`, admin, { active: false });
    expect((await req('GET', '/api/auth/me', { authorization: `Bearer ${session.accessToken}` })).statusCode).toBe(401);
    expect((await req('DELETE', `/api/users/${user.id}`, admin)).statusCode).toBe(200);
    expect((await req('GET', `/api/users/${user.id}`, admin)).statusCode).toBe(404);
  });

  it('a password reset by an admin ends the user’s sessions and the new password works', async () => {
    const u = (await req('POST', '/api/users', admin, { name: 'Reset', email: 'reset@orbita.dev', role: 'editor', password: 'senha-antiga-1' })).json().data;
    const session = await t.login({ email: 'reset@orbita.dev', password: 'senha-antiga-1' });
    await req('PUT', `/api/users/${u.id}`, admin, { password: 'senha-nova-123' });
    expect((await req('GET', '/api/auth/me', { authorization: `Bearer ${session.accessToken}` })).statusCode).toBe(401);
    await t.login({ email: 'reset@orbita.dev', password: 'senha-nova-123' });
  });

  it('an admin cannot demote, deactivate or delete themself, nor leave the site without an admin', async () => {
    const me = (await req('GET', '/api/auth/me', admin)).json().data;
    const demote = await req('PUT', `/api/users/${me.id}`, admin, { role: 'editor' });
    expect(demote.statusCode).toBe(400);
    expect(demote.json().message).toBe('Você não pode remover o seu próprio acesso de administrador');
    expect((await req('PUT', `/api/users/${me.id}`, admin, { active: false })).json().message).toBe('Você não pode excluir ou desativar a sua própria conta');
    expect((await req('DELETE', `/api/users/${me.id}`, admin)).json().message).toBe('Você não pode excluir ou desativar a sua própria conta');
  });

  it('editors are refused user management (403) and cannot promote themselves', async () => {
    const me = (await req('GET', '/api/auth/me', editor)).json().data;
    for (const [method, url] of [['GET', '/api/users'], ['POST', '/api/users'], ['GET', `/api/users/${me.id}`], ['PUT', `/api/users/${me.id}`], ['DELETE', `/api/users/${me.id}`]] as const) {
      const res = await req(method, url, editor, method === 'PUT' ? { role: 'admin' } : method === 'POST' ? {} : undefined);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
    const profile = await req('PUT', '/api/users/profile', editor, { name: 'Editor Novo', role: 'admin' });
    expect(profile.statusCode).toBe(400);
    expect(profile.json().details).toEqual({ role: 'Campo não permitido' });
    expect((await req('GET', '/api/auth/me', editor)).json().data.role).toBe('editor');
  });

  it('every user changes their own name, and their password with the current one', async () => {
    const profile = await req('PUT', '/api/users/profile', editor, { name: 'Editora Chefe' });
    expect(profile.json().data.name).toBe('Editora Chefe');
    const wrong = await req('POST', '/api/users/change-password', editor, { currentPassword: 'errada', newPassword: 'outra-senha-123' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().details).toEqual({ currentPassword: 'Senha atual incorreta' });
    const short = await req('POST', '/api/users/change-password', editor, { currentPassword: TEST_EDITOR.password, newPassword: 'curta' });
    expect(short.json().details).toEqual({ newPassword: 'A senha deve ter pelo menos 12 caracteres' });
    const ok = await req('POST', '/api/users/change-password', editor, { currentPassword: TEST_EDITOR.password, newPassword: 'outra-senha-123' });
    expect(ok.statusCode).toBe(200);
    await t.login({ email: TEST_EDITOR.email, password: 'outra-senha-123' });
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: TEST_EDITOR })).statusCode).toBe(401);
  });

  it('validates input', async () => {
    const res = await req('POST', '/api/users', admin, { name: '', email: 'x', role: 'root', password: '1' });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toMatchObject({ name: 'Nome é obrigatório', email: 'Email inválido', password: 'A senha deve ter pelo menos 12 caracteres' });
    expect(res.json().details.role).toBeTruthy();
  });
});

describe('the first administrator’s name', () => {
  it('is a person’s name read from the address when ADMIN_NAME is not set, never a role', () => {
    expect(nameFromEmail('ana.lima@orbita.dev')).toBe('Ana Lima');
    expect(nameFromEmail('joao_silva+site@orbita.dev')).toBe('Joao Silva');
    expect(nameFromEmail('admin@e2e.dev')).toBe('Admin');
    expect(nameFromEmail('42@orbita.dev')).toBe('42@orbita.dev');
  });
});
