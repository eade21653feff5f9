import type { FastifyInstance, FastifyRequest } from 'fastify';
import { contentEndpoints as api, pageDraftsEndpoints as draftsApi } from '@softhouse/contracts';
import { route } from '../../http/route.js';
import { requireUser, seesDrafts } from '../../plugins/auth-guard.js';
import type { PageDrafts } from './drafts.js';
import type { ContentService } from './service.js';

/** A page's every block in three languages, with room to spare: Fastify's 1 MB would answer 413 first. */
const DRAFT_BODY_LIMIT = 2 * 1024 * 1024;

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

/**
 * The live preview's drafts (decision 047): staff who edit pages keep the blocks they are changing, a moment
 * after each keystroke. Not the writes the activity log is for (the save that follows is logged), and not
 * content the site shows, so no cache is dropped for them (plugins/response-cache.ts).
 */
export function pageDraftRoutes(app: FastifyInstance, { drafts }: { drafts: PageDrafts }) {
  route(app, draftsApi.create, { access: 'content', activity: false, bodyLimit: DRAFT_BODY_LIMIT }, async (request) =>
    drafts.create(requireUser(request as unknown as FastifyRequest).id, request.params.page, request.body.blocks),
  );
  route(app, draftsApi.update, { access: 'content', activity: false, bodyLimit: DRAFT_BODY_LIMIT }, async (request) =>
    drafts.update(requireUser(request as unknown as FastifyRequest).id, request.params.token, request.body.blocks),
  );
}
