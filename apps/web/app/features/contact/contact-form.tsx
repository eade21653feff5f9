import { PRIVACY_NOTICE_VERSION } from '@softhouse/contracts/constants';
import { CircleAlert, LoaderCircle, Send } from 'lucide-react';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '~/components/ui/button';
import { useLanguage } from '~/i18n';
import { cn } from '~/lib/cn';
import { readVisit } from '~/lib/visit';
import type { ContactActionData, ContactFormError } from './contact-rules';
import {
  CONTACT_FIELDS,
  CONTACT_MAX_LENGTH,
  contactValuesFrom,
  errorsFromDetails,
  validateContact,
  type ContactErrors,
  type ContactField,
  type ContactSource,
  thanksPath,
} from './contact-rules';

/** product.md §7/§9: requests give up after 30 s. */
const REQUEST_TIMEOUT_MS = 30_000;

export type ContactFormProps = {
  source: ContactSource;
  /** The form's accessible name (a page may hold two forms; each needs its own). */
  label: string;
  /** Tells two forms on one page apart when a no-JavaScript submission comes back with errors. */
  formKey?: string;
  className?: string;
  /** The company's privacy policy, linked under the button when set. */
  privacyUrl?: string | null;
  /** What the route action answered a no-JavaScript submission of this page (values and errors to show again). */
  actionData?: ContactActionData;
};

const REQUIRED: ReadonlySet<ContactField> = new Set(['name', 'email', 'message']);

const INPUT_TYPES: Record<Exclude<ContactField, 'message'>, { type: string; autoComplete: string; inputMode?: 'tel' | 'email' }> = {
  name: { type: 'text', autoComplete: 'name' },
  email: { type: 'email', autoComplete: 'email', inputMode: 'email' },
  phone: { type: 'tel', autoComplete: 'tel', inputMode: 'tel' },
  company: { type: 'text', autoComplete: 'organization' },
  subject: { type: 'text', autoComplete: 'off' },
};

/**
 * The lead form, an island (decision 009; ContactFormIsland puts it on a page). With JavaScript it validates in the visitor's language and posts JSON to /api/contacts;
 * without it, it is a plain POST to the page's route action (same rules, same service).
 */
export function ContactForm({ source, label, formKey = 'main', className, privacyUrl, actionData }: ContactFormProps) {
  const { t, language } = useLanguage();
  const id = useId();
  const returned = actionData?.form === formKey ? actionData : undefined;

  const [errors, setErrors] = useState<ContactErrors>(returned?.errors ?? {});
  const [formError, setFormError] = useState<ContactFormError | undefined>(returned?.formError);
  const [submitting, setSubmitting] = useState(false);

  const fieldId = (field: ContactField) => `${id}-${field}`;
  const errorId = (field: ContactField) => `${id}-${field}-error`;

  const showErrors = (next: ContactErrors) => {
    setErrors(next);
    const first = CONTACT_FIELDS.find((field) => next[field]);
    if (first) document.getElementById(fieldId(first))?.focus();
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const formData = new FormData(event.currentTarget);
    const result = validateContact(contactValuesFrom(formData));
    setFormError(undefined);
    if (!result.ok) {
      showErrors(result.errors);
      return;
    }
    setErrors({});
    setSubmitting(true);
    const website = formData.get('website');
    try {
      const response = await fetch('/api/contacts', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({
          ...result.data,
          source,
          ...(typeof website === 'string' && website ? { website } : {}),
          language,
          // Where the visit came from (recorded on its first page), and the choice made under the notice shown.
          attribution: readVisit(),
          marketingConsent: formData.get('marketingConsent') === 'on',
          consentVersion: PRIVACY_NOTICE_VERSION,
        }),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      if (response.ok) {
        window.location.assign(thanksPath(window.location.pathname));
        return;
      }
      if (response.status === 429) {
        setFormError('rateLimited');
      } else {
        const body = (await response.json().catch(() => null)) as { details?: Record<string, string> } | null;
        const mapped = response.status === 400 ? errorsFromDetails(body?.details) : {};
        if (Object.keys(mapped).length) showErrors(mapped);
        else setFormError('generic');
      }
    } catch {
      setFormError('network');
    }
    setSubmitting(false);
  };

  const hasFieldErrors = CONTACT_FIELDS.some((field) => errors[field]);
  const announcement = formError
    ? t(`contactForm.errors.${formError}`)
    : hasFieldErrors
      ? t('contactForm.errors.summary')
      : '';

  const field = (name: ContactField, wide = false) => {
    const error = errors[name];
    const required = REQUIRED.has(name);
    const common = {
      id: fieldId(name),
      name,
      required,
      maxLength: CONTACT_MAX_LENGTH[name],
      defaultValue: returned?.values[name],
      placeholder: t(`contactForm.placeholders.${name}`),
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? errorId(name) : undefined,
      onInput: () => {
        if (errors[name]) setErrors(({ [name]: _cleared, ...rest }) => rest);
      },
      className: cn(FIELD_CLASSES, name === 'message' ? 'min-h-36 resize-y py-3.5 leading-relaxed' : 'h-13'),
    };
    return (
      <div className={cn('flex flex-col gap-2', wide && 'sm:col-span-2')}>
        <label htmlFor={common.id} className="text-sm font-bold text-brand-dark">
          {t(`contactForm.fields.${name}`)}
          {required ? (
            <span aria-hidden="true" className="ml-0.5 text-brand">
              *
            </span>
          ) : (
            <span className="ml-1.5 font-medium text-ink-500">({t('contactForm.optional')})</span>
          )}
        </label>
        {name === 'message' ? (
          <textarea rows={5} {...common} />
        ) : (
          <input {...INPUT_TYPES[name]} {...common} />
        )}
        {error ? (
          <FieldError id={errorId(name)}>{t(`contactForm.errors.${error}`)}</FieldError>
        ) : null}
      </div>
    );
  };

  return (
    <form
      method="post"
      noValidate
      onSubmit={onSubmit}
      aria-label={label}
      data-testid="contact-form"
      data-source={source}
      className={cn('relative', className)}
    >
      <input type="hidden" name="_form" value={formKey} />
      <input type="hidden" name="_source" value={source} />
      <input type="hidden" name="consentVersion" value={PRIVACY_NOTICE_VERSION} />
      <p className="text-sm text-ink-500">{t('contactForm.requiredHint')}</p>
      <div
        role="alert"
        className={cn(
          'flex items-start gap-3 rounded-control text-[0.9375rem] font-semibold',
          announcement && 'mt-5 bg-danger-light px-4 py-3.5 text-danger',
        )}
        data-testid="contact-form-alert"
      >
        {announcement ? <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" /> : null}
        {announcement}
      </div>
      <div className="mt-6 grid gap-5 sm:grid-cols-2">
        {field('name')}
        {field('email')}
        {field('phone')}
        {field('company')}
        {field('subject', true)}
        {field('message', true)}
        {/* LGPD: a separate, unticked choice; the lead is answered whatever it is. */}
        <label className="flex cursor-pointer items-start gap-3 text-[0.9375rem] leading-snug text-ink-700 sm:col-span-2">
          <input
            type="checkbox"
            name="marketingConsent"
            defaultChecked={returned?.marketingConsent ?? false}
            className="mt-0.5 size-5 shrink-0 cursor-pointer rounded accent-brand"
          />
          <span>{t('contactForm.marketingConsent')}</span>
        </label>
      </div>
      {/* Honeypot: people never see or reach it, bots fill it in; the server then stores nothing. */}
      <div aria-hidden="true" className="absolute -left-[10000px] top-0 size-px overflow-hidden">
        <label htmlFor={`${id}-website`}>{t('contactForm.honeypot')}</label>
        <input id={`${id}-website`} type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      <div className="mt-7 flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <Button type="submit" size="lg" disabled={submitting} className="w-full sm:w-auto">
          {submitting ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <Send aria-hidden="true" />}
          {submitting ? t('contactForm.submitting') : t('contactForm.submit')}
        </Button>
        {privacyUrl ? (
          <p className="text-sm leading-snug text-ink-500 sm:max-w-72 sm:text-right" data-testid="contact-form-privacy">
            {t('contactForm.privacyPrefix')}{' '}
            <a
              href={privacyUrl}
              target="_blank"
              rel="noopener"
              className="font-semibold text-brand underline underline-offset-2 hover:text-brand-dark"
            >
              {t('contactForm.privacyLink')}
              <span className="sr-only"> {t('contact.channels.opensInNewTab')}</span>
            </a>
            .
          </p>
        ) : (
          <p className="text-sm leading-snug text-ink-500 sm:max-w-72 sm:text-right" data-testid="contact-form-privacy">
            {t('contactForm.purpose')}
          </p>
        )}
      </div>
    </form>
  );
}

const FIELD_CLASSES = cn(
  'w-full rounded-control bg-white px-4 text-base text-ink-800 ring-1 ring-ink-300 ring-inset',
  'placeholder:text-ink-500 transition-[box-shadow,background-color] duration-200 outline-none',
  'hover:ring-ink-400 focus-visible:ring-2 focus-visible:ring-brand focus-visible:outline-none',
  'aria-invalid:bg-danger-light/40 aria-invalid:ring-2 aria-invalid:ring-danger',
);

function FieldError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="flex items-center gap-1.5 text-sm font-semibold text-danger">
      <CircleAlert aria-hidden="true" className="size-4 shrink-0" />
      {children}
    </p>
  );
}
