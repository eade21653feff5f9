import { footerEndpoints, menusEndpoints, type TFooter, type TMenu } from '@softhouse/contracts';
import { useQuery } from '@tanstack/react-query';
import { loadDictionary, translateFor } from '~/i18n';
import { call } from '../api/client';

// Staff may type any dictionary key, so this screen needs the whole Portuguese dictionary.
await loadDictionary('pt');
const portuguese = translateFor('pt');

export type Localized = { pt: string; en?: string; es?: string };
export type MenuItem = TMenu['items'][number];
export type Footer = TFooter;
export type FooterColumn = TFooter['columns'][number];
export type FooterLink = FooterColumn['links'][number];
export type SocialLink = TFooter['socialLinks'][number];

export const menuKey = ['admin', 'menus', 'main'] as const;
export const footerKey = ['admin', 'footer'] as const;

/** The header navigation: the menu whose slug is `main`. */
const MAIN = 'main';

export const useMainMenu = () => useQuery({ queryKey: menuKey, queryFn: ({ signal }) => call(menusEndpoints.bySlug, { params: { slug: MAIN } }, { signal }) });
export const useFooter = () => useQuery({ queryKey: footerKey, queryFn: ({ signal }) => call(footerEndpoints.admin, {}, { signal }) });

const quiet = { errorToast: false } as const;

export type MenuItemBody = { label: Localized | null; labelKey: string | null; path: string; visible: boolean };
export type LinkBody = { label: Localized | null; labelKey: string | null; url: string | null; newTab: boolean };
const orders = (ids: readonly string[]) => ids.map((id, index) => ({ id, order: index + 1 }));

export const menuApi = {
  add: (body: MenuItemBody) => call(menusEndpoints.addItem, { params: { menu: MAIN }, body }, quiet),
  update: (id: string, body: Partial<MenuItemBody>) => call(menusEndpoints.updateItem, { params: { menu: MAIN, item: id }, body }, quiet),
  remove: (id: string) => call(menusEndpoints.removeItem, { params: { menu: MAIN, item: id } }, quiet),
  reorder: (ids: readonly string[]) => call(menusEndpoints.reorderItems, { params: { menu: MAIN }, body: { itemOrders: orders(ids) } }, quiet),
};

export const footerApi = {
  update: (body: { rightsText: Localized; copyrightYear: number; registrationNumber: string }) => call(footerEndpoints.update, { body }, quiet),
  addColumn: (title: Localized) => call(footerEndpoints.addColumn, { body: { title } }, quiet),
  updateColumn: (id: string, title: Localized) => call(footerEndpoints.updateColumn, { params: { id }, body: { title } }, quiet),
  removeColumn: (id: string) => call(footerEndpoints.removeColumn, { params: { id } }, quiet),
  reorderColumns: (ids: readonly string[]) => call(footerEndpoints.reorderColumns, { body: { columnOrders: orders(ids) } }, quiet),
  addLink: (columnId: string, body: LinkBody) => call(footerEndpoints.addLink, { params: { id: columnId }, body }, quiet),
  updateLink: (id: string, body: LinkBody) => call(footerEndpoints.updateLink, { params: { id }, body }, quiet),
  removeLink: (id: string) => call(footerEndpoints.removeLink, { params: { id } }, quiet),
  updateSocial: (id: string, url: string) => call(footerEndpoints.updateSocialLink, { params: { id }, body: { url } }, quiet),
};

/** The Portuguese text of a dictionary key such as 'nav.home' (the key itself when unknown). */
export const dictionaryText = (key: string): string => portuguese(key);

/** What staff see as an item's name: the written pt label, else the dictionary's text. */
export const labelText = (item: { label: unknown; labelKey: string | null }) => {
  const label = item.label as Partial<Localized> | null;
  if (label?.pt) return label.pt;
  return item.labelKey ? dictionaryText(item.labelKey) : '(sem texto)';
};
