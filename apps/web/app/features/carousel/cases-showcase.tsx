import { ArrowRight } from 'lucide-react';
import { useId } from 'react';
import { Button } from '~/components/ui/button';
import { type TranslationKey, useLanguage } from '~/i18n';
import { LocalLink } from '~/i18n/local-link';
import { cn } from '~/lib/cn';
import { Island } from '~/islands/island';
import { CAROUSEL_CSS, CaseCarousel } from './case-carousel';
import type { CarouselCase } from './carousel-data';

type CasesShowcaseProps = {
  cases: CarouselCase[];
  eyebrow?: TranslationKey;
  title?: TranslationKey;
  text?: TranslationKey;
  className?: string;
};

/** A section with a heading, the 'Ver todos os cases' link to /cases and the case carousel. */
export function CasesShowcase({
  cases,
  eyebrow = 'carousel.eyebrow',
  title = 'carousel.title',
  text = 'carousel.text',
  className,
}: CasesShowcaseProps) {
  const { t } = useLanguage();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={cn('overflow-hidden py-20 md:py-28', className)} data-testid="cases-showcase">
      <div className="container-content flex flex-col gap-8 md:flex-row md:items-end md:justify-between">
        <div className="max-w-2xl">
          <p className="text-sm font-extrabold tracking-[0.2em] text-brand uppercase">{t(eyebrow)}</p>
          <h2
            id={headingId}
            className="mt-4 text-4xl leading-[1.05] font-extrabold tracking-[-0.035em] text-balance text-brand-dark md:text-5xl"
          >
            {t(title)}
          </h2>
          <p className="mt-5 text-lg leading-relaxed text-pretty text-ink-600">{t(text)}</p>
        </div>
        <Button asChild variant="secondary" size="lg" className="self-start md:self-auto">
          <LocalLink to="/cases" data-testid="view-all-cases">
            {t('carousel.viewAll')}
            <ArrowRight aria-hidden="true" />
          </LocalLink>
        </Button>
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
