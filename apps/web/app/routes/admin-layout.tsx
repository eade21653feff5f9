import { AdminShell } from '~/features/admin';

export default function AdminLayoutRoute() {
  return <AdminShell />;
}
