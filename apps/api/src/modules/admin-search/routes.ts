import type { FastifyInstance } from 'fastify';
import { ADMIN_SEARCH_ACCESS, adminSearchEndpoints as api, adminSearchTypesFor, ErrorCode } from '@softhouse/contracts';
import { route } from '../../http/route.js';
import { FORBIDDEN_MESSAGES, requireUser } from '../../plugins/auth-guard.js';
import { AppError } from '../../errors.js';
import type { AdminSearch } from './service.js';

export function adminSearchRoutes(app: FastifyInstance, { search }: { search: AdminSearch }) {
  // Any staff member may search; what each finds is what their role may open (decision 026): asking for
  // another type is refused with the guard's own reason, never answered empty, so a client cannot mistake it.
  route(app, api.search, { access: 'user' }, async (request) => {
    const allowed = adminSearchTypesFor(requireUser(request).role);
    const refused = request.query.types?.find((type) => !allowed.includes(type));
    if (refused) throw new AppError(ErrorCode.FORBIDDEN, FORBIDDEN_MESSAGES[ADMIN_SEARCH_ACCESS[refused]]);
    return search.search(request.query.q, request.query.types ?? allowed, request.query.limit);
  });
}
