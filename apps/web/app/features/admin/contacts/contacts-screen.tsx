import type { TContact } from '@softhouse/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CalendarDays, CalendarRange, Eye, FileDown, FileSpreadsheet, Inbox, Mail, MailOpen, Trash2, type LucideIcon } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '~/components/ui/badge';
import { Button } from '~/components/ui/button';
import { Skeleton } from '~/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '~/components/ui/table';
import { toast } from '~/components/ui/toast';
import { cn } from '~/lib/cn';
import { errorMessage } from '../api/client';
import { Card } from '../components/card';
import { ConfirmDialog } from '../components/confirm-dialog';
import { formatDate, formatDateTime, formatTime } from '../components/format';
import { IconButton } from '../components/icon-button';
import { LoadError } from '../components/load-error';
import { PageHeader } from '../components/page-header';
import { Pager } from '../components/pager';
import { SearchInput } from '../components/search-input';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { ContactDetailDialog } from './contact-detail-dialog';
import { contactsApi, contactsKey, saveBlob, useContacts, useContactStats } from './contacts-api';

/** 'Gerenciamento de Contatos' (SPEC §2, §4, §8). */
export function ContactsScreen() {
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const [unreadOnly, setUnreadOnly] = useState(false);
  const [page, setPage] = useState(1);
  const [viewing, setViewing] = useState<TContact | null>(null);
  const [deleting, setDeleting] = useState<TContact | null>(null);
  const [exporting, setExporting] = useState<'csv' | 'excel' | null>(null);
  const debouncedSearch = useDebouncedValue(search, 350);
  const contacts = useContacts({ page, search: debouncedSearch, unreadOnly });
  const stats = useContactStats();
  const rows = contacts.data?.data ?? [];
  const filtered = debouncedSearch.trim() !== '' || unreadOnly;

  const refresh = () => queryClient.invalidateQueries({ queryKey: contactsKey });

  const markRead = useMutation({
    mutationFn: (contact: TContact) => contactsApi.markRead(contact.id),
    onSuccess: async (updated) => {
      setViewing((current) => (current?.id === updated.id ? updated : current));
      toast.success('Contato marcado como lido');
      await refresh();
    },
    onError: (error) => toast.error('Erro ao marcar contato como lido', { description: errorMessage(error) }),
  });

  const remove = useMutation({
    mutationFn: (contact: TContact) => contactsApi.remove(contact.id),
    onSuccess: async (_, contact) => {
      setViewing((current) => (current?.id === contact.id ? null : current));
      toast.success('Contato excluído com sucesso');
      if (rows.length === 1 && page > 1) setPage(page - 1);
      await refresh();
    },
    onError: (error) => toast.error('Erro ao excluir contato', { description: errorMessage(error) }),
  });

  const open = (contact: TContact) => {
    setViewing(contact);
    // Opening an unread lead marks it read (SPEC §4).
    if (!contact.isRead) markRead.mutate(contact);
  };

  const exportAs = async (format: 'csv' | 'excel') => {
    setExporting(format);
    try {
      const { blob, fileName } = await contactsApi.exportFile(format);
      const stamp = new Date().toISOString().slice(0, 10);
      saveBlob(blob, fileName ?? `contatos_${stamp}.${format === 'excel' ? 'xlsx' : 'csv'}`);
      toast.success(`Contatos exportados em formato ${format.toUpperCase()}`);
    } catch (error) {
      toast.error('Erro ao exportar contatos', { description: errorMessage(error) });
    } finally {
      setExporting(null);
    }
  };

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Gerenciamento de Contatos"
        description="Mensagens recebidas pelos formulários do site."
        actions={
          <>
            <Button variant="secondary" size="sm" disabled={exporting !== null} onClick={() => void exportAs('csv')}>
              <FileDown aria-hidden="true" />
              CSV
            </Button>
            <Button variant="secondary" size="sm" disabled={exporting !== null} onClick={() => void exportAs('excel')}>
              <FileSpreadsheet aria-hidden="true" />
              Excel
            </Button>
          </>
        }
      />

      <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        <StatCard icon={Inbox} label="Total de Contatos" value={stats.data?.total} loading={stats.isPending} />
        <StatCard icon={Mail} label="Não Lidos" value={stats.data?.unread} loading={stats.isPending} highlight />
        <StatCard icon={CalendarDays} label="Hoje" value={stats.data?.todayContacts} loading={stats.isPending} />
        <StatCard icon={CalendarRange} label="Este Mês" value={stats.data?.monthContacts} loading={stats.isPending} />
      </div>

      <Card>
        <div className="flex flex-wrap items-center gap-3 border-b border-ink-100 px-5 py-4">
          <SearchInput
            className="min-w-56 flex-1"
            placeholder="Buscar contatos..."
            aria-label="Buscar contatos"
            value={search}
            onChange={(event) => {
              setSearch(event.target.value);
              setPage(1);
            }}
          />
          <Button
            variant={unreadOnly ? 'primary' : 'secondary'}
            size="sm"
            aria-pressed={unreadOnly}
            onClick={() => {
              setUnreadOnly((value) => !value);
              setPage(1);
            }}
          >
            <Mail aria-hidden="true" />
            Não lidos
          </Button>
        </div>
        {contacts.isPending ? (
          <div className="flex flex-col gap-3 p-5" aria-busy="true" aria-label="Carregando contatos">
            {Array.from({ length: 6 }, (_, i) => (
              <Skeleton key={i} className="h-9 w-full" />
            ))}
          </div>
        ) : contacts.isError ? (
          <LoadError what="os contatos" onRetry={() => void contacts.refetch()} />
        ) : rows.length === 0 ? (
          <p className="px-5 py-12 text-center text-sm text-ink-600">
            {filtered ? 'Nenhum contato encontrado com os filtros aplicados.' : 'Nenhum contato recebido ainda.'}
          </p>
        ) : (
          <>
            <Table aria-label="Contatos">
              <TableHeader>
                <TableRow className="hover:bg-transparent">
                  <TableHead>Status</TableHead>
                  <TableHead>Nome</TableHead>
                  <TableHead>E-mail</TableHead>
                  <TableHead>Empresa</TableHead>
                  <TableHead>Assunto</TableHead>
                  <TableHead>Data</TableHead>
                  <TableHead className="text-right">Ações</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {rows.map((contact) => (
                  <TableRow
                    key={contact.id}
                    data-unread={contact.isRead ? undefined : 'true'}
                    className={cn(!contact.isRead && 'bg-brand-light/50 hover:bg-brand-light/80')}
                  >
                    <TableCell>
                      {contact.isRead ? (
                        <span className="inline-flex items-center gap-1.5 text-xs font-semibold text-ink-500">
                          <MailOpen aria-hidden="true" className="size-4" />
                          Lido
                        </span>
                      ) : (
                        <Badge variant="brand">
                          <Mail aria-hidden="true" />
                          Novo
                        </Badge>
                      )}
                    </TableCell>
                    <TableCell className={cn('max-w-48 truncate', !contact.isRead && 'font-bold text-ink-900')}>{contact.name}</TableCell>
                    <TableCell className="max-w-52 truncate text-ink-700">{contact.email}</TableCell>
                    <TableCell className="max-w-36 truncate text-ink-700">{contact.company ?? '—'}</TableCell>
                    <TableCell className="max-w-44 truncate text-ink-700">{contact.subject ?? '—'}</TableCell>
                    <TableCell className="whitespace-nowrap text-ink-600">
                      <time dateTime={contact.createdAt} title={formatDateTime(contact.createdAt)}>
                        {formatDate(contact.createdAt)}
                        <span className="block text-xs text-ink-500">{formatTime(contact.createdAt)}</span>
                      </time>
                    </TableCell>
                    <TableCell>
                      <div className="flex justify-end gap-1">
                        <IconButton label="Ver contato" onClick={() => open(contact)}>
                          <Eye aria-hidden="true" />
                        </IconButton>
                        <IconButton label="Excluir contato" tone="danger" onClick={() => setDeleting(contact)}>
                          <Trash2 aria-hidden="true" />
                        </IconButton>
                      </div>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
            <Pager page={page} totalPages={contacts.data?.meta.totalPages ?? 1} onPageChange={setPage} />
          </>
        )}
      </Card>

      <ContactDetailDialog
        contact={viewing}
        onOpenChange={(isOpen) => !isOpen && setViewing(null)}
        onDelete={(contact) => setDeleting(contact)}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(isOpen) => !isOpen && setDeleting(null)}
        title="Excluir contato"
        description={`Tem certeza que deseja excluir o contato de "${deleting?.name ?? ''}"? Esta ação não pode ser desfeita.`}
        confirmLabel="Excluir"
        onConfirm={() => deleting && remove.mutate(deleting)}
      />
    </div>
  );
}

function StatCard({ icon: Icon, label, value, loading, highlight = false }: { icon: LucideIcon; label: string; value: number | undefined; loading: boolean; highlight?: boolean }) {
  return (
    <Card className="flex items-center gap-4 p-4">
      <span className={cn('grid size-10 shrink-0 place-items-center rounded-control [&_svg]:size-5', highlight ? 'bg-brand text-white' : 'bg-brand-light text-brand')}>
        <Icon aria-hidden="true" />
      </span>
      <div>
        <p className="text-xs font-bold tracking-wide text-ink-500 uppercase">{label}</p>
        {loading ? (
          <Skeleton className="mt-1 h-6 w-12" />
        ) : (
          <p className="text-2xl font-extrabold text-brand-dark" data-testid={`stat-${label}`}>
            {value ?? '—'}
          </p>
        )}
      </div>
    </Card>
  );
}
