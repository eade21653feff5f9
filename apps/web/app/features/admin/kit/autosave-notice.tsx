import { CloudCheck, CloudOff, History, LoaderCircle, TriangleAlert } from 'lucide-react';
import { Button } from '~/components/ui/button';
import { cn } from '~/lib/cn';
import { formatDateTime, formatTime } from '../components/format';
import type { Autosave } from './autosave';

/* What an editor dialog says of its autosave (kit/autosave.ts, decision 043). */

const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' });
/** 14:32 today (in the site's time zone), 25/11/2026 14:32 another day. */
const when = (iso: string) => (day.format(new Date(iso)) === day.format(new Date()) ? formatTime(iso) : formatDateTime(iso));

/** Under the dialog's header: the unsaved changes found on opening, to restore or discard. */
export function AutosaveOffer({ autosave }: { autosave: Autosave }) {
  if (!autosave.offer) return null;
  return (
    <div className="border-b border-ink-100 px-6 py-3">
      <div
        role="alert"
        className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-control bg-warning-light px-4 py-2.5 text-sm text-warning ring-1 ring-warning/25"
      >
        <History aria-hidden="true" className="size-4 shrink-0" />
        <p className="min-w-0 flex-1 basis-56 font-semibold">Você tem alterações não salvas de {when(autosave.offer.savedAt)}</p>
        <div className="flex gap-2">
          <Button size="sm" onClick={autosave.restore}>
            Restaurar
          </Button>
          <Button size="sm" variant="secondary" onClick={autosave.discard}>
            Descartar
          </Button>
        </div>
      </div>
    </div>
  );
}

/** The footer's discreet line: saved at what time, kept in this browser while offline, or why it failed. */
export function AutosaveStatus({ autosave }: { autosave: Autosave }) {
  const { state } = autosave;
  const content =
    state.kind === 'saving'
      ? { icon: LoaderCircle, text: 'Salvando automaticamente...', tone: 'text-ink-500', spin: true }
      : state.kind === 'saved'
        ? { icon: CloudCheck, text: `Salvo automaticamente às ${formatTime(state.at)}`, tone: 'text-ink-500' }
        : state.kind === 'offline'
          ? { icon: CloudOff, text: 'Sem conexão — alterações guardadas neste navegador', tone: 'text-warning' }
          : state.kind === 'failed'
            ? { icon: TriangleAlert, text: `Salvamento automático falhou: ${state.message}`, tone: 'text-danger' }
            : null;
  return (
    <p role="status" className={cn('flex min-w-0 items-center gap-1.5 text-xs', content?.tone)} data-testid="autosave-status">
      {content ? (
        <>
          <content.icon aria-hidden="true" className={cn('size-3.5 shrink-0', 'spin' in content && content.spin ? 'animate-spin' : null)} />
          <span className="min-w-0">{content.text}</span>
        </>
      ) : null}
    </p>
  );
}
