import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/app.js';

let t: TestApp;
let auth: { authorization: string };
beforeAll(async () => {
  t = await createTestApp();
  auth = { authorization: `Bearer ${(await t.login()).accessToken}` };
});
afterAll(async () => t?.close());

const lead = (name: string, email: string) => ({ name, email, company: 'Empresa X', message: `Mensagem de ${name}.`, consentVersion: '2026-11-25', marketingConsent: true });
let ip = 0;
const submit = (body: object) => t.app.inject({ method: 'POST', url: '/api/contacts', payload: body, remoteAddress: `10.9.0.${++ip}` });

describe('Titular de dados (LGPD, issue 15)', () => {
  it('finds, exports and erases everything about one address, logging who did each and when', async () => {
    const first = (await submit(lead('Marta Titular', 'marta@cliente.com.br'))).json().data.id;
    await submit(lead('Marta de Novo', 'MARTA@Cliente.com.br'));
    const other = (await submit(lead('Outro Titular', 'outro@cliente.com.br'))).json().data.id;
    await t.app.inject({ method: 'POST', url: `/api/contacts/${first}/notes`, headers: auth, payload: { body: 'Pediu retorno por telefone.' } });
    // The notification about the lead is in the outbox (no SMTP here: written as a file).
    await t.app.services.database.db.execute(sql`insert into outbox_emails (kind, ref_id, "to", reply_to, subject, text) values ('lead-notification', ${first}, array['equipe@orbita.dev'], 'marta@cliente.com.br', 'Novo contato: Marta Titular', 'Nome: Marta Titular')`);

    const view = await t.app.inject({ method: 'GET', url: '/api/privacy/subject?email=Marta@cliente.com.br', headers: auth });
    expect(view.statusCode).toBe(200);
    const data = view.json().data;
    expect(data.email).toBe('marta@cliente.com.br');
    expect(data.leads.map((l: { name: string }) => l.name).sort()).toEqual(['Marta Titular', 'Marta de Novo']);
    expect(data.notes).toBe(1);
    expect(data.emails.map((e: { subject: string }) => e.subject)).toContain('Novo contato: Marta Titular');
    expect(data.history[0]).toMatchObject({ action: 'consulta', actorName: 'Admin', counts: { leads: 2, notes: 1 } });

    const file = await t.app.inject({ method: 'GET', url: '/api/privacy/subject/export?email=marta@cliente.com.br', headers: auth });
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename="titular_\d{4}-\d{2}-\d{2}\.json"$/);
    const exported = JSON.parse(file.body);
    expect(exported.contatos).toHaveLength(2);
    expect(exported.anotacoes[0]).toMatchObject({ texto: 'Pediu retorno por telefone.', autor: 'Admin' });
    expect(exported.emails[0]).toMatchObject({ assunto: 'Novo contato: Marta Titular', texto: 'Nome: Marta Titular' });

    const erased = await t.app.inject({ method: 'POST', url: '/api/privacy/subject/erase', headers: auth, payload: { email: 'marta@cliente.com.br' } });
    expect(erased.json()).toMatchObject({ message: 'Dados do titular apagados', data: { leads: 2, notes: 1 } });
    expect(erased.json().data.emails).toBeGreaterThanOrEqual(1);
    const after = (await t.app.inject({ method: 'GET', url: '/api/privacy/subject?email=marta@cliente.com.br', headers: auth })).json().data;
    expect(after).toMatchObject({ leads: [], notes: 0, emails: [] });
    // The log still finds the address (by its hash) and says who did what; it keeps no address itself.
    expect(after.history.map((h: { action: string }) => h.action)).toEqual(['consulta', 'exclusao', 'exportacao', 'consulta']);
    const logged = (await t.app.services.database.db.execute(sql`select count(*)::int as n from data_subject_actions where email_hash like '%@%'`)) as unknown as { rows: { n: number }[] };
    expect(logged.rows[0]!.n).toBe(0);
    const stillThere = (await t.app.inject({ method: 'GET', url: `/api/contacts/${first}`, headers: auth })).json().data;
    expect(stillThere).toMatchObject({ name: 'Contato anonimizado', message: '', stage: 'novo' });
    expect(stillThere.anonymizedAt).not.toBeNull();
    // Another person's data is untouched.
    expect((await t.app.inject({ method: 'GET', url: `/api/contacts/${other}`, headers: auth })).json().data.name).toBe('Outro Titular');
  });

  it('refuses a bad address and anyone but administrators', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/privacy/subject?email=nao-e-email', headers: auth })).json().details).toEqual({ email: 'Informe um e-mail válido' });
    expect((await t.app.inject({ method: 'POST', url: '/api/privacy/subject/erase', headers: auth, payload: { email: '' } })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/privacy/subject?email=a@b.com' })).statusCode).toBe(401);
  });
});
