import {
  ArrowDown,
  ArrowRight,
  BadgeCheck,
  KeyRound,
  Layers,
  LifeBuoy,
  Lightbulb,
  Puzzle,
  RefreshCcw,
  ShieldCheck,
  Workflow,
} from 'lucide-react';
import { useId } from 'react';
import { Button } from '~/components/ui/button';
import { CasesShowcase, type CarouselCase } from '~/features/carousel';
import { ContactSection, type ContactBlockData } from '~/features/contact';
import { useLanguage } from '~/i18n';
import { LocalLink } from '~/i18n/local-link';
import { FeatureCards, type FeatureCardItem } from './feature-cards';
import { ProcessSection } from './process-section';
import { SectionHeading } from '~/components/ui/section-heading';
import { ServiceHero } from './service-hero';

const SCENARIOS = [
  { key: 'product', icon: Lightbulb },
  { key: 'automation', icon: Workflow },
  { key: 'portability', icon: RefreshCcw },
] as const;

const VALUES: readonly FeatureCardItem[] = [
  { key: 'fit', icon: Puzzle },
  { key: 'ownership', icon: KeyRound },
  { key: 'scale', icon: Layers },
  { key: 'quality', icon: BadgeCheck },
  { key: 'security', icon: ShieldCheck },
  { key: 'support', icon: LifeBuoy },
];

type ServicePageProps = { cases: CarouselCase[]; contact: ContactBlockData };

/** /software (product.md §1): hero with metrics, three scenarios, six values, cases, the shared section, contact. */
export function SoftwarePage({ cases, contact }: ServicePageProps) {
  const { t } = useLanguage();
  const scenariosId = useId();
  const valuesId = useId();
  return (
    <>
      <ServiceHero
        page="software"
        eyebrow="software.eyebrow"
        title="software.title"
        description="software.description"
        metricStyle="suffix"
        actions={
          <>
            <Button asChild size="lg">
              <a href="#contato">
                {t('software.primaryCta')}
                <ArrowDown aria-hidden="true" />
              </a>
            </Button>
            <Button asChild size="lg" variant="secondary">
              <LocalLink to="/cases">
                {t('services.seeCases')}
                <ArrowRight aria-hidden="true" />
              </LocalLink>
            </Button>
          </>
        }
      />

      <section aria-labelledby={scenariosId} className="bg-ink-50 py-20 md:py-28" data-testid="scenarios">
        <div className="container-content">
          <SectionHeading
            id={scenariosId}
            eyebrow={t('software.scenarios.eyebrow')}
            title={t('software.scenarios.title')}
            text={t('software.scenarios.text')}
          />
          <ol className="mt-14 grid gap-5 lg:grid-cols-3">
            {SCENARIOS.map(({ key, icon: Icon }, index) => (
              <li
                key={key}
                className="group relative flex flex-col overflow-hidden rounded-panel bg-white p-8 shadow-soft ring-1 ring-ink-200/70 transition-[transform,box-shadow] duration-300 ease-out-soft hover:-translate-y-1 hover:shadow-lift md:p-10"
              >
                <span
                  aria-hidden="true"
                  data-index={String(index + 1).padStart(2, '0')}
                  className="absolute -top-6 -right-2 text-[8rem] leading-none font-extrabold tracking-[-0.06em] text-brand-light select-none before:content-[attr(data-index)]"
                />
                <span className="relative grid size-14 place-items-center rounded-2xl bg-brand text-white shadow-soft">
                  <Icon aria-hidden="true" className="size-7" />
                </span>
                <h3 className="relative mt-8 text-2xl leading-tight font-extrabold tracking-[-0.02em] text-brand-dark">
                  {t(`software.scenarios.items.${key}.title`)}
                </h3>
                <p className="relative mt-4 leading-relaxed text-ink-600">{t(`software.scenarios.items.${key}.text`)}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section aria-labelledby={valuesId} className="py-20 md:py-28">
        <div className="container-content">
          <SectionHeading
            id={valuesId}
            eyebrow={t('software.values.eyebrow')}
            title={t('software.values.title')}
            text={t('software.values.text')}
          />
          <FeatureCards items={VALUES} keyPrefix="software.values.items" className="mt-14" />
        </div>
      </section>

      <CasesShowcase cases={cases} title="software.cases.title" text="software.cases.text" className="bg-ink-50" />

      <ProcessSection />

      <ContactSection
        source="software"
        eyebrow="software.contact.eyebrow"
        title="software.contact.title"
        text="software.contact.text"
        data={contact}
      />
    </>
  );
}
