import { and, desc, eq, notInArray } from 'drizzle-orm';
import { HISTORY_KEEP_DEFAULT, ZHistorySettings, type THistorySettings, type THistoryType, type TRevision, type TRevisionList, type TRevisionSummary } from '@softhouse/contracts';
import type { Db } from '../../db/client.js';
import { blogPosts, cases, revisions } from '../../db/schema.js';
import type { z } from 'zod';
import { AppError, badRequest, conflict, notFound } from '../../errors.js';
import type { SettingsService } from '../settings/service.js';
import { savingAuthor } from '../../http/saving-author.js';

/*
 * One history for every content type (issue 16, decision 042). A save keeps a revision: the item as its
 * editor reads it right after the save, with who and when; the latest `keep` per item stay. A save that
 * names an older version than the item's is refused (409) with who changed it and when.
 */

type Row = typeof revisions.$inferSelect;
type Data = Record<string, unknown>;
export type Author = { id: string; name: string };

const SETTING = 'historyKeep';
const ZONE = 'America/Sao_Paulo';

/** What each type is called in a sentence: "Este post foi alterado…", "Esta página foi alterada…". */
const NOUN: Record<THistoryType, { subject: string; changed: 'alterado' | 'alterada' }> = {
  blog: { subject: 'Este post', changed: 'alterado' },
  cases: { subject: 'Este case', changed: 'alterado' },
  content: { subject: 'Esta página', changed: 'alterada' },
  menus: { subject: 'Este menu', changed: 'alterado' },
  footer: { subject: 'O rodapé', changed: 'alterado' },
  seo: { subject: 'O SEO desta página', changed: 'alterado' },
  'seo-global': { subject: 'O SEO global', changed: 'alterado' },
  contact: { subject: 'A configuração de contato', changed: 'alterada' },
};

/** The types whose table holds their version; the others take the latest revision's. */
const VERSIONED: Partial<Record<THistoryType, typeof blogPosts | typeof cases>> = {
  blog: blogPosts,
  cases,
};

const toSummary = (row: Row): TRevisionSummary => {
  const data = row.data as { title?: unknown; name?: unknown };
  const title = typeof data.title === 'string' ? data.title : typeof data.name === 'string' ? data.name : null;
  return { id: row.id, version: row.version, authorId: row.authorId, authorName: row.authorName, createdAt: row.createdAt.toISOString(), title };
};

const clock = new Intl.DateTimeFormat('pt-BR', { hour: '2-digit', minute: '2-digit', timeZone: ZONE });
const dayOf = new Intl.DateTimeFormat('pt-BR', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: ZONE });

/** "Este post foi alterado por Ana às 14:32" (today in São Paulo), else "… em 25/11/2026 às 14:32". */
export function staleMessage(type: THistoryType, by: string | null, at: Date | null, now = new Date()): string {
  const { subject, changed } = NOUN[type];
  const who = by ? ` por ${by}` : ' por outra pessoa';
  if (!at) return `${subject} foi ${changed}${who} depois que você ${changed === 'alterada' ? 'a' : 'o'} abriu. Veja as alterações no Histórico antes de salvar.`;
  const day = dayOf.format(at) === dayOf.format(now) ? '' : ` em ${dayOf.format(at)}`;
  return `${subject} foi ${changed}${who}${day} às ${clock.format(at)}`;
}

/** A revision's content read with the schema of a save: refused with the schema's message when it no longer validates. */
export function parseRevision<S extends z.ZodType>(schema: S, data: unknown): z.output<S> {
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw badRequest(`Esta versão não pode ser restaurada: ${parsed.error.issues[0]?.message ?? 'conteúdo inválido'}`);
  return parsed.data;
}

/** How an aggregate's revision is written back (withSnapshots registers it). */
type Restorer = (itemId: string, data: Data) => Promise<unknown>;

/**
 * What a type's update throws when its write, made on the condition `version = <the version sent>`, changed
 * nothing: another save came first. `withHistory` answers it with who made that save and when.
 */
export class StaleVersion extends AppError {
  constructor(readonly sent: number) {
    super('CONFLICT', 'Este item foi alterado por outra pessoa depois que você o abriu. Veja as alterações no Histórico antes de salvar.');
  }
}

export function createHistoryService(db: Db, settings: SettingsService) {
  const restorers = new Map<THistoryType, Restorer>();

  async function latest(type: THistoryType, itemId: string): Promise<Row | undefined> {
    const [row] = await db
      .select()
      .from(revisions)
      .where(and(eq(revisions.type, type), eq(revisions.itemId, itemId)))
      .orderBy(desc(revisions.version), desc(revisions.createdAt))
      .limit(1);
    return row;
  }

  /** The item's version now: its column, or its latest revision's (0 before the first). */
  async function currentVersion(type: THistoryType, itemId: string): Promise<number> {
    const table = VERSIONED[type];
    if (table) {
      const [row] = await db.select({ version: table.version }).from(table).where(eq(table.id, itemId)).limit(1);
      return row?.version ?? 0;
    }
    return (await latest(type, itemId))?.version ?? 0;
  }

  async function keep(): Promise<number> {
    const parsed = ZHistorySettings.safeParse(await settings.get(SETTING));
    return parsed.success ? parsed.data.keep : HISTORY_KEEP_DEFAULT;
  }

  /** Keeps one revision of an item and drops those beyond the latest `keep`. */
  async function insert(type: THistoryType, itemId: string, version: number, data: Data, author: Author | null): Promise<TRevisionSummary> {
    const [row] = await db
      .insert(revisions)
      .values({ type, itemId, version, data, authorId: author?.id ?? null, authorName: author?.name ?? 'Sistema' })
      .returning();
    const kept = db
      .select({ id: revisions.id })
      .from(revisions)
      .where(and(eq(revisions.type, type), eq(revisions.itemId, itemId)))
      .orderBy(desc(revisions.version), desc(revisions.createdAt))
      .limit(await keep());
    await db.delete(revisions).where(and(eq(revisions.type, type), eq(revisions.itemId, itemId), notInArray(revisions.id, kept)));
    return toSummary(row!);
  }

  async function get(type: THistoryType, itemId: string, revisionId: string): Promise<TRevision> {
    const [row] = await db
      .select()
      .from(revisions)
      .where(and(eq(revisions.type, type), eq(revisions.itemId, itemId), eq(revisions.id, revisionId)))
      .limit(1);
    if (!row) throw notFound('Versão não encontrada');
    return { ...toSummary(row), data: row.data };
  }

  return {
    keep,
    currentVersion,

    async settings(): Promise<THistorySettings> {
      return { keep: await keep() };
    },

    async setSettings(value: THistorySettings): Promise<THistorySettings> {
      await settings.set(SETTING, value);
      return value;
    },

    /**
     * Refuses a save that names an older version than the item's (409, with who changed it and when in
     * `details`). A save that names none goes through (older clients, SPEC.md §7's shapes).
     */
    async assertCurrent(type: THistoryType, itemId: string, sent: number | undefined): Promise<void> {
      if (sent === undefined) return;
      const current = await currentVersion(type, itemId);
      if (sent === current) return;
      let last = await latest(type, itemId);
      // A save that has just won a race writes its revision right after its row: wait for it, so the message names it.
      for (let tries = 0; (last?.version ?? 0) < current && tries < 20; tries++) {
        await new Promise((resolve) => setTimeout(resolve, 25));
        last = await latest(type, itemId);
      }
      const changedAt = last?.createdAt ?? null;
      throw conflict(staleMessage(type, last?.authorName ?? null, changedAt), {
        version: String(sent),
        currentVersion: String(current),
        changedBy: last?.authorName ?? '',
        changedAt: changedAt?.toISOString() ?? '',
      });
    },

    /** Keeps a revision of what was just saved, by whoever is saving, and drops those beyond the latest `keep`. */
    async record(type: THistoryType, item: { id: string; version?: number }, author: Author | null = savingAuthor.getStore() ?? null): Promise<TRevisionSummary> {
      const version = item.version ?? (await currentVersion(type, item.id)) + 1;
      return insert(type, item.id, version, item as Data, author);
    },

    /**
     * Keeps a revision of an aggregate (a page with its sections, a menu with its items…) as its editor reads
     * it, as the next version (the revision's data gets `version` too); answers that version.
     */
    async snapshot(type: THistoryType, itemId: string, read: object, author: Author | null = savingAuthor.getStore() ?? null): Promise<number> {
      const version = (await currentVersion(type, itemId)) + 1;
      await insert(type, itemId, version, { ...read, version }, author);
      return version;
    },

    /** How a type's revision is written back: withSnapshots registers each aggregate type once. */
    register(type: THistoryType, restore: Restorer): void {
      restorers.set(type, restore);
    },

    /** An editor's read with the item's version, what its save sends back (decision 042). */
    async versioned<T extends object>(type: THistoryType, itemId: string, read: T): Promise<T & { version: number }> {
      return { ...read, version: await currentVersion(type, itemId) };
    },

    /**
     * Writes a revision back as one new save, which keeps a new revision; answers the newest. `restore` is the
     * type's own (posts and cases, through their update), else the one its withSnapshots registered.
     */
    async restore(type: THistoryType, itemId: string, revisionId: string, restore: Restorer | undefined = restorers.get(type)): Promise<TRevisionSummary> {
      if (!restore) throw notFound('Este tipo de conteúdo não tem histórico');
      const { data } = await get(type, itemId, revisionId);
      // `version` is the revision's number, not content.
      const { version: _version, ...content } = data;
      await restore(itemId, content);
      return (await this.list(type, itemId)).data[0]!;
    },

    async list(type: THistoryType, itemId: string): Promise<TRevisionList> {
      const rows = await db
        .select()
        .from(revisions)
        .where(and(eq(revisions.type, type), eq(revisions.itemId, itemId)))
        .orderBy(desc(revisions.version), desc(revisions.createdAt));
      return { data: rows.map(toSummary), currentVersion: await currentVersion(type, itemId), keep: await keep() };
    },

    get,
  };
}
export type HistoryService = ReturnType<typeof createHistoryService>;

/**
 * The service with its saves kept in the history: `create` and `update` (which publishing, bulk actions
 * and restores go through, as `this.update`) record the item they return.
 */
export function withHistory<S extends { create(...args: never[]): Promise<{ id: string; version?: number }>; update(...args: never[]): Promise<{ id: string; version?: number }> }>(
  history: HistoryService,
  type: THistoryType,
  service: S,
): S {
  const tracked = { ...service };
  for (const method of ['create', 'update'] as const) {
    const original = service[method] as (...args: unknown[]) => Promise<{ id: string; version?: number }>;
    (tracked as Record<string, unknown>)[method] = async function (this: unknown, ...args: unknown[]) {
      // update(id, body): a body naming an older version than the item's is refused before anything is written.
      if (method === 'update') await history.assertCurrent(type, String(args[0]), (args[1] as { version?: number } | undefined)?.version);
      const item = await original.apply(this, args).catch(async (error: unknown) => {
        // The write itself is conditional on the version sent: a save that came in between makes it change nothing.
        if (error instanceof StaleVersion) await history.assertCurrent(type, String(args[0]), error.sent);
        throw error;
      });
      await history.record(type, item);
      return item;
    };
  }
  return tracked;
}

type Save = string | { id: string; version?: number | undefined };
type Saves<S> = { [K in keyof S]?: S[K] extends (...args: infer A) => Promise<unknown> ? (...args: A) => Save | Promise<Save> : never };

/** What the history needs of an aggregate edited in small operations (decision 042), given its service. */
export type Tracking<S> = (service: S) => {
  /** The aggregate as its editor reads it (null while it does not exist). */
  read: (itemId: string) => Promise<object | null>;
  /** Writes a revision's content back as one save: validated (parseRevision), in one transaction where several rows change. */
  restore: (itemId: string, data: Data) => Promise<unknown>;
  /** The service's writes, each with the item it saves (from its arguments) and the version the editor sent, if any. */
  saves: Saves<S>;
};

/** A save's answer with the aggregate's new version, when it is an object (the answer's schema decides whether it shows). */
const withVersion = (result: unknown, version: number) =>
  result && typeof result === 'object' && !Array.isArray(result) ? { ...result, version } : result;

/**
 * The service with every write of an aggregate kept in the history: each save listed in `saves` is refused
 * first when it names an older version than the aggregate's (409), then, once done, the aggregate as its
 * editor reads it is kept as the next revision, signed by whoever saved. Content saved before the history
 * began is kept once, as a first version signed "Sistema", before its first tracked save replaces it. The
 * type's restore is registered with the history: one save, kept as a new revision too.
 */
export function withSnapshots<S extends object>(history: HistoryService, type: THistoryType, service: S, tracking: Tracking<S>): S {
  const tracked = { ...service };
  const { read, restore, saves } = tracking(service);
  const keepCurrent = async (itemId: string) => {
    const now = await read(itemId);
    return now ? history.snapshot(type, itemId, now) : history.currentVersion(type, itemId);
  };
  for (const [name, itemOf] of Object.entries(saves) as [string, (...args: unknown[]) => Save | Promise<Save>][]) {
    const original = (service as Record<string, (...args: unknown[]) => Promise<unknown>>)[name]!;
    (tracked as Record<string, unknown>)[name] = async function (this: unknown, ...args: unknown[]) {
      const save = await itemOf(...args);
      const { id, version } = typeof save === 'string' ? { id: save, version: undefined } : save;
      const current = await history.currentVersion(type, id);
      if (version !== undefined && version !== current) await history.assertCurrent(type, id, version);
      if (current === 0) {
        const before = await read(id).catch(() => null);
        if (before) await history.snapshot(type, id, before, null);
      }
      const result = await original.apply(this, args);
      return withVersion(result, await keepCurrent(id));
    };
  }
  history.register(type, async (itemId, data) => {
    await restore(itemId, data);
    await keepCurrent(itemId);
  });
  return tracked;
}
