/*
 * @softhouse/contracts/constants: everything of the contracts that needs no library (no zod, no
 * Markdown parser), for the public pages' browser code, whose weight has a budget.
 */
export * from './rules.js';
export * from './i18n.js';
export * from './page-query.js';
export * from './slugify.js';
export * from './translations.js';
export * from './search-rules.js';
export * from './syndication.js';
