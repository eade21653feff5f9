import { createHash } from 'node:crypto';
import { desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { TSubjectView } from '@softhouse/contracts';
import type { Db } from '../../db/client.js';
import { dataSubjectActions, leadNotes, outboxEmails } from '../../db/schema.js';
import type { ContactsService } from '../contacts/service.js';

type Actor = { id: string; name: string };
type Action = (typeof dataSubjectActions.$inferInsert)['action'];

/** The address as the log keeps it: its SHA-256, lowercased first, so one person is one key. */
const hashOf = (email: string) => createHash('sha256').update(email.trim().toLowerCase()).digest('hex');

/**
 * 'Titular de dados' (LGPD, issue 15): everything the product holds about one e-mail address (its
 * leads, their notes, the e-mails about them), exported in full or erased, each action logged with who
 * did it and when. Staff accounts are not data subjects here: their data is managed in Usuários.
 */
export function createDataSubjects(db: Db, contacts: ContactsService) {
  /** The outbox messages about these leads: their notifications, and anything replying to the address. */
  const emailsAbout = (email: string, leadIds: string[]) =>
    or(sql`lower(${outboxEmails.replyTo}) = ${email.trim().toLowerCase()}`, leadIds.length ? inArray(outboxEmails.refId, leadIds) : undefined);

  const record = (email: string, action: Action, actor: Actor, counts: Record<string, number>) =>
    db.insert(dataSubjectActions).values({ emailHash: hashOf(email), action, actorId: actor.id, actorName: actor.name, counts });

  async function gather(email: string) {
    const leads = await contacts.byEmail(email);
    const ids = leads.map((lead) => lead.id);
    const [notes, emails] = await Promise.all([
      ids.length ? db.select().from(leadNotes).where(inArray(leadNotes.contactId, ids)).orderBy(leadNotes.createdAt) : Promise.resolve([]),
      db.select().from(outboxEmails).where(emailsAbout(email, ids)).orderBy(desc(outboxEmails.createdAt)),
    ]);
    return { leads, notes, emails };
  }

  async function history(email: string): Promise<TSubjectView['history']> {
    const rows = await db.select().from(dataSubjectActions).where(eq(dataSubjectActions.emailHash, hashOf(email))).orderBy(desc(dataSubjectActions.createdAt)).limit(50);
    return rows.map((row) => ({ action: row.action, actorName: row.actorName, createdAt: row.createdAt.toISOString(), counts: row.counts }));
  }

  return {
    /** What is held, in summary; the consultation is logged. */
    async view(email: string, actor: Actor): Promise<TSubjectView> {
      const { leads, notes, emails } = await gather(email);
      await record(email, 'consulta', actor, { leads: leads.length, notes: notes.length, emails: emails.length });
      return {
        email: email.trim().toLowerCase(),
        leads,
        notes: notes.length,
        emails: emails.map((message) => ({ id: message.id, subject: message.subject, status: message.status, createdAt: message.createdAt.toISOString() })),
        history: await history(email),
      };
    },

    /** Everything, in full, for the person (the export is logged). */
    async export(email: string, actor: Actor) {
      const { leads, notes, emails } = await gather(email);
      await record(email, 'exportacao', actor, { leads: leads.length, notes: notes.length, emails: emails.length });
      return {
        geradoEm: new Date().toISOString(),
        email: email.trim().toLowerCase(),
        contatos: leads,
        anotacoes: notes.map((note) => ({ contato: note.contactId, autor: note.authorName, texto: note.body, criadaEm: note.createdAt.toISOString() })),
        emails: emails.map((message) => ({ assunto: message.subject, para: message.to, texto: message.text, status: message.status, criadoEm: message.createdAt.toISOString() })),
      };
    },

    /** Erasure: the leads anonymised with their notes, the e-mails about them deleted (logged with the counts). */
    async erase(email: string, actor: Actor): Promise<{ leads: number; notes: number; emails: number }> {
      const before = await gather(email);
      const erased = await contacts.eraseEmail(email);
      const ids = before.leads.map((lead) => lead.id);
      const deleted = await db.delete(outboxEmails).where(emailsAbout(email, ids)).returning({ id: outboxEmails.id });
      const counts = { leads: erased.length, notes: before.notes.length, emails: deleted.length };
      await record(email, 'exclusao', actor, counts);
      return counts;
    },
  };
}
export type DataSubjects = ReturnType<typeof createDataSubjects>;
