import { adminMeta, CasesScreen } from '~/features/admin';

export const meta = () => adminMeta('Cases');

export default function AdminCasesScreenRoute() {
  return <CasesScreen />;
}
