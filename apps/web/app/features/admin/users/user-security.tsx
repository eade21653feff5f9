import type { TUser } from '@softhouse/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LogOut, MailClock, MailPlus, ShieldCheck, ShieldOff } from 'lucide-react';
import { Badge } from '~/components/ui/badge';
import { toast } from '~/components/ui/toast';
import { errorMessage } from '../api/client';
import { ConfirmDialog } from '../components/confirm-dialog';
import { IconButton } from '../components/icon-button';
import { usersApi, usersKey } from './users-api';

/*
 * A member's account security, by an administrator (issue 17): a new invitation, ending every session
 * (a lost laptop), and turning two-factor off (a lost phone; their sessions end too).
 */

/** Two-factor on, invitation not accepted yet; a dash when neither. */
export function SecurityBadges({ user }: { user: TUser }) {
  if (!user.twoFactorEnabled && !user.invitationPending) return (
      <span className="text-ink-400">
        <span aria-hidden="true">—</span>
        <span className="sr-only">Sem verificação em duas etapas</span>
      </span>
    );
  return (
    <span className="flex flex-wrap gap-1.5">
      {user.twoFactorEnabled ? (
        <Badge variant="success">
          <ShieldCheck aria-hidden="true" />
          2FA ativa
        </Badge>
      ) : null}
      {user.invitationPending ? (
        <Badge variant="warning">
          <MailClock aria-hidden="true" />
          Convite pendente
        </Badge>
      ) : null}
    </span>
  );
}

export type SecurityAsk = { kind: 'end-sessions' | 'reset-two-factor'; user: TUser } | null;

/** The row's security buttons: each named for the person it acts on. */
export function UserSecurityButtons({ user, onAsk }: { user: TUser; onAsk: (ask: SecurityAsk) => void }) {
  const invite = useMutation({
    mutationFn: () => usersApi.invite(user.id),
    onSuccess: () => toast.success('Convite reenviado', { description: `Enviamos um novo link para ${user.email} escolher a senha (válido por 7 dias).` }),
    onError: (error) => toast.error('Erro ao reenviar o convite', { description: errorMessage(error) }),
  });
  return (
    <>
      {user.invitationPending ? (
        <IconButton label={`Reenviar convite para ${user.name}`} disabled={invite.isPending} onClick={() => invite.mutate()}>
          <MailPlus aria-hidden="true" />
        </IconButton>
      ) : null}
      <IconButton label={`Encerrar sessões de ${user.name}`} onClick={() => onAsk({ kind: 'end-sessions', user })}>
        <LogOut aria-hidden="true" />
      </IconButton>
      {user.twoFactorEnabled ? (
        <IconButton label={`Redefinir verificação em duas etapas de ${user.name}`} tone="danger" onClick={() => onAsk({ kind: 'reset-two-factor', user })}>
          <ShieldOff aria-hidden="true" />
        </IconButton>
      ) : null}
    </>
  );
}

/** The question before ending a member's sessions or turning their two-factor off. */
export function UserSecurityConfirm({ asking, onClose }: { asking: SecurityAsk; onClose: () => void }) {
  const queryClient = useQueryClient();
  const endSessions = useMutation({
    mutationFn: (user: TUser) => usersApi.endSessions(user.id),
    onSuccess: (_, user) => toast.success('Sessões encerradas', { description: `${user.name} precisará entrar de novo em todos os aparelhos.` }),
    onError: (error) => toast.error('Erro ao encerrar as sessões', { description: errorMessage(error) }),
  });
  const resetTwoFactor = useMutation({
    mutationFn: (user: TUser) => usersApi.resetTwoFactor(user.id),
    onSuccess: async (_, user) => {
      toast.success('Verificação em duas etapas redefinida', { description: `${user.name} entra só com a senha e pode ativá-la de novo em Meu perfil.` });
      await queryClient.invalidateQueries({ queryKey: usersKey });
    },
    onError: (error) => toast.error('Erro ao redefinir a verificação em duas etapas', { description: errorMessage(error) }),
  });
  const user = asking?.user;
  const sessions = asking?.kind === 'end-sessions';
  return (
    <ConfirmDialog
      open={asking !== null}
      onOpenChange={(open) => !open && onClose()}
      title={sessions ? 'Encerrar sessões' : 'Redefinir verificação em duas etapas'}
      description={
        sessions
          ? `Encerrar todas as sessões de "${user?.name ?? ''}"? A pessoa precisará entrar de novo em todos os aparelhos.`
          : `Desativar a verificação em duas etapas de "${user?.name ?? ''}" (por exemplo, se perdeu o celular)? Os códigos de recuperação deixam de valer e as sessões dessa pessoa são encerradas.`
      }
      confirmLabel={sessions ? 'Encerrar sessões' : 'Redefinir'}
      onConfirm={() => {
        if (!user) return;
        if (sessions) endSessions.mutate(user);
        else resetTwoFactor.mutate(user);
      }}
    />
  );
}
