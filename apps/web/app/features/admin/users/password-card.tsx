import { zodResolver } from '@hookform/resolvers/zod';
import { ZChangePassword } from '@softhouse/contracts';
import { useMutation } from '@tanstack/react-query';
import { LoaderCircle } from 'lucide-react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '~/components/ui/button';
import { Input } from '~/components/ui/input';
import { toast } from '~/components/ui/toast';
import { ApiError, errorMessage } from '../api/client';
import { Card } from '../components/card';
import { Field } from '../components/field';
import { LeaveGuard, PasswordStrength, passwordProblem } from '../kit';
import { usersApi } from './users-api';

const ZPasswordForm = ZChangePassword.extend({ confirmPassword: z.string() }).refine((v) => v.newPassword === v.confirmPassword, {
  path: ['confirmPassword'],
  message: 'As senhas não coincidem',
});
type TPasswordForm = z.infer<typeof ZPasswordForm>;

/** 'Alterar senha' of Meu perfil: the current password, and a new one strong enough (the meter says why not). */
export function PasswordCard({ name, email }: { name: string; email: string }) {
  const form = useForm<TPasswordForm>({
    resolver: zodResolver(ZPasswordForm),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const newPassword = useWatch({ control: form.control, name: 'newPassword' });
  const change = useMutation({
    mutationFn: (values: TPasswordForm) => usersApi.changePassword(values.currentPassword, values.newPassword),
    onSuccess: () => {
      form.reset();
      toast.success('Senha alterada com sucesso', { description: 'Use a nova senha no próximo login.' });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.details?.currentPassword) {
        form.setError('currentPassword', { message: error.details.currentPassword }, { shouldFocus: true });
      } else if (error instanceof ApiError && error.details?.newPassword) {
        form.setError('newPassword', { message: error.details.newPassword }, { shouldFocus: true });
      }
      toast.error('Erro ao alterar senha', { description: errorMessage(error) });
    },
  });
  const onSubmit = form.handleSubmit(async (values) => {
    const problem = await passwordProblem(values.newPassword, [name, email]);
    if (problem) {
      form.setError('newPassword', { message: problem }, { shouldFocus: true });
      return;
    }
    await change.mutateAsync(values).catch(() => undefined);
  });
  return (
    <Card className="p-6">
      <h2 className="text-base font-bold text-brand-dark">Alterar senha</h2>
      <form noValidate onSubmit={onSubmit} className="mt-5 flex flex-col gap-4">
        {form.formState.isDirty ? <LeaveGuard /> : null}
        <Field label="Senha atual" error={errors.currentPassword?.message}>
          <Input type="password" autoComplete="current-password" {...form.register('currentPassword')} />
        </Field>
        <Field label="Nova senha" error={errors.newPassword?.message}>
          <Input type="password" autoComplete="new-password" {...form.register('newPassword')} />
        </Field>
        <PasswordStrength password={newPassword} context={[name, email]} quiet={!!errors.newPassword} />
        <Field label="Confirmar nova senha" error={errors.confirmPassword?.message}>
          <Input type="password" autoComplete="new-password" {...form.register('confirmPassword')} />
        </Field>
        <Button type="submit" size="sm" className="self-start" disabled={isSubmitting}>
          {isSubmitting ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
          Alterar senha
        </Button>
      </form>
    </Card>
  );
}
