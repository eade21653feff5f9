import type { FastifyInstance } from 'fastify';
import { contentEndpoints as api } from '@softhouse/contracts';
import { route } from '../../http/route.js';
import type { ContentService } from './service.js';

export function contentRoutes(app: FastifyInstance, { content }: { content: ContentService }) {
  // Public reads: visitors get the visible sections only; signed-in staff (who edit them) get all.
  route(app, api.list, { access: 'public' }, async (request) => content.list({ includeHidden: !!request.user }));
  route(app, api.page, { access: 'public' }, async (request) => content.get(request.params.page, { includeHidden: !!request.user }));
  route(app, api.bySlug, { access: 'public' }, async (request) => content.get(request.params.slug, { includeHidden: !!request.user }));
  route(app, api.savePage, { access: 'user', message: 'Página salva' }, async (request) => content.upsertPage(request.params.page, request.body.title));
  route(app, api.addSection, { access: 'user', message: 'Seção criada' }, async (request) => content.addSection(request.params.page, request.body));
  route(app, api.reorderSections, { access: 'user', message: 'Ordem das seções atualizada' }, async (request) => content.reorder(request.params.page, request.body.sectionIds));
  route(app, api.updateSection, { access: 'user', message: 'Seção atualizada' }, async (request) => content.updateSection(request.params.page, request.params.sectionId, request.body));
  route(app, api.removeSection, { access: 'user', message: 'Seção excluída' }, async (request) => {
    await content.removeSection(request.params.page, request.params.sectionId);
    return null;
  });
}
