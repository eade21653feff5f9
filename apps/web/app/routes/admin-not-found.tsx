import { adminMeta, NoticeScreen } from '~/features/admin';

export const meta = () => adminMeta('Página não encontrada');

export default function AdminNotFoundRoute() {
  return <NoticeScreen variant="not-found" />;
}
