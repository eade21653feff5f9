import { LatestPosts } from '~/features/home';
import type { BlockViewProps } from './types';

/** The latest posts (decision 047), or the product.md §8 message when there are none or they failed to load. */
export function PostsBlock({ block, data }: BlockViewProps<'posts'>) {
  const { eyebrow, title, text, linkLabel, background } = block.content;
  return (
    <LatestPosts
      latest={data}
      eyebrow={eyebrow}
      title={title}
      text={text}
      linkLabel={linkLabel}
      className={background === 'tint' ? 'bg-ink-50' : undefined}
    />
  );
}
