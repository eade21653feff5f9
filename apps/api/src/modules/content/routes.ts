import type { FastifyInstance } from 'fastify';
import { contentEndpoints as api } from '@softhouse/contracts';
import { route } from '../../http/route.js';
import { seesDrafts } from '../../plugins/auth-guard.js';
import type { ContentService } from './service.js';

export function contentRoutes(app: FastifyInstance, { content }: { content: ContentService }) {
  // Public reads: visitors get the visible sections only; signed-in staff (who edit them) get all.
  route(app, api.list, { access: 'public' }, async (request) => content.list({ includeHidden: seesDrafts(request) }));
  route(app, api.page, { access: 'public' }, async (request) => content.get(request.params.page, { includeHidden: seesDrafts(request) }));
  route(app, api.bySlug, { access: 'public' }, async (request) => content.get(request.params.slug, { includeHidden: seesDrafts(request) }));
  route(app, api.savePage, { access: 'content', message: 'Página salva' }, async (request) => content.upsertPage(request.params.page, request.body.title));
  route(app, api.addSection, { access: 'content', message: 'Seção criada' }, async (request) => content.addSection(request.params.page, request.body));
  route(app, api.reorderSections, { access: 'content', message: 'Ordem das seções atualizada' }, async (request) => content.reorder(request.params.page, request.body.sectionIds));
  route(app, api.updateSection, { access: 'content', message: 'Seção atualizada' }, async (request) => content.updateSection(request.params.page, request.params.sectionId, request.body));
  route(app, api.removeSection, { access: 'content', message: 'Seção excluída' }, async (request) => {
    await content.removeSection(request.params.page, request.params.sectionId);
    return null;
  });
}
