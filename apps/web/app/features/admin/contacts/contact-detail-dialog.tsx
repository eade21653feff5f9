import type { TContact } from '@softhouse/contracts';
import { Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '~/components/ui/badge';
import { Button } from '~/components/ui/button';
import { Dialog, DialogBody, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '~/components/ui/dialog';
import { formatDateTime } from '../components/format';

type ContactDetailDialogProps = {
  contact: TContact | null;
  onOpenChange: (open: boolean) => void;
  onDelete: (contact: TContact) => void;
};

/** 'Detalhes do Contato'. Everything the visitor typed is shown as text, never as HTML. */
export function ContactDetailDialog({ contact, onOpenChange, onDelete }: ContactDetailDialogProps) {
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
              </dl>
            </DialogBody>
            <DialogFooter className="justify-between">
              <Button variant="ghost" size="sm" className="text-danger hover:bg-danger-light hover:text-danger" onClick={() => onDelete(contact)}>
                <Trash2 aria-hidden="true" />
                Excluir Contato
              </Button>
              <Button variant="secondary" size="sm" onClick={() => onOpenChange(false)}>
                Fechar
              </Button>
            </DialogFooter>
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function Item({ label, children, wide = false }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? 'sm:col-span-2' : undefined}>
      <dt className="text-xs font-bold tracking-wide text-ink-500 uppercase">{label}</dt>
      <dd className="mt-1 text-sm break-words text-ink-800">{children}</dd>
    </div>
  );
}
