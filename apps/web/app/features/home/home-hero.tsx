import { CircleCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import type { MetricItem } from '~/components/ui/metric-list';
import { RichText } from '~/components/ui/rich-text';
import { HeroEyebrow, HeroGrid } from '~/components/ui/hero-parts';

type HomeHeroProps = {
  eyebrow: string;
  title: string;
  /** Paragraphs separated by a blank line, **bold** kept. */
  description: string;
  /** The calls to action under the description. */
  actions?: ReactNode;
  metrics: readonly MetricItem[];
};

/** The home page's opening: a pill, the h1, the description, the calls to action, the claims and the code art. */
export function HomeHero({ eyebrow, title, description, actions, metrics }: HomeHeroProps) {
  return (
    <section className="relative isolate overflow-hidden">
      <HeroGrid />
      <div className="container-content grid grid-cols-1 items-center gap-16 pt-14 pb-20 md:pt-20 lg:grid-cols-[1.2fr_1fr] lg:gap-14 lg:pt-24 lg:pb-28">
        <div className="min-w-0">
          <HeroEyebrow>{eyebrow}</HeroEyebrow>
          <h1 className="mt-7 text-display font-extrabold text-balance text-brand-dark">{title}</h1>
          <RichText text={description} className="mt-7 max-w-xl text-lg leading-relaxed text-pretty text-ink-600 md:text-xl" />
          {actions ? <div className="mt-10 flex flex-wrap gap-3">{actions}</div> : null}
          {metrics.length ? (
            <dl className="mt-14 grid max-w-lg grid-cols-3 gap-6 border-t border-ink-200 pt-8">
              {metrics.map((metric, index) => (
                <div key={index}>
                  <dt className="sr-only">{metric.label}</dt>
                  <dd className="text-3xl font-extrabold tracking-[-0.04em] text-brand-dark md:text-4xl">{metric.value}</dd>
                  <dd aria-hidden="true" className="mt-1 text-sm leading-snug font-medium text-ink-500">
                    {metric.label}
                  </dd>
                </div>
              ))}
            </dl>
          ) : null}
        </div>
        {/* The delivery card of the code art repeats the last claim (the projects delivered). */}
        <HeroVisual highlight={metrics.at(-1)} />
      </div>
    </section>
  );
}

/** Decorative composition: an editor window, a phone and a delivery card. */
function HeroVisual({ highlight }: { highlight: MetricItem | undefined }) {
  return (
    <div aria-hidden="true" className="relative mx-auto w-full max-w-[34rem] min-w-0 lg:mr-0">
      <div className="relative overflow-hidden rounded-panel bg-brand-dark p-1.5 shadow-float">
        <div className="flex items-center gap-2 px-4 py-3">
          <span className="size-3 rounded-full bg-white/20" />
          <span className="size-3 rounded-full bg-white/20" />
          <span className="size-3 rounded-full bg-accent" />
          <span className="ml-3 rounded-md bg-white/10 px-2.5 py-1 font-mono text-[0.6875rem] text-white/70">
            product.ts
          </span>
        </div>
        <pre className="overflow-hidden rounded-[1.6rem] bg-[#0a0f33] px-6 py-7 font-mono text-[0.78rem] leading-7 text-white/80 sm:text-[0.85rem]">
          <span className="text-brand-400">const</span> product = <span className="text-brand-400">await</span> squad.
          <span className="text-accent">build</span>({'{\n'}
          {'  '}idea: <span className="text-white">yourBusiness</span>,{'\n'}
          {'  '}stack: [<span className="text-[#ffb38a]">'React'</span>, <span className="text-[#ffb38a]">'Node'</span>,{' '}
          <span className="text-[#ffb38a]">'Kotlin'</span>],{'\n'}
          {'  '}quality: <span className="text-brand-400">Infinity</span>,{'\n'}
          {'});\n\n'}
          <span className="text-brand-400">await</span> <span className="text-accent">ship</span>(product);
          <span className="ml-1 inline-block h-4 w-2 translate-y-0.5 animate-pulse bg-accent" />
        </pre>
      </div>

      <div className="absolute right-1 -bottom-14 w-36 rotate-[4deg] rounded-[1.9rem] bg-ink-900 p-1.5 shadow-float sm:-right-8 sm:w-40">
        <div className="overflow-hidden rounded-[1.5rem] bg-white">
          <div className="mx-auto mt-2 h-1.5 w-10 rounded-full bg-ink-200" />
          <div className="space-y-2.5 p-3.5">
            <div className="h-16 rounded-xl bg-gradient-to-br from-brand to-brand-400" />
            <div className="h-2 w-3/4 rounded-full bg-ink-200" />
            <div className="h-2 w-1/2 rounded-full bg-ink-100" />
            <div className="grid grid-cols-2 gap-2 pt-1">
              <div className="h-10 rounded-lg bg-brand-light" />
              <div className="h-10 rounded-lg bg-accent/60" />
            </div>
            <div className="h-7 rounded-full bg-brand-dark" />
          </div>
        </div>
      </div>

      {highlight ? (
      <div className="absolute -bottom-8 left-4 flex items-center gap-3 rounded-card bg-white py-3 pr-5 pl-3 shadow-lift ring-1 ring-ink-200 sm:-left-8">
        <span className="grid size-10 place-items-center rounded-xl bg-success-light text-success">
          <CircleCheck className="size-5" />
        </span>
        <span>
          <span className="block text-xl leading-none font-extrabold tracking-tight text-brand-dark">{highlight.value}</span>
          <span className="mt-1 block text-xs font-semibold text-ink-500">{highlight.label}</span>
        </span>
      </div>
      ) : null}
    </div>
  );
}
