import { useId, type ReactNode } from 'react';
import { SectionHeading } from '~/components/ui/section-heading';
import { cn } from '~/lib/cn';
import { MindsetAccordion, type AccordionItem } from './mindset-accordion';

type MindsetSectionProps = {
  eyebrow: string;
  title: string;
  text: string;
  /** Under the heading, which stays in view beside the items on wide screens. */
  actions?: ReactNode;
  items: readonly AccordionItem[];
  className?: string;
};

/** A heading beside items that open one at a time: the mindset pillars of /sobre, or frequent questions. */
export function MindsetSection({ eyebrow, title, text, actions, items, className }: MindsetSectionProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={title ? headingId : undefined} className={cn(className, 'py-20 md:py-28')} data-testid="mindset">
      <div className="container-content grid gap-12 lg:grid-cols-[1fr_1.35fr] lg:gap-20">
        <div className="lg:sticky lg:top-28 lg:self-start">
          <SectionHeading id={headingId} eyebrow={eyebrow} title={title} text={text} />
          {actions ? <div className="mt-8 flex flex-wrap gap-3">{actions}</div> : null}
        </div>
        <MindsetAccordion items={items} />
      </div>
    </section>
  );
}
