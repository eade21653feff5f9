import { adminMeta, RedirectsScreen } from '~/features/admin';

export const meta = () => adminMeta('Redirecionamentos');

export default function AdminRedirectsScreenRoute() {
  return <RedirectsScreen />;
}
