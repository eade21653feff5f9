import { and, count, desc, eq, ilike, like, or, sql, type SQL } from 'drizzle-orm';
import { ErrorCode, MEDIA_MESSAGES, pageMeta, type TMedia, type TPage } from '@softhouse/contracts';
import type { Db } from '../../db/client.js';
import { containsPattern, prefixPattern } from '../../db/like.js';
import { blogPosts, cases, media } from '../../db/schema.js';
import { AppError, notFound } from '../../errors.js';
import type { Storage } from '../../storage/storage.js';
import { mediaNotTrashed } from '../publishing.js';
import { ImageRejectedError } from './images.js';
import { createMedia, deleteMediaFiles, sanitizeOriginalName, type MediaRow } from './media-store.js';

export const toMedia = (row: MediaRow): TMedia => ({
  id: row.id,
  url: row.url,
  originalName: row.originalName,
  filename: row.storageKey.split('/').pop() ?? row.storageKey,
  alt: row.alt,
  altTranslations: row.altTranslations,
  mimetype: row.mimetype,
  size: row.size,
  width: row.width,
  height: row.height,
  variants: row.variants.map((v) => ({ width: v.width, height: v.height, url: v.url })),
  createdAt: row.createdAt.toISOString(),
});

export function createMediaService(db: Db, storage: Storage) {
  return {
    async list(query: { page: number; limit: number; mimetype?: string; search?: string; url?: string }): Promise<TPage<TMedia>> {
      // Files in the trash show only in the Lixeira (decision 040).
      const filters: (SQL | undefined)[] = [mediaNotTrashed()];
      if (query.url) filters.push(eq(media.url, query.url));
      if (query.mimetype) {
        // 'image/*' style filters match the family; anything else is an exact type.
        filters.push(query.mimetype.endsWith('/*') ? like(media.mimetype, prefixPattern(query.mimetype.slice(0, -1))) : eq(media.mimetype, query.mimetype));
      }
      if (query.search) filters.push(or(ilike(media.originalName, containsPattern(query.search)), ilike(media.alt, containsPattern(query.search))));
      const where = and(...filters);
      const [rows, [total]] = await Promise.all([
        db.select().from(media).where(where).orderBy(desc(media.createdAt), desc(media.id)).limit(query.limit).offset((query.page - 1) * query.limit),
        db.select({ n: count() }).from(media).where(where),
      ]);
      return { data: rows.map(toMedia), meta: pageMeta(query.page, query.limit, total?.n ?? 0) };
    },

    async get(id: string): Promise<MediaRow> {
      const [row] = await db.select().from(media).where(and(eq(media.id, id), mediaNotTrashed())).limit(1);
      if (!row) throw notFound(MEDIA_MESSAGES.notFound);
      return row;
    },

    /** Stores an upload after checking its bytes; a refusal is a 415 with the file's name in the message. */
    async upload(file: { data: Buffer; filename: string; alt?: string }, userId: string): Promise<TMedia> {
      try {
        return toMedia(await createMedia(db, storage, { data: file.data, originalName: file.filename, alt: file.alt, uploadedBy: userId }));
      } catch (error) {
        if (error instanceof ImageRejectedError) {
          const name = sanitizeOriginalName(file.filename);
          const message = error.reason === 'unsupported_type' ? MEDIA_MESSAGES.unsupported(name) : `${name}: ${error.message}`;
          throw new AppError(error.reason === 'unsupported_type' ? ErrorCode.UNSUPPORTED_MEDIA_TYPE : ErrorCode.VALIDATION, message);
        }
        throw error;
      }
    },

    async update(id: string, input: { alt?: string; altTranslations?: { en?: string; es?: string }; originalName?: string }): Promise<TMedia> {
      const current = await this.get(id);
      let altTranslations: { en?: string; es?: string } | undefined;
      if (input.altTranslations) {
        altTranslations = { ...current.altTranslations };
        for (const language of ['en', 'es'] as const) {
          const text = input.altTranslations[language];
          if (text === undefined) continue;
          if (text) altTranslations[language] = text;
          else delete altTranslations[language];
        }
      }
      const [row] = await db
        .update(media)
        .set({
          ...(input.alt !== undefined && { alt: input.alt }),
          ...(altTranslations && { altTranslations }),
          ...(input.originalName !== undefined && { originalName: sanitizeOriginalName(input.originalName) }),
        })
        .where(eq(media.id, id))
        .returning();
      return toMedia(row!);
    },

    /**
     * Where a file is still used: case titles and post titles, so the editor knows what to change. Items in
     * the trash count, marked as such (decision 040): restoring one must not bring back a broken image.
     */
    async usage(row: Pick<MediaRow, 'url'>): Promise<string[]> {
      const base = containsPattern(row.url.replace(/\.[^./]+$/, ''));
      const [caseRows, postRows] = await Promise.all([
        db.select({ title: cases.title, deletedAt: cases.deletedAt }).from(cases).where(or(eq(cases.imageUrl, row.url), eq(cases.logoUrl, row.url), sql`${row.url} = any(${cases.gallery})`)),
        db.select({ title: blogPosts.title, deletedAt: blogPosts.deletedAt }).from(blogPosts).where(or(eq(blogPosts.featuredImage, row.url), like(blogPosts.content, base))),
      ]);
      const where = (item: { deletedAt: Date | null }) => (item.deletedAt ? ' (na Lixeira)' : '');
      return [...caseRows.map((c) => `case "${c.title}"${where(c)}`), ...postRows.map((p) => `post "${p.title}"${where(p)}`)];
    },

    /** Refuses with a 409 naming the items while a case or post (even one in the trash) uses the file. */
    async assertUnused(row: Pick<MediaRow, 'url'>): Promise<void> {
      const usedBy = await this.usage(row);
      if (usedBy.length) {
        throw new AppError(ErrorCode.CONFLICT, `Arquivo em uso: ${usedBy.slice(0, 5).join(', ')}${usedBy.length > 5 ? ` e mais ${usedBy.length - 5}` : ''}. Troque a imagem antes de excluí-la.`);
      }
    },

    /** Moves a file to the trash (decision 040); its files stay until it is deleted for good. */
    async remove(id: string, by: string | null = null): Promise<void> {
      const row = await this.get(id);
      await this.assertUnused(row);
      await db.update(media).set({ deletedAt: new Date(), deletedBy: by }).where(and(eq(media.id, id), mediaNotTrashed()));
    },

    /** Deletes a file in the trash for good, with its stored files (still refused while something uses it). */
    async purge(row: MediaRow): Promise<void> {
      await this.assertUnused(row);
      await db.delete(media).where(eq(media.id, row.id));
      // The row goes first: a file left behind by a failed delete is harmless, a row without its file is not.
      await deleteMediaFiles(storage, row).catch(() => {});
    },
  };
}
export type MediaService = ReturnType<typeof createMediaService>;
