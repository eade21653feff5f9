import { cn } from '~/lib/cn';

/** A key figure: its value as written ('13+', '+100', '98%') and what it counts. */
export type MetricItem = { value: string; label: string };

type MetricListProps = {
  items: readonly MetricItem[];
  inverse?: boolean;
  className?: string;
};

/** Key figures as a description list: each number is read with its label, the number shown first. */
export function MetricList({ items, inverse = false, className }: MetricListProps) {
  return (
    <dl className={cn('grid grid-cols-3 gap-4 sm:gap-6', className)} data-testid="metrics">
      {items.map((item, index) => (
        <div key={index} className="flex min-w-0 flex-col-reverse">
          <dt className={cn('mt-1 text-sm leading-snug font-medium', inverse ? 'text-white/70' : 'text-ink-500')}>
            {item.label}
          </dt>
          <dd
            className={cn(
              'text-3xl font-extrabold tracking-[-0.04em] md:text-4xl',
              inverse ? 'text-white' : 'text-brand-dark',
            )}
          >
            {item.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
