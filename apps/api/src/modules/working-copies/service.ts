import { and, eq } from 'drizzle-orm';
import type { TWorkingCopy, TWorkingCopyType } from '@softhouse/contracts';
import type { Db } from '../../db/client.js';
import { workingCopies } from '../../db/schema.js';

type Row = typeof workingCopies.$inferSelect;
type Key = { userId: string; type: TWorkingCopyType; itemId: string };

const toCopy = (row: Row): TWorkingCopy => ({
  // Read by its key, so of the key's type (the table also holds the pages' drafts, modules/content/drafts.ts).
  type: row.type as TWorkingCopyType,
  itemId: row.itemId,
  baseVersion: row.baseVersion ?? null,
  data: row.data,
  savedAt: row.savedAt.toISOString(),
});

const where = (key: Key) => and(eq(workingCopies.userId, key.userId), eq(workingCopies.type, key.type), eq(workingCopies.itemId, key.itemId));

/**
 * The editors' unsaved working copies (decision 043): one per person, type and item, always looked up by
 * the caller's own id, so nobody reads or replaces another person's copy.
 */
export function createWorkingCopiesService(db: Db) {
  return {
    async get(key: Key): Promise<TWorkingCopy | null> {
      const [row] = await db.select().from(workingCopies).where(where(key)).limit(1);
      return row ? toCopy(row) : null;
    },

    async put(key: Key, copy: { baseVersion: number | null; data: Record<string, unknown> }): Promise<TWorkingCopy> {
      const values = { baseVersion: copy.baseVersion, data: copy.data, savedAt: new Date() };
      const [row] = await db
        .insert(workingCopies)
        .values({ ...key, ...values })
        .onConflictDoUpdate({ target: [workingCopies.userId, workingCopies.type, workingCopies.itemId], set: values })
        .returning();
      return toCopy(row!);
    },

    async remove(key: Key): Promise<void> {
      await db.delete(workingCopies).where(where(key));
    },
  };
}
export type WorkingCopiesService = ReturnType<typeof createWorkingCopiesService>;
