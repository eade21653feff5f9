export { LanguageProvider, useLanguage } from './language-provider';
export { loadDictionary, loadNamespaces, translateFor } from './dictionaries';
export type { Dictionary, TranslationKey, Translate } from './dictionary';
export { LocalLink, useLocalPath } from './local-link';
