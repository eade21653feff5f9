import { z } from 'zod';
import { ZPageParam, ZSectionType } from './content.js';
import { endpoints } from './endpoint.js';

/*
 * Drafts of a page for the live preview (issue 14, decision 047): the blocks an editor is changing, sent a
 * moment after typing stops and shown at /previa/pagina/{token} before anything is saved. Kept an hour after
 * their last change, never published, never a revision; only the person who made one can change it.
 */

/** How long a draft opens after its last change. */
export const PAGE_DRAFT_TTL_MS = 60 * 60 * 1000;
/** Where drafts are shown; the language a visitor chose does not redirect it (the editor's tab says the language). */
export const PAGE_PREVIEW_PREFIX = '/previa/pagina/';
/** The public address of a draft (the language's prefix in front for English and Spanish). */
export const pageDraftPath = (token: string) => `${PAGE_PREVIEW_PREFIX}${token}`;

/** A block as the editor has it: its content is checked against its type, and what fails is left out of the preview. */
export const ZPageDraftBlock = z.strictObject({
  id: z.string().max(60),
  type: ZSectionType,
  content: z.record(z.string(), z.unknown(), { error: 'Conteúdo da seção inválido' }),
  visible: z.boolean(),
});
export type TPageDraftBlock = z.infer<typeof ZPageDraftBlock>;

export const ZPageDraftBody = z
  .strictObject({ blocks: z.array(ZPageDraftBlock).max(200, 'No máximo 200 seções') })
  .meta({ examples: [{ blocks: [{ id: 'new', type: 'cta', content: { title: { pt: 'Vamos conversar?' }, buttons: [{ label: { pt: 'Fale conosco' }, href: '/contato' }] }, visible: true }] }] });
export type TPageDraftBody = z.infer<typeof ZPageDraftBody>;

export const ZPageDraft = z.object({ token: z.string(), page: z.string(), expiresAt: z.string() });
export type TPageDraft = z.infer<typeof ZPageDraft>;

const ZDraftToken = z.object({ token: z.string().regex(/^[0-9a-f]{64}$/, 'Rascunho inválido') });

export const pageDraftsEndpoints = endpoints({
  create: { method: 'POST', path: '/content/:page/drafts', summary: 'Keep the blocks of a page being edited, for its live preview', params: ZPageParam, body: ZPageDraftBody, response: ZPageDraft, status: 201 },
  update: { method: 'PUT', path: '/content/drafts/:token', summary: "Change the caller's draft of a page (404 once it has expired)", params: ZDraftToken, body: ZPageDraftBody, response: ZPageDraft },
});
