import { z } from 'zod';
import {
  ATTRIBUTION_FIELDS,
  cleanLine,
  CONTACT_MESSAGES,
  contactFieldError,
  LEAD_CHANNELS,
  LEAD_MESSAGES,
  LEAD_SERVICES,
  LEAD_STAGES,
  type TAttributionField,
  type TContactField,
} from './rules.js';
import { LANGUAGES } from './i18n.js';
import { BULK_LIMIT, bulkOf, pageOf, ZBulkResult, ZUuidParam } from './common.js';
import { endpoints } from './endpoint.js';

/** A lead field as the API validates it: trimmed and checked by contactFieldError, the form's own rule. */
const checked = (name: TContactField, notString: string) =>
  z
    .string({ error: notString })
    .optional()
    .transform((v) => (v ?? '').trim())
    .superRefine((value, ctx) => {
      const code = contactFieldError(name, value);
      if (code) ctx.addIssue({ code: 'custom', message: CONTACT_MESSAGES[code] });
    });
const required = (name: 'name' | 'email' | 'message') => checked(name, CONTACT_MESSAGES[`${name}Required`]);
/** Empty optional fields are left out. */
const optional = (name: TContactField) => checked(name, 'Valor inválido').transform((v) => v || undefined);

/** An attribution value: one line, no control characters, at most 500 characters (2,000 for addresses); empty is left out. */
const attributionText = (max: number) =>
  z
    .string()
    .max(4000)
    .transform((v) => cleanLine(v).slice(0, max) || undefined)
    .optional();
const ZAttributionInput = z.strictObject(
  Object.fromEntries(ATTRIBUTION_FIELDS.map((field) => [field, attributionText(field === 'landingPage' || field === 'referrer' ? 2000 : 500)])) as Record<
    TAttributionField,
    ReturnType<typeof attributionText>
  >,
);
export const ZAttribution = z.object(Object.fromEntries(ATTRIBUTION_FIELDS.map((field) => [field, z.string().nullable()])) as Record<TAttributionField, z.ZodNullable<z.ZodString>>);
export type TAttribution = z.infer<typeof ZAttribution>;

/** The public lead form. `website` is a honeypot: people never see it, bots fill it. */
export const ZContactCreate = z.strictObject({
  name: required('name'),
  email: required('email'),
  phone: optional('phone'),
  company: optional('company'),
  subject: optional('subject'),
  message: required('message'),
  source: z.enum(['contato', 'software', 'aplicativo', 'outsourcing', 'home']).optional(),
  website: z.string().max(500).optional(),
  /** The language of the page the form was sent from. */
  language: z.enum(LANGUAGES).optional(),
  /** Where the visit came from (the site records it for the visit only); every field optional. */
  attribution: ZAttributionInput.optional(),
  /** The separate, unticked checkbox: consent to receive marketing content (LGPD). */
  marketingConsent: z.boolean().optional(),
  /** The version of the privacy notice the form showed (PRIVACY_NOTICE_VERSION). */
  consentVersion: z.string().max(40).regex(/^[\w.-]*$/, 'Versão inválida').optional(),
}).meta({ examples: [{ name: 'Maria Souza', email: 'maria@empresa.com.br', phone: '+55 11 98888-7777', company: 'Empresa X', subject: 'Orçamento', message: 'Queremos um aplicativo para nossos vendedores.', source: 'contato', language: 'pt', attribution: { landingPage: '/software?utm_source=google&utm_campaign=erp', referrer: 'https://www.google.com/', utmSource: 'google', utmCampaign: 'erp' }, marketingConsent: false, consentVersion: '2026-11-25' }] });
export type TContactCreate = z.infer<typeof ZContactCreate>;

export const ZContact = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  company: z.string().nullable(),
  subject: z.string().nullable(),
  message: z.string(),
  isRead: z.boolean(),
  source: z.string().nullable(),
  /** The service the lead is about, from the page it was sent from: software, aplicativo, outsourcing or geral. */
  service: z.string(),
  language: z.string().nullable(),
  attribution: ZAttribution,
  /** LGPD: the consent given (or not) to marketing content, the notice's version shown and when. */
  marketingConsent: z.boolean(),
  consentVersion: z.string().nullable(),
  consentAt: z.string().nullable(),
  /** When the retention job replaced its personal data (null while it has them). */
  anonymizedAt: z.string().nullable(),
  /** The pipeline (issue 15): stage, why it was lost, who handles it, when to get back in touch (a day, YYYY-MM-DD). */
  stage: z.enum(LEAD_STAGES),
  lostReason: z.string().nullable(),
  owner: z.object({ id: z.string(), name: z.string() }).nullable(),
  nextContactAt: z.string().nullable(),
  /** The last time someone did something with it (it arrived, its stage or owner changed, a note). */
  lastActivityAt: z.string(),
  /** Still open and untouched for more than one working day. */
  waiting: z.boolean(),
  createdAt: z.string(),
});
export type TContact = z.infer<typeof ZContact>;

/** What staff change on a lead: its stage (with the reason when lost), its owner, the next contact date. */
export const ZLeadUpdate = z
  .strictObject({
    stage: z.enum(LEAD_STAGES, { error: 'Etapa inválida' }).optional(),
    lostReason: z.string().transform(cleanLine).pipe(z.string().max(300, 'Motivo muito longo (máx. 300)')).nullish(),
    ownerId: z.uuid(LEAD_MESSAGES.ownerInvalid).nullish(),
    nextContactAt: z.iso.date('Data inválida (AAAA-MM-DD)').nullish(),
  })
  .meta({ examples: [{ stage: 'em_contato', ownerId: '3f2a9c1e-5b7d-4e8a-9c0f-1a2b3c4d5e6f', nextContactAt: '2026-12-01' }, { stage: 'perdido', lostReason: 'Orçamento acima do previsto' }] });
export type TLeadUpdate = z.input<typeof ZLeadUpdate>;

export const ZLeadNote = z.object({ id: z.string(), body: z.string(), authorName: z.string(), createdAt: z.string() });
export type TLeadNote = z.infer<typeof ZLeadNote>;
export const ZLeadNoteCreate = z
  .strictObject({
    body: z
      .string({ error: LEAD_MESSAGES.noteRequired })
      .transform((v) => v.trim())
      .pipe(z.string().min(1, LEAD_MESSAGES.noteRequired).max(5000, LEAD_MESSAGES.noteTooLong)),
  })
  .meta({ examples: [{ body: 'Liguei; pediu proposta até sexta.' }] });
/** LGPD retention (issue 15): leads older than this many months are anonymised automatically. */
export const LEAD_RETENTION_DEFAULT_MONTHS = 24;

/**
 * How far the leads list counts the leads a filter matches (decision 049): past this it answers "more than
 * 10,000" (`meta.totalCapped`) instead of counting every one, which at 1,000,000 leads cost more than the page.
 */
export const LEAD_COUNT_CAP = 10_000;
/** The same for a search, whose matches are costlier to count (each tested against the text): "more than 1,000". */
export const LEAD_SEARCH_COUNT_CAP = 1_000;
export const ZLeadRetention = z
  .strictObject({
    months: z
      .number({ error: 'Informe o número de meses' })
      .int('Use um número inteiro de meses')
      .min(1, 'No mínimo 1 mês')
      .max(120, 'No máximo 120 meses (10 anos)'),
  })
  .meta({ examples: [{ months: 24 }] });
export type TLeadRetention = z.infer<typeof ZLeadRetention>;

/** 'Titular de dados' (LGPD, issue 15): what the site holds about one e-mail address. */
export const ZSubjectQuery = z.object({ email: z.email('Informe um e-mail válido').max(254) });
export const ZSubjectErase = z.strictObject({ email: ZSubjectQuery.shape.email }).meta({ examples: [{ email: 'maria@empresa.com.br' }] });
export const SUBJECT_ACTIONS = ['consulta', 'exportacao', 'exclusao'] as const;
export const ZSubjectView = z.object({
  email: z.string(),
  leads: z.array(ZContact),
  notes: z.number().int(),
  emails: z.array(z.object({ id: z.string(), subject: z.string(), status: z.string(), createdAt: z.string() })),
  /** Who consulted, exported or erased this address's data, and when (newest first). */
  history: z.array(z.object({ action: z.enum(SUBJECT_ACTIONS), actorName: z.string(), createdAt: z.string(), counts: z.record(z.string(), z.number()) })),
});
export type TSubjectView = z.infer<typeof ZSubjectView>;
export const ZSubjectErased = z.object({ leads: z.number().int(), notes: z.number().int(), emails: z.number().int() });

export const ZLeadOwner = z.object({ id: z.string(), name: z.string() });
export type TLeadOwner = z.infer<typeof ZLeadOwner>;

export const ZContactListQuery = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  limit: z.coerce.number().int().min(1).max(1000).default(20),
  search: z.string().trim().max(200).optional(),
  isRead: z.enum(['true', 'false']).transform((v) => v === 'true').optional(),
  /** The service the lead is about (from the page its form was on). */
  service: z.enum(LEAD_SERVICES, { error: 'Serviço inválido' }).optional(),
  /** How the visit reached the site: campaign (utm tags or an ad click), referral (another site's link), direct, unknown (not recorded). */
  channel: z.enum(LEAD_CHANNELS, { error: 'Canal inválido' }).optional(),
  stage: z.enum(LEAD_STAGES, { error: 'Etapa inválida' }).optional(),
  /** Who handles it: a staff member's id, `me` (the caller) or `none` (nobody yet). */
  owner: z.union([z.uuid(), z.enum(['me', 'none'])], { error: 'Responsável inválido' }).optional(),
  sortBy: z.enum(['createdAt', 'name', 'email', 'company']).default('createdAt'),
  sortOrder: z.enum(['asc', 'desc']).default('desc'),
});
export type TContactListQuery = z.infer<typeof ZContactListQuery>;

export const ZContactStats = z.object({
  total: z.number().int(),
  read: z.number().int(),
  unread: z.number().int(),
  todayContacts: z.number().int(),
  weekContacts: z.number().int(),
  monthContacts: z.number().int(),
});
export type TContactStats = z.infer<typeof ZContactStats>;

/** The last 30 days of leads (issue 15): by stage, service and channel, and how many became clients. */
export const ZLeadReport = z.object({
  days: z.number().int(),
  total: z.number().int(),
  byStage: z.record(z.enum(LEAD_STAGES), z.number().int()),
  byService: z.record(z.enum(LEAD_SERVICES), z.number().int()),
  byChannel: z.record(z.enum(LEAD_CHANNELS), z.number().int()),
  /** Ganho over every lead of the period (0 to 1; 0 without leads). */
  conversionRate: z.number(),
});
export type TLeadReport = z.infer<typeof ZLeadReport>;

export const ZContactExportQuery = z.object({ format: z.enum(['csv', 'excel'], { error: 'Formato deve ser csv ou excel' }).default('csv') });

export const ZContactPage = pageOf(ZContact);
export const ZContactExportFilter = ZContactExportQuery.extend({
  search: ZContactListQuery.shape.search,
  isRead: ZContactListQuery.shape.isRead,
  service: ZContactListQuery.shape.service,
  channel: ZContactListQuery.shape.channel,
  stage: ZContactListQuery.shape.stage,
  owner: ZContactListQuery.shape.owner,
});

/** The filter of the leads list, also what a bulk action over "all matching" reaches. */
export const ZContactFilter = ZContactListQuery.pick({ search: true, isRead: true, service: true, channel: true, stage: true, owner: true });
export const ZContactBulk = bulkOf(['read', 'unread', 'delete'], ZContactFilter).meta({ examples: [{ action: 'read', ids: ['3f2a9c1e-5b7d-4e8a-9c0f-1a2b3c4d5e6f'] }, { action: 'read', filter: { isRead: 'false' } }] });
export type TContactBulk = z.input<typeof ZContactBulk>;
/** The bulk body as the API reads it, validated. */
export type TContactBulkRequest = z.output<typeof ZContactBulk>;
/** The selected leads as a file (ids in the body: a thousand of them do not fit in an address). */
export const ZContactExportSelection = z.object({
  format: ZContactExportQuery.shape.format,
  ids: z.array(z.uuid('Identificador inválido')).min(1, 'Selecione ao menos um contato').max(BULK_LIMIT, `Máximo ${BULK_LIMIT} itens por vez`),
}).meta({ examples: [{ format: 'excel', ids: ['3f2a9c1e-5b7d-4e8a-9c0f-1a2b3c4d5e6f'] }] });

export const contactsEndpoints = endpoints({
  create: { method: 'POST', path: '/contacts', summary: 'Send a message from the public contact form (rate limited per IP)', body: ZContactCreate, response: z.object({ id: z.string(), createdAt: z.string() }), status: 201 },
  list: { method: 'GET', path: '/contacts', summary: 'Leads, newest first, with search and unread filter', query: ZContactListQuery, response: ZContactPage },
  stats: { method: 'GET', path: '/contacts/stats', summary: 'Counts over every lead: total, read, unread, today, 7 and 30 days', response: ZContactStats },
  export: { method: 'GET', path: '/contacts/export', summary: 'Download leads as CSV or Excel (streamed)', query: ZContactExportFilter, response: null },
  get: { method: 'GET', path: '/contacts/:id', summary: 'One lead', params: ZUuidParam, response: ZContact },
  markRead: { method: 'POST', path: '/contacts/:id/read', summary: 'Mark a lead as read', params: ZUuidParam, response: ZContact },
  remove: { method: 'DELETE', path: '/contacts/:id', summary: 'Delete a lead', params: ZUuidParam, response: z.null() },
  bulk: { method: 'POST', path: '/contacts/bulk', summary: 'Mark read, mark unread or delete the selected leads, or every lead matching a filter', body: ZContactBulk, response: ZBulkResult },
  update: { method: 'PATCH', path: '/contacts/:id', summary: 'Move a lead along the pipeline: stage (with the reason when lost), owner, next contact date', params: ZUuidParam, body: ZLeadUpdate, response: ZContact },
  notes: { method: 'GET', path: '/contacts/:id/notes', summary: "A lead's notes, oldest first, with their author and time", params: ZUuidParam, response: z.array(ZLeadNote) },
  addNote: { method: 'POST', path: '/contacts/:id/notes', summary: 'Add a note to a lead (signed by the caller)', params: ZUuidParam, body: ZLeadNoteCreate, response: ZLeadNote, status: 201 },
  retention: { method: 'GET', path: '/contacts/retention', summary: 'How many months leads keep their personal data (admin)', response: ZLeadRetention },
  setRetention: { method: 'PUT', path: '/contacts/retention', summary: 'Set how many months leads keep their personal data before they are anonymised (admin)', body: ZLeadRetention, response: ZLeadRetention },
  subject: { method: 'GET', path: '/privacy/subject', summary: "Everything the site holds about an e-mail address: its leads, their notes and the e-mails about them (admin; recorded)", query: ZSubjectQuery, response: ZSubjectView },
  subjectExport: { method: 'GET', path: '/privacy/subject/export', summary: 'The same, in full, as a JSON file (admin; recorded)', query: ZSubjectQuery, response: null },
  subjectErase: { method: 'POST', path: '/privacy/subject/erase', summary: "Erase an e-mail address's personal data: its leads anonymised, their notes and e-mails deleted (admin; recorded)", body: ZSubjectErase, response: ZSubjectErased },
  report: { method: 'GET', path: '/contacts/report', summary: 'The last 30 days of leads by stage, service and channel, with the rate that became clients', response: ZLeadReport },
  owners: { method: 'GET', path: '/contacts/owners', summary: 'Who can handle leads: the active staff allowed to see them, id and name only', response: z.array(ZLeadOwner) },
  exportSelection: { method: 'POST', path: '/contacts/export', summary: 'Download the selected leads as CSV or Excel (streamed)', body: ZContactExportSelection, response: null },
});
