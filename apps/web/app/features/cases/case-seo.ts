import type { TCase } from '@softhouse/contracts';
import { caseSeo, type TLanguage } from '@softhouse/contracts/constants';
import type { ShareImage } from '~/lib/seo';

/** SEO title and description of a case (the contracts' caseSeo: its own, else the title and the description cut to 160 characters). */
export const caseTitle = (item: TCase) => caseSeo(item).title;
/** The description is Markdown: what search engines read is its text (`descriptionText`, from the server) when given. */
export const caseDescription = (item: TCase & { descriptionText?: string }) =>
  caseSeo({ ...item, description: item.descriptionText ?? item.description }).description;

/** The cover, as shared on social networks (the original file, which every network reads). */
export const caseShareImage = (item: Pick<TCase, 'image' | 'imageUrl' | 'title'>): ShareImage | null => {
  const url = item.image?.url ?? item.imageUrl;
  if (!url) return null;
  return { url, width: item.image?.width, height: item.image?.height, alt: item.image?.alt || item.title };
};

/** The case's path in each language it is written in, with that language's slug (decision 031). */
export const casePaths = (item: Pick<TCase, 'slugs'>) =>
  Object.fromEntries(Object.entries(item.slugs).map(([language, slug]) => [language, `/cases/${slug}`])) as { pt: string } & Partial<Record<TLanguage, string>>;
