import { BULK_LIMIT, type TBulkResult } from '@softhouse/contracts';
import { AppError, badRequest } from '../errors.js';

/*
 * Bulk actions of the back office's lists (decision 025): the rows named by id, or every row matching
 * the list's filter, each changed through the same rule as its single action. An item that rule
 * refuses (or that does not exist) is reported with its reason; the others are done.
 */

export type BulkTarget = { id: string; title: string };

/** Refuses a filter that reaches more rows than one action may change. `found` is read with a limit of BULK_LIMIT + 1. */
export function withinLimit<T>(found: T[]): T[] {
  if (found.length > BULK_LIMIT) throw badRequest(`Mais de ${BULK_LIMIT} itens correspondem ao filtro. Refine a busca.`);
  return found;
}

export async function applyBulk(
  targets: BulkTarget[],
  requestedIds: string[] | undefined,
  notFoundMessage: string,
  apply: (target: BulkTarget) => Promise<void>,
): Promise<TBulkResult> {
  const result: TBulkResult = { done: 0, failed: [] };
  if (requestedIds) {
    const known = new Set(targets.map((target) => target.id));
    for (const id of new Set(requestedIds)) if (!known.has(id)) result.failed.push({ id, title: '', message: notFoundMessage });
  }
  for (const target of targets) {
    try {
      await apply(target);
      result.done += 1;
    } catch (error) {
      // What the single action would refuse is reported; anything else is a fault, as for the single action.
      if (!(error instanceof AppError) || error.statusCode >= 500) throw error;
      result.failed.push({ id: target.id, title: target.title, message: error.message });
    }
  }
  return result;
}
