import { ArrowUpRight, BriefcaseBusiness, Mail, MapPin, Phone, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useLanguage } from '~/i18n';
import { cn } from '~/lib/cn';
import type { ContactChannels as TContactChannels } from './contact-data';

const telHref = (number: string) => `tel:${number.replace(/[^\d+]/g, '')}`;

/** The four contact cards of the site settings (product.md §3), with the public fallback when none are set. */
export function ContactChannelCards({ channels, headingLevel = 3 }: { channels: TContactChannels; headingLevel?: 2 | 3 }) {
  const { t } = useLanguage();
  const soon = <Placeholder>{t('common.comingSoon')}</Placeholder>;
  const { phone, email, careers, location } = channels;
  return (
    <ul className="grid gap-4 sm:grid-cols-2" data-testid="contact-channels">
      <ChannelCard icon={Phone} title={phone.title ?? t('contact.channels.phone')} headingLevel={headingLevel}>
        {phone.number ? (
          <a href={telHref(phone.number)} className={valueLink}>
            {phone.number}
          </a>
        ) : (
          soon
        )}
      </ChannelCard>
      <ChannelCard icon={Mail} title={email.title ?? t('contact.channels.email')} headingLevel={headingLevel}>
        {email.address ? (
          <a href={`mailto:${email.address}`} className={cn(valueLink, 'break-all')}>
            {email.address}
          </a>
        ) : (
          soon
        )}
      </ChannelCard>
      <ChannelCard
        icon={BriefcaseBusiness}
        title={careers.title ?? t('contact.channels.careers')}
        headingLevel={headingLevel}
      >
        <p className="text-ink-600">{t('contact.channels.careersText')}</p>
        {careers.link ? (
          <a
            href={careers.link}
            target="_blank"
            rel="noopener noreferrer"
            className="mt-2 inline-flex items-center gap-1.5 font-bold text-brand underline-offset-4 hover:underline"
          >
            {t('contact.channels.careersCta')}
            <ArrowUpRight aria-hidden="true" className="size-4" />
            <span className="sr-only">{t('contact.channels.opensInNewTab')}</span>
          </a>
        ) : (
          <span className="mt-2 inline-flex w-fit rounded-full bg-ink-100 px-2.5 py-1 text-xs font-bold tracking-wide text-ink-600 uppercase">
            {t('common.comingSoon')}
          </span>
        )}
      </ChannelCard>
      <ChannelCard icon={MapPin} title={location.title ?? t('contact.channels.location')} headingLevel={headingLevel}>
        {location.address ? <p className="text-ink-700">{location.address}</p> : soon}
      </ChannelCard>
    </ul>
  );
}

const valueLink =
  'font-bold text-brand-dark underline decoration-brand-200 decoration-2 underline-offset-4 transition-colors hover:text-brand hover:decoration-brand';

function Placeholder({ children }: { children: ReactNode }) {
  return <p className="font-semibold text-ink-500">{children}</p>;
}

type ChannelCardProps = { icon: LucideIcon; title: string; headingLevel: 2 | 3; children: ReactNode };

function ChannelCard({ icon: Icon, title, headingLevel, children }: ChannelCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <li className="flex flex-col rounded-card bg-white p-6 shadow-soft ring-1 ring-ink-200/80">
      <span className="grid size-11 place-items-center rounded-2xl bg-brand-light text-brand">
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <Heading className="mt-5 text-sm font-extrabold tracking-[0.14em] text-ink-500 uppercase">{title}</Heading>
      <div className="mt-2 flex flex-col text-[0.9375rem] leading-relaxed">{children}</div>
    </li>
  );
}

/** A compact list for the dark contact block of the service pages: phone, e-mail and address. */
export function ContactChannelList({ channels }: { channels: TContactChannels }) {
  const { t } = useLanguage();
  const rows: { icon: LucideIcon; label: string; value: ReactNode }[] = [];
  if (channels.email.address) {
    rows.push({
      icon: Mail,
      label: channels.email.title ?? t('contact.channels.email'),
      value: (
        <a href={`mailto:${channels.email.address}`} className={darkLink}>
          {channels.email.address}
        </a>
      ),
    });
  }
  if (channels.phone.number) {
    rows.push({
      icon: Phone,
      label: channels.phone.title ?? t('contact.channels.phone'),
      value: (
        <a href={telHref(channels.phone.number)} className={darkLink}>
          {channels.phone.number}
        </a>
      ),
    });
  }
  if (channels.location.address) {
    rows.push({
      icon: MapPin,
      label: channels.location.title ?? t('contact.channels.location'),
      value: <span className="text-white/85">{channels.location.address}</span>,
    });
  }
  if (!rows.length) return null;
  return (
    <ul className="flex flex-col gap-5" data-testid="contact-channel-list">
      {rows.map(({ icon: Icon, label, value }) => (
        <li key={label} className="flex items-start gap-4">
          <span className="grid size-11 shrink-0 place-items-center rounded-2xl bg-white/10 text-accent ring-1 ring-white/15">
            <Icon aria-hidden="true" className="size-5" />
          </span>
          <div className="min-w-0">
            <p className="text-xs font-extrabold tracking-[0.16em] text-white/60 uppercase">{label}</p>
            <p className="mt-1 text-[0.9375rem] font-semibold break-words">{value}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}

const darkLink = 'text-white underline decoration-white/30 underline-offset-4 transition-colors hover:decoration-accent';
