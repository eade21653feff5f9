import { DEFAULT_TIME_ZONE, schedulingEndpoints } from '@softhouse/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Globe, LoaderCircle } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '~/components/ui/button';
import { Input } from '~/components/ui/input';
import { toast } from '~/components/ui/toast';
import { ApiError, call, errorMessage } from '../api/client';
import { Field } from '../components/field';
import { ConfigCard } from '../contact-config/config-card';
import { LeaveGuard, QueryBoundary } from '../kit';
import { timeZoneKey } from './scheduling-api';

/** 'Fuso horário' (decision 041): the zone in which the back office shows and takes the dates of scheduled posts and cases. */
export function TimeZoneCard() {
  const query = useQuery({ queryKey: timeZoneKey, queryFn: ({ signal }) => call(schedulingEndpoints.timeZone, {}, { signal }) });
  return (
    <ConfigCard icon={Globe} title="Fuso horário">
      <QueryBoundary query={query} loadingLabel="Carregando fuso horário" what="o fuso horário">
        {(data) => <TimeZoneForm key={data.timeZone} timeZone={data.timeZone} />}
      </QueryBoundary>
    </ConfigCard>
  );
}

const zones = () => (typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [DEFAULT_TIME_ZONE]);

function TimeZoneForm({ timeZone }: { timeZone: string }) {
  const queryClient = useQueryClient();
  const listId = useId();
  const [value, setValue] = useState(timeZone);
  const [error, setError] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (next: string) => call(schedulingEndpoints.setTimeZone, { body: { timeZone: next } }, { errorToast: false }),
    onSuccess: (saved) => {
      queryClient.setQueryData(timeZoneKey, saved);
      toast.success('Fuso horário salvo', { description: `Agendamentos são mostrados no horário de ${saved.timeZone}.` });
    },
    onError: (failure) => {
      if (failure instanceof ApiError && failure.details?.timeZone) setError(failure.details.timeZone);
      toast.error('Erro ao salvar o fuso horário', { description: errorMessage(failure) });
    },
  });
  return (
    <form
      aria-label="Fuso horário do site"
      noValidate
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        setError(null);
        save.mutate(value.trim());
      }}
    >
      {value !== timeZone ? <LeaveGuard /> : null}
      <Field
        label="Fuso horário do site"
        error={error ?? undefined}
        hint={`Datas de publicação agendada são digitadas e mostradas neste fuso. Padrão: ${DEFAULT_TIME_ZONE}.`}
      >
        <Input list={listId} value={value} onChange={(event) => setValue(event.target.value)} autoComplete="off" spellCheck={false} className="max-w-72" />
      </Field>
      <datalist id={listId}>
        {zones().map((zone) => (
          <option key={zone} value={zone} />
        ))}
      </datalist>
      <div>
        <Button type="submit" size="sm" disabled={save.isPending}>
          {save.isPending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
          {save.isPending ? 'Salvando...' : 'Salvar fuso horário'}
        </Button>
      </div>
    </form>
  );
}
