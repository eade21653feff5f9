import { ROLE_LABELS, ROLES, type TUser } from '@softhouse/contracts';
import { Ellipsis, KeyRound, ShieldCheck, Trash2, UserCheck, UserRound, UserX } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '~/components/ui/badge';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '~/components/ui/dropdown-menu';
import { Tooltip } from '~/components/ui/tooltip';
import { cn } from '~/lib/cn';
import { ConfirmDialog } from '../components/confirm-dialog';
import { formatDate } from '../components/format';
import { type Column, ListCard, ListScreen, pageProps, RowActions, useListMutation, useListParams } from '../kit';
import { useSession } from '../session/session-store';
import { SecurityPolicyCard } from './security-policy-card';
import { ResetPasswordDialog, UserCreateDialog } from './user-dialogs';
import { type SecurityAsk, SecurityBadges, UserSecurityButtons, UserSecurityConfirm } from './user-security';
import { usersApi, usersKey, useUsers, type UserChange } from './users-api';

type Change = { user: TUser; change: UserChange; success: string; failure: string };

const DEFAULT_SORT = { key: 'createdAt', order: 'asc' } as const;

const columns = (myId: string | undefined): Column<TUser>[] => [
  {
    id: 'name',
    label: 'Nome',
    primary: true,
    className: 'font-semibold text-ink-800',
    cell: (user) => (
      <span className="flex items-center gap-2">
        <UserRound aria-hidden="true" className="size-4 text-ink-400" />
        {user.name}
        {user.id === myId ? <span className="text-xs font-medium text-ink-500">(você)</span> : null}
      </span>
    ),
  },
  { id: 'email', label: 'E-mail', cell: (user) => user.email },
  { id: 'role', label: 'Papel', cell: (user) => <Badge variant={user.role === 'admin' ? 'brand' : 'neutral'}>{ROLE_LABELS[user.role]}</Badge> },
  { id: 'status', label: 'Status', cell: (user) => <Badge variant={user.active ? 'success' : 'danger'}>{user.active ? 'Ativo' : 'Inativo'}</Badge> },
  { id: 'security', label: 'Segurança', cell: (user) => <SecurityBadges user={user} /> },
  { id: 'created', label: 'Criado em', className: 'whitespace-nowrap', hideOnPhone: true, cell: (user) => formatDate(user.createdAt) },
];

/**
 * User management (admins only): create (with an invitation or an initial password), change role,
 * deactivate or reactivate, reset password, resend the invitation, end sessions, reset two-factor,
 * delete; and whether two-factor is required of everyone.
 */
export function UsersScreen() {
  const me = useSession()?.user;
  const list = useListParams({ defaultSort: DEFAULT_SORT, sortKeys: [] });
  const users = useUsers(list);
  const [creating, setCreating] = useState(false);
  const [resetting, setResetting] = useState<TUser | null>(null);
  const [deleting, setDeleting] = useState<TUser | null>(null);
  const [asking, setAsking] = useState<SecurityAsk>(null);

  const update = useListMutation({
    run: ({ user, change }: Change) => usersApi.update(user.id, change),
    done: (_, { success }) => success,
    failed: ({ failure }) => failure,
    refresh: usersKey,
  });
  const remove = useListMutation({ run: (user: TUser) => usersApi.remove(user.id), done: 'Usuário excluído com sucesso', failed: 'Erro ao excluir usuário', refresh: usersKey });

  return (
    <ListScreen
      title="Gerenciamento de Usuários"
      description="Quem acessa o painel e com qual papel. Editores não gerenciam usuários nem as configurações de contato."
      create={{ label: 'Novo Usuário', onClick: () => setCreating(true) }}
    >
      <SecurityPolicyCard />
      <ListCard
        title="Usuários"
        label="Usuários"
        what="os usuários"
        columns={columns(me?.id)}
        {...pageProps(users, list)}
        rowProps={(user) => ({ className: cn(!user.active && 'text-ink-500') })}
        empty={{ none: 'Nenhum usuário cadastrado.', filtered: 'Nenhum usuário encontrado com a busca.' }}
        search="Buscar usuários"
        actions={(user) => (
          <RowActions noun="usuário">
            <UserSecurityButtons user={user} onAsk={setAsking} />
            <DropdownMenu>
              <Tooltip label={`Ações para ${user.name}`}>
                <DropdownMenuTrigger asChild>
                  <button
                    type="button"
                    aria-label={`Ações para ${user.name}`}
                    className="inline-grid size-8 place-items-center rounded-lg text-ink-500 hover:bg-ink-100 hover:text-brand-dark"
                  >
                    <Ellipsis aria-hidden="true" className="size-4" />
                  </button>
                </DropdownMenuTrigger>
              </Tooltip>
              <DropdownMenuContent>
                {ROLES.filter((role) => role !== user.role).map((role) => (
                  <DropdownMenuItem
                    key={role}
                    onSelect={() => update.mutate({ user, change: { role }, success: 'Papel atualizado', failure: 'Erro ao alterar papel' })}
                  >
                    <ShieldCheck aria-hidden="true" />
                    Tornar {ROLE_LABELS[role].toLowerCase()}
                  </DropdownMenuItem>
                ))}
                <DropdownMenuItem
                  onSelect={() =>
                    update.mutate({
                      user,
                      change: { active: !user.active },
                      success: user.active ? 'Usuário desativado' : 'Usuário reativado',
                      failure: user.active ? 'Erro ao desativar usuário' : 'Erro ao reativar usuário',
                    })
                  }
                >
                  {user.active ? <UserX aria-hidden="true" /> : <UserCheck aria-hidden="true" />}
                  {user.active ? 'Desativar' : 'Reativar'}
                </DropdownMenuItem>
                <DropdownMenuItem onSelect={() => setResetting(user)}>
                  <KeyRound aria-hidden="true" />
                  Redefinir senha
                </DropdownMenuItem>
                <DropdownMenuSeparator />
                <DropdownMenuItem destructive onSelect={() => setDeleting(user)}>
                  <Trash2 aria-hidden="true" />
                  Excluir
                </DropdownMenuItem>
              </DropdownMenuContent>
            </DropdownMenu>
          </RowActions>
        )}
      />
      <UserCreateDialog open={creating} onOpenChange={setCreating} />
      <ResetPasswordDialog
        user={resetting}
        onOpenChange={(open) => !open && setResetting(null)}
        onSubmit={(user, password) =>
          update.mutateAsync({ user, change: { password }, success: 'Senha redefinida', failure: 'Erro ao redefinir senha' })
        }
      />
      <UserSecurityConfirm asking={asking} onClose={() => setAsking(null)} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Excluir usuário"
        description={`Tem certeza que deseja excluir "${deleting?.name ?? ''}" (${deleting?.email ?? ''})? Esta ação não pode ser desfeita.`}
        confirmLabel="Excluir"
        onConfirm={() => deleting && remove.mutate(deleting)}
      />
    </ListScreen>
  );
}
