import { adminMeta, EmailsScreen } from '~/features/admin';

export const meta = () => adminMeta('E-mails');

export default function AdminEmailsScreenRoute() {
  return <EmailsScreen />;
}
