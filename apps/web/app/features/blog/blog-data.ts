import type { TBlogPost } from '@softhouse/contracts';
import { BLOG_CATEGORIES, LANGUAGE_TAGS, type TLanguage } from '@softhouse/contracts/constants';
import type { Translate } from '~/i18n';

/** What a post card shows; lists send only this, not the post's content. */
export type PostCardData = Pick<
  TBlogPost,
  'id' | 'slug' | 'title' | 'excerpt' | 'category' | 'image' | 'featuredImage' | 'publishedAt' | 'createdAt' | 'readTime' | 'author' | 'language'
>;

export const toPostCard = (post: TBlogPost): PostCardData => ({
  id: post.id,
  slug: post.slug,
  title: post.title,
  excerpt: post.excerpt,
  category: post.category,
  image: post.image,
  featuredImage: post.featuredImage,
  publishedAt: post.publishedAt,
  createdAt: post.createdAt,
  readTime: post.readTime,
  author: post.author,
  language: post.language,
});

export const postPath = (post: Pick<TBlogPost, 'slug'>) => `/blog/${post.slug}`;

/** The post's path in each language it is written in, with that language's slug (decision 031). */
export const postPaths = (post: Pick<TBlogPost, 'slugs'>) =>
  Object.fromEntries(Object.entries(post.slugs).map(([language, slug]) => [language, `/blog/${slug}`])) as { pt: string } & Partial<Record<TLanguage, string>>;

/** product.md §3: the categories of ?category= (one list, from the contracts' dependency-free page-query module). */
export const POST_CATEGORIES = BLOG_CATEGORIES;
export { isBlogCategory, parsePage } from '@softhouse/contracts/constants';
/** 9 posts per page; the first page opens with 1 featured and 2 highlighted posts. */
export const POSTS_PER_PAGE = 9;
export const TOP_POSTS = 3;
export const RELATED_FETCHED = 6;
export const RELATED_SHOWN = 3;

/** The page buttons (product.md §9): first, last and the neighbours within 1 of the current page, gaps as ellipses. */
export function paginationItems(current: number, totalPages: number): (number | 'ellipsis')[] {
  if (totalPages < 1) return [];
  const pages = new Set([1, totalPages]);
  for (let page = current - 1; page <= current + 1; page++) if (page >= 1 && page <= totalPages) pages.add(page);
  const sorted = [...pages].sort((a, b) => a - b);
  const items: (number | 'ellipsis')[] = [];
  sorted.forEach((page, index) => {
    if (index > 0 && page - sorted[index - 1]! > 1) items.push('ellipsis');
    items.push(page);
  });
  return items;
}

/** Search string of a blog list URL; the category filter is kept, the page is given explicitly. */
export function blogSearch({ category, page }: { category?: string | null; page?: number }): string {
  const params = new URLSearchParams();
  if (category) params.set('category', category);
  if (page) params.set('page', String(page));
  const search = params.toString();
  return search ? `?${search}` : '';
}

/** Label of a post category in the visitor's language; an unknown one is shown as stored. */
export function postCategoryLabel(t: Translate, category: string): string {
  if (!category) return '';
  const key = `blog.categories.${category}`;
  const label = t(key);
  return label === key ? category.charAt(0).toUpperCase() + category.slice(1) : label;
}

const dateFormats = new Map<TLanguage, Intl.DateTimeFormat>();

/**
 * A post date in the visitor's language (pt-BR for pt: "16 de novembro de 2025"), in Brazil's time zone
 * so the server and the browser write the same day.
 */
export function formatPostDate(iso: string | null, language: TLanguage): string {
  if (!iso) return '';
  let format = dateFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(LANGUAGE_TAGS[language].html, {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'America/Sao_Paulo',
    });
    dateFormats.set(language, format);
  }
  return format.format(new Date(iso));
}
