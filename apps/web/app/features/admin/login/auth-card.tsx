import type { ReactNode } from 'react';
import { LogoMark } from '~/components/shell/logo';

/** The page of the screens before signing in (login, new password): the mark and one card. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main id="conteudo" className="grid min-h-dvh place-items-center bg-ink-50 px-4 py-10">
      <div className="w-full max-w-sm">
        <div className="mb-6 flex items-center justify-center gap-3">
          <LogoMark className="size-10" />
          <span className="text-sm font-bold tracking-wide text-ink-500 uppercase">Painel administrativo</span>
        </div>
        <div className="rounded-card bg-white p-7 shadow-soft ring-1 ring-ink-200">
          <h1 className="text-2xl font-extrabold tracking-tight text-brand-dark">{title}</h1>
          {children}
        </div>
      </div>
    </main>
  );
}
