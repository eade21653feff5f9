import type { TBlockType } from '@softhouse/contracts';
import type { ComponentType } from 'react';
import { BlogListBlock } from './blog-list';
import { CaseGridBlock } from './case-grid';
import { CasesBlock } from './cases';
import { ContactBlock } from './contact';
import { ContactPageBlock } from './contact-page';
import { PostsBlock } from './posts';
import type { BlockViewProps } from './types';
import { AccordionBlock } from './accordion';
import { CardsBlock } from './cards';
import { CtaBlock } from './cta';
import { HeroBlock } from './hero';
import { MetricsBlock } from './metrics';
import { PlansBlock } from './plans';
import { StepsBlock } from './steps';
import { TechnologiesBlock } from './technologies';
import { TextBlock } from './text';

/**
 * The site's renderer of each block type (decision 047): the type's fields (packages/contracts/src/blocks)
 * and its component here are all a block type is. The type makes a new block type fail to compile until
 * it has a renderer.
 */
export const BLOCK_RENDERERS: { [T in TBlockType]: ComponentType<BlockViewProps<T>> } = {
  hero: HeroBlock,
  cards: CardsBlock,
  plans: PlansBlock,
  steps: StepsBlock,
  accordion: AccordionBlock,
  metrics: MetricsBlock,
  text: TextBlock,
  technologies: TechnologiesBlock,
  cases: CasesBlock,
  posts: PostsBlock,
  cta: CtaBlock,
  contact: ContactBlock,
  'contact-page': ContactPageBlock,
  'case-grid': CaseGridBlock,
  'blog-list': BlogListBlock,
};
