import { contactsEndpoints, LEAD_RETENTION_DEFAULT_MONTHS, ZLeadRetention } from '@softhouse/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { LoaderCircle, ShieldCheck } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '~/components/ui/button';
import { Input } from '~/components/ui/input';
import { toast } from '~/components/ui/toast';
import { ApiError, call, errorMessage } from '../api/client';
import { Field } from '../components/field';
import { LeaveGuard, QueryBoundary } from '../kit';
import { ConfigCard } from './config-card';

const retentionKey = ['admin', 'contacts', 'retention'] as const;
const ZForm = z.object({ months: z.coerce.number<string>({ error: 'Informe o número de meses' }).pipe(ZLeadRetention.shape.months) });
type TFormIn = z.input<typeof ZForm>;
type TFormOut = z.output<typeof ZForm>;

/** 'Retenção de dados' (LGPD, issue 15): after how many months a lead loses its personal data. */
export function RetentionCard() {
  const retention = useQuery({ queryKey: retentionKey, queryFn: ({ signal }) => call(contactsEndpoints.retention, {}, { signal }) });
  return (
    <ConfigCard icon={ShieldCheck} title="Retenção de dados">
      <QueryBoundary query={retention} loadingLabel="Carregando retenção" what="a retenção de dados">
        {(data) => <RetentionForm key={data.months} months={data.months} />}
      </QueryBoundary>
    </ConfigCard>
  );
}

function RetentionForm({ months }: { months: number }) {
  const queryClient = useQueryClient();
  const form = useForm<TFormIn, unknown, TFormOut>({ resolver: zodResolver(ZForm), defaultValues: { months: String(months) } });
  const { errors, isDirty } = form.formState;
  const save = useMutation({
    mutationFn: (values: TFormOut) => call(contactsEndpoints.setRetention, { body: { months: values.months } }, { errorToast: false }),
    onSuccess: (saved) => {
      queryClient.setQueryData(retentionKey, saved);
      toast.success('Retenção salva', { description: `Contatos com mais de ${saved.months} meses serão anonimizados.` });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.details?.months) form.setError('months', { message: error.details.months });
      toast.error('Erro ao salvar a retenção', { description: errorMessage(error) });
    },
  });
  return (
    <form aria-label="Retenção de dados dos contatos" noValidate onSubmit={form.handleSubmit((values) => save.mutate(values))} className="flex flex-col gap-4">
      {isDirty ? <LeaveGuard /> : null}
      <Field
        label="Anonimizar contatos com mais de (meses)"
        error={errors.months?.message}
        hint={`Uma vez por dia, nome, e-mail, telefone, empresa, mensagem, origem e anotações dos contatos mais antigos são apagados; etapa, datas e serviço ficam para as estatísticas. Padrão: ${LEAD_RETENTION_DEFAULT_MONTHS} meses.`}
      >
        <Input type="number" inputMode="numeric" min={1} max={120} step={1} className="max-w-32" {...form.register('months')} />
      </Field>
      <div>
        <Button type="submit" size="sm" disabled={save.isPending}>
          {save.isPending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
          {save.isPending ? 'Salvando...' : 'Salvar retenção'}
        </Button>
      </div>
    </form>
  );
}
