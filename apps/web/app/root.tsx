import { LANGUAGE_TAGS, type TLanguage } from '@softhouse/contracts/constants';
import { useCallback, useEffect, type ReactNode } from 'react';
import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useMatches,
  useNavigate,
  type ShouldRevalidateFunction,
} from 'react-router';
import type { Route } from './+types/root';
import { ErrorScreen } from '~/components/shell/error-screen';
import { NotFoundScreen } from '~/components/shell/not-found-screen';
import { ScrollReset } from '~/components/shell/scroll-reset';
import { Toaster } from '~/components/ui/toast';
import { LanguageProvider, loadNamespaces, translateFor, useLanguage } from '~/i18n';
import { Island, IslandsContext, type IslandsHandle } from '~/islands/island';
import { addressIn, pageAlternates } from '~/i18n/persistence';
import { resolveLanguage } from '~/i18n/resolve-language.server';
import { useLoggedError } from '~/lib/use-logged-error';
import { pageKeyFor, useRootData, type RootData } from '~/lib/root-data';
import islandsLoader from 'virtual:islands-entry';
import stylesheet from './app.css?url';
import manropeCore from './fonts/manrope-core-wght.woff2?url';
import faviconSvg from '../public/favicon.svg?raw';

await loadNamespaces('common', 'toast', 'error', 'notFound');

/**
 * The icon written into the page (about 300 bytes compressed) rather than fetched: a request of its own would
 * share the first second's bandwidth with the style sheet and the font (decision 051). /favicon.svg stays for
 * anything that asks for it by address.
 */
const faviconData = `data:image/svg+xml,${faviconSvg
  .replace(/>\s+</g, '><')
  .trim()
  .replace(/[<>#%"]/g, (c) => encodeURIComponent(c))}`;

export const links: Route.LinksFunction = () => [
  // Preloaded: the text is first painted in Manrope, so nothing shifts when it arrives (CLS 0.17 without).
  // The core face only (decision 051): every character of the site's three languages, 18 KB.
  { rel: 'preload', href: manropeCore, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' },
  { rel: 'stylesheet', href: stylesheet },
  { rel: 'icon', href: '/favicon.ico', sizes: '32x32' },
  { rel: 'icon', href: faviconData, type: 'image/svg+xml' },
  { rel: 'apple-touch-icon', href: '/apple-touch-icon.png' },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const lang = resolveLanguage(request);
  const pageKey = pageKeyFor(new URL(request.url).pathname);
  // The editor's SEO texts for the page (lib/seo.ts pageMeta).
  const [shell, pageSeo] = await Promise.all([context.site.shell(lang), pageKey ? context.site.pageSeo(pageKey, lang) : null]);
  const root: RootData = { lang, shell, nonce: context.nonce, publicUrl: context.site.publicUrl, pageKey, pageSeo };
  // The address says the language; a Portuguese address answers a visitor who chose another with a
  // redirect (decision 027), so shared caches keep one copy per cookie.
  return data(root, { headers: { 'Content-Language': LANGUAGE_TAGS[lang].html, Vary: 'Cookie' } });
}

/** pageSeo belongs to one page: reload it when a navigation lands on another editable page. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  defaultShouldRevalidate || pageKeyFor(currentUrl.pathname) !== pageKeyFor(nextUrl.pathname);

/** Pages export no headers of their own, so these apply to every document response. */
export const headers: Route.HeadersFunction = ({ loaderHeaders, errorHeaders }) => errorHeaders ?? loaderHeaders;

export function Layout({ children }: { children: ReactNode }) {
  const root = useRootData();
  const navigate = useNavigate();
  // Public pages ask for islands (decision 009); only a production server build has the entry's code.
  const islands = useMatches().some((match) => (match.handle as IslandsHandle | undefined)?.islands) && islandsLoader !== '';

  // A new choice is the page's address in that language (decision 027), with its shell data and <title>.
  const onLanguageChange = useCallback(
    (language: TLanguage) => void navigate(addressIn(language, window.location, pageAlternates())),
    [navigate],
  );

  return (
    <LanguageProvider initialLanguage={root?.lang ?? 'pt'} onLanguageChange={onLanguageChange}>
      <IslandsContext value={islands}>
        <Document nonce={root?.nonce} islands={islands}>
          {children}
        </Document>
      </IslandsContext>
    </LanguageProvider>
  );
}

type DocumentProps = { nonce: string | undefined; islands: boolean; children: ReactNode };

function Document({ nonce, islands, children }: DocumentProps) {
  const { language, t } = useLanguage();
  return (
    <html lang={LANGUAGE_TAGS[language].html}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <meta name="theme-color" content="#0e1440" />
        <Meta />
        <Links />
      </head>
      <body>
        <a
          href="#conteudo"
          className="sr-only z-[70] rounded-full bg-brand-dark px-5 py-3 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
        >
          {t('common.skipToContent')}
        </a>
        {children}
        {islands ? (
          <>
            <Island name="toaster" component={Toaster} props={{ label: t('toast.region'), closeLabel: t('toast.close') }} />
            {/* Inline (decision 009): fetching it was one more request in front of the first paint. */}
            <script type="module" nonce={nonce} dangerouslySetInnerHTML={{ __html: islandsLoader }} />
          </>
        ) : (
          <>
            <Toaster label={t('toast.region')} closeLabel={t('toast.close')} />
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        )}
      </body>
    </html>
  );
}

export default function App() {
  // Marks the document once React has hydrated it: browser tests wait for this before interacting.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <>
      <ScrollReset />
      <Outlet />
    </>
  );
}

export function meta({ error }: Route.MetaArgs) {
  if (!error) return [];
  const t = translateFor('pt');
  const title = isRouteErrorResponse(error) && error.status === 404 ? t('notFound.meta.title') : t('error.meta.title');
  return [{ title }, { name: 'robots', content: 'noindex' }];
}

/** Reached only when the root loader itself fails; page errors are handled inside the public shell. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  useLoggedError(error);
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundScreen />;
  return (
    <main id="conteudo">
      <ErrorScreen />
    </main>
  );
}
