import type { MetricItem } from '~/components/ui/metric-list';
import { RichText } from '~/components/ui/rich-text';
import { useLanguage } from '~/i18n';
import { HeroEyebrow } from '~/components/ui/hero-parts';

type CasesIntroProps = {
  eyebrow: string;
  title: string;
  /** Paragraphs separated by a blank line, **bold** kept. */
  description: string;
  /** Published cases ('N cases'); none shown when zero or unknown. */
  total: number | null;
  /** The proof beside the text, as the editor wrote it. */
  claims: readonly MetricItem[];
};

/** Header of /cases: what the list is, and the proof behind it. */
export function CasesIntro({ eyebrow, title, description, total, claims }: CasesIntroProps) {
  const { t } = useLanguage();
  return (
    <section className="relative isolate overflow-hidden border-b border-ink-100 bg-ink-50">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[linear-gradient(to_right,var(--color-ink-200)_1px,transparent_1px),linear-gradient(to_bottom,var(--color-ink-200)_1px,transparent_1px)] [mask-image:radial-gradient(ellipse_at_top_right,black,transparent_65%)] bg-[size:56px_56px] opacity-60"
      />
      <div
        aria-hidden="true"
        className="absolute -top-40 -right-40 -z-10 size-[36rem] bg-[radial-gradient(closest-side,var(--color-brand-light),transparent)]"
      />
      <div className="container-content grid gap-12 py-16 md:py-24 lg:grid-cols-[minmax(0,1fr)_auto] lg:items-end">
        <div className="min-w-0">
          <HeroEyebrow>{eyebrow}</HeroEyebrow>
          <h1 className="mt-6 text-display font-extrabold text-balance text-brand-dark">{title}</h1>
          <RichText text={description} className="mt-6 max-w-2xl text-lg leading-relaxed text-pretty text-ink-600 md:text-xl" />
          {total ? (
            <p className="mt-8 inline-flex items-center gap-2 text-sm font-bold text-brand-dark">
              <span aria-hidden="true" className="size-2 rounded-full bg-brand" />
              {t('cases.total', { count: total })}
            </p>
          ) : null}
        </div>
        {claims.length ? (
          <dl className="grid grid-cols-3 gap-6 border-t border-ink-200 pt-8 lg:w-[26rem] lg:border-t-0 lg:border-l lg:pt-0 lg:pl-10">
            {claims.map((claim, index) => (
              <div key={index} className="flex flex-col-reverse">
                <dt className="mt-1 text-sm leading-snug font-medium text-ink-500">{claim.label}</dt>
                <dd className="text-3xl font-extrabold tracking-[-0.04em] text-brand-dark md:text-4xl">{claim.value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
      </div>
    </section>
  );
}
