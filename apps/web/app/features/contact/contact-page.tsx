import { ContactChannelCards } from './contact-channels';
import type { ContactBlockData } from './contact-data';
import { ContactFormIsland } from './contact-form-island';
import { HubspotFormIsland } from './hubspot-form-island';

type ContactFormAndChannelsProps = {
  data: ContactBlockData;
  /** The texts, in the page's language (the contact page's block, decision 047); an empty one is left out. */
  formTitle: string;
  formText: string;
  channelsTitle: string;
  channelsText: string;
};

/**
 * /contato under its opening: our lead form (or the configured third-party form) and the contact cards of the
 * settings. It rises into the opening above it, which leaves room for it.
 */
export function ContactFormAndChannels({ data, formTitle, formText, channelsTitle, channelsText }: ContactFormAndChannelsProps) {
  return (
    <div className="relative container-content -mt-24 pb-20 md:-mt-32 md:pb-28" data-testid="contact-page">
      <div className="grid items-start gap-10 lg:grid-cols-[0.9fr_1.1fr] lg:gap-12">
        <section
          aria-labelledby="contact-form-title"
          className="rounded-panel bg-white p-5 shadow-lift ring-1 ring-ink-200/70 sm:p-8 md:p-10 lg:order-2"
        >
          <h2 id="contact-form-title" className="text-2xl font-extrabold tracking-[-0.03em] text-brand-dark md:text-3xl">
            {formTitle}
          </h2>
          {formText ? <p className="mt-2 text-ink-600">{formText}</p> : null}
          <div className="mt-6">
            {data.embed ? <HubspotFormIsland embed={data.embed} /> : <ContactFormIsland source="contato" label={formTitle} />}
          </div>
        </section>
        <section aria-labelledby={channelsTitle ? 'contact-channels-title' : undefined} className="lg:order-1 lg:pt-40">
          {channelsTitle ? (
            <h2 id="contact-channels-title" className="mb-3 text-sm font-extrabold tracking-[0.2em] text-brand uppercase">
              {channelsTitle}
            </h2>
          ) : null}
          {channelsText ? <p className="max-w-md text-lg leading-relaxed text-ink-600">{channelsText}</p> : null}
          <div className="mt-8">
            <ContactChannelCards channels={data.channels} />
          </div>
        </section>
      </div>
    </div>
  );
}
