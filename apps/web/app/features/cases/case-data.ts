import type { TCase } from '@softhouse/contracts';
import type { Translate } from '~/i18n';

/** What a card in the grid shows; the list loader sends only this, not the whole case. */
export type CaseCardData = Pick<
  TCase,
  'id' | 'slug' | 'title' | 'client' | 'category' | 'industry' | 'technologies' | 'image' | 'imageUrl' | 'language'
>;

export const toCaseCard = ({ id, slug, title, client, category, industry, technologies, image, imageUrl, language }: TCase): CaseCardData => ({
  language,
  id,
  slug,
  title,
  client,
  category,
  industry,
  technologies,
  image,
  imageUrl,
});

/** product.md §9: 16 first, 16 more each time, never more than the list limit (100); ?page=N without JavaScript. */
export { CASES_MAX, CASES_PAGE, casesLastPage, casesShown, parsePage } from '@softhouse/contracts/constants';
/** product.md §9: more cases are revealed when the visitor scrolls within 1000 px of the bottom. */
export const SCROLL_TRIGGER_PX = 1000;

/** Label of a case category in the visitor's language; a category we do not know is shown as entered. */
export function caseCategoryLabel(t: Translate, category: string): string {
  if (!category) return '';
  const key = `cases.categories.${category}`;
  const label = t(key);
  return label === key ? category.charAt(0).toUpperCase() + category.slice(1) : label;
}
