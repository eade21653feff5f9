import { adminMeta, SubjectScreen } from '~/features/admin';

export const meta = () => adminMeta('Titular de dados');

export default function AdminDataSubjectRoute() {
  return <SubjectScreen />;
}
