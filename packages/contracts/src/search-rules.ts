/*
 * The site search's rules (issue 18, decision 034) that the public page's browser code needs too, so
 * without any dependency: what a query is made of, its limits, the API's messages and where results live.
 */
import { CONTENT_PAGES } from './rules.js';

export const SEARCH_TYPES = ['post', 'case', 'page'] as const;
export type TSearchType = (typeof SEARCH_TYPES)[number];
export const isSearchType = (value: unknown): value is TSearchType => typeof value === 'string' && (SEARCH_TYPES as readonly string[]).includes(value);

export const SEARCH_LIMITS = {
  /** Characters of a query, as typed. */
  maxLength: 200,
  /** Words searched; the rest of a longer query is left out. */
  maxWords: 12,
  pageSize: 10,
  maxPageSize: 50,
  maxPage: 100,
  /** Latest posts suggested when nothing is found. */
  suggestions: 3,
} as const;

export const SEARCH_MESSAGES = {
  required: 'Informe o que buscar',
  tooLong: `A busca pode ter no máximo ${SEARCH_LIMITS.maxLength} caracteres`,
  nothingSearchable: 'A busca precisa ter ao menos uma letra ou um número',
  typeInvalid: `Tipo inválido: use ${SEARCH_TYPES.join(', ')}`,
} as const;

/** The search page, by its Portuguese path (decision 027: /en/busca and /es/busca in the other languages). */
export const SEARCH_PATH = '/busca';

/**
 * A query's words: runs of letters, digits and combining marks, lowercased, each with at least one letter or
 * digit; anything else separates them. The index splits texts at the same places (ASCII punctuation as
 * spaces, then PostgreSQL's parser: migration 0015), so `e-commerce` and `node.js` are two words either way.
 */
export function searchWords(query: string): string[] {
  return query
    .normalize('NFC')
    .toLowerCase()
    .split(/[^\p{L}\p{N}\p{M}]+/u)
    .filter((word) => /[\p{L}\p{N}]/u.test(word))
    .slice(0, SEARCH_LIMITS.maxWords);
}

/** The Portuguese path of a content page (decision 027): home is the root, every other page its own segment. */
export const contentPagePath = (page: string): string | null =>
  (CONTENT_PAGES as readonly string[]).includes(page) ? (page === 'home' ? '/' : `/${page}`) : null;
