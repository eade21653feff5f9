import type { TContact } from '@softhouse/contracts';
import { Mail, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '~/components/ui/badge';
import { Button } from '~/components/ui/button';
import { Dialog, DialogBody, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '~/components/ui/dialog';
import { formatDateTime } from '../components/format';
import { isContentPage, PAGE_LABELS } from '../pages/page-names';

type ContactDetailDialogProps = {
  contact: TContact | null;
  onOpenChange: (open: boolean) => void;
  onDelete: (contact: TContact) => void;
  /** Back to unread, for whoever handles it later. */
  onMarkUnread: (contact: TContact) => void;
};

/** 'Detalhes do Contato'. Everything the visitor typed is shown as text, never as HTML. */
export function ContactDetailDialog({ contact, onOpenChange, onDelete, onMarkUnread }: ContactDetailDialogProps) {
  return (
    <Dialog open={contact !== null} onOpenChange={onOpenChange}>
      <DialogContent size="md" closeLabel="Fechar">
        {contact ? (
          <>
            <DialogHeader>
              <DialogTitle>Detalhes do Contato</DialogTitle>
              <DialogDescription>
                Recebido em {formatDateTime(contact.createdAt)}
                {contact.isRead ? null : (
                  <Badge variant="brand" className="ml-2">
                    Novo
                  </Badge>
                )}
              </DialogDescription>
            </DialogHeader>
            <DialogBody>
              <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
                <Item label="Nome">{contact.name}</Item>
                <Item label="E-mail">
                  <a href={`mailto:${contact.email}`} className="font-semibold text-brand hover:underline">
                    {contact.email}
                  </a>
                </Item>
                <Item label="Telefone">{contact.phone ?? '—'}</Item>
                <Item label="Empresa">{contact.company ?? '—'}</Item>
                <Item label="Assunto" wide>
                  {contact.subject ?? '—'}
                </Item>
                <Item label="Mensagem" wide>
                  <p className="rounded-control bg-ink-50 p-4 whitespace-pre-wrap ring-1 ring-ink-200" data-testid="contact-message">
                    {contact.message}
                  </p>
                </Item>
                <Item label="Recebido em">{formatDateTime(contact.createdAt)}</Item>
                <Item label="Origem">{sourceText(contact.source)}</Item>
              </dl>
            </DialogBody>
            <DialogFooter className="justify-between">
              <Button variant="ghost" size="sm" className="text-danger hover:bg-danger-light hover:text-danger" onClick={() => onDelete(contact)}>
                <Trash2 aria-hidden="true" />
                Excluir Contato
              </Button>
              <div className="flex flex-wrap gap-2">
                {contact.isRead ? (
                  <Button variant="secondary" size="sm" onClick={() => onMarkUnread(contact)}>
                    <Mail aria-hidden="true" />
                    Marcar como não lido
                  </Button>
                ) : null}
                <Button variant="secondary" size="sm" onClick={() => onOpenChange(false)}>
                  Fechar
                </Button>
              </div>
            </DialogFooter>
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

/** The page whose form the lead came from, as staff call it, with its address. */
function sourceText(source: string | null): string {
  if (!source) return '—';
  return isContentPage(source) ? `${PAGE_LABELS[source].label} (${PAGE_LABELS[source].path})` : source;
}

function Item({ label, children, wide = false }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? 'sm:col-span-2' : undefined}>
      <dt className="text-xs font-bold tracking-wide text-ink-500 uppercase">{label}</dt>
      <dd className="mt-1 text-sm break-words text-ink-800">{children}</dd>
    </div>
  );
}
