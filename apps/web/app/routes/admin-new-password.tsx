import { adminMeta, NewPasswordScreen } from '~/features/admin';

export const meta = () => adminMeta('Nova senha');

export default function AdminNewPasswordRoute() {
  return <NewPasswordScreen />;
}
