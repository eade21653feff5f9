import { seoEndpoints, type TSeoGlobalEdit } from '@softhouse/contracts';
import { useQuery } from '@tanstack/react-query';
import { call } from '../api/client';

export const seoGlobalKey = ['admin', 'seo', 'global'] as const;
export const seoPageKey = (page: string) => ['admin', 'seo', 'page', page] as const;
export const seoHealthKey = ['admin', 'seo', 'health'] as const;
export const aiCrawlersKey = ['admin', 'seo', 'ai-crawlers'] as const;

export const useSeoGlobal = () =>
  useQuery({ queryKey: seoGlobalKey, queryFn: ({ signal }) => call(seoEndpoints.global, {}, { signal }) });

/** Whether AI crawlers may read the site (robots.txt). */
export const useAiCrawlers = () =>
  useQuery({ queryKey: aiCrawlersKey, queryFn: ({ signal }) => call(seoEndpoints.aiCrawlers, {}, { signal }) });

export const useSeoPage = (page: string) =>
  useQuery({ queryKey: seoPageKey(page), queryFn: ({ signal }) => call(seoEndpoints.page, { params: { page } }, { signal }) });

/** The report is made anew each time the screen opens (no earlier answer shown while it loads: fixes made elsewhere would seem undone). */
export const useSeoHealth = () =>
  useQuery({ queryKey: seoHealthKey, queryFn: ({ signal }) => call(seoEndpoints.health, {}, { signal }), gcTime: 0 });

const quiet = { errorToast: false } as const;

export type SeoPageBody = {
  title: Partial<Record<'pt' | 'en' | 'es', string>>;
  description: Partial<Record<'pt' | 'en' | 'es', string>>;
  image: string | null;
  noindex: boolean;
  /** The version the form read: a save over a newer one is refused with 409 (decision 042). */
  version?: number;
};

export const seoApi = {
  saveGlobal: (body: TSeoGlobalEdit) => call(seoEndpoints.setGlobal, { body }, quiet),
  savePage: (page: string, body: SeoPageBody) => call(seoEndpoints.setPage, { params: { page }, body }, quiet),
  generateSitemap: () => call(seoEndpoints.generateSitemap, {}, quiet),
  setAiCrawlers: (allowed: boolean) => call(seoEndpoints.setAiCrawlers, { body: { allowed } }, quiet),
};
