import { MindsetSection } from '~/features/about';
import { BlockButtons } from './buttons';
import type { BlockViewProps } from './types';

/** Items that open one at a time (the mindset pillars, frequent questions), the heading and buttons beside them. */
export function AccordionBlock({ block }: BlockViewProps<'accordion'>) {
  const { eyebrow, title, text, background, items } = block.content;
  const buttons = block.content.buttons;
  return (
    <MindsetSection
      eyebrow={eyebrow}
      title={title}
      text={text}
      actions={buttons.length ? <BlockButtons buttons={buttons} /> : null}
      items={items}
      className={background === 'tint' ? 'bg-ink-50' : undefined}
    />
  );
}
