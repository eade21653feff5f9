import { adminMeta, TranslationsScreen } from '~/features/admin';

export const meta = () => adminMeta('Traduções');

export default function AdminTranslationsScreenRoute() {
  return <TranslationsScreen />;
}
