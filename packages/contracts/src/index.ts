/*
 * @softhouse/contracts: the constants and the zod schemas of every request and response, with the
 * endpoint tables. The other entry points: ./constants (no dependencies, for the public pages),
 * ./markdown (the sanitising renderer) and ./server (what only the server's page loaders use).
 */
export * from './constants.js';
export * from './common.js';
export * from './endpoint.js';
export * from './text.js';
export * from './auth.js';
export * from './site.js';
export * from './media.js';
export * from './blog.js';
export * from './cases.js';
export * from './contacts.js';
export * from './settings.js';
export * from './users.js';
export * from './content.js';
export * from './blocks/index.js';
export * from './mail.js';
export * from './activity.js';
export * from './redirects.js';
export * from './working-copies.js';
export * from './page-drafts.js';
export * from './trash.js';
export * from './history.js';
export * from './translated.js';
export * from './search.js';
export * from './admin-search.js';
export * from './scheduling.js';
