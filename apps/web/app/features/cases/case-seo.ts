import type { TCase } from '@softhouse/contracts';
import { truncate, type ShareImage } from '~/lib/seo';

/** SEO title of a case: its own, else the case title. */
export const caseTitle = (item: Pick<TCase, 'seoTitle' | 'title'>) => item.seoTitle?.trim() || item.title;

/** SEO description of a case: its own, else the description cut to 160 characters. */
export const caseDescription = (item: Pick<TCase, 'seoDescription' | 'description' | 'title'>) =>
  item.seoDescription?.trim() || truncate(item.description || item.title, 160);

/** The cover, as shared on social networks (the original file, which every network reads). */
export const caseShareImage = (item: Pick<TCase, 'image' | 'imageUrl' | 'title'>): ShareImage | null => {
  const url = item.image?.url ?? item.imageUrl;
  if (!url) return null;
  return { url, width: item.image?.width, height: item.image?.height, alt: item.image?.alt || item.title };
};
