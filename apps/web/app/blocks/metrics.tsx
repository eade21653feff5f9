import { useId } from 'react';
import { MetricList } from '~/components/ui/metric-list';
import { cn } from '~/lib/cn';
import type { BlockViewProps } from './types';

/** The company's numbers in a band, their title beside them (the row under the opening of /sobre). */
export function MetricsBlock({ block }: BlockViewProps<'metrics'>) {
  const { title, background } = block.content;
  const headingId = useId();
  return (
    <section aria-labelledby={title ? headingId : undefined} className={cn(background === 'tint' && 'bg-ink-50', 'py-14 md:py-20')}>
      <div className="container-content">
        <div className="grid gap-8 border-y border-ink-200 py-10 md:grid-cols-[1fr_2fr] md:items-center">
          {title ? (
            <h2 id={headingId} className="text-sm font-extrabold tracking-[0.2em] text-brand uppercase">
              {title}
            </h2>
          ) : null}
          <MetricList items={block.content.metrics} className={cn('gap-y-8', !title && 'md:col-span-2')} />
        </div>
      </div>
    </section>
  );
}
