import { EMAIL_STATUS_LABELS, type TEmail } from '@softhouse/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Eye, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '~/components/ui/badge';
import { Button } from '~/components/ui/button';
import { Dialog, DialogContent } from '~/components/ui/dialog';
import { toast } from '~/components/ui/toast';
import { errorMessage } from '../api/client';
import { formatDateTime } from '../components/format';
import { IconButton } from '../components/icon-button';
import { type Column, DialogPanel, filterOptions, ListCard, ListScreen, pageProps, useListParams } from '../kit';
import { EMAIL_FILTERS, emailsApi, emailsKey, useEmails, useNotifications } from './emails-api';

const DEFAULT_SORT = { key: 'createdAt', order: 'desc' } as const;
const STATUS_BADGE = { pending: 'neutral', sent: 'success', failed: 'danger' } as const;

const columns: Column<TEmail>[] = [
  {
    id: 'subject',
    label: 'Assunto',
    primary: true,
    cell: (email) => (
      <span className="flex min-w-0 flex-col">
        <span className="truncate font-semibold text-ink-800">{email.subject}</span>
        <span className="truncate text-xs text-ink-500">Para: {email.to.join(', ')}</span>
      </span>
    ),
  },
  { id: 'status', label: 'Status', cell: (email) => <Badge variant={STATUS_BADGE[email.status]}>{EMAIL_STATUS_LABELS[email.status]}</Badge> },
  { id: 'attempts', label: 'Tentativas', hideOnPhone: true, cell: (email) => email.attempts },
  { id: 'created', label: 'Criado em', className: 'whitespace-nowrap', hideOnPhone: true, cell: (email) => formatDateTime(email.createdAt) },
];

/** 'E-mails' (decision 028): what the product sent or is sending, with the failures and their reasons; admins only. */
export function EmailsScreen() {
  const queryClient = useQueryClient();
  const list = useListParams({ defaultSort: DEFAULT_SORT, sortKeys: ['createdAt'], filters: EMAIL_FILTERS });
  const emails = useEmails(list);
  const notifications = useNotifications();
  const [viewing, setViewing] = useState<TEmail | null>(null);

  const resend = useMutation({
    mutationFn: (email: TEmail) => emailsApi.resend(email.id),
    onSuccess: async (updated) => {
      setViewing((current) => (current?.id === updated.id ? updated : current));
      if (updated.status === 'sent') toast.success('E-mail enviado');
      else toast.error('E-mail ainda não enviado', { description: updated.lastError ?? 'Nova tentativa em instantes.' });
      await queryClient.invalidateQueries({ queryKey: emailsKey });
    },
    onError: (error) => toast.error('Erro ao reenviar e-mail', { description: errorMessage(error) }),
  });

  const transport = notifications.data?.transport;
  return (
    <ListScreen
      title="E-mails"
      description={
        transport === 'arquivo'
          ? 'Sem servidor SMTP configurado (SMTP_URL): as mensagens ficam guardadas aqui e em DATA_DIR/outbox, e ninguém as recebe por e-mail.'
          : 'As mensagens que o site enviou ou está enviando, como os avisos de novos contatos. Uma falha é tentada de novo algumas vezes antes de aparecer aqui como "Falhou".'
      }
    >
      <ListCard
        title="Mensagens"
        what="os e-mails"
        columns={columns}
        {...pageProps(emails, list)}
        empty={{ none: 'Nenhum e-mail enviado ainda. Os avisos de novos contatos aparecem aqui.', filtered: 'Nenhum e-mail com este status.' }}
        filters={[{ name: 'status', label: 'Status', options: filterOptions('Todos', EMAIL_STATUS_LABELS) }]}
        actions={(email) => (
          <IconButton label={`Ver e-mail "${email.subject}"`} onClick={() => setViewing(email)}>
            <Eye aria-hidden="true" />
          </IconButton>
        )}
      />
      <EmailDialog email={viewing} onOpenChange={(open) => !open && setViewing(null)} onResend={(email) => resend.mutate(email)} resending={resend.isPending} />
    </ListScreen>
  );
}

type EmailDialogProps = { email: TEmail | null; onOpenChange: (open: boolean) => void; onResend: (email: TEmail) => void; resending: boolean };

function EmailDialog({ email, onOpenChange, onResend, resending }: EmailDialogProps) {
  return (
    <Dialog open={email !== null} onOpenChange={onOpenChange}>
      <DialogContent size="md" closeLabel="Fechar">
        {email ? (
          <DialogPanel
            title={email.subject}
            titleClassName="break-words"
            description={
              <>
                Criado em {formatDateTime(email.createdAt)}
                {email.sentAt ? ` · enviado em ${formatDateTime(email.sentAt)}` : ''} · {email.attempts} {email.attempts === 1 ? 'tentativa' : 'tentativas'}
              </>
            }
            className="flex flex-col gap-4 text-sm"
            footer={
              <>
                <Button variant="secondary" size="sm" onClick={() => onOpenChange(false)}>
                  Fechar
                </Button>
                {email.status !== 'pending' ? (
                  <Button size="sm" onClick={() => onResend(email)} disabled={resending}>
                    <RotateCcw aria-hidden="true" />
                    {resending ? 'Reenviando...' : 'Reenviar'}
                  </Button>
                ) : null}
              </>
            }
          >
            <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1.5">
              <dt className="font-semibold text-ink-500">Para</dt>
              <dd className="break-words text-ink-800">{email.to.join(', ')}</dd>
              {email.replyTo ? (
                <>
                  <dt className="font-semibold text-ink-500">Responder a</dt>
                  <dd className="break-words text-ink-800">{email.replyTo}</dd>
                </>
              ) : null}
              <dt className="font-semibold text-ink-500">Status</dt>
              <dd>
                <Badge variant={STATUS_BADGE[email.status]}>{EMAIL_STATUS_LABELS[email.status]}</Badge>
              </dd>
            </dl>
            {email.lastError ? (
              <p role="note" className="rounded-control bg-danger-light px-3 py-2 text-danger">
                Último erro: {email.lastError}
              </p>
            ) : null}
            <pre className="max-h-[50vh] overflow-auto rounded-control bg-ink-50 p-4 font-sans text-sm leading-relaxed whitespace-pre-wrap text-ink-800 ring-1 ring-ink-200">{email.text}</pre>
          </DialogPanel>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
