import { z } from 'zod';

export const MEDIA_LIMITS = {
  pageSize: 12,
  maxBytes: 10 * 1024 * 1024,
  mimetypes: ['image/jpeg', 'image/jpg', 'image/png', 'image/gif', 'image/webp'],
} as const;

export const MEDIA_MESSAGES = {
  unsupported: (name: string) => `${name}: tipo não suportado`,
  tooLarge: (name: string) => `${name}: arquivo muito grande (máx. 10MB)`,
  rejectedTitle: 'Alguns arquivos não foram aceitos',
  inUse: 'Arquivo em uso',
  notFound: 'Arquivo não encontrado',
} as const;

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
  _id: z.string(),
  url: z.string(),
  originalName: z.string(),
  filename: z.string(),
  alt: z.string(),
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
});

export const ZMediaUpdate = z.strictObject({
  alt: z.string().trim().max(300, 'Texto alternativo muito longo (máx. 300)').optional(),
  originalName: z.string().trim().min(1, 'Nome do arquivo é obrigatório').max(200, 'Nome muito longo (máx. 200)').optional(),
}).meta({ examples: [{ alt: 'Painel de gestão com gráficos de vendas', originalName: 'painel-vendas.png' }] });

/** Bytes, KB, MB or GB with one decimal, as the media screens show sizes. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} Bytes`;
  const units = ['KB', 'MB', 'GB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${Math.round(value * 10) / 10} ${units[unit]}`;
}
