import type { FastifyInstance } from 'fastify';
import { searchEndpoints as api } from '@softhouse/contracts';
import { route } from '../../http/route.js';
import type { SearchService } from './service.js';

/**
 * Answers of a search may be kept a minute by browsers and shared caches, and nowhere longer: a post
 * unpublished a minute ago may still be listed, never more (decision 034). Not kept in the API's own cache
 * either (plugins/response-cache.ts), where every query typed would push out a page visitors share.
 */
export const SEARCH_CACHE_CONTROL = 'public, max-age=60';

export function searchRoutes(app: FastifyInstance, { search }: { search: SearchService }) {
  route(app, api.search, { access: 'public' }, async (request, reply) => {
    reply.header('cache-control', SEARCH_CACHE_CONTROL);
    return search.search(request.query);
  });
}
