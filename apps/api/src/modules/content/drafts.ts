import { createHash, randomBytes } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import {
  BLOCK_DEFINITIONS,
  BLOCK_ICONS,
  CONTENT_PAGES,
  isBlockLink,
  PAGE_DRAFT_TTL_MS,
  type BlockField,
  type BlockFields,
  type TPageDraft,
  type TPageDraftBlock,
} from '@softhouse/contracts';
import type { Db } from '../../db/client.js';
import { workingCopies } from '../../db/schema.js';
import { notFound } from '../../errors.js';

/*
 * The live preview's drafts (decision 047): the blocks of a page an editor is changing, kept in the
 * working copies' table (decision 043, type 'page-draft') so that every instance behind the load balancer
 * finds them. A draft is named by a random 256-bit token, of which the table keeps only the SHA-256; it opens
 * an hour after its last change and only its author can change it. Writing one never touches the page,
 * its history or the caches.
 */

const TYPE = 'page-draft';
const DRAFT_NOT_FOUND = 'Rascunho não encontrado ou expirado';
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');
const byToken = (token: string) => and(eq(workingCopies.type, TYPE), eq(workingCopies.itemId, hashOf(token)));
const expiresAt = (savedAt: Date) => new Date(savedAt.getTime() + PAGE_DRAFT_TTL_MS);

type Draft = { page: string; blocks: TPageDraftBlock[] };

const cut = (value: unknown, max: number) => (typeof value === 'string' ? value.slice(0, max) : undefined);

/**
 * What a field of a draft may hold, whatever was sent: the texts cut at their limit, only links the site
 * accepts, known options, icons and ids. Unlike a save, nothing is refused (a title not typed yet, a link
 * half-written): what does not fit is left out and the preview shows the rest.
 */
function draftValue(field: BlockField, raw: unknown): unknown {
  switch (field.kind) {
    case 'line':
    case 'text': {
      if (!raw || typeof raw !== 'object') return undefined;
      const leaf = raw as Record<string, unknown>;
      return { pt: cut(leaf.pt, field.max) ?? '', en: cut(leaf.en, field.max), es: cut(leaf.es, field.max) };
    }
    case 'link':
      return typeof raw === 'string' && isBlockLink(raw.trim()) ? raw.trim().slice(0, 500) : undefined;
    case 'value':
      return cut(raw, field.max);
    case 'choice':
      return typeof raw === 'string' && Object.hasOwn(field.options, raw) ? raw : undefined;
    case 'toggle':
      return typeof raw === 'boolean' ? raw : undefined;
    case 'icon':
      return typeof raw === 'string' && (BLOCK_ICONS as readonly string[]).includes(raw) ? raw : undefined;
    case 'cases':
    case 'technologies':
      return Array.isArray(raw) ? raw.filter((id) => typeof id === 'string' && id.length <= 60).slice(0, 60) : undefined;
    case 'list':
      return Array.isArray(raw) ? raw.slice(0, field.max).map((item) => draftContent(field.item, item)) : undefined;
  }
}

function draftContent(fields: BlockFields, raw: unknown): Record<string, unknown> {
  const content = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
  return Object.fromEntries(Object.entries(fields).map(([name, field]) => [name, draftValue(field, content[name])]).filter(([, value]) => value !== undefined));
}

const draftBlocks = (blocks: TPageDraftBlock[]) => blocks.map((block) => ({ ...block, content: draftContent(BLOCK_DEFINITIONS[block.type].fields, block.content) }));

/** The draft a token names, or null when it is unknown or has expired: what `pageDraft` of the public site shows. */
export async function findPageDraft(db: Db, token: string): Promise<Draft | null> {
  if (!/^[0-9a-f]{64}$/.test(token)) return null;
  const [row] = await db.select().from(workingCopies).where(byToken(token)).limit(1);
  if (!row || expiresAt(row.savedAt).getTime() <= Date.now()) return null;
  return row.data as Draft;
}

export function createPageDrafts(db: Db) {
  /** Drafts past their hour are deleted as new ones are written: nothing else needs to run. */
  const prune = () => db.delete(workingCopies).where(and(eq(workingCopies.type, TYPE), lt(workingCopies.savedAt, new Date(Date.now() - PAGE_DRAFT_TTL_MS))));
  const answer = (token: string, page: string, savedAt: Date): TPageDraft => ({ token, page, expiresAt: expiresAt(savedAt).toISOString() });

  return {
    async create(userId: string, page: string, blocks: TPageDraftBlock[]): Promise<TPageDraft> {
      if (!(CONTENT_PAGES as readonly string[]).includes(page)) throw notFound('Página não encontrada');
      await prune();
      const token = randomBytes(32).toString('hex');
      const data: Draft = { page, blocks: draftBlocks(blocks) };
      const [row] = await db.insert(workingCopies).values({ userId, type: TYPE, itemId: hashOf(token), data }).returning();
      return answer(token, page, row!.savedAt);
    },

    /** Replaces the blocks of the caller's own draft; another person's, or an expired one, is not found. */
    async update(userId: string, token: string, blocks: TPageDraftBlock[]): Promise<TPageDraft> {
      const draft = await findPageDraft(db, token);
      if (!draft) throw notFound(DRAFT_NOT_FOUND);
      const [row] = await db
        .update(workingCopies)
        .set({ data: { page: draft.page, blocks: draftBlocks(blocks) }, savedAt: new Date() })
        .where(and(byToken(token), eq(workingCopies.userId, userId)))
        .returning();
      if (!row) throw notFound(DRAFT_NOT_FOUND);
      return answer(token, draft.page, row.savedAt);
    },
  };
}
export type PageDrafts = ReturnType<typeof createPageDrafts>;
