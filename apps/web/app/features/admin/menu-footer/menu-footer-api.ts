import type { TMenu } from '@softhouse/contracts';
import { useQuery } from '@tanstack/react-query';
import { loadDictionary, translateFor } from '~/i18n';
import { api } from '../api/client';

// Staff may type any dictionary key, so this screen needs the whole Portuguese dictionary.
await loadDictionary('pt');
const portuguese = translateFor('pt');

export type Localized = { pt: string; en?: string; es?: string };
export type MenuItem = TMenu['items'][number];
export type FooterLink = { id: string; labelKey: string | null; label: Localized | null; url: string | null; newTab: boolean; order: number };
export type FooterColumn = { id: string; title: Localized; order: number; links: FooterLink[] };
export type SocialLink = { id: string; platform: string; url: string; icon: string; order: number };
export type Footer = {
  columns: FooterColumn[];
  socialLinks: SocialLink[];
  rightsText: Record<string, string>;
  copyrightYear: number;
  registrationNumber: string;
  privacyPolicyUrl: string;
};

export const menuKey = ['admin', 'menus', 'main'] as const;
export const footerKey = ['admin', 'footer'] as const;

export const useMainMenu = () => useQuery({ queryKey: menuKey, queryFn: ({ signal }) => api.get<TMenu>('/menus/slug/main', { signal }) });
export const useFooter = () => useQuery({ queryKey: footerKey, queryFn: ({ signal }) => api.get<Footer>('/footer/admin', { signal }) });

const quiet = { errorToast: false } as const;

export type MenuItemBody = { label: Localized | null; labelKey: string | null; path: string; visible: boolean };
export type LinkBody = { label: Localized | null; labelKey: string | null; url: string | null; newTab: boolean };
const orders = (ids: readonly string[]) => ids.map((id, index) => ({ id, order: index + 1 }));

export const menuApi = {
  add: (body: MenuItemBody) => api.post<MenuItem>('/menus/main/items', body, quiet),
  update: (id: string, body: Partial<MenuItemBody>) => api.put<MenuItem>(`/menus/main/items/${id}`, body, quiet),
  remove: (id: string) => api.delete<null>(`/menus/main/items/${id}`, quiet),
  reorder: (ids: readonly string[]) => api.post<TMenu>('/menus/main/items/reorder', { itemOrders: orders(ids) }, quiet),
};

export const footerApi = {
  update: (body: { rightsText: Localized; copyrightYear: number; registrationNumber: string }) => api.put<Footer>('/footer', body, quiet),
  addColumn: (title: Localized) => api.post<FooterColumn>('/footer/columns', { title }, quiet),
  updateColumn: (id: string, title: Localized) => api.put<FooterColumn>(`/footer/columns/${id}`, { title }, quiet),
  removeColumn: (id: string) => api.delete<null>(`/footer/columns/${id}`, quiet),
  reorderColumns: (ids: readonly string[]) => api.post<FooterColumn[]>('/footer/columns/reorder', { columnOrders: orders(ids) }, quiet),
  addLink: (columnId: string, body: LinkBody) => api.post<FooterLink>(`/footer/columns/${columnId}/links`, body, quiet),
  updateLink: (id: string, body: LinkBody) => api.put<FooterLink>(`/footer/links/${id}`, body, quiet),
  removeLink: (id: string) => api.delete<null>(`/footer/links/${id}`, quiet),
  updateSocial: (id: string, url: string) => api.put<SocialLink>(`/footer/social-links/${id}`, { url }, quiet),
};

/** The Portuguese text of a dictionary key such as 'nav.home' (the key itself when unknown). */
export const dictionaryText = (key: string): string => portuguese(key);

/** What staff see as an item's name: the written pt label, else the dictionary's text. */
export const labelText = (item: { label: unknown; labelKey: string | null }) => {
  const label = item.label as Partial<Localized> | null;
  if (label?.pt) return label.pt;
  return item.labelKey ? dictionaryText(item.labelKey) : '(sem texto)';
};
