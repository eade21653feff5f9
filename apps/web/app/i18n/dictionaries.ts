import type { TLanguage } from '@softhouse/contracts';
import { translate, type DictionaryMap, type TranslateKey, type TranslateParams } from './dictionary';
import { en } from './en';
import { es } from './es';
import { pt } from './pt';

export const dictionaries: DictionaryMap = { pt, en, es };

/** For code outside React (meta functions, loaders). */
export const translateFor = (language: TLanguage) => (key: TranslateKey, params?: TranslateParams) =>
  translate(dictionaries[language], key, params);
