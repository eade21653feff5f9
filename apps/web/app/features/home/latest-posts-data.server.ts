import { BLOG_LIMITS } from '@softhouse/contracts/constants';
import type { PublicSite } from '@softhouse/contracts/server';
import type { TLanguage } from '@softhouse/contracts/constants';
import { toPostCard, type LatestPosts } from './latest-posts-data';

/** Loader helper: the latest 6 posts; a failure becomes a message on the page, the rest still renders (product.md §8). */
export async function loadLatestPosts(site: PublicSite, lang: TLanguage): Promise<LatestPosts> {
  try {
    const page = await site.posts({ limit: BLOG_LIMITS.home, lang });
    return { status: 'ok', posts: page.data.slice(0, BLOG_LIMITS.home).map(toPostCard) };
  } catch (error) {
    console.error('latest posts failed to load', error);
    return { status: 'error' };
  }
}
