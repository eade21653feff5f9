import type { TSessionInfo } from '@softhouse/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LogOut, MonitorSmartphone, Smartphone, Monitor } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '~/components/ui/badge';
import { Button } from '~/components/ui/button';
import { toast } from '~/components/ui/toast';
import { errorMessage } from '../api/client';
import { ConfirmDialog } from '../components/confirm-dialog';
import { formatDateTime } from '../components/format';
import { plural, QueryBoundary } from '../kit';
import { METHOD_LABELS, relativeTime, sessionDevice } from './format';
import { SectionCard } from './section-card';
import { securityApi, sessionsKey, useSessions } from './security-api';

const MOBILE = /android|iphone|ipad|ios/i;

/** 'Sessões ativas': where the account is signed in; end one, or every one but this. */
export function SessionsCard({ className }: { className?: string }) {
  const queryClient = useQueryClient();
  const sessions = useSessions();
  const [confirming, setConfirming] = useState(false);
  const others = (sessions.data ?? []).filter((session) => !session.current);
  const refetch = () => queryClient.invalidateQueries({ queryKey: sessionsKey });

  const endOne = useMutation({
    mutationFn: (session: TSessionInfo) => securityApi.endSession(session.id),
    onSuccess: async (_, session) => {
      toast.success('Sessão encerrada', { description: `${sessionDevice(session)} precisará entrar de novo.` });
      await refetch();
    },
    onError: (error) => toast.error('Erro ao encerrar a sessão', { description: errorMessage(error) }),
  });
  const endOthers = useMutation({
    mutationFn: () => securityApi.endOtherSessions(),
    onSuccess: async ({ ended }) => {
      toast.success(ended === 1 ? 'Sessão encerrada' : 'Sessões encerradas', { description: `${plural(ended, 'sessão encerrada', 'sessões encerradas')}; só esta continua aberta.` });
      await refetch();
    },
    onError: (error) => toast.error('Erro ao encerrar as sessões', { description: errorMessage(error) }),
  });

  return (
    <SectionCard
      icon={MonitorSmartphone}
      title="Sessões ativas"
      description="Onde sua conta está conectada agora. Encerre o que você não reconhecer e troque a senha."
      actions={
        others.length > 0 ? (
          <Button variant="secondary" size="sm" onClick={() => setConfirming(true)} disabled={endOthers.isPending}>
            <LogOut aria-hidden="true" />
            Encerrar todas as outras
          </Button>
        ) : null
      }
      className={className}
    >
      <QueryBoundary query={sessions} loadingLabel="Carregando sessões" what="as sessões">
        {(list) => (
          <ul aria-label="Sessões" className="-my-3 divide-y divide-ink-100">
            {[...list]
              .sort((a, b) => Number(b.current) - Number(a.current) || b.lastUsedAt.localeCompare(a.lastUsedAt))
              .map((session) => (
                <SessionRow key={session.id} session={session} pending={endOne.isPending && endOne.variables?.id === session.id} onEnd={() => endOne.mutate(session)} />
              ))}
          </ul>
        )}
      </QueryBoundary>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Encerrar as outras sessões"
        description={`Encerrar ${others.length === 1 ? 'a outra sessão' : `as ${others.length} outras sessões`}? Quem estiver usando o painel nelas precisará entrar de novo. Esta sessão continua aberta.`}
        confirmLabel={others.length === 1 ? 'Encerrar 1 sessão' : `Encerrar ${others.length} sessões`}
        onConfirm={() => endOthers.mutate()}
      />
    </SectionCard>
  );
}

function SessionRow({ session, pending, onEnd }: { session: TSessionInfo; pending: boolean; onEnd: () => void }) {
  const device = sessionDevice(session);
  const Icon = MOBILE.test(session.system) ? Smartphone : Monitor;
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-2 py-3">
      <Icon aria-hidden="true" className="size-5 shrink-0 text-ink-400" />
      <div className="min-w-0 flex-1 basis-56">
        <p className="flex flex-wrap items-center gap-2 text-sm font-semibold text-ink-800">
          {device}
          <Badge variant="outline">{METHOD_LABELS[session.method]}</Badge>
          {session.current ? <Badge variant="brand">Esta sessão</Badge> : null}
        </p>
        <dl className="mt-1 flex flex-wrap gap-x-4 gap-y-0.5 text-xs text-ink-500">
          <div className="flex gap-1">
            <dt>IP</dt>
            <dd className="font-mono text-ink-600">{session.ip}</dd>
          </div>
          <div className="flex gap-1">
            <dt>Iniciada em</dt>
            <dd className="text-ink-600">{formatDateTime(session.startedAt)}</dd>
          </div>
          <div className="flex gap-1">
            <dt>Último uso</dt>
            <dd className="text-ink-600">
              <time dateTime={session.lastUsedAt} title={formatDateTime(session.lastUsedAt)}>
                {session.current ? 'agora' : relativeTime(session.lastUsedAt)}
              </time>
            </dd>
          </div>
        </dl>
      </div>
      {session.current ? null : (
        <Button variant="secondary" size="sm" onClick={onEnd} disabled={pending} aria-label={`Encerrar sessão: ${device}`} className="max-sm:ml-9">
          <LogOut aria-hidden="true" />
          Encerrar
        </Button>
      )}
    </li>
  );
}
