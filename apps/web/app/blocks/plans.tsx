import { useId } from 'react';
import { SectionHeading } from '~/components/ui/section-heading';
import { FormatCards } from '~/features/services';
import { cn } from '~/lib/cn';
import { BLOCK_ICON_COMPONENTS } from './icons';
import type { BlockViewProps } from './types';

/** Engagement formats side by side, each with its tag, text and points (one a line); a featured one is dark. */
export function PlansBlock({ block }: BlockViewProps<'plans'>) {
  const { eyebrow, title, text, background, items } = block.content;
  const headingId = useId();
  const formats = items.map((item) => ({
    ...item,
    icon: BLOCK_ICON_COMPONENTS[item.icon],
    points: item.points.split('\n').map((point) => point.trim()).filter(Boolean),
  }));
  return (
    <section
      aria-labelledby={title ? headingId : undefined}
      className={cn(background === 'tint' && 'bg-ink-50', 'py-20 md:py-28')}
      data-testid="formats"
    >
      <div className="container-content">
        <SectionHeading id={headingId} eyebrow={eyebrow} title={title} text={text} />
        <FormatCards items={formats} className="mt-14" />
      </div>
    </section>
  );
}
