import { adminMeta, ContactConfigScreen } from '~/features/admin';

export const meta = () => adminMeta('Configurações de Contato');

export default function AdminContactConfigScreenRoute() {
  return <ContactConfigScreen />;
}
