import { useEffect } from 'react';
import { data, isRouteErrorResponse, redirect, useNavigate } from 'react-router';
import type { Route } from './+types/case-detail';
import { ErrorScreen } from '~/components/shell/error-screen';
import { NotFoundScreen } from '~/components/shell/not-found-screen';
import { localizePath } from '@softhouse/contracts/constants';
import { CaseDetail, caseDescription, casePaths, caseShareImage, caseTitle, type CaseView } from '~/features/cases';
import { resolveLanguage } from '~/i18n/resolve-language.server';
import { loadNamespaces } from '~/i18n';
import { metaContext, pageMeta, plainText } from '~/lib/seo';
import { markdownLink } from '~/lib/syndication-links';
import { useLoggedError } from '~/lib/use-logged-error';

await loadNamespaces('cases', 'lightbox');

/** product.md §2: an unknown case is a 404 'Case não encontrado'; any other failure sends the visitor to /cases. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const lang = resolveLanguage(request);
  let item: CaseView | null;
  try {
    item = await context.site.caseBySlug(params.slug, lang);
  } catch (error) {
    console.error(error);
    throw redirect(localizePath('/cases', lang));
  }
  if (!item) throw data(null, { status: 404, statusText: 'Not Found' });
  // Each language's address has its own slug (decision 031): another of the case's slugs moves there.
  if (item.slug !== params.slug) throw redirect(localizePath(`/cases/${item.slug}`, lang), 301);
  return { item };
}

export function meta(args: Route.MetaArgs) {
  const item = args.loaderData?.item;
  if (!item) return pageMeta(args, { title: 'cases.notFound.metaTitle', noindex: true });
  const { t } = metaContext(args);
  const tags = pageMeta(args, {
    // The case itself is written in Portuguese; the page type is said in the visitor's language.
    title: plainText(`${caseTitle(item)} | ${t('cases.detail.metaTitle')}`),
    description: plainText(caseDescription(item)),
    image: caseShareImage(item),
    keywords: item.technologies,
    // The languages the case is written in, each at its own slug; elsewhere it points to the Portuguese page.
    alternates: casePaths(item),
  });
  // The case as Markdown, for assistants (decision 033).
  return [...tags, ...markdownLink(args, `/cases/${item.slug}`)];
}

export default function CaseDetailPage({ loaderData }: Route.ComponentProps) {
  return <CaseDetail item={loaderData.item} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  useLoggedError(error);
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundScreen variant="case" />;
  return <RedirectToCases />;
}

/** A failure while showing the case (not a 404): back to the list, as the loader does for its own errors. */
function RedirectToCases() {
  const navigate = useNavigate();
  useEffect(() => {
    void navigate('/cases', { replace: true });
  }, [navigate]);
  return <ErrorScreen />;
}
