import { HISTORY_KEEP_DEFAULT, historySettingsEndpoints, ZHistorySettings } from '@softhouse/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { History, LoaderCircle } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '~/components/ui/button';
import { Input } from '~/components/ui/input';
import { toast } from '~/components/ui/toast';
import { ApiError, call, errorMessage } from '../api/client';
import { Field } from '../components/field';
import { ConfigCard } from '../contact-config/config-card';
import { LeaveGuard, QueryBoundary } from '../kit';

const keepKey = ['admin', 'settings', 'history'] as const;
const ZForm = z.object({ keep: z.coerce.number<string>({ error: 'Informe quantas versões manter' }).pipe(ZHistorySettings.shape.keep) });
type TFormIn = z.input<typeof ZForm>;
type TFormOut = z.output<typeof ZForm>;

/** 'Histórico de versões' (decision 042): how many revisions each post, case or page keeps. */
export function HistoryKeepCard() {
  const settings = useQuery({ queryKey: keepKey, queryFn: ({ signal }) => call(historySettingsEndpoints.get, {}, { signal }) });
  return (
    <ConfigCard icon={History} title="Histórico de versões">
      <QueryBoundary query={settings} loadingLabel="Carregando o histórico" what="o histórico de versões">
        {(data) => <KeepForm key={data.keep} keep={data.keep} />}
      </QueryBoundary>
    </ConfigCard>
  );
}

function KeepForm({ keep }: { keep: number }) {
  const queryClient = useQueryClient();
  const form = useForm<TFormIn, unknown, TFormOut>({ resolver: zodResolver(ZForm), defaultValues: { keep: String(keep) } });
  const { errors, isDirty } = form.formState;
  const save = useMutation({
    mutationFn: (values: TFormOut) => call(historySettingsEndpoints.set, { body: { keep: values.keep } }, { errorToast: false }),
    onSuccess: (saved) => {
      queryClient.setQueryData(keepKey, saved);
      toast.success('Histórico salvo', { description: `Cada item guarda as ${saved.keep} versões mais recentes.` });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.details?.keep) form.setError('keep', { message: error.details.keep });
      toast.error('Erro ao salvar o histórico', { description: errorMessage(error) });
    },
  });
  return (
    <form aria-label="Histórico de versões" noValidate onSubmit={form.handleSubmit((values) => save.mutate(values))} className="flex flex-col gap-4">
      {isDirty ? <LeaveGuard /> : null}
      <Field
        label="Versões guardadas por item"
        error={errors.keep?.message}
        hint={`Cada salvamento de um post ou case guarda uma versão no Histórico do editor; as mais antigas além deste número são apagadas no salvamento seguinte. Padrão: ${HISTORY_KEEP_DEFAULT}.`}
      >
        <Input type="number" inputMode="numeric" min={5} max={500} step={1} className="max-w-32" {...form.register('keep')} />
      </Field>
      <div>
        <Button type="submit" size="sm" disabled={save.isPending}>
          {save.isPending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
          {save.isPending ? 'Salvando...' : 'Salvar histórico'}
        </Button>
      </div>
    </form>
  );
}
