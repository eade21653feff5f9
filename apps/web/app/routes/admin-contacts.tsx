import { adminMeta, ContactsScreen } from '~/features/admin';

export const meta = () => adminMeta('Contatos');

export default function AdminContactsScreenRoute() {
  return <ContactsScreen />;
}
