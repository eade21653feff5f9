import { getTableColumns, sql, type Column, type InferSelectModel, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client.js';

/**
 * Column types whose JSON form (json_build_object) is what drizzle gives for them: texts, identifiers,
 * booleans, integers, JSON documents and arrays of those. Timestamps come back as ISO 8601 texts with
 * their offset and are turned into dates, as drizzle does (to the millisecond).
 */
const AS_IS = new Set(['PgUUID', 'PgText', 'PgVarchar', 'PgBoolean', 'PgInteger', 'PgSmallInt', 'PgSerial', 'PgJsonb', 'PgJson', 'PgDateString']);
const kindOf = (column: Column): 'as-is' | 'date' => {
  const type = column.columnType === 'PgArray' ? (column as Column & { baseColumn: Column }).baseColumn.columnType : column.columnType;
  if (type === 'PgTimestamp' && column.columnType !== 'PgArray') return 'date';
  if (AS_IS.has(type)) return 'as-is';
  throw new Error(`jsonRows: column ${column.name} (${column.columnType}) has no JSON form here`);
};

/** json_build_object takes at most 100 arguments: 50 columns. */
const MAX_COLUMNS = 50;

type Columns<T extends PgTable> = T['_']['columns'];
type Ordering = SQL | PgColumn;

export type JsonRows<T extends PgTable> = {
  /** The row as one JSON text, to select as a single field. */
  field: SQL<string>;
  /** That text as the row drizzle would have given. */
  parse: (text: string) => InferSelectModel<T>;
  /**
   * A page of rows in order: `where`, sorted by `orderBy` (given the table's columns), `limit` rows from `offset`.
   * Only that page is turned into JSON: sorted and cut first, in a subquery, then sorted again (a page's worth).
   */
  page: (db: Db, options: { where?: SQL; orderBy: (columns: Columns<T>) => Ordering[]; limit: number; offset: number }) => Promise<InferSelectModel<T>[]>;
};

/**
 * A table's whole row read as one JSON text instead of a field per column (decision 057). Drivers parse a
 * result field by field, and PGlite (the embedded database) copies each field into a buffer of its own and
 * decodes it on its own: for a page of wide rows, such as a hundred cases of twenty-five columns, that was
 * most of the time the embedded database spent answering. One field per row is one copy and one decode,
 * and `JSON.parse` builds the row in native code. The export of leads reads them the same way.
 */
export function jsonRows<T extends PgTable>(table: T): JsonRows<T> {
  const columns = Object.entries(getTableColumns(table));
  if (columns.length > MAX_COLUMNS) throw new Error(`jsonRows: ${columns.length} columns, at most ${MAX_COLUMNS}`);
  for (const [key] of columns) if (!/^\w+$/.test(key)) throw new Error(`jsonRows: key ${key}`);
  const dates = columns.filter(([, column]) => kindOf(column) === 'date').map(([key]) => key);
  const fieldOver = (source: Record<string, unknown>) =>
    sql<string>`json_build_object(${sql.join(
      columns.map(([key]) => sql`${sql.raw(`'${key}'`)}, ${source[key]}`),
      sql`, `,
    )})::text`;
  const parse = (text: string) => {
    const row = JSON.parse(text) as Record<string, unknown>;
    for (const key of dates) if (typeof row[key] === 'string') row[key] = new Date(row[key]);
    return row as InferSelectModel<T>;
  };
  return {
    field: fieldOver(getTableColumns(table)),
    parse,
    async page(db, { where, orderBy, limit, offset }) {
      const page = db.select().from(table as PgTable).where(where).orderBy(...orderBy(getTableColumns(table) as Columns<T>)).limit(limit).offset(offset).as('page');
      const fields = page as unknown as Columns<T>;
      const rows = await db.select({ row: fieldOver(fields as Record<string, unknown>) }).from(page).orderBy(...orderBy(fields));
      return rows.map((r) => parse(r.row));
    },
  };
}
