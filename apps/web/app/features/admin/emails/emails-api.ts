import { emailEndpoints, type TNotificationSettings } from '@softhouse/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../api/client';
import type { ListParams } from '../kit';

export const emailsKey = ['admin', 'emails'] as const;
export const notificationsKey = ['admin', 'emails', 'notifications'] as const;
export const EMAIL_FILTERS = ['status'] as const;
export type EmailListParams = ListParams<(typeof EMAIL_FILTERS)[number]>;

const STATUSES = new Set(['pending', 'sent', 'failed']);

export function useEmails(list: EmailListParams) {
  const status = list.filters.status && STATUSES.has(list.filters.status) ? (list.filters.status as 'pending' | 'sent' | 'failed') : undefined;
  const query = { page: list.page, limit: 20, status };
  return useQuery({
    queryKey: [...emailsKey, query],
    queryFn: ({ signal }) => call(emailEndpoints.list, { query }, { signal }),
    placeholderData: keepPreviousData,
    // A message in the queue changes on its own: look again while the screen is open.
    refetchInterval: 15_000,
  });
}

export function useNotifications() {
  return useQuery({ queryKey: notificationsKey, queryFn: ({ signal }) => call(emailEndpoints.notifications, {}, { signal }) });
}

const quiet = { errorToast: false } as const;

export const emailsApi = {
  resend: (id: string) => call(emailEndpoints.resend, { params: { id } }, quiet),
  saveNotifications: (body: TNotificationSettings) => call(emailEndpoints.setNotifications, { body }, quiet),
};
