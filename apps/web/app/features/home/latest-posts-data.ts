import type { TBlogPost } from '@softhouse/contracts';

/** What a post card on the home page shows: only this travels to the browser. */
export type PostCard = Pick<TBlogPost, 'id' | 'slug' | 'title' | 'excerpt' | 'category' | 'image' | 'featuredImage' | 'publishedAt' | 'readTime'>;

export type LatestPosts = { status: 'ok'; posts: PostCard[] } | { status: 'error' };

export const toPostCard = ({ id, slug, title, excerpt, category, image, featuredImage, publishedAt, readTime }: TBlogPost): PostCard => ({
  id,
  slug,
  title,
  excerpt,
  category,
  image,
  featuredImage,
  publishedAt,
  readTime,
});
