import type { TUser } from '@softhouse/contracts';
import { LogOut, MailClock, MailPlus, ShieldCheck, ShieldOff } from 'lucide-react';
import { Badge } from '~/components/ui/badge';
import { ConfirmDialog } from '../components/confirm-dialog';
import { IconButton } from '../components/icon-button';
import { useListMutation } from '../kit';
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
  const invite = useListMutation({
    run: (member: TUser) => usersApi.invite(member.id),
    done: (_, member) => ({ title: 'Convite reenviado', description: `Enviamos um novo link para ${member.email} escolher a senha (válido por 7 dias).` }),
    failed: 'Erro ao reenviar o convite',
  });
  return (
    <>
      {user.invitationPending ? (
        <IconButton label={`Reenviar convite para ${user.name}`} disabled={invite.isPending} onClick={() => invite.mutate(user)}>
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
  const endSessions = useListMutation({
    run: (user: TUser) => usersApi.endSessions(user.id),
    done: (_, user) => ({ title: 'Sessões encerradas', description: `${user.name} precisará entrar de novo em todos os aparelhos.` }),
    failed: 'Erro ao encerrar as sessões',
  });
  const resetTwoFactor = useListMutation({
    run: (user: TUser) => usersApi.resetTwoFactor(user.id),
    done: (_, user) => ({ title: 'Verificação em duas etapas redefinida', description: `${user.name} entra só com a senha e pode ativá-la de novo em Meu perfil.` }),
    failed: 'Erro ao redefinir a verificação em duas etapas',
    refresh: usersKey,
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
