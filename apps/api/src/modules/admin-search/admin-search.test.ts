import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_EDITOR, TEST_SALES, type TestApp } from '../../test-support/app.js';
import { NEWEST_LEADS_FIRST } from './service.js';

let t: TestApp;
const as = {} as Record<'admin' | 'editor' | 'sales', { authorization: string }>;
const ids = {} as Record<'post' | 'draft' | 'case' | 'media' | 'lead' | 'user', string>;

const search = (who: keyof typeof as, query: string) => t.app.inject({ method: 'GET', url: `/api/admin/search?${query}`, headers: as[who] });

async function upload(name: string) {
  const data = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#3355ff' } })
    .png()
    .toBuffer();
  const boundary = '----palette';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: image/png\r\n\r\n`),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/media/upload',
    payload,
    headers: { ...as.admin, 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
  expect(res.statusCode).toBe(201);
  return res.json().data.id as string;
}

async function create(url: string, payload: object, method: 'POST' | 'PUT' = 'POST') {
  const res = await t.app.inject({ method, url, headers: as.admin, payload });
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.json().data as { id: string };
}

beforeAll(async () => {
  t = await createTestApp();
  as.admin = { authorization: `Bearer ${(await t.login()).accessToken}` };
  as.editor = { authorization: `Bearer ${(await t.login(TEST_EDITOR)).accessToken}` };
  as.sales = { authorization: `Bearer ${(await t.login(TEST_SALES)).accessToken}` };
  // One of each type answering to "aurora", in its title or elsewhere (a case's client, a page's section, a lead's e-mail).
  ids.post = (await create('/api/blog', { title: 'Aurora: como medimos desempenho', excerpt: 'Métricas reais.', content: 'Texto', status: 'published' })).id;
  ids.draft = (
    await create('/api/blog', { title: 'Notas internas', slug: 'notas-internas-aurora', excerpt: 'Bastidores', content: 'Texto', status: 'draft' })
  ).id;
  ids.case = (
    await create('/api/cases', {
      title: 'Portal de Seguros',
      slug: 'portal-de-seguros',
      client: 'Aurora Seguros',
      imageUrl: '/uploads/x.png',
      published: false,
    })
  ).id;
  await create('/api/content/page/sobre', { title: 'Sobre' }, 'PUT');
  await create('/api/content/sobre/sections', { type: 'hero', content: { title: { pt: 'Aurora no topo da página' }, buttons: [], metrics: [] } });
  ids.media = await upload('aurora-capa.png');
  const lead = await t.app.inject({
    method: 'POST',
    url: '/api/contacts',
    remoteAddress: '10.9.0.1',
    payload: { name: 'Marta Lima', email: 'marta@aurora.com.br', company: 'Grupo Boreal', message: 'Olá' },
  });
  ids.lead = lead.json().data.id;
  ids.user = (await create('/api/users', { name: 'Aurora Nunes', email: 'aurora.nunes@orbita.dev', role: 'editor', password: 'senha-da-aurora-1' })).id;
});
afterAll(async () => t?.close());

const groupsOf = (res: { json(): { data: { groups: { type: string }[] } } }) => res.json().data.groups.map((group) => group.type);

describe('GET /api/admin/search', () => {
  it('finds every type for an administrator, grouped in order, each with the address that opens it', async () => {
    const res = await search('admin', 'q=Aurora');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      data: {
        q: 'Aurora',
        groups: [
          {
            type: 'post',
            more: false,
            items: [
              // A word of the title starting with the term comes first, though the other post (found by its slug) is newer.
              {
                type: 'post',
                id: ids.post,
                title: 'Aurora: como medimos desempenho',
                subtitle: 'Publicado · /blog/aurora-como-medimos-desempenho',
                href: `/admin/blog?edit=${ids.post}`,
              },
              {
                type: 'post',
                id: ids.draft,
                title: 'Notas internas',
                subtitle: 'Rascunho · /blog/notas-internas-aurora',
                href: `/admin/blog?edit=${ids.draft}`,
              },
            ],
          },
          {
            type: 'case',
            more: false,
            items: [
              { type: 'case', id: ids.case, title: 'Portal de Seguros', subtitle: 'Aurora Seguros · Não publicado', href: `/admin/cases?edit=${ids.case}` },
            ],
          },
          {
            type: 'page',
            more: false,
            items: [{ type: 'page', id: 'sobre', title: 'Sobre', subtitle: 'Seção: Aurora no topo da página', href: '/admin/paginas?page=sobre' }],
          },
          {
            type: 'media',
            more: false,
            items: [{ type: 'media', id: ids.media, title: 'aurora-capa.png', subtitle: 'image/png', href: `/admin/midia?edit=${ids.media}` }],
          },
          {
            type: 'lead',
            more: false,
            items: [
              { type: 'lead', id: ids.lead, title: 'Marta Lima', subtitle: 'marta@aurora.com.br · Grupo Boreal', href: `/admin/contatos?contato=${ids.lead}` },
            ],
          },
          {
            type: 'user',
            more: false,
            items: [
              {
                type: 'user',
                id: ids.user,
                title: 'Aurora Nunes',
                subtitle: 'aurora.nunes@orbita.dev · Editor',
                href: '/admin/usuarios?q=aurora.nunes%40orbita.dev',
              },
            ],
          },
        ],
      },
    });
  });

  it('finds the site pages by their name, without accents, even before they have content', async () => {
    const res = await search('admin', 'q=inicio&types=page');
    expect(res.json().data.groups).toEqual([
      { type: 'page', more: false, items: [{ type: 'page', id: 'home', title: 'Início', subtitle: '/', href: '/admin/paginas?page=home' }] },
    ]);
  });

  it('answers an editor with content only, and refuses leads and users with the reason', async () => {
    const res = await search('editor', 'q=aurora');
    expect(res.statusCode).toBe(200);
    expect(groupsOf(res)).toEqual(['post', 'case', 'page', 'media']);
    expect(JSON.stringify(res.json())).not.toContain('marta@aurora.com.br');
    const leads = await search('editor', 'q=aurora&types=lead');
    expect(leads.statusCode).toBe(403);
    expect(leads.json().message).toBe('Seu perfil não permite acessar os contatos recebidos');
    const mixed = await search('editor', 'q=aurora&types=post,user');
    expect(mixed.statusCode).toBe(403);
    expect(mixed.json().message).toBe('Somente administradores gerenciam usuários');
  });

  it('answers sales with leads only, and refuses content with the reason', async () => {
    const res = await search('sales', 'q=aurora');
    expect(res.statusCode).toBe(200);
    expect(groupsOf(res)).toEqual(['lead']);
    expect(res.json().data.groups[0].items.map((item: { title: string }) => item.title)).toEqual(['Marta Lima']);
    for (const type of ['post', 'case', 'page', 'media']) {
      const refused = await search('sales', `q=aurora&types=${type}`);
      expect(refused.statusCode, type).toBe(403);
      expect(refused.json().message).toBe('Seu perfil não permite editar conteúdo do site');
    }
    expect((await search('sales', 'q=aurora&types=user')).statusCode).toBe(403);
  });

  it('answers only the types asked for, in the palette order', async () => {
    const res = await search('admin', 'q=aurora&types=user,post,user');
    expect(groupsOf(res)).toEqual(['post', 'user']);
  });

  it('finds leads by name, e-mail and company, newest first, and says when there are more', async () => {
    await t.app.services.database.db.execute(sql`
      insert into contact_messages (name, email, company, message, created_at)
      select 'Cliente ' || g, 'cliente' || g || '@varejo.com.br', 'Rede Tucano ' || g, 'Olá', now() - g * interval '1 hour'
      from generate_series(1, 8) g`);
    expect((await search('sales', 'q=Cliente 3')).json().data.groups[0].items.map((item: { title: string }) => item.title)).toEqual(['Cliente 3']);
    expect((await search('sales', 'q=cliente5@VAREJO')).json().data.groups[0].items.map((item: { title: string }) => item.title)).toEqual(['Cliente 5']);
    const byCompany = (await search('sales', 'q=rede tucano&limit=3')).json().data.groups[0];
    expect(byCompany.items.map((item: { title: string }) => item.title)).toEqual(['Cliente 1', 'Cliente 2', 'Cliente 3']);
    expect(byCompany.more).toBe(true);
    expect((await search('sales', 'q=rede tucano&limit=8')).json().data.groups[0].more).toBe(false);
  });

  it('takes the term literally: % and _ match only themselves', async () => {
    const res = await search('admin', `q=${encodeURIComponent('%_')}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.groups.flatMap((group: { items: unknown[] }) => group.items)).toEqual([]);
  });

  it(`looks for a term shorter than three letters among the ${NEWEST_LEADS_FIRST} newest leads only`, async () => {
    const db = t.app.services.database.db;
    await db.execute(
      sql`insert into contact_messages (name, email, message, created_at) values ('Zq Antigo', 'antigo@exemplo.com', 'Olá', now() - interval '10 years')`,
    );
    await db.execute(sql`
      insert into contact_messages (name, email, message, created_at)
      select 'Pessoa ' || g, 'pessoa' || g || '@exemplo.com', 'Olá', now() - interval '1 year' - g * interval '1 minute'
      from generate_series(1, ${NEWEST_LEADS_FIRST}) g`);
    const leads = async (q: string) =>
      (await search('sales', `q=${encodeURIComponent(q)}`)).json().data.groups[0].items.map((item: { title: string }) => item.title);
    expect(await leads('zq')).toEqual([]);
    expect(await leads('zq a')).toEqual(['Zq Antigo']);
    expect(await leads('Ma')).toEqual(['Marta Lima']);
  });

  it('refuses a missing, blank or too long term, an unknown type and a bad limit with a clear message', async () => {
    const cases: [string, string, string][] = [
      ['', 'q', 'Digite o que buscar'],
      ['q=%20%20', 'q', 'Digite o que buscar'],
      [`q=${'a'.repeat(101)}`, 'q', 'Busca muito longa (máx. 100 caracteres)'],
      ['q=aurora&types=post,pedidos', 'types', 'Tipo inválido: use post, case, page, media, lead, user'],
      ['q=aurora&limit=11', 'limit', 'O limite deve ser um número inteiro de 1 a 10'],
      ['q=aurora&limit=abc', 'limit', 'O limite deve ser um número inteiro de 1 a 10'],
    ];
    for (const [query, field, message] of cases) {
      const res = await search('admin', query);
      expect(res.statusCode, query).toBe(400);
      expect(Object.entries(res.json().details ?? {}).find(([key]) => key.startsWith(field))?.[1], query).toBe(message);
    }
  });

  it('is documented in the OpenAPI document, behind the bearer token', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const operation = doc.paths['/api/admin/search'].get;
    expect(operation.security).toEqual([{ bearerAuth: [] }]);
    expect(operation.parameters.map((parameter: { name: string }) => parameter.name).sort()).toEqual(['limit', 'q', 'types']);
  });
});
