import { usersEndpoints, type TRole } from '@softhouse/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../api/client';
import type { ListParams } from '../kit';

export const usersKey = ['admin', 'users'] as const;
export const USERS_PAGE_SIZE = 50;

export const securityKey = ['admin', 'security-settings'] as const;

/** The account security settings (two-factor required of everyone). */
export const useSecuritySettings = () => useQuery({ queryKey: securityKey, queryFn: ({ signal }) => call(usersEndpoints.security, {}, { signal }) });

export function useUsers(list: ListParams) {
  const query = { page: list.page, limit: USERS_PAGE_SIZE, search: list.search || undefined };
  return useQuery({
    queryKey: [...usersKey, query],
    queryFn: ({ signal }) => call(usersEndpoints.list, { query }, { signal }),
    placeholderData: keepPreviousData,
  });
}

const quiet = { errorToast: false } as const;

export type UserChange = { name?: string; email?: string; role?: TRole; active?: boolean; password?: string };

export const usersApi = {
  /** Without a password, the person gets an invitation by e-mail to choose it. */
  create: (body: { name: string; email: string; role: TRole; password?: string }) => call(usersEndpoints.create, { body }, quiet),
  invite: (id: string) => call(usersEndpoints.invite, { params: { id } }, quiet),
  endSessions: (id: string) => call(usersEndpoints.endSessions, { params: { id } }, quiet),
  resetTwoFactor: (id: string) => call(usersEndpoints.resetTwoFactor, { params: { id } }, quiet),
  setSecurity: (requireTwoFactor: boolean) => call(usersEndpoints.setSecurity, { body: { requireTwoFactor } }, quiet),
  update: (id: string, body: UserChange) => call(usersEndpoints.update, { params: { id }, body }, quiet),
  remove: (id: string) => call(usersEndpoints.remove, { params: { id } }, quiet),
  updateProfile: (name: string) => call(usersEndpoints.updateProfile, { body: { name } }, quiet),
  changePassword: (currentPassword: string, newPassword: string) =>
    call(usersEndpoints.changePassword, { body: { currentPassword, newPassword } }, quiet),
};
