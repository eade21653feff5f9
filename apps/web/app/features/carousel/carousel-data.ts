import type { TCase } from '@softhouse/contracts';

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
