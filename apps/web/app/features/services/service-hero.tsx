import type { ReactNode } from 'react';
import { MetricList, type MetricItem } from '~/components/ui/metric-list';
import { RichText } from '~/components/ui/rich-text';
import { HeroEyebrow, HeroGrid } from '~/components/ui/hero-parts';

type ServiceHeroProps = {
  eyebrow: string;
  title: string;
  /** Paragraphs separated by a blank line, **bold** kept. */
  description: string;
  /** Calls to action under the description. */
  actions?: ReactNode;
  /** The claims as the editor wrote them ('13+' on most pages, '+13' on outsourcing). */
  metrics: readonly MetricItem[];
  /** Above the claims on the dark panel ('Nossos números'). */
  metricsLabel: string;
  /** Replaces the metrics panel on the right (the app page puts its form there); metrics then sit under the text. */
  aside?: ReactNode;
};

/** The opening of a service page: eyebrow, h1, description, actions and the claims. */
export function ServiceHero({ eyebrow, title, description, actions, metrics, metricsLabel, aside }: ServiceHeroProps) {
  return (
    <section className="relative isolate overflow-hidden">
      <HeroGrid />
      <div className="container-content grid grid-cols-1 items-center gap-12 pt-14 pb-20 md:pt-20 lg:grid-cols-[1.15fr_1fr] lg:gap-14 lg:pt-24 lg:pb-28">
        <div className="min-w-0">
          <HeroEyebrow>{eyebrow}</HeroEyebrow>
          <h1 className="mt-7 text-display font-extrabold text-balance break-words text-brand-dark">{title}</h1>
          <RichText text={description} className="mt-7 max-w-xl text-lg leading-relaxed text-pretty text-ink-600 md:text-xl" />
          {actions ? <div className="mt-10 flex flex-wrap gap-3">{actions}</div> : null}
          {aside && metrics.length ? (
            <div className="mt-12 max-w-lg border-t border-ink-200 pt-8">
              {metricsLabel ? <p className="mb-6 text-sm font-extrabold tracking-[0.2em] text-brand uppercase">{metricsLabel}</p> : null}
              <MetricList items={metrics} />
            </div>
          ) : null}
        </div>
        {aside ?? (metrics.length ? <MetricsPanel label={metricsLabel} metrics={metrics} /> : null)}
      </div>
    </section>
  );
}

/** The claims large on a dark panel, with orbit rings echoing the logo. */
function MetricsPanel({ label, metrics }: { label: string; metrics: readonly MetricItem[] }) {
  return (
    <div className="relative isolate mx-auto w-full max-w-[32rem] overflow-hidden rounded-panel bg-brand-dark p-7 text-white shadow-float sm:p-10 lg:mr-0">
      <svg
        aria-hidden="true"
        viewBox="0 0 400 400"
        className="pointer-events-none absolute -top-24 -right-24 -z-10 size-[22rem] text-white/10"
        fill="none"
        stroke="currentColor"
      >
        <circle cx="200" cy="200" r="80" strokeWidth="1.5" />
        <circle cx="200" cy="200" r="130" strokeWidth="1.5" strokeDasharray="4 10" />
        <circle cx="200" cy="200" r="185" strokeWidth="1.5" />
        <circle cx="330" cy="200" r="7" className="fill-accent stroke-none" />
      </svg>
      {label ? <p className="mb-8 text-sm font-extrabold tracking-[0.2em] text-accent uppercase">{label}</p> : null}
      <dl className="flex flex-col divide-y divide-white/10" data-testid="metrics">
        {metrics.map((metric, index) => (
          <div key={index} className="flex items-baseline justify-between gap-6 py-5 first:pt-0 last:pb-0">
            <dt className="order-2 text-right text-base font-semibold text-white/75">{metric.label}</dt>
            <dd className="order-1 text-5xl font-extrabold tracking-[-0.045em] text-white sm:text-6xl">{metric.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
