import { z } from 'zod';
import { ZImageInfo } from './media.js';
import { SLUG_PATTERN } from './slugify.js';

export const BLOG_CATEGORIES = ['tecnologia', 'desenvolvimento', 'design', 'marketing', 'negocios'] as const;
export const ZBlogCategory = z.enum(BLOG_CATEGORIES, { error: 'Categoria inválida' });
export type TBlogCategory = z.infer<typeof ZBlogCategory>;
export const BLOG_LIMITS = { adminPageSize: 10, publicPageSize: 9, featured: 3, home: 6, related: 6, relatedShown: 3 } as const;

export const BLOG_MESSAGES = {
  titleRequired: 'Título é obrigatório',
  excerptRequired: 'Resumo é obrigatório',
  contentRequired: 'Conteúdo é obrigatório',
  slugInvalid: 'Slug deve conter apenas letras minúsculas, números e hífens',
  slugTaken: 'Já existe um post com este slug',
  notFound: 'Post não encontrado',
} as const;

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
  imageUrl: imageRef.nullish(),
  category: ZBlogCategory.optional(),
  categories: z.array(ZBlogCategory).max(5).optional(),
  tags: ZTags.optional(),
  status: z.enum(['draft', 'published'], { error: 'Status inválido' }).optional(),
  published: z.boolean().optional(),
  authorName: optionalText(120),
  seoTitle: optionalText(120),
  seoDescription: optionalText(300),
  seoKeywords: ZTags.optional(),
};

export const ZBlogCreate = z.strictObject(blogFields).meta({ examples: [{ title: 'Como escolher uma stack em 2025', excerpt: 'Um guia prático para decidir sem modismos.', content: '## Introdução\n\nTexto em **Markdown**.', featuredImage: '/uploads/2025/03/capa.webp', categories: ['tecnologia'], tags: ['react', 'node'], status: 'draft' }] });
export type TBlogCreate = z.infer<typeof ZBlogCreate>;
export const ZBlogUpdate = z.strictObject({
  ...blogFields,
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
  published: z.enum(['true', 'false']).transform((v) => v === 'true').optional(),
  sortBy: z.enum(['publishedAt', 'createdAt', 'updatedAt', 'title']).default('publishedAt'),
  sortOrder: z.enum(['asc', 'desc']).default('desc'),
  search: z.string().trim().max(200).optional(),
  exclude: z.string().max(120).optional(),
});
export type TBlogListQuery = z.infer<typeof ZBlogListQuery>;

export const ZBlogPost = z.object({
  id: z.string(),
  _id: z.string(),
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  content: z.string(),
  featuredImage: z.string().nullable(),
  imageUrl: z.string().nullable(),
  image: ZImageInfo.nullable(),
  category: z.string(),
  categories: z.array(z.string()),
  tags: z.array(z.string()),
  author: z.object({ id: z.string().nullable(), name: z.string() }),
  authorName: z.string(),
  status: z.enum(['draft', 'published']),
  published: z.boolean(),
  publishedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  readTime: z.number().int(),
  readingTime: z.number().int(),
  seoTitle: z.string().nullable(),
  seoDescription: z.string().nullable(),
  seoKeywords: z.array(z.string()),
  seo: z.object({ title: z.string(), description: z.string(), keywords: z.array(z.string()) }),
});
export type TBlogPost = z.infer<typeof ZBlogPost>;
