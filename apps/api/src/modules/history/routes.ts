import type { FastifyInstance } from 'fastify';
import type { FastifyRequest } from 'fastify';
import { HISTORY_ENDPOINTS, HISTORY_TYPES, historyItemOf, historySettingsEndpoints, ZBlogUpdate, ZCaseUpdate, type THistoryType } from '@softhouse/contracts';
import type { z } from 'zod';
import { route } from '../../http/route.js';
import type { Access } from '../../plugins/auth-guard.js';
import type { BlogService } from '../blog/service.js';
import type { CasesService } from '../cases/service.js';
import { parseRevision, type HistoryService } from './service.js';

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
  return parseRevision(schema, picked);
}

const POST_FIELDS = ['title', 'slug', 'excerpt', 'content', 'featuredImage', 'category', 'tags', 'seoTitle', 'seoDescription', 'seoKeywords'] as const;
const CASE_FIELDS = ['title', 'slug', 'client', 'imageUrl', 'description', 'category', 'technologies', 'industry', 'logoUrl', 'gallery', 'seoTitle', 'seoDescription', 'seoKeywords'] as const;

type Deps = { history: HistoryService; blog: BlogService; cases: CasesService };

/** Who may see and restore a type's history: whoever may edit it (the access of its write routes). */
const ACCESS: Record<THistoryType, Access> = {
  blog: 'content',
  cases: 'content',
  content: 'content',
  seo: 'content',
  menus: 'settings',
  footer: 'settings',
  'seo-global': 'settings',
  contact: 'settings',
};

/** Each type's history: list, read and restore, under the type's own path, with the access of editing it (decision 042). */
export function historyRoutes(app: FastifyInstance, { history, blog, cases }: Deps) {
  /** Posts and cases come back through their ordinary update (which keeps the revision); the other types through the restore they registered. */
  const ownRestore: Partial<Record<THistoryType, (id: string, data: Data) => Promise<unknown>>> = {
    blog: (id, data) => {
      const author = (data.author ?? {}) as { id?: unknown };
      return blog.update(id, restoreBody(ZBlogUpdate, POST_FIELDS, data, typeof author.id === 'string' ? { authorId: author.id } : {}));
    },
    cases: (id, data) => cases.update(id, restoreBody(ZCaseUpdate, CASE_FIELDS, data)),
  };
  for (const type of HISTORY_TYPES) {
    const api = HISTORY_ENDPOINTS[type];
    const access = ACCESS[type];
    const itemOf = (request: Pick<FastifyRequest, 'params'>) => historyItemOf(type, request.params as Record<string, unknown>);
    route(app, api.list, { access }, async (request) => history.list(type, itemOf(request)));
    const revisionOf = (request: Pick<FastifyRequest, 'params'>) => (request.params as { revisionId: string }).revisionId;
    route(app, api.get, { access }, async (request) => history.get(type, itemOf(request), revisionOf(request)));
    route(app, api.restore, { access, message: 'Versão restaurada', activity: { action: 'restore-revision', itemId: itemOf } }, async (request) =>
      history.restore(type, itemOf(request), revisionOf(request), ownRestore[type]),
    );
  }

  route(app, historySettingsEndpoints.get, { access: 'settings' }, async () => history.settings());
  route(app, historySettingsEndpoints.set, { access: 'settings', message: 'Histórico salvo' }, async (request) => history.setSettings(request.body));
}
