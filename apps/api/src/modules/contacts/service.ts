import { randomUUID } from 'node:crypto';
import { and, asc, count, desc, eq, inArray, isNull, like, notInArray, or, sql, type SQL } from 'drizzle-orm';
import {
  ATTRIBUTION_FIELDS,
  can,
  CONTACT_LIMITS,
  CONTACT_MESSAGES,
  ErrorCode,
  LEAD_COUNT_CAP,
  LEAD_SEARCH_COUNT_CAP,
  LEAD_MESSAGES,
  LEAD_CHANNELS,
  LEAD_OPEN_STAGES,
  LEAD_SERVICES,
  LEAD_STAGES,
  leadService,
  pageMeta,
  type TBulkResult,
  type TContact,
  type TContactBulkRequest,
  type TContactCreate,
  type TContactListQuery,
  type TContactStats,
  type TLeadChannel,
  type TLeadNote,
  type TLeadReport,
  type TLeadOwner,
  type TLeadUpdate,
  type TPage,
  workingDaysSince,
} from '@softhouse/contracts';
import type { Db } from '../../db/client.js';
import { containsPattern } from '../../db/like.js';
import { contactMessages, leadCounts, leadNotes, users } from '../../db/schema.js';
import { AppError, badRequest, notFound } from '../../errors.js';
import type { ExportedLead } from './export.js';
import type { RateLimiter } from '../rate-limit.js';
import type { LeadNotifications } from '../mail/lead-notification.js';
import type { Outbox } from '../mail/outbox.js';

type Row = typeof contactMessages.$inferSelect;

/** Staff names by id, for the owners of the leads being shown. */
type Names = ReadonlyMap<string, string>;

export const toContact = (row: Row, names: Names = new Map()): TContact => ({
  id: row.id,
  name: row.name,
  email: row.email,
  phone: row.phone,
  company: row.company,
  subject: row.subject,
  message: row.message,
  isRead: row.isRead,
  source: row.source,
  service: leadService(row.source),
  language: row.language,
  attribution: Object.fromEntries(ATTRIBUTION_FIELDS.map((field) => [field, row[field]])) as TContact['attribution'],
  marketingConsent: row.marketingConsent,
  consentVersion: row.consentVersion,
  consentAt: row.consentAt?.toISOString() ?? null,
  anonymizedAt: row.anonymizedAt?.toISOString() ?? null,
  stage: row.stage,
  lostReason: row.lostReason,
  owner: row.ownerId ? { id: row.ownerId, name: names.get(row.ownerId) ?? '' } : null,
  nextContactAt: row.nextContactAt,
  lastActivityAt: row.lastActivityAt.toISOString(),
  waiting: LEAD_OPEN_STAGES.includes(row.stage) && workingDaysSince(row.lastActivityAt) > 1,
  createdAt: row.createdAt.toISOString(),
});

const SORT = { createdAt: contactMessages.createdAt, name: contactMessages.name, email: contactMessages.email, company: contactMessages.company } as const;

/** The words of a search: letters and digits only (so no input can break a query's syntax), lowercased, at most 12. */
const searchWords = (search: string): string[] | null => search.toLowerCase().match(/[\p{L}\p{N}]+/gu)?.slice(0, 12) ?? null;

/**
 * Words as a full-text query where each word may be the start of a longer one ("orçam" finds "orçamento"),
 * except a word of one letter or digit, matched whole ("vida 5" finds "vida 5", not "vida 512"): as a prefix it
 * stands for a fifteenth of a language's words or every number that starts with it, and reading all of them cost
 * a search more than its other words together (decision 049). It still finds "512" in the name, e-mail,
 * company and subject, which are searched as text.
 */
const prefixQuery = (words: string[]) => words.map((word) => (word.length > 1 ? `${word}:*` : word)).join(' & ');

/**
 * Leads whose name, e-mail, company or subject contains the term (one LIKE over the lowercased
 * search_text column, trigram-indexed: migration 0003) or whose message has its words (a full-text
 * index: migration 0005). Messages are long and all alike in their common words, so a trigram
 * LIKE over them read most of the table; words are what people look for in a message.
 *
 * A message that has a word beginning with each search word contains each search word, so each is first
 * looked for as a plain LIKE: a row read one by one (a search walking the dates) computes the message's
 * `to_tsvector` (~5 µs) only when the cheap test passes (decision 049). Letters and digits need no escaping.
 */
export function searchFilter(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const inFields = like(contactMessages.searchText, sql`lower(${containsPattern(search)})`);
  const words = searchWords(search);
  if (!words) return inFields;
  const inMessage = and(
    ...words.map((word) => like(sql`lower(${contactMessages.message})`, `%${word}%`)),
    sql`to_tsvector('simple', ${contactMessages.message}) @@ to_tsquery('simple', ${prefixQuery(words)})`,
  );
  return or(inFields, inMessage);
}

/** How many of the newest leads a search past its cap reads for its page, at least and at most (decision 057). */
const WALK_WINDOW_MIN = 5_000;
const WALK_WINDOW_MAX = 50_000;

/** The leads list's filter: search, read state, service and channel (also what a bulk action or an export reaches). */
/** How the visit reached the site: a tagged campaign or ad click, another site's link, or straight (typed, a bookmark). */
const CHANNELS: Record<TLeadChannel, SQL> = {
  campaign: sql`(${contactMessages.utmSource} is not null or ${contactMessages.utmCampaign} is not null or ${contactMessages.gclid} is not null or ${contactMessages.fbclid} is not null)`,
  referral: sql`(${contactMessages.referrer} is not null and ${contactMessages.utmSource} is null and ${contactMessages.utmCampaign} is null and ${contactMessages.gclid} is null and ${contactMessages.fbclid} is null)`,
  direct: sql`(${contactMessages.landingPage} is not null and ${contactMessages.referrer} is null and ${contactMessages.utmSource} is null and ${contactMessages.utmCampaign} is null and ${contactMessages.gclid} is null and ${contactMessages.fbclid} is null)`,
  unknown: sql`(${contactMessages.landingPage} is null and ${contactMessages.referrer} is null and ${contactMessages.utmSource} is null and ${contactMessages.utmCampaign} is null and ${contactMessages.gclid} is null and ${contactMessages.fbclid} is null)`,
};
const SERVICE_SOURCES = ['software', 'aplicativo', 'outsourcing'];

type ListFilters = Pick<TContactListQuery, 'search' | 'isRead' | 'service' | 'channel' | 'stage' | 'owner'> & { ids?: string[]; callerId?: string };

function listWhere(filters: ListFilters): SQL | undefined {
  const owner = filters.owner === 'me' ? (filters.callerId ?? null) : filters.owner;
  return and(
    filters.stage === undefined ? undefined : eq(contactMessages.stage, filters.stage),
    owner === undefined ? undefined : owner === 'none' || owner === null ? isNull(contactMessages.ownerId) : eq(contactMessages.ownerId, owner),
    searchFilter(filters.search),
    filters.isRead === undefined ? undefined : eq(contactMessages.isRead, filters.isRead),
    filters.service === undefined
      ? undefined
      : filters.service === 'geral'
        ? or(isNull(contactMessages.source), notInArray(contactMessages.source, SERVICE_SOURCES))
        : eq(contactMessages.source, filters.service),
    filters.channel === undefined ? undefined : CHANNELS[filters.channel],
    filters.ids ? inArray(contactMessages.id, filters.ids) : undefined,
  );
}

export const CONTACT_RATE_WINDOW_MS = 60 * 60 * 1000;

/**
 * A lead to export as one JSON text. Drivers parse a row field by field (PGlite copies each field
 * into a buffer of its own): one field instead of eleven made exporting 100,000 leads on PGlite
 * about 40% faster, with far less garbage (23 columns now). JSON keeps created_at to the microsecond (ISO 8601).
 */
const EXPORTED = {
  id: contactMessages.id, name: contactMessages.name, email: contactMessages.email, phone: contactMessages.phone, company: contactMessages.company,
  subject: contactMessages.subject, message: contactMessages.message, source: contactMessages.source, isRead: contactMessages.isRead,
  createdAt: contactMessages.createdAt, language: contactMessages.language, landingPage: contactMessages.landingPage, referrer: contactMessages.referrer,
  utmSource: contactMessages.utmSource, utmMedium: contactMessages.utmMedium, utmCampaign: contactMessages.utmCampaign, utmTerm: contactMessages.utmTerm,
  utmContent: contactMessages.utmContent, gclid: contactMessages.gclid, fbclid: contactMessages.fbclid, marketingConsent: contactMessages.marketingConsent,
  consentVersion: contactMessages.consentVersion, consentAt: contactMessages.consentAt,
  stage: contactMessages.stage, lostReason: contactMessages.lostReason, ownerId: contactMessages.ownerId, nextContactAt: contactMessages.nextContactAt,
  ownerName: sql`(select ${users.name} from ${users} where ${users.id} = ${contactMessages.ownerId})`,
};
const leadJson = sql<string>`json_build_object(${sql.join(
  Object.entries(EXPORTED).map(([key, column]) => sql`${key}::text, ${column}`),
  sql`, `,
)})::text`;
type LeadJson = Omit<ExportedLead, 'createdAt' | 'consentAt'> & { createdAt: string; consentAt: string | null };

/** What tells someone of a new lead: its e-mail and the outbox it goes through (decision 028). */
type LeadMail = { notifications: LeadNotifications; outbox: Outbox };

/** A lead whose e-mail is this address, whatever its case. */
const sameEmail = (email: string) => sql`lower(${contactMessages.email}) = ${email.trim().toLowerCase()}`;

export function createContactsService(db: Db, limiter: RateLimiter, mail?: LeadMail) {
  /**
   * LGPD: the leads matching `where` (and not yet anonymised) lose their personal data (name, e-mail,
   * phone, company, subject, message, the visit's origin) and their notes; stage, dates, page and service
   * stay for statistics. Returns the ids it anonymised.
   */
  const anonymize = (where: SQL) =>
    db.transaction(async (tx) => {
      const done = await tx
        .update(contactMessages)
        .set({
          name: 'Contato anonimizado',
          email: 'anonimizado@anonimizado.invalid',
          phone: null,
          company: null,
          subject: null,
          message: '',
          lostReason: null,
          ...Object.fromEntries(ATTRIBUTION_FIELDS.map((field) => [field, null])),
          anonymizedAt: new Date(),
        })
        .where(and(isNull(contactMessages.anonymizedAt), where))
        .returning({ id: contactMessages.id });
      if (done.length) await tx.delete(leadNotes).where(inArray(leadNotes.contactId, done.map((row) => row.id)));
      return done.map((row) => row.id);
    });
  /** Leads as the API answers them, with their owners' names (one query for the page). */
  const named = async (rows: Row[]): Promise<TContact[]> => {
    const ids = [...new Set(rows.map((row) => row.ownerId).filter((id): id is string => id !== null))];
    const names = ids.length ? await db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, ids)) : [];
    return rows.map((row) => toContact(row, new Map(names.map((user) => [user.id, user.name]))));
  };
  return {
    /**
     * Stores a lead from the public form. Honeypot hits are answered like a success and not stored,
     * so bots learn nothing; each IP may send CONTACT_LIMITS.perIpPerHour an hour.
     */
    async submit(body: TContactCreate, ip: string): Promise<{ id: string; createdAt: string }> {
      const counter = await limiter.hit(`contact:ip:${ip}`, CONTACT_RATE_WINDOW_MS);
      if (counter.count > CONTACT_LIMITS.perIpPerHour) {
        const retryAfter = Math.max(1, Math.ceil((counter.resetAt.getTime() - Date.now()) / 1000));
        throw new AppError(ErrorCode.TOO_MANY_REQUESTS, 'Muitas mensagens enviadas. Tente novamente mais tarde.', undefined, { 'retry-after': String(retryAfter) });
      }
      if (body.website && body.website.trim() !== '') return { id: randomUUID(), createdAt: new Date().toISOString() };
      // The lead and its notification are one transaction: the visitor hears "sent" only once both are
      // stored, and the e-mail goes after the commit, never holding up the answer (decision 028).
      const notify = mail && (await mail.notifications.prepare());
      const row = await db.transaction(async (tx) => {
        const [lead] = await tx
          .insert(contactMessages)
          .values({
            name: body.name,
            email: body.email,
            phone: body.phone ?? null,
            company: body.company ?? null,
            subject: body.subject ?? null,
            message: body.message,
            source: body.source ?? null,
            language: body.language ?? null,
            ...Object.fromEntries(ATTRIBUTION_FIELDS.map((field) => [field, body.attribution?.[field] ?? null])),
            // LGPD: what the visitor chose under the notice they were shown, and when; a client that showed
            // no notice (no version) records no consent.
            marketingConsent: Boolean(body.consentVersion && body.marketingConsent),
            consentVersion: body.consentVersion ?? null,
            consentAt: body.consentVersion ? new Date() : null,
          })
          .returning();
        const notification = notify?.(toContact(lead!));
        if (notification) await mail!.outbox.enqueue(tx, notification);
        return lead!;
      });
      if (mail) void mail.outbox.kick();
      return { id: row.id, createdAt: row.createdAt.toISOString() };
    },

    async list(query: TContactListQuery, callerId?: string): Promise<TPage<TContact>> {
      const where = listWhere({ ...query, callerId });
      const direction = query.sortOrder === 'asc' ? asc : desc;
      const page = (sortKey: SQL | (typeof SORT)[keyof typeof SORT]) =>
        db.select().from(contactMessages).where(where)
          .orderBy(direction(sortKey), direction(contactMessages.id))
          .limit(query.limit).offset((query.page - 1) * query.limit);
      // The page among the newest leads (the oldest, sorted the other way) only: a window read from the date index
      // in order, tested row by row until the page is full (decision 057). Null when the window does not hold it.
      const walked = async (): Promise<Row[] | null> => {
        const pageEnd = query.page * query.limit;
        const window = Math.min(WALK_WINDOW_MAX, Math.max(WALK_WINDOW_MIN, pageEnd * 100));
        // Named as the table itself, so the filter's columns name the window's.
        const newest = db.select().from(contactMessages).orderBy(direction(contactMessages.createdAt), direction(contactMessages.id)).limit(window).as('contact_messages');
        const rows = await db.select().from(newest).where(where)
          .orderBy(direction(contactMessages.createdAt), direction(contactMessages.id))
          .limit(query.limit).offset((query.page - 1) * query.limit);
        return rows.length === query.limit ? rows : null;
      };
      // Counted only up to a cap (or to the end of the page asked for, when that is further), then "more than"
      // (decision 049): every lead a broad filter matches, counted at each page, cost more than the page itself.
      const cap = query.search ? LEAD_SEARCH_COUNT_CAP : LEAD_COUNT_CAP;
      const counted = async () => {
        const reach = Math.max(cap, query.page * query.limit);
        const matching = db.select({ one: sql<number>`1`.as('one') }).from(contactMessages).where(where).limit(reach + 1).as('matching');
        const [row] = await db.select({ n: count() }).from(matching);
        const found = row?.n ?? 0;
        return { total: Math.min(found, reach), capped: found > reach };
      };
      const answer = async (rows: Row[], { total, capped }: { total: number; capped: boolean }) => ({
        data: await named(rows),
        meta: pageMeta(query.page, query.limit, total, capped),
      });
      if (!query.search || query.sortBy !== 'createdAt') {
        const [rows, total] = await Promise.all([page(SORT[query.sortBy]), counted()]);
        return answer(rows, total);
      }
      // A search by date: walking the date index and testing each row finds a page at once when matches
      // are many, and reads the whole table when they are few (1 s for one lead in 100,000 on PGlite); few
      // matches are better fetched from the text indexes and sorted. The count (needed anyway) decides: past
      // its cap, walk. The date plus zero seconds is what keeps the planner off the date index. The walk is
      // written out (a window of the newest leads, then the filter), not left to the planner: it misjudges how
      // many leads a LIKE matches, and sorted 13,917 of them from the trigram index at 1,000,000 leads, or read
      // the whole table, instead of walking (decision 057). A window that does not hold the page means the
      // matches are old or a deep page is asked for: then the planner chooses, as before.
      const total = await counted();
      if (total.capped) return answer((await walked()) ?? (await page(contactMessages.createdAt)), total);
      return answer(await page(sql`${contactMessages.createdAt} + interval '0 seconds'`), total);
    },

    async get(id: string): Promise<TContact> {
      const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, id)).limit(1);
      if (!row) throw notFound(CONTACT_MESSAGES.notFound);
      return (await named([row]))[0]!;
    },

    async markRead(id: string): Promise<TContact> {
      const [row] = await db.update(contactMessages).set({ isRead: true }).where(eq(contactMessages.id, id)).returning();
      if (!row) throw notFound(CONTACT_MESSAGES.notFound);
      return (await named([row]))[0]!;
    },

    /**
     * The last 30 days (the "Este Mês" card's period): leads by stage, service and channel, and the share
     * that became clients. One grouped scan of the period's rows through the date index.
     */
    async report(): Promise<TLeadReport> {
      const DAYS = 30;
      const channel = sql<TLeadChannel>`case
        when ${CHANNELS.campaign} then 'campaign' when ${CHANNELS.referral} then 'referral' when ${CHANNELS.direct} then 'direct' else 'unknown' end`;
      const rows = await db
        .select({ stage: contactMessages.stage, source: contactMessages.source, channel, n: count() })
        .from(contactMessages)
        .where(sql`${contactMessages.createdAt} >= now() - make_interval(days => ${DAYS})`)
        .groupBy(contactMessages.stage, contactMessages.source, channel);
      const zero = <K extends string>(keys: readonly K[]) => Object.fromEntries(keys.map((key) => [key, 0])) as Record<K, number>;
      const report = { days: DAYS, total: 0, byStage: zero(LEAD_STAGES), byService: zero(LEAD_SERVICES), byChannel: zero(LEAD_CHANNELS), conversionRate: 0 };
      for (const row of rows) {
        const n = Number(row.n);
        report.total += n;
        report.byStage[row.stage] += n;
        report.byService[leadService(row.source)] += n;
        report.byChannel[row.channel] += n;
      }
      report.conversionRate = report.total ? report.byStage.ganho / report.total : 0;
      return report;
    },

    /**
     * LGPD retention (issue 15): every lead older than `months` loses its personal data (name, e-mail,
     * phone, company, subject, message, the visit's origin and its notes); its stage, dates, page and
     * service stay for statistics. Idempotent: an anonymised lead is not touched again.
     */
    async anonymizeOlderThan(months: number): Promise<number> {
      return (await anonymize(sql`${contactMessages.createdAt} < now() - make_interval(months => ${months})`)).length;
    },

    /** The leads of one e-mail address (any case), newest first, as the API answers them. */
    async byEmail(email: string): Promise<TContact[]> {
      const rows = await db.select().from(contactMessages).where(sameEmail(email)).orderBy(desc(contactMessages.createdAt));
      return named(rows);
    },

    /** A data subject's erasure: their leads anonymised (and their notes deleted); the ids it touched. */
    eraseEmail: (email: string) => anonymize(sameEmail(email)),

    /** Who can handle leads: active staff whose role sees them (administrators and sales), by name. */
    async owners(): Promise<TLeadOwner[]> {
      const rows = await db.select({ id: users.id, name: users.name, role: users.role }).from(users).where(eq(users.active, true)).orderBy(asc(users.name));
      return rows.filter((user) => can(user.role, 'leads')).map(({ id, name }) => ({ id, name }));
    },

    /**
     * Moves a lead along the pipeline. Lost needs its reason (kept only while lost); the owner must be
     * an active staff member who may see leads. Any change counts as activity (it is no longer waiting).
     */
    async update(id: string, body: TLeadUpdate): Promise<TContact> {
      const [current] = await db.select().from(contactMessages).where(eq(contactMessages.id, id)).limit(1);
      if (!current) throw notFound(CONTACT_MESSAGES.notFound);
      const stage = body.stage ?? current.stage;
      const lostReason = stage === 'perdido' ? (body.lostReason !== undefined ? body.lostReason : current.lostReason)?.trim() || null : null;
      if (stage === 'perdido' && !lostReason) throw badRequest(LEAD_MESSAGES.lostReasonRequired, { lostReason: LEAD_MESSAGES.lostReasonRequired });
      if (body.ownerId) {
        const [owner] = await db.select({ role: users.role, active: users.active }).from(users).where(eq(users.id, body.ownerId)).limit(1);
        if (!owner?.active || !can(owner.role, 'leads')) throw badRequest(LEAD_MESSAGES.ownerInvalid, { ownerId: LEAD_MESSAGES.ownerInvalid });
      }
      const [row] = await db
        .update(contactMessages)
        .set({
          stage,
          lostReason,
          ...(body.ownerId !== undefined && { ownerId: body.ownerId }),
          ...(body.nextContactAt !== undefined && { nextContactAt: body.nextContactAt }),
          lastActivityAt: new Date(),
        })
        .where(eq(contactMessages.id, id))
        .returning();
      if (!row) throw notFound(CONTACT_MESSAGES.notFound);
      return (await named([row]))[0]!;
    },

    async notes(id: string): Promise<TLeadNote[]> {
      const [lead] = await db.select({ id: contactMessages.id }).from(contactMessages).where(eq(contactMessages.id, id)).limit(1);
      if (!lead) throw notFound(CONTACT_MESSAGES.notFound);
      const rows = await db.select().from(leadNotes).where(eq(leadNotes.contactId, id)).orderBy(asc(leadNotes.createdAt), asc(leadNotes.id));
      return rows.map((note) => ({ id: note.id, body: note.body, authorName: note.authorName, createdAt: note.createdAt.toISOString() }));
    },

    /** A note signed with its author's name as it is now; the lead counts as touched. */
    async addNote(id: string, body: string, author: { id: string; name: string }): Promise<TLeadNote> {
      const note = await db.transaction(async (tx) => {
        const [lead] = await tx.update(contactMessages).set({ lastActivityAt: new Date() }).where(eq(contactMessages.id, id)).returning({ id: contactMessages.id });
        if (!lead) throw notFound(CONTACT_MESSAGES.notFound);
        const [row] = await tx.insert(leadNotes).values({ contactId: id, authorId: author.id, authorName: author.name, body }).returning();
        return row!;
      });
      return { id: note.id, body: note.body, authorName: note.authorName, createdAt: note.createdAt.toISOString() };
    },

    async remove(id: string): Promise<void> {
      const deleted = await db.delete(contactMessages).where(eq(contactMessages.id, id)).returning({ id: contactMessages.id });
      if (deleted.length === 0) throw notFound(CONTACT_MESSAGES.notFound);
    },

    /**
     * Marks read, marks unread or deletes the leads named, or every lead matching the list's filter, in
     * one statement (one table, no rule per lead, so no cap on a filter: "mark all 5,000 unread as read").
     */
    async bulk(body: TContactBulkRequest, callerId?: string): Promise<TBulkResult> {
      const where = body.ids ? inArray(contactMessages.id, body.ids) : listWhere({ ...(body.filter ?? {}), callerId });
      const changed =
        body.action === 'delete'
          ? await db.delete(contactMessages).where(where).returning({ id: contactMessages.id })
          : await db.update(contactMessages).set({ isRead: body.action === 'read' }).where(where).returning({ id: contactMessages.id });
      const found = new Set(changed.map((row) => row.id));
      const missing = body.ids ? [...new Set(body.ids)].filter((id) => !found.has(id)) : [];
      return { done: changed.length, failed: missing.map((id) => ({ id, title: '', message: CONTACT_MESSAGES.notFound })) };
    },

    /**
     * Over every lead: the total and the read ones as the triggers keep them (lead_counts, decision 050),
     * today (since local midnight, UTC-3), the last 7 and the last 30 days counted, each an index-only
     * scan of the rows it counts.
     */
    async stats(): Promise<TContactStats> {
      const since = (from: SQL) => sql<number>`(select count(*)::int from ${contactMessages} where ${contactMessages.createdAt} >= ${from})`;
      const [row] = await db
        .select({
          total: leadCounts.total,
          read: leadCounts.read,
          today: since(sql`date_trunc('day', now() at time zone 'America/Sao_Paulo') at time zone 'America/Sao_Paulo'`),
          week: since(sql`now() - interval '7 days'`),
          month: since(sql`now() - interval '30 days'`),
        })
        .from(leadCounts);
      const total = Number(row?.total ?? 0);
      const read = Number(row?.read ?? 0);
      return { total, read, unread: total - read, todayContacts: Number(row?.today ?? 0), weekContacts: Number(row?.week ?? 0), monthContacts: Number(row?.month ?? 0) };
    },

    /**
     * Every lead matching the filters, newest first, in keyset-paged batches (constant memory).
     * The cursor keeps the database's own microsecond timestamp (as text): a JavaScript Date would
     * round it to the millisecond and skip the leads that share the boundary's millisecond.
     */
    async *iterate(filters: ListFilters, batchSize = 1000): AsyncGenerator<ExportedLead> {
      let cursor: { createdAt: string; id: string } | undefined;
      for (;;) {
        const where = and(
          listWhere(filters),
          cursor ? sql`(${contactMessages.createdAt}, ${contactMessages.id}) < (${cursor.createdAt}::timestamptz, ${cursor.id}::uuid)` : undefined,
        );
        const rows = await db
          .select({ lead: leadJson })
          .from(contactMessages)
          .where(where)
          .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
          .limit(batchSize);
        let last: LeadJson | undefined;
        for (const { lead } of rows) {
          last = JSON.parse(lead) as LeadJson;
          yield { ...last, createdAt: new Date(last.createdAt), consentAt: last.consentAt ? new Date(last.consentAt) : null };
        }
        if (!last || rows.length < batchSize) return;
        cursor = { createdAt: last.createdAt, id: last.id };
      }
    },
  };
}
export type ContactsService = ReturnType<typeof createContactsService>;
