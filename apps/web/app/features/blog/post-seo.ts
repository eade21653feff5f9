import type { TBlogPost } from '@softhouse/contracts';
import type { ShareImage } from '~/lib/seo';

/** The post as the page needs it: the Markdown source stays on the server, its sanitised HTML comes along. */
export type PostView = Omit<TBlogPost, 'content'> & { contentHtml: string };

export const toPostView = ({ content: _content, ...post }: TBlogPost & { contentHtml: string }): PostView => post;

/** SEO title and description with the fallbacks of SPEC §3 (title → post title, description → excerpt). */
export const postTitle = (post: Pick<TBlogPost, 'seo' | 'seoTitle' | 'title'>) =>
  post.seo?.title?.trim() || post.seoTitle?.trim() || post.title;

export const postDescription = (post: Pick<TBlogPost, 'seo' | 'seoDescription' | 'excerpt'>) =>
  post.seo?.description?.trim() || post.seoDescription?.trim() || post.excerpt;

export const postShareImage = (post: Pick<TBlogPost, 'image' | 'featuredImage' | 'title'>): ShareImage | null => {
  const url = post.image?.url ?? post.featuredImage;
  if (!url) return null;
  return { url, width: post.image?.width, height: post.image?.height, alt: post.image?.alt || post.title };
};
