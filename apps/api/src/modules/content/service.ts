import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import { z } from 'zod';
import { BLOCK_DEFINITIONS, convertLegacyPage, isBlockType, isLegacySection, ZPageUpdate, ZSectionInput, type TContentPage, type TSection, type ZSectionUpdate } from '@softhouse/contracts';
import type { Db } from '../../db/client.js';
import { contentPages, contentSections } from '../../db/schema.js';
import { badRequest, notFound } from '../../errors.js';
import { issuesToDetails } from '../../plugins/errors.js';
import { parseRevision, type Tracking } from '../history/service.js';

type PageRow = typeof contentPages.$inferSelect;
type SectionRow = typeof contentSections.$inferSelect;

const toSection = (s: SectionRow): TSection => ({ id: s.id, type: s.type, content: s.content, visible: s.visible, order: s.order, updatedAt: s.updatedAt.toISOString() });
const toPage = (p: PageRow, sections: SectionRow[]): TContentPage => ({
  id: p.id,
  slug: p.slug,
  title: p.title,
  sections: sections.filter((s) => s.pageId === p.id).map(toSection),
  updatedAt: p.updatedAt.toISOString(),
});

/** A revision of a page (decision 042): its title and every section, each as a new section would be sent. */
const ZPageRevision = z.object({
  title: ZPageUpdate.shape.title,
  sections: z.array(z.object({ ...ZSectionInput.shape, id: z.uuid() })).max(200),
});

/**
 * A section's content checked against its type (decision 047), as a request's body is: a 400 whose details
 * name each field ('content.items.0.title'). A change that sends only the content, or only the type, is
 * checked with the section's other half as stored.
 */
function checkSection(type: string, content: unknown) {
  const result = ZSectionInput.safeParse({ type, content });
  if (result.success) return;
  const details = issuesToDetails(result.error.issues);
  throw badRequest(`Dados inválidos: ${Object.values(details)[0] ?? 'conteúdo da seção inválido'}`, details);
}

/**
 * Where a block may stand (decision 047): a listing only on its page, a unique type once on a page. `others`:
 * the types of the page's other sections.
 */
function checkPlace(page: string, type: string, others: string[]) {
  if (!isBlockType(type)) return;
  const definition: { label: string; pages?: readonly string[]; unique?: boolean } = BLOCK_DEFINITIONS[type];
  if (definition.pages && !definition.pages.includes(page)) {
    const message = `${definition.label}: só na página ${definition.pages.join(', ')}`;
    throw badRequest(message, { type: message });
  }
  if (definition.unique && others.includes(type)) {
    const message = `${definition.label}: a página já tem uma seção deste tipo`;
    throw badRequest(message, { type: message });
  }
}

/**
 * A revision's sections as blocks: one written before pages were built from blocks holds sections of the old
 * model, converted as the database's were (blocks/legacy.ts), with new ids.
 */
function restoredSections(page: string, sections: z.infer<typeof ZPageRevision>['sections']) {
  if (!sections.some(isLegacySection)) return sections.map((section, index) => ({ ...section, visible: section.visible ?? true, order: section.order ?? index + 1 }));
  return convertLegacyPage(page, sections).map((block, index) => ({ id: randomUUID(), ...block, order: index + 1 }));
}

const PAGE_NOT_FOUND = 'Página não encontrada';
const SECTION_NOT_FOUND = 'Seção não encontrada';

export function createContentService(db: Db, onChange: () => void = () => {}) {
  async function pageRow(slug: string): Promise<PageRow> {
    const [row] = await db.select().from(contentPages).where(eq(contentPages.slug, slug)).limit(1);
    if (!row) throw notFound(PAGE_NOT_FOUND);
    return row;
  }
  /** A page's sections in order; hidden ones only for staff (`includeHidden`), never for visitors. */
  async function sectionsOf(pageIds: string[], includeHidden = true): Promise<SectionRow[]> {
    if (!pageIds.length) return [];
    return db
      .select()
      .from(contentSections)
      .where(and(inArray(contentSections.pageId, pageIds), includeHidden ? undefined : eq(contentSections.visible, true)))
      .orderBy(asc(contentSections.order), asc(contentSections.createdAt));
  }

  return {
    async list({ includeHidden }: { includeHidden: boolean }): Promise<TContentPage[]> {
      const pages = await db.select().from(contentPages).orderBy(asc(contentPages.slug));
      const sections = await sectionsOf(pages.map((p) => p.id), includeHidden);
      return pages.map((p) => toPage(p, sections));
    },

    async get(slug: string, { includeHidden }: { includeHidden: boolean }): Promise<TContentPage> {
      const page = await pageRow(slug);
      return toPage(page, await sectionsOf([page.id], includeHidden));
    },

    /** Null when the page does not exist. */
    async find(slug: string): Promise<TContentPage | null> {
      const [page] = await db.select().from(contentPages).where(eq(contentPages.slug, slug)).limit(1);
      return page ? toPage(page, await sectionsOf([page.id])) : null;
    },

    /** Creates the page when it does not exist yet. */
    async upsertPage(slug: string, title: string): Promise<TContentPage> {
      const [page] = await db
        .insert(contentPages)
        .values({ slug, title })
        .onConflictDoUpdate({ target: contentPages.slug, set: { title, updatedAt: new Date() } })
        .returning();
      onChange();
      return toPage(page!, await sectionsOf([page!.id]));
    },

    async addSection(slug: string, input: z.infer<typeof ZSectionInput>): Promise<TSection> {
      const page = await pageRow(slug);
      const existing = await sectionsOf([page.id]);
      checkPlace(slug, input.type, existing.map((section) => section.type));
      const [row] = await db
        .insert(contentSections)
        .values({ pageId: page.id, type: input.type, content: input.content, visible: input.visible ?? true, order: input.order ?? existing.length + 1 })
        .returning();
      onChange();
      return toSection(row!);
    },

    async updateSection(slug: string, sectionId: string, input: z.infer<typeof ZSectionUpdate>): Promise<TSection> {
      const page = await pageRow(slug);
      const where = and(eq(contentSections.id, sectionId), eq(contentSections.pageId, page.id));
      const [current] = await db.select({ type: contentSections.type, content: contentSections.content }).from(contentSections).where(where).limit(1);
      if (!current) throw notFound(SECTION_NOT_FOUND);
      if (input.type !== undefined || input.content !== undefined) checkSection(input.type ?? current.type, input.content ?? current.content);
      if (input.type !== undefined && input.type !== current.type) {
        const others = await db.select({ type: contentSections.type }).from(contentSections).where(and(eq(contentSections.pageId, page.id), ne(contentSections.id, sectionId)));
        checkPlace(slug, input.type, others.map((section) => section.type));
      }
      const [row] = await db
        .update(contentSections)
        .set({
          ...(input.type !== undefined && { type: input.type }),
          ...(input.content !== undefined && { content: input.content }),
          ...(input.visible !== undefined && { visible: input.visible }),
          ...(input.order !== undefined && { order: input.order }),
          updatedAt: new Date(),
        })
        .where(where)
        .returning();
      if (!row) throw notFound(SECTION_NOT_FOUND);
      onChange();
      return toSection(row);
    },

    async removeSection(slug: string, sectionId: string): Promise<void> {
      const page = await pageRow(slug);
      const deleted = await db.delete(contentSections).where(and(eq(contentSections.id, sectionId), eq(contentSections.pageId, page.id))).returning({ id: contentSections.id });
      if (!deleted.length) throw notFound(SECTION_NOT_FOUND);
      onChange();
    },

    /** The given ids, in that order, become 1..n; they must be exactly the page's sections. */
    async reorder(slug: string, sectionIds: string[]): Promise<TContentPage> {
      const page = await pageRow(slug);
      const current = await sectionsOf([page.id]);
      const known = new Set(current.map((s) => s.id));
      if (new Set(sectionIds).size !== sectionIds.length || sectionIds.length !== known.size || sectionIds.some((id) => !known.has(id))) {
        throw badRequest('Envie todas as seções da página, cada uma uma vez', { sectionIds: 'Envie todas as seções da página, cada uma uma vez' });
      }
      await db.transaction(async (tx) => {
        for (const [index, id] of sectionIds.entries()) {
          await tx.update(contentSections).set({ order: index + 1, updatedAt: new Date() }).where(eq(contentSections.id, id));
        }
      });
      onChange();
      return this.get(slug, { includeHidden: true });
    },

    /**
     * Puts a page back as a revision has it: its title, and its sections replaced by the revision's (an old
     * revision's converted to blocks), in one transaction.
     */
    async restore(slug: string, data: unknown): Promise<TContentPage> {
      const revision = parseRevision(ZPageRevision, data);
      await db.transaction(async (tx) => {
        const [page] = await tx
          .insert(contentPages)
          .values({ slug, title: revision.title })
          .onConflictDoUpdate({ target: contentPages.slug, set: { title: revision.title, updatedAt: new Date() } })
          .returning({ id: contentPages.id });
        await tx.delete(contentSections).where(eq(contentSections.pageId, page!.id));
        const sections = restoredSections(slug, revision.sections);
        if (sections.length) {
          await tx.insert(contentSections).values(
            sections.map((section) => ({ id: section.id, pageId: page!.id, type: section.type, content: section.content, visible: section.visible, order: section.order })),
          );
        }
      });
      onChange();
      return this.get(slug, { includeHidden: true });
    },
  };
}
export type ContentService = ReturnType<typeof createContentService>;

/** A page's history (decision 042): every write of its title or sections keeps the page with all its sections. */
export const pageHistory: Tracking<ContentService> = (content) => ({
  read: (slug) => content.find(slug),
  restore: (slug, data) => content.restore(slug, data),
  saves: {
    upsertPage: (slug) => slug,
    addSection: (slug) => slug,
    updateSection: (slug) => slug,
    removeSection: (slug) => slug,
    reorder: (slug) => slug,
  },
});
