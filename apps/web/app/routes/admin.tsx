import { LoaderCircle } from 'lucide-react';
import { Outlet } from 'react-router';
import type { Route } from './+types/admin';
import { adminMeta, AdminProviders } from '~/features/admin';

/*
 * Root of the back office. Client-only: the server sends the fallback below and never admin data
 * (no loader fetches anything); every admin document is marked no-store and noindex.
 */

export const headers: Route.HeadersFunction = ({ parentHeaders }) => {
  const headers = new Headers(parentHeaders);
  headers.set('Cache-Control', 'no-store');
  headers.set('X-Robots-Tag', 'noindex, nofollow');
  return headers;
};

export const meta = () => adminMeta();

export const clientLoader = () => null;
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return (
    <main id="conteudo" className="grid min-h-dvh place-items-center bg-ink-50">
      <p className="flex items-center gap-3 text-sm font-semibold text-ink-600">
        <LoaderCircle aria-hidden="true" className="size-5 animate-spin text-brand" />
        Carregando o painel administrativo...
      </p>
    </main>
  );
}

export default function AdminRoot() {
  return (
    <AdminProviders>
      <Outlet />
    </AdminProviders>
  );
}
