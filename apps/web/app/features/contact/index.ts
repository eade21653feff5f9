export { ContactPage } from './contact-page';
export { ContactSection } from './contact-section';
export { ContactForm } from './contact-form';
export { ContactFormIsland } from './contact-form-island';
export { loadContactBlock, type ContactBlockData } from './contact-data';
export { submitContactAction, type ContactActionData } from './contact-action';
export type { ContactSource } from './contact-rules';
export type { HubspotFormKey, TIntegrations } from './integrations';
