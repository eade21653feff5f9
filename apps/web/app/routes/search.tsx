import { data } from 'react-router';
import type { Route } from './+types/search';
import { SearchPage } from '~/features/search';
import { loadSearch } from '~/features/search/index.server';
import { loadNamespaces } from '~/i18n';
import { resolveLanguage } from '~/i18n/resolve-language.server';
import { metaContext, pageMeta, plainText } from '~/lib/seo';

await loadNamespaces('search');

/**
 * A search's results may be kept a minute by the browser or a shared cache, and nowhere longer; the page
 * cache does not keep them at all (contracts' pageIsStored, decision 034). The empty search page is an
 * ordinary cached page.
 */
const RESULTS_CACHE_CONTROL = 'public, max-age=60';

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const { props, status } = await loadSearch(context.site, url, resolveLanguage(request));
  const headers: HeadersInit = url.searchParams.has('q') ? { 'Cache-Control': RESULTS_CACHE_CONTROL } : {};
  return data(props, { status, headers });
}

/** The root's headers (language, Vary), the results' short cache, and no search engine indexing any of it. */
export const headers: Route.HeadersFunction = ({ parentHeaders, loaderHeaders }) => {
  const headers = new Headers(parentHeaders);
  const cacheControl = loaderHeaders.get('Cache-Control');
  if (cacheControl) headers.set('Cache-Control', cacheControl);
  headers.set('X-Robots-Tag', 'noindex');
  return headers;
};

export function meta(args: Route.MetaArgs) {
  const query = args.loaderData?.query.trim();
  const { t } = metaContext(args);
  return pageMeta(args, {
    title: query ? plainText(t('search.meta.titleWithQuery', { query: query.slice(0, 60) })) : 'search.meta.title',
    description: 'search.meta.description',
    noindex: true,
  });
}

export default function SearchRoute({ loaderData }: Route.ComponentProps) {
  return <SearchPage {...loaderData} />;
}
