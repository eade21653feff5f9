import { ACTIVITY_TYPES, activityEndpoints } from '@softhouse/contracts';
import { type ListParams, oneOf, useListQuery } from '../kit';

export const activityKey = ['admin', 'activity'] as const;
/** The filters in the address: ?pessoa=<id>&tipo=cases&de=2026-11-01&ate=2026-11-30&item=<id>. */
export const ACTIVITY_FILTERS = ['pessoa', 'tipo', 'de', 'ate', 'item'] as const;
export type ActivityListParams = ListParams<(typeof ACTIVITY_FILTERS)[number]>;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const UUID = /^[0-9a-f-]{36}$/i;

/** The list's query from the address; a malformed value is left out rather than sent to be refused. */
export function activityQuery(list: ActivityListParams) {
  const { pessoa, tipo, de, ate, item } = list.filters;
  return {
    page: list.page,
    limit: 25,
    actorId: pessoa && UUID.test(pessoa) ? pessoa : undefined,
    type: oneOf(ACTIVITY_TYPES, tipo),
    from: de && DAY.test(de) ? de : undefined,
    to: ate && DAY.test(ate) ? ate : undefined,
    itemId: item || undefined,
  };
}

export const useActivity = (list: ActivityListParams) => useListQuery(activityKey, activityEndpoints.list, activityQuery(list));
