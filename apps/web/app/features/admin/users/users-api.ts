import { usersEndpoints } from '@softhouse/contracts';
import { useQuery } from '@tanstack/react-query';
import { call } from '../api/client';
import { type ListParams, quiet, rowApi, useListQuery } from '../kit';

export const usersKey = ['admin', 'users'] as const;
export const USERS_PAGE_SIZE = 50;

export const securityKey = ['admin', 'security-settings'] as const;

/** The account security settings (two-factor required of everyone). */
export const useSecuritySettings = () => useQuery({ queryKey: securityKey, queryFn: ({ signal }) => call(usersEndpoints.security, {}, { signal }) });

export const useUsers = (list: ListParams) => useListQuery(usersKey, usersEndpoints.list, { page: list.page, limit: USERS_PAGE_SIZE, search: list.search || undefined });

/** `create` without a password: the person gets an invitation by e-mail to choose it. */
export const usersApi = {
  ...rowApi(usersEndpoints),
  invite: (id: string) => call(usersEndpoints.invite, { params: { id } }, quiet),
  endSessions: (id: string) => call(usersEndpoints.endSessions, { params: { id } }, quiet),
  resetTwoFactor: (id: string) => call(usersEndpoints.resetTwoFactor, { params: { id } }, quiet),
  setSecurity: (requireTwoFactor: boolean) => call(usersEndpoints.setSecurity, { body: { requireTwoFactor } }, quiet),
  updateProfile: (name: string) => call(usersEndpoints.updateProfile, { body: { name } }, quiet),
  changePassword: (currentPassword: string, newPassword: string) =>
    call(usersEndpoints.changePassword, { body: { currentPassword, newPassword } }, quiet),
};

/** What an administrator changes of a member: name, e-mail, role, active, a new password. */
export type UserChange = Parameters<typeof usersApi.update>[1];
