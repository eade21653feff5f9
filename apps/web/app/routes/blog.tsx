import type { Route } from './+types/blog';
import {
  BlogList,
  blogSearch,
  isBlogCategory,
  parsePage,
  postCategoryLabel,
  POSTS_PER_PAGE,
  toPostCard,
} from '~/features/blog';
import { loadNamespaces, useLanguage } from '~/i18n';
import { BreadcrumbJsonLd } from '~/lib/json-ld';
import { metaContext, pageMeta, plainText } from '~/lib/seo';

await loadNamespaces('blog');

/** ?page=N (9 per page) and ?category= (unknown categories are ignored), newest first. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const rawCategory = params.get('category');
  const category = isBlogCategory(rawCategory) ? rawCategory : null;
  const page = parsePage(params.get('page'));
  const result = await context.site.posts({ page, limit: POSTS_PER_PAGE, ...(category ? { category } : {}) });
  return {
    posts: result.data.map(toPostCard),
    page,
    totalPages: result.meta.totalPages,
    total: result.meta.total,
    category,
  };
}

export function meta(args: Route.MetaArgs) {
  const list = args.loaderData;
  if (!list) return pageMeta(args, { title: 'blog.meta.title', description: 'blog.meta.description' });
  const { t } = metaContext(args);
  const parts = [t('blog.meta.title')];
  if (list.category) parts.push(postCategoryLabel(t, list.category));
  if (list.page > 1) parts.push(t('blog.pagination.page', { page: list.page }));
  return pageMeta(args, {
    title: plainText(parts.join(' · ')),
    description: 'blog.meta.description',
    canonicalPath: `/blog${blogSearch({ category: list.category, page: list.page > 1 ? list.page : undefined })}`,
    // A page past the end has no posts: keep it out of search results.
    noindex: list.total > 0 && list.posts.length === 0,
  });
}

export default function BlogPage({ loaderData }: Route.ComponentProps) {
  const { t } = useLanguage();
  return (
    <>
      <BreadcrumbJsonLd
        items={[
          { name: t('nav.home'), path: '/' },
          { name: t('nav.blog'), path: '/blog' },
        ]}
      />
      <BlogList {...loaderData} />
    </>
  );
}
