import type { TShellData } from '@softhouse/contracts';
import { splitLanguage, type TLanguage } from '@softhouse/contracts/constants';
import type { TPageSeo } from '@softhouse/contracts/server';
import { useRouteLoaderData } from 'react-router';

/** Public pages whose SEO an editor can change, keyed as in the back office, with their paths. */
export const EDITABLE_PAGES = {
  '/': 'home',
  '/sobre': 'sobre',
  '/software': 'software',
  '/aplicativo': 'aplicativo',
  '/outsourcing': 'outsourcing',
  '/cases': 'cases',
  '/blog': 'blog',
  '/contato': 'contato',
} as const;
export type PageKey = (typeof EDITABLE_PAGES)[keyof typeof EDITABLE_PAGES];

/** The editable page a path shows, or null (posts, cases, admin, not found...). */
export function pageKeyFor(pathname: string): PageKey | null {
  const own = splitLanguage(pathname).path;
  const path = own.length > 1 ? own.replace(/\/+$/, '') : own;
  return Object.hasOwn(EDITABLE_PAGES, path) ? EDITABLE_PAGES[path as keyof typeof EDITABLE_PAGES] : null;
}

/** What the root loader returns: every page's language, shell content and CSP nonce. */
export type RootData = {
  lang: TLanguage;
  shell: TShellData;
  nonce: string;
  publicUrl: string;
  /** The editable page the loader ran for (null on other paths); pageSeo belongs to it. */
  pageKey: PageKey | null;
  /** The editor's SEO texts for pageKey in `lang`, with the global defaults; null on other paths. */
  pageSeo: TPageSeo | null;
};

/** undefined only while the root loader itself failed (the root error screen). */
export const useRootData = () => useRouteLoaderData<RootData>('root');

type MatchLike = { id: string; loaderData?: unknown } | undefined;

export const rootDataFrom = (matches: readonly MatchLike[]): RootData | undefined =>
  matches.find((match) => match?.id === 'root')?.loaderData as RootData | undefined;
