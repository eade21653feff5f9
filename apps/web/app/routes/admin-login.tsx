import { adminMeta, LoginScreen } from '~/features/admin';

export const meta = () => adminMeta('Login Administrativo');

export default function AdminLoginRoute() {
  return <LoginScreen />;
}
