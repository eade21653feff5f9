import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { toast } from '~/components/ui/toast';
import { errorMessage } from '../api/client';
import { applyApiDetails } from '../components/api-details';
import type { HistoryControl } from '../history/history-button';
import { LeaveGuard, SaveButton } from './form-dialog';

type ScreenFormOptions<V extends FieldValues, R> = {
  schema: z.ZodObject & z.ZodType<V, V>;
  defaultValues: DefaultValues<V>;
  save: (values: V) => Promise<R>;
  /** Where the screen reads what is saved: the answer replaces it. */
  queryKey: QueryKey;
  /** What else changes with the save (a report that reads it). */
  afterSave?: () => void;
  /** The item's history: a save over someone else's (409) opens it (decision 042). */
  history: HistoryControl;
  /** The form's field for a path the API refused, or null to leave it to the toast. */
  fields: (apiPath: string) => string | null;
  toasts: { saved: string; failed: string };
};

/**
 * A form of a settings screen (the SEO's, the footer's texts) and its save: the answer in the query
 * cache, a toast either way, the API's messages under their fields.
 */
export function useScreenForm<V extends FieldValues, R>({ schema, defaultValues, save, queryKey, afterSave, history, fields, toasts }: ScreenFormOptions<V, R>) {
  const queryClient = useQueryClient();
  const form = useForm<V>({ resolver: zodResolver(schema), defaultValues });
  const mutation = useMutation({
    mutationFn: save,
    onSuccess: (saved) => {
      queryClient.setQueryData(queryKey, saved);
      afterSave?.();
      toast.success(toasts.saved);
    },
    onError: (error) => {
      if (history.refused(error)) return;
      applyApiDetails(form, error, fields);
      toast.error(toasts.failed, { description: errorMessage(error) });
    },
  });
  return { form, errors: form.formState.errors, save: mutation, onSubmit: form.handleSubmit((values) => mutation.mutate(values)) };
}

/** The form of `useScreenForm`: leaving the screen asks first while it holds changes; `submit` names its button, under the fields. */
export function ScreenForm<V extends FieldValues, R>({ screen, label, submit, className, children }: {
  screen: ReturnType<typeof useScreenForm<V, R>>;
  label: string;
  submit?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <form aria-label={label} noValidate onSubmit={screen.onSubmit} className={className}>
      {screen.form.formState.isDirty ? <LeaveGuard /> : null}
      {children}
      {submit ? (
        <div>
          <SaveButton pending={screen.save.isPending} keepLabel label={submit} />
        </div>
      ) : null}
    </form>
  );
}
