import { zodResolver } from '@hookform/resolvers/zod';
import { ZChangePassword, ZProfileUpdate } from '@softhouse/contracts';
import { useMutation } from '@tanstack/react-query';
import { LoaderCircle } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Badge } from '~/components/ui/badge';
import { Button } from '~/components/ui/button';
import { Input } from '~/components/ui/input';
import { toast } from '~/components/ui/toast';
import { ApiError, errorMessage } from '../api/client';
import { Card } from '../components/card';
import { Field } from '../components/field';
import { PageHeader } from '../components/page-header';
import { ROLE_LABELS } from '../session/auth';
import { updateUser, useSession } from '../session/session-store';
import { LeaveGuard } from '../kit';
import { usersApi } from './users-api';

const ZPasswordForm = ZChangePassword.extend({ confirmPassword: z.string() }).refine((v) => v.newPassword === v.confirmPassword, {
  path: ['confirmPassword'],
  message: 'As senhas não coincidem',
});
type TPasswordForm = z.infer<typeof ZPasswordForm>;

/** 'Meu perfil': every user changes their own name and password. */
export function ProfileScreen() {
  const user = useSession()?.user;
  if (!user) return null;
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title="Meu perfil" description="Seus dados de acesso ao painel." />
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <ProfileCard name={user.name} email={user.email} role={ROLE_LABELS[user.role]} />
        <PasswordCard />
      </div>
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

function PasswordCard() {
  const form = useForm<TPasswordForm>({
    resolver: zodResolver(ZPasswordForm),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const { errors } = form.formState;
  const change = useMutation({
    mutationFn: (values: TPasswordForm) => usersApi.changePassword(values.currentPassword, values.newPassword),
    onSuccess: () => {
      form.reset();
      toast.success('Senha alterada com sucesso', { description: 'Use a nova senha no próximo login.' });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.details?.currentPassword) {
        form.setError('currentPassword', { message: error.details.currentPassword }, { shouldFocus: true });
      }
      toast.error('Erro ao alterar senha', { description: errorMessage(error) });
    },
  });
  return (
    <Card className="p-6">
      <h2 className="text-base font-bold text-brand-dark">Alterar senha</h2>
      <form noValidate onSubmit={form.handleSubmit((values) => change.mutate(values))} className="mt-5 flex flex-col gap-4">
        {form.formState.isDirty ? <LeaveGuard /> : null}
        <Field label="Senha atual" error={errors.currentPassword?.message}>
          <Input type="password" autoComplete="current-password" {...form.register('currentPassword')} />
        </Field>
        <Field label="Nova senha" error={errors.newPassword?.message} hint="Pelo menos 8 caracteres.">
          <Input type="password" autoComplete="new-password" {...form.register('newPassword')} />
        </Field>
        <Field label="Confirmar nova senha" error={errors.confirmPassword?.message}>
          <Input type="password" autoComplete="new-password" {...form.register('confirmPassword')} />
        </Field>
        <Button type="submit" size="sm" className="self-start" disabled={change.isPending}>
          {change.isPending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
          Alterar senha
        </Button>
      </form>
    </Card>
  );
}
