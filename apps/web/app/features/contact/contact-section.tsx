import { useId } from 'react';
import { useLanguage, type TranslationKey } from '~/i18n';
import { ContactChannelList } from './contact-channels';
import type { ContactBlockData } from './contact-data';
import { ContactFormIsland } from './contact-form-island';
import type { ContactSource } from './contact-rules';
import { HubspotFormIsland } from './hubspot-form-island';

type ContactSectionProps = {
  source: ContactSource;
  /** The service's own intro (product.md §1: a different text per service). */
  eyebrow: TranslationKey;
  title: TranslationKey;
  text: TranslationKey;
  data: ContactBlockData;
  formKey?: string;
};

/** The call to contact that ends each service page: the service's intro, our channels and the lead form. */
export function ContactSection({ source, eyebrow, title, text, data, formKey = 'contact' }: ContactSectionProps) {
  const { t } = useLanguage();
  const headingId = useId();
  return (
    <section id="contato" aria-labelledby={headingId} className="scroll-mt-24 py-16 md:py-24" data-testid="contact-section">
      <div className="container-content">
        <div className="relative isolate overflow-hidden rounded-panel bg-brand-dark px-5 py-10 sm:px-8 md:px-12 md:py-14 lg:px-16 lg:py-16">
          <div
            aria-hidden="true"
            className="pointer-events-none absolute -top-40 -left-32 -z-10 size-[30rem] rounded-full bg-brand/45 blur-[110px]"
          />
          <div
            aria-hidden="true"
            className="pointer-events-none absolute inset-0 -z-10 bg-[radial-gradient(circle_at_1px_1px,rgb(255_255_255/0.09)_1px,transparent_0)] bg-[size:22px_22px] [mask-image:linear-gradient(to_bottom,black,transparent_70%)]"
          />
          <div className="grid gap-10 lg:grid-cols-[0.9fr_1.1fr] lg:gap-14">
            <div className="flex flex-col">
              <p className="text-sm font-extrabold tracking-[0.2em] text-accent uppercase">{t(eyebrow)}</p>
              <h2
                id={headingId}
                className="mt-4 text-3xl leading-[1.05] font-extrabold tracking-[-0.035em] text-balance text-white sm:text-4xl md:text-5xl"
              >
                {t(title)}
              </h2>
              <p className="mt-5 max-w-lg text-lg leading-relaxed text-pretty text-white/80">{t(text)}</p>
              <div className="mt-10 lg:mt-auto lg:pt-10">
                <ContactChannelList channels={data.channels} />
              </div>
            </div>
            <div className="rounded-card bg-white p-5 shadow-float sm:p-8">
              {data.embed ? <HubspotFormIsland embed={data.embed} /> : <ContactFormIsland source={source} formKey={formKey} label={t(title)} />}
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
