import { footerEndpoints, menusEndpoints, type TFooter, type TMenu } from '@softhouse/contracts';
import { useQuery } from '@tanstack/react-query';
import { loadDictionary, translateFor } from '~/i18n';
import { SITE_LANGS, type SiteLang } from '../components/lang-tabs';
import { call } from '../api/client';

// Items the site ships with are named by dictionary keys: this screen shows their texts in the three
// languages, so it loads the three dictionaries (this screen's chunk only).
await Promise.all(SITE_LANGS.map((language) => loadDictionary(language)));
const translate = { pt: translateFor('pt'), en: translateFor('en'), es: translateFor('es') } as const;

export type Localized = { pt: string; en?: string; es?: string };
export type MenuItem = TMenu['items'][number];
export type Footer = TFooter;
export type FooterColumn = TFooter['columns'][number];
export type FooterLink = FooterColumn['links'][number];
export type SocialLink = TFooter['socialLinks'][number];

export const menuKey = ['admin', 'menus', 'main'] as const;
export const footerKey = ['admin', 'footer'] as const;

/** The header navigation: the menu whose slug is `main` (its history is kept under that slug). */
export const MAIN = 'main';

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
  /** `version`: the footer's as last read, refused with 409 when someone saved the footer since (decision 042). */
  update: (body: { rightsText: Localized; copyrightYear: number; registrationNumber: string; version?: number }) => call(footerEndpoints.update, { body }, quiet),
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
/** The site's own text for a dictionary key, in one language. */
export const dictionaryText = (key: string, language: SiteLang = 'pt'): string => translate[language](key);

type Labelled = { label: unknown; labelKey: string | null };

/**
 * What the site shows for an item in a language: its own text in that language, else the dictionary's
 * (items the site ships with), else the Portuguese text (the same rule as the public pages).
 */
export const shownText = (item: Labelled, language: SiteLang): string => {
  const label = item.label as Partial<Localized> | null;
  return label?.[language] || (item.labelKey ? dictionaryText(item.labelKey, language) : label?.pt) || '(sem texto)';
};

/** What staff see as an item's name: the text the Portuguese site shows. */
export const labelText = (item: Labelled) => shownText(item, 'pt');
