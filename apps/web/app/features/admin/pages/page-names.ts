import { CONTENT_PAGE_INFO, CONTENT_PAGES } from '@softhouse/contracts';

export type ContentPageName = (typeof CONTENT_PAGES)[number];

/** The site's pages as staff call them, with their public address. */
export const PAGE_LABELS: Record<ContentPageName, { label: string; path: string }> = CONTENT_PAGE_INFO;

export const isContentPage = (value: string | null): value is ContentPageName =>
  value !== null && (CONTENT_PAGES as readonly string[]).includes(value);

export const SECTION_TYPE_LABELS: Record<string, string> = {
  hero: 'Destaque (hero)',
  text: 'Texto',
  metrics: 'Métricas',
  cards: 'Cartões',
  cta: 'Chamada para ação',
};
