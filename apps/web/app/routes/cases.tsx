import { data } from 'react-router';
import type { Route } from './+types/cases';
import { CaseGrid, CasesIntro, casesLastPage, casesShown, parsePage, toCaseCard } from '~/features/cases';
import { loadNamespaces, useLanguage } from '~/i18n';
import { Island } from '~/islands/island';
import { BreadcrumbJsonLd } from '~/lib/json-ld';
import { metaContext, pageMeta, plainText } from '~/lib/seo';
import { resolveLanguage } from '~/i18n/resolve-language.server';

await loadNamespaces('cases');

/**
 * The published cases in display order: the first 16, or with ?page=N (the "Ver mais cases" link without
 * JavaScript) the first N pages of 16. A page past the last is a 404 that still shows every case, so a
 * made-up page number adds nothing to the cache or to search results, and an old link loses nothing.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const page = parsePage(new URL(request.url).searchParams.get('page'));
  const result = await context.site.cases({ page: 1, limit: casesShown(page), lang: resolveLanguage(request) });
  const lastPage = casesLastPage(result.meta.total);
  const list = { cases: result.data.map(toCaseCard), total: result.meta.total, page, lastPage };
  return page > lastPage ? data(list, { status: 404 }) : list;
}

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
  const { cases, total, page, lastPage } = loaderData;
  return (
    <>
      <BreadcrumbJsonLd
        items={[
          { name: t('nav.home'), path: '/' },
          { name: t('nav.cases'), path: '/cases' },
        ]}
      />
      <CasesIntro total={total} />
      <section aria-labelledby="cases-grid-title" className="container-content py-16 md:py-24">
        <h2 id="cases-grid-title" className="sr-only">
          {t('cases.gridTitle')}
        </h2>
        {page > lastPage ? (
          <p
            className="mx-auto mb-12 max-w-2xl rounded-card bg-ink-50 px-6 py-5 text-center font-semibold text-ink-700 ring-1 ring-ink-200/70"
            data-testid="cases-out-of-range"
          >
            {t('cases.outOfRange', { page, last: lastPage })}
          </p>
        ) : null}
        <Island name="case-grid" component={CaseGrid} props={{ initial: cases, total }} />
      </section>
    </>
  );
}
