/**
 * The marketing-automation settings the site settings carry (product.md §4 "Embedded lead forms", §7).
 * `integrations` is optional in what PublicSite.settings() returns until the API adds it: absent or
 * malformed means "not configured", and then nothing is requested from any third party.
 */
export type TIntegrations = {
  hubspotPortalId?: string;
  hubspotForms?: { contact?: string; software?: string; outsourcing?: string };
} | null;

export type HubspotFormKey = 'contact' | 'software' | 'outsourcing';

export type HubspotEmbed = { portalId: string; formId: string; region: typeof HUBSPOT_REGION };

export const HUBSPOT_REGION = 'na1';

const PORTAL_ID = /^\d{1,15}$/;
const FORM_ID = /^[A-Za-z0-9-]{1,64}$/;

/** The embed for one form, or null when the portal or that form is not configured. */
export function hubspotEmbedFor(settings: unknown, form: HubspotFormKey): HubspotEmbed | null {
  if (typeof settings !== 'object' || settings === null) return null;
  const integrations = (settings as { integrations?: TIntegrations }).integrations;
  if (typeof integrations !== 'object' || integrations === null) return null;
  const portalId = integrations.hubspotPortalId?.trim();
  const formId = integrations.hubspotForms?.[form]?.trim();
  if (!portalId || !formId || !PORTAL_ID.test(portalId) || !FORM_ID.test(formId)) return null;
  return { portalId, formId, region: HUBSPOT_REGION };
}
