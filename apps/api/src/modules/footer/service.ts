import { asc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import {
  historyItemOf,
  ZFooterLinkInput,
  ZFooterSettings,
  ZFooterUpdate,
  ZLocalized,
  ZSocialLinkUpdate,
  type TFooterSettings,
  type TSocialLink,
  type ZFooterColumnInput,
  type ZFooterColumnUpdate,
} from '@softhouse/contracts';
import type { Db } from '../../db/client.js';
import { footerColumns, footerLinks, socialLinks } from '../../db/schema.js';
import { badRequest, notFound } from '../../errors.js';
import { parseRevision, type Tracking } from '../history/service.js';
import type { SettingsService } from '../settings/service.js';

export const DEFAULT_FOOTER_SETTINGS: TFooterSettings = {
  rightsText: { pt: 'Todos os direitos reservados.', en: 'All rights reserved.', es: 'Todos los derechos reservados.' },
  copyrightYear: 2025,
};

type LinkRow = typeof footerLinks.$inferSelect;
const toLink = (l: LinkRow) => ({ id: l.id, labelKey: l.labelKey, label: l.label, url: l.url, newTab: l.newTab, order: l.order });
const COLUMN_NOT_FOUND = 'Coluna não encontrada';

/**
 * A revision of the footer (decision 042): its columns with their links, each as it would be sent, the
 * social links' addresses and order (the networks themselves are fixed), and the legal texts.
 */
const ZFooterRevision = z.object({
  columns: z
    .array(
      z.object({
        id: z.uuid(),
        title: ZLocalized,
        order: z.number().int().min(0),
        links: z.array(z.object({ ...ZFooterLinkInput.shape, id: z.uuid() }).refine((link) => link.labelKey || link.label, 'Informe o texto do link')).max(100),
      }),
    )
    .max(100),
  socialLinks: z.array(z.object({ ...ZSocialLinkUpdate.shape, id: z.uuid() })).max(50),
  rightsText: ZFooterSettings.shape.rightsText,
  copyrightYear: ZFooterSettings.shape.copyrightYear,
  registrationNumber: ZFooterUpdate.shape.registrationNumber,
});
const LINK_NOT_FOUND = 'Link não encontrado';

export function createFooterService(db: Db, settings: SettingsService, onChange: () => void = () => {}) {
  async function columns() {
    const cols = await db.select().from(footerColumns).orderBy(asc(footerColumns.order), asc(footerColumns.createdAt));
    const links = cols.length
      ? await db.select().from(footerLinks).where(inArray(footerLinks.columnId, cols.map((c) => c.id))).orderBy(asc(footerLinks.order), asc(footerLinks.createdAt))
      : [];
    return cols.map((c) => ({ id: c.id, title: c.title, order: c.order, links: links.filter((l) => l.columnId === c.id).map(toLink) }));
  }
  async function footerSettings(): Promise<TFooterSettings> {
    const parsed = ZFooterSettings.safeParse(await settings.get('footer'));
    return parsed.success ? parsed.data : DEFAULT_FOOTER_SETTINGS;
  }
  async function assertColumn(id: string) {
    const [row] = await db.select({ id: footerColumns.id }).from(footerColumns).where(eq(footerColumns.id, id)).limit(1);
    if (!row) throw notFound(COLUMN_NOT_FOUND);
  }

  return {
    async socialLinks(): Promise<TSocialLink[]> {
      return db.select({ platform: socialLinks.platform, url: socialLinks.url, icon: socialLinks.icon }).from(socialLinks).orderBy(asc(socialLinks.order));
    },
    columns,
    footerSettings,
    async get() {
      const [cols, social, footer, company] = await Promise.all([
        columns(),
        db.select().from(socialLinks).orderBy(asc(socialLinks.order)),
        footerSettings(),
        settings.company(),
      ]);
      return {
        columns: cols,
        socialLinks: social.map((s) => ({ id: s.id, platform: s.platform, url: s.url, icon: s.icon, order: s.order })),
        rightsText: footer.rightsText,
        copyrightYear: footer.copyrightYear,
        registrationNumber: company.registrationNumber,
        privacyPolicyUrl: company.privacyPolicyUrl,
      };
    },
    /** `version`: the one the form read (decision 042), checked by the history before the save. */
    async update(input: { rightsText?: TFooterSettings['rightsText']; copyrightYear?: number; registrationNumber?: string; version?: number }) {
      const current = await footerSettings();
      await settings.set('footer', { rightsText: input.rightsText ?? current.rightsText, copyrightYear: input.copyrightYear ?? current.copyrightYear });
      if (input.registrationNumber !== undefined) {
        const company = await settings.company();
        await settings.set('company', { ...company, registrationNumber: input.registrationNumber });
      }
      onChange();
      return this.get();
    },
    async addColumn(input: z.infer<typeof ZFooterColumnInput>) {
      const count = (await columns()).length;
      const [row] = await db.insert(footerColumns).values({ title: input.title, order: input.order ?? count + 1 }).returning();
      onChange();
      return { id: row!.id, title: row!.title, order: row!.order, links: [] };
    },
    async updateColumn(id: string, input: z.infer<typeof ZFooterColumnUpdate>) {
      const [row] = await db.update(footerColumns).set({ ...(input.title && { title: input.title }), ...(input.order !== undefined && { order: input.order }), updatedAt: new Date() }).where(eq(footerColumns.id, id)).returning();
      if (!row) throw notFound(COLUMN_NOT_FOUND);
      onChange();
      return (await columns()).find((c) => c.id === id)!;
    },
    async removeColumn(id: string) {
      const deleted = await db.delete(footerColumns).where(eq(footerColumns.id, id)).returning({ id: footerColumns.id });
      if (!deleted.length) throw notFound(COLUMN_NOT_FOUND);
      onChange();
    },
    async addLink(columnId: string, input: z.infer<typeof ZFooterLinkInput>) {
      await assertColumn(columnId);
      if (!input.labelKey && !input.label) throw badRequest('Informe o texto do link', { label: 'Informe o texto do link' });
      const count = (await db.select({ id: footerLinks.id }).from(footerLinks).where(eq(footerLinks.columnId, columnId))).length;
      const [row] = await db.insert(footerLinks).values({ columnId, labelKey: input.labelKey ?? null, label: input.label ?? null, url: input.url || null, newTab: input.newTab ?? false, order: input.order ?? count + 1 }).returning();
      onChange();
      return toLink(row!);
    },
    async updateLink(id: string, input: z.infer<typeof ZFooterLinkInput>) {
      const [row] = await db
        .update(footerLinks)
        .set({
          ...(input.labelKey !== undefined && { labelKey: input.labelKey }),
          ...(input.label !== undefined && { label: input.label }),
          ...(input.url !== undefined && { url: input.url || null }),
          ...(input.newTab !== undefined && { newTab: input.newTab }),
          ...(input.order !== undefined && { order: input.order }),
          updatedAt: new Date(),
        })
        .where(eq(footerLinks.id, id))
        .returning();
      if (!row) throw notFound(LINK_NOT_FOUND);
      onChange();
      return toLink(row);
    },
    async removeLink(id: string) {
      const deleted = await db.delete(footerLinks).where(eq(footerLinks.id, id)).returning({ id: footerLinks.id });
      if (!deleted.length) throw notFound(LINK_NOT_FOUND);
      onChange();
    },
    async updateSocialLink(id: string, input: z.infer<typeof ZSocialLinkUpdate>) {
      const [row] = await db.update(socialLinks).set({ ...(input.url && { url: input.url }), ...(input.order !== undefined && { order: input.order }), updatedAt: new Date() }).where(eq(socialLinks.id, id)).returning();
      if (!row) throw notFound('Rede social não encontrada');
      onChange();
      return { id: row.id, platform: row.platform, url: row.url, icon: row.icon, order: row.order };
    },
    async reorderColumns(columnOrders: { id: string; order: number }[]) {
      const known = new Set((await columns()).map((c) => c.id));
      if (columnOrders.some((o) => !known.has(o.id))) throw notFound(COLUMN_NOT_FOUND);
      await db.transaction(async (tx) => {
        for (const { id, order } of columnOrders) await tx.update(footerColumns).set({ order, updatedAt: new Date() }).where(eq(footerColumns.id, id));
      });
      onChange();
      return columns();
    },
    /** Puts the footer back as a revision has it: columns and links replaced, social links and texts rewritten, in one transaction. */
    async restore(data: unknown) {
      const revision = parseRevision(ZFooterRevision, data);
      const company = await settings.company();
      await db.transaction(async (tx) => {
        await tx.delete(footerColumns);
        if (revision.columns.length) {
          await tx.insert(footerColumns).values(revision.columns.map((column) => ({ id: column.id, title: column.title, order: column.order })));
        }
        const links = revision.columns.flatMap((column) =>
          column.links.map((link, index) => ({
            id: link.id,
            columnId: column.id,
            labelKey: link.labelKey ?? null,
            label: link.label ?? null,
            url: link.url || null,
            newTab: link.newTab ?? false,
            order: link.order ?? index + 1,
          })),
        );
        if (links.length) await tx.insert(footerLinks).values(links);
        for (const link of revision.socialLinks) {
          await tx
            .update(socialLinks)
            .set({ ...(link.url && { url: link.url }), ...(link.order !== undefined && { order: link.order }), updatedAt: new Date() })
            .where(eq(socialLinks.id, link.id));
        }
        await settings.set('footer', { rightsText: revision.rightsText, copyrightYear: revision.copyrightYear }, tx);
        if (revision.registrationNumber !== undefined) await settings.set('company', { ...company, registrationNumber: revision.registrationNumber }, tx);
      });
      onChange();
      return this.get();
    },
  };
}
export type FooterService = ReturnType<typeof createFooterService>;

/** The footer's history (decision 042): one item, 'footer'; every write keeps the whole footer as its editor reads it. */
const FOOTER_ITEM = historyItemOf('footer', {});
export const footerHistory: Tracking<FooterService> = (footer) => ({
  read: () => footer.get(),
  restore: (_item, data) => footer.restore(data),
  saves: {
    // The legal texts are one form: the version it read is checked (decision 042).
    update: (input) => ({ id: FOOTER_ITEM, version: input.version }),
    addColumn: () => FOOTER_ITEM,
    updateColumn: () => FOOTER_ITEM,
    removeColumn: () => FOOTER_ITEM,
    addLink: () => FOOTER_ITEM,
    updateLink: () => FOOTER_ITEM,
    removeLink: () => FOOTER_ITEM,
    updateSocialLink: () => FOOTER_ITEM,
    reorderColumns: () => FOOTER_ITEM,
  },
});
