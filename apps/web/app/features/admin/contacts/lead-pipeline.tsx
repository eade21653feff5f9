import { LEAD_STAGE_LABELS, LEAD_STAGES, type TContact, type TLeadStage } from '@softhouse/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MessageSquarePlus } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '~/components/ui/button';
import { Input } from '~/components/ui/input';
import { NativeSelect } from '~/components/ui/native-select';
import { Skeleton } from '~/components/ui/skeleton';
import { Textarea } from '~/components/ui/textarea';
import { toast } from '~/components/ui/toast';
import { ApiError, errorMessage } from '../api/client';
import { Field } from '../components/field';
import { formatDateTime } from '../components/format';
import { Options, SaveButton } from '../kit';
import { contactsApi, contactsKey, useLeadNotes, useLeadOwners } from './contacts-api';

type PipelineValues = { stage: TLeadStage; lostReason: string; ownerId: string; nextContactAt: string };
const valuesOf = (lead: TContact): PipelineValues => ({
  stage: lead.stage,
  lostReason: lead.lostReason ?? '',
  ownerId: lead.owner?.id ?? '',
  nextContactAt: lead.nextContactAt ?? '',
});

/**
 * 'Atendimento' in a lead's detail (issue 15): its stage (with the reason when lost), who handles it and
 * when to get back in touch, saved together; then the notes, oldest first, each with its author and time.
 */
export function LeadPipeline({ lead, onChanged }: { lead: TContact; onChanged: (lead: TContact) => void }) {
  const queryClient = useQueryClient();
  const owners = useLeadOwners();
  const [values, setValues] = useState(() => valuesOf(lead));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const dirty = JSON.stringify(values) !== JSON.stringify(valuesOf(lead));
  const set = (patch: Partial<PipelineValues>) => {
    setValues((current) => ({ ...current, ...patch }));
    setErrors({});
  };

  const save = useMutation({
    mutationFn: () =>
      contactsApi.update(lead.id, {
        stage: values.stage,
        ...(values.stage === 'perdido' ? { lostReason: values.lostReason } : {}),
        ownerId: values.ownerId || null,
        nextContactAt: values.nextContactAt || null,
      }),
    onSuccess: async (updated) => {
      toast.success('Atendimento atualizado');
      setValues(valuesOf(updated));
      onChanged(updated);
      await queryClient.invalidateQueries({ queryKey: contactsKey });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.details) setErrors(error.details);
      toast.error('Erro ao atualizar o atendimento', { description: errorMessage(error) });
    },
  });

  const ownerChoices = owners.data ?? [];
  const ownerListed = !lead.owner || ownerChoices.some((owner) => owner.id === lead.owner!.id);

  return (
    <section aria-labelledby="lead-pipeline" className="mt-6 border-t border-ink-100 pt-5">
      <h3 id="lead-pipeline" className="text-sm font-bold text-brand-dark">
        Atendimento
      </h3>
      <form
        aria-label="Atendimento do contato"
        noValidate
        className="mt-3 grid gap-4 sm:grid-cols-3"
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          save.mutate();
        }}
      >
        <Field label="Etapa" error={errors.stage}>
          <NativeSelect value={values.stage} onChange={(event) => set({ stage: event.target.value as TLeadStage })}>
            <Options items={LEAD_STAGES} label={(stage) => LEAD_STAGE_LABELS[stage]} />
          </NativeSelect>
        </Field>
        <Field label="Responsável" error={errors.ownerId}>
          <NativeSelect value={values.ownerId} onChange={(event) => set({ ownerId: event.target.value })}>
            <option value="">Ninguém ainda</option>
            {/* Someone who no longer handles leads stays shown until another is chosen. */}
            {!ownerListed && lead.owner ? <option value={lead.owner.id}>{lead.owner.name}</option> : null}
            <Options items={ownerChoices} value={(owner) => owner.id} label={(owner) => owner.name} />
          </NativeSelect>
        </Field>
        <Field label="Próximo contato" error={errors.nextContactAt}>
          <Input type="date" value={values.nextContactAt} onChange={(event) => set({ nextContactAt: event.target.value })} />
        </Field>
        {values.stage === 'perdido' ? (
          <Field label="Motivo da perda" error={errors.lostReason} className="sm:col-span-3" hint="Por exemplo: orçamento, prazo, escolheu outro fornecedor.">
            <Input value={values.lostReason} maxLength={300} onChange={(event) => set({ lostReason: event.target.value })} />
          </Field>
        ) : null}
        <div className="sm:col-span-3">
          <SaveButton pending={save.isPending} disabled={!dirty} label="Salvar atendimento" />
        </div>
      </form>
      <LeadNotes leadId={lead.id} onAdded={onChanged} lead={lead} />
    </section>
  );
}

function LeadNotes({ leadId, lead, onAdded }: { leadId: string; lead: TContact; onAdded: (lead: TContact) => void }) {
  const queryClient = useQueryClient();
  const notes = useLeadNotes(leadId);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const add = useMutation({
    mutationFn: () => contactsApi.addNote(leadId, text),
    onSuccess: async () => {
      setText('');
      toast.success('Anotação adicionada');
      // A note is activity: the lead is no longer waiting.
      onAdded({ ...lead, waiting: false, lastActivityAt: new Date().toISOString() });
      await queryClient.invalidateQueries({ queryKey: contactsKey });
    },
    onError: (failure) => {
      setError(failure instanceof ApiError && failure.details?.body ? failure.details.body : null);
      toast.error('Erro ao adicionar a anotação', { description: errorMessage(failure) });
    },
  });

  return (
    <div className="mt-5">
      <h4 className="text-xs font-bold tracking-wide text-ink-500 uppercase">Anotações</h4>
      {notes.isPending ? (
        <Skeleton className="mt-2 h-12 w-full" />
      ) : notes.data?.length ? (
        <ol className="mt-2 flex flex-col gap-2" aria-label="Anotações do contato">
          {notes.data.map((note) => (
            <li key={note.id} className="rounded-control bg-ink-50 px-3.5 py-2.5 ring-1 ring-ink-100">
              <p className="text-xs text-ink-500">
                <span className="font-semibold text-ink-700">{note.authorName || 'Alguém da equipe'}</span> · {formatDateTime(note.createdAt)}
              </p>
              {/* Text as written, never HTML. */}
              <p className="mt-1 text-sm whitespace-pre-wrap text-ink-800">{note.body}</p>
            </li>
          ))}
        </ol>
      ) : (
        <p className="mt-2 text-sm text-ink-500">Nenhuma anotação ainda.</p>
      )}
      <form
        noValidate
        className="mt-3 flex flex-col gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          if (!text.trim()) return setError('Escreva a anotação');
          add.mutate();
        }}
      >
        <label htmlFor={`${id}-note`} className="sr-only">
          Nova anotação
        </label>
        <Textarea
          id={`${id}-note`}
          rows={2}
          value={text}
          maxLength={5000}
          placeholder="O que foi combinado, o próximo passo..."
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-note-error` : undefined}
          onChange={(event) => {
            setText(event.target.value);
            setError(null);
          }}
        />
        {error ? (
          <p id={`${id}-note-error`} role="alert" className="text-xs font-semibold text-danger">
            {error}
          </p>
        ) : null}
        <div>
          <Button type="submit" variant="secondary" size="sm" disabled={add.isPending}>
            <MessageSquarePlus aria-hidden="true" />
            {add.isPending ? 'Salvando...' : 'Adicionar anotação'}
          </Button>
        </div>
      </form>
    </div>
  );
}
