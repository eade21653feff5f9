import type { ContentPage, TResolvedBlock } from '@softhouse/contracts';
import type { TLanguage } from '@softhouse/contracts/constants';
import type { PublicSite } from '@softhouse/contracts/server';
import type { AppLoadContext } from 'react-router';
import { POSTS_PER_PAGE, toPostCard } from '~/features/blog';
import { loadCarouselCases } from '~/features/carousel/index.server';
import { casesLastPage, casesShown, toCaseCard } from '~/features/cases';
import type { ContactSource, HubspotFormKey } from '~/features/contact';
import { loadContactBlock } from '~/features/contact/index.server';
import { loadLatestPosts } from '~/features/home/index.server';
import { resolveLanguage } from '~/i18n/resolve-language.server';
import type { BlockData, LoadedBlock } from './types';

/** The listings' data, which their page's route loads (its ?page= and 404 are the route's). */
export type PageLists = Partial<Pick<BlockData, 'case-grid' | 'blog-list'>>;

/** The marketing-automation form that replaces our lead form, per contact block source (none for apps: product.md §7). */
const HUBSPOT_FORMS: Record<ContactSource, HubspotFormKey | null> = {
  contato: 'contact',
  software: 'software',
  aplicativo: null,
  outsourcing: 'outsourcing',
};

type Loading = { site: PublicSite; lang: TLanguage; lists: PageLists };

/** The published cases' count, for the cases page's opening; null when it cannot be known (the count is left out). */
async function casesTotal({ site, lang, lists }: Loading): Promise<number | null> {
  if (lists['case-grid']) return lists['case-grid'].total;
  try {
    return (await site.cases({ limit: 1, lang })).meta.total;
  } catch (error) {
    console.error('cases total failed to load', error);
    return null;
  }
}

/** What a block shows besides its texts, loaded by its own settings; each loader turns a failure into an empty state. */
async function withData(block: TResolvedBlock, loading: Loading): Promise<LoadedBlock | null> {
  const { site, lang, lists } = loading;
  switch (block.type) {
    case 'hero':
      return { block, data: { casesTotal: block.content.visual === 'cases' ? await casesTotal(loading) : null } };
    case 'cases':
      return { block, data: await loadCarouselCases(site, lang, block.content.source, block.content.picked) };
    case 'posts':
      return { block, data: await loadLatestPosts(site, lang) };
    case 'contact':
      return { block, data: await loadContactBlock(site, HUBSPOT_FORMS[block.content.source], lang) };
    case 'contact-page':
      return { block, data: await loadContactBlock(site, 'contact', lang) };
    // A listing shows only on its own page, whose route hands it the list.
    case 'case-grid':
      return lists['case-grid'] ? { block, data: lists['case-grid'] } : null;
    case 'blog-list':
      return lists['blog-list'] ? { block, data: lists['blog-list'] } : null;
    default:
      return { block, data: undefined } as LoadedBlock;
  }
}

/**
 * A public page's visible blocks in order, in the request's language, each with the data it shows (decision
 * 047). The page's route passes its listing's data, if it has one.
 */
export async function loadPageBlocks(context: AppLoadContext, page: ContentPage, request: Request, lists: PageLists = {}): Promise<LoadedBlock[]> {
  const lang = resolveLanguage(request);
  const blocks = await context.site.pageBlocks(page, lang);
  const loaded = await Promise.all(blocks.map((block) => withData(block, { site: context.site, lang, lists })));
  return loaded.filter((block) => block !== null);
}

/** Blocks that are not a page's saved ones (the live preview's draft, decision 047), each with its data, as a page's would be. */
export async function loadBlocks(context: AppLoadContext, blocks: TResolvedBlock[], lang: TLanguage, lists: PageLists = {}): Promise<LoadedBlock[]> {
  const loaded = await Promise.all(blocks.map((block) => withData(block, { site: context.site, lang, lists })));
  return loaded.filter((block) => block !== null);
}

/**
 * A page's listings as its address without parameters shows them (the first page of cases, of posts), for the
 * page editor's live preview; the pages' routes load their own with the address's page and category.
 */
export async function firstPageLists(site: PublicSite, page: string, lang: TLanguage): Promise<PageLists> {
  if (page === 'cases') {
    const result = await site.cases({ page: 1, limit: casesShown(1), lang });
    return { 'case-grid': { cases: result.data.map(toCaseCard), total: result.meta.total, page: 1, lastPage: casesLastPage(result.meta.total) } };
  }
  if (page === 'blog') {
    const result = await site.posts({ page: 1, limit: POSTS_PER_PAGE, lang });
    return { 'blog-list': { posts: result.data.map(toPostCard), page: 1, totalPages: result.meta.totalPages, total: result.meta.total, category: null } };
  }
  return {};
}
