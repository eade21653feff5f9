import { ExternalLink, LogOut, UserRound } from 'lucide-react';
import { Suspense, useMemo, useState } from 'react';
import { Link, Navigate, NavLink, Outlet, useLocation, useNavigate } from 'react-router';
import { LogoMark } from '~/components/shell/logo';
import { Badge } from '~/components/ui/badge';
import { Skeleton } from '~/components/ui/skeleton';
import { Button } from '~/components/ui/button';
import { cn } from '~/lib/cn';
import { ROLE_LABELS } from '@softhouse/contracts';
import { logout } from '../session/auth';
import { useSession } from '../session/session-store';
import { loadScreen } from '../screens';
import { NoticeScreen } from '../components/notice-screen';
import { homeFor, navFor, screenAllowed } from './nav';
import { useTranslationSummary } from '../translations/translations-api';
import { AdminSearch } from '../search';

const PROFILE_PATH = '/admin/perfil';

/**
 * Sidebar, header and the current screen; without a session it sends the visitor to the login, and a
 * screen the role may not use (a typed or shared address) shows "Acesso negado" instead. While two-factor
 * is required of someone who has not enrolled, every address leads to Meu perfil and the tabs are inert.
 */
export function AdminShell() {
  const session = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);
  const from = `${location.pathname}${location.search}`;
  // Stable: <Navigate> navigates again whenever its state object changes.
  const redirectState = useMemo(() => ({ from }), [from]);

  if (!session) return <Navigate to="/admin/login" replace state={redirectState} />;
  const { user } = session;
  // Two-factor is required and this person has not enrolled: only Meu perfil opens (the API refuses the rest).
  const enrolling = user.mustEnrolTwoFactor === true;
  if (enrolling && location.pathname !== PROFILE_PATH) return <Navigate to={PROFILE_PATH} replace />;

  const onLogout = async () => {
    setLeaving(true);
    await logout();
    void navigate('/admin/login', { replace: true });
  };

  return (
    <div className="flex min-h-dvh bg-ink-50">
      <aside className="sticky top-0 flex h-dvh w-[4.5rem] shrink-0 flex-col bg-brand-dark text-white xl:w-64">
        <Link
          to={enrolling ? PROFILE_PATH : homeFor(user.role)}
          className="flex h-16 items-center gap-2.5 border-b border-white/10 px-4 xl:px-5"
          aria-label="Painel administrativo: início"
        >
          <LogoMark inverse className="size-9 shrink-0" />
          <span className="hidden leading-tight xl:block">
            <span className="block text-[0.9375rem] font-extrabold tracking-tight">Painel</span>
            <span className="block text-xs font-medium text-white/60">Administrativo</span>
          </span>
        </Link>
        <nav aria-label="Seções do painel" className="flex-1 overflow-y-auto px-3 py-4">
          <ul className="flex flex-col gap-1">
            {navFor(user.role).map((item) => (
              <li key={item.to}>
                {enrolling ? (
                  <span
                    aria-disabled="true"
                    title={`${item.label}: ative a verificação em duas etapas para continuar`}
                    className="flex h-10 cursor-not-allowed items-center justify-center gap-3 rounded-control px-3 text-sm font-semibold text-white/40 xl:justify-start"
                  >
                    <item.icon aria-hidden="true" className="size-[1.125rem] shrink-0" />
                    <span className="sr-only xl:not-sr-only">{item.label}</span>
                    <span className="sr-only"> (indisponível até ativar a verificação em duas etapas)</span>
                  </span>
                ) : (
                  <NavLink
                    to={item.to}
                    title={item.label}
                    onPointerEnter={() => void loadScreen[item.screen]()}
                    onFocus={() => void loadScreen[item.screen]()}
                    className={({ isActive }) =>
                      cn(
                        'flex h-10 items-center justify-center gap-3 rounded-control px-3 text-sm font-semibold transition-colors xl:justify-start',
                        isActive ? 'bg-white text-brand-dark' : 'text-white/75 hover:bg-white/10 hover:text-white',
                      )
                    }
                  >
                    <item.icon aria-hidden="true" className="size-[1.125rem] shrink-0" />
                    <span className="sr-only xl:not-sr-only xl:truncate">{item.label}</span>
                    {item.screen === 'translations' ? <TranslationsCount /> : null}
                  </NavLink>
                )}
              </li>
            ))}
          </ul>
        </nav>
        <a
          href="/"
          target="_blank"
          rel="noopener"
          title="Ver site"
          className="m-3 flex h-10 items-center justify-center gap-3 rounded-control px-3 text-sm font-semibold text-white/70 transition-colors hover:bg-white/10 hover:text-white xl:justify-start"
        >
          <ExternalLink aria-hidden="true" className="size-4 shrink-0" />
          <span className="sr-only xl:not-sr-only">Ver site</span>
        </a>
      </aside>

      <div className="flex min-w-0 flex-1 flex-col">
        <header className="sticky top-0 z-30 flex h-16 items-center justify-end gap-3 border-b border-ink-200 bg-white/90 px-4 backdrop-blur md:px-6">
          {/* Ctrl+K and this field: the search over what the role may open (decision 035); not while two-factor enrolment holds every screen. */}
          <div className="mr-auto flex min-w-0">{enrolling ? null : <AdminSearch user={user} />}</div>
          <div className="flex min-w-0 items-center gap-2 text-right" data-testid="admin-user">
            <span className="truncate text-sm font-semibold text-ink-800 max-sm:sr-only">{user.email}</span>
            <Badge variant={user.role === 'admin' ? 'brand' : 'neutral'}>{ROLE_LABELS[user.role]}</Badge>
          </div>
          <Button asChild variant="ghost" size="sm">
            <Link to={PROFILE_PATH}>
              <UserRound aria-hidden="true" />
              <span className="max-sm:sr-only">Meu perfil</span>
            </Link>
          </Button>
          <Button variant="secondary" size="sm" onClick={onLogout} disabled={leaving}>
            <LogOut aria-hidden="true" />
            Sair
          </Button>
        </header>
        <main id="conteudo" className="flex-1 px-4 py-6 md:px-6 lg:px-8">
          <div className="mx-auto w-full max-w-[1250px]">
            <Suspense fallback={<ScreenFallback />}>
              {screenAllowed(user.role, location.pathname) ? <Outlet /> : <NoticeScreen variant="denied" />}
            </Suspense>
          </div>
        </main>
      </div>
    </div>
  );
}

function ScreenFallback() {
  return (
    <div className="flex flex-col gap-6" aria-busy="true" aria-label="Carregando">
      <div className="flex items-end justify-between">
        <div className="flex flex-col gap-2">
          <Skeleton className="h-7 w-72" />
          <Skeleton className="h-4 w-96 max-w-full" />
        </div>
        <Skeleton className="h-9 w-32 rounded-full" />
      </div>
      <Skeleton className="h-96 w-full rounded-card" />
    </div>
  );
}

/** Beside 'Traduções': how many published items still miss an English or Spanish version. */
function TranslationsCount() {
  const summary = useTranslationSummary();
  const count = summary.data?.incomplete ?? 0;
  if (!count) return null;
  return (
    <span
      data-testid="translations-count"
      className="-ml-2 self-start rounded-full bg-white/15 px-1.5 text-[0.6875rem] leading-5 font-bold tabular-nums xl:ml-auto xl:self-auto xl:px-2"
    >
      {count}
      <span className="sr-only"> sem tradução completa</span>
    </span>
  );
}
