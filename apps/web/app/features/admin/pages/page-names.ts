import { CONTENT_PAGES } from '@softhouse/contracts';

export type ContentPageName = (typeof CONTENT_PAGES)[number];

/** The site's pages as staff call them, with their public address. */
export const PAGE_LABELS: Record<ContentPageName, { label: string; path: string }> = {
  home: { label: 'Início', path: '/' },
  sobre: { label: 'Sobre', path: '/sobre' },
  software: { label: 'Software', path: '/software' },
  aplicativo: { label: 'Aplicativo', path: '/aplicativo' },
  outsourcing: { label: 'Outsourcing', path: '/outsourcing' },
  cases: { label: 'Cases', path: '/cases' },
  blog: { label: 'Blog', path: '/blog' },
  contato: { label: 'Contato', path: '/contato' },
};

export const isContentPage = (value: string | null): value is ContentPageName =>
  value !== null && (CONTENT_PAGES as readonly string[]).includes(value);

export const SECTION_TYPE_LABELS: Record<string, string> = {
  hero: 'Destaque (hero)',
  text: 'Texto',
  metrics: 'Métricas',
  cards: 'Cartões',
  cta: 'Chamada para ação',
};
