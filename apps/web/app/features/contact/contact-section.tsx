import { useId } from 'react';
import { useLanguage } from '~/i18n';
import { ContactChannelList } from './contact-channels';
import type { ContactBlockData } from './contact-data';
import { ContactFormIsland } from './contact-form-island';
import type { ContactSource } from './contact-rules';
import { HubspotFormIsland } from './hubspot-form-island';

type ContactSectionProps = {
  source: ContactSource;
  /** The page's own intro (product.md §1: a different text per service), in its language; an empty one is left out. */
  eyebrow: string;
  title: string;
  text: string;
  data: ContactBlockData;
  formKey?: string;
};

/** The call to contact that ends each service page: the service's intro, our channels and the lead form. */
export function ContactSection({ source, eyebrow, title, text, data, formKey = 'contact' }: ContactSectionProps) {
  const { t } = useLanguage();
  const headingId = useId();
  return (
    <section id="contato" aria-labelledby={title ? headingId : undefined} className="scroll-mt-24 py-16 md:py-24" data-testid="contact-section">
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
              {eyebrow ? <p className="mb-4 text-sm font-extrabold tracking-[0.2em] text-accent uppercase">{eyebrow}</p> : null}
              {title ? (
                <h2
                  id={headingId}
                  className="text-3xl leading-[1.05] font-extrabold tracking-[-0.035em] text-balance text-white sm:text-4xl md:text-5xl"
                >
                  {title}
                </h2>
              ) : null}
              {text ? <p className="mt-5 max-w-lg text-lg leading-relaxed text-pretty text-white/80">{text}</p> : null}
              <div className="mt-10 lg:mt-auto lg:pt-10">
                <ContactChannelList channels={data.channels} />
              </div>
            </div>
            <div className="rounded-card bg-white p-5 shadow-float sm:p-8">
              {data.embed ? <HubspotFormIsland embed={data.embed} /> : <ContactFormIsland source={source} formKey={formKey} label={title || t('contact.embed.label')} />}
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
