import type { TBlockType, TResolvedBlock } from '@softhouse/contracts';
import type { BlogListData } from '~/features/blog';
import type { CarouselCase } from '~/features/carousel';
import type { CaseCardData } from '~/features/cases';
import type { ContactBlockData } from '~/features/contact';
import type { TLatestPosts as LatestPosts } from '~/features/home';

/** The cases page's list (routes/cases.tsx): the first `page` pages of 16, and how many pages there are. */
export type CaseGridData = { cases: CaseCardData[]; total: number; page: number; lastPage: number };

/**
 * What the blocks that show data get from the server (blocks/index.server.ts loads it by each block's own
 * settings, decision 047); the other blocks get nothing but their texts. The two listings get their page's
 * list, which its route loads (its ?page= and 404 are the route's).
 */
export type BlockData = {
  hero: { casesTotal: number | null };
  cases: CarouselCase[];
  posts: LatestPosts;
  contact: ContactBlockData;
  'contact-page': ContactBlockData;
  'case-grid': CaseGridData;
  'blog-list': BlogListData;
};

/** A block's renderer gets its content in the page's language and, for the blocks above, its data. */
export type BlockViewProps<T extends TBlockType> = {
  block: TResolvedBlock<T>;
  data: T extends keyof BlockData ? BlockData[T] : undefined;
  /** The page it is on (home, sobre, software...), for ids and the lead form's origin. */
  page: string;
};

/** A block as a page's loader hands it to <BlockPage>: the block and what its renderer shows. */
export type LoadedBlock = { [T in TBlockType]: { block: TResolvedBlock<T>; data: BlockViewProps<T>['data'] } }[TBlockType];
