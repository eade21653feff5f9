import type { TContactConfig } from '@softhouse/contracts';
import { CONTACT_CONFIG_DEFAULT_TITLES, careersUrl, type TLanguage } from '@softhouse/contracts/constants';
import type { HubspotEmbed } from './integrations';

type ChannelKey = keyof typeof CONTACT_CONFIG_DEFAULT_TITLES;

/**
 * The contact cards as the page shows them. A null title means "the default", shown translated;
 * a null value means "not configured", shown as a placeholder (product.md §3 public fallback).
 */
export type ContactChannels = {
  phone: { title: string | null; number: string | null };
  email: { title: string | null; address: string | null };
  careers: { title: string | null; link: string | null };
  location: { title: string | null; address: string | null };
};

export type ContactBlockData = { channels: ContactChannels; embed: HubspotEmbed | null };

const customTitle = (key: ChannelKey, title: string | undefined) => {
  const value = title?.trim();
  return value && value !== CONTACT_CONFIG_DEFAULT_TITLES[key] ? value : null;
};

const filled = (value: string | undefined) => value?.trim() || null;

/**
 * The cards in a language (decision 031): in English or Spanish, the editor's title in that language, else
 * the site's translation of the default title (never a Portuguese title); the address in that language,
 * else the Portuguese one.
 */
export function contactChannels(config: TContactConfig | null, language: TLanguage = 'pt'): ContactChannels {
  if (config && language !== 'pt') {
    const own = config.translations?.[language];
    const portuguese = contactChannels(config);
    const title = (value: string | undefined) => value?.trim() || null;
    return {
      phone: { ...portuguese.phone, title: title(own?.phone?.title) },
      email: { ...portuguese.email, title: title(own?.email?.title) },
      careers: { ...portuguese.careers, title: title(own?.careers?.title) },
      location: { title: title(own?.location?.title), address: filled(own?.location?.address) ?? portuguese.location.address },
    };
  }
  if (!config) {
    return {
      phone: { title: null, number: null },
      email: { title: null, address: null },
      careers: { title: null, link: null },
      location: { title: null, address: null },
    };
  }
  return {
    phone: { title: customTitle('phone', config.phone.title), number: filled(config.phone.number) },
    email: { title: customTitle('email', config.email.title), address: filled(config.email.address) },
    careers: {
      title: customTitle('careers', config.careers.title),
      // The same rule as the footer's career link (careersUrl): both follow this one setting.
      link: careersUrl(config.careers),
    },
    location: { title: customTitle('location', config.location.title), address: filled(config.location.address) },
  };
}
