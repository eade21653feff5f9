import { zodResolver } from '@hookform/resolvers/zod';
import { ErrorCode, ROLE_DESCRIPTIONS, ROLE_LABELS, ROLES, ZNewPassword, ZUserCreate, type TUser } from '@softhouse/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm, useWatch, type Path } from 'react-hook-form';
import { z } from 'zod';
import { Input } from '~/components/ui/input';
import { NativeSelect } from '~/components/ui/native-select';
import { toast } from '~/components/ui/toast';
import { ApiError, errorMessage } from '../api/client';
import { Field } from '../components/field';
import { DialogForm, FormDialog, type FormGuard, Options, PasswordStrength, passwordProblem, SwitchField, useDirtyGuard } from '../kit';
import { usersApi, usersKey } from './users-api';

/** The new member's data; with `invite` on (the default) no password: the server e-mails a link to choose it. */
const ZCreateForm = ZUserCreate.omit({ password: true })
  .extend({ invite: z.boolean(), password: z.string() })
  .superRefine((values, ctx) => {
    if (values.invite) return;
    const password = ZNewPassword.safeParse(values.password);
    if (!password.success) ctx.addIssue({ code: 'custom', path: ['password'], message: password.error.issues[0]?.message ?? 'Senha inválida' });
  });
type TCreateForm = z.infer<typeof ZCreateForm>;

export function UserCreateDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <FormDialog open={open} onOpenChange={onOpenChange} size="sm">
      {(guard) => <UserCreateForm guard={guard} />}
    </FormDialog>
  );
}

function UserCreateForm({ guard }: { guard: FormGuard }) {
  const queryClient = useQueryClient();
  const form = useForm<TCreateForm>({
    resolver: zodResolver(ZCreateForm),
    defaultValues: { name: '', email: '', role: 'editor', invite: true, password: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const [role, invite, name, email, password] = useWatch({ control: form.control, name: ['role', 'invite', 'name', 'email', 'password'] });
  useDirtyGuard(guard, form);
  const create = useMutation({
    mutationFn: usersApi.create,
    onSuccess: async (user, body) => {
      if (body.password === undefined) toast.success('Usuário criado', { description: `Convite enviado por e-mail para ${user.email}.` });
      else toast.success('Usuário criado com sucesso');
      await queryClient.invalidateQueries({ queryKey: usersKey });
      guard.saved();
    },
    onError: (error) => {
      if (error instanceof ApiError && error.code === ErrorCode.CONFLICT) form.setError('email', { message: error.message }, { shouldFocus: true });
      if (error instanceof ApiError && error.details) {
        for (const [field, message] of Object.entries(error.details)) {
          if (field in ZUserCreate.shape) form.setError(field as Path<TCreateForm>, { message });
        }
      }
      toast.error('Erro ao criar usuário', { description: errorMessage(error) });
    },
  });

  const onSubmit = form.handleSubmit(async ({ invite, password, ...values }) => {
    if (!invite) {
      const problem = await passwordProblem(password, [values.name, values.email]);
      if (problem) {
        form.setError('password', { message: problem }, { shouldFocus: true });
        return;
      }
    }
    await create.mutateAsync(invite ? values : { ...values, password }).catch(() => undefined);
  });

  return (
    <DialogForm
      id="user-create-form"
      onSubmit={onSubmit}
      title="Novo Usuário"
      description={
        invite
          ? 'A pessoa recebe um e-mail com um link (válido por 7 dias) para escolher a própria senha.'
          : "A pessoa entra com este e-mail e a senha inicial, que pode trocar em 'Meu perfil'."
      }
      submit="Criar Usuário"
      pending={isSubmitting}
      onCancel={guard.requestClose}
      className="flex flex-col gap-4"
    >
      <Field label="Nome" error={errors.name?.message}>
        <Input autoComplete="off" {...form.register('name')} />
      </Field>
      <Field label="E-mail" error={errors.email?.message}>
        <Input type="email" autoComplete="off" {...form.register('email')} />
      </Field>
      <Field label="Papel" error={errors.role?.message} hint={ROLE_DESCRIPTIONS[role]}>
        <NativeSelect {...form.register('role')}>
          <Options items={ROLES} label={(role) => ROLE_LABELS[role]} />
        </NativeSelect>
      </Field>
      <SwitchField control={form.control} name="invite" label="Enviar convite por e-mail para a pessoa escolher a senha" />
      {invite ? null : (
        <>
          <Field label="Senha inicial" error={errors.password?.message}>
            <Input type="password" autoComplete="new-password" {...form.register('password')} />
          </Field>
          <PasswordStrength password={password} context={[name, email]} quiet={!!errors.password} />
        </>
      )}
    </DialogForm>
  );
}

const ZReset = z.object({ password: ZNewPassword });

type ResetPasswordDialogProps = {
  user: TUser | null;
  onOpenChange: (open: boolean) => void;
  onSubmit: (user: TUser, password: string) => Promise<unknown>;
};

export function ResetPasswordDialog({ user, onOpenChange, onSubmit }: ResetPasswordDialogProps) {
  return (
    <FormDialog open={user !== null} onOpenChange={onOpenChange} size="sm">
      {(guard) => (user ? <ResetPasswordForm key={user.id} user={user} onSubmit={onSubmit} guard={guard} /> : null)}
    </FormDialog>
  );
}

function ResetPasswordForm({ user, onSubmit, guard }: { user: TUser; onSubmit: ResetPasswordDialogProps['onSubmit']; guard: FormGuard }) {
  const form = useForm<{ password: string }>({ resolver: zodResolver(ZReset), defaultValues: { password: '' } });
  const { errors, isSubmitting } = form.formState;
  const password = useWatch({ control: form.control, name: 'password' });
  useDirtyGuard(guard, form);
  const onSave = form.handleSubmit(async ({ password }) => {
    const problem = await passwordProblem(password, [user.name, user.email]);
    if (problem) {
      form.setError('password', { message: problem }, { shouldFocus: true });
      return;
    }
    try {
      await onSubmit(user, password);
      guard.saved();
    } catch {
      // The failure toast is already on screen; the dialog stays open to try again.
    }
  });
  return (
    <DialogForm
      id="reset-password-form"
      onSubmit={onSave}
      title="Redefinir senha"
      description={`Nova senha para ${user.name} (${user.email}). As sessões abertas dessa pessoa são encerradas.`}
      submit="Redefinir senha"
      pending={isSubmitting}
      onCancel={guard.requestClose}
      className="flex flex-col gap-4"
    >
      <Field label="Nova senha" error={errors.password?.message}>
        <Input type="password" autoComplete="new-password" {...form.register('password')} />
      </Field>
      <PasswordStrength password={password} context={[user.name, user.email]} quiet={!!errors.password} />
    </DialogForm>
  );
}
