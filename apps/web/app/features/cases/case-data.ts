import type { TCase } from '@softhouse/contracts';
import type { Translate } from '~/i18n';

/** What a card in the grid shows; the list loader sends only this, not the whole case. */
export type CaseCardData = Pick<
  TCase,
  'id' | 'slug' | 'title' | 'client' | 'category' | 'industry' | 'technologies' | 'image' | 'imageUrl'
>;

export const toCaseCard = ({ id, slug, title, client, category, industry, technologies, image, imageUrl }: TCase): CaseCardData => ({
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

/**
 * SPEC §9: 16 first, 16 more each time, never more than the list limit (100). The same numbers as
 * CASE_LIMITS in the contracts (a test holds them equal): importing that module would bring its zod
 * schemas into the page's JavaScript.
 */
export const CASES_PAGE = 16;
export const CASES_MAX = 100;
/** SPEC §9: more cases are revealed when the visitor scrolls within 1000 px of the bottom. */
export const SCROLL_TRIGGER_PX = 1000;
/** Query parameter of the no-JavaScript fallback: /cases?mostrar=32 renders 32 cards on the server. */
export const SHOW_PARAM = 'mostrar';

/** How many cards the server renders for ?mostrar=N: a whole number of steps from 16 up to the list limit. */
export function visibleCount(raw: string | null): number {
  const requested = Number.parseInt(raw ?? '', 10);
  if (!Number.isFinite(requested) || requested <= CASES_PAGE) return CASES_PAGE;
  return Math.min(Math.ceil(requested / CASES_PAGE) * CASES_PAGE, Math.ceil(CASES_MAX / CASES_PAGE) * CASES_PAGE);
}

/** Label of a case category in the visitor's language; a category we do not know is shown as entered. */
export function caseCategoryLabel(t: Translate, category: string): string {
  if (!category) return '';
  const key = `cases.categories.${category}`;
  const label = t(key);
  return label === key ? category.charAt(0).toUpperCase() + category.slice(1) : label;
}
