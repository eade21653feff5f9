import { and, eq, inArray } from 'drizzle-orm';
import { can, ROLES, ZNotificationSettings, type TContact, type TNotificationSettings } from '@softhouse/contracts';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema.js';
import type { SettingsService } from '../settings/service.js';
import type { OutgoingEmail } from './outbox.js';

export const DEFAULT_NOTIFICATIONS: TNotificationSettings = { enabled: true, recipients: [] };

/** The page of the site a lead was sent from, as the back office names it. */
const ORIGINS: Record<string, string> = { contato: 'Contato (/contato)', software: 'Software (/software)', aplicativo: 'Aplicativo (/aplicativo)', outsourcing: 'Outsourcing (/outsourcing)', home: 'Início (/)' };

const when = (iso: string) =>
  new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'short', timeZone: 'America/Sao_Paulo' }).format(new Date(iso));

/**
 * Who is told of a new lead, and what they read (decision 028): the addresses set in Contato config ›
 * Notificações, or, until some are set, every active user allowed to see leads (administrators and
 * sales). In Portuguese, as text (a lead's HTML stays text), with Reply-To set to the lead so that
 * "Reply" answers them, and a link to the lead in the back office.
 */
export function createLeadNotifications(db: Db, settings: SettingsService, publicUrl: string) {
  async function current(): Promise<TNotificationSettings> {
    const parsed = ZNotificationSettings.safeParse(await settings.get('notifications'));
    return parsed.success ? parsed.data : DEFAULT_NOTIFICATIONS;
  }
  async function recipients(config: TNotificationSettings): Promise<string[]> {
    if (config.recipients.length) return config.recipients;
    const leadRoles = ROLES.filter((role) => can(role, 'leads'));
    const rows = await db.select({ email: users.email }).from(users).where(and(eq(users.active, true), inArray(users.role, leadRoles))).orderBy(users.createdAt);
    return rows.map((row) => row.email);
  }
  return {
    current,
    async view() {
      const config = await current();
      return { ...config, effectiveRecipients: await recipients(config) };
    },
    async save(config: TNotificationSettings) {
      await settings.set('notifications', { enabled: config.enabled, recipients: [...new Set(config.recipients.map((email) => email.toLowerCase()))] });
      return this.view();
    },
    /**
     * Reads who is told (before the lead's transaction, which must not wait on other queries: PGlite
     * has one connection) and gives what writes a lead's notification: null when they are off or
     * nobody would get them.
     */
    async prepare(): Promise<(lead: TContact) => OutgoingEmail | null> {
      const config = await current();
      const to = config.enabled ? await recipients(config) : [];
      return (lead) => (to.length ? compose(lead, to, publicUrl) : null);
    },
  };
}
export type LeadNotifications = ReturnType<typeof createLeadNotifications>;

/** Where the visit came from, the lines it has (nothing for a visit with no campaign or referrer). */
function visitLines(lead: TContact): string[] {
  const a = lead.attribution;
  const campaign = [a.utmSource, a.utmMedium, a.utmCampaign].filter(Boolean).join(' / ');
  return [
    a.landingPage ? `Página de entrada: ${a.landingPage}` : null,
    a.referrer ? `Veio de: ${a.referrer}` : null,
    campaign ? `Campanha: ${campaign}` : null,
    a.gclid ? 'Clique de anúncio: Google Ads' : a.fbclid ? 'Clique de anúncio: Meta' : null,
    lead.consentVersion ? `Aceita receber marketing: ${lead.marketingConsent ? 'sim' : 'não'}` : null,
  ].filter((text): text is string => text !== null);
}

/** A lead's notification, in Portuguese, as text. */
function compose(lead: TContact, to: string[], publicUrl: string): OutgoingEmail {
  const line = (label: string, value: string | null) => `${label}: ${value?.trim() || 'não informado'}`;
  const text = [
    'Novo contato recebido pelo site.',
    '',
    line('Nome', lead.name),
    line('E-mail', lead.email),
    line('Telefone', lead.phone),
    line('Empresa', lead.company),
    line('Assunto', lead.subject),
    line('Origem', lead.source ? (ORIGINS[lead.source] ?? lead.source) : null),
    ...visitLines(lead),
    line('Recebido em', `${when(lead.createdAt)} (horário de Brasília)`),
    '',
    'Mensagem:',
    lead.message,
    '',
    `Abrir no painel: ${publicUrl}/admin/contatos?contato=${lead.id}`,
    '',
    `Responda a este e-mail para falar com ${lead.name}.`,
  ].join('\n');
  return { kind: 'lead-notification', refId: lead.id, to, replyTo: lead.email, subject: `Novo contato: ${lead.name}${lead.subject ? ` — ${lead.subject}` : ''}`, text };
}
