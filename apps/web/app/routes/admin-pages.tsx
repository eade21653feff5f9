import { adminMeta, PagesScreen } from '~/features/admin';

export const meta = () => adminMeta('Páginas');

export default function AdminPagesScreenRoute() {
  return <PagesScreen />;
}
