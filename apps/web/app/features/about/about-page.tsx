import { ArrowRight } from 'lucide-react';
import { useId } from 'react';
import { Button } from '~/components/ui/button';
import { MetricList } from '~/components/ui/metric-list';
import { SectionHeading } from '~/components/ui/section-heading';
import { formatMetric, METRICS } from '~/lib/metrics';
import { TechnologiesSection } from '~/features/technologies';
import { useLanguage } from '~/i18n';
import { LocalLink } from '~/i18n/local-link';
import { MindsetAccordion } from './mindset-accordion';
import { OrbitGraphic } from './orbit-graphic';
import { RichText } from './rich-text';
import { usePageHero } from '~/lib/page-hero';

/** /sobre (product.md §2): the story with bold highlights and the logo graphic, the mindset pillars, the technologies. */
export function AboutPage() {
  const { t } = useLanguage();
  const hero = usePageHero('sobre');
  const mindsetId = useId();
  return (
    <>
      <section className="relative isolate overflow-hidden">
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-[linear-gradient(to_right,var(--color-ink-100)_1px,transparent_1px),linear-gradient(to_bottom,var(--color-ink-100)_1px,transparent_1px)] bg-[size:64px_64px] [mask-image:radial-gradient(ellipse_70%_60%_at_30%_10%,black,transparent)]"
        />
        <div className="container-content grid grid-cols-1 items-center gap-14 pt-14 pb-16 md:pt-20 lg:grid-cols-[1.25fr_1fr] lg:gap-16 lg:pt-24 lg:pb-24">
          <div className="min-w-0">
            <p className="inline-flex items-center gap-2.5 rounded-full bg-white py-1.5 pr-4 pl-2 text-sm font-bold text-brand-dark shadow-soft ring-1 ring-ink-200">
              <span className="grid size-6 place-items-center rounded-full bg-brand-dark">
                <span className="size-2 rounded-full bg-accent" />
              </span>
              {t('about.eyebrow')}
            </p>
            <h1 className="mt-7 text-display font-extrabold text-balance text-brand-dark">{hero.title ?? t('about.title')}</h1>
            <div className="mt-8 flex max-w-2xl flex-col gap-5" data-testid="about-description">
              <RichText
                text={hero.description ?? t('about.description')}
                className="text-lg leading-relaxed text-pretty text-ink-600 md:text-xl md:leading-relaxed"
                strongClassName="font-bold text-brand-dark"
              />
            </div>
          </div>
          <div className="relative mx-auto w-full max-w-[17rem] sm:max-w-[24rem] lg:mr-0 lg:max-w-[30rem]">
            <OrbitGraphic className="w-full rotate-[-3deg] drop-shadow-[0_40px_60px_rgb(14_20_64/0.35)]" />
          </div>
        </div>
        <div className="container-content pb-20 md:pb-24">
          <div className="grid gap-8 border-t border-ink-200 pt-10 md:grid-cols-[1fr_2fr] md:items-center">
            <p className="text-sm font-extrabold tracking-[0.2em] text-brand uppercase">{t('about.metricsLabel')}</p>
            <MetricList items={METRICS.map((m) => ({ value: formatMetric(m.value, 'suffix'), label: t(m.label) }))} />
          </div>
        </div>
      </section>

      <section aria-labelledby={mindsetId} className="bg-ink-50 py-20 md:py-28" data-testid="mindset">
        <div className="container-content grid gap-12 lg:grid-cols-[1fr_1.35fr] lg:gap-20">
          <div className="lg:sticky lg:top-28 lg:self-start">
            <SectionHeading id={mindsetId} eyebrow={t('mindset.eyebrow')} title={t('mindset.title')} text={t('mindset.text')} />
            <Button asChild size="lg" className="mt-8">
              <LocalLink to="/contato">
                {t('common.talkToSpecialist')}
                <ArrowRight aria-hidden="true" />
              </LocalLink>
            </Button>
          </div>
          <MindsetAccordion />
        </div>
      </section>

      <TechnologiesSection
        eyebrow={t('technologies.eyebrow')}
        title={t('technologies.title')}
        text={t('technologies.text')}
      />
    </>
  );
}
