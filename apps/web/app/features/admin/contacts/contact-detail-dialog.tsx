import type { TContact } from '@softhouse/contracts';
import { Mail, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '~/components/ui/badge';
import { Button } from '~/components/ui/button';
import { Dialog, DialogContent } from '~/components/ui/dialog';
import { formatDateTime } from '../components/format';
import { DialogPanel } from '../kit';
import { isContentPage, PAGE_LABELS } from '../pages/page-names';
import { LeadPipeline } from './lead-pipeline';

type ContactDetailDialogProps = {
  contact: TContact | null;
  onOpenChange: (open: boolean) => void;
  onDelete: (contact: TContact) => void;
  /** Back to unread, for whoever handles it later. */
  onMarkUnread: (contact: TContact) => void;
  /** The lead as saved after a pipeline change (stage, owner, next contact, a note). */
  onChanged: (contact: TContact) => void;
};

/** 'Detalhes do Contato'. Everything the visitor typed is shown as text, never as HTML. */
export function ContactDetailDialog({ contact, onOpenChange, onDelete, onMarkUnread, onChanged }: ContactDetailDialogProps) {
  return (
    <Dialog open={contact !== null} onOpenChange={onOpenChange}>
      <DialogContent size="md" closeLabel="Fechar">
        {contact ? (
          <DialogPanel
            title="Detalhes do Contato"
            description={
              <>
                Recebido em {formatDateTime(contact.createdAt)}
                {contact.isRead ? null : (
                  <Badge variant="brand" className="ml-2">
                    Novo
                  </Badge>
                )}
              </>
            }
            footerClassName="justify-between"
            footer={
              <>
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
              </>
            }
          >
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
            <LeadPipeline key={contact.id} lead={contact} onChanged={onChanged} />
            <VisitDetails contact={contact} />
          </DialogPanel>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

const LANGUAGE_NAMES: Record<string, string> = { pt: 'Português', en: 'Inglês', es: 'Espanhol' };
const SERVICE_NAMES: Record<string, string> = { software: 'Software sob medida', aplicativo: 'Aplicativo', outsourcing: 'Outsourcing', geral: 'Geral' };

/**
 * Where the visit came from and what the person agreed to (issue 15): its first page and referrer, the
 * campaign tags and ad clicks, the language and service, and the marketing consent with the notice's
 * version and time. All of it text, as the visitor's browser sent it.
 */
function VisitDetails({ contact }: { contact: TContact }) {
  const a = contact.attribution;
  const campaign = [
    ['utm_source', a.utmSource],
    ['utm_medium', a.utmMedium],
    ['utm_campaign', a.utmCampaign],
    ['utm_term', a.utmTerm],
    ['utm_content', a.utmContent],
  ].filter((pair): pair is [string, string] => Boolean(pair[1]));
  const click = a.gclid ? `Google Ads (gclid ${a.gclid})` : a.fbclid ? `Meta (fbclid ${a.fbclid})` : null;
  return (
    <section aria-labelledby="lead-visit" className="mt-6 border-t border-ink-100 pt-5">
      <h3 id="lead-visit" className="text-sm font-bold text-brand-dark">
        De onde veio
      </h3>
      <dl className="mt-3 grid gap-x-6 gap-y-4 sm:grid-cols-2">
        <Item label="Serviço">{SERVICE_NAMES[contact.service] ?? contact.service}</Item>
        <Item label="Idioma">{contact.language ? (LANGUAGE_NAMES[contact.language] ?? contact.language) : '—'}</Item>
        <Item label="Página de entrada" wide>
          {a.landingPage ?? 'Não registrada (visita sem JavaScript ou formulário antigo)'}
        </Item>
        <Item label="Veio de">{a.referrer ?? 'Acesso direto ou sem referência'}</Item>
        <Item label="Clique de anúncio">{click ?? '—'}</Item>
        <Item label="Campanha" wide>
          {campaign.length ? (
            <span className="flex flex-wrap gap-1.5">
              {campaign.map(([name, value]) => (
                <span key={name} className="rounded-full bg-ink-100 px-2.5 py-0.5 text-xs font-semibold text-ink-700">
                  {name}: {value}
                </span>
              ))}
            </span>
          ) : (
            'Sem campanha'
          )}
        </Item>
        <Item label="Aceita receber marketing" wide>
          {contact.consentVersion
            ? `${contact.marketingConsent ? 'Sim' : 'Não'}, sob o aviso de privacidade de ${contact.consentVersion}${contact.consentAt ? `, em ${formatDateTime(contact.consentAt)}` : ''}`
            : 'Não registrado (sem aviso de privacidade no envio)'}
        </Item>
      </dl>
    </section>
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
