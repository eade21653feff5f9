import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ShieldCheck } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { Label } from '~/components/ui/label';
import { Skeleton } from '~/components/ui/skeleton';
import { Switch } from '~/components/ui/switch';
import { toast } from '~/components/ui/toast';
import { errorMessage } from '../api/client';
import { Card } from '../components/card';
import { useTwoFactor } from '../security/security-api';
import { refreshUser } from '../session/auth';
import { securityKey, usersApi, useSecuritySettings } from './users-api';

/**
 * "Exigir verificação em duas etapas de todos": once on, whoever has not enrolled is kept on Meu perfil
 * until they do (the administrator who turns it on too).
 */
export function SecurityPolicyCard() {
  const id = useId();
  const queryClient = useQueryClient();
  const settings = useSecuritySettings();
  const save = useMutation({
    mutationFn: (requireTwoFactor: boolean) => usersApi.setSecurity(requireTwoFactor),
    onSuccess: async (saved) => {
      queryClient.setQueryData(securityKey, saved);
      toast.success(saved.requireTwoFactor ? 'Verificação em duas etapas exigida' : 'Verificação em duas etapas opcional', {
        description: saved.requireTwoFactor
          ? 'Quem ainda não ativou precisa ativá-la em Meu perfil para continuar.'
          : 'Cada pessoa decide se usa a verificação em duas etapas.',
      });
      // The setting may apply to the administrator who changed it.
      await refreshUser().catch(() => undefined);
    },
    onError: (error) => toast.error('Erro ao salvar a configuração', { description: errorMessage(error) }),
  });
  const checked = save.isPending ? save.variables : (settings.data?.requireTwoFactor ?? false);
  // Requiring it without having it would lock the administrator into enrolment: the API refuses, and this says so first.
  const mine = useTwoFactor();
  const blocked = !checked && mine.data?.enabled === false;
  return (
    <Card className="flex items-center gap-4 px-5 py-4">
      <span className="grid size-9 shrink-0 place-items-center rounded-control bg-brand-light text-brand max-sm:hidden [&_svg]:size-4">
        <ShieldCheck aria-hidden="true" />
      </span>
      <div className="min-w-0 flex-1">
        <Label htmlFor={id} className="text-sm font-bold text-brand-dark">
          Exigir verificação em duas etapas de todos
        </Label>
        <p className="mt-0.5 text-sm text-ink-600">
          {blocked ? (
            <>
              Ative a sua verificação em duas etapas em{' '}
              <Link to="/admin/perfil" className="font-semibold text-brand underline underline-offset-4 hover:no-underline">
                Meu perfil
              </Link>{' '}
              antes de exigi-la de todos.
            </>
          ) : (
            'Quem ainda não ativou só consegue usar Meu perfil até ativá-la.'
          )}
        </p>
      </div>
      {settings.isPending ? (
        <Skeleton className="h-6 w-11 rounded-full" />
      ) : (
        <Switch
          id={id}
          checked={checked}
          disabled={settings.isError || save.isPending || blocked}
          onCheckedChange={(value) => save.mutate(value)}
        />
      )}
    </Card>
  );
}
