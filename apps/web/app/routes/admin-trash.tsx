import { adminMeta, TrashScreen } from '~/features/admin';

export const meta = () => adminMeta('Lixeira');

export default function AdminTrashScreenRoute() {
  return <TrashScreen />;
}
