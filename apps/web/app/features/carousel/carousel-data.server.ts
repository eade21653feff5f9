import { CASE_LIMITS } from '@softhouse/contracts/constants';
import type { PublicSite } from '@softhouse/contracts/server';
import type { TLanguage } from '@softhouse/contracts/constants';
import { toCarouselCase, type CarouselCase } from './carousel-data';

/** Loader helper: the first 10 published cases in display order (product.md §9). A failure hides the carousel. */
export async function loadCarouselCases(site: PublicSite, lang: TLanguage): Promise<CarouselCase[]> {
  try {
    const page = await site.cases({ limit: CASE_LIMITS.carousel, lang });
    return page.data.slice(0, CASE_LIMITS.carousel).map(toCarouselCase);
  } catch (error) {
    console.error('carousel cases failed to load', error);
    return [];
  }
}
