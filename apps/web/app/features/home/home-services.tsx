import { ArrowRight, Code2, Smartphone, UsersRound } from 'lucide-react';
import { useId } from 'react';
import { Button } from '~/components/ui/button';
import { SectionHeading } from '~/components/ui/section-heading';
import { useLanguage } from '~/i18n';
import { LocalLink } from '~/i18n/local-link';

const SERVICES = [
  { key: 'software', path: '/software', Icon: Code2 },
  { key: 'app', path: '/aplicativo', Icon: Smartphone },
  { key: 'outsourcing', path: '/outsourcing', Icon: UsersRound },
] as const;

export function HomeServices() {
  const { t } = useLanguage();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="bg-ink-50 py-20 md:py-28" data-testid="home-services">
      <div className="container-content">
        <SectionHeading
          id={headingId}
          eyebrow={t('home.servicesEyebrow')}
          title={t('home.servicesTitle')}
          text={t('home.servicesText')}
        />
        <ul className="mt-12 grid gap-5 md:grid-cols-3">
          {SERVICES.map(({ key, path, Icon }) => (
            <li
              key={key}
              className="group flex flex-col rounded-card bg-white p-7 shadow-soft ring-1 ring-ink-200/70 transition-[transform,box-shadow] duration-300 ease-out-soft hover:-translate-y-1 hover:shadow-lift"
            >
              <span className="grid size-12 place-items-center rounded-2xl bg-brand-light text-brand transition-colors duration-300 group-hover:bg-brand group-hover:text-white">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <h3 className="mt-7 text-xl font-extrabold tracking-tight text-brand-dark">
                <LocalLink to={path} className="inline-flex items-center gap-2 hover:text-brand" data-testid="service-link">
                  {t(`home.services.${key}.title`)}
                  <ArrowRight aria-hidden="true" className="size-4 transition-transform group-hover:translate-x-1" />
                </LocalLink>
              </h3>
              <p className="mt-3 flex-1 leading-relaxed text-ink-600">{t(`home.services.${key}.text`)}</p>
              <Button asChild variant="secondary" size="sm" className="mt-7 self-start">
                <LocalLink to="/contato" data-testid="request-contact">
                  {t('common.requestContact')}
                </LocalLink>
              </Button>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
