import { useId } from 'react';
import { SectionHeading } from '~/components/ui/section-heading';
import { cn } from '~/lib/cn';

export type ProcessStep = { title: string; text: string };

type ProcessSectionProps = {
  eyebrow: string;
  title: string;
  text: string;
  steps: readonly ProcessStep[];
  /** On the light grey background (the numbers' halo follows it). */
  tint?: boolean;
};

/** How an engagement runs, in numbered steps joined by a dotted line on wide screens. */
export function ProcessSection({ eyebrow, title, text, steps, tint = false }: ProcessSectionProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={title ? headingId : undefined} className={cn(tint && 'bg-ink-50', 'py-20 md:py-28')} data-testid="process-section">
      <div className="container-content">
        <SectionHeading id={headingId} eyebrow={eyebrow} title={title} text={text} />
        <div className="relative mt-14">
          <span
            aria-hidden="true"
            className="absolute top-6 right-[24%] left-6 hidden h-px bg-[linear-gradient(to_right,var(--color-brand-200)_50%,transparent_0)] bg-[size:10px_1px] lg:block"
          />
          <ol className="relative grid gap-8 md:grid-cols-2 lg:grid-cols-4 lg:gap-6">
            {steps.map((step, index) => (
              <li key={index} className="relative flex gap-5 lg:flex-col lg:items-start lg:gap-0">
                <span
                  className={cn(
                    'relative grid size-12 shrink-0 place-items-center rounded-full bg-brand-dark text-base font-extrabold text-white ring-8',
                    tint ? 'ring-ink-50' : 'ring-white',
                  )}
                >
                  {String(index + 1).padStart(2, '0')}
                </span>
                <div className="lg:mt-7">
                  <h3 className="text-xl font-extrabold tracking-tight text-brand-dark">{step.title}</h3>
                  {step.text ? <p className="mt-2 leading-relaxed text-ink-600">{step.text}</p> : null}
                </div>
              </li>
            ))}
          </ol>
        </div>
      </div>
    </section>
  );
}
