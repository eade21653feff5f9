export { LanguageProvider, useLanguage } from './language-provider';
export { loadDictionary, loadNamespaces, translateFor } from './dictionaries';
export type { Dictionary, TranslationKey, Translate } from './dictionary';
export { useLocalPath } from './local-path';
