import { isLanguage, type TContactCreate } from '@softhouse/contracts';

/**
 * The lead form's rules and the server's messages, mirrored from ZContactCreate and CONTACT_MESSAGES
 * (packages/contracts/src/contacts.ts). Importing that module would bring its zod schemas, and so zod,
 * into the public bundle. contact-rules.test.ts proves both sides accept, reject and word things alike.
 */

export const CONTACT_FIELDS = ['name', 'email', 'phone', 'company', 'subject', 'message'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

/** Where a lead comes from: the page that holds the form. */
export type ContactSource = 'contato' | 'software' | 'aplicativo' | 'outsourcing';

export const CONTACT_MAX_LENGTH: Record<ContactField, number> = {
  name: 120,
  email: 254,
  phone: 30,
  company: 160,
  subject: 200,
  message: 5000,
};

/** Each code is a key under contactForm.errors. */
export type ContactErrorCode =
  | 'nameRequired'
  | 'nameTooLong'
  | 'emailRequired'
  | 'emailInvalid'
  | 'phoneInvalid'
  | 'companyTooLong'
  | 'subjectTooLong'
  | 'messageRequired'
  | 'messageTooLong'
  | 'invalid';

export type ContactErrors = Partial<Record<ContactField, ContactErrorCode>>;
export type ContactValues = Record<ContactField, string>;

// zod 4's z.email() pattern.
const EMAIL = /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;
const PHONE = /^[\d\s()+.-]*$/;

function fieldError(field: ContactField, raw: string): ContactErrorCode | undefined {
  const value = raw.trim();
  const tooLong = value.length > CONTACT_MAX_LENGTH[field];
  switch (field) {
    case 'name':
      return !value ? 'nameRequired' : tooLong ? 'nameTooLong' : undefined;
    case 'email':
      return !value ? 'emailRequired' : tooLong || !EMAIL.test(value) ? 'emailInvalid' : undefined;
    case 'phone':
      return tooLong || !PHONE.test(value) ? 'phoneInvalid' : undefined;
    case 'company':
      return tooLong ? 'companyTooLong' : undefined;
    case 'subject':
      return tooLong ? 'subjectTooLong' : undefined;
    case 'message':
      return !value ? 'messageRequired' : tooLong ? 'messageTooLong' : undefined;
  }
}

export type ContactValidation =
  | { ok: true; data: Omit<TContactCreate, 'source' | 'website'> }
  | { ok: false; errors: ContactErrors };

/** Trims like the server does and drops empty optional fields. */
export function validateContact(values: ContactValues): ContactValidation {
  const errors: ContactErrors = {};
  for (const field of CONTACT_FIELDS) {
    const error = fieldError(field, values[field]);
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

/** CONTACT_MESSAGES, as the server words them, to the codes the form translates. */
export const SERVER_MESSAGE_CODES: Readonly<Record<string, ContactErrorCode>> = {
  'Nome é obrigatório': 'nameRequired',
  'E-mail é obrigatório': 'emailRequired',
  'E-mail inválido': 'emailInvalid',
  'Telefone inválido': 'phoneInvalid',
  'Mensagem é obrigatória': 'messageRequired',
  'Mensagem muito longa (máx. 5000 caracteres)': 'messageTooLong',
};

const TOO_LONG: Partial<Record<ContactField, ContactErrorCode>> = {
  name: 'nameTooLong',
  company: 'companyTooLong',
  subject: 'subjectTooLong',
  message: 'messageTooLong',
};

/** The server's field messages are Portuguese; this turns one into the code the form translates. */
export function errorCodeFromMessage(field: ContactField, message: string): ContactErrorCode {
  const known = SERVER_MESSAGE_CODES[message];
  if (known) return known;
  if (/máx/i.test(message)) return TOO_LONG[field] ?? 'invalid';
  return 'invalid';
}

/** Maps an API or zod `details` object (field → message) to codes, keeping only the form's fields. */
export function errorsFromDetails(details: Record<string, string> | undefined): ContactErrors {
  const errors: ContactErrors = {};
  for (const [key, message] of Object.entries(details ?? {})) {
    if ((CONTACT_FIELDS as readonly string[]).includes(key)) {
      errors[key as ContactField] = errorCodeFromMessage(key as ContactField, message);
    }
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

/** Where a successful submission lands, keeping an explicit ?lang= for visitors without the cookie. */
export function thanksPath(search: string): string {
  const lang = new URLSearchParams(search).get('lang');
  return isLanguage(lang) && lang !== 'pt' ? `/obrigado?lang=${lang}` : '/obrigado';
}
