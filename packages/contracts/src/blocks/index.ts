import type { z } from 'zod';
import type { TLanguage } from '../i18n.js';
import { contentSchema, resolveContent, type ResolvedFields } from './fields.js';
import { BLOCK_DEFINITIONS, BLOCK_TYPES, isBlockType, type TBlockType } from './types.js';

export * from './fields.js';
export * from './types.js';
export * from './defaults.js';
export * from './legacy.js';

/** Each block type's content schema, built once from its fields. */
export const BLOCK_SCHEMAS = Object.fromEntries(BLOCK_TYPES.map((type) => [type, contentSchema(BLOCK_DEFINITIONS[type].fields)])) as unknown as Record<TBlockType, z.ZodType>;

/** A block's content as the site renders it: every text in the page's language (see resolveContent). */
export type TResolvedBlock<T extends TBlockType = TBlockType> = T extends TBlockType
  ? { id: string; type: T; content: ResolvedFields<(typeof BLOCK_DEFINITIONS)[T]['fields']>; untranslated: number }
  : never;

export function resolveBlock<T extends TBlockType>(block: { id: string; type: T; content: Record<string, unknown> }, language: TLanguage): TResolvedBlock<T> {
  const { value, untranslated } = resolveContent(BLOCK_DEFINITIONS[block.type].fields, block.content, language);
  return { id: block.id, type: block.type, content: value, untranslated } as TResolvedBlock<T>;
}

/**
 * Checks a block's content against its type; the issues' paths start at `content`, so the API's details
 * name the field ('content.items.0.title').
 */
export function checkBlockContent(type: string, content: unknown, ctx: z.RefinementCtx, path: PropertyKey[] = ['content']) {
  if (!isBlockType(type)) return;
  const result = BLOCK_SCHEMAS[type].safeParse(content);
  if (result.success) return;
  for (const issue of result.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: [...path, ...issue.path] });
}
