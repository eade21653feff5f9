/**
 * The hero title and description an editor set for a page in the back office (content API, section
 * of type `hero`), in the visitor's language. A field the editor left empty is undefined: the page
 * then shows its dictionary text.
 *
 *   const hero = usePageHero('software');
 *   <h1>{hero.title ?? t('software.hero.title')}</h1>
 *   <p>{hero.description ?? t('software.hero.description')}</p>
 *
 * The data comes from the root loader (root.tsx), which loads it for the page being shown and
 * again after each navigation to another editable page, so no loader of the page needs changing.
 */
import type { TPageHero } from '@softhouse/contracts/server';
import { useLanguage } from '~/i18n';
import { useRootData, type PageKey } from './root-data';

const NONE: TPageHero = {};

export function usePageHero(pageKey: PageKey): TPageHero {
  const root = useRootData();
  const { language } = useLanguage();
  // Texts loaded for another page, or for the previous language while the switch reloads them, are not shown.
  if (!root?.pageHero || root.pageKey !== pageKey || root.lang !== language) return NONE;
  return root.pageHero;
}
