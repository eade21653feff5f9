import { ProcessSection } from '~/features/services';
import type { BlockViewProps } from './types';

/** A process in numbered steps (how an engagement runs). */
export function StepsBlock({ block }: BlockViewProps<'steps'>) {
  const { eyebrow, title, text, background, items } = block.content;
  return <ProcessSection eyebrow={eyebrow} title={title} text={text} steps={items} tint={background === 'tint'} />;
}
