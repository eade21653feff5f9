import { ArrowRight } from 'lucide-react';
import { useId } from 'react';
import { Button } from '~/components/ui/button';
import { LocalLink } from '~/i18n/local-link';
import { cn } from '~/lib/cn';
import { Island } from '~/islands/island';
import { CAROUSEL_CSS, CaseCarousel } from './case-carousel';
import type { CarouselCase } from './carousel-data';
import { SectionHeading } from '~/components/ui/section-heading';

type CasesShowcaseProps = {
  cases: CarouselCase[];
  /** The section's texts, in the page's language (a carousel block's, decision 047); an empty one is left out. */
  eyebrow: string;
  title: string;
  text: string;
  /** The link to /cases ('Ver todos os cases'); none when empty. */
  linkLabel: string;
  className?: string;
};

/** A section with a heading, the link to /cases and the case carousel. */
export function CasesShowcase({ cases, eyebrow, title, text, linkLabel, className }: CasesShowcaseProps) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={title ? headingId : undefined}
      className={cn('overflow-hidden py-20 md:py-28', className)}
      data-testid="cases-showcase"
    >
      <div className="container-content flex flex-col gap-8 md:flex-row md:items-end md:justify-between">
        <SectionHeading id={headingId} eyebrow={eyebrow} title={title} text={text} />
        {linkLabel ? (
          <Button asChild variant="secondary" size="lg" className="self-start md:self-auto">
            <LocalLink to="/cases" data-testid="view-all-cases">
              {linkLabel}
              <ArrowRight aria-hidden="true" />
            </LocalLink>
          </Button>
        ) : null}
      </div>
      {cases.length ? (
        <div className="mt-12">
          <style href="case-carousel" precedence="default">
            {CAROUSEL_CSS}
          </style>
          <Island name="case-carousel" component={CaseCarousel} props={{ cases }} />
        </div>
      ) : null}
    </section>
  );
}
