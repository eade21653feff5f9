import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_LIMITS, LEAD_COUNT_CAP, LEAD_SEARCH_COUNT_CAP } from '@softhouse/contracts';
import { createTestApp, type TestApp } from '../../test-support/app.js';

let t: TestApp;
let auth: { authorization: string };
beforeAll(async () => {
  t = await createTestApp();
  auth = { authorization: `Bearer ${(await t.login()).accessToken}` };
});
afterAll(async () => t?.close());

let ip = 0;
const submit = (body: object, remoteAddress = `10.2.0.${++ip}`) => t.app.inject({ method: 'POST', url: '/api/contacts', payload: body, remoteAddress });
const lead = { name: 'Maria Souza', email: 'maria@empresa.com.br', phone: '+55 (11) 98888-7777', company: 'Empresa X', subject: 'Orçamento', message: 'Quero um app.' };
const countLeads = async () => ((await t.app.services.database.db.execute(sql`select count(*)::int as n from contact_messages`)) as unknown as { rows: { n: number }[] }).rows[0]!.n;
/** Leads that arrived within the last `days` days, counted directly. */
const countLeadsWithin = async (days: number) =>
  ((await t.app.services.database.db.execute(sql`select count(*)::int as n from contact_messages where created_at >= now() - make_interval(days => ${days})`)) as unknown as { rows: { n: number }[] }).rows[0]!.n;

describe('POST /api/contacts (public)', () => {
  it('stores a lead', async () => {
    const res = await submit(lead);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ success: true, data: { id: expect.any(String) } });
    const stored = await t.app.inject({ method: 'GET', url: `/api/contacts/${res.json().data.id}`, headers: auth });
    expect(stored.json().data).toMatchObject({ ...lead, isRead: false });
  });

  it('validates and stores nothing on bad input', async () => {
    const before = await countLeads();
    const res = await submit({ name: '', email: 'nao-e-email', message: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual({ name: 'Nome é obrigatório', email: 'E-mail inválido', message: 'Mensagem é obrigatória' });
    const long = await submit({ ...lead, message: 'x'.repeat(CONTACT_LIMITS.messageMax + 1) });
    expect(long.statusCode).toBe(400);
    expect(long.json().details.message).toBe('Mensagem muito longa (máx. 5000 caracteres)');
    expect(await countLeads()).toBe(before);
  });

  it('accepts honeypot hits silently without storing them', async () => {
    const before = await countLeads();
    const res = await submit({ ...lead, website: 'http://spam.example' });
    expect(res.statusCode).toBe(201);
    expect(await countLeads()).toBe(before);
  });

  it('rate limits per IP', async () => {
    const addr = '10.3.3.3';
    for (let i = 0; i < CONTACT_LIMITS.perIpPerHour; i++) expect((await submit(lead, addr)).statusCode).toBe(201);
    const blocked = await submit(lead, addr);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
    expect((await submit(lead, '10.3.3.4')).statusCode).toBe(201);
  });
});

describe('where a lead came from, and what it consented to (issue 15)', () => {
  const visit = {
    landingPage: '/software?utm_source=google&utm_medium=cpc&utm_campaign=erp-2026&gclid=abc123',
    referrer: 'https://www.google.com/',
    utmSource: 'google',
    utmMedium: 'cpc',
    utmCampaign: 'erp-2026',
    gclid: 'abc123',
  };

  it('stores the visit, the language, the service and the consent under the notice shown, and exports them', async () => {
    const res = await submit({ ...lead, name: 'Lia Atribuída', source: 'software', language: 'en', attribution: visit, marketingConsent: true, consentVersion: '2026-11-25' });
    expect(res.statusCode).toBe(201);
    const stored = (await t.app.inject({ method: 'GET', url: `/api/contacts/${res.json().data.id}`, headers: auth })).json().data;
    expect(stored).toMatchObject({
      service: 'software',
      language: 'en',
      attribution: { ...visit, utmTerm: null, utmContent: null, fbclid: null },
      marketingConsent: true,
      consentVersion: '2026-11-25',
    });
    expect(Date.now() - new Date(stored.consentAt).getTime()).toBeLessThan(60_000);

    const csv = (await t.app.inject({ method: 'GET', url: '/api/contacts/export?format=csv&search=Atribu', headers: auth })).body.replace(/^\uFEFF/, '').trim().split('\r\n');
    // Quoted cells (the dates have a comma) are one cell.
    const split = (line: string) => {
      const out: string[] = [];
      let cell = '';
      let quoted = false;
      for (let i = 0; i < line.length; i++) {
        const char = line[i]!;
        if (quoted && char === '"' && line[i + 1] === '"') {
          cell += '"';
          i++;
        } else if (char === '"') quoted = !quoted;
        else if (char === ',' && !quoted) {
          out.push(cell);
          cell = '';
        } else cell += char;
      }
      return [...out, cell];
    };
    const header = split(csv[0]!);
    const row = split(csv[1]!);
    const cell = (name: string) => row[header.indexOf(name)];
    expect([cell('Serviço'), cell('Idioma'), cell('utm_source'), cell('utm_campaign'), cell('gclid'), cell('Aceita marketing'), cell('Versão do aviso')]).toEqual([
      'software', 'en', 'google', 'erp-2026', 'abc123', 'Sim', '2026-11-25',
    ]);
  });

  it('records no consent without the notice, and none when the box is left unticked', async () => {
    const noNotice = (await submit({ ...lead, name: 'Sem Aviso', marketingConsent: true })).json().data.id;
    expect((await t.app.inject({ method: 'GET', url: `/api/contacts/${noNotice}`, headers: auth })).json().data).toMatchObject({
      marketingConsent: false,
      consentVersion: null,
      consentAt: null,
      service: 'geral',
      attribution: { landingPage: null, utmSource: null },
    });
    const unticked = (await submit({ ...lead, name: 'Sem Marketing', consentVersion: '2026-11-25' })).json().data.id;
    const data = (await t.app.inject({ method: 'GET', url: `/api/contacts/${unticked}`, headers: auth })).json().data;
    expect(data).toMatchObject({ marketingConsent: false, consentVersion: '2026-11-25' });
    expect(data.consentAt).not.toBeNull();
  });

  it('filters the list (and a bulk action or export over "all matching") by service and by how the visit came', async () => {
    await submit({ ...lead, name: 'Rui Indicado', source: 'outsourcing', attribution: { landingPage: '/outsourcing', referrer: 'https://parceiro.com.br/blog' } });
    await submit({ ...lead, name: 'Ana Direta', source: 'contato', attribution: { landingPage: '/' } });
    const names = async (query: string) =>
      ((await t.app.inject({ method: 'GET', url: `/api/contacts?limit=100&${query}`, headers: auth })).json().data.data as { name: string }[]).map((c) => c.name);
    expect(await names('channel=campaign&service=software')).toEqual(['Lia Atribuída']);
    expect(await names('channel=referral')).toEqual(['Rui Indicado']);
    expect(await names('channel=direct')).toEqual(['Ana Direta']);
    expect(await names('service=outsourcing')).toEqual(['Rui Indicado']);
    expect(await names('channel=unknown')).toContain('Sem Aviso');
    expect(await names('channel=unknown')).not.toContain('Ana Direta');
    expect(await names('service=geral')).toEqual(expect.arrayContaining(['Ana Direta', 'Sem Aviso']));
    expect(await names('service=geral')).not.toContain('Rui Indicado');
    const csv = (await t.app.inject({ method: 'GET', url: '/api/contacts/export?format=csv&channel=referral', headers: auth })).body.trim().split('\r\n');
    expect(csv).toHaveLength(2);
    expect(csv[1]).toMatch(/^Rui Indicado,/);
    const bad = await t.app.inject({ method: 'GET', url: '/api/contacts?channel=tv&service=games', headers: auth });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details).toEqual({ channel: 'Canal inválido', service: 'Serviço inválido' });
  });

  it('keeps attribution to one clean line, cut to size, and refuses what is not attribution', async () => {
    const id = (await submit({ ...lead, name: 'Linha Limpa', attribution: { utmSource: 'news\r\nBcc: x@evil.test', utmCampaign: 'c'.repeat(900), landingPage: '' } })).json().data.id;
    const { attribution } = (await t.app.inject({ method: 'GET', url: `/api/contacts/${id}`, headers: auth })).json().data;
    // Line breaks are dropped: nothing can start a header or a new line in the notification.
    expect(attribution.utmSource).toBe('newsBcc: x@evil.test');
    expect(attribution.utmCampaign).toHaveLength(500);
    expect(attribution.landingPage).toBeNull();
    const before = await countLeads();
    for (const body of [
      { ...lead, attribution: { utmSorce: 'typo' } },
      { ...lead, attribution: 'google' },
      { ...lead, language: 'fr' },
      { ...lead, consentVersion: '<script>' },
      { ...lead, marketingConsent: 'yes' },
    ]) expect((await submit(body)).statusCode, JSON.stringify(body)).toBe(400);
    expect(await countLeads()).toBe(before);
  });
});

describe('the pipeline: stage, owner, next contact, notes (issue 15)', () => {
  const staff = async (role: 'sales' | 'editor', name: string) => {
    const email = `${name.toLowerCase().replace(/\W+/g, '.')}@equipe.dev`;
    const created = await t.app.inject({ method: 'POST', url: '/api/users', headers: auth, payload: { name, email, role, password: 'senha-forte-123' } });
    expect(created.statusCode).toBe(201);
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: 'senha-forte-123' } });
    return { id: created.json().data.id as string, headers: { authorization: `Bearer ${login.json().data.accessToken}` } };
  };
  const patch = (id: string, payload: object, headers = auth) => t.app.inject({ method: 'PATCH', url: `/api/contacts/${id}`, headers, payload });

  it('starts Novo and unowned, moves along the stages, needs a reason to be lost, and takes only staff who handle leads as owner', async () => {
    const id = (await submit({ ...lead, name: 'Pipeline Um' })).json().data.id;
    const start = (await t.app.inject({ method: 'GET', url: `/api/contacts/${id}`, headers: auth })).json().data;
    expect(start).toMatchObject({ stage: 'novo', owner: null, nextContactAt: null, lostReason: null, waiting: false });
    const sara = await staff('sales', 'Sara Vendas');
    const edu = await staff('editor', 'Edu Editor');
    // The owners are who may see leads: the administrator and sales, not editors.
    const owners = (await t.app.inject({ method: 'GET', url: '/api/contacts/owners', headers: sara.headers })).json().data as { id: string; name: string }[];
    expect(owners.map((o) => o.name)).toContain('Sara Vendas');
    expect(owners.map((o) => o.name)).not.toContain('Edu Editor');
    expect(Object.keys(owners[0]!).sort()).toEqual(['id', 'name']);

    const moved = await patch(id, { stage: 'em_contato', ownerId: sara.id, nextContactAt: '2026-12-01' }, sara.headers);
    expect(moved.statusCode).toBe(200);
    expect(moved.json().data).toMatchObject({ stage: 'em_contato', owner: { id: sara.id, name: 'Sara Vendas' }, nextContactAt: '2026-12-01' });
    const refusedOwner = await patch(id, { ownerId: edu.id });
    expect(refusedOwner.statusCode).toBe(400);
    expect(refusedOwner.json().details).toEqual({ ownerId: 'Responsável inválido: escolha alguém da equipe que atende contatos' });
    const lostWithout = await patch(id, { stage: 'perdido' });
    expect(lostWithout.statusCode).toBe(400);
    expect(lostWithout.json().details).toEqual({ lostReason: 'Diga por que o contato foi perdido' });
    expect((await patch(id, { stage: 'perdido', lostReason: '  Orçamento acima do previsto ' })).json().data).toMatchObject({ stage: 'perdido', lostReason: 'Orçamento acima do previsto' });
    // Reopened, the reason goes; the owner and the date stay.
    expect((await patch(id, { stage: 'qualificado' })).json().data).toMatchObject({ stage: 'qualificado', lostReason: null, owner: { id: sara.id }, nextContactAt: '2026-12-01' });
    expect((await patch(id, { nextContactAt: null, ownerId: null })).json().data).toMatchObject({ owner: null, nextContactAt: null });
    for (const body of [{ stage: 'vendido' }, { nextContactAt: '01/12/2026' }, { ownerId: 'nobody' }, { color: 'red' }]) {
      expect((await patch(id, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await patch('00000000-0000-4000-8000-000000000000', { stage: 'ganho' })).statusCode).toBe(404);
    expect((await patch(id, { stage: 'ganho' }, edu.headers)).statusCode).toBe(403);
  });

  it('keeps notes with their author and time, oldest first, and a note or a change ends the wait', async () => {
    const id = (await submit({ ...lead, name: 'Pipeline Dois' })).json().data.id;
    // Arrived on a Monday and untouched until Wednesday: waiting (two working days).
    await t.app.services.database.db.execute(sql`update contact_messages set last_activity_at = '2026-11-23T12:00:00Z', created_at = '2026-11-23T12:00:00Z' where id = ${id}`);
    const before = (await t.app.inject({ method: 'GET', url: `/api/contacts/${id}`, headers: auth })).json().data;
    expect(before.waiting).toBe(true);
    expect((await t.app.inject({ method: 'POST', url: `/api/contacts/${id}/notes`, headers: auth, payload: { body: '   ' } })).json().details).toEqual({ body: 'Escreva a anotação' });
    const first = await t.app.inject({ method: 'POST', url: `/api/contacts/${id}/notes`, headers: auth, payload: { body: 'Liguei; pediu proposta até sexta.' } });
    expect(first.statusCode).toBe(201);
    await t.app.inject({ method: 'POST', url: `/api/contacts/${id}/notes`, headers: auth, payload: { body: '<b>Proposta</b> enviada.' } });
    const notes = (await t.app.inject({ method: 'GET', url: `/api/contacts/${id}/notes`, headers: auth })).json().data as { body: string; authorName: string }[];
    expect(notes.map((n) => n.body)).toEqual(['Liguei; pediu proposta até sexta.', '<b>Proposta</b> enviada.']);
    expect(notes[0]!.authorName).toBe('Admin');
    const after = (await t.app.inject({ method: 'GET', url: `/api/contacts/${id}`, headers: auth })).json().data;
    expect(after.waiting).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: '/api/contacts/00000000-0000-4000-8000-000000000000/notes', headers: auth })).statusCode).toBe(404);
  });

  it('reports the last 30 days by stage, service and channel, with the share that became clients', async () => {
    const report = async () => (await t.app.inject({ method: 'GET', url: '/api/contacts/report', headers: auth })).json().data;
    const before = await report();
    const won = (await submit({ ...lead, name: 'Relatório Ganho', source: 'aplicativo', attribution: { landingPage: '/aplicativo', utmSource: 'newsletter' } })).json().data.id;
    await patch(won, { stage: 'ganho' });
    const old = (await submit({ ...lead, name: 'Relatório Antigo' })).json().data.id;
    await t.app.services.database.db.execute(sql`update contact_messages set created_at = now() - interval '40 days' where id = ${old}`);
    const after = await report();
    expect(after.days).toBe(30);
    expect(after.total).toBe(before.total + 1);
    expect(after.byStage.ganho).toBe(before.byStage.ganho + 1);
    expect(after.byService.aplicativo).toBe(before.byService.aplicativo + 1);
    expect(after.byChannel.campaign).toBe(before.byChannel.campaign + 1);
    const sum = (record: Record<string, number>) => Object.values(record).reduce((a, b) => a + b, 0);
    expect([sum(after.byStage), sum(after.byService), sum(after.byChannel)]).toEqual([after.total, after.total, after.total]);
    expect(after.conversionRate).toBeCloseTo(after.byStage.ganho / after.total, 10);
    const everyone = (await t.app.inject({ method: 'GET', url: '/api/contacts?limit=1', headers: auth })).json().data.meta.total;
    expect(after.total).toBe(everyone - 1);
    await t.app.inject({ method: 'DELETE', url: `/api/contacts/${old}`, headers: auth });
  });

  it('filters by stage and by owner (me, nobody, someone), and exports the pipeline', async () => {
    const id = (await submit({ ...lead, name: 'Pipeline Três' })).json().data.id;
    const me = (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: auth })).json().data.id as string;
    await patch(id, { stage: 'proposta', ownerId: me, nextContactAt: '2026-12-03' });
    const names = async (query: string) =>
      ((await t.app.inject({ method: 'GET', url: `/api/contacts?limit=100&${query}`, headers: auth })).json().data.data as { name: string }[]).map((c) => c.name);
    expect(await names('stage=proposta')).toEqual(['Pipeline Três']);
    expect(await names('owner=me')).toEqual(['Pipeline Três']);
    expect(await names(`owner=${me}`)).toEqual(['Pipeline Três']);
    expect(await names('owner=none')).not.toContain('Pipeline Três');
    expect((await t.app.inject({ method: 'GET', url: '/api/contacts?owner=alguem', headers: auth })).statusCode).toBe(400);
    const csv = (await t.app.inject({ method: 'GET', url: '/api/contacts/export?format=csv&stage=proposta', headers: auth })).body.trim().split('\r\n');
    expect(csv).toHaveLength(2);
    expect(csv[0]).toMatch(/,Etapa,Motivo da perda,Responsável,Próximo contato$/);
    expect(csv[1]).toMatch(/,Proposta enviada,,Admin,03\/12\/2026$/);
  });
});

describe('LGPD retention (issue 15)', () => {
  it('anonymises leads older than the period an admin sets, once, keeping stage, dates and service', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/contacts/retention', headers: auth })).json().data).toEqual({ months: 24 });
    for (const months of [0, 121, 2.5, '12']) {
      expect((await t.app.inject({ method: 'PUT', url: '/api/contacts/retention', headers: auth, payload: { months } })).statusCode, String(months)).toBe(400);
    }
    const set = await t.app.inject({ method: 'PUT', url: '/api/contacts/retention', headers: auth, payload: { months: 12 } });
    expect(set.json()).toMatchObject({ message: 'Retenção salva', data: { months: 12 } });

    const old = (await submit({ ...lead, name: 'Titular Antigo', email: 'antigo@cliente.com.br', source: 'software', attribution: { landingPage: '/software?utm_source=x', utmSource: 'x' } })).json().data.id;
    await t.app.inject({ method: 'POST', url: `/api/contacts/${old}/notes`, headers: auth, payload: { body: 'Telefone pessoal: 11 99999-0000' } });
    await t.app.inject({ method: 'PATCH', url: `/api/contacts/${old}`, headers: auth, payload: { stage: 'ganho' } });
    const recent = (await submit({ ...lead, name: 'Titular Recente' })).json().data.id;
    await t.app.services.database.db.execute(sql`update contact_messages set created_at = now() - interval '13 months' where id = ${old}`);

    expect(await t.app.services.leadRetention.run()).toEqual({ anonymized: 1 });
    const gone = (await t.app.inject({ method: 'GET', url: `/api/contacts/${old}`, headers: auth })).json().data;
    expect(gone).toMatchObject({
      name: 'Contato anonimizado',
      email: 'anonimizado@anonimizado.invalid',
      phone: null,
      company: null,
      subject: null,
      message: '',
      stage: 'ganho',
      service: 'software',
      attribution: { landingPage: null, utmSource: null },
    });
    expect(gone.anonymizedAt).not.toBeNull();
    expect((await t.app.inject({ method: 'GET', url: `/api/contacts/${old}/notes`, headers: auth })).json().data).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: '/api/contacts?search=antigo@cliente', headers: auth })).json().data.data).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: `/api/contacts/${recent}`, headers: auth })).json().data).toMatchObject({ name: 'Titular Recente', anonymizedAt: null });
    // Once: a second run finds nothing to do.
    expect(await t.app.services.leadRetention.run()).toEqual({ anonymized: 0 });
    await t.app.inject({ method: 'PUT', url: '/api/contacts/retention', headers: auth, payload: { months: 24 } });
    await t.app.inject({ method: 'DELETE', url: `/api/contacts/${old}`, headers: auth });
  });
});

describe('contacts back office', () => {
  it('lists newest first with search over name, e-mail, company and subject (as parts of words), and the unread filter', async () => {
    await submit({ ...lead, name: 'João Pereira', email: 'joao@agro.com', company: 'AgroTech', subject: 'Outsourcing' });
    const search = async (q: string) => (await t.app.inject({ method: 'GET', url: `/api/contacts?search=${encodeURIComponent(q)}`, headers: auth })).json().data.data as { name: string }[];
    expect((await search('agrotech')).map((c) => c.name)).toEqual(['João Pereira']);
    expect((await search('JOAO@')).map((c) => c.name)).toEqual(['João Pereira']);
    expect((await search('outsourc')).map((c) => c.name)).toEqual(['João Pereira']);
    expect(await search('%')).toEqual([]);
    const all = (await t.app.inject({ method: 'GET', url: '/api/contacts?limit=5', headers: auth })).json().data;
    expect(all.data[0].name).toBe('João Pereira');
    expect(all.meta.limit).toBe(5);
  });

  it('finds a lead by the words of its message, whole or begun, in any order and case', async () => {
    await submit({ ...lead, name: 'Rita Campos', email: 'rita@campos.dev', company: 'Campos', subject: 'Projeto', message: 'Precisamos integrar o ERP legado com a loja virtual até março.' });
    const search = async (q: string) => (await t.app.inject({ method: 'GET', url: `/api/contacts?search=${encodeURIComponent(q)}`, headers: auth })).json().data.data.map((c: { name: string }) => c.name);
    expect(await search('loja virtual')).toEqual(['Rita Campos']);
    expect(await search('ERP integr')).toEqual(['Rita Campos']);
    expect(await search('VIRTUAL março')).toEqual(['Rita Campos']);
    expect(await search('loja física')).toEqual([]);
    // Punctuation and query syntax are words' separators, never an error.
    for (const q of ["loja' & !virtual", 'erp:* | (', '<->', "'", '!!!']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/contacts?search=${encodeURIComponent(q)}`, headers: auth });
      expect(res.statusCode, q).toBe(200);
    }
    expect(await search("loja' & !virtual")).toEqual(['Rita Campos']);
  });

  it('matches a one-character word of the message whole, and still as a part of the other fields', async () => {
    await submit({ ...lead, name: 'Caio Prado', email: 'caio@prado.dev', company: 'Prado 512', subject: 'Lote', message: 'Pedido do lote 7 e do lote 48 para a filial.' });
    const search = async (q: string) => (await t.app.inject({ method: 'GET', url: `/api/contacts?search=${encodeURIComponent(q)}`, headers: auth })).json().data.data.map((c: { name: string }) => c.name);
    expect(await search('lote 7')).toEqual(['Caio Prado']);
    expect(await search('lote 4')).toEqual([]);
    expect(await search('lote 48')).toEqual(['Caio Prado']);
    expect(await search('filial a')).toEqual(['Caio Prado']);
    expect(await search('prado 5')).toEqual(['Caio Prado']);
  });

  it('marks as read, counts stats over every lead, and deletes', async () => {
    const list = (await t.app.inject({ method: 'GET', url: '/api/contacts?isRead=false&limit=1000', headers: auth })).json().data;
    const first = list.data[0];
    const read = await t.app.inject({ method: 'POST', url: `/api/contacts/${first.id}/read`, headers: auth });
    expect(read.json()).toMatchObject({ message: 'Contato marcado como lido', data: { isRead: true } });
    await t.app.services.database.db.execute(sql`insert into contact_messages (name, email, message, created_at) select 'Old ' || g, 'old@x.com', 'm', now() - interval '20 days' from generate_series(1, 1200) g`);
    const stats = (await t.app.inject({ method: 'GET', url: '/api/contacts/stats', headers: auth })).json().data;
    const total = await countLeads();
    expect(stats.total).toBe(total);
    expect(stats.total).toBeGreaterThan(1200);
    expect(stats.read).toBe(1);
    expect(stats.unread).toBe(total - 1);
    // Other tests dated a lead or two in the past: the windows are counted, not assumed.
    const [month, week] = [await countLeadsWithin(30), await countLeadsWithin(7)];
    expect(week).toBeGreaterThan(0);
    expect(week).toBeLessThanOrEqual(total - 1200);
    expect(month - week).toBeGreaterThanOrEqual(1200);
    expect(stats.monthContacts).toBe(month);
    expect(stats.weekContacts).toBe(week);
    const unread = (await t.app.inject({ method: 'GET', url: '/api/contacts?isRead=false&limit=1', headers: auth })).json().data;
    expect(unread.meta.total).toBe(total - 1);
    const del = await t.app.inject({ method: 'DELETE', url: `/api/contacts/${first.id}`, headers: auth });
    expect(del.json().message).toBe('Contato excluído com sucesso');
    expect((await t.app.inject({ method: 'GET', url: `/api/contacts/${first.id}`, headers: auth })).statusCode).toBe(404);
  });

  it("keeps the stats' total and read figures equal to a count after every kind of change (decision 050)", async () => {
    const { db } = t.app.services.database;
    const counted = async () => {
      const result = (await db.execute(sql`select count(*)::int as total, (count(*) filter (where is_read))::int as read from contact_messages`)) as unknown as { rows: { total: number; read: number }[] };
      return result.rows[0]!;
    };
    const expectStatsToMatch = async (step: string) => {
      const stats = (await t.app.inject({ method: 'GET', url: '/api/contacts/stats', headers: auth })).json().data;
      const { total, read } = await counted();
      expect({ total: stats.total, read: stats.read, unread: stats.unread }, step).toEqual({ total, read, unread: total - read });
    };
    await expectStatsToMatch('before');
    await db.execute(sql`insert into contact_messages (name, email, message, is_read) select 'Lote ' || g, 'lote@x.com', 'm', g % 2 = 0 from generate_series(1, 40) g`);
    await expectStatsToMatch('40 inserted in one statement, 20 of them read');
    expect((await submit({ ...lead, email: 'counts@empresa.com.br' })).statusCode).toBe(201);
    await expectStatsToMatch('one from the form');
    const bulk = (body: object) => t.app.inject({ method: 'POST', url: '/api/contacts/bulk', headers: auth, payload: body });
    expect((await bulk({ action: 'read', filter: { search: 'lote' } })).statusCode).toBe(200);
    await expectStatsToMatch('every lote marked read by filter');
    const [some] = (await t.app.inject({ method: 'GET', url: '/api/contacts?search=lote&limit=3', headers: auth })).json().data.data as { id: string }[];
    expect((await bulk({ action: 'unread', ids: [some!.id] })).statusCode).toBe(200);
    await expectStatsToMatch('one marked unread by id');
    expect((await t.app.inject({ method: 'PATCH', url: `/api/contacts/${some!.id}`, headers: auth, payload: { stage: 'qualificado' } })).statusCode).toBe(200);
    await expectStatsToMatch('a stage change');
    expect((await bulk({ action: 'delete', filter: { search: 'lote' } })).statusCode).toBe(200);
    await expectStatsToMatch('every lote deleted');
    await db.execute(sql`update contact_messages set is_read = not is_read`);
    await expectStatsToMatch('every lead flipped');
    await db.execute(sql`update contact_messages set is_read = not is_read`);
  });

  it('exports CSV with neutralised formula cells', async () => {
    await submit({ ...lead, name: '=HYPERLINK("http://evil")', company: '+cmd', subject: '@SUM(A1)' });
    const res = await t.app.inject({ method: 'GET', url: '/api/contacts/export?format=csv&search=evil', headers: auth });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="contatos_\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = res.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe(
      'Nome,E-mail,Telefone,Empresa,Assunto,Mensagem,Origem,Lido,Recebido em,Serviço,Idioma,Página de entrada,Referência,utm_source,utm_medium,utm_campaign,utm_term,utm_content,gclid,fbclid,Aceita marketing,Versão do aviso,Consentimento em,Etapa,Motivo da perda,Responsável,Próximo contato',
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(lines[1]).toContain(`'+cmd`);
    expect(lines[1]).toContain(`'@SUM(A1)`);
    // Every column in order: empty origin, unread, received at in Brasília time.
    const [stored] = (await t.app.inject({ method: 'GET', url: '/api/contacts?search=evil', headers: auth })).json().data.data;
    const receivedAt = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'short', timeZone: 'America/Sao_Paulo' }).format(new Date(stored.createdAt));
    expect(lines[1]).toBe(`"'=HYPERLINK(""http://evil"")",maria@empresa.com.br,'+55 (11) 98888-7777,'+cmd,'@SUM(A1),Quero um app.,,Não,"${receivedAt}",geral,,,,,,,,,,,Não,,,Novo,,,`);
  });

  it('exports a real .xlsx', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/contacts/export?format=excel&search=evil', headers: auth });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/filename="contatos_.*\.xlsx"/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Contatos')!;
    expect(sheet.getRow(1).getCell(1).value).toBe('Nome');
    expect(sheet.getRow(2).getCell(1).value).toBe(`'=HYPERLINK("http://evil")`);
    expect(sheet.rowCount).toBe(2);
    expect(sheet.getRow(1).getCell(1).font?.bold).toBe(true);
  });

  it('exports text that XML cannot carry as-is (markup, control characters, emoji) to an .xlsx that opens', async () => {
    await submit({ ...lead, name: 'Zé <b>&</b> "Aspas"\u0007 🚀', company: 'Linha1\nLinha2', subject: 'xlsx-hostil' });
    const res = await t.app.inject({ method: 'GET', url: '/api/contacts/export?format=excel&search=xlsx-hostil', headers: auth });
    expect(res.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const row = workbook.getWorksheet('Contatos')!.getRow(2);
    expect(row.getCell(1).value).toBe('Zé <b>&</b> "Aspas" 🚀');
    expect(row.getCell(4).value).toBe('Linha1\nLinha2');
    expect(row.getCell(5).value).toBe('xlsx-hostil');
  });

  it('exports every lead once, also when many share a millisecond at a batch boundary', async () => {
    // 2,500 leads within the same few milliseconds (microseconds apart): the export pages in
    // batches of 1,000, and a cursor rounded to the millisecond would skip the rest of its millisecond.
    await t.app.services.database.db.execute(sql`insert into contact_messages (name, email, message, created_at)
      select 'Lote ' || g, 'lote@x.com', 'lote:' || g, timestamptz '2024-03-01 12:00:00.000000+00' + g * interval '1 microsecond'
      from generate_series(1, 2500) g`);
    const res = await t.app.inject({ method: 'GET', url: '/api/contacts/export?format=csv&search=Lote', headers: auth });
    const markers = [...res.body.matchAll(/lote:(\d+)/g)].map((m) => Number(m[1]));
    expect(markers).toHaveLength(2500);
    const excel = await t.app.inject({ method: 'GET', url: '/api/contacts/export?format=excel&search=Lote', headers: auth });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(excel.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Contatos')!;
    expect(sheet.rowCount).toBe(2501);
    expect(sheet.getRow(2).getCell(6).value).toBe('lote:2500');
    expect(sheet.getRow(2501).getCell(6).value).toBe('lote:1');
    expect(new Set(markers).size).toBe(2500);
    expect(markers[0]).toBe(2500);
    expect(markers.at(-1)).toBe(1);
  });

  it('refuses an unknown export format and anonymous callers', async () => {
    const bad = await t.app.inject({ method: 'GET', url: '/api/contacts/export?format=pdf', headers: auth });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details).toEqual({ format: 'Formato deve ser csv ou excel' });
    for (const url of ['/api/contacts', '/api/contacts/stats', '/api/contacts/export']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
  });
});

describe('counting a large list (decision 049)', () => {
  it('counts what a filter matches up to the cap (a search up to a lower one) and then says "more"', async () => {
    const db = t.app.services.database.db;
    await db.execute(sql`
      insert into contact_messages (name, email, message, is_read, created_at)
      select 'Volume ' || g, 'volume' || g || '@exemplo.com', 'Mensagem em volume.', false, now() - interval '400 days' - g * interval '1 minute'
      from generate_series(1, ${LEAD_COUNT_CAP + 5}) g`);
    try {
      const all = await countLeads();
      const unread = ((await db.execute(sql`select count(*)::int as n from contact_messages where not is_read`)) as unknown as { rows: { n: number }[] }).rows[0]!.n;
      const list = async (query: string) => (await t.app.inject({ method: 'GET', url: `/api/contacts?${query}`, headers: auth })).json().data as { data: { name: string }[]; meta: Record<string, unknown> };
      expect((await list('limit=20')).meta).toEqual({ page: 1, limit: 20, total: LEAD_COUNT_CAP, totalPages: LEAD_COUNT_CAP / 20, totalCapped: true, pagination: { page: 1, limit: 20, total: LEAD_COUNT_CAP, totalPages: LEAD_COUNT_CAP / 20, totalCapped: true } });
      expect((await list('isRead=false&limit=50')).meta).toMatchObject({ total: LEAD_COUNT_CAP, totalCapped: true });
      // Past the cap, a page is counted to its own end: it still knows there is one after it.
      const deep = await list(`page=${LEAD_COUNT_CAP / 20 + 1}&limit=20`);
      expect(deep.data).toHaveLength(20);
      expect(deep.meta).toMatchObject({ page: LEAD_COUNT_CAP / 20 + 1, total: LEAD_COUNT_CAP + 20, totalCapped: true });
      // The last page of all is counted exactly.
      const lastPage = Math.ceil(unread / 1000);
      const last = await list(`isRead=false&page=${lastPage}&limit=1000`);
      expect(last.meta).toEqual(expect.objectContaining({ total: unread, totalPages: lastPage }));
      expect(last.meta.totalCapped).toBeUndefined();
      expect(last.data).toHaveLength(unread - (lastPage - 1) * 1000);
      // Under the cap, exact.
      const read = await list('isRead=true');
      expect(read.meta.total).toBe(all - unread);
      expect(read.meta.totalCapped).toBeUndefined();
      // A search stops at its own, lower cap, newest first whichever way it is read.
      const search = await list('search=volume&limit=20');
      expect(search.meta).toMatchObject({ total: LEAD_SEARCH_COUNT_CAP, totalPages: LEAD_SEARCH_COUNT_CAP / 20, totalCapped: true });
      expect(search.data.map((row) => row.name)).toEqual(Array.from({ length: 20 }, (_, i) => `Volume ${i + 1}`));
      const byName = await list('search=volume&limit=20&sortBy=name&sortOrder=asc');
      expect(byName.meta).toMatchObject({ total: LEAD_SEARCH_COUNT_CAP, totalCapped: true });
      expect(byName.data[0]!.name).toBe('Volume 1');
      const one = await list('search=volume%201234');
      expect(one.data.map((row) => row.name)).toEqual(['Volume 1234']);
      expect(one.meta).toMatchObject({ total: 1, totalPages: 1 });
      expect(one.meta.totalCapped).toBeUndefined();
      // Past the cap the page is looked for among the newest leads first; when they hold none of the matches
      // (here 5,100 newer leads), it still comes, newest first: 1,111 leads are named "Volume 9…".
      await db.execute(sql`
        insert into contact_messages (name, email, message, created_at)
        select 'Recente ' || g, 'recente' || g || '@exemplo.com', 'Outra mensagem.', now() - interval '1 day' - g * interval '1 second'
        from generate_series(1, 5100) g`);
      const old = await list('search=volume%209&limit=20');
      expect(old.meta).toMatchObject({ total: LEAD_SEARCH_COUNT_CAP, totalCapped: true });
      expect(old.data.map((row) => row.name)).toEqual(['Volume 9', ...Array.from({ length: 10 }, (_, i) => `Volume ${90 + i}`), ...Array.from({ length: 9 }, (_, i) => `Volume ${900 + i}`)]);
      const oldest = await list('search=volume%209&limit=3&sortOrder=asc');
      expect(oldest.data.map((row) => row.name)).toEqual(['Volume 9999', 'Volume 9998', 'Volume 9997']);
    } finally {
      await db.execute(sql`delete from contact_messages where email like 'volume%@exemplo.com' or email like 'recente%@exemplo.com'`);
    }
  });
});
