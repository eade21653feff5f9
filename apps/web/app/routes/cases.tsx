import { data } from 'react-router';
import type { Route } from './+types/cases';
import { BLOCK_NAMESPACES, BlockPage } from '~/blocks/block-page';
import { loadPageBlocks } from '~/blocks/index.server';
import { submitContactAction } from '~/features/contact/index.server';
import { casesLastPage, casesShown, parsePage, toCaseCard } from '~/features/cases';
import { loadNamespaces, useLanguage } from '~/i18n';
import { BreadcrumbJsonLd } from '~/lib/json-ld';
import { metaContext, pageMeta, plainText } from '~/lib/seo';
import { resolveLanguage } from '~/i18n/resolve-language.server';

await loadNamespaces('cases', ...BLOCK_NAMESPACES);

/**
 * The page's blocks, its grid with the published cases in display order: the first 16, or with ?page=N (the
 * "Ver mais cases" link without JavaScript) the first N pages of 16. A page past the last is a 404 that still
 * shows every case, so a made-up page number adds nothing to the cache or to search results, and an old link
 * loses nothing.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const page = parsePage(new URL(request.url).searchParams.get('page'));
  const result = await context.site.cases({ page: 1, limit: casesShown(page), lang: resolveLanguage(request) });
  const lastPage = casesLastPage(result.meta.total);
  const list = { cases: result.data.map(toCaseCard), total: result.meta.total, page, lastPage };
  const blocks = await loadPageBlocks(context, 'cases', request, { 'case-grid': list });
  const body = { blocks, page, lastPage };
  return page > lastPage ? data(body, { status: 404 }) : body;
}

/** A contact block's lead form without JavaScript posts here. */
export const action = (args: Route.ActionArgs) => submitContactAction(args, 'contato');

export function meta(args: Route.MetaArgs) {
  const list = args.loaderData;
  if (!list || list.page === 1) return pageMeta(args, { title: 'cases.meta.title', description: 'cases.meta.description' });
  const { t } = metaContext(args);
  // As the blog's pages: each ?page=N is its own address, named so, and one past the last is not indexed.
  return pageMeta(args, {
    title: plainText(`${t('cases.meta.title')} · ${t('cases.page', { page: list.page })}`),
    description: 'cases.meta.description',
    canonicalPath: `/cases?page=${list.page}`,
    noindex: list.page > list.lastPage,
  });
}

export default function CasesPage({ loaderData }: Route.ComponentProps) {
  const { t } = useLanguage();
  return (
    <>
      <BreadcrumbJsonLd
        items={[
          { name: t('nav.home'), path: '/' },
          { name: t('nav.cases'), path: '/cases' },
        ]}
      />
      <BlockPage blocks={loaderData.blocks} page="cases" />
    </>
  );
}
