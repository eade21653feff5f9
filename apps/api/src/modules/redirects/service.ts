import { and, asc, count, desc, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  pageMeta,
  REDIRECT_LIMITS,
  REDIRECT_MESSAGES,
  redirectSource,
  redirectTarget,
  type TNotFound,
  type TPage,
  type TRedirect,
  type TRedirectImportResult,
  type ZNotFoundClear,
  type ZNotFoundQuery,
  type ZRedirectCreate,
  type ZRedirectListQuery,
  type ZRedirectUpdate,
} from '@softhouse/contracts';
import type { Db } from '../../db/client.js';
import { isUniqueViolation } from '../../db/errors.js';
import { containsPattern } from '../../db/like.js';
import { notFoundLog, redirects } from '../../db/schema.js';
import { badRequest, conflict, notFound } from '../../errors.js';
import { neutralizeFormula } from '../contacts/export.js';
import { redirectsAfterScheduledTime } from './addresses.js';
import { redirectProblem } from './rules.js';

type Row = typeof redirects.$inferSelect;

const toRedirect = (row: Row): TRedirect => ({
  id: row.id,
  from: row.fromPath,
  to: row.toPath,
  statusCode: row.statusCode,
  automatic: row.automatic,
  hits: row.hits,
  lastHitAt: row.lastHitAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const SORT = { from: redirects.fromPath, hits: redirects.hits, createdAt: redirects.createdAt, lastHitAt: redirects.lastHitAt } as const;
const LOG_SORT = { hits: notFoundLog.hits, lastSeenAt: notFoundLog.lastSeenAt, path: notFoundLog.path } as const;

/** One CSV line's cells: quoted cells may hold the separator and doubled quotes. */
function csvCells(line: string, separator: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const char = line[i]!;
    if (quoted) {
      if (char === '"' && line[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === separator) {
      cells.push(cell);
      cell = '';
    } else cell += char;
  }
  cells.push(cell);
  return cells.map((c) => c.trim());
}

const csvCell = (value: string) => (/[",;\n\r]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);

export function createRedirectsService(db: Db) {
  /** The whole table as the rules see it (it is small: the in-memory copy of every instance holds it too). */
  async function table(): Promise<Map<string, string>> {
    // Items gone live by their time lose their redirects first, so one made from their address now stays.
    await redirectsAfterScheduledTime(db);
    const rows = await db.select({ from: redirects.fromPath, to: redirects.toPath }).from(redirects);
    return new Map(rows.map((r) => [r.from, r.to]));
  }

  async function getRow(id: string): Promise<Row> {
    const [row] = await db.select().from(redirects).where(eq(redirects.id, id)).limit(1);
    if (!row) throw notFound(REDIRECT_MESSAGES.notFound);
    return row;
  }

  function assertAllowed(map: Map<string, string>, from: string, to: string) {
    const problem = redirectProblem(map, from, to);
    if (problem) throw badRequest(problem, { to: problem });
  }

  /** Redirects that pointed at `from` now point where `from` goes: one hop, never two. */
  const flattenInto = (tx: Db, from: string, to: string) =>
    tx.update(redirects).set({ toPath: to, updatedAt: new Date() }).where(and(eq(redirects.toPath, from), ne(redirects.fromPath, to)));

  return {
    async list(query: z.output<typeof ZRedirectListQuery>): Promise<TPage<TRedirect>> {
      // The list shows what visitors get: not the redirect of an item gone live by its time a moment ago.
      await redirectsAfterScheduledTime(db);
      const term = query.search ? containsPattern(query.search) : null;
      const where = and(
        term ? or(ilike(redirects.fromPath, term), ilike(redirects.toPath, term)) : undefined,
        query.kind ? eq(redirects.automatic, query.kind === 'automatic') : undefined,
      );
      const column = SORT[query.sortBy];
      const order = query.sortOrder === 'asc' ? sql`${column} asc nulls first` : sql`${column} desc nulls last`;
      const [rows, [total]] = await Promise.all([
        db.select().from(redirects).where(where).orderBy(order, asc(redirects.fromPath)).limit(query.limit).offset((query.page - 1) * query.limit),
        db.select({ n: count() }).from(redirects).where(where),
      ]);
      return { data: rows.map(toRedirect), meta: pageMeta(query.page, query.limit, total?.n ?? 0) };
    },

    async create(body: z.output<typeof ZRedirectCreate>, by: string | null): Promise<TRedirect> {
      const map = await table();
      if (map.has(body.from)) throw conflict(REDIRECT_MESSAGES.fromTaken, { from: REDIRECT_MESSAGES.fromTaken });
      assertAllowed(map, body.from, body.to);
      try {
        const row = await db.transaction(async (tx) => {
          await flattenInto(tx, body.from, body.to);
          const [created] = await tx.insert(redirects).values({ fromPath: body.from, toPath: body.to, statusCode: body.statusCode, automatic: false, createdBy: by }).returning();
          return created!;
        });
        return toRedirect(row);
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(REDIRECT_MESSAGES.fromTaken, { from: REDIRECT_MESSAGES.fromTaken });
        throw error;
      }
    },

    /** An edited redirect is the editor's own: it stops being automatic. */
    async update(id: string, body: z.output<typeof ZRedirectUpdate>): Promise<TRedirect> {
      const current = await getRow(id);
      const from = body.from ?? current.fromPath;
      const to = body.to ?? current.toPath;
      const map = await table();
      map.delete(current.fromPath);
      if (map.has(from)) throw conflict(REDIRECT_MESSAGES.fromTaken, { from: REDIRECT_MESSAGES.fromTaken });
      assertAllowed(map, from, to);
      try {
        const row = await db.transaction(async (tx) => {
          await flattenInto(tx, from, to);
          const [updated] = await tx
            .update(redirects)
            .set({ fromPath: from, toPath: to, statusCode: body.statusCode ?? current.statusCode, automatic: false, updatedAt: new Date() })
            .where(eq(redirects.id, id))
            .returning();
          return updated;
        });
        if (!row) throw notFound(REDIRECT_MESSAGES.notFound);
        return toRedirect(row);
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(REDIRECT_MESSAGES.fromTaken, { from: REDIRECT_MESSAGES.fromTaken });
        throw error;
      }
    },

    async remove(id: string): Promise<void> {
      const deleted = await db.delete(redirects).where(eq(redirects.id, id)).returning({ id: redirects.id });
      if (!deleted.length) throw notFound(REDIRECT_MESSAGES.notFound);
    },

    /** Every redirect as CSV (from,to,status), with a BOM so spreadsheets read the accents. */
    async exportCsv(): Promise<string> {
      const rows = await db.select({ from: redirects.fromPath, to: redirects.toPath, status: redirects.statusCode }).from(redirects).orderBy(asc(redirects.fromPath));
      return `\uFEFFfrom,to,status\r\n${rows.map((r) => `${csvCell(neutralizeFormula(r.from))},${csvCell(neutralizeFormula(r.to))},${r.status}\r\n`).join('')}`;
    },

    /**
     * Creates or replaces (by source) the redirects of a CSV with the columns from,to,status (a header line is
     * optional; `,` or `;`). Every line is checked against the table as it would be after the import: if any
     * is wrong, nothing is written and the answer names each line with its reason.
     */
    async importCsv(csv: string, by: string | null): Promise<TRedirectImportResult> {
      const lines = csv.replace(/^\uFEFF/, '').split(/\r?\n/);
      const first = lines.find((line) => line.trim()) ?? '';
      const separator = first.includes(';') && !first.includes(',') ? ';' : ',';
      const errors: Record<string, string> = {};
      const parsed: { line: number; from: string; to: string; status: number }[] = [];
      const seen = new Map<string, number>();
      lines.forEach((raw, index) => {
        const line = index + 1;
        if (!raw.trim()) return;
        const cells = csvCells(raw, separator);
        if (index === lines.indexOf(first) && cells[0]?.toLowerCase() === 'from') {
          if (cells[1]?.toLowerCase() !== 'to') errors[`Linha ${line}`] = REDIRECT_MESSAGES.csvColumns;
          return;
        }
        if (cells.length < 2 || cells.length > 3) {
          errors[`Linha ${line}`] = REDIRECT_MESSAGES.csvColumns;
          return;
        }
        const source = redirectSource(cells[0]!.replace(/^'/, ''));
        const target = redirectTarget(cells[1]!.replace(/^'/, ''));
        const status = cells[2] ? Number(cells[2]) : 301;
        const problem = 'error' in source ? source.error : 'error' in target ? target.error : status !== 301 && status !== 302 ? REDIRECT_MESSAGES.statusInvalid : null;
        if (problem || 'error' in source || 'error' in target) {
          errors[`Linha ${line}`] = problem!;
          return;
        }
        const repeated = seen.get(source.path);
        if (repeated) {
          errors[`Linha ${line}`] = REDIRECT_MESSAGES.csvDuplicate(repeated);
          return;
        }
        seen.set(source.path, line);
        parsed.push({ line, from: source.path, to: target.target, status });
      });
      if (!parsed.length && !Object.keys(errors).length) throw badRequest(REDIRECT_MESSAGES.csvEmpty);
      if (parsed.length > REDIRECT_LIMITS.importLines) throw badRequest(REDIRECT_MESSAGES.csvTooMany);
      const map = await table();
      const existing = new Set(map.keys());
      for (const item of parsed) map.set(item.from, item.to);
      for (const item of parsed) {
        const problem = redirectProblem(map, item.from, item.to);
        if (problem) errors[`Linha ${item.line}`] = problem;
      }
      if (Object.keys(errors).length) {
        const sorted = Object.fromEntries(Object.entries(errors).sort(([a], [b]) => Number(a.slice(6)) - Number(b.slice(6))));
        throw badRequest(REDIRECT_MESSAGES.csvInvalid, sorted);
      }
      await db.transaction(async (tx) => {
        for (const item of parsed) {
          await tx
            .insert(redirects)
            .values({ fromPath: item.from, toPath: item.to, statusCode: item.status, automatic: false, createdBy: by })
            .onConflictDoUpdate({ target: redirects.fromPath, set: { toPath: item.to, statusCode: item.status, automatic: false, updatedAt: sql`now()` } });
          await flattenInto(tx as unknown as Db, item.from, item.to);
        }
      });
      const updated = parsed.filter((item) => existing.has(item.from)).length;
      return { created: parsed.length - updated, updated };
    },

    async notFoundList(query: z.output<typeof ZNotFoundQuery>): Promise<TPage<TNotFound>> {
      const where = and(query.hideBots ? eq(notFoundLog.bot, false) : undefined, query.search ? ilike(notFoundLog.path, containsPattern(query.search)) : undefined);
      const column = LOG_SORT[query.sortBy];
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(notFoundLog)
          .where(where)
          .orderBy(query.sortOrder === 'asc' ? asc(column) : desc(column), desc(notFoundLog.lastSeenAt), asc(notFoundLog.path))
          .limit(query.limit)
          .offset((query.page - 1) * query.limit),
        db.select({ n: count() }).from(notFoundLog).where(where),
      ]);
      return {
        data: rows.map((r) => ({ path: r.path, hits: r.hits, referrer: r.referrer, bot: r.bot, firstSeenAt: r.firstSeenAt.toISOString(), lastSeenAt: r.lastSeenAt.toISOString() })),
        meta: pageMeta(query.page, query.limit, total?.n ?? 0),
      };
    },

    async clearNotFound(body: z.output<typeof ZNotFoundClear>): Promise<{ removed: number }> {
      const filters: (SQL | undefined)[] = [body.paths ? inArray(notFoundLog.path, body.paths) : undefined, body.onlyBots ? eq(notFoundLog.bot, true) : undefined];
      const removed = await db.delete(notFoundLog).where(and(...filters)).returning({ path: notFoundLog.path });
      return { removed: removed.length };
    },
  };
}
export type RedirectsService = ReturnType<typeof createRedirectsService>;
