import type { FastifyInstance } from 'fastify';
import { blogHistoryEndpoints, casesHistoryEndpoints, historySettingsEndpoints, ZBlogUpdate, ZCaseUpdate, type THistoryType } from '@softhouse/contracts';
import type { z } from 'zod';
import { route } from '../../http/route.js';
import { badRequest } from '../../errors.js';
import type { BlogService } from '../blog/service.js';
import type { CasesService } from '../cases/service.js';
import type { HistoryService } from './service.js';

type Data = Record<string, unknown>;

/** A language missing from the old content is removed again (null), so the restore gives back exactly that text. */
const translationsOf = (data: Data) => {
  const stored = (data.translations ?? {}) as Data;
  return { en: stored.en ?? null, es: stored.es ?? null };
};

/**
 * The update that brings an item's content back to a revision: its texts, images, category and SEO, in
 * every language. Its publication (status, published, featured, order) is left as it is now: restoring a
 * text does not publish or unpublish it (decision 042).
 */
function restoreBody<S extends z.ZodType>(schema: S, fields: readonly string[], data: Data, extra: Data = {}): z.output<S> {
  const picked: Data = { ...extra, translations: translationsOf(data) };
  for (const field of fields) if (data[field] !== undefined) picked[field] = data[field];
  const parsed = schema.safeParse(picked);
  if (!parsed.success) throw badRequest(`Esta versão não pode ser restaurada: ${parsed.error.issues[0]?.message ?? 'conteúdo inválido'}`);
  return parsed.data;
}

const POST_FIELDS = ['title', 'slug', 'excerpt', 'content', 'featuredImage', 'category', 'tags', 'seoTitle', 'seoDescription', 'seoKeywords'] as const;
const CASE_FIELDS = ['title', 'slug', 'client', 'imageUrl', 'description', 'category', 'technologies', 'industry', 'logoUrl', 'gallery', 'seoTitle', 'seoDescription', 'seoKeywords'] as const;

type Deps = { history: HistoryService; blog: BlogService; cases: CasesService };

/** Each type's history: list, read and restore, with the access of editing the type (decision 042). */
export function historyRoutes(app: FastifyInstance, { history, blog, cases }: Deps) {
  const typed = (type: THistoryType, endpoints: typeof blogHistoryEndpoints | typeof casesHistoryEndpoints, restore: (id: string, data: Data) => Promise<{ id: string }>) => {
    route(app, endpoints.list, { access: 'content' }, async (request) => history.list(type, request.params.id));
    route(app, endpoints.get, { access: 'content' }, async (request) => history.get(type, request.params.id, request.params.revisionId));
    route(app, endpoints.restore, { access: 'content', message: 'Versão restaurada', activity: { action: 'restore-revision' } }, async (request) => {
      const revision = await history.get(type, request.params.id, request.params.revisionId);
      // The tracked update keeps the restored content as the newest revision.
      await restore(request.params.id, revision.data);
      const list = await history.list(type, request.params.id);
      return list.data[0]!;
    });
  };
  typed('blog', blogHistoryEndpoints, (id, data) => {
    const author = (data.author ?? {}) as { id?: unknown };
    return blog.update(id, restoreBody(ZBlogUpdate, POST_FIELDS, data, typeof author.id === 'string' ? { authorId: author.id } : {}));
  });
  typed('cases', casesHistoryEndpoints, (id, data) => cases.update(id, restoreBody(ZCaseUpdate, CASE_FIELDS, data)));

  route(app, historySettingsEndpoints.get, { access: 'settings' }, async () => history.settings());
  route(app, historySettingsEndpoints.set, { access: 'settings', message: 'Histórico salvo' }, async (request) => history.setSettings(request.body));
}
