import { adminMeta, MenuFooterScreen } from '~/features/admin';

export const meta = () => adminMeta('Menu e Rodapé');

export default function AdminMenuFooterScreenRoute() {
  return <MenuFooterScreen />;
}
