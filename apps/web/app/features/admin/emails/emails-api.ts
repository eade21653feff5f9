import { EMAIL_STATUSES, emailEndpoints, type TNotificationSettings } from '@softhouse/contracts';
import { useQuery } from '@tanstack/react-query';
import { call } from '../api/client';
import { type ListParams, oneOf, quiet, useListQuery } from '../kit';

export const emailsKey = ['admin', 'emails'] as const;
export const notificationsKey = ['admin', 'emails', 'notifications'] as const;
export const EMAIL_FILTERS = ['status'] as const;
export type EmailListParams = ListParams<(typeof EMAIL_FILTERS)[number]>;

export function useEmails(list: EmailListParams) {
  const query = { page: list.page, limit: 20, status: oneOf(EMAIL_STATUSES, list.filters.status) };
  // A message in the queue changes on its own: look again while the screen is open.
  return useListQuery(emailsKey, emailEndpoints.list, query, { refetchInterval: 15_000 });
}

export function useNotifications() {
  return useQuery({ queryKey: notificationsKey, queryFn: ({ signal }) => call(emailEndpoints.notifications, {}, { signal }) });
}

export const emailsApi = {
  resend: (id: string) => call(emailEndpoints.resend, { params: { id } }, quiet),
  saveNotifications: (body: TNotificationSettings) => call(emailEndpoints.setNotifications, { body }, quiet),
};
