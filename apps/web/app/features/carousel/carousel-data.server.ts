import { CASE_LIMITS } from '@softhouse/contracts/constants';
import type { PublicSite, TCaseSource } from '@softhouse/contracts/server';
import type { TLanguage } from '@softhouse/contracts/constants';
import { toCarouselCase, type CarouselCase } from './carousel-data';

/**
 * Loader helper: the first 10 published cases a carousel block asks for (product.md §9; decision 047: all,
 * featured only, one service's or picked by hand, featured first). A failure hides the carousel, not the page.
 */
export async function loadCarouselCases(site: PublicSite, lang: TLanguage, source: TCaseSource = 'all', ids: string[] = []): Promise<CarouselCase[]> {
  try {
    const page = await site.cases({ limit: CASE_LIMITS.carousel, lang, source, ...(source === 'picked' ? { ids } : {}) });
    return page.data.slice(0, CASE_LIMITS.carousel).map(toCarouselCase);
  } catch (error) {
    console.error('carousel cases failed to load', error);
    return [];
  }
}
