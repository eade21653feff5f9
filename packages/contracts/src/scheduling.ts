import { z } from 'zod';
import { ZBlogPost } from './blog.js';
import { ZCase } from './cases.js';
import { endpoints } from './endpoint.js';

/*
 * Scheduled publishing and preview links (issue 16, decision 041). A post or case is scheduled by
 * publishing it for a later time: visitors see it from then on, on every instance, without a job.
 * A preview link shows a draft or scheduled item on its real public page to whoever has the link.
 */

/** The site's time zone when no administrator chose one: dates are shown and entered in it. */
export const DEFAULT_TIME_ZONE = 'America/Sao_Paulo';
/** How long a shared preview link works. */
export const PREVIEW_LINK_DAYS = 7;
/** How long the link "Visualizar" opens works: long enough to read the page, short enough not to be a share. */
export const PREVIEW_VIEW_HOURS = 1;
/** The public address of a preview, in Portuguese (/en/previa/… and /es/previa/… in the other languages). */
export const PREVIEW_PATH = '/previa';
/** How far ahead an item can be scheduled. */
const SCHEDULE_MAX_DAYS = 5 * 366;

/** Whether a string names a time zone the runtime knows (IANA, e.g. America/Sao_Paulo). */
export function isTimeZone(value: string): boolean {
  if (!/^[A-Za-z_]+(?:\/[A-Za-z0-9_+-]+){0,2}$/.test(value) && value !== 'UTC') return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

export const SCHEDULE_MESSAGES = {
  invalidDate: 'Data e hora inválidas',
  inPast: 'Escolha uma data e hora no futuro',
  tooFar: 'Agende para no máximo 5 anos à frente',
  postNotScheduled: 'Este post não está agendado',
  caseNotScheduled: 'Este case não está agendado',
  invalidTimeZone: 'Fuso horário inválido (use um nome como America/Sao_Paulo)',
  linkNotFound: 'Link de pré-visualização não encontrado',
} as const;

export const ZSchedule = z
  .strictObject({
    /** The moment it goes public, as an ISO 8601 date-time with its offset (the back office converts from the site's time zone). */
    publishAt: z.iso.datetime({ offset: true, error: SCHEDULE_MESSAGES.invalidDate }),
  })
  .superRefine((value, ctx) => {
    const at = Date.parse(value.publishAt);
    if (at <= Date.now()) ctx.addIssue({ code: 'custom', path: ['publishAt'], message: SCHEDULE_MESSAGES.inPast });
    else if (at > Date.now() + SCHEDULE_MAX_DAYS * 86_400_000) ctx.addIssue({ code: 'custom', path: ['publishAt'], message: SCHEDULE_MESSAGES.tooFar });
  })
  .meta({ examples: [{ publishAt: '2026-12-07T09:00:00-03:00' }] });
export type TSchedule = z.infer<typeof ZSchedule>;

export const ZPreviewLink = z.object({
  id: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
  /** Who made it, while their account exists. */
  createdBy: z.string().nullable(),
  createdByName: z.string().nullable(),
});
export type TPreviewLink = z.infer<typeof ZPreviewLink>;

export const ZPreviewLinkCreate = z
  .strictObject({
    /** `share` (default): valid 7 days, to send to someone; `view`: valid an hour, what "Visualizar" opens. */
    purpose: z.enum(['share', 'view'], { error: 'Finalidade inválida (share ou view)' }).default('share'),
  })
  .meta({ examples: [{ purpose: 'share' }] });

/** A new link: the only moment its address (with the token) is known; the server keeps only the token's SHA-256. */
export const ZPreviewLinkCreated = ZPreviewLink.extend({ path: z.string(), url: z.string() });
export type TPreviewLinkCreated = z.infer<typeof ZPreviewLinkCreated>;

export const ZPreviewLinkList = z.array(ZPreviewLink);

const ZLinkParam = z.object({ id: z.uuid('Identificador inválido'), linkId: z.uuid('Identificador inválido') });
const ZIdParam = z.object({ id: z.uuid('Identificador inválido') });

export const ZTimeZone = z
  .strictObject({ timeZone: z.string({ error: SCHEDULE_MESSAGES.invalidTimeZone }).trim().max(64).refine(isTimeZone, SCHEDULE_MESSAGES.invalidTimeZone) })
  .meta({ examples: [{ timeZone: 'America/Sao_Paulo' }] });
export type TTimeZone = z.infer<typeof ZTimeZone>;

export const schedulingEndpoints = endpoints({
  schedulePost: {
    method: 'POST',
    path: '/blog/:id/schedule',
    summary: 'Publish a post at a later time (it stays hidden until then)',
    params: ZIdParam,
    body: ZSchedule,
    response: ZBlogPost,
  },
  unschedulePost: {
    method: 'POST',
    path: '/blog/:id/unschedule',
    summary: "Cancel a post's scheduled publication (back to draft)",
    params: ZIdParam,
    response: ZBlogPost,
  },
  scheduleCase: {
    method: 'POST',
    path: '/cases/:id/schedule',
    summary: 'Publish a case at a later time (it stays hidden until then)',
    params: ZIdParam,
    body: ZSchedule,
    response: ZCase,
  },
  unscheduleCase: {
    method: 'POST',
    path: '/cases/:id/unschedule',
    summary: "Cancel a case's scheduled publication (back to unpublished)",
    params: ZIdParam,
    response: ZCase,
  },
  postPreviewLinks: {
    method: 'GET',
    path: '/blog/:id/preview-links',
    summary: 'The active preview links of a post',
    params: ZIdParam,
    response: ZPreviewLinkList,
  },
  createPostPreviewLink: {
    method: 'POST',
    path: '/blog/:id/preview-links',
    summary: 'A signed link that shows the post as it is now, without signing in',
    params: ZIdParam,
    body: ZPreviewLinkCreate,
    response: ZPreviewLinkCreated,
    status: 201,
  },
  revokePostPreviewLink: {
    method: 'DELETE',
    path: '/blog/:id/preview-links/:linkId',
    summary: 'Revoke a preview link of a post',
    params: ZLinkParam,
    response: ZPreviewLink,
  },
  casePreviewLinks: {
    method: 'GET',
    path: '/cases/:id/preview-links',
    summary: 'The active preview links of a case',
    params: ZIdParam,
    response: ZPreviewLinkList,
  },
  createCasePreviewLink: {
    method: 'POST',
    path: '/cases/:id/preview-links',
    summary: 'A signed link that shows the case as it is now, without signing in',
    params: ZIdParam,
    body: ZPreviewLinkCreate,
    response: ZPreviewLinkCreated,
    status: 201,
  },
  revokeCasePreviewLink: {
    method: 'DELETE',
    path: '/cases/:id/preview-links/:linkId',
    summary: 'Revoke a preview link of a case',
    params: ZLinkParam,
    response: ZPreviewLink,
  },
  timeZone: { method: 'GET', path: '/settings/time-zone', summary: "The site's time zone, in which dates are shown and entered", response: ZTimeZone },
  setTimeZone: { method: 'PUT', path: '/settings/time-zone', summary: "Set the site's time zone (admin)", body: ZTimeZone, response: ZTimeZone },
});
