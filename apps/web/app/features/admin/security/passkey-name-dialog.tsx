import { zodResolver } from '@hookform/resolvers/zod';
import { ZPasskeyRename } from '@softhouse/contracts';
import { useForm } from 'react-hook-form';
import { Input } from '~/components/ui/input';
import type { ConfirmDialogProps } from '../components/confirm-dialog';
import { Field } from '../components/field';
import { DialogForm, FormDialog, type FormGuard, useDirtyGuard } from '../kit';

type PasskeyNameProps = Pick<ConfirmDialogProps, 'onOpenChange' | 'title' | 'description' | 'confirmLabel'> & {
  /** The name to start from; null while closed. */
  name: string | null;
  /** Resolves when done (the dialog closes), or with a message to show under the field (it stays open). */
  onSubmit: (name: string) => Promise<string | null>;
};

/** The name of a passkey: asked when adding one ("Adicionar passkey") and when renaming it. */
export function PasskeyNameDialog({ name, onOpenChange, ...props }: PasskeyNameProps) {
  return (
    <FormDialog open={name !== null} onOpenChange={onOpenChange} size="sm">
      {(guard) => (name !== null ? <PasskeyNameForm guard={guard} name={name} {...props} /> : null)}
    </FormDialog>
  );
}

function PasskeyNameForm({ guard, name, title, description, confirmLabel, onSubmit }: Omit<PasskeyNameProps, 'onOpenChange'> & { name: string; guard: FormGuard }) {
  const form = useForm<{ name: string }>({ resolver: zodResolver(ZPasskeyRename), defaultValues: { name } });
  const { errors, isSubmitting } = form.formState;
  useDirtyGuard(guard, form);
  const onSave = form.handleSubmit(async (values) => {
    const problem = await onSubmit(values.name);
    if (problem) form.setError('name', { message: problem }, { shouldFocus: true });
    else guard.saved();
  });
  return (
    <DialogForm
      id="passkey-name-form"
      onSubmit={onSave}
      title={title}
      description={description}
      submit={confirmLabel}
      pending={isSubmitting}
      onCancel={guard.requestClose}
    >
      <Field label="Nome da passkey" error={errors.name?.message} hint="Para reconhecê-la na lista: o aparelho ou o gerenciador de senhas.">
        <Input autoComplete="off" maxLength={60} autoFocus {...form.register('name')} />
      </Field>
    </DialogForm>
  );
}
