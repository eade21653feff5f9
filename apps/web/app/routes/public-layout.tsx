import type { ReactNode } from 'react';
import { isRouteErrorResponse, Outlet, useLocation } from 'react-router';
import type { Route } from './+types/public-layout';
import { ErrorScreen } from '~/components/shell/error-screen';
import { NotFoundScreen } from '~/components/shell/not-found-screen';
import { OfflineIndicator } from '~/components/shell/offline-indicator';
import { SiteFooter } from '~/components/shell/site-footer';
import { SiteHeader } from '~/components/shell/site-header';
import { WhatsAppButton } from '~/components/shell/whatsapp-button';
import { loadNamespaces } from '~/i18n';
import { Island, type IslandsHandle } from '~/islands/island';
import { OrganizationJsonLd } from '~/lib/json-ld';
import { useRootData } from '~/lib/root-data';
import { pageMeta } from '~/lib/seo';
import { useLoggedError } from '~/lib/use-logged-error';

await loadNamespaces('nav', 'footer', 'offline', 'whatsapp', 'error', 'notFound');

/** Every public page, error pages included, is server-rendered with islands (decision 009). */
export const handle: IslandsHandle = { islands: true };

/** Header, footer, WhatsApp button and offline banner around every public page, error screens included. */
function Shell({ children }: { children: ReactNode }) {
  const root = useRootData();
  const { pathname } = useLocation();
  if (!root) return <main id="conteudo">{children}</main>;
  return (
    <div className="flex min-h-dvh flex-col">
      <Island
        name="site-header"
        component={SiteHeader}
        props={{ companyName: root.shell.company.name, nav: root.shell.nav, pathname }}
      />
      <main id="conteudo" tabIndex={-1} className="site-main flex-1 outline-none">
        {children}
      </main>
      <SiteFooter shell={root.shell} pathname={pathname} />
      <WhatsAppButton company={root.shell.company} />
      <Island name="offline-indicator" component={OfflineIndicator} props={{}} />
      <OrganizationJsonLd />
    </div>
  );
}

export default function PublicLayout() {
  return (
    <Shell>
      <Outlet />
    </Shell>
  );
}

export function meta(args: Route.MetaArgs) {
  if (!args.error) return [];
  const notFound = isRouteErrorResponse(args.error) && args.error.status === 404;
  return pageMeta(args, { title: notFound ? 'notFound.meta.title' : 'error.meta.title', noindex: true });
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  useLoggedError(error);
  return <Shell>{isRouteErrorResponse(error) && error.status === 404 ? <NotFoundScreen /> : <ErrorScreen />}</Shell>;
}
