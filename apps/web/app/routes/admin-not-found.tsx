import { adminMeta, AdminNotFound } from '~/features/admin';

export const meta = () => adminMeta('Página não encontrada');

export default function AdminNotFoundRoute() {
  return <AdminNotFound />;
}
