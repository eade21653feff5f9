import type { ReactNode } from 'react';
import { MetricList, type MetricItem } from '~/components/ui/metric-list';
import { RichText } from '~/components/ui/rich-text';
import { OrbitGraphic } from './orbit-graphic';
import { HeroEyebrow } from '~/components/ui/hero-parts';

type AboutHeroProps = {
  eyebrow: string;
  title: string;
  /** Paragraphs separated by a blank line, with **bold** highlights. */
  description: string;
  actions?: ReactNode;
  metricsLabel: string;
  metrics: readonly MetricItem[];
};

/** The opening of /sobre: the story beside the orbit graphic, the claims in a row below. */
export function AboutHero({ eyebrow, title, description, actions, metricsLabel, metrics }: AboutHeroProps) {
  return (
    <section className="relative isolate overflow-hidden">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[linear-gradient(to_right,var(--color-ink-100)_1px,transparent_1px),linear-gradient(to_bottom,var(--color-ink-100)_1px,transparent_1px)] bg-[size:64px_64px] [mask-image:radial-gradient(ellipse_70%_60%_at_30%_10%,black,transparent)]"
      />
      <div className="container-content grid grid-cols-1 items-center gap-14 pt-14 pb-16 md:pt-20 lg:grid-cols-[1.25fr_1fr] lg:gap-16 lg:pt-24 lg:pb-24">
        <div className="min-w-0">
          <HeroEyebrow>{eyebrow}</HeroEyebrow>
          <h1 className="mt-7 text-display font-extrabold text-balance text-brand-dark">{title}</h1>
          {description ? (
            <div className="mt-8 flex max-w-2xl flex-col gap-5" data-testid="about-description">
              <RichText
                text={description}
                className="text-lg leading-relaxed text-pretty text-ink-600 md:text-xl md:leading-relaxed"
                strongClassName="font-bold text-brand-dark"
              />
            </div>
          ) : null}
          {actions ? <div className="mt-10 flex flex-wrap gap-3">{actions}</div> : null}
        </div>
        <div className="relative mx-auto w-full max-w-[17rem] sm:max-w-[24rem] lg:mr-0 lg:max-w-[30rem]">
          <OrbitGraphic className="w-full rotate-[-3deg] drop-shadow-[0_40px_60px_rgb(14_20_64/0.35)]" />
        </div>
      </div>
      {metrics.length ? (
        <div className="container-content pb-20 md:pb-24">
          <div className="grid gap-8 border-t border-ink-200 pt-10 md:grid-cols-[1fr_2fr] md:items-center">
            {metricsLabel ? <p className="text-sm font-extrabold tracking-[0.2em] text-brand uppercase">{metricsLabel}</p> : null}
            <MetricList items={metrics} className={metricsLabel ? undefined : 'md:col-span-2'} />
          </div>
        </div>
      ) : null}
    </section>
  );
}
