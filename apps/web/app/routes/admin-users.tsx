import { adminMeta, UsersScreen } from '~/features/admin';

export const meta = () => adminMeta('Usuários');

export default function AdminUsersScreenRoute() {
  return <UsersScreen />;
}
