import { BlogList } from '~/features/blog';
import type { BlockViewProps } from './types';

/** The blog's posts with their categories and pages (decision 047); the route loads the list of its address. */
export function BlogListBlock({ block, data }: BlockViewProps<'blog-list'>) {
  return <BlogList {...data} title={block.content.title} />;
}
