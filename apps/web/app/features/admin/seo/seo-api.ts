import type { TSeoGlobal, TSeoIssue, TSeoPage } from '@softhouse/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../api/client';

export const seoGlobalKey = ['admin', 'seo', 'global'] as const;
export const seoPageKey = (page: string) => ['admin', 'seo', 'page', page] as const;
export const seoHealthKey = ['admin', 'seo', 'health'] as const;

export const useSeoGlobal = () =>
  useQuery({ queryKey: seoGlobalKey, queryFn: ({ signal }) => api.get<TSeoGlobal>('/seo/global', { signal }) });

export const useSeoPage = (page: string) =>
  useQuery({ queryKey: seoPageKey(page), queryFn: ({ signal }) => api.get<TSeoPage>(`/seo/page/${page}`, { signal }) });

export const useSeoHealth = () =>
  useQuery({ queryKey: seoHealthKey, queryFn: ({ signal }) => api.get<TSeoIssue[]>('/seo/health', { signal }) });

const quiet = { errorToast: false } as const;

export type SeoPageBody = {
  title: Partial<Record<'pt' | 'en' | 'es', string>>;
  description: Partial<Record<'pt' | 'en' | 'es', string>>;
  image: string | null;
  noindex: boolean;
};

export const seoApi = {
  saveGlobal: (body: TSeoGlobal) => api.put<TSeoGlobal>('/seo/global', body, quiet),
  savePage: (page: string, body: SeoPageBody) => api.put<TSeoPage>(`/seo/${page}`, body, quiet),
  generateSitemap: () => api.post<{ urls: number; generatedAt: string }>('/seo/generate-sitemap', undefined, quiet),
};
