import { ActivityScreen, adminMeta } from '~/features/admin';

export const meta = () => adminMeta('Atividade');

export default function AdminActivityScreenRoute() {
  return <ActivityScreen />;
}
