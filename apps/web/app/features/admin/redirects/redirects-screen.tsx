import type { TNotFound, TRedirect } from '@softhouse/contracts';
import { useMutation } from '@tanstack/react-query';
import { Download, Upload, Waypoints } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Badge } from '~/components/ui/badge';
import { Button } from '~/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '~/components/ui/tabs';
import { toast } from '~/components/ui/toast';
import { errorMessage, saveFile } from '../api/client';
import { ConfirmDialog } from '../components/confirm-dialog';
import { formatDateTime, formatNumber } from '../components/format';
import { type Column, filterOptions, ListCard, ListScreen, ListToggle, pageProps, RowActions, useListMutation, useListParams } from '../kit';
import { ImportDialog, RedirectDialog, type RedirectDialogState } from './redirect-dialogs';
import { NOT_FOUND_FILTERS, notFoundKey, REDIRECT_FILTERS, redirectsApi, redirectsKey, useNotFoundLog, useRedirects } from './redirects-api';

/** The second tab's value in the address: ?aba=nao-encontrados. */
const LOG_TAB = 'nao-encontrados';

const path = (value: string) => <span className="font-mono text-[0.8125rem] break-words text-ink-800">{value}</span>;

const redirectColumns: Column<TRedirect>[] = [
  { id: 'from', label: 'De', primary: true, sortKey: 'from', className: 'min-w-48', cell: (r) => path(r.from) },
  { id: 'to', label: 'Para', className: 'min-w-48', cell: (r) => path(r.to) },
  {
    id: 'type',
    label: 'Tipo',
    className: 'whitespace-nowrap',
    cell: (r) => (
      <span className="flex flex-wrap gap-1.5">
        <Badge variant={r.statusCode === 301 ? 'brand' : 'warning'}>{r.statusCode === 301 ? '301 · Permanente' : '302 · Temporário'}</Badge>
        <Badge variant="outline">{r.automatic ? 'Automático' : 'Manual'}</Badge>
      </span>
    ),
  },
  { id: 'hits', label: 'Acessos', sortKey: 'hits', align: 'right', className: 'whitespace-nowrap tabular-nums', cell: (r) => formatNumber(r.hits) },
  { id: 'lastHitAt', label: 'Último acesso', sortKey: 'lastHitAt', hideOnPhone: true, className: 'whitespace-nowrap text-ink-600', cell: (r) => formatDateTime(r.lastHitAt) },
];

type LogRow = TNotFound & { id: string };
const logColumns: Column<LogRow>[] = [
  {
    id: 'path',
    label: 'Endereço',
    primary: true,
    sortKey: 'path',
    className: 'min-w-56',
    cell: (r) => (
      <span className="flex flex-wrap items-center gap-1.5">
        {path(r.path)}
        {r.bot ? <Badge variant="outline">Robô</Badge> : null}
      </span>
    ),
  },
  { id: 'hits', label: 'Acessos', sortKey: 'hits', align: 'right', className: 'whitespace-nowrap tabular-nums', cell: (r) => formatNumber(r.hits) },
  { id: 'lastSeenAt', label: 'Último acesso', sortKey: 'lastSeenAt', className: 'whitespace-nowrap text-ink-600', cell: (r) => formatDateTime(r.lastSeenAt) },
  { id: 'referrer', label: 'Veio de', className: 'max-w-64', cell: (r) => (r.referrer ? <span className="break-words text-ink-600">{r.referrer}</span> : <span className="text-ink-400">—</span>) },
];

function RedirectsTab({ onEdit }: { onEdit: (state: RedirectDialogState) => void }) {
  const list = useListParams({ defaultSort: { key: 'createdAt', order: 'desc' }, sortKeys: ['from', 'hits', 'lastHitAt', 'createdAt'], filters: REDIRECT_FILTERS });
  const redirects = useRedirects(list);
  const [removing, setRemoving] = useState<TRedirect | null>(null);
  const [importing, setImporting] = useState(false);
  const remove = useListMutation({ run: (r: TRedirect) => redirectsApi.remove(r.id), done: 'Redirecionamento excluído', failed: 'Erro ao excluir redirecionamento', refresh: redirectsKey });
  const exportCsv = useMutation({
    mutationFn: redirectsApi.exportCsv,
    onSuccess: ({ blob, fileName }) => saveFile(blob, fileName ?? 'redirecionamentos.csv'),
    onError: (error) => toast.error('Erro ao exportar', { description: errorMessage(error) }),
  });
  return (
    <ListCard
      title="Redirecionamentos"
      aside={
        <>
          <Button variant="secondary" size="sm" onClick={() => setImporting(true)}>
            <Upload aria-hidden="true" /> Importar CSV
          </Button>
          <Button variant="secondary" size="sm" disabled={exportCsv.isPending} onClick={() => exportCsv.mutate()}>
            <Download aria-hidden="true" /> Exportar CSV
          </Button>
        </>
      }
      label="Redirecionamentos"
      what="os redirecionamentos"
      columns={redirectColumns}
      {...pageProps(redirects, list)}
      search="Buscar endereços"
      filters={[{ name: 'tipo', label: 'Origem', options: filterOptions('Todos', { automatic: 'Automáticos', manual: 'Manuais' }) }]}
      empty={{ none: 'Nenhum redirecionamento ainda. Ao mudar o endereço (slug) de um post ou case publicado, o redirecionamento é criado aqui sozinho.', filtered: 'Nenhum redirecionamento com estes filtros.' }}
      actions={(r) => <RowActions noun={`redirecionamento de ${r.from}`} onEdit={() => onEdit({ redirect: r })} onDelete={() => setRemoving(r)} />}
    >
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title="Excluir redirecionamento?"
        description={removing ? `Quem abrir ${removing.from} vai ver a página de "não encontrado".` : ''}
        confirmLabel="Excluir"
        onConfirm={() => removing && remove.mutate(removing)}
      />
      <ImportDialog open={importing} onOpenChange={setImporting} />
    </ListCard>
  );
}

function NotFoundTab({ onCreate }: { onCreate: (state: RedirectDialogState) => void }) {
  const list = useListParams({ defaultSort: { key: 'hits', order: 'desc' }, sortKeys: ['hits', 'lastSeenAt', 'path'], filters: NOT_FOUND_FILTERS });
  const log = useNotFoundLog(list);
  const [clearing, setClearing] = useState(false);
  const clear = useListMutation({
    run: () => redirectsApi.clearNotFound({}),
    done: ({ removed }) => ({ title: 'Registros removidos', description: `${removed} ${removed === 1 ? 'endereço' : 'endereços'}.` }),
    failed: 'Erro ao limpar registros',
    refresh: notFoundKey,
  });
  return (
    <ListCard
      title="Endereços não encontrados"
      aside={
        <Button variant="secondary" size="sm" disabled={!log.data?.meta.total} onClick={() => setClearing(true)}>
          Limpar registros
        </Button>
      }
      label="Endereços não encontrados"
      what="os endereços não encontrados"
      columns={logColumns}
      {...pageProps(log, list)}
      rows={log.data?.data.map((r) => ({ ...r, id: r.path }))}
      search="Buscar endereços"
      toolbar={
        <ListToggle params={list} name="robos" value="1">
          Mostrar robôs e sondagens
        </ListToggle>
      }
      empty={{ none: 'Nenhum endereço respondeu “não encontrado” ainda.', filtered: 'Nenhum endereço com estes filtros.' }}
      actions={(r) => (
        <Button variant="secondary" size="sm" aria-label={`Criar redirecionamento de ${r.path}`} onClick={() => onCreate({ from: r.path })}>
          <Waypoints aria-hidden="true" /> Criar redirecionamento
        </Button>
      )}
    >
      <ConfirmDialog
        open={clearing}
        onOpenChange={setClearing}
        title="Limpar os endereços não encontrados?"
        description="Todos os registros saem da lista, inclusive os de robôs. Novos acessos voltam a ser contados."
        confirmLabel="Limpar"
        onConfirm={() => clear.mutate()}
      />
    </ListCard>
  );
}

/** 'Redirecionamentos' (issue 16, decision 039): the redirects, and the addresses that answered 404 to turn into redirects. */
export function RedirectsScreen() {
  const [params, setParams] = useSearchParams();
  const tab = params.get('aba') === LOG_TAB ? LOG_TAB : 'redirecionamentos';
  const [dialog, setDialog] = useState<RedirectDialogState>(null);
  // Each tab has its own search, filters, sort and page: switching starts from a clean address.
  const switchTo = (next: string) => setParams(next === LOG_TAB ? { aba: LOG_TAB } : {}, { preventScrollReset: true });
  return (
    <ListScreen
      title="Redirecionamentos"
      description="Endereços antigos que levam a páginas novas, e os endereços que os visitantes tentaram abrir e não existem. Mudar o slug de um post ou case publicado cria o redirecionamento sozinho."
      create={{ label: 'Novo redirecionamento', onClick: () => setDialog({}) }}
    >
      <Tabs value={tab} onValueChange={switchTo} className="flex flex-col gap-4">
        <TabsList aria-label="Seções" className="self-start max-sm:w-full max-sm:[&>*]:flex-1 max-sm:[&>*]:px-2 max-sm:[&>*]:text-[0.8125rem]">
          <TabsTrigger value="redirecionamentos">Redirecionamentos</TabsTrigger>
          <TabsTrigger value={LOG_TAB}>Não encontrados</TabsTrigger>
        </TabsList>
        <TabsContent value="redirecionamentos">
          <RedirectsTab onEdit={setDialog} />
        </TabsContent>
        <TabsContent value={LOG_TAB}>
          <NotFoundTab onCreate={setDialog} />
        </TabsContent>
      </Tabs>
      <RedirectDialog state={dialog} onClose={() => setDialog(null)} />
    </ListScreen>
  );
}
