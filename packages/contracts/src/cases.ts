import { z } from 'zod';
import { ZImageInfo } from './media.js';
import { SLUG_PATTERN } from './slugify.js';
import { CASE_LIMITS, CASE_MESSAGES } from './rules.js';
import { bulkOf, pageOf, ZBulkResult, ZUuidParam } from './common.js';
import { endpoints } from './endpoint.js';
import { ZContentLanguage, ZLanguageQuery, translationsOf } from './translated.js';



/**
 * The service a case illustrates, as the site knows it (labels in the site's cases.categories, in each
 * language); 'general' is what a case created without one gets.
 */
export const CASE_CATEGORIES = ['software', 'aplicativo', 'outsourcing'] as const;
export type TCaseCategory = (typeof CASE_CATEGORIES)[number];

/**
 * The services whose pages show a case in their carousel (decision 047): a case may illustrate several,
 * or none (then only the carousels of every case show it).
 */
export const CASE_SERVICES = ['software', 'app', 'outsourcing'] as const;
export type TCaseService = (typeof CASE_SERVICES)[number];
export const ZCaseServices = z.array(z.enum(CASE_SERVICES, { error: 'Serviço inválido: use software, app ou outsourcing' })).max(CASE_SERVICES.length, 'No máximo 3 serviços');

const imageRef = z.string().trim().max(2000, 'URL muito longa').refine((v) => v.startsWith('/') || /^https?:\/\//i.test(v), 'URL da imagem inválida');

const caseFields = {
  title: z.string({ error: CASE_MESSAGES.titleRequired }).trim().min(1, CASE_MESSAGES.titleRequired).max(200, 'Título muito longo (máx. 200)'),
  slug: z.string({ error: CASE_MESSAGES.slugRequired }).trim().min(1, CASE_MESSAGES.slugRequired).max(120, 'Slug muito longo').regex(SLUG_PATTERN, CASE_MESSAGES.slugInvalid),
  client: z.string({ error: CASE_MESSAGES.clientRequired }).trim().min(1, CASE_MESSAGES.clientRequired).max(200, 'Cliente muito longo (máx. 200)'),
  imageUrl: z.string({ error: CASE_MESSAGES.imageRequired }).trim().min(1, CASE_MESSAGES.imageRequired).pipe(imageRef),
  description: z.string().trim().max(20_000, 'Descrição muito longa').optional(),
  category: z.string().trim().max(60).optional(),
  technologies: z.array(z.string().trim().min(1).max(60)).max(40).optional(),
  industry: z.string().trim().max(100).optional(),
  logoUrl: z.union([imageRef, z.literal('')]).nullish(),
  gallery: z.array(imageRef).max(CASE_LIMITS.galleryMax, CASE_MESSAGES.galleryMax).optional(),
  /** The services it illustrates; left out, none on create and unchanged on update. */
  services: ZCaseServices.optional(),
  featured: z.boolean().optional(),
  published: z.boolean().optional(),
  order: z.coerce.number({ error: 'Ordem deve ser um número' }).int('Ordem deve ser um número inteiro').min(0, 'Ordem mínima é 0').max(1_000_000).optional(),
  seoTitle: z.string().trim().max(120).nullish(),
  seoDescription: z.string().trim().max(300).nullish(),
  seoKeywords: z.array(z.string().trim().max(60)).max(30).optional(),
};

/**
 * A case's English and Spanish texts (issue 13): the Portuguese fields' rules, each optional; a language
 * goes live with its title, and its slug is made from that title when left empty.
 */
export const ZCaseTranslations = translationsOf({
  title: z.string().trim().max(200, 'Título muito longo (máx. 200)'),
  slug: z.union([z.string().trim().max(120, 'Slug muito longo').regex(SLUG_PATTERN, CASE_MESSAGES.slugInvalid), z.literal('')]),
  description: z.string().trim().max(20_000, 'Descrição muito longa'),
  industry: z.string().trim().max(100, 'Setor muito longo (máx. 100)'),
  seoTitle: z.string().trim().max(120, 'Máximo de 120 caracteres'),
  seoDescription: z.string().trim().max(300, 'Máximo de 300 caracteres'),
  seoKeywords: z.array(z.string().trim().max(60, 'Palavra-chave muito longa')).max(30, 'No máximo 30 palavras-chave'),
});
export type TCaseTranslations = z.infer<typeof ZCaseTranslations>;

export const ZCaseCreate = z.strictObject({ ...caseFields, translations: ZCaseTranslations.optional() }).meta({ examples: [{ title: 'App de monitoramento de safra', slug: 'app-de-monitoramento-de-safra', client: 'Cooperativa Vale Verde', imageUrl: '/uploads/2025/03/capa.png', technologies: ['Flutter', 'Python'], services: ['app'], gallery: [], published: true, featured: false, order: 1 }] });
export type TCaseCreate = z.infer<typeof ZCaseCreate>;
export const ZCaseUpdate = z.strictObject({
  ...caseFields,
  /** Each language sent replaces that language's texts; null removes it; a language left out is kept. */
  translations: ZCaseTranslations.optional(),
  /** The version the editor read (optimistic concurrency, decision 042): an older one is refused with 409; left out, the save goes through. */
  version: z.number().int().min(0).optional(),
  title: caseFields.title.optional(),
  slug: caseFields.slug.optional(),
  client: caseFields.client.optional(),
  imageUrl: caseFields.imageUrl.optional(),
}).meta({ examples: [{ title: 'App de monitoramento de safra', featured: true, order: 2 }] });
export type TCaseUpdate = z.infer<typeof ZCaseUpdate>;

export const ZCaseReorder = z.strictObject({
  orders: z.array(z.strictObject({ id: z.uuid('Identificador inválido'), order: z.number().int().min(1, 'A ordem começa em 1') })).min(1, 'Nada para reordenar').max(1000),
}).meta({ examples: [{ orders: [{ id: '3f1c0e7a-8d0b-4c55-9b8e-2f8a1a2b3c4d', order: 1 }] }] });

export const ZCaseListQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(CASE_LIMITS.listLimit).default(CASE_LIMITS.listLimit),
  published: z.enum(['true', 'false']).transform((v) => v === 'true').optional(),
  featured: z.enum(['true', 'false']).transform((v) => v === 'true').optional(),
  /** Words of the title, client or category (back office). */
  search: z.string().trim().max(200).optional(),
  sortBy: z.enum(['order', 'createdAt', 'title']).default('order'),
  sortOrder: z.enum(['asc', 'desc']).default('asc'),
  ...ZLanguageQuery,
});
export type TCaseListQuery = z.infer<typeof ZCaseListQuery>;

/** The filter of the back office's case list, also what a bulk action over "all matching" reaches. */
export const ZCaseFilter = ZCaseListQuery.pick({ search: true, published: true, featured: true });
export const ZCaseBulk = bulkOf(['publish', 'unpublish', 'feature', 'unfeature', 'delete'], ZCaseFilter).meta({ examples: [{ action: 'feature', ids: ['3f2a9c1e-5b7d-4e8a-9c0f-1a2b3c4d5e6f'] }, { action: 'publish', filter: { search: 'app', published: 'false' } }] });
export type TCaseBulk = z.input<typeof ZCaseBulk>;
/** The bulk body as the API reads it, validated. */
export type TCaseBulkRequest = z.output<typeof ZCaseBulk>;

export const ZCase = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  category: z.string(),
  technologies: z.array(z.string()),
  client: z.string(),
  industry: z.string(),
  imageUrl: z.string(),
  image: ZImageInfo.nullable(),
  logoUrl: z.string().nullable(),
  /** The logo's sizes and variants when it is in the media library, so a page shows a variant fit for its 56 px, not the original. */
  logo: ZImageInfo.nullable().optional(),
  gallery: z.array(z.string()),
  /** The gallery's images with their sizes, variants and alt text: on a single case, not on list items. */
  galleryImages: z.array(ZImageInfo).optional(),
  /** The services whose pages' carousels show it (software, app, outsourcing). */
  services: z.array(z.enum(CASE_SERVICES)),
  featured: z.boolean(),
  published: z.boolean(),
  /** When a published case goes public (issue 16): a future time means scheduled; null, public once published. */
  publishedAt: z.string().nullable().optional(),
  order: z.number().int(),
  seoTitle: z.string().nullable(),
  seoDescription: z.string().nullable(),
  seoKeywords: z.array(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Goes up by one on every save; the editor sends it back with its save (decision 042). */
  version: z.number().int().optional(),
  /** The language of the texts above: the one asked for (`?lang=`) when the case is written in it, else pt. */
  language: ZContentLanguage,
  /** The languages the case is written in (pt, and en or es once their title is written). */
  languages: z.array(ZContentLanguage),
  /** The case's slug in each language it is written in. */
  slugs: z.object({ pt: z.string(), en: z.string().optional(), es: z.string().optional() }),
  /** The English and Spanish texts as stored, for the back office (staff only, on a single case, not on list items). */
  translations: ZCaseTranslations.optional(),
});
export type TCase = z.infer<typeof ZCase>;

export const ZCasePage = pageOf(ZCase);
const ZCaseSlugParam = z.object({ slug: z.string().max(200) });
const ZCaseLanguageQuery = z.object(ZLanguageQuery);

export const casesEndpoints = endpoints({
  list: { method: 'GET', path: '/cases', summary: 'Cases in display order (visitors see published ones only)', query: ZCaseListQuery, response: ZCasePage },
  bySlug: { method: 'GET', path: '/cases/slug/:slug', summary: 'A case by its slug in any language (with `lang`, that language\'s slug first)', params: ZCaseSlugParam, query: ZCaseLanguageQuery, response: ZCase },
  get: { method: 'GET', path: '/cases/:id', summary: 'A case by id', params: ZUuidParam, query: ZCaseLanguageQuery, response: ZCase },
  create: { method: 'POST', path: '/cases', summary: 'Create a case', body: ZCaseCreate, response: ZCase, status: 201 },
  reorder: { method: 'POST', path: '/cases/reorder', summary: 'Set the display order (1-based)', body: ZCaseReorder, response: z.null() },
  update: { method: 'PATCH', path: '/cases/:id', summary: 'Update a case (also just featured or published)', params: ZUuidParam, body: ZCaseUpdate, response: ZCase },
  remove: { method: 'DELETE', path: '/cases/:id', summary: 'Delete a case: it moves to the trash (Lixeira) for the trash period', params: ZUuidParam, response: z.null() },
  bulk: { method: 'POST', path: '/cases/bulk', summary: 'Publish, unpublish, feature, unfeature or delete the selected cases, or every case matching a filter', body: ZCaseBulk, response: ZBulkResult },
});
