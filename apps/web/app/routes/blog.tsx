import { data } from 'react-router';
import type { Route } from './+types/blog';
import { BLOCK_NAMESPACES, BlockPage } from '~/blocks/block-page';
import { loadPageBlocks } from '~/blocks/index.server';
import { submitContactAction } from '~/features/contact/index.server';
import {
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
import { feedLinks } from '~/lib/syndication-links';
import { resolveLanguage } from '~/i18n/resolve-language.server';

await loadNamespaces('blog', ...BLOCK_NAMESPACES);

/**
 * The page's blocks, its list with ?page=N (9 per page) and ?category= (unknown categories are ignored),
 * newest first. A page past the last is a 404, so made-up page numbers cannot each add a page to the cache
 * or to search results.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const rawCategory = params.get('category');
  const category = isBlogCategory(rawCategory) ? rawCategory : null;
  const page = parsePage(params.get('page'));
  const result = await context.site.posts({ page, limit: POSTS_PER_PAGE, lang: resolveLanguage(request), ...(category ? { category } : {}) });
  const list = { posts: result.data.map(toPostCard), page, totalPages: result.meta.totalPages, total: result.meta.total, category };
  const blocks = await loadPageBlocks(context, 'blog', request, { 'blog-list': list });
  const body = { blocks, page, totalPages: list.totalPages, category };
  // Past the last page: the empty list with its link to page 1, answered as a 404 (never stored).
  return page > list.totalPages ? data(body, { status: 404 }) : body;
}

/** A contact block's lead form without JavaScript posts here. */
export const action = (args: Route.ActionArgs) => submitContactAction(args, 'contato');

export function meta(args: Route.MetaArgs) {
  const list = args.loaderData;
  if (!list) return pageMeta(args, { title: 'blog.meta.title', description: 'blog.meta.description' });
  const { t } = metaContext(args);
  const parts = [t('blog.meta.title')];
  if (list.category) parts.push(postCategoryLabel(t, list.category));
  if (list.page > 1) parts.push(t('blog.pagination.page', { page: list.page }));
  return [
    ...pageMeta(args, {
      title: plainText(parts.join(' · ')),
      description: 'blog.meta.description',
      canonicalPath: `/blog${blogSearch({ category: list.category, page: list.page > 1 ? list.page : undefined })}`,
      noindex: list.page > list.totalPages,
    }),
    // The language's feeds, and on a category's page that category's too (decision 033).
    ...feedLinks(args),
    ...(list.category ? feedLinks(args, list.category) : []),
  ];
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
      <BlockPage blocks={loaderData.blocks} page="blog" />
    </>
  );
}
