import { BLOG_LIMITS, type PublicSite, type TBlogPost } from '@softhouse/contracts';

/** What a post card on the home page shows: only this travels to the browser. */
export type PostCard = Pick<TBlogPost, 'id' | 'slug' | 'title' | 'excerpt' | 'category' | 'image' | 'imageUrl' | 'publishedAt' | 'readTime'>;

export type LatestPosts = { status: 'ok'; posts: PostCard[] } | { status: 'error' };

const toPostCard = ({ id, slug, title, excerpt, category, image, imageUrl, publishedAt, readTime }: TBlogPost): PostCard => ({
  id,
  slug,
  title,
  excerpt,
  category,
  image,
  imageUrl,
  publishedAt,
  readTime,
});

/** Loader helper: the latest 6 posts; a failure becomes a message on the page, the rest still renders (SPEC §8). */
export async function loadLatestPosts(site: PublicSite): Promise<LatestPosts> {
  try {
    const page = await site.posts({ limit: BLOG_LIMITS.home });
    return { status: 'ok', posts: page.data.slice(0, BLOG_LIMITS.home).map(toPostCard) };
  } catch (error) {
    console.error('latest posts failed to load', error);
    return { status: 'error' };
  }
}
