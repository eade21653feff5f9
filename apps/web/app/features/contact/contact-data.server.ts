import type { PublicSite } from '@softhouse/contracts/server';
import type { TLanguage } from '@softhouse/contracts/constants';
import { contactChannels, type ContactBlockData } from './contact-data';
import { hubspotEmbedFor, type HubspotFormKey } from './integrations';

/**
 * Loader helper: the contact cards and, when configured, the embedded third-party form for this page. A
 * failure leaves the cards' placeholders and our own form (the page still renders).
 */
export async function loadContactBlock(site: PublicSite, embedForm: HubspotFormKey | null, lang: TLanguage): Promise<ContactBlockData> {
  try {
    const settings = await site.settings();
    return {
      channels: contactChannels(settings.contactConfig, lang),
      embed: embedForm ? hubspotEmbedFor(settings, embedForm) : null,
    };
  } catch (error) {
    console.error('contact settings failed to load', error);
    return { channels: contactChannels(null, lang), embed: null };
  }
}
