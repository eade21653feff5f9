import { zodResolver } from '@hookform/resolvers/zod';
import { type TRedirect } from '@softhouse/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '~/components/ui/button';
import { Dialog, DialogContent } from '~/components/ui/dialog';
import { Input } from '~/components/ui/input';
import { NativeSelect } from '~/components/ui/native-select';
import { toast } from '~/components/ui/toast';
import { ApiError, errorMessage } from '../api/client';
import { Field } from '../components/field';
import { DialogForm, DialogPanel, FormDialog, type FormGuard, useDirtyGuard } from '../kit';
import { notFoundKey, redirectsApi, redirectsKey } from './redirects-api';

/** What the form holds; the server checks the paths (spelling, loops, chains) and says what is wrong. */
const ZForm = z.object({
  from: z.string().trim().min(1, 'Informe o endereço antigo'),
  to: z.string().trim().min(1, 'Informe o destino'),
  statusCode: z.enum(['301', '302']),
});
type TForm = z.infer<typeof ZForm>;

/** Add or edit: `redirect` to edit one, `from` to prefill a new one (from the 404 log). */
export type RedirectDialogState = { redirect?: TRedirect; from?: string } | null;

export function RedirectDialog({ state, onClose }: { state: RedirectDialogState; onClose: () => void }) {
  return (
    <FormDialog open={state !== null} onOpenChange={(open) => !open && onClose()} size="sm">
      {(guard) => (state ? <RedirectForm key={state.redirect?.id ?? state.from ?? 'new'} state={state} guard={guard} /> : null)}
    </FormDialog>
  );
}

function RedirectForm({ state, guard }: { state: NonNullable<RedirectDialogState>; guard: FormGuard }) {
  const queryClient = useQueryClient();
  const editing = state.redirect;
  const form = useForm<TForm>({
    resolver: zodResolver(ZForm),
    defaultValues: { from: editing?.from ?? state.from ?? '', to: editing?.to ?? '', statusCode: editing?.statusCode === 302 ? '302' : '301' },
  });
  const { errors, isSubmitting } = form.formState;
  useDirtyGuard(guard, form);
  const save = useMutation({
    mutationFn: ({ from, to, statusCode }: TForm) => {
      const body = { from, to, statusCode: Number(statusCode) as 301 | 302 };
      return editing ? redirectsApi.update(editing.id, body) : redirectsApi.create(body);
    },
    onSuccess: async () => {
      toast.success(editing ? 'Redirecionamento salvo' : 'Redirecionamento criado');
      await Promise.all([queryClient.invalidateQueries({ queryKey: redirectsKey }), queryClient.invalidateQueries({ queryKey: notFoundKey })]);
      guard.saved();
    },
    onError: (error) => {
      const details = error instanceof ApiError ? error.details : undefined;
      const field = details?.from ? 'from' : details?.statusCode ? 'statusCode' : 'to';
      form.setError(field, { message: details?.[field] ?? errorMessage(error) }, { shouldFocus: true });
      toast.error(editing ? 'Erro ao salvar redirecionamento' : 'Erro ao criar redirecionamento', { description: errorMessage(error) });
    },
  });
  const onSubmit = form.handleSubmit(async (values) => {
    await save.mutateAsync(values).catch(() => undefined);
  });

  return (
    <DialogForm
      id="redirect-form"
      onSubmit={onSubmit}
      title={editing ? 'Editar redirecionamento' : 'Novo redirecionamento'}
      description="Quem abrir o endereço antigo vai direto para o destino, com os parâmetros do link (utm, por exemplo) mantidos."
      submit={editing ? 'Salvar' : 'Criar redirecionamento'}
      pending={isSubmitting}
      onCancel={guard.requestClose}
      className="flex flex-col gap-4"
    >
      <Field label="De (endereço antigo)" error={errors.from?.message} hint="Um caminho do site, como /blog/post-antigo">
        <Input autoComplete="off" spellCheck={false} placeholder="/blog/post-antigo" {...form.register('from')} />
      </Field>
      <Field label="Para (destino)" error={errors.to?.message} hint="Um caminho do site ou um endereço completo (https://…)">
        <Input autoComplete="off" spellCheck={false} placeholder="/blog/post-novo" {...form.register('to')} />
      </Field>
      <Field label="Tipo" error={errors.statusCode?.message}>
        <NativeSelect {...form.register('statusCode')}>
          <option value="301">301 · Permanente (o endereço mudou de vez)</option>
          <option value="302">302 · Temporário</option>
        </NativeSelect>
      </Field>
    </DialogForm>
  );
}

/** Import from a CSV file (from,to,status): all or nothing, with each wrong line named. */
export function ImportDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [problems, setProblems] = useState<[string, string][]>([]);
  const close = (next: boolean) => {
    if (!next) {
      setFile(null);
      setProblems([]);
    }
    onOpenChange(next);
  };
  const run = useMutation({
    mutationFn: async (chosen: File) => redirectsApi.importCsv(await chosen.text()),
    onSuccess: async (result) => {
      toast.success('Redirecionamentos importados', { description: `${result.created} novos, ${result.updated} atualizados.` });
      await queryClient.invalidateQueries({ queryKey: redirectsKey });
      close(false);
    },
    onError: (error) => {
      setProblems(error instanceof ApiError && error.details ? Object.entries(error.details) : [['Arquivo', errorMessage(error)]]);
    },
  });
  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent size="md" closeLabel="Fechar">
        <DialogPanel
          title="Importar CSV"
          description={
            <>
              Colunas <code>from,to,status</code> (status 301 ou 302; vazio é 301). Uma origem que já existe é substituída. Se alguma linha estiver errada, nada é importado.
            </>
          }
          className="flex flex-col gap-4"
          footer={
            <>
              <Button variant="secondary" onClick={() => close(false)}>
                Cancelar
              </Button>
              <Button disabled={!file || run.isPending} onClick={() => file && run.mutate(file)}>
                {run.isPending ? 'Importando…' : 'Importar'}
              </Button>
            </>
          }
        >
          <Field label="Arquivo CSV">
            <Input
              type="file"
              accept=".csv,text/csv"
              onChange={(event) => {
                setFile(event.target.files?.[0] ?? null);
                setProblems([]);
              }}
            />
          </Field>
          {problems.length ? (
            <div role="alert" className="rounded-control bg-danger-light p-3 text-sm text-danger">
              <p className="font-semibold">Nada foi importado. Corrija as linhas abaixo e tente de novo:</p>
              <ul className="mt-2 flex max-h-48 flex-col gap-1 overflow-y-auto">
                {problems.map(([line, message]) => (
                  <li key={line}>
                    <span className="font-semibold">{line}:</span> {message}
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </DialogPanel>
      </DialogContent>
    </Dialog>
  );
}
