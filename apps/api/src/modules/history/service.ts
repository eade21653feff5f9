import { and, desc, eq, notInArray } from 'drizzle-orm';
import { HISTORY_KEEP_DEFAULT, ZHistorySettings, type THistorySettings, type THistoryType, type TRevision, type TRevisionList, type TRevisionSummary } from '@softhouse/contracts';
import type { Db } from '../../db/client.js';
import { blogPosts, cases, revisions } from '../../db/schema.js';
import { conflict, notFound } from '../../errors.js';
import type { SettingsService } from '../settings/service.js';
import { savingAuthor } from '../../http/saving-author.js';

/*
 * One history for every content type (issue 16, decision 042). A save keeps a revision: the item as its
 * editor reads it right after the save, with who and when; the latest `keep` per item stay. A save that
 * names an older version than the item's is refused (409) with who changed it and when.
 */

type Row = typeof revisions.$inferSelect;
export type Author = { id: string; name: string };


const SETTING = 'historyKeep';
const ZONE = 'America/Sao_Paulo';

/** What each type is called in a sentence ("Este post foi alterado…"). */
const NOUN: Record<THistoryType, { noun: string; article: string }> = {
  blog: { noun: 'post', article: 'Este' },
  cases: { noun: 'case', article: 'Este' },
};

/** The types whose table holds their version; the others take the latest revision's. */
const VERSIONED = {
  blog: blogPosts,
  cases,
} as const;

const toSummary = (row: Row): TRevisionSummary => {
  const data = row.data as { title?: unknown; name?: unknown };
  const title = typeof data.title === 'string' ? data.title : typeof data.name === 'string' ? data.name : null;
  return { id: row.id, version: row.version, authorId: row.authorId, authorName: row.authorName, createdAt: row.createdAt.toISOString(), title };
};

const clock = new Intl.DateTimeFormat('pt-BR', { hour: '2-digit', minute: '2-digit', timeZone: ZONE });
const dayOf = new Intl.DateTimeFormat('pt-BR', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: ZONE });

/** "Este post foi alterado por Ana às 14:32" (today in São Paulo), else "… em 25/11/2026 às 14:32". */
export function staleMessage(type: THistoryType, by: string | null, at: Date | null, now = new Date()): string {
  const { noun, article } = NOUN[type];
  const who = by ? ` por ${by}` : ' por outra pessoa';
  if (!at) return `${article} ${noun} foi alterado${who} depois que você o abriu. Veja as alterações no Histórico antes de salvar.`;
  const day = dayOf.format(at) === dayOf.format(now) ? '' : ` em ${dayOf.format(at)}`;
  return `${article} ${noun} foi alterado${who}${day} às ${clock.format(at)}`;
}

export function createHistoryService(db: Db, settings: SettingsService) {
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
      const last = await latest(type, itemId);
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
      const [row] = await db
        .insert(revisions)
        .values({ type, itemId: item.id, version, data: item as Record<string, unknown>, authorId: author?.id ?? null, authorName: author?.name ?? 'Sistema' })
        .returning();
      const kept = db
        .select({ id: revisions.id })
        .from(revisions)
        .where(and(eq(revisions.type, type), eq(revisions.itemId, item.id)))
        .orderBy(desc(revisions.version), desc(revisions.createdAt))
        .limit(await keep());
      await db.delete(revisions).where(and(eq(revisions.type, type), eq(revisions.itemId, item.id), notInArray(revisions.id, kept)));
      return toSummary(row!);
    },

    async list(type: THistoryType, itemId: string): Promise<TRevisionList> {
      const rows = await db
        .select()
        .from(revisions)
        .where(and(eq(revisions.type, type), eq(revisions.itemId, itemId)))
        .orderBy(desc(revisions.version), desc(revisions.createdAt));
      return { data: rows.map(toSummary), currentVersion: await currentVersion(type, itemId), keep: await keep() };
    },

    async get(type: THistoryType, itemId: string, revisionId: string): Promise<TRevision> {
      const [row] = await db
        .select()
        .from(revisions)
        .where(and(eq(revisions.type, type), eq(revisions.itemId, itemId), eq(revisions.id, revisionId)))
        .limit(1);
      if (!row) throw notFound('Versão não encontrada');
      return { ...toSummary(row), data: row.data };
    },
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
      const item = await original.apply(this, args);
      await history.record(type, item);
      return item;
    };
  }
  return tracked;
}
