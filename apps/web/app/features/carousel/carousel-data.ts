import { CASE_LIMITS, type PublicSite, type TCase } from '@softhouse/contracts';

/** What a carousel card shows: only this travels to the browser, not the whole case. */
export type CarouselCase = Pick<TCase, 'id' | 'slug' | 'title' | 'client' | 'image' | 'imageUrl'>;

export const toCarouselCase = ({ id, slug, title, client, image, imageUrl }: TCase): CarouselCase => ({
  id,
  slug,
  title,
  client,
  image,
  imageUrl,
});

/** Loader helper: the first 10 published cases in display order (SPEC §9). A failure hides the carousel. */
export async function loadCarouselCases(site: PublicSite): Promise<CarouselCase[]> {
  try {
    const page = await site.cases({ limit: CASE_LIMITS.carousel });
    return page.data.slice(0, CASE_LIMITS.carousel).map(toCarouselCase);
  } catch (error) {
    console.error('carousel cases failed to load', error);
    return [];
  }
}
