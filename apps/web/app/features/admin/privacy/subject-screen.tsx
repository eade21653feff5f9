import { contactsEndpoints, LEAD_STAGE_LABELS, ZSubjectQuery, type TSubjectView } from '@softhouse/contracts';
import { useMutation } from '@tanstack/react-query';
import { FileJson, LoaderCircle, Search, Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Badge } from '~/components/ui/badge';
import { Button } from '~/components/ui/button';
import { Input } from '~/components/ui/input';
import { toast } from '~/components/ui/toast';
import { call, download, errorMessage, saveFile } from '../api/client';
import { Card, CardHeader, CardTitle } from '../components/card';
import { ConfirmDialog } from '../components/confirm-dialog';
import { Field } from '../components/field';
import { formatDateTime } from '../components/format';
import { PageHeader } from '../components/page-header';

const ACTION_LABELS: Record<TSubjectView['history'][number]['action'], string> = { consulta: 'Consulta', exportacao: 'Exportação', exclusao: 'Exclusão' };

/**
 * 'Titular de dados' (LGPD, issue 15; administrators): what the site holds about one e-mail address, its
 * export as JSON for the person, and its erasure. Every consultation, export and erasure is logged.
 */
export function SubjectScreen() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const [view, setView] = useState<TSubjectView | null>(null);
  const [confirming, setConfirming] = useState(false);

  const lookup = useMutation({
    mutationFn: (address: string) => call(contactsEndpoints.subject, { query: { email: address } }, { errorToast: false }),
    onSuccess: setView,
    onError: (failure) => toast.error('Erro ao consultar o titular', { description: errorMessage(failure) }),
  });
  const exportFile = useMutation({
    mutationFn: (address: string) => download(contactsEndpoints.subjectExport, { query: { email: address } }, { errorToast: false }),
    onSuccess: ({ blob, fileName }) => {
      saveFile(blob, fileName ?? 'titular.json');
      toast.success('Dados do titular exportados');
      if (view) lookup.mutate(view.email);
    },
    onError: (failure) => toast.error('Erro ao exportar', { description: errorMessage(failure) }),
  });
  const erase = useMutation({
    mutationFn: (address: string) => call(contactsEndpoints.subjectErase, { body: { email: address } }, { errorToast: false }),
    onSuccess: (result, address) => {
      toast.success('Dados do titular apagados', { description: `${result.leads} contato(s) anonimizado(s), ${result.notes} anotação(ões) e ${result.emails} e-mail(s) apagados.` });
      lookup.mutate(address);
    },
    onError: (failure) => toast.error('Erro ao apagar os dados', { description: errorMessage(failure) }),
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZSubjectQuery.safeParse({ email: email.trim() });
    if (!parsed.success) return setError('Informe um e-mail válido');
    setError(undefined);
    lookup.mutate(parsed.data.email);
  };

  const held = view ? view.leads.length + view.notes + view.emails.length : 0;

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Titular de dados"
        description="Tudo o que o site guarda sobre um e-mail (LGPD): consultar, exportar para a pessoa e apagar. Cada ação fica registrada."
      />
      <Card className="p-5">
        <form role="search" aria-label="Buscar titular" noValidate onSubmit={onSubmit} className="flex flex-wrap items-start gap-3">
          <Field label="E-mail do titular" error={error} className="min-w-64 flex-1">
            <Input
              type="email"
              value={email}
              placeholder="pessoa@empresa.com.br"
              onChange={(event) => {
                setEmail(event.target.value);
                setError(undefined);
              }}
            />
          </Field>
          <Button type="submit" size="sm" className="sm:mt-7" disabled={lookup.isPending}>
            {lookup.isPending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <Search aria-hidden="true" />}
            Consultar
          </Button>
        </form>
      </Card>

      {view ? (
        <Card aria-labelledby="subject-result">
          <CardHeader>
            <CardTitle id="subject-result">{view.email}</CardTitle>
            <div className="flex flex-wrap gap-2">
              <Button variant="secondary" size="sm" disabled={exportFile.isPending} onClick={() => exportFile.mutate(view.email)}>
                <FileJson aria-hidden="true" />
                Exportar JSON
              </Button>
              <Button variant="secondary" size="sm" className="text-danger hover:ring-danger" disabled={!held || erase.isPending} onClick={() => setConfirming(true)}>
                <Trash2 aria-hidden="true" />
                Apagar dados
              </Button>
            </div>
          </CardHeader>
          <div className="grid gap-6 p-5 md:grid-cols-3">
            <section aria-labelledby="subject-leads" className="md:col-span-2">
              <h3 id="subject-leads" className="text-xs font-bold tracking-wide text-ink-500 uppercase">
                Contatos ({view.leads.length})
              </h3>
              {view.leads.length ? (
                <ul className="mt-2 flex flex-col divide-y divide-ink-100">
                  {view.leads.map((lead) => (
                    <li key={lead.id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
                      <span className="font-semibold text-ink-800">{lead.name}</span>
                      <span className="flex items-center gap-2 text-ink-500">
                        <Badge variant="outline">{LEAD_STAGE_LABELS[lead.stage]}</Badge>
                        {formatDateTime(lead.createdAt)}
                      </span>
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="mt-2 text-sm text-ink-500">Nenhum contato com este e-mail.</p>
              )}
              <p className="mt-3 text-sm text-ink-700">
                {view.notes} anotação(ões) da equipe · {view.emails.length} e-mail(s) sobre estes contatos
              </p>
            </section>
            <section aria-labelledby="subject-history">
              <h3 id="subject-history" className="text-xs font-bold tracking-wide text-ink-500 uppercase">
                Registro de ações
              </h3>
              <ol className="mt-2 flex flex-col gap-1.5 text-sm" aria-label="Registro de ações do titular">
                {view.history.map((entry, index) => (
                  <li key={index} className="text-ink-700">
                    <span className="font-semibold">{ACTION_LABELS[entry.action]}</span> por {entry.actorName}
                    <span className="block text-xs text-ink-500">{formatDateTime(entry.createdAt)}</span>
                  </li>
                ))}
              </ol>
            </section>
          </div>
        </Card>
      ) : null}

      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Apagar dados do titular"
        description={
          view
            ? `Os ${view.leads.length} contato(s) de ${view.email} serão anonimizados e ${view.notes} anotação(ões) e ${view.emails.length} e-mail(s) apagados. Etapas e datas ficam para as estatísticas. Esta ação não pode ser desfeita.`
            : ''
        }
        confirmLabel="Sim, apagar"
        onConfirm={() => view && erase.mutate(view.email)}
      />
    </div>
  );
}
