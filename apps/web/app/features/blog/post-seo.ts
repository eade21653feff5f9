import type { TBlogPost } from '@softhouse/contracts';
import { postSeo } from '@softhouse/contracts/constants';
import type { ShareImage } from '~/lib/seo';

/** The post as the page needs it: the Markdown source stays on the server, its sanitised HTML comes along. */
export type PostView = Omit<TBlogPost, 'content'> & { contentHtml: string };

export const toPostView = ({ content: _content, ...post }: TBlogPost & { contentHtml: string }): PostView => post;

/** SEO title and description with the fallbacks of product.md §3 (the contracts' postSeo: title → post title, description → excerpt). */
export const postTitle = (post: PostView) => postSeo(post).title;
export const postDescription = (post: PostView) => postSeo(post).description;

export const postShareImage = (post: Pick<TBlogPost, 'image' | 'featuredImage' | 'title'>): ShareImage | null => {
  const url = post.image?.url ?? post.featuredImage;
  if (!url) return null;
  return { url, width: post.image?.width, height: post.image?.height, alt: post.image?.alt || post.title };
};
