import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { EMAIL_MAX_ATTEMPTS } from '@softhouse/contracts';
import { createTestApp, TEST_EDITOR, TEST_SALES, type TestApp } from '../../test-support/app.js';
import { freePort, startInbox, type Inbox } from '../../test-support/smtp.js';
import { createOutbox, createTransport } from './outbox.js';

/*
 * E-mail through a real SMTP server started here (smtp-server), and through the file outbox when
 * SMTP_URL is not set (decision 028).
 */

const PUBLIC_URL = 'https://www.orbita.dev';

const lead = { name: 'Maria Souza', email: 'maria@empresa.com.br', phone: '+55 (11) 98888-7777', company: 'Empresa X', subject: 'Orçamento de app', message: 'Queremos um <b>aplicativo</b> para nossos vendedores.', source: 'aplicativo' };
let ip = 0;
const submit = (t: TestApp, body: object) => t.app.inject({ method: 'POST', url: '/api/contacts', payload: body, remoteAddress: `10.7.0.${++ip}` });
const outboxRows = async (t: TestApp) =>
  ((await t.app.services.database.db.execute(sql`select status, attempts, last_error, ref_id, "to" from outbox_emails order by created_at`)) as unknown as { rows: { status: string; attempts: number; last_error: string | null; ref_id: string; to: string[] }[] }).rows;
const makeDue = (t: TestApp) => t.app.services.database.db.execute(sql`update outbox_emails set next_attempt_at = now() where status = 'pending'`);
const until = async (check: () => boolean | Promise<boolean>, ms = 5000) => {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

describe('through SMTP', () => {
  let inbox: Inbox;
  let t: TestApp;
  let admin: { authorization: string };
  beforeAll(async () => {
    inbox = await startInbox();
    t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${inbox.port}`, MAIL_FROM: 'Órbita Software <no-reply@orbita.dev>', PUBLIC_URL });
    admin = { authorization: `Bearer ${(await t.login()).accessToken}` };
  });
  afterAll(async () => {
    await t?.close();
    await inbox?.close();
  });
  afterEach(() => {
    inbox.received.length = 0;
    inbox.refuse = false;
  });

  it('tells those who may see leads of a new one, in Portuguese, with every field, a link to it and Reply-To the lead', async () => {
    const res = await submit(t, lead);
    expect(res.statusCode).toBe(201);
    const id = res.json().data.id as string;
    await until(() => inbox.received.length === 1);
    const [mail] = inbox.received;
    // Until addresses are set: every active administrator and sales user, not the editor.
    expect(mail!.envelopeTo.sort()).toEqual(['admin@test.dev', 'sales@test.dev']);
    expect(mail!.subject).toBe('Novo contato: Maria Souza — Orçamento de app');
    expect(mail!.from?.value).toEqual([{ name: 'Órbita Software', address: 'no-reply@orbita.dev' }]);
    expect(mail!.replyTo?.value.map((a) => a.address)).toEqual(['maria@empresa.com.br']);
    for (const text of ['Nome: Maria Souza', 'E-mail: maria@empresa.com.br', 'Telefone: +55 (11) 98888-7777', 'Empresa: Empresa X', 'Assunto: Orçamento de app', 'Origem: Aplicativo (/aplicativo)', 'Queremos um <b>aplicativo</b> para nossos vendedores.', `Abrir no painel: ${PUBLIC_URL}/admin/contatos?contato=${id}`]) {
      expect(mail!.text).toContain(text);
    }
    // A lead's HTML is text: the message has no HTML part.
    expect(mail!.html).toBe(false);
    await until(async () => (await outboxRows(t))[0]?.status === 'sent');
    const listed = (await t.app.inject({ method: 'GET', url: '/api/emails', headers: admin })).json().data;
    expect(listed.data[0]).toMatchObject({ kind: 'lead-notification', refId: id, status: 'sent', attempts: 1, transport: 'smtp', subject: 'Novo contato: Maria Souza — Orçamento de app' });
  });

  it('cannot be made to add a header or a recipient through a lead', async () => {
    const evil = { ...lead, name: 'Eva\r\nBcc: intruso@evil.com', subject: 'Oi\r\nBcc: intruso@evil.com\r\n\r\ncorpo falso', email: 'eva@empresa.com' };
    const res = await submit(t, evil);
    if (res.statusCode === 201) {
      await until(() => inbox.received.length === 1);
      const [mail] = inbox.received;
      expect(mail!.envelopeTo).not.toContain('intruso@evil.com');
      expect(mail!.headers.has('bcc')).toBe(false);
      expect(mail!.subject).not.toMatch(/[\r\n]/);
      expect(mail!.subject).toContain('Bcc: intruso@evil.com'); // as harmless text on one line
    } else {
      expect(res.statusCode).toBe(400);
    }
    // And straight through the outbox: a recipient is one plain address or dropped, a subject one line.
    await t.app.services.outbox.enqueue(t.app.services.database.db, { kind: 'test', to: ['ok@x.dev', 'a@x.dev\r\nBcc: b@evil.com', 'c@x.dev, d@evil.com'], replyTo: 'e@x.dev\nBcc: f@evil.com', subject: 'S\r\nBcc: b@evil.com', text: 'corpo' });
    await t.app.services.outbox.kick();
    await until(() => inbox.received.some((m) => m.text?.includes('corpo') && !m.text.includes('Novo contato')));
    const direct = inbox.received.find((m) => m.text?.trim() === 'corpo')!;
    expect(direct.headers.has('bcc')).toBe(false);
    expect(direct.envelopeTo).toEqual(['ok@x.dev']);
    expect(direct.replyTo).toBeUndefined();
    expect(direct.subject).toBe('S Bcc: b@evil.com');
  });

  it('keeps the lead and its notification when the server refuses it, retries with backoff, fails after its attempts, and sends on Reenviar', async () => {
    inbox.refuse = true;
    const res = await submit(t, { ...lead, email: 'recusa@empresa.com' });
    expect(res.statusCode).toBe(201);
    const id = res.json().data.id as string;
    await until(async () => (await outboxRows(t)).some((row) => row.ref_id === id && row.last_error !== null));
    const row = () => outboxRows(t).then((rows) => rows.find((r) => r.ref_id === id)!);
    expect(await row()).toMatchObject({ status: 'pending', attempts: 1 });
    expect((await row()).last_error).toMatch(/550|Mailbox unavailable/);
    // Due only after the backoff: a delivery now does not try it again.
    await t.app.services.outbox.deliverDue();
    expect((await row()).attempts).toBe(1);
    for (let attempt = 2; attempt <= EMAIL_MAX_ATTEMPTS; attempt++) {
      await makeDue(t);
      await t.app.services.outbox.deliverDue();
    }
    expect(await row()).toMatchObject({ status: 'failed', attempts: EMAIL_MAX_ATTEMPTS });
    const emailId = (await t.app.inject({ method: 'GET', url: '/api/emails?status=failed', headers: admin })).json().data.data[0].id;

    inbox.refuse = false;
    const resent = await t.app.inject({ method: 'POST', url: `/api/emails/${emailId}/resend`, headers: admin });
    expect(resent.statusCode).toBe(200);
    expect(resent.json().data).toMatchObject({ status: 'sent', attempts: 1 });
    expect(inbox.received.map((m) => m.replyTo?.value[0]?.address)).toContain('recusa@empresa.com');
  });

  it('sends to the addresses set in Notificações, and nothing when they are off', async () => {
    const bad = await t.app.inject({ method: 'PUT', url: '/api/emails/notifications', headers: admin, payload: { enabled: true, recipients: ['não é e-mail'] } });
    expect(bad.statusCode).toBe(400);
    const saved = await t.app.inject({ method: 'PUT', url: '/api/emails/notifications', headers: admin, payload: { enabled: true, recipients: ['Comercial@Orbita.dev', 'comercial@orbita.dev', 'diretoria@orbita.dev'] } });
    expect(saved.json().data).toMatchObject({ enabled: true, recipients: ['comercial@orbita.dev', 'diretoria@orbita.dev'], effectiveRecipients: ['comercial@orbita.dev', 'diretoria@orbita.dev'], transport: 'smtp' });
    await submit(t, { ...lead, email: 'configurado@empresa.com' });
    await until(() => inbox.received.length === 1);
    expect(inbox.received[0]!.envelopeTo.sort()).toEqual(['comercial@orbita.dev', 'diretoria@orbita.dev']);

    await t.app.inject({ method: 'PUT', url: '/api/emails/notifications', headers: admin, payload: { enabled: false, recipients: [] } });
    const before = (await outboxRows(t)).length;
    expect((await submit(t, { ...lead, email: 'desligado@empresa.com' })).statusCode).toBe(201);
    expect((await outboxRows(t)).length).toBe(before);
    await t.app.inject({ method: 'PUT', url: '/api/emails/notifications', headers: admin, payload: { enabled: true, recipients: [] } });
  });

  it('is for administrators only: editors and sales are refused', async () => {
    for (const who of [TEST_EDITOR, TEST_SALES]) {
      const headers = { authorization: `Bearer ${(await t.login(who)).accessToken}` };
      expect((await t.app.inject({ method: 'GET', url: '/api/emails', headers })).statusCode).toBe(403);
      expect((await t.app.inject({ method: 'PUT', url: '/api/emails/notifications', headers, payload: { enabled: false, recipients: [] } })).statusCode).toBe(403);
    }
  });

  it('sends each message once when two instances deliver at the same time', async () => {
    const { db } = t.app.services.database;
    const config = { smtpUrl: `smtp://127.0.0.1:${inbox.port}`, from: 'x <no-reply@orbita.dev>', outboxDir: '/nonexistent' };
    const [a, b] = [createOutbox(db, createTransport(config)), createOutbox(db, createTransport(config))];
    for (let i = 0; i < 12; i++) await a.enqueue(db, { kind: 'test', to: ['par@orbita.dev'], subject: `Paralelo ${i}`, text: `mensagem ${i}` });
    const [ra, rb] = await Promise.all([a.deliverDue(), b.deliverDue()]);
    expect(ra.sent + rb.sent).toBe(12);
    const subjects = inbox.received.map((m) => m.subject).filter((s) => s?.startsWith('Paralelo'));
    expect(subjects.sort()).toEqual(Array.from({ length: 12 }, (_, i) => `Paralelo ${i}`).sort());
  });
});

describe('with the SMTP server down', () => {
  it('stores the lead and its notification at once, and delivers it once the server is back', async () => {
    const port = await freePort();
    const t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}`, PUBLIC_URL });
    try {
      const res = await submit(t, lead);
      expect(res.statusCode).toBe(201);
      await until(async () => (await outboxRows(t))[0]?.last_error != null);
      expect((await outboxRows(t))[0]).toMatchObject({ status: 'pending', attempts: 1 });
      const inbox = await startInbox(port);
      try {
        await makeDue(t);
        await t.app.services.outbox.deliverDue();
        expect(inbox.received).toHaveLength(1);
        expect((await outboxRows(t))[0]).toMatchObject({ status: 'sent', attempts: 2 });
      } finally {
        await inbox.close();
      }
    } finally {
      await t.close();
    }
  });
});

describe('with a slow SMTP server, or one restarted in the middle of sending', () => {
  it('answers the visitor at once while a slow server takes its time, and the notification arrives', async () => {
    const inbox = await startInbox();
    inbox.delayMs = 2_500;
    const t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${inbox.port}`, PUBLIC_URL });
    try {
      const started = Date.now();
      const res = await submit(t, lead);
      expect(res.statusCode).toBe(201);
      // The lead is acknowledged without waiting for the e-mail.
      expect(Date.now() - started).toBeLessThan(2_000);
      await until(() => inbox.received.length === 1, 10_000);
      await until(async () => (await outboxRows(t))[0]?.status === 'sent', 5_000);
    } finally {
      await t.close();
      await inbox.close();
    }
  });

  it('keeps the notification when the server goes down while receiving it, and sends it once after the restart', async () => {
    const port = await freePort();
    const first = await startInbox(port);
    // The server stops as the message starts arriving: the transfer is cut mid-sending.
    first.onMessage = () => void first.close();
    const t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}`, PUBLIC_URL });
    try {
      expect((await submit(t, lead)).statusCode).toBe(201);
      await until(async () => (await outboxRows(t))[0]?.last_error != null, 10_000);
      expect(first.received).toHaveLength(0);
      expect((await outboxRows(t))[0]).toMatchObject({ status: 'pending', attempts: 1 });
      const restarted = await startInbox(port);
      try {
        await makeDue(t);
        await t.app.services.outbox.deliverDue();
        await t.app.services.outbox.deliverDue();
        expect(restarted.received.map((mail) => mail.subject)).toEqual(['Novo contato: Maria Souza — Orçamento de app']);
        expect((await outboxRows(t))[0]).toMatchObject({ status: 'sent', attempts: 2 });
      } finally {
        await restarted.close();
      }
    } finally {
      await t.close();
    }
  });
});

describe('without SMTP_URL', () => {
  it('writes each message as an .eml file under DATA_DIR/outbox, listed with its text in E-mails', async () => {
    const t = await createTestApp({ PUBLIC_URL });
    try {
      const admin = { authorization: `Bearer ${(await t.login()).accessToken}` };
      expect((await submit(t, lead)).statusCode).toBe(201);
      const dir = path.join(t.dataDir, 'outbox');
      await until(async () => (await readdir(dir).catch(() => [])).length === 1);
      const [file] = await readdir(dir);
      const mail = await simpleParser(await readFile(path.join(dir, file!)));
      expect(mail.subject).toBe('Novo contato: Maria Souza — Orçamento de app');
      expect(mail.text).toContain('Nome: Maria Souza');
      await until(async () => (await outboxRows(t))[0]?.status === 'sent');
      const [listed] = (await t.app.inject({ method: 'GET', url: '/api/emails', headers: admin })).json().data.data;
      expect(listed).toMatchObject({ status: 'sent', transport: 'arquivo' });
      const one = (await t.app.inject({ method: 'GET', url: `/api/emails/${listed.id}`, headers: admin })).json().data;
      expect(one.text).toContain('Mensagem:\nQueremos um <b>aplicativo</b> para nossos vendedores.');
      expect((await t.app.inject({ method: 'GET', url: '/api/emails/00000000-0000-4000-8000-000000000000', headers: admin })).statusCode).toBe(404);
      const view = (await t.app.inject({ method: 'GET', url: '/api/emails/notifications', headers: admin })).json().data;
      expect(view).toMatchObject({ enabled: true, recipients: [], transport: 'arquivo' });
    } finally {
      await t.close();
    }
  });
});
