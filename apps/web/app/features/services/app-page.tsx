import { ArrowRight, Headset, Layers, PenTool, Rocket, ServerCog, Smartphone } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Button } from '~/components/ui/button';
import { CasesShowcase, type CarouselCase } from '~/features/carousel';
import { ContactFormIsland, ContactSection, type ContactBlockData } from '~/features/contact';
import { useLanguage } from '~/i18n';
import { LocalLink } from '~/i18n/local-link';
import { FeatureCards, type FeatureCardItem } from './feature-cards';
import { SectionHeading } from '~/components/ui/section-heading';
import { ServiceHero } from './service-hero';

const APP_SERVICES: readonly FeatureCardItem[] = [
  { key: 'native', icon: Smartphone },
  { key: 'crossPlatform', icon: Layers },
  { key: 'design', icon: PenTool },
  { key: 'backend', icon: ServerCog },
  { key: 'launch', icon: Rocket },
  { key: 'evolution', icon: Headset },
];

type AppPageProps = {
  cases: CarouselCase[];
  contact: ContactBlockData;
  /** The technologies grid, composed by the route (it lives in the technologies feature). */
  technologies: ReactNode;
};

/** /aplicativo (product.md §1): hero with metrics and a form, cases, services, technologies, contact form. */
export function AppPage({ cases, contact, technologies }: AppPageProps) {
  const { t } = useLanguage();
  const formTitleId = useId();
  const servicesId = useId();
  return (
    <>
      <ServiceHero
        page="aplicativo"
        eyebrow="app.eyebrow"
        title="app.title"
        description="app.description"
        metricStyle="suffix"
        actions={
          <Button asChild size="lg" variant="secondary">
            <LocalLink to="/cases">
              {t('services.seeCases')}
              <ArrowRight aria-hidden="true" />
            </LocalLink>
          </Button>
        }
        aside={
          <section
            aria-labelledby={formTitleId}
            className="rounded-panel bg-white p-5 shadow-lift ring-1 ring-ink-200/70 sm:p-8"
            data-testid="app-hero-form"
          >
            <h2 id={formTitleId} className="text-2xl font-extrabold tracking-[-0.03em] text-brand-dark">
              {t('app.heroForm.title')}
            </h2>
            <p className="mt-1.5 text-ink-600">{t('app.heroForm.text')}</p>
            <ContactFormIsland source="aplicativo" formKey="hero" label={t('app.heroForm.title')} className="mt-5" />
          </section>
        }
      />

      <CasesShowcase cases={cases} title="app.cases.title" text="app.cases.text" className="bg-ink-50" />

      <section aria-labelledby={servicesId} className="py-20 md:py-28" data-testid="app-services">
        <div className="container-content">
          <SectionHeading id={servicesId} eyebrow={t('app.services.eyebrow')} title={t('app.services.title')} text={t('app.services.text')} />
          <FeatureCards items={APP_SERVICES} keyPrefix="app.services.items" className="mt-14" />
        </div>
      </section>

      {technologies}

      <ContactSection
        source="aplicativo"
        eyebrow="app.contact.eyebrow"
        title="app.contact.title"
        text="app.contact.text"
        data={contact}
      />
    </>
  );
}
