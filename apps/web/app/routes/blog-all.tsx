import type { Route } from './+types/blog-all';
import { SamplePostList } from '~/features/blog';
import { loadNamespaces, useLanguage } from '~/i18n';
import { BreadcrumbJsonLd } from '~/lib/json-ld';
import { pageMeta } from '~/lib/seo';
import { feedLinks } from '~/lib/syndication-links';

await loadNamespaces('blog');

export const meta = (args: Route.MetaArgs) => [
  ...pageMeta(args, { title: 'blog.all.metaTitle', description: 'blog.all.metaDescription' }),
  ...feedLinks(args),
];

export default function BlogAllPage() {
  const { t } = useLanguage();
  return (
    <>
      <BreadcrumbJsonLd
        items={[
          { name: t('nav.home'), path: '/' },
          { name: t('nav.blog'), path: '/blog' },
          { name: t('blog.all.title'), path: '/blog/todos' },
        ]}
      />
      <SamplePostList />
    </>
  );
}
