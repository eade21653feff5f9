import { splitLanguage, ZContactCreate } from '@softhouse/contracts';
import { data, redirect, type AppLoadContext } from 'react-router';
import {
  contactValuesFrom,
  errorCodeFromMessage,
  type ContactActionData,
  type ContactErrors,
  type ContactField,
  type ContactSource,
  isContactSource,
  thanksPath,
} from './contact-rules';

/**
 * The lead form's route action: the same validation as POST /api/contacts (ZContactCreate), the same
 * service (honeypot, rate limit), then /obrigado. Browsers with JavaScript post to the API instead. The
 * lead's source is the one the form names (a contact block's, decision 047), else the page's.
 */
export async function submitContactAction(
  { request, context }: { request: Request; context: AppLoadContext },
  pageSource: ContactSource,
) {
  const formData = await request.formData();
  const posted = formData.get('_source');
  const source = isContactSource(posted) ? posted : pageSource;
  const values = contactValuesFrom(formData);
  const form = String(formData.get('_form') ?? '');
  const website = formData.get('website');
  const consentVersion = formData.get('consentVersion');
  const marketingConsent = formData.get('marketingConsent') === 'on';
  const parsed = ZContactCreate.safeParse({
    ...values,
    source,
    ...(typeof website === 'string' && website ? { website } : {}),
    // Without JavaScript there is no recorded visit: the page's language and the consent choice only.
    language: splitLanguage(new URL(request.url).pathname).language,
    marketingConsent,
    ...(typeof consentVersion === 'string' && consentVersion ? { consentVersion } : {}),
  });
  if (!parsed.success) {
    const errors: ContactErrors = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as ContactField;
      if (field in values) errors[field] ??= errorCodeFromMessage(issue.message);
    }
    // Only the honeypot can fail outside the visible fields; the visitor then gets a general message.
    const formError = Object.keys(errors).length ? undefined : 'generic';
    return data<ContactActionData>({ form, values, errors, formError, marketingConsent }, { status: 400 });
  }
  try {
    await context.site.submitContact(parsed.data, context.clientIp);
  } catch (error) {
    if ((error as { statusCode?: number }).statusCode === 429) {
      return data<ContactActionData>({ form, values, errors: {}, formError: 'rateLimited', marketingConsent }, { status: 429 });
    }
    throw error;
  }
  return redirect(thanksPath(new URL(request.url).pathname));
}
