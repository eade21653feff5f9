import {
  isWritten,
  TRANSLATED_LANGUAGES,
  translationStatus,
  type TLanguage,
  type TTranslatable,
  type TTranslatedLanguage,
  type TTranslationStatus,
} from '@softhouse/contracts/constants';
import { CircleCheck, CircleDashed, CircleDot, Copy } from 'lucide-react';
import { get, useWatch, type FieldValues, type Path, type PathValue, type UseFormReturn } from 'react-hook-form';
import { Button } from '~/components/ui/button';
import { cn } from '~/lib/cn';

/*
 * The language tabs of a content editor (issue 13, decision 031): PT, EN and ES above the form, each
 * saying how far it is written; the translatable fields show the chosen language's values, the rest of
 * the item is the same in every language. The form keeps English and Spanish under `translations.en`
 * and `translations.es`, as the API takes them.
 */

const NAMES: Record<TLanguage, string> = {
  pt: 'Português',
  en: 'Inglês',
  es: 'Espanhol',
};
const SHORT: Record<TLanguage, string> = { pt: 'PT', en: 'EN', es: 'ES' };
const STATUS_TEXT: Record<TTranslationStatus, string> = {
  complete: 'completo',
  partial: 'parcial',
  missing: 'faltando',
};
const STATUS_ICON = {
  complete: CircleCheck,
  partial: CircleDot,
  missing: CircleDashed,
} as const;
const STATUS_TONE: Record<TTranslationStatus, string> = {
  complete: 'text-success',
  partial: 'text-warning',
  missing: 'text-ink-400',
};

/** A language's values in the form: every translatable field as text (lists as comma-separated text). */
export type TranslationFormValues<F extends string> = Record<F, string>;

/** The form's `translations` from the item's stored ones: every field present, as text. */
export function translationFormValues<F extends string>(
  fields: readonly F[],
  translations: Partial<Record<TTranslatedLanguage, Partial<Record<F, unknown>> | null>> | null | undefined,
): Record<TTranslatedLanguage, TranslationFormValues<F>> {
  const one = (language: TTranslatedLanguage) =>
    Object.fromEntries(
      fields.map((field) => {
        const value = translations?.[language]?.[field];
        return [field, Array.isArray(value) ? value.join(', ') : typeof value === 'string' ? value : ''];
      }),
    ) as TranslationFormValues<F>;
  return { en: one('en'), es: one('es') };
}

/**
 * The `translations` of a write from the form: each language as trimmed texts (the listed fields split
 * by commas), null when nothing is written in it, which removes it.
 */
export function translationsPayload<F extends string>(values: Record<TTranslatedLanguage, TranslationFormValues<F>>, listFields: readonly F[] = []) {
  const one = (language: TTranslatedLanguage) => {
    const out: Record<string, string | string[]> = {};
    for (const [field, raw] of Object.entries(values[language]) as [F, string][]) {
      const value = listFields.includes(field)
        ? raw
            .split(',')
            .map((part) => part.trim())
            .filter(Boolean)
        : raw.trim();
      if (isWritten(value)) out[field] = value;
    }
    return Object.keys(out).length ? out : null;
  };
  return { en: one('en'), es: one('es') };
}

/** Each translation's status as the editor types, against the Portuguese fields of the form. */
export function translationStatuses<F extends string>(
  kind: TTranslatable<F>,
  portuguese: Partial<Record<F, unknown>>,
  translations: Record<TTranslatedLanguage, Partial<Record<F, unknown>>>,
): Record<TTranslatedLanguage, TTranslationStatus> {
  return {
    en: translationStatus(kind, portuguese, translations.en),
    es: translationStatus(kind, portuguese, translations.es),
  };
}

/** The name of a translatable field of the form in a language: `title`, `translations.en.title`. */
export const fieldIn = <F extends string>(language: TLanguage, field: F) =>
  (language === 'pt' ? field : `translations.${language}.${field}`) as F | `translations.${TTranslatedLanguage}.${F}`;

/** Fields a translation has of its own and never compares with, nor copies from, the Portuguese: its address and its keywords. */
const OWN_FIELDS: readonly string[] = ['slug', 'seoKeywords'];

/**
 * The language bar's wiring of a content form (cases, posts): each translation's status as the editor
 * types, "Copiar do português" (empty fields only), the form's name of a translatable field in the chosen
 * language, its error, and the translations with a refused field. The form holds the Portuguese values at
 * the top level and the others under `translations.en|es`, every field as text.
 */
export function useContentLanguages<F extends string, V extends FieldValues>(form: UseFormReturn<V>, kind: TTranslatable<F>, language: TLanguage) {
  const compared = kind.fields.filter((field) => !OWN_FIELDS.includes(field));
  const watched = useWatch({ control: form.control, name: [...compared, 'translations'] as Path<V>[] }) as unknown[];
  const portuguese = Object.fromEntries(compared.map((field, index) => [field, watched[index]])) as Partial<Record<F, string>>;
  const translations = watched[compared.length] as Record<TTranslatedLanguage, Partial<Record<F, string>>>;
  const { errors } = form.formState;
  const name = (field: F) => fieldIn(language, field) as Path<V>;
  return {
    statuses: translationStatuses(kind, portuguese, translations),
    copyFromPortuguese: (target: TTranslatedLanguage) => {
      for (const field of compared) {
        const path = `translations.${target}.${field}` as Path<V>;
        const from = portuguese[field];
        if (from && !String(form.getValues(path) ?? '').trim()) form.setValue(path, from as PathValue<V, Path<V>>, { shouldDirty: true });
      }
    },
    name,
    errorOf: (field: F) => (get(errors, name(field)) as { message?: string } | undefined)?.message,
    translationErrors: TRANSLATED_LANGUAGES.filter((code) => get(errors, `translations.${code}`)),
    translating: language !== 'pt',
  };
}

/** The language of a field path an API error or a "Corrigir" link names (`translations.es.slug` → es). */
export function languageOfField(path: string): TLanguage {
  const match = /^translations\.(en|es)\./.exec(path);
  return match ? (match[1] as TTranslatedLanguage) : 'pt';
}

type ContentLanguagesProps = {
  value: TLanguage;
  onChange: (language: TLanguage) => void;
  statuses: Record<TTranslatedLanguage, TTranslationStatus>;
  /** Languages with a field the last save refused. */
  errorIn?: readonly TLanguage[];
  /** Fills the chosen language's empty fields with the Portuguese ones, as a starting point. */
  onCopy: (language: TTranslatedLanguage) => void;
  /** What a language needs to go live, e.g. 'título, resumo e conteúdo'. */
  required: string;
  /** What stays the same in every language, e.g. 'Imagem, autor e categoria'. */
  shared: string;
  /** Replaces the sentence on what a translation's empty fields show (when they do not show the Portuguese). */
  emptyFields?: string;
  className?: string;
};

/** PT, EN and ES above a content form, each with its status, and what the chosen language means. */
export function ContentLanguages({ value, onChange, statuses, errorIn = [], onCopy, required, shared, emptyFields, className }: ContentLanguagesProps) {
  const translated = value !== 'pt';
  return (
    <div className={cn('flex flex-col gap-2 border-b border-ink-100 px-6 py-3', className)}>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <div role="radiogroup" aria-label="Idioma do conteúdo" className="inline-flex rounded-control bg-ink-100 p-1">
          {(['pt', ...TRANSLATED_LANGUAGES] as const).map((language) => {
            const status = language === 'pt' ? null : statuses[language];
            const Icon = status ? STATUS_ICON[status] : CircleCheck;
            const selected = value === language;
            return (
              <button
                key={language}
                type="button"
                role="radio"
                aria-checked={selected}
                data-status={status ?? 'required'}
                title={`${NAMES[language]}: ${status ? STATUS_TEXT[status] : 'obrigatório'}`}
                onClick={() => onChange(language)}
                className={cn(
                  'inline-flex items-center gap-1.5 rounded-[calc(var(--radius-control)-4px)] px-3 py-1.5 text-sm font-bold text-ink-600 transition-colors',
                  'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand',
                  selected ? 'bg-white text-brand-dark shadow-soft' : 'hover:text-brand-dark',
                )}
              >
                <Icon aria-hidden="true" className={cn('size-3.5', status ? STATUS_TONE[status] : 'text-brand')} />
                {SHORT[language]}
                <span className="sr-only">
                  {` (${NAMES[language]}: ${status ? STATUS_TEXT[status] : 'obrigatório'}${errorIn.includes(language) ? ', com erro' : ''})`}
                </span>
                {errorIn.includes(language) ? <span aria-hidden="true" className="size-1.5 rounded-full bg-danger" /> : null}
              </button>
            );
          })}
        </div>
        {translated && statuses[value] !== 'complete' ? (
          <Button variant="secondary" size="sm" onClick={() => onCopy(value)}>
            <Copy aria-hidden="true" />
            Copiar do português
          </Button>
        ) : null}
      </div>
      <p className="text-xs text-ink-500" data-testid="content-language-hint">
        {translated
          ? `${NAMES[value]}: opcional. Vai ao ar com ${required}; ${emptyFields ?? 'campos em branco usam o português'}. ${shared} valem para todos os idiomas.`
          : 'Português: obrigatório para publicar. Traduções nas abas EN e ES.'}
      </p>
    </div>
  );
}
