import { useId } from 'react';
import { SectionHeading } from '~/components/ui/section-heading';
import { cn } from '~/lib/cn';
import { TechnologyGrid } from './technology-grid';
import type { TechnologyId } from './technology-logos';

type TechnologiesSectionProps = {
  eyebrow: string;
  title: string;
  text: string;
  only?: readonly TechnologyId[];
  className?: string;
};

/** A section with its heading and the technology logos (all 18, or a selection). */
export function TechnologiesSection({ eyebrow, title, text, only, className }: TechnologiesSectionProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={cn('py-20 md:py-28', className)} data-testid="technologies">
      <div className="container-content">
        <SectionHeading id={headingId} eyebrow={eyebrow} title={title} text={text} />
        <TechnologyGrid only={only} className="mt-14" />
      </div>
    </section>
  );
}
