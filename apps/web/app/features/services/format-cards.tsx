import { Check, type LucideIcon } from 'lucide-react';
import { cn } from '~/lib/cn';

/** An engagement format: its tag, name, text and points; a featured one is the dark card. */
export type FormatItem = { icon: LucideIcon; tag: string; name: string; text: string; points: readonly string[]; featured: boolean };

/** The engagement formats side by side (squad and body shop on /outsourcing). */
export function FormatCards({ items, className }: { items: readonly FormatItem[]; className?: string }) {
  return (
    <ul className={cn('grid gap-5 lg:grid-cols-2', className)}>
      {items.map(({ icon: Icon, tag, name, text, points, featured }, index) => (
        <li
          key={index}
          className={cn(
            'relative isolate flex flex-col overflow-hidden rounded-panel p-8 md:p-11',
            featured ? 'bg-brand-dark text-white shadow-float' : 'bg-white text-ink-800 shadow-soft ring-1 ring-ink-200/70',
          )}
        >
          {featured ? (
            <span aria-hidden="true" className="absolute -right-24 -bottom-24 -z-10 size-80 rounded-full bg-brand/50 blur-[90px]" />
          ) : null}
          <div className="flex items-center justify-between gap-4">
            <span
              className={cn('grid size-14 place-items-center rounded-2xl', featured ? 'bg-accent text-brand-dark' : 'bg-brand-light text-brand')}
            >
              <Icon aria-hidden="true" className="size-7" />
            </span>
            {tag ? (
              <span
                className={cn(
                  'rounded-full px-3 py-1.5 text-[0.6875rem] font-extrabold tracking-[0.1em] whitespace-nowrap uppercase sm:px-3.5 sm:text-xs sm:tracking-[0.12em]',
                  featured ? 'bg-white/10 text-accent ring-1 ring-white/15' : 'bg-ink-100 text-ink-700',
                )}
              >
                {tag}
              </span>
            ) : null}
          </div>
          <h3 className={cn('mt-8 text-3xl font-extrabold tracking-[-0.03em] md:text-4xl', featured ? 'text-white' : 'text-brand-dark')}>
            {name}
          </h3>
          {text ? <p className={cn('mt-4 text-lg leading-relaxed', featured ? 'text-white/80' : 'text-ink-600')}>{text}</p> : null}
          {points.length ? (
            <ul className={cn('mt-8 flex flex-col gap-3.5 border-t pt-8', featured ? 'border-white/15' : 'border-ink-200')}>
              {points.map((point, pointIndex) => (
                <li key={pointIndex} className="flex items-start gap-3 font-semibold">
                  <span
                    className={cn(
                      'mt-0.5 grid size-6 shrink-0 place-items-center rounded-full',
                      featured ? 'bg-accent text-brand-dark' : 'bg-brand text-white',
                    )}
                  >
                    <Check aria-hidden="true" className="size-3.5" strokeWidth={3} />
                  </span>
                  <span className={featured ? 'text-white' : 'text-brand-dark'}>{point}</span>
                </li>
              ))}
            </ul>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
