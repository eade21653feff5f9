import { useEffect } from 'react';
import { data, isRouteErrorResponse, redirect, useNavigate } from 'react-router';
import type { Route } from './+types/case-detail';
import { ErrorScreen } from '~/components/shell/error-screen';
import { NotFoundScreen } from '~/components/shell/not-found-screen';
import { CaseDetail, caseDescription, caseShareImage, caseTitle, type CaseView } from '~/features/cases';
import { loadNamespaces } from '~/i18n';
import { metaContext, pageMeta, plainText } from '~/lib/seo';
import { useLoggedError } from '~/lib/use-logged-error';

await loadNamespaces('cases', 'lightbox');

/** product.md §2: an unknown case is a 404 'Case não encontrado'; any other failure sends the visitor to /cases. */
export async function loader({ params, context }: Route.LoaderArgs) {
  let item: CaseView | null;
  try {
    item = await context.site.caseBySlug(params.slug);
  } catch (error) {
    console.error(error);
    throw redirect('/cases');
  }
  if (!item) throw data(null, { status: 404, statusText: 'Not Found' });
  return { item };
}

export function meta(args: Route.MetaArgs) {
  const item = args.loaderData?.item;
  if (!item) return pageMeta(args, { title: 'cases.notFound.metaTitle', noindex: true });
  const { t } = metaContext(args);
  return pageMeta(args, {
    // The case itself is written in Portuguese; the page type is said in the visitor's language.
    title: plainText(`${caseTitle(item)} | ${t('cases.detail.metaTitle')}`),
    description: plainText(caseDescription(item)),
    image: caseShareImage(item),
    keywords: item.technologies,
    // Cases are written in Portuguese only for now: the English and Spanish addresses point to it.
    languages: ['pt'],
  });
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
