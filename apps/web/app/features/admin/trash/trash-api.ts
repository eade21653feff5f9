import { TRASH_DEFAULT_DAYS, TRASH_TYPES, trashEndpoints, type TTrashItem, type TTrashType } from '@softhouse/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../api/client';
import type { ListParams } from '../kit';

export const trashKey = ['admin', 'trash'] as const;
export const trashSettingsKey = ['admin', 'trash-settings'] as const;
/** The filter in the address: ?tipo=post|case|media. */
export const TRASH_FILTERS = ['tipo'] as const;
export type TrashListParams = ListParams<(typeof TRASH_FILTERS)[number]>;

const isType = (value: string | undefined): value is TTrashType => (TRASH_TYPES as readonly string[]).includes(value ?? '');

export function useTrash(list: TrashListParams) {
  const query = {
    page: list.page,
    limit: 25,
    type: isType(list.filters.tipo) ? list.filters.tipo : undefined,
  };
  return useQuery({
    queryKey: [...trashKey, query],
    queryFn: ({ signal }) => call(trashEndpoints.list, { query }, { signal }),
    placeholderData: keepPreviousData,
    // What another screen just deleted shows at once.
    staleTime: 0,
  });
}

/** The trash period, for the delete confirmations ("…poderá ser restaurado por 30 dias"); 30 until it loads. */
export const useTrashSettings = () =>
  useQuery({
    queryKey: trashSettingsKey,
    queryFn: ({ signal }) => call(trashEndpoints.settings, {}, { signal }),
  });
export const useTrashDays = (): number => useTrashSettings().data?.days ?? TRASH_DEFAULT_DAYS;

const quiet = { errorToast: false } as const;
const params = (item: Pick<TTrashItem, 'id'>) => ({ params: { id: item.id } });

export const trashApi = {
  restore: (item: Pick<TTrashItem, 'type' | 'id'>) =>
    item.type === 'post'
      ? call(trashEndpoints.restorePost, params(item), quiet)
      : item.type === 'case'
        ? call(trashEndpoints.restoreCase, params(item), quiet)
        : call(trashEndpoints.restoreMedia, params(item), quiet),
  purge: (item: Pick<TTrashItem, 'type' | 'id'>) =>
    item.type === 'post'
      ? call(trashEndpoints.purgePost, params(item), quiet)
      : item.type === 'case'
        ? call(trashEndpoints.purgeCase, params(item), quiet)
        : call(trashEndpoints.purgeMedia, params(item), quiet),
};
