import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Input } from '~/components/ui/input';
import { toast } from '~/components/ui/toast';
import { errorMessage } from '../api/client';
import type { ConfirmDialogProps } from '../components/confirm-dialog';
import { Field } from '../components/field';
import { DialogForm, FormDialog, type FormGuard, useDirtyGuard } from '../kit';

const ZForm = z.object({ password: z.string().min(1, 'Confirme com sua senha') });

type PasswordConfirmProps = Omit<ConfirmDialogProps, 'onConfirm' | 'cancelLabel' | 'destructive'> & {
  /** Title of the failure toast ('Erro ao desativar'). */
  failure: string;
  /** Runs the action with the password; the dialog closes when it resolves. */
  onConfirm: (password: string) => Promise<unknown>;
};

/** Asks for the current password before a sensitive change (new recovery codes, turning two-factor off). */
export function PasswordConfirmDialog({ open, onOpenChange, ...props }: PasswordConfirmProps) {
  return (
    <FormDialog open={open} onOpenChange={onOpenChange} size="sm">
      {(guard) => <PasswordConfirmForm guard={guard} {...props} />}
    </FormDialog>
  );
}

function PasswordConfirmForm({ guard, title, description, confirmLabel, failure, onConfirm }: Omit<PasswordConfirmProps, 'open' | 'onOpenChange'> & { guard: FormGuard }) {
  const form = useForm<{ password: string }>({ resolver: zodResolver(ZForm), defaultValues: { password: '' } });
  const { errors, isSubmitting } = form.formState;
  useDirtyGuard(guard, form);
  const onSubmit = form.handleSubmit(async ({ password }) => {
    try {
      await onConfirm(password);
      guard.saved();
    } catch (error) {
      form.setError('password', { message: errorMessage(error) }, { shouldFocus: true });
      toast.error(failure, { description: errorMessage(error) });
    }
  });
  return (
    <DialogForm id="password-confirm-form" onSubmit={onSubmit} title={title} description={description} submit={confirmLabel} pending={isSubmitting} onCancel={guard.requestClose}>
      <Field label="Senha atual" error={errors.password?.message}>
        <Input type="password" autoComplete="current-password" autoFocus {...form.register('password')} />
      </Field>
    </DialogForm>
  );
}
