import { randomUUID } from 'node:crypto';
import { cleanLine, UNSAFE_TEXT_CHARS } from '@softhouse/contracts';
import type { Db } from '../../db/client.js';
import { media, type MediaVariant } from '../../db/schema.js';
import type { Storage } from '../../storage/storage.js';
import { processImage, type ProcessedImage, type ProcessImageOptions } from './images.js';

export type MediaRow = typeof media.$inferSelect;
export type NewMediaRow = typeof media.$inferInsert & Pick<MediaRow, 'id' | 'storageKey' | 'variants'>;

export type CreateMediaInput = {
  data: Buffer;
  /** File name as sent by the client; only used for display and search, never for storage. */
  originalName: string;
  alt?: string;
  /** The alt text in English and Spanish (decision 031). */
  altTranslations?: { en?: string; es?: string };
  uploadedBy?: string | null;
};

export type CreateMediaOptions = ProcessImageOptions & {
  /** Clock for the YYYY/MM key prefix (tests). */
  now?: Date;
};

const MAX_NAME_LENGTH = 200;
const MAX_ALT_LENGTH = 500;


/**
 * Display name for an upload: the last path segment only, no control characters, at most
 * 200 characters (the extension survives truncation so the admin still sees the type).
 */
export function sanitizeOriginalName(name: string, fallbackExtension = 'bin'): string {
  const base = (name.split(/[\\/]/).pop() ?? '').normalize('NFC').replace(UNSAFE_TEXT_CHARS, '').replace(/\s+/g, ' ').trim();
  const cleaned = base.replace(/^\.+/, '').trim();
  if (cleaned.length === 0) return `imagem.${fallbackExtension}`;
  const chars = Array.from(cleaned);
  if (chars.length <= MAX_NAME_LENGTH) return cleaned;
  const dot = cleaned.lastIndexOf('.');
  const ext = dot > 0 ? Array.from(cleaned.slice(dot)) : [];
  if (ext.length > 0 && ext.length <= 10) {
    return Array.from(cleaned.slice(0, dot)).slice(0, MAX_NAME_LENGTH - ext.length).join('') + ext.join('');
  }
  return chars.slice(0, MAX_NAME_LENGTH).join('');
}

const cleanAlt = (alt: string | undefined) =>
  Array.from(cleanLine(alt ?? '')).slice(0, MAX_ALT_LENGTH).join('');

/** `2025/03/<uuid>` : a month folder keeps directories small and makes backups by period easy. */
const keyPrefix = (now: Date, id: string) =>
  `${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}/${id}`;

/** Variant keys follow from the original's key, so deletion needs no URL parsing and works for any driver. */
export const variantKey = (storageKey: string, width: number) => `${storageKey.replace(/\.[^./]+$/, '')}-${width}.webp`;

/**
 * Validates and stores an image with its WebP variants, then records it. Files and row stay
 * consistent: a failed write removes what was written and inserts nothing; a failed insert
 * removes the files. Throws ImageRejectedError for unacceptable input.
 */
export async function createMedia(
  db: Db,
  storage: Storage,
  input: CreateMediaInput,
  options: CreateMediaOptions = {},
): Promise<MediaRow> {
  const values = await storeImage(storage, await processImage(input.data, options), input, options.now);
  try {
    const [row] = await db.insert(media).values(values).returning();
    if (!row) throw new Error('media insert returned no row');
    return row;
  } catch (error) {
    await removeQuietly(storage, filesOf(values));
    throw error;
  }
}

/**
 * Writes a processed image and its variants and returns the media row that records them, for the caller
 * to insert (createMedia; the demo seed inserts all of its pictures at once). A failed write removes what
 * was written.
 */
export async function storeImage(
  storage: Storage,
  image: ProcessedImage,
  input: Omit<CreateMediaInput, 'data'>,
  now = new Date(),
): Promise<NewMediaRow> {
  const id = randomUUID();
  const storageKey = `${keyPrefix(now, id)}.${image.extension}`;

  const files = [
    { key: storageKey, data: image.original, contentType: image.mimetype },
    ...image.variants.map((v) => ({ key: variantKey(storageKey, v.width), data: v.data, contentType: 'image/webp' })),
  ];
  const written: string[] = [];
  try {
    // One at a time so that, when a write fails, we know exactly which files exist.
    for (const file of files) {
      await storage.put(file.key, file.data, file.contentType);
      written.push(file.key);
    }
  } catch (error) {
    await removeQuietly(storage, written);
    throw error;
  }

  const variants: MediaVariant[] = image.variants.map((v) => ({
    width: v.width,
    height: v.height,
    url: storage.publicUrl(variantKey(storageKey, v.width)),
    format: 'webp',
  }));
  return {
    id,
    storageKey,
    url: storage.publicUrl(storageKey),
    originalName: sanitizeOriginalName(input.originalName, image.extension),
    alt: cleanAlt(input.alt),
    altTranslations: { ...(input.altTranslations?.en && { en: cleanAlt(input.altTranslations.en) }), ...(input.altTranslations?.es && { es: cleanAlt(input.altTranslations.es) }) },
    mimetype: image.mimetype,
    size: image.original.length,
    width: image.width,
    height: image.height,
    variants,
    uploadedBy: input.uploadedBy ?? null,
  };
}

/** The storage keys of a media row's files: the original and every variant. */
const filesOf = (row: Pick<MediaRow, 'storageKey' | 'variants'>) => [row.storageKey, ...row.variants.map((v) => variantKey(row.storageKey, v.width))];

/** Removes the original and every variant of a media row (the row itself is the caller's). */
export async function deleteMediaFiles(storage: Storage, row: Pick<MediaRow, 'storageKey' | 'variants'>): Promise<void> {
  await Promise.all(filesOf(row).map((key) => storage.delete(key)));
}

// Cleanup must not mask the error that caused it; a leftover file is harmless, a lost error is not.
async function removeQuietly(storage: Storage, keys: string[]): Promise<void> {
  await Promise.all(keys.map((key) => storage.delete(key).catch(() => {})));
}
