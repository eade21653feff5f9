import { useLanguage } from '~/i18n';
import { ContactChannelCards } from './contact-channels';
import type { ContactBlockData } from './contact-data';
import { ContactFormIsland } from './contact-form-island';
import { HubspotFormIsland } from './hubspot-form-island';

/** /contato: the contact cards of the settings and our lead form, or the configured third-party form. */
export function ContactPage({ data }: { data: ContactBlockData }) {
  const { t } = useLanguage();
  return (
    <>
      <section className="relative isolate overflow-hidden border-b border-ink-100 bg-ink-50">
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-[linear-gradient(to_right,var(--color-ink-200)_1px,transparent_1px),linear-gradient(to_bottom,var(--color-ink-200)_1px,transparent_1px)] [mask-image:radial-gradient(ellipse_at_top_right,black,transparent_65%)] bg-[size:56px_56px] opacity-60"
        />
        <div className="container-content pt-16 pb-36 md:pt-24 md:pb-44">
          <p className="text-sm font-extrabold tracking-[0.2em] text-brand uppercase">{t('contact.eyebrow')}</p>
          <h1 className="mt-5 max-w-4xl text-display font-extrabold text-balance text-brand-dark">
            {t('contact.title')}
          </h1>
          <p className="mt-6 max-w-2xl text-lg leading-relaxed text-pretty text-ink-600 md:text-xl">
            {t('contact.description')}
          </p>
        </div>
      </section>
      <div className="relative container-content -mt-24 pb-20 md:-mt-32 md:pb-28">
        <div className="grid items-start gap-10 lg:grid-cols-[0.9fr_1.1fr] lg:gap-12">
          <section
            aria-labelledby="contact-form-title"
            className="rounded-panel bg-white p-5 shadow-lift ring-1 ring-ink-200/70 sm:p-8 md:p-10 lg:order-2"
          >
            <h2 id="contact-form-title" className="text-2xl font-extrabold tracking-[-0.03em] text-brand-dark md:text-3xl">
              {t('contact.form.title')}
            </h2>
            <p className="mt-2 text-ink-600">{t('contact.form.text')}</p>
            <div className="mt-6">
              {data.embed ? <HubspotFormIsland embed={data.embed} /> : <ContactFormIsland source="contato" label={t('contact.form.title')} />}
            </div>
          </section>
          <section aria-labelledby="contact-channels-title" className="lg:order-1 lg:pt-40">
            <h2
              id="contact-channels-title"
              className="text-sm font-extrabold tracking-[0.2em] text-brand uppercase"
            >
              {t('contact.channels.title')}
            </h2>
            <p className="mt-3 max-w-md text-lg leading-relaxed text-ink-600">{t('contact.intro')}</p>
            <div className="mt-8">
              <ContactChannelCards channels={data.channels} />
            </div>
          </section>
        </div>
      </div>
    </>
  );
}
