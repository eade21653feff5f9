import { adminMeta, SeoScreen } from '~/features/admin';

export const meta = () => adminMeta('SEO');

export default function AdminSeoScreenRoute() {
  return <SeoScreen />;
}
