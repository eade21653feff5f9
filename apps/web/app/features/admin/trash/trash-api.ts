import { TRASH_DEFAULT_DAYS, TRASH_TYPES, trashEndpoints, type TTrashItem } from '@softhouse/contracts';
import { useQuery } from '@tanstack/react-query';
import { call } from '../api/client';
import { type ListParams, oneOf, quiet, useListQuery } from '../kit';

export const trashKey = ['admin', 'trash'] as const;
export const trashSettingsKey = ['admin', 'trash-settings'] as const;
/** The trash period, for its SettingCard. */
export const trashPeriodSetting = { key: trashSettingsKey, get: trashEndpoints.settings, set: trashEndpoints.setSettings };
/** The filter in the address: ?tipo=post|case|media. */
export const TRASH_FILTERS = ['tipo'] as const;
export type TrashListParams = ListParams<(typeof TRASH_FILTERS)[number]>;

export function useTrash(list: TrashListParams) {
  const query = { page: list.page, limit: 25, type: oneOf(TRASH_TYPES, list.filters.tipo) };
  // What another screen just deleted shows at once.
  return useListQuery(trashKey, trashEndpoints.list, query, { staleTime: 0 });
}

/** The trash period, for the delete confirmations ("…poderá ser restaurado por 30 dias"); 30 until it loads. */
export const useTrashSettings = () =>
  useQuery({
    queryKey: trashSettingsKey,
    queryFn: ({ signal }) => call(trashEndpoints.settings, {}, { signal }),
  });
export const useTrashDays = (): number => useTrashSettings().data?.days ?? TRASH_DEFAULT_DAYS;

const RESTORE = { post: trashEndpoints.restorePost, case: trashEndpoints.restoreCase, media: trashEndpoints.restoreMedia };
const PURGE = { post: trashEndpoints.purgePost, case: trashEndpoints.purgeCase, media: trashEndpoints.purgeMedia };
type Item = Pick<TTrashItem, 'type' | 'id'>;

export const trashApi = {
  restore: (item: Item) => call(RESTORE[item.type], { params: { id: item.id } }, quiet),
  purge: (item: Item) => call(PURGE[item.type], { params: { id: item.id } }, quiet),
};
