export { LanguageProvider, useLanguage } from './language-provider';
export { translateFor, dictionaries } from './dictionaries';
export type { Dictionary, TranslationKey, Translate } from './dictionary';
