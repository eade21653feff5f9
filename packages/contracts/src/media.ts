import { z } from 'zod';
import { MEDIA_LIMITS, cleanLine } from './rules.js';
import { pageOf, ZUuidParam } from './common.js';
import { endpoints } from './endpoint.js';



/** What a page needs to show an image at the right size: WebP variants for srcset, intrinsic size, alt text. */
export const ZImageInfo = z.object({
  url: z.string(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  alt: z.string(),
  variants: z.array(z.object({ width: z.number().int(), height: z.number().int(), url: z.string() })),
});
export type TImageInfo = z.infer<typeof ZImageInfo>;

export const ZMedia = z.object({
  id: z.string(),
  url: z.string(),
  originalName: z.string(),
  filename: z.string(),
  alt: z.string(),
  /** The alt text in English and Spanish (decision 031); `alt` is the Portuguese one. */
  altTranslations: z.object({ en: z.string().optional(), es: z.string().optional() }),
  mimetype: z.string(),
  size: z.number().int(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  variants: z.array(z.object({ width: z.number().int(), height: z.number().int(), url: z.string() })),
  createdAt: z.string(),
});
export type TMedia = z.infer<typeof ZMedia>;

export const ZMediaListQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(MEDIA_LIMITS.pageSize),
  mimetype: z.string().trim().max(100).optional(),
  search: z.string().trim().max(200).optional(),
  /** The file at this address (an editor's form asks for the alt text of the image it shows). */
  url: z.string().trim().max(500).optional(),
});

const ZAltText = z.string().transform(cleanLine).pipe(z.string().max(300, 'Texto alternativo muito longo (máx. 300)'));

export const ZMediaUpdate = z.strictObject({
  alt: ZAltText.optional(),
  /** English and Spanish alt texts; each language sent replaces its text, an empty one removes it. */
  altTranslations: z.strictObject({ en: ZAltText.optional(), es: ZAltText.optional() }).optional(),
  originalName: z.string().transform(cleanLine).pipe(z.string().min(1, 'Nome do arquivo é obrigatório').max(200, 'Nome muito longo (máx. 200)')).optional(),
}).meta({ examples: [{ alt: 'Painel de gestão com gráficos de vendas', originalName: 'painel-vendas.png' }] });
export type TMediaUpdate = z.input<typeof ZMediaUpdate>;

export const ZMediaPage = pageOf(ZMedia);
export const ZUploadResult = z.object({ uploaded: z.array(ZMedia), rejected: z.array(z.object({ name: z.string(), message: z.string() })) });

export const mediaEndpoints = endpoints({
  list: { method: 'GET', path: '/media', summary: 'Media library, newest first', query: ZMediaListQuery, response: ZMediaPage },
  get: { method: 'GET', path: '/media/:id', summary: 'One file', params: ZUuidParam, response: ZMedia },
  upload: { method: 'POST', path: '/media/upload', summary: 'Upload one image (field `file`; JPEG, PNG, GIF or WebP checked by content, 10 MB max)', multipart: true, response: ZMedia, status: 201 },
  uploadMultiple: { method: 'POST', path: '/media/upload-multiple', summary: 'Upload several images (field `files`); each is accepted or refused on its own', multipart: true, response: ZUploadResult, status: 201 },
  update: { method: 'PUT', path: '/media/:id', summary: 'Edit alt text or file name', params: ZUuidParam, body: ZMediaUpdate, response: ZMedia },
  remove: { method: 'DELETE', path: '/media/:id', summary: 'Delete a file: it moves to the trash (Lixeira); refused while a case or post, even one in the trash, uses it', params: ZUuidParam, response: z.null() },
});
