import { z } from 'zod';
import { pageOf, ZUuidParam } from './common.js';
import { endpoints } from './endpoint.js';

/*
 * Redirects and the log of addresses that answered 404 (issue 16, decision 039). A redirect sends a path of
 * this site to another path or to a full http(s) URL with 301 or 302; the page host answers it before the
 * page cache, on every instance, from a copy of the table in memory refreshed with the content version.
 */

export const REDIRECT_LIMITS = { pathMax: 500, targetMax: 2000, importLines: 5000, csvMax: 1024 * 1024 } as const;

export const REDIRECT_MESSAGES = {
  notFound: 'Redirecionamento não encontrado',
  fromInvalid: 'Informe a origem como um caminho do site que comece com / (ex.: /blog/post-antigo)',
  fromQuery: 'A origem não pode ter parâmetros (?) nem âncora (#): use só o caminho',
  fromReserved: 'A origem não pode ser um endereço do sistema (/admin, /api, /uploads, /assets)',
  fromTooLong: `A origem pode ter no máximo ${REDIRECT_LIMITS.pathMax} caracteres`,
  toInvalid: 'Informe o destino como um caminho que comece com / ou um endereço completo com http:// ou https://',
  toTooLong: `O destino pode ter no máximo ${REDIRECT_LIMITS.targetMax} caracteres`,
  statusInvalid: 'Tipo inválido: use 301 (permanente) ou 302 (temporário)',
  fromTaken: 'Já existe um redirecionamento com esta origem',
  self: 'O destino não pode ser a própria origem',
  loop: (to: string, from: string) => `Isso criaria um ciclo: ${to} já redireciona para ${from}`,
  chain: (to: string, final: string) => `O destino ${to} já redireciona para ${final}. Use ${final} como destino para não criar uma cadeia de redirecionamentos`,
  csvEmpty: 'O arquivo não tem nenhuma linha de redirecionamento',
  csvTooMany: `O arquivo pode ter no máximo ${REDIRECT_LIMITS.importLines} linhas`,
  csvColumns: 'Use as colunas from,to,status',
  csvDuplicate: (line: number) => `Origem repetida (já aparece na linha ${line})`,
  csvInvalid: 'O arquivo tem linhas inválidas; nada foi importado',
} as const;

/** Paths the product itself answers: never a redirect's source. */
const RESERVED = /^\/(admin|api|uploads|assets)(\/|$)/;
// Matching control characters is the point here.
// eslint-disable-next-line no-control-regex
const UNSAFE = /[\u0000-\u001f\u007f\s]/;

function decoded(path: string): string | null {
  try {
    return decodeURIComponent(path);
  } catch {
    return null;
  }
}

/** A site path in the one spelling the page host answers (decision 011): decoded, lower case, no doubled or trailing slash. */
export function canonicalSitePath(path: string): string | null {
  const plain = decoded(path);
  if (plain === null || !plain.startsWith('/') || plain.startsWith('//') || UNSAFE.test(plain)) return null;
  return plain.toLowerCase().replace(/\/{2,}/g, '/').replace(/(.)\/$/, '$1');
}

/** A redirect's source as stored, or the message saying what is wrong with it. A full URL of the site gives its path. */
export function redirectSource(input: string): { path: string } | { error: string } {
  let value = input.trim();
  if (/^https?:\/\//i.test(value)) {
    try {
      const url = new URL(value);
      if (url.search || url.hash) return { error: REDIRECT_MESSAGES.fromQuery };
      value = url.pathname;
    } catch {
      return { error: REDIRECT_MESSAGES.fromInvalid };
    }
  }
  if (/[?#]/.test(value)) return { error: REDIRECT_MESSAGES.fromQuery };
  if (value.length > REDIRECT_LIMITS.pathMax) return { error: REDIRECT_MESSAGES.fromTooLong };
  const path = canonicalSitePath(value);
  if (!path) return { error: REDIRECT_MESSAGES.fromInvalid };
  if (RESERVED.test(path)) return { error: REDIRECT_MESSAGES.fromReserved };
  return { path };
}

/** A redirect's target as stored: a site path (its path part canonical, query and anchor kept) or a full http(s) URL. */
export function redirectTarget(input: string): { target: string } | { error: string } {
  const value = input.trim();
  if (value.length > REDIRECT_LIMITS.targetMax) return { error: REDIRECT_MESSAGES.toTooLong };
  if (/^https?:\/\//i.test(value)) {
    try {
      const url = new URL(value);
      if (!url.hostname || UNSAFE.test(value)) return { error: REDIRECT_MESSAGES.toInvalid };
      return { target: url.href };
    } catch {
      return { error: REDIRECT_MESSAGES.toInvalid };
    }
  }
  const split = /^([^?#]*)(.*)$/.exec(value)!;
  const path = canonicalSitePath(split[1]!);
  if (!path || UNSAFE.test(split[2]!)) return { error: REDIRECT_MESSAGES.toInvalid };
  return { target: `${path}${split[2]}` };
}

/** The site path a target leads to (without query or anchor), or null for another site's URL. */
export const targetPath = (target: string): string | null => (target.startsWith('/') ? /^[^?#]*/.exec(target)![0] : null);

const from = z.string({ error: REDIRECT_MESSAGES.fromInvalid }).transform((value, ctx) => {
  const result = redirectSource(value);
  if ('error' in result) {
    ctx.addIssue({ code: 'custom', message: result.error });
    return z.NEVER;
  }
  return result.path;
});
const to = z.string({ error: REDIRECT_MESSAGES.toInvalid }).transform((value, ctx) => {
  const result = redirectTarget(value);
  if ('error' in result) {
    ctx.addIssue({ code: 'custom', message: result.error });
    return z.NEVER;
  }
  return result.target;
});
export const REDIRECT_STATUSES = [301, 302] as const;
const statusCode = z.union([z.literal(301), z.literal(302)], { error: REDIRECT_MESSAGES.statusInvalid });

export const ZRedirect = z.object({
  id: z.string(),
  from: z.string(),
  to: z.string(),
  statusCode: z.number().int(),
  /** Made by a change of slug, not by hand. */
  automatic: z.boolean(),
  hits: z.number().int(),
  lastHitAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TRedirect = z.infer<typeof ZRedirect>;

export const ZRedirectCreate = z
  .strictObject({ from, to, statusCode: statusCode.default(301) })
  .meta({ examples: [{ from: '/blog/post-antigo', to: '/blog/post-novo', statusCode: 301 }] });
export type TRedirectCreate = z.input<typeof ZRedirectCreate>;
export const ZRedirectUpdate = z
  .strictObject({ from: from.optional(), to: to.optional(), statusCode: statusCode.optional() })
  .meta({ examples: [{ to: 'https://exemplo.com.br/novo-endereco', statusCode: 302 }] });
export type TRedirectUpdate = z.input<typeof ZRedirectUpdate>;

export const ZRedirectListQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  search: z.string().trim().max(200).optional(),
  kind: z.enum(['automatic', 'manual'], 'Tipo inválido').optional(),
  sortBy: z.enum(['from', 'hits', 'createdAt', 'lastHitAt'], 'Ordenação inválida').default('createdAt'),
  sortOrder: z.enum(['asc', 'desc'], 'Ordenação inválida').default('desc'),
});
export type TRedirectListQuery = z.input<typeof ZRedirectListQuery>;

export const ZRedirectImport = z
  .strictObject({ csv: z.string({ error: REDIRECT_MESSAGES.csvEmpty }).max(REDIRECT_LIMITS.csvMax, 'O arquivo pode ter no máximo 1 MB') })
  .meta({ examples: [{ csv: 'from,to,status\n/blog/antigo,/blog/novo,301\n' }] });
export const ZRedirectImportResult = z.object({ created: z.number().int(), updated: z.number().int() });
export type TRedirectImportResult = z.infer<typeof ZRedirectImportResult>;

/** An address that answered 404, one row per path. */
export const ZNotFound = z.object({
  path: z.string(),
  hits: z.number().int(),
  referrer: z.string().nullable(),
  /** The latest request came from a crawler or probed for software the site does not run. */
  bot: z.boolean(),
  firstSeenAt: z.string(),
  lastSeenAt: z.string(),
});
export type TNotFound = z.infer<typeof ZNotFound>;

const flag = z.enum(['true', 'false'], 'Use true ou false').transform((value) => value === 'true');
export const ZNotFoundQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  search: z.string().trim().max(200).optional(),
  /** Leave out crawlers and probes (true by default: what an editor wants to fix is people's broken links). */
  hideBots: flag.default(true),
  sortBy: z.enum(['hits', 'lastSeenAt', 'path'], 'Ordenação inválida').default('hits'),
  sortOrder: z.enum(['asc', 'desc'], 'Ordenação inválida').default('desc'),
});
export type TNotFoundQuery = z.input<typeof ZNotFoundQuery>;

/** Clears the log: the paths named, or every row (of bots only, with `bots`). */
export const ZNotFoundClear = z
  .strictObject({
    paths: z.array(z.string().max(REDIRECT_LIMITS.pathMax)).min(1, 'Selecione ao menos um endereço').max(1000).optional(),
    onlyBots: z.boolean().optional(),
  })
  .meta({ examples: [{ paths: ['/pagina-que-sumiu'] }, { onlyBots: true }, {}] });
export const ZNotFoundClearResult = z.object({ removed: z.number().int() });

export const redirectsEndpoints = endpoints({
  list: { method: 'GET', path: '/redirects', summary: 'Redirects, newest first, searchable and sortable (editors and admins)', query: ZRedirectListQuery, response: pageOf(ZRedirect) },
  create: { method: 'POST', path: '/redirects', summary: 'Create a redirect from a path to a path or a full URL (301 or 302); loops and chains are refused', body: ZRedirectCreate, response: ZRedirect, status: 201 },
  exportCsv: { method: 'GET', path: '/redirects/export', summary: 'Every redirect as CSV (columns from,to,status)', response: null },
  importCsv: { method: 'POST', path: '/redirects/import', summary: 'Create or replace redirects from CSV (from,to,status); nothing changes if any line is invalid', body: ZRedirectImport, response: ZRedirectImportResult },
  notFound: { method: 'GET', path: '/redirects/not-found', summary: 'Addresses that answered 404, by hits, with or without crawlers and probes', query: ZNotFoundQuery, response: pageOf(ZNotFound) },
  clearNotFound: { method: 'DELETE', path: '/redirects/not-found', summary: 'Remove rows of the 404 log: the paths named, or all (of bots only with onlyBots)', body: ZNotFoundClear, response: ZNotFoundClearResult },
  update: { method: 'PATCH', path: '/redirects/:id', summary: 'Change a redirect', params: ZUuidParam, body: ZRedirectUpdate, response: ZRedirect },
  remove: { method: 'DELETE', path: '/redirects/:id', summary: 'Delete a redirect', params: ZUuidParam, response: z.null() },
});
