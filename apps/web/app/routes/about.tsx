import type { Route } from './+types/about';
import { AboutPage } from '~/features/about';
import { loadNamespaces, useLanguage } from '~/i18n';
import { BreadcrumbJsonLd } from '~/lib/json-ld';
import { pageMeta } from '~/lib/seo';

await loadNamespaces('about', 'mindset', 'technologies');

export const meta = (args: Route.MetaArgs) =>
  pageMeta(args, { title: 'about.meta.title', description: 'about.meta.description' });

export default function AboutRoute() {
  const { t } = useLanguage();
  return (
    <>
      <BreadcrumbJsonLd
        items={[
          { name: t('nav.home'), path: '/' },
          { name: t('nav.about'), path: '/sobre' },
        ]}
      />
      <AboutPage />
    </>
  );
}
