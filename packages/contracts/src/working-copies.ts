import { z } from 'zod';
import { endpoints } from './endpoint.js';

/*
 * Working copies (issue 16, decision 043): what an editor has typed in a post's or a case's dialog and not
 * saved yet, kept on the server a few seconds after typing stops. Never published, never a revision of the
 * item; one per person, type and item ('new' for an item not created yet), readable only by its owner.
 * Saving the item for real deletes the saver's copy.
 */

export const WORKING_COPY_TYPES = ['post', 'case'] as const;
export type TWorkingCopyType = (typeof WORKING_COPY_TYPES)[number];
/** The item a copy is of before it exists. */
export const NEW_ITEM = 'new';
/** Largest copy kept, in characters of its JSON: three languages of a long post fit well under it. */
export const WORKING_COPY_MAX_CHARS = 1_000_000;
export const WORKING_COPY_MESSAGES = {
  tooLarge: 'A cópia de trabalho é grande demais (máximo de 1 MB de texto).',
  itemInvalid: 'Item inválido (use o id do item ou "new")',
  typeInvalid: 'Tipo inválido (post ou case)',
} as const;

export const ZWorkingCopyParams = z.object({
  type: z.enum(WORKING_COPY_TYPES, WORKING_COPY_MESSAGES.typeInvalid),
  itemId: z.union([z.literal(NEW_ITEM), z.uuid()], WORKING_COPY_MESSAGES.itemInvalid),
});
export type TWorkingCopyParams = z.infer<typeof ZWorkingCopyParams>;

export const ZWorkingCopyBody = z.object({
  /** The item's version the editor started from (null for a new item or an item without versions). */
  baseVersion: z.number().int().min(0).nullable().default(null),
  /** The form's values, as the editor's dialog keeps them. */
  data: z.record(z.string(), z.unknown()).refine((data) => JSON.stringify(data).length <= WORKING_COPY_MAX_CHARS, WORKING_COPY_MESSAGES.tooLarge),
}).meta({ examples: [{ baseVersion: 3, data: { title: 'Como escolher uma stack', excerpt: 'O que pesar antes de decidir.', content: '## Contexto\n…' } }] });
export type TWorkingCopyBody = z.input<typeof ZWorkingCopyBody>;

export const ZWorkingCopy = z.object({
  type: z.enum(WORKING_COPY_TYPES),
  itemId: z.string(),
  baseVersion: z.number().int().nullable(),
  data: z.record(z.string(), z.unknown()),
  /** When it was last saved (ISO 8601). */
  savedAt: z.string(),
});
export type TWorkingCopy = z.infer<typeof ZWorkingCopy>;

export const workingCopiesEndpoints = endpoints({
  get: {
    method: 'GET',
    path: '/working-copies/:type/:itemId',
    summary: "The caller's unsaved working copy of a post or case ('new' for one not created yet), or null",
    params: ZWorkingCopyParams,
    response: ZWorkingCopy.nullable(),
  },
  put: {
    method: 'PUT',
    path: '/working-copies/:type/:itemId',
    summary: "Keep the caller's working copy of a post or case (autosave; never published, not a revision)",
    params: ZWorkingCopyParams,
    body: ZWorkingCopyBody,
    response: ZWorkingCopy,
  },
  remove: {
    method: 'DELETE',
    path: '/working-copies/:type/:itemId',
    summary: "Discard the caller's working copy of a post or case",
    params: ZWorkingCopyParams,
    response: z.null(),
  },
});
