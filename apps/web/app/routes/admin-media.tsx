import { adminMeta, MediaLibraryScreen } from '~/features/admin';

export const meta = () => adminMeta('Mídia');

export default function AdminMediaLibraryScreenRoute() {
  return <MediaLibraryScreen />;
}
