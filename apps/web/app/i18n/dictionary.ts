import type { pt } from './pt';

/** pt's shape with every leaf widened to string: other languages must have every key, and only those. */
type Widen<T> = { readonly [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
export type Dictionary = Widen<typeof pt>;

type Paths<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Paths<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** Every dotted key of the dictionary, e.g. 'nav.home'. */
export type TranslationKey = Paths<Dictionary>;

/** A key the compiler knows, or any string (nav labels arrive as data); unknown ones are shown as is. */
export type TranslateKey = TranslationKey | (string & {});
export type TranslateParams = Record<string, string | number>;
export type Translate = (key: TranslateKey, params?: TranslateParams) => string;

/** Looks a dotted key up; a missing key (or one that names a namespace) shows the key itself. */
export function translate(dictionary: Partial<Dictionary>, key: TranslateKey, params?: TranslateParams): string {
  let node: unknown = dictionary;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null || !Object.hasOwn(node, part)) return key;
    node = (node as Record<string, unknown>)[part];
  }
  if (typeof node !== 'string') return key;
  return params ? node.replace(/\{(\w+)\}/g, (match, name: string) => String(params[name] ?? match)) : node;
}
