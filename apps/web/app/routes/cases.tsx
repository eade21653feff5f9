import type { Route } from './+types/cases';
import { CASES_MAX, CaseGrid, CasesIntro, SHOW_PARAM, toCaseCard, visibleCount } from '~/features/cases';
import { loadNamespaces, useLanguage } from '~/i18n';
import { Island } from '~/islands/island';
import { BreadcrumbJsonLd } from '~/lib/json-ld';
import { pageMeta } from '~/lib/seo';
import { resolveLanguage } from '~/i18n/resolve-language.server';

await loadNamespaces('cases');

/** The first 16 published cases in display order (or ?mostrar=N, the no-JavaScript way to see more). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const shown = visibleCount(new URL(request.url).searchParams.get(SHOW_PARAM));
  const page = await context.site.cases({ page: 1, limit: Math.min(shown, CASES_MAX), lang: resolveLanguage(request) });
  return { cases: page.data.map(toCaseCard), total: page.meta.total };
}

export const meta = (args: Route.MetaArgs) =>
  pageMeta(args, { title: 'cases.meta.title', description: 'cases.meta.description' });

export default function CasesPage({ loaderData }: Route.ComponentProps) {
  const { t } = useLanguage();
  const { cases, total } = loaderData;
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
        <Island name="case-grid" component={CaseGrid} props={{ initial: cases, total }} />
      </section>
    </>
  );
}
