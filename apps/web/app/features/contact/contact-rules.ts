import {
  CONTACT_FIELDS,
  CONTACT_MAX_LENGTH,
  contactErrorCode,
  contactFieldError,
  localizePath,
  splitLanguage,
  type TContactErrorCode,
  type TContactField,
} from '@softhouse/contracts/constants';
import type { TContactCreate } from '@softhouse/contracts';

/*
 * The lead form's state and its mapping to the contracts' rules (contactFieldError, the same rule the
 * API's ZContactCreate is built from), without zod in the public bundle.
 */

export { CONTACT_FIELDS, CONTACT_MAX_LENGTH };
export type ContactField = TContactField;

/** Where a lead comes from: the page that holds the form, or the one its contact block names (decision 047). */
const CONTACT_SOURCES = ['contato', 'software', 'aplicativo', 'outsourcing'] as const;
export type ContactSource = (typeof CONTACT_SOURCES)[number];
export const isContactSource = (value: unknown): value is ContactSource => (CONTACT_SOURCES as readonly unknown[]).includes(value);

/** Each code is a key under contactForm.errors; `invalid` for a message the form does not know. */
export type ContactErrorCode = TContactErrorCode | 'invalid';

export type ContactErrors = Partial<Record<ContactField, ContactErrorCode>>;
export type ContactValues = Record<ContactField, string>;

export type ContactValidation =
  | { ok: true; data: Omit<TContactCreate, 'source' | 'website'> }
  | { ok: false; errors: ContactErrors };

/** Trims like the server does and drops empty optional fields. */
export function validateContact(values: ContactValues): ContactValidation {
  const errors: ContactErrors = {};
  for (const field of CONTACT_FIELDS) {
    const error = contactFieldError(field, values[field]);
    if (error) errors[field] = error;
  }
  if (Object.keys(errors).length) return { ok: false, errors };
  const optional = (value: string) => value.trim() || undefined;
  return {
    ok: true,
    data: {
      name: values.name.trim(),
      email: values.email.trim(),
      phone: optional(values.phone),
      company: optional(values.company),
      subject: optional(values.subject),
      message: values.message.trim(),
    },
  };
}

/** The server's field messages are Portuguese; this turns one into the code the form translates. */
export const errorCodeFromMessage = (message: string): ContactErrorCode => contactErrorCode(message) ?? 'invalid';

/** Maps an API or zod `details` object (field → message) to codes, keeping only the form's fields. */
export function errorsFromDetails(details: Record<string, string> | undefined): ContactErrors {
  const errors: ContactErrors = {};
  for (const [key, message] of Object.entries(details ?? {})) {
    if ((CONTACT_FIELDS as readonly string[]).includes(key)) errors[key as ContactField] = errorCodeFromMessage(message);
  }
  return errors;
}

export const emptyContactValues = (): ContactValues => ({
  name: '',
  email: '',
  phone: '',
  company: '',
  subject: '',
  message: '',
});

/** Reads the form's fields from FormData (browser submit or a no-JavaScript POST). */
export function contactValuesFrom(formData: FormData): ContactValues {
  const values = emptyContactValues();
  for (const field of CONTACT_FIELDS) {
    const value = formData.get(field);
    values[field] = typeof value === 'string' ? value : '';
  }
  return values;
}

/** Where a successful submission from a page at `pathname` lands: the thank-you page in its language. */
export function thanksPath(pathname: string): string {
  return localizePath('/obrigado', splitLanguage(pathname).language);
}

export type ContactFormError = 'rateLimited' | 'network' | 'generic';

/** What the route action answers a no-JavaScript submission that cannot go through. */
export type ContactActionData = {
  /** Which form on the page was sent (a page may hold two). */
  form: string;
  values: ContactValues;
  errors: ContactErrors;
  formError?: ContactFormError;
  /** The marketing consent box as it was sent, ticked again when the form comes back with errors. */
  marketingConsent?: boolean;
};
