import { AdminHome } from '~/features/admin';

export default function AdminIndexRoute() {
  return <AdminHome />;
}
