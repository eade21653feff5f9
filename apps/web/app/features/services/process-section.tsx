import { useId } from 'react';
import { useLanguage } from '~/i18n';
import { SectionHeading } from '~/components/ui/section-heading';

const STEPS = ['diagnosis', 'proposal', 'kickoff', 'evolution'] as const;

/** The section shared by the service pages: how an engagement runs, in four steps. */
export function ProcessSection() {
  const { t } = useLanguage();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="py-20 md:py-28" data-testid="process-section">
      <div className="container-content">
        <SectionHeading
          id={headingId}
          eyebrow={t('services.process.eyebrow')}
          title={t('services.process.title')}
          text={t('services.process.text')}
        />
        <div className="relative mt-14">
          <span
            aria-hidden="true"
            className="absolute top-6 right-[24%] left-6 hidden h-px bg-[linear-gradient(to_right,var(--color-brand-200)_50%,transparent_0)] bg-[size:10px_1px] lg:block"
          />
          <ol className="relative grid gap-8 md:grid-cols-2 lg:grid-cols-4 lg:gap-6">
          {STEPS.map((step, index) => (
            <li key={step} className="relative flex gap-5 lg:flex-col lg:items-start lg:gap-0">
              <span className="relative grid size-12 shrink-0 place-items-center rounded-full bg-brand-dark text-base font-extrabold text-white ring-8 ring-white">
                {String(index + 1).padStart(2, '0')}
              </span>
              <div className="lg:mt-7">
                <h3 className="text-xl font-extrabold tracking-tight text-brand-dark">
                  {t(`services.process.steps.${step}.title`)}
                </h3>
                <p className="mt-2 leading-relaxed text-ink-600">{t(`services.process.steps.${step}.text`)}</p>
              </div>
            </li>
          ))}
          </ol>
        </div>
      </div>
    </section>
  );
}
