import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { and, count, desc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import { EMAIL_MAX_ATTEMPTS, pageMeta, type TEmail, type TPage } from '@softhouse/contracts';
import type { Db } from '../../db/client.js';
import { outboxEmails } from '../../db/schema.js';
import { notFound } from '../../errors.js';

/*
 * The e-mail outbox (decision 028). A message is a row written in the transaction of what caused it,
 * so a lead is never stored without its notification, nor a notification sent for a lead that was
 * not stored. Delivery happens after the commit, off the request: each instance claims due rows with
 * FOR UPDATE SKIP LOCKED and a two-minute lease, sends them, and marks them sent, or due again after
 * a backoff, or failed after EMAIL_MAX_ATTEMPTS. A lease that runs out (an instance stopped mid-send)
 * makes the row due again: delivery is at least once, and once in every case but that one.
 */

export type OutgoingEmail = { kind: string; refId?: string | null; to: string[]; replyTo?: string | null; subject: string; text: string };

type Row = typeof outboxEmails.$inferSelect;
type Writer = Pick<Db, 'insert'>;
type Log = { info: (obj: object, msg: string) => void; warn: (obj: object, msg: string) => void; error: (obj: object, msg: string) => void };

export type MailTransport = { kind: 'smtp' | 'arquivo'; describe: string; send: (row: Row) => Promise<void> };

/** One line, for a header: CR and LF (header injection) become spaces. */
export const headerValue = (value: string) => value.replace(/[\r\n]+/g, ' ').trim();

/** One plain address and nothing else (no name, list or comment a mail library would parse more out of). */
const PLAIN_ADDRESS = /^[^\s@<>()",;:\\[\]]+@[^\s@<>()",;:\\[\]]+$/;
export const isPlainAddress = (value: string) => PLAIN_ADDRESS.test(value);

/** SMTP_URL through nodemailer, or, without it, each message as an .eml file under DATA_DIR/outbox. */
export function createTransport(mail: { smtpUrl?: string; from: string; outboxDir: string }): MailTransport {
  const message = (row: Row) => ({
    from: mail.from,
    to: row.to.filter(isPlainAddress).map((address) => ({ name: '', address })),
    replyTo: row.replyTo && isPlainAddress(row.replyTo) ? { name: '', address: row.replyTo } : undefined,
    subject: headerValue(row.subject),
    text: row.text,
    // The same id on every attempt, so a receiving server can tell a retry from a new message.
    messageId: `<${row.id}@${mail.from.replace(/^.*@/, '').replace(/>.*$/, '') || 'softhouse'}>`,
  });
  if (mail.smtpUrl) {
    const smtp = nodemailer.createTransport({ url: mail.smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 });
    const host = new URL(mail.smtpUrl).host;
    return {
      kind: 'smtp',
      describe: `SMTP ${host}`,
      send: async (row) => {
        await smtp.sendMail(message(row));
      },
    };
  }
  const files = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    kind: 'arquivo',
    describe: `no SMTP_URL: messages are written to ${mail.outboxDir} and listed in the back office (E-mails)`,
    send: async (row) => {
      const info = await files.sendMail(message(row));
      await mkdir(mail.outboxDir, { recursive: true });
      await writeFile(path.join(mail.outboxDir, `${row.id}.eml`), info.message as Buffer);
    },
  };
}

/** Backoff before the next attempt: 30 s doubling, at most an hour. */
export const retryDelayMs = (attempts: number) => Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 60 * 60 * 1000);

const toEmail = (row: Row, transport: MailTransport['kind']): TEmail => ({
  id: row.id,
  kind: row.kind,
  refId: row.refId,
  to: row.to,
  replyTo: row.replyTo,
  subject: row.subject,
  text: row.text,
  status: row.status,
  attempts: row.attempts,
  nextAttemptAt: row.nextAttemptAt.toISOString(),
  lastError: row.lastError,
  createdAt: row.createdAt.toISOString(),
  sentAt: row.sentAt?.toISOString() ?? null,
  transport: row.transport ?? transport,
});

export function createOutbox(db: Db, transport: MailTransport, log?: Log) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  let again = false;

  /** Claims up to `limit` due messages for this instance, for two minutes. */
  async function claim(limit: number): Promise<Row[]> {
    const due = db
      .select({ id: outboxEmails.id })
      .from(outboxEmails)
      .where(and(eq(outboxEmails.status, 'pending'), lte(outboxEmails.nextAttemptAt, sql`now()`), or(isNull(outboxEmails.lockedUntil), lt(outboxEmails.lockedUntil, sql`now()`))))
      .orderBy(outboxEmails.nextAttemptAt)
      .limit(limit)
      .for('update', { skipLocked: true });
    return db
      .update(outboxEmails)
      .set({ lockedUntil: sql`now() + interval '2 minutes'`, attempts: sql`${outboxEmails.attempts} + 1` })
      .where(inArray(outboxEmails.id, due))
      .returning();
  }

  async function deliver(row: Row): Promise<'sent' | 'retry' | 'failed'> {
    try {
      await transport.send(row);
      await db.update(outboxEmails).set({ status: 'sent', sentAt: new Date(), lockedUntil: null, lastError: null, transport: transport.kind }).where(eq(outboxEmails.id, row.id));
      return 'sent';
    } catch (error) {
      const reason = (error instanceof Error ? error.message : String(error)).slice(0, 500);
      const failed = row.attempts >= EMAIL_MAX_ATTEMPTS;
      await db
        .update(outboxEmails)
        .set({ status: failed ? 'failed' : 'pending', lastError: reason, lockedUntil: null, transport: transport.kind, nextAttemptAt: new Date(Date.now() + retryDelayMs(row.attempts)) })
        .where(eq(outboxEmails.id, row.id));
      log?.warn({ email: row.id, attempts: row.attempts, err: reason }, failed ? 'e-mail failed for good' : 'e-mail not sent, will retry');
      return failed ? 'failed' : 'retry';
    }
  }

  /** Sends every message due now, in batches; resolves with what happened. */
  async function deliverDue(): Promise<{ sent: number; retry: number; failed: number }> {
    const done = { sent: 0, retry: 0, failed: 0 };
    for (;;) {
      const batch = await claim(10);
      if (batch.length === 0) return done;
      for (const row of batch) done[await deliver(row)]++;
    }
  }

  /** Runs a delivery now, or right after the one under way (a message written meanwhile is not left waiting). */
  function kick(): Promise<unknown> {
    if (running) {
      again = true;
      return running;
    }
    running = deliverDue()
      .catch((error: unknown) => log?.error({ err: error }, 'e-mail delivery failed'))
      .finally(() => {
        running = undefined;
        if (again) {
          again = false;
          void kick();
        }
      });
    return running;
  }

  return {
    transport: transport.kind,
    describe: transport.describe,
    /** Writes a message with the caller's transaction (or the database), to be sent after it commits. */
    async enqueue(writer: Writer, message: OutgoingEmail): Promise<void> {
      // Recipients and Reply-To are plain addresses or nothing: never a way to add one.
      const to = message.to.filter(isPlainAddress);
      if (to.length === 0) return;
      await writer.insert(outboxEmails).values({
        kind: message.kind,
        refId: message.refId ?? null,
        to,
        replyTo: message.replyTo && isPlainAddress(message.replyTo) ? message.replyTo : null,
        subject: headerValue(message.subject),
        text: message.text,
      });
    },
    kick,
    deliverDue,
    /** Every instance looks for due messages (retries, and those another instance left) every `pollMs`. */
    start(pollMs: number) {
      timer = setInterval(() => void kick(), pollMs);
      timer.unref();
      setImmediate(() => void kick());
    },
    async stop() {
      clearInterval(timer);
      await running;
    },
    async list(query: { page: number; limit: number; status?: Row['status'] }): Promise<TPage<TEmail>> {
      const where = query.status ? eq(outboxEmails.status, query.status) : undefined;
      const [rows, [total]] = await Promise.all([
        db.select().from(outboxEmails).where(where).orderBy(desc(outboxEmails.createdAt), desc(outboxEmails.id)).limit(query.limit).offset((query.page - 1) * query.limit),
        db.select({ n: count() }).from(outboxEmails).where(where),
      ]);
      return { data: rows.map((row) => toEmail(row, transport.kind)), meta: pageMeta(query.page, query.limit, total?.n ?? 0) };
    },
    async get(id: string): Promise<TEmail> {
      const [row] = await db.select().from(outboxEmails).where(eq(outboxEmails.id, id)).limit(1);
      if (!row) throw notFound('E-mail não encontrado');
      return toEmail(row, transport.kind);
    },
    /** Back in the queue, due now, with its attempts counted from zero; sent at once. */
    async resend(id: string): Promise<TEmail> {
      const [row] = await db
        .update(outboxEmails)
        .set({ status: 'pending', attempts: 0, nextAttemptAt: sql`now()`, lockedUntil: null, lastError: null })
        .where(eq(outboxEmails.id, id))
        .returning();
      if (!row) throw notFound('E-mail não encontrado');
      await kick();
      return this.get(id);
    },
  };
}
export type Outbox = ReturnType<typeof createOutbox>;
