export const LANGUAGES = ['pt', 'en', 'es'] as const;
export type TLanguage = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: TLanguage = 'pt';
export const LANGUAGE_STORAGE_KEY = 'selectedLanguage';
export const LANGUAGE_COOKIE = 'lang';

export const isLanguage = (value: unknown): value is TLanguage =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/** BCP 47 tags for <html lang>, hreflang and Open Graph locales. */
export const LANGUAGE_TAGS: Record<TLanguage, { html: string; og: string }> = {
  pt: { html: 'pt-BR', og: 'pt_BR' },
  en: { html: 'en', og: 'en_US' },
  es: { html: 'es', og: 'es_ES' },
};
