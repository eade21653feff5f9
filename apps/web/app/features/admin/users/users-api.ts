import type { TPage, TRole, TUser } from '@softhouse/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../api/client';

export const usersKey = ['admin', 'users'] as const;

export function useUsers() {
  return useQuery({
    queryKey: usersKey,
    queryFn: ({ signal }) => api.get<TPage<TUser>>('/users', { query: { page: 1, limit: 100 }, signal }),
  });
}

const quiet = { errorToast: false } as const;

export type UserChange = { name?: string; email?: string; role?: TRole; active?: boolean; password?: string };

export const usersApi = {
  create: (body: { name: string; email: string; role: TRole; password: string }) => api.post<TUser>('/users', body, quiet),
  update: (id: string, body: UserChange) => api.put<TUser>(`/users/${id}`, body, quiet),
  remove: (id: string) => api.delete<null>(`/users/${id}`, quiet),
  updateProfile: (name: string) => api.put<TUser>('/users/profile', { name }, quiet),
  changePassword: (currentPassword: string, newPassword: string) =>
    api.post<null>('/users/change-password', { currentPassword, newPassword }, quiet),
};
