import { zodResolver } from '@hookform/resolvers/zod';
import { ZProfileUpdate } from '@softhouse/contracts';
import { useMutation } from '@tanstack/react-query';
import { LoaderCircle, ShieldAlert } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Badge } from '~/components/ui/badge';
import { Button } from '~/components/ui/button';
import { Input } from '~/components/ui/input';
import { toast } from '~/components/ui/toast';
import { errorMessage } from '../api/client';
import { Card } from '../components/card';
import { Field } from '../components/field';
import { PageHeader } from '../components/page-header';
import { LeaveGuard } from '../kit';
import { PasskeysCard } from '../security/passkeys-card';
import { SessionsCard } from '../security/sessions-card';
import { TwoFactorCard } from '../security/two-factor-card';
import { ROLE_LABELS } from '../session/auth';
import { updateUser, useSession } from '../session/session-store';
import { PasswordCard } from './password-card';
import { usersApi } from './users-api';

/**
 * 'Meu perfil': every user changes their own name and password, and looks after their account's
 * security (issue 17): two-factor, passkeys and the open sessions. While two-factor is required and
 * not on yet, the shell keeps the person here and the banner says why.
 */
export function ProfileScreen() {
  const user = useSession()?.user;
  if (!user) return null;
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title="Meu perfil" description="Seus dados de acesso ao painel e a segurança da sua conta." />
      {user.mustEnrolTwoFactor ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 rounded-card bg-warning-light px-5 py-4 text-sm text-warning ring-1 ring-warning/25">
          <ShieldAlert aria-hidden="true" className="size-5 shrink-0" />
          <p className="min-w-0 flex-1 basis-60 font-semibold">A verificação em duas etapas é obrigatória. Ative-a para continuar.</p>
          <a href="#verificacao-em-duas-etapas" className="font-bold underline underline-offset-4 hover:no-underline">
            Ir para a ativação
          </a>
        </div>
      ) : null}
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-2">
        <ProfileCard name={user.name} email={user.email} role={ROLE_LABELS[user.role]} />
        <PasswordCard name={user.name} email={user.email} />
      </div>
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-2">
        <div id="verificacao-em-duas-etapas" className="scroll-mt-24">
          <TwoFactorCard email={user.email} />
        </div>
        {/* Passkeys open once enrolment is done (the API refuses them meanwhile). */}
        {user.mustEnrolTwoFactor ? null : <PasskeysCard />}
      </div>
      <SessionsCard />
    </div>
  );
}

function ProfileCard({ name, email, role }: { name: string; email: string; role: string }) {
  const form = useForm<{ name: string }>({ resolver: zodResolver(ZProfileUpdate), defaultValues: { name } });
  const save = useMutation({
    mutationFn: (values: { name: string }) => usersApi.updateProfile(values.name),
    onSuccess: (updated) => {
      updateUser({ name: updated.name });
      form.reset({ name: updated.name });
      toast.success('Perfil atualizado', { description: 'Seu nome foi alterado.' });
    },
    onError: (error) => toast.error('Erro ao atualizar perfil', { description: errorMessage(error) }),
  });
  return (
    <Card className="p-6">
      <h2 className="text-base font-bold text-brand-dark">Dados pessoais</h2>
      <dl className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-ink-600">
        <dt className="sr-only">E-mail</dt>
        <dd>{email}</dd>
        <dt className="sr-only">Papel</dt>
        <dd>
          <Badge variant="brand">{role}</Badge>
        </dd>
      </dl>
      <form noValidate onSubmit={form.handleSubmit((values) => save.mutate(values))} className="mt-5 flex flex-col gap-4">
        {form.formState.isDirty ? <LeaveGuard /> : null}
        <Field label="Nome" error={form.formState.errors.name?.message}>
          <Input autoComplete="name" {...form.register('name')} />
        </Field>
        <Button type="submit" size="sm" className="self-start" disabled={save.isPending}>
          {save.isPending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
          Salvar nome
        </Button>
      </form>
    </Card>
  );
}
