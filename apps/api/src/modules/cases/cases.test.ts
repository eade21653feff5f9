import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPublicSite } from '../../public-site.js';
import { createTestApp, type TestApp } from '../../test-support/app.js';

let t: TestApp;
let auth: { authorization: string };
beforeAll(async () => {
  t = await createTestApp();
  auth = { authorization: `Bearer ${(await t.login()).accessToken}` };
});
afterAll(async () => t?.close());

const create = (body: object) => t.app.inject({ method: 'POST', url: '/api/cases', headers: auth, payload: body });
const valid = { title: 'App de Logística', slug: 'app-de-logistica', client: 'TransBR', imageUrl: '/uploads/x.png' };

describe('cases API', () => {
  it('creates a case with the defaults of the specification', async () => {
    const res = await create(valid);
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe('Case criado com sucesso!');
    expect(res.json().data).toMatchObject({ ...valid, _id: expect.any(String), category: 'general', industry: 'Tecnologia', featured: false, published: true, order: 0, gallery: [], technologies: [], logoUrl: null });
  });

  it('validates with the messages of the specification', async () => {
    const res = await create({ title: '', slug: '', client: '', imageUrl: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual({ title: 'Título é obrigatório', slug: 'Slug é obrigatório', client: 'Cliente é obrigatório', imageUrl: 'Imagem principal é obrigatória' });
    const slug = await create({ ...valid, slug: 'App Logística' });
    expect(slug.json().details).toEqual({ slug: 'Slug deve conter apenas letras minúsculas, números e hífens' });
    const order = await create({ ...valid, slug: 'x-1', order: -1 });
    expect(order.json().details).toEqual({ order: 'Ordem mínima é 0' });
    const gallery = await create({ ...valid, slug: 'x-2', gallery: Array(11).fill('/uploads/g.png') });
    expect(gallery.json().details).toEqual({ gallery: 'A galeria aceita no máximo 10 imagens' });
  });

  it('keeps the service, sector and technologies, and the public page gets the description’s Markdown as safe HTML', async () => {
    const description = 'Um app para **motoristas** de entrega.\n\n- Rotas offline\n- Assinatura na entrega\n\n<script>alert(1)</script>';
    const res = await create({ ...valid, slug: 'app-de-entregas', description, category: 'aplicativo', industry: 'Logística', technologies: ['Flutter', 'Firebase'] });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ description, category: 'aplicativo', industry: 'Logística', technologies: ['Flutter', 'Firebase'] });
    const site = createPublicSite(t.app.services, 'https://www.orbita.dev');
    const item = (await site.caseBySlug('app-de-entregas', 'pt'))!;
    expect(item.descriptionHtml).toBe('<p>Um app para <strong>motoristas</strong> de entrega.</p>\n<ul>\n<li>Rotas offline</li>\n<li>Assinatura na entrega</li>\n</ul>\n');
    expect(item.descriptionText).toBe('Um app para motoristas de entrega. Rotas offline Assinatura na entrega');
    // What search engines read is text, not Markdown.
    const seo = await t.app.inject({ method: 'GET', url: '/api/seo/slug/app-de-entregas' });
    expect(seo.json().data.description).toBe('Um app para motoristas de entrega. Rotas offline Assinatura na entrega');
    // A description written as plain text before reads as it did: one paragraph per block.
    await create({ ...valid, slug: 'texto-simples', description: 'Primeiro parágrafo.\n\nSegundo parágrafo.' });
    expect((await site.caseBySlug('texto-simples', 'pt'))!.descriptionHtml).toBe('<p>Primeiro parágrafo.</p>\n<p>Segundo parágrafo.</p>\n');
  });

  it('names the services a case illustrates; a carousel shows a service’s, the featured, or the picked ones, featured first', async () => {
    const make = async (slug: string, extra: object) => (await create({ ...valid, slug, ...extra })).json().data as { id: string; services: string[] };
    const erp = await make('servicos-erp', { services: ['software', 'outsourcing', 'software'], order: 2 });
    expect(erp.services).toEqual(['software', 'outsourcing']);
    const app = await make('servicos-app', { services: ['app'], order: 1 });
    const squad = await make('servicos-squad', { services: ['outsourcing'], order: 3, featured: true });
    const hidden = await make('servicos-rascunho', { services: ['outsourcing'], published: false });
    expect((await create({ ...valid, slug: 'servicos-x', services: ['design'] })).json().details).toEqual({ 'services.0': 'Serviço inválido: use software, app ou outsourcing' });
    const patched = await t.app.inject({ method: 'PATCH', url: `/api/cases/${app.id}`, headers: auth, payload: { services: ['app', 'software'] } });
    expect(patched.json().data.services).toEqual(['software', 'app']);
    expect((await t.app.inject({ method: 'PATCH', url: `/api/cases/${app.id}`, headers: auth, payload: { title: 'Outro título' } })).json().data.services).toEqual(['software', 'app']);

    const site = createPublicSite(t.app.services, 'https://www.orbita.dev');
    const ids = async (source: 'software' | 'app' | 'outsourcing' | 'featured' | 'picked', picked?: string[]) =>
      (await site.cases({ limit: 10, lang: 'pt', source, ids: picked })).data.map((c) => c.id);
    expect(await ids('software')).toEqual([app.id, erp.id]);
    expect(await ids('app')).toEqual([app.id]);
    expect(await ids('outsourcing')).toEqual([squad.id, erp.id]);
    expect(hidden.id).toBeDefined();
    expect(await ids('featured')).toContain(squad.id);
    expect((await site.cases({ limit: 10, lang: 'pt', source: 'featured' })).data.every((c) => c.featured)).toBe(true);
    expect(await ids('picked', [erp.id, hidden.id, 'not-an-id', squad.id])).toEqual([erp.id, squad.id]);
    expect(await ids('picked', [])).toEqual([]);
    expect((await site.cases({ limit: 50, lang: 'pt', source: 'all' })).data[0]!.featured).toBe(true);
  });

  it('refuses a duplicate slug with 409', async () => {
    expect((await create({ ...valid, slug: 'duplicado' })).statusCode).toBe(201);
    const res = await create({ ...valid, slug: 'duplicado', title: 'Outro' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ statusCode: 409, message: 'Já existe um case com este slug', details: { slug: 'Já existe um case com este slug' } });
  });

  it('hides unpublished cases from visitors but not from staff', async () => {
    const hidden = (await create({ ...valid, slug: 'oculto', title: 'Oculto', published: false })).json().data;
    const pub = (await t.app.inject({ method: 'GET', url: '/api/cases' })).json().data;
    expect(pub.data.map((c: { slug: string }) => c.slug)).not.toContain('oculto');
    expect((await t.app.inject({ method: 'GET', url: '/api/cases/slug/oculto' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/cases/slug/oculto' })).json().message).toBe('Case não encontrado');
    const staff = (await t.app.inject({ method: 'GET', url: '/api/cases', headers: auth })).json().data;
    expect(staff.data.map((c: { slug: string }) => c.slug)).toContain('oculto');
    expect((await t.app.inject({ method: 'GET', url: `/api/cases/${hidden.id}`, headers: auth })).statusCode).toBe(200);
  });

  it('toggles featured and published with a partial PATCH', async () => {
    const c = (await create({ ...valid, slug: 'toggle', title: 'Toggle' })).json().data;
    const res = await t.app.inject({ method: 'PATCH', url: `/api/cases/${c.id}`, headers: auth, payload: { featured: true } });
    expect(res.json()).toMatchObject({ message: 'Case atualizado com sucesso!', data: { featured: true, published: true, title: 'Toggle' } });
  });

  it('reorders with 1-based orders and lists in that order', async () => {
    for (const slug of ['ordem-a', 'ordem-b', 'ordem-c']) await create({ ...valid, slug, title: slug });
    const staff = (await t.app.inject({ method: 'GET', url: '/api/cases', headers: auth })).json().data.data as { id: string }[];
    expect(staff.length).toBeGreaterThanOrEqual(3);
    const reversed = [...staff].reverse();
    const res = await t.app.inject({ method: 'POST', url: '/api/cases/reorder', headers: auth, payload: { orders: reversed.map((c, i) => ({ id: c.id, order: i + 1 })) } });
    expect(res.json()).toMatchObject({ success: true, message: 'Ordem dos cases atualizada!' });
    const after = (await t.app.inject({ method: 'GET', url: '/api/cases', headers: auth })).json().data.data as { id: string; order: number }[];
    expect(after.map((c) => c.id)).toEqual(reversed.map((c) => c.id));
    expect(after.map((c) => c.order)).toEqual(reversed.map((_, i) => i + 1));
    const zero = await t.app.inject({ method: 'POST', url: '/api/cases/reorder', headers: auth, payload: { orders: [{ id: reversed[0]!.id, order: 0 }] } });
    expect(zero.statusCode).toBe(400);
  });

  it('deletes', async () => {
    const c = (await create({ ...valid, slug: 'apagar', title: 'Apagar' })).json().data;
    expect((await t.app.inject({ method: 'DELETE', url: `/api/cases/${c.id}`, headers: auth })).json().message).toBe('Case excluído com sucesso!');
    expect((await t.app.inject({ method: 'DELETE', url: `/api/cases/${c.id}`, headers: auth })).statusCode).toBe(404);
  });

  it('needs a token to write', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/cases', payload: valid })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/cases/reorder', payload: { orders: [] } })).statusCode).toBe(401);
  });
});
