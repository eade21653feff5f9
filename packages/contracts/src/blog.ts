import { z } from 'zod';
import { ZImageInfo } from './media.js';
import { SLUG_PATTERN } from './slugify.js';
import { BLOG_CATEGORIES } from './page-query.js';
import { BLOG_LIMITS, BLOG_MESSAGES } from './rules.js';
import { bulkOf, pageOf, ZBulkResult, ZUuidParam } from './common.js';
import { endpoints } from './endpoint.js';
import { ZContentLanguage, ZLanguageQuery, translationsOf } from './translated.js';

export const ZBlogCategory = z.enum(BLOG_CATEGORIES, { error: 'Categoria inválida' });


/** Tags arrive as a list or as comma-separated text; either way they are split, trimmed and emptied out. */
export const ZTags = z
  .union([z.array(z.string().max(60, 'Tag muito longa')), z.string().max(2000, 'Tags muito longas')])
  .transform((v) => (Array.isArray(v) ? v : v.split(',')).map((t) => t.trim()).filter(Boolean))
  .pipe(z.array(z.string()).max(30, 'No máximo 30 tags'));

const optionalText = (max: number) => z.string().trim().max(max, `Máximo de ${max} caracteres`).nullish();
const imageRef = z.string().trim().max(2000, 'URL muito longa').refine((v) => v === '' || v.startsWith('/') || /^https?:\/\//i.test(v), 'URL da imagem inválida');

const blogFields = {
  title: z.string({ error: BLOG_MESSAGES.titleRequired }).trim().min(1, BLOG_MESSAGES.titleRequired).max(200, 'Título muito longo (máx. 200)'),
  excerpt: z.string({ error: BLOG_MESSAGES.excerptRequired }).trim().min(1, BLOG_MESSAGES.excerptRequired).max(500, 'Resumo muito longo (máx. 500)'),
  content: z.string({ error: BLOG_MESSAGES.contentRequired }).trim().min(1, BLOG_MESSAGES.contentRequired).max(200_000, 'Conteúdo muito longo'),
  slug: z.string().trim().max(120, 'Slug muito longo').regex(SLUG_PATTERN, BLOG_MESSAGES.slugInvalid).optional(),
  featuredImage: imageRef.nullish(),
  category: ZBlogCategory.optional(),
  tags: ZTags.optional(),
  status: z.enum(['draft', 'published'], { error: 'Status inválido' }).optional(),
  /** The staff member who signs the post (an active user); the post shows their name. Default: who creates it. */
  authorId: z.uuid(BLOG_MESSAGES.authorInvalid).optional(),
  seoTitle: optionalText(120),
  seoDescription: optionalText(300),
  seoKeywords: ZTags.optional(),
};

/**
 * A post's English and Spanish texts (issue 13): the Portuguese fields' rules, each optional; a language
 * goes live with its title, excerpt and content, and its slug is made from its title when left empty.
 */
export const ZBlogTranslations = translationsOf({
  title: z.string().trim().max(200, 'Título muito longo (máx. 200)'),
  slug: z.union([z.string().trim().max(120, 'Slug muito longo').regex(SLUG_PATTERN, BLOG_MESSAGES.slugInvalid), z.literal('')]),
  excerpt: z.string().trim().max(500, 'Resumo muito longo (máx. 500)'),
  content: z.string().trim().max(200_000, 'Conteúdo muito longo'),
  tags: ZTags,
  seoTitle: z.string().trim().max(120, 'Máximo de 120 caracteres'),
  seoDescription: z.string().trim().max(300, 'Máximo de 300 caracteres'),
  seoKeywords: ZTags,
});
export type TBlogTranslations = z.infer<typeof ZBlogTranslations>;

export const ZBlogCreate = z.strictObject({ ...blogFields, translations: ZBlogTranslations.optional() }).meta({ examples: [{ title: 'Como escolher uma stack em 2025', excerpt: 'Um guia prático para decidir sem modismos.', content: '## Introdução\n\nTexto em **Markdown**.', featuredImage: '/uploads/2025/03/capa.webp', category: 'tecnologia', tags: ['react', 'node'], status: 'draft' }] });
export type TBlogCreate = z.infer<typeof ZBlogCreate>;
export const ZBlogUpdate = z.strictObject({
  ...blogFields,
  /** Each language sent replaces that language's texts; null removes it; a language left out is kept. */
  translations: ZBlogTranslations.optional(),
  /** The version the editor read (optimistic concurrency, decision 042): an older one is refused with 409; left out, the save goes through. */
  version: z.number().int().min(0).optional(),
  title: blogFields.title.optional(),
  excerpt: blogFields.excerpt.optional(),
  content: blogFields.content.optional(),
}).meta({ examples: [{ title: 'Como escolher uma stack em 2026', status: 'published' }] });
export type TBlogUpdate = z.infer<typeof ZBlogUpdate>;

export const ZBlogListQuery = z.object({
  page: z.coerce.number().int().min(1, 'Página mínima 1').max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100, 'Máximo 100 por página').default(BLOG_LIMITS.publicPageSize),
  category: ZBlogCategory.optional(),
  status: z.enum(['published', 'draft']).optional(),
  sortBy: z.enum(['publishedAt', 'createdAt', 'updatedAt', 'title']).default('publishedAt'),
  sortOrder: z.enum(['asc', 'desc']).default('desc'),
  search: z.string().trim().max(200).optional(),
  exclude: z.string().max(120).optional(),
  ...ZLanguageQuery,
});
export type TBlogListQuery = z.infer<typeof ZBlogListQuery>;

export const ZBlogPost = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  content: z.string(),
  featuredImage: z.string().nullable(),
  image: ZImageInfo.nullable(),
  category: z.string(),
  tags: z.array(z.string()),
  author: z.object({ id: z.string().nullable(), name: z.string() }),
  status: z.enum(['draft', 'published']),
  publishedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Goes up by one on every save; the editor sends it back with its save (decision 042). */
  version: z.number().int().optional(),
  readTime: z.number().int(),
  seoTitle: z.string().nullable(),
  seoDescription: z.string().nullable(),
  seoKeywords: z.array(z.string()),
  /** The language of the texts above: the one asked for (`?lang=`) when the post is written in it, else pt. */
  language: ZContentLanguage,
  /** The languages the post is written in (pt, and en or es once their title, excerpt and content are). */
  languages: z.array(ZContentLanguage),
  /** The post's slug in each language it is written in. */
  slugs: z.object({ pt: z.string(), en: z.string().optional(), es: z.string().optional() }),
  /** The English and Spanish texts as stored, for the back office (staff only). */
  translations: ZBlogTranslations.optional(),
});
export type TBlogPost = z.infer<typeof ZBlogPost>;

export const ZBlogAdminListQuery = ZBlogListQuery.extend({
  limit: ZBlogListQuery.shape.limit.default(BLOG_LIMITS.adminPageSize),
  sortBy: ZBlogListQuery.shape.sortBy.default('createdAt'),
});
/** The filter of the back office's post list, also what a bulk action over "all matching" reaches. */
export const ZBlogAdminFilter = ZBlogAdminListQuery.pick({ search: true, status: true, category: true });
export const ZBlogBulk = bulkOf(['publish', 'unpublish', 'delete'], ZBlogAdminFilter).meta({ examples: [{ action: 'publish', ids: ['3f2a9c1e-5b7d-4e8a-9c0f-1a2b3c4d5e6f'] }, { action: 'unpublish', filter: { search: 'stack', status: 'published' } }] });
export type TBlogBulk = z.input<typeof ZBlogBulk>;
/** The bulk body as the API reads it, validated. */
export type TBlogBulkRequest = z.output<typeof ZBlogBulk>;
export const ZSlugParam = z.object({ slug: z.string().max(200) });
export const ZRelatedQuery = z.object({ limit: z.coerce.number().int().min(1).max(12, 'Máximo 12').default(3), ...ZLanguageQuery });
const ZBlogLanguageQuery = z.object(ZLanguageQuery);
export const ZBlogPostPage = pageOf(ZBlogPost);
export const ZBlogPostList = z.array(ZBlogPost);

export const blogEndpoints = endpoints({
  list: { method: 'GET', path: '/blog', summary: 'Published posts, newest first (public)', query: ZBlogListQuery, response: ZBlogPostPage },
  adminList: { method: 'GET', path: '/blog/admin', summary: 'Every post, drafts included (back office)', query: ZBlogAdminListQuery, response: ZBlogPostPage },
  bySlug: { method: 'GET', path: '/blog/public/slug/:slug', summary: 'A published post by slug', params: ZSlugParam, query: ZBlogLanguageQuery, response: ZBlogPost },
  get: { method: 'GET', path: '/blog/:id', summary: 'A post by id (drafts only for staff)', params: ZUuidParam, query: ZBlogLanguageQuery, response: ZBlogPost },
  related: { method: 'GET', path: '/blog/:id/related', summary: 'Up to `limit` (default 3) other published posts of the same category, newest first (public)', params: ZUuidParam, query: ZRelatedQuery, response: ZBlogPostList },
  create: { method: 'POST', path: '/blog', summary: 'Create a post', body: ZBlogCreate, response: ZBlogPost, status: 201 },
  update: { method: 'PATCH', path: '/blog/:id', summary: 'Update a post', params: ZUuidParam, body: ZBlogUpdate, response: ZBlogPost },
  publish: { method: 'POST', path: '/blog/:id/publish', summary: 'Publish a post', params: ZUuidParam, response: ZBlogPost },
  unpublish: { method: 'POST', path: '/blog/:id/unpublish', summary: 'Turn a post back into a draft', params: ZUuidParam, response: ZBlogPost },
  remove: { method: 'DELETE', path: '/blog/:id', summary: 'Delete a post: it moves to the trash (Lixeira) for the trash period', params: ZUuidParam, response: z.null() },
  bulk: { method: 'POST', path: '/blog/bulk', summary: 'Publish, unpublish or delete the selected posts, or every post matching a filter', body: ZBlogBulk, response: ZBulkResult },
});
