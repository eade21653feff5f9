import { and, asc, eq, inArray, or } from 'drizzle-orm';
import { z } from 'zod';
import { ZMenuItemInput, type TMenu, type ZMenuItemUpdate } from '@softhouse/contracts';
import type { Db } from '../../db/client.js';
import { menuItems, menus } from '../../db/schema.js';
import { badRequest, notFound } from '../../errors.js';
import { parseRevision, type Tracking } from '../history/service.js';

/** The header navigation of product.md §2, used while the `main` menu has no items. */
export const DEFAULT_MAIN_MENU = [
  { labelKey: 'nav.home', path: '/' },
  { labelKey: 'nav.about', path: '/sobre' },
  { labelKey: 'nav.software', path: '/software' },
  { labelKey: 'nav.app', path: '/aplicativo' },
  { labelKey: 'nav.outsourcing', path: '/outsourcing' },
  { labelKey: 'nav.cases', path: '/cases' },
  { labelKey: 'nav.blog', path: '/blog' },
  { labelKey: 'nav.contact', path: '/contato' },
] as const;

type ItemRow = typeof menuItems.$inferSelect;
const toItem = (i: ItemRow) => ({ id: i.id, labelKey: i.labelKey, label: i.label, path: i.path, visible: i.visible, order: i.order });
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MENU_NOT_FOUND = 'Menu não encontrado';

/** A revision of a menu (decision 042): every item, each as a new item would be sent. */
const ZMenuRevision = z.object({
  items: z.array(z.object({ ...ZMenuItemInput.shape, id: z.uuid() }).refine((item) => item.labelKey || item.label, 'Informe o texto do item')).max(200),
});
const ITEM_NOT_FOUND = 'Item de menu não encontrado';

export function createMenusService(db: Db, onChange: () => void = () => {}) {
  /** A menu is addressed by its slug (e.g. `main`) or its id. */
  async function menuRow(ref: string) {
    const [row] = await db.select().from(menus).where(UUID.test(ref) ? or(eq(menus.id, ref), eq(menus.slug, ref)) : eq(menus.slug, ref)).limit(1);
    if (!row) throw notFound(MENU_NOT_FOUND);
    return row;
  }
  /** Menu items in order; hidden ones only for staff (`includeHidden`), never for visitors. */
  async function itemsOf(menuIds: string[], includeHidden = true) {
    if (!menuIds.length) return [];
    return db
      .select()
      .from(menuItems)
      .where(and(inArray(menuItems.menuId, menuIds), includeHidden ? undefined : eq(menuItems.visible, true)))
      .orderBy(asc(menuItems.order), asc(menuItems.createdAt));
  }

  return {
    /** The slug of a menu addressed by slug or id: what its history is kept under. */
    async slugOf(ref: string): Promise<string> {
      return UUID.test(ref) ? (await menuRow(ref)).slug : ref;
    },
    async visibleItems(slug: string) {
      return db
        .select({ labelKey: menuItems.labelKey, label: menuItems.label, path: menuItems.path })
        .from(menuItems)
        .innerJoin(menus, eq(menus.id, menuItems.menuId))
        .where(and(eq(menus.slug, slug), eq(menuItems.visible, true)))
        .orderBy(asc(menuItems.order));
    },
    async list({ includeHidden }: { includeHidden: boolean }): Promise<TMenu[]> {
      const rows = await db.select().from(menus).orderBy(asc(menus.slug));
      const items = await itemsOf(rows.map((m) => m.id), includeHidden);
      return rows.map((m) => ({ id: m.id, slug: m.slug, name: m.name, items: items.filter((i) => i.menuId === m.id).map(toItem) }));
    },
    async get(ref: string, { includeHidden }: { includeHidden: boolean }): Promise<TMenu> {
      const m = await menuRow(ref);
      return { id: m.id, slug: m.slug, name: m.name, items: (await itemsOf([m.id], includeHidden)).map(toItem) };
    },
    async addItem(ref: string, input: z.infer<typeof ZMenuItemInput>) {
      const m = await menuRow(ref);
      if (!input.labelKey && !input.label) throw badRequest('Informe o texto do item', { label: 'Informe o texto do item' });
      const count = (await itemsOf([m.id])).length;
      const [row] = await db.insert(menuItems).values({ menuId: m.id, labelKey: input.labelKey ?? null, label: input.label ?? null, path: input.path, visible: input.visible ?? true, order: input.order ?? count + 1 }).returning();
      onChange();
      return toItem(row!);
    },
    async updateItem(ref: string, itemId: string, input: z.infer<typeof ZMenuItemUpdate>) {
      const m = await menuRow(ref);
      const [row] = await db
        .update(menuItems)
        .set({
          ...(input.labelKey !== undefined && { labelKey: input.labelKey }),
          ...(input.label !== undefined && { label: input.label }),
          ...(input.path !== undefined && { path: input.path }),
          ...(input.visible !== undefined && { visible: input.visible }),
          ...(input.order !== undefined && { order: input.order }),
          updatedAt: new Date(),
        })
        .where(and(eq(menuItems.id, itemId), eq(menuItems.menuId, m.id)))
        .returning();
      if (!row) throw notFound(ITEM_NOT_FOUND);
      onChange();
      return toItem(row);
    },
    async removeItem(ref: string, itemId: string) {
      const m = await menuRow(ref);
      const deleted = await db.delete(menuItems).where(and(eq(menuItems.id, itemId), eq(menuItems.menuId, m.id))).returning({ id: menuItems.id });
      if (!deleted.length) throw notFound(ITEM_NOT_FOUND);
      onChange();
    },
    async reorder(ref: string, itemOrders: { id: string; order: number }[]): Promise<TMenu> {
      const m = await menuRow(ref);
      const known = new Set((await itemsOf([m.id])).map((i) => i.id));
      if (itemOrders.some((o) => !known.has(o.id))) throw notFound(ITEM_NOT_FOUND);
      await db.transaction(async (tx) => {
        for (const { id, order } of itemOrders) await tx.update(menuItems).set({ order, updatedAt: new Date() }).where(eq(menuItems.id, id));
      });
      onChange();
      return this.get(ref, { includeHidden: true });
    },
    /** Puts a menu back as a revision has it: its items replaced by the revision's, in one transaction. */
    async restore(ref: string, data: unknown): Promise<TMenu> {
      const m = await menuRow(ref);
      const revision = parseRevision(ZMenuRevision, data);
      await db.transaction(async (tx) => {
        await tx.delete(menuItems).where(eq(menuItems.menuId, m.id));
        if (revision.items.length) {
          await tx.insert(menuItems).values(
            revision.items.map((item, index) => ({
              id: item.id,
              menuId: m.id,
              labelKey: item.labelKey ?? null,
              label: item.label ?? null,
              path: item.path,
              visible: item.visible ?? true,
              order: item.order ?? index + 1,
            })),
          );
        }
      });
      onChange();
      return this.get(ref, { includeHidden: true });
    },
  };
}
export type MenusService = ReturnType<typeof createMenusService>;

/** A menu's history (decision 042), by slug: every write of its items keeps the menu with all its items. */
export const menuHistory: Tracking<MenusService> = (menus) => ({
  read: (slug) => menus.get(slug, { includeHidden: true }),
  restore: (slug, data) => menus.restore(slug, data),
  saves: {
    addItem: (ref) => menus.slugOf(ref),
    updateItem: (ref) => menus.slugOf(ref),
    removeItem: (ref) => menus.slugOf(ref),
    reorder: (ref) => menus.slugOf(ref),
  },
});
