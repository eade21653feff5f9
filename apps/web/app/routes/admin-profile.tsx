import { adminMeta, ProfileScreen } from '~/features/admin';

export const meta = () => adminMeta('Meu perfil');

export default function AdminProfileScreenRoute() {
  return <ProfileScreen />;
}
