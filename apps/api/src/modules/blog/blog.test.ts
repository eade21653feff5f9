import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_EDITOR, type TestApp } from '../../test-support/app.js';

let t: TestApp;
let auth: { authorization: string };
beforeAll(async () => {
  t = await createTestApp();
  auth = { authorization: `Bearer ${(await t.login(TEST_EDITOR)).accessToken}` };
});
afterAll(async () => t?.close());

const post = (body: object) => t.app.inject({ method: 'POST', url: '/api/blog', headers: auth, payload: body });
const base = { title: 'Como escolher uma stack em 2025', excerpt: 'Um guia prático.', content: '## Introdução\n\nTexto **forte**.' };

describe('blog API', () => {
  it('creates a draft by default with a slug from the title, category tecnologia and the author', async () => {
    const res = await post({ ...base, tags: 'react, node ,, ts' });
    expect(res.statusCode).toBe(201);
    const { data, message } = res.json();
    expect(message).toBe('Post criado com sucesso');
    expect(data).toMatchObject({ slug: 'como-escolher-uma-stack-em-2025', status: 'draft', published: false, category: 'tecnologia', categories: ['tecnologia'], tags: ['react', 'node', 'ts'], authorName: 'Editor', publishedAt: null, readTime: 1 });
    expect(data.seo).toEqual({ title: base.title, description: base.excerpt, keywords: [] });
  });

  it('gives a second post with the same title a unique slug, and refuses a taken explicit slug with 409', async () => {
    const second = await post(base);
    expect(second.json().data.slug).toBe('como-escolher-uma-stack-em-2025-2');
    const taken = await post({ ...base, slug: 'como-escolher-uma-stack-em-2025' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('Já existe um post com este slug');
  });

  it('validates with the messages of the specification', async () => {
    const res = await post({ title: ' ', excerpt: '', content: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual({ title: 'Título é obrigatório', excerpt: 'Resumo é obrigatório', content: 'Conteúdo é obrigatório' });
    const bad = await post({ ...base, slug: 'Não Vale', categories: ['culinaria'] });
    expect(bad.json().details).toMatchObject({ slug: 'Slug deve conter apenas letras minúsculas, números e hífens', 'categories.0': 'Categoria inválida' });
  });

  it('hides drafts from visitors and shows published posts; publish and unpublish toggle that', async () => {
    const created = (await post({ ...base, title: 'Post público', categories: ['design'] })).json().data;
    const publicList = async () => (await t.app.inject({ method: 'GET', url: '/api/blog?category=design' })).json().data;
    expect((await publicList()).data).toHaveLength(0);
    expect((await t.app.inject({ method: 'GET', url: `/api/blog/public/slug/${created.slug}` })).statusCode).toBe(404);

    const published = await t.app.inject({ method: 'POST', url: `/api/blog/${created.id}/publish`, headers: auth });
    expect(published.json()).toMatchObject({ message: 'Post publicado', data: { status: 'published', published: true } });
    const list = await publicList();
    expect(list.data.map((p: { slug: string }) => p.slug)).toEqual([created.slug]);
    expect(list.meta).toMatchObject({ page: 1, limit: 9, total: 1, totalPages: 1, pagination: { totalPages: 1 } });
    const bySlug = await t.app.inject({ method: 'GET', url: `/api/blog/public/slug/${created.slug}` });
    expect(bySlug.json().data.title).toBe('Post público');

    const unpublished = await t.app.inject({ method: 'POST', url: `/api/blog/${created.id}/unpublish`, headers: auth });
    expect(unpublished.json()).toMatchObject({ message: 'Post despublicado', data: { status: 'draft', publishedAt: null } });
    expect((await publicList()).data).toHaveLength(0);
  });

  it('the admin list shows drafts too, 10 per page, newest first', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/blog/admin', headers: auth });
    expect(res.statusCode).toBe(200);
    const { data, meta } = res.json().data;
    expect(meta.limit).toBe(10);
    expect(data.length).toBeGreaterThanOrEqual(3);
    expect(data.some((p: { status: string }) => p.status === 'draft')).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: '/api/blog/admin' })).statusCode).toBe(401);
  });

  it('updates with PATCH, sanitising HTML content, and deletes', async () => {
    const created = (await post({ ...base, title: 'Para editar' })).json().data;
    const res = await t.app.inject({ method: 'PATCH', url: `/api/blog/${created.id}`, headers: auth, payload: { content: '<h2>Oi</h2><p onclick="x()">a<script>alert(1)</script></p>', published: true } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ content: '<h2>Oi</h2><p>a</p>', status: 'published' });
    expect(res.json().message).toBe('Post atualizado com sucesso');
    const del = await t.app.inject({ method: 'DELETE', url: `/api/blog/${created.id}`, headers: auth });
    expect(del.json()).toMatchObject({ success: true, message: 'Post excluído' });
    expect((await t.app.inject({ method: 'DELETE', url: `/api/blog/${created.id}`, headers: auth })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'PATCH', url: `/api/blog/${created.id}`, headers: auth, payload: { title: 'x' } })).statusCode).toBe(404);
  });

  it('GET /api/blog/:id shows drafts to staff only', async () => {
    const draft = (await post({ ...base, title: 'Rascunho secreto' })).json().data;
    expect((await t.app.inject({ method: 'GET', url: `/api/blog/${draft.id}` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/blog/${draft.id}`, headers: auth })).json().data.title).toBe('Rascunho secreto');
    expect((await t.app.inject({ method: 'GET', url: '/api/blog/not-a-uuid' })).statusCode).toBe(400);
  });

  it('needs a token to write', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/blog', payload: base })).statusCode).toBe(401);
  });
});

describe('the author and the slug of a post', () => {
  const admin = async () => ({ authorization: `Bearer ${(await t.login()).accessToken}` });
  const staff = async (name: string, active = true) => {
    const user = await t.app.services.users.create({ name, email: `${name.toLowerCase().replace(/\W+/g, '.')}@orbita.dev`, role: 'editor', password: 'senha-inicial-1', active });
    return user.id;
  };

  it('is signed by the staff member chosen, with their name, and that name follows a rename', async () => {
    const beatriz = await staff('Beatriz Nogueira');
    const res = await post({ ...base, title: 'Assinado pela Beatriz', authorId: beatriz, status: 'published' });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ author: { id: beatriz, name: 'Beatriz Nogueira' }, authorName: 'Beatriz Nogueira' });
    // The public post shows that name, not the account that created it.
    const slug = res.json().data.slug;
    expect((await t.app.inject({ method: 'GET', url: `/api/blog/public/slug/${slug}` })).json().data.author.name).toBe('Beatriz Nogueira');
    // She renames herself in Meu perfil: her posts follow, on the public site too (no stale cached answer).
    const session = await t.login({ email: 'beatriz.nogueira@orbita.dev', password: 'senha-inicial-1' });
    const renamed = await t.app.inject({ method: 'PUT', url: '/api/users/profile', headers: { authorization: `Bearer ${session.accessToken}` }, payload: { name: 'Beatriz N. Lima' } });
    expect(renamed.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/api/blog/public/slug/${slug}` })).json().data.author).toEqual({ id: beatriz, name: 'Beatriz N. Lima' });
  });

  it('refuses an author who is not an active staff member with 400 on the author field, on create and on update', async () => {
    const gone = await staff('Pessoa Inativa', false);
    for (const authorId of [gone, '00000000-0000-4000-8000-000000000000']) {
      const res = await post({ ...base, title: 'Sem autor válido', authorId });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: 'Autor inválido: escolha um usuário ativo da equipe', details: { authorId: 'Autor inválido: escolha um usuário ativo da equipe' } });
    }
    expect((await post({ ...base, authorId: 'ninguém' })).json().details).toEqual({ authorId: 'Autor inválido: escolha um usuário ativo da equipe' });
    // A free-text name is not an author: the post is signed by a person on the team.
    expect((await post({ ...base, authorName: 'Administrador' })).statusCode).toBe(400);

    const created = (await post({ ...base, title: 'Troca de autor' })).json().data;
    const patch = (payload: object) => t.app.inject({ method: 'PATCH', url: `/api/blog/${created.id}`, headers: auth, payload });
    expect((await patch({ authorId: gone })).json().details).toEqual({ authorId: 'Autor inválido: escolha um usuário ativo da equipe' });
    const lucas = await staff('Lucas Andrade');
    expect((await patch({ authorId: lucas })).json().data.author).toEqual({ id: lucas, name: 'Lucas Andrade' });
    // Another change keeps the author.
    expect((await patch({ title: 'Troca de autor, revisado' })).json().data.author).toEqual({ id: lucas, name: 'Lucas Andrade' });
  });

  it('keeps slugs unique: a taken slug is a 409 naming the slug field, on create and on update', async () => {
    const first = (await post({ ...base, title: 'Slug ocupado', slug: 'slug-ocupado' })).json().data;
    const other = (await post({ ...base, title: 'Outro post' })).json().data;
    const taken = { statusCode: 409, message: 'Já existe um post com este slug', details: { slug: 'Já existe um post com este slug' } };
    expect((await post({ ...base, slug: first.slug })).json()).toMatchObject(taken);
    const res = await t.app.inject({ method: 'PATCH', url: `/api/blog/${other.id}`, headers: await admin(), payload: { slug: first.slug } });
    expect(res.json()).toMatchObject(taken);
    const own = await t.app.inject({ method: 'PATCH', url: `/api/blog/${first.id}`, headers: auth, payload: { slug: 'slug-novo' } });
    expect(own.json().data.slug).toBe('slug-novo');
  });
});

describe('related posts', () => {
  it('are other published posts of the same category, newest first', async () => {
    const make = async (title: string, category: string) => {
      const p = (await post({ ...base, title, categories: [category], published: true })).json().data;
      return p;
    };
    const a = await make('Marketing A', 'marketing');
    await make('Marketing B', 'marketing');
    await make('Negócios C', 'negocios');
    const related = await t.app.services.blog.related(a, 6);
    expect(related.map((p) => p.title)).toEqual(['Marketing B']);
  });
});

describe('GET /api/blog/:id/related', () => {
  it('answers the related posts to anyone, 3 by default, and 404 for a draft or unknown post', async () => {
    const made = [];
    for (const title of ['Design 1', 'Design 2', 'Design 3', 'Design 4', 'Design 5']) made.push((await post({ ...base, title, categories: ['design'], published: true })).json().data);
    const res = await t.app.inject({ method: 'GET', url: `/api/blog/${made[0].id}/related` });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((p: { title: string }) => p.title)).toEqual(['Design 5', 'Design 4', 'Design 3']);
    const two = await t.app.inject({ method: 'GET', url: `/api/blog/${made[0].id}/related?limit=2` });
    expect(two.json().data).toHaveLength(2);
    expect((await t.app.inject({ method: 'GET', url: `/api/blog/${made[0].id}/related?limit=500` })).statusCode).toBe(400);
    const draft = (await post({ ...base, title: 'Rascunho de design', categories: ['design'] })).json().data;
    expect((await t.app.inject({ method: 'GET', url: `/api/blog/${draft.id}/related` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/blog/00000000-0000-4000-8000-000000000000/related' })).statusCode).toBe(404);
  });
});
