import { useId } from 'react';
import { SectionHeading } from '~/components/ui/section-heading';
import { cn } from '~/lib/cn';
import { TechnologyGrid } from './technology-grid';
import { TECHNOLOGIES } from './technology-logos';

type TechnologiesSectionProps = {
  eyebrow: string;
  title: string;
  text: string;
  /** The ids of the technologies shown (an editor's pick); none, or none known: all of them. */
  only?: readonly string[];
  className?: string;
};

/** A section with its heading and the technology logos (all 18, or a selection). */
export function TechnologiesSection({ eyebrow, title, text, only, className }: TechnologiesSectionProps) {
  const headingId = useId();
  const picked = TECHNOLOGIES.map((item) => item.id).filter((id) => only?.includes(id));
  return (
    <section aria-labelledby={title ? headingId : undefined} className={cn('py-20 md:py-28', className)} data-testid="technologies">
      <div className="container-content">
        <SectionHeading id={headingId} eyebrow={eyebrow} title={title} text={text} />
        <TechnologyGrid only={picked.length ? picked : undefined} className="mt-14" />
      </div>
    </section>
  );
}
