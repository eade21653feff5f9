export { ContactFormAndChannels } from './contact-page';
export { ContactIntro } from './contact-intro';
export { ContactSection } from './contact-section';
export { ContactForm } from './contact-form';
export { ContactFormIsland } from './contact-form-island';
export { type ContactBlockData } from './contact-data';
export type { ContactActionData } from './contact-rules';
export type { ContactSource } from './contact-rules';
export type { HubspotFormKey, TIntegrations } from './integrations';
