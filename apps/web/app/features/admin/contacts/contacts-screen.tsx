import { LEAD_STAGE_LABELS, type TContact } from '@softhouse/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { CalendarDays, CalendarRange, Clock, Eye, FileDown, FileSpreadsheet, Inbox, Mail, MailOpen, type LucideIcon } from 'lucide-react';
import { type ReactNode, useEffect, useEffectEvent, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Badge } from '~/components/ui/badge';
import { Button } from '~/components/ui/button';
import { Skeleton } from '~/components/ui/skeleton';
import { toast } from '~/components/ui/toast';
import { cn } from '~/lib/cn';
import { errorMessage } from '../api/client';
import { Card } from '../components/card';
import { ConfirmDialog } from '../components/confirm-dialog';
import { formatDate, formatDateTime, formatNumber, formatTime } from '../components/format';
import { IconButton } from '../components/icon-button';
import { type BulkAction, bulkDelete, bulkRunner, type Column, filterOptions, ListCard, ListFilter, ListScreen, ListSearch, ListSelect, ListToggle, ListToolbar, pageProps, plural, RowActions, type Selection, useListMutation, useListParams } from '../kit';
import { ContactDetailDialog } from './contact-detail-dialog';
import { LeadBoard } from './lead-board';
import { LeadReport } from './lead-report';
import { CONTACT_FILTERS, contactsApi, contactsKey, saveExport, useContacts, useContactStats, useLeadOwners, type ContactListParams } from './contacts-api';

const DEFAULT_SORT = { key: 'createdAt', order: 'desc' } as const;
const SERVICES = { software: 'Software sob medida', aplicativo: 'Aplicativo', outsourcing: 'Outsourcing', geral: 'Geral' };
const CHANNELS = { campaign: 'Campanha ou anúncio', referral: 'Link de outro site', direct: 'Acesso direto', unknown: 'Não registrada' };

const columns: Column<TContact>[] = [
  {
    id: 'status',
    label: 'Status',
    cell: (contact) =>
      contact.isRead ? (
        <span className="inline-flex items-center gap-1.5 text-xs font-semibold text-ink-500">
          <MailOpen aria-hidden="true" className="size-4" />
          Lido
        </span>
      ) : (
        <Badge variant="brand">
          <Mail aria-hidden="true" />
          Novo
        </Badge>
      ),
  },
  {
    id: 'name',
    label: 'Nome',
    sortKey: 'name',
    primary: true,
    className: 'max-w-48 truncate',
    cell: (contact) => <span className={cn(!contact.isRead && 'font-bold text-ink-900')}>{contact.name}</span>,
  },
  { id: 'email', label: 'E-mail', sortKey: 'email', className: 'max-w-52 truncate text-ink-700', cell: (contact) => contact.email },
  {
    id: 'stage',
    label: 'Etapa',
    cell: (contact) => (
      <span className="inline-flex flex-col items-start gap-1">
        <Badge variant={contact.stage === 'ganho' ? 'success' : contact.stage === 'perdido' ? 'neutral' : 'outline'}>{LEAD_STAGE_LABELS[contact.stage]}</Badge>
        {contact.owner ? <span className="text-xs text-ink-500">{contact.owner.name}</span> : null}
        {/* Open and untouched for more than one working day. */}
        {contact.waiting ? (
          <span className="inline-flex items-center gap-1 text-xs font-bold text-danger" data-testid="lead-waiting">
            <Clock aria-hidden="true" className="size-3.5" />
            Aguardando resposta
          </span>
        ) : null}
      </span>
    ),
  },
  {
    id: 'company',
    label: 'Empresa',
    sortKey: 'company',
    hideOnPhone: true,
    className: 'max-w-36 truncate text-ink-700',
    cell: (contact) => contact.company ?? '—',
  },
  { id: 'subject', label: 'Assunto', hideOnPhone: true, className: 'max-w-44 truncate text-ink-700', cell: (contact) => contact.subject ?? '—' },
  {
    id: 'date',
    label: 'Data',
    sortKey: 'createdAt',
    className: 'whitespace-nowrap text-ink-600',
    cell: (contact) => (
      <time dateTime={contact.createdAt} title={formatDateTime(contact.createdAt)}>
        {formatDate(contact.createdAt)}
        <span className="block text-xs text-ink-500 max-sm:ml-1 max-sm:inline">{formatTime(contact.createdAt)}</span>
      </time>
    ),
  },
];

function bulkActions(list: ContactListParams, refresh: () => Promise<void>): BulkAction[] {
  const change = bulkRunner(contactsApi.bulk, list, refresh);
  const exportAs = (format: 'csv' | 'excel') => async (selection: Selection) => {
    saveExport(await contactsApi.exportSelection(format, selection, list), format);
    toast.success(`Contatos exportados em formato ${format.toUpperCase()}`);
  };
  const mark = (read: boolean, icon: ReactNode): BulkAction => {
    const as = read ? 'lido' : 'não lido';
    return {
      id: read ? 'read' : 'unread',
      label: `Marcar como ${as}s`,
      icon,
      run: change(read ? 'read' : 'unread'),
      done: (n) => plural(n, `contato marcado como ${as}`, `contatos marcados como ${as}s`),
      failed: `Erro ao marcar contatos como ${as}s`,
    };
  };
  return [
    mark(true, <MailOpen aria-hidden="true" />),
    mark(false, <Mail aria-hidden="true" />),
    { id: 'csv', label: 'CSV', icon: <FileDown aria-hidden="true" />, run: exportAs('csv'), done: () => '', failed: 'Erro ao exportar contatos' },
    { id: 'excel', label: 'Excel', icon: <FileSpreadsheet aria-hidden="true" />, run: exportAs('excel'), done: () => '', failed: 'Erro ao exportar contatos' },
    bulkDelete({ one: 'contato', many: 'contatos', title: 'Excluir contatos', run: change('delete') }),
  ];
}

/** 'Gerenciamento de Contatos' (product.md §2, §4, §8). */
export function ContactsScreen() {
  const queryClient = useQueryClient();
  const list = useListParams({ defaultSort: DEFAULT_SORT, sortKeys: ['name', 'email', 'company', 'createdAt'], filters: CONTACT_FILTERS });
  const [viewing, setViewing] = useState<TContact | null>(null);
  const [deleting, setDeleting] = useState<TContact | null>(null);
  const [exporting, setExporting] = useState<'csv' | 'excel' | null>(null);
  const contacts = useContacts(list);
  const stats = useContactStats();
  const owners = useLeadOwners();

  const refresh = () => queryClient.invalidateQueries({ queryKey: contactsKey });

  const markRead = useListMutation({
    run: (contact: TContact) => contactsApi.markRead(contact.id),
    done: 'Contato marcado como lido',
    failed: 'Erro ao marcar contato como lido',
    after: (updated) => setViewing((current) => (current?.id === updated.id ? updated : current)),
    refresh: contactsKey,
  });
  const markUnread = useListMutation({
    run: (contact: TContact) => contactsApi.markUnread(contact.id),
    done: 'Contato marcado como não lido',
    failed: 'Erro ao marcar contato como não lido',
    // Closed, as opening it again marks it read.
    after: () => setViewing(null),
    refresh: contactsKey,
  });
  const remove = useListMutation({
    run: (contact: TContact) => contactsApi.remove(contact.id),
    done: 'Contato excluído com sucesso',
    failed: 'Erro ao excluir contato',
    after: (_, contact) => {
      setViewing((current) => (current?.id === contact.id ? null : current));
      list.rowRemoved(contacts.data?.data.length ?? 0);
    },
    refresh: contactsKey,
  });

  const open = (contact: TContact) => {
    setViewing(contact);
    // Opening an unread lead marks it read (product.md §4).
    if (!contact.isRead) markRead.mutate(contact);
  };

  // /admin/contatos?contato={id}: the link in a new-lead e-mail opens that lead (decision 028).
  const [params, setParams] = useSearchParams();
  const linked = params.get('contato');
  const openLinked = useEffectEvent((id: string) => {
    contactsApi.get(id).then(open, (error: unknown) => toast.error('Contato não encontrado', { description: errorMessage(error) }));
    setParams(
      (current) => {
        current.delete('contato');
        return current;
      },
      { replace: true },
    );
  });
  useEffect(() => {
    if (linked) openLinked(linked);
  }, [linked]);

  const exportAll = async (format: 'csv' | 'excel') => {
    setExporting(format);
    try {
      saveExport(await contactsApi.exportFile(format), format);
      toast.success(`Contatos exportados em formato ${format.toUpperCase()}`);
    } catch (error) {
      toast.error('Erro ao exportar contatos', { description: errorMessage(error) });
    } finally {
      setExporting(null);
    }
  };

  // The same filters over the list and the board (the board's columns are the stages).
  const board = list.filters.view === 'board';
  const filters = (
    <>
      <ListToggle params={list} name="isRead" value="false">
        <Mail aria-hidden="true" />
        Não lidos
      </ListToggle>
      {board ? null : <ListSelect params={list} name="stage" label="Etapa" options={filterOptions('Todas', LEAD_STAGE_LABELS)} />}
      <ListSelect
        params={list}
        name="owner"
        label="Responsável"
        options={filterOptions('Qualquer um', { me: 'Meus', none: 'Sem responsável', ...Object.fromEntries((owners.data ?? []).map((owner) => [owner.id, owner.name])) })}
      />
      <ListSelect params={list} name="service" label="Serviço" options={filterOptions('Todos', SERVICES)} />
      <ListSelect params={list} name="channel" label="Veio de" options={filterOptions('Qualquer origem', CHANNELS)} />
    </>
  );

  return (
    <ListScreen
      title="Gerenciamento de Contatos"
      description="Mensagens recebidas pelos formulários do site."
      actions={
        <>
          <Button variant="secondary" size="sm" disabled={exporting !== null} onClick={() => void exportAll('csv')}>
            <FileDown aria-hidden="true" />
            CSV
          </Button>
          <Button variant="secondary" size="sm" disabled={exporting !== null} onClick={() => void exportAll('excel')}>
            <FileSpreadsheet aria-hidden="true" />
            Excel
          </Button>
        </>
      }
    >
      <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        <StatCard icon={Inbox} label="Total de Contatos" value={stats.data?.total} loading={stats.isPending} />
        <StatCard icon={Mail} label="Não Lidos" value={stats.data?.unread} loading={stats.isPending} highlight />
        <StatCard icon={CalendarDays} label="Hoje" value={stats.data?.todayContacts} loading={stats.isPending} />
        <StatCard icon={CalendarRange} label="Este Mês" value={stats.data?.monthContacts} loading={stats.isPending} />
      </div>

      <LeadReport />

      {/* The way to see the leads: the kit's list, or a board by stage. */}
      <div className="self-start max-sm:self-stretch">
        <ListFilter
          params={list}
          name="view"
          label="Ver como"
          options={[
            { value: undefined, label: 'Lista' },
            { value: 'board', label: 'Quadro por etapa' },
          ]}
        />
      </div>

      {board ? (
        <Card>
          <ListToolbar>
            <ListSearch params={list} label="Buscar contatos" />
            {filters}
          </ListToolbar>
          <LeadBoard list={list} onOpen={open} />
        </Card>
      ) : (
        <ListCard
          label="Contatos"
          what="os contatos"
          columns={columns}
          {...pageProps(contacts, list)}
          rowName={(contact) => contact.name}
          rowProps={(contact) => ({
            'data-unread': contact.isRead ? undefined : 'true',
            className: cn(!contact.isRead && 'bg-brand-light/50 hover:bg-brand-light/80'),
          })}
          empty={{ none: 'Nenhum contato recebido ainda.', filtered: 'Nenhum contato encontrado com os filtros aplicados.' }}
          search="Buscar contatos"
          toolbar={filters}
          bulk={{ actions: bulkActions(list, refresh), noun: { one: 'contato', many: 'contatos' } }}
          actions={(contact) => (
            <RowActions noun="contato" onDelete={() => setDeleting(contact)}>
              <IconButton label="Ver contato" onClick={() => open(contact)}>
                <Eye aria-hidden="true" />
              </IconButton>
            </RowActions>
          )}
        />
      )}

      <ContactDetailDialog
        contact={viewing}
        onOpenChange={(isOpen) => !isOpen && setViewing(null)}
        onDelete={(contact) => setDeleting(contact)}
        onMarkUnread={(contact) => markUnread.mutate(contact)}
        onChanged={setViewing}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(isOpen) => !isOpen && setDeleting(null)}
        title="Excluir contato"
        description={`Tem certeza que deseja excluir o contato de "${deleting?.name ?? ''}"? Esta ação não pode ser desfeita.`}
        confirmLabel="Excluir"
        onConfirm={() => deleting && remove.mutate(deleting)}
      />
    </ListScreen>
  );
}

function StatCard({
  icon: Icon,
  label,
  value,
  loading,
  highlight = false,
}: {
  icon: LucideIcon;
  label: string;
  value: number | undefined;
  loading: boolean;
  highlight?: boolean;
}) {
  return (
    // On a phone the icon sits above the figure, which then has the card's width: a million is nine characters.
    <Card className="flex flex-col items-start gap-2.5 p-4 sm:flex-row sm:items-center sm:gap-4">
      <span
        className={cn(
          'grid size-10 shrink-0 place-items-center rounded-control [&_svg]:size-5',
          highlight ? 'bg-brand text-white' : 'bg-brand-light text-brand',
        )}
      >
        <Icon aria-hidden="true" />
      </span>
      <div className="mt-auto min-w-0 sm:mt-0">
        <p className="text-xs font-bold tracking-wide text-ink-500 uppercase">{label}</p>
        {loading ? (
          <Skeleton className="mt-1 h-6 w-12" />
        ) : (
          <p className="text-xl font-extrabold text-brand-dark tabular-nums sm:text-2xl" data-testid={`stat-${label}`}>
            {value === undefined ? '—' : formatNumber(value)}
          </p>
        )}
      </div>
    </Card>
  );
}
