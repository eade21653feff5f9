import {
  ArrowDown,
  ArrowRight,
  BadgeCheck,
  Check,
  Gauge,
  HeartHandshake,
  ShieldCheck,
  SlidersHorizontal,
  UserRoundPlus,
  UsersRound,
  Zap,
} from 'lucide-react';
import { useId } from 'react';
import { Button } from '~/components/ui/button';
import { CasesShowcase, type CarouselCase } from '~/features/carousel';
import { ContactSection, type ContactBlockData } from '~/features/contact';
import { useLanguage } from '~/i18n';
import { LocalLink } from '~/i18n/local-link';
import { cn } from '~/lib/cn';
import { FeatureCards, type FeatureCardItem } from './feature-cards';
import { ProcessSection } from './process-section';
import { SectionHeading } from '~/components/ui/section-heading';
import { ServiceHero } from './service-hero';

const FORMATS = [
  { key: 'squad', icon: UsersRound, points: ['team', 'management', 'outcome'], featured: true },
  { key: 'bodyshop', icon: UserRoundPlus, points: ['speed', 'fit', 'scale'], featured: false },
] as const;

const OFFERINGS: readonly FeatureCardItem[] = [
  { key: 'agility', icon: Zap },
  { key: 'quality', icon: BadgeCheck },
  { key: 'flexibility', icon: SlidersHorizontal },
  { key: 'culture', icon: HeartHandshake },
  { key: 'management', icon: Gauge },
  { key: 'security', icon: ShieldCheck },
];

type ServicePageProps = { cases: CarouselCase[]; contact: ContactBlockData };

/** /outsourcing (product.md §1): headline, metrics, two formats, six offerings, cases, the general section, contact. */
export function OutsourcingPage({ cases, contact }: ServicePageProps) {
  const { t } = useLanguage();
  const formatsId = useId();
  const offeringsId = useId();
  return (
    <>
      <ServiceHero
        page="outsourcing"
        eyebrow="outsourcing.eyebrow"
        title="outsourcing.title"
        description="outsourcing.description"
        metricStyle="prefix"
        actions={
          <>
            <Button asChild size="lg">
              <a href="#contato">
                {t('outsourcing.primaryCta')}
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

      <section aria-labelledby={formatsId} className="bg-ink-50 py-20 md:py-28" data-testid="formats">
        <div className="container-content">
          <SectionHeading
            id={formatsId}
            eyebrow={t('outsourcing.formats.eyebrow')}
            title={t('outsourcing.formats.title')}
            text={t('outsourcing.formats.text')}
          />
          <ul className="mt-14 grid gap-5 lg:grid-cols-2">
            {FORMATS.map(({ key, icon: Icon, points, featured }) => (
              <li
                key={key}
                className={cn(
                  'relative isolate flex flex-col overflow-hidden rounded-panel p-8 md:p-11',
                  featured
                    ? 'bg-brand-dark text-white shadow-float'
                    : 'bg-white text-ink-800 shadow-soft ring-1 ring-ink-200/70',
                )}
              >
                {featured ? (
                  <span
                    aria-hidden="true"
                    className="absolute -right-24 -bottom-24 -z-10 size-80 rounded-full bg-brand/50 blur-[90px]"
                  />
                ) : null}
                <div className="flex items-center justify-between gap-4">
                  <span
                    className={cn(
                      'grid size-14 place-items-center rounded-2xl',
                      featured ? 'bg-accent text-brand-dark' : 'bg-brand-light text-brand',
                    )}
                  >
                    <Icon aria-hidden="true" className="size-7" />
                  </span>
                  <span
                    className={cn(
                      'rounded-full px-3 py-1.5 text-[0.6875rem] font-extrabold tracking-[0.1em] whitespace-nowrap uppercase sm:px-3.5 sm:text-xs sm:tracking-[0.12em]',
                      featured ? 'bg-white/10 text-accent ring-1 ring-white/15' : 'bg-ink-100 text-ink-700',
                    )}
                  >
                    {t(`outsourcing.formats.${key}.tag`)}
                  </span>
                </div>
                <h3
                  className={cn(
                    'mt-8 text-3xl font-extrabold tracking-[-0.03em] md:text-4xl',
                    featured ? 'text-white' : 'text-brand-dark',
                  )}
                >
                  {t(`outsourcing.formats.${key}.name`)}
                </h3>
                <p className={cn('mt-4 text-lg leading-relaxed', featured ? 'text-white/80' : 'text-ink-600')}>
                  {t(`outsourcing.formats.${key}.text`)}
                </p>
                <ul className={cn('mt-8 flex flex-col gap-3.5 border-t pt-8', featured ? 'border-white/15' : 'border-ink-200')}>
                  {points.map((point) => (
                    <li key={point} className="flex items-start gap-3 font-semibold">
                      <span
                        className={cn(
                          'mt-0.5 grid size-6 shrink-0 place-items-center rounded-full',
                          featured ? 'bg-accent text-brand-dark' : 'bg-brand text-white',
                        )}
                      >
                        <Check aria-hidden="true" className="size-3.5" strokeWidth={3} />
                      </span>
                      <span className={featured ? 'text-white' : 'text-brand-dark'}>
                        {t(`outsourcing.formats.${key}.points.${point}`)}
                      </span>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby={offeringsId} className="py-20 md:py-28" data-testid="offerings">
        <div className="container-content">
          <SectionHeading
            id={offeringsId}
            eyebrow={t('outsourcing.offerings.eyebrow')}
            title={t('outsourcing.offerings.title')}
            text={t('outsourcing.offerings.text')}
          />
          <FeatureCards items={OFFERINGS} keyPrefix="outsourcing.offerings.items" className="mt-14" />
        </div>
      </section>

      <CasesShowcase cases={cases} title="outsourcing.cases.title" text="outsourcing.cases.text" className="bg-ink-50" />

      <ProcessSection />

      <ContactSection
        source="outsourcing"
        eyebrow="outsourcing.contact.eyebrow"
        title="outsourcing.contact.title"
        text="outsourcing.contact.text"
        data={contact}
      />
    </>
  );
}
