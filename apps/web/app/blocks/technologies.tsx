import { TechnologiesSection } from '~/features/technologies';
import type { BlockViewProps } from './types';

/** The technology logos the team works with: the ones picked, or all of them. */
export function TechnologiesBlock({ block }: BlockViewProps<'technologies'>) {
  const { eyebrow, title, text, only, background } = block.content;
  return <TechnologiesSection eyebrow={eyebrow} title={title} text={text} only={only} className={background === 'tint' ? 'bg-ink-50' : undefined} />;
}
