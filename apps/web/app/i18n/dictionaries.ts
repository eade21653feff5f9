import { LANGUAGE_TAGS, LANGUAGES, type TLanguage } from '@softhouse/contracts/constants';
import { translate, type Dictionary, type TranslateKey, type TranslateParams } from './dictionary';
import { en } from './en';
import { es } from './es';
import { pt } from './pt';

/*
 * The server holds every text in every language. The browser holds only what its pages show: each
 * route module awaits loadNamespaces(...) for the namespaces its page uses, at its top (a top-level
 * await: React Router renders a route only once its module, and so its texts, are there), and only
 * in the languages the visitor has used. Route modules, not feature modules: the bundler puts
 * feature code shared by several pages into shared chunks, which would load every page's texts.
 */

export type Namespace = keyof Dictionary;

/** The file of locales/<language>/ that holds each namespace. */
export const NAMESPACE_FILES = {
  common: 'shell',
  nav: 'shell',
  footer: 'shell',
  notFound: 'shell',
  error: 'shell',
  offline: 'shell',
  whatsapp: 'shell',
  toast: 'shell',
  thanks: 'thanks',
  preview: 'preview',
  search: 'search',
  home: 'home',
  about: 'about',
  software: 'software',
  app: 'app',
  outsourcing: 'outsourcing',
  cases: 'cases',
  blog: 'blog',
  lightbox: 'lightbox',
  contact: 'contact',
  technologies: 'technologies',
  carousel: 'carousel',
  contactForm: 'contact-form',
} as const satisfies Record<Namespace, string>;
type DictionaryFile = (typeof NAMESPACE_FILES)[Namespace];

/** Complete dictionaries: on the server (and in unit tests) only; the browser bundle leaves them out. */
export const dictionaries: Record<TLanguage, Dictionary> = { pt, en, es };

const FILES = import.meta.env.SSR
  ? {}
  : import.meta.glob<Partial<Dictionary>>('./locales/*/*.ts');

/** What the browser has loaded so far, per language; namespaces are added as they arrive. */
const loaded: Record<TLanguage, Partial<Dictionary>> = { pt: {}, en: {}, es: {} };
const requests = new Map<string, Promise<void>>();
const arrived = new Set<string>();
/** Files some module asked for; switching language loads them all in the new language first. */
const wantedFiles = new Set<DictionaryFile>();
/** Languages shown since the page loaded: later namespaces arrive in each, so going back never lacks a text. */
const languagesInUse = new Set<TLanguage>();

function loadFile(language: TLanguage, file: DictionaryFile): Promise<void> {
  const id = `${language}/${file}`;
  let request = requests.get(id);
  if (!request) {
    const load = FILES[`./locales/${id}.ts`];
    if (!load) throw new Error(`No dictionary file ${id}`);
    request = load().then(
      (module) => {
        Object.assign(loaded[language], module);
        arrived.add(id);
      },
      (error: unknown) => {
        requests.delete(id); // offline, say: the next attempt asks again
        throw error;
      },
    );
    requests.set(id, request);
  }
  return request;
}

/** The language the server rendered the document in (<html lang>). */
export function documentLanguage(): TLanguage {
  const tag = document.documentElement.lang;
  return LANGUAGES.find((language) => LANGUAGE_TAGS[language].html === tag) ?? 'pt';
}

/** Makes these namespaces available in the browser: `await loadNamespaces('home', 'carousel');`. */
export async function loadNamespaces(...namespaces: Namespace[]): Promise<void> {
  if (import.meta.env.SSR) return;
  if (languagesInUse.size === 0) languagesInUse.add(documentLanguage());
  const files = namespaces.map((namespace) => NAMESPACE_FILES[namespace]);
  for (const file of files) wantedFiles.add(file);
  await Promise.all([...languagesInUse].flatMap((language) => files.map((file) => loadFile(language, file))));
}

/** Loads, in `language`, every namespace the pages seen so far use; resolves when it can be shown. */
export async function loadLanguage(language: TLanguage): Promise<void> {
  if (import.meta.env.SSR) return;
  languagesInUse.add(language);
  await Promise.all([...wantedFiles].map((file) => loadFile(language, file)));
}

/** Loads every namespace of a language (the back office shows any key staff type). */
export async function loadDictionary(language: TLanguage): Promise<void> {
  if (import.meta.env.SSR) return;
  const files = new Set(Object.values(NAMESPACE_FILES));
  await Promise.all([...files].map((file) => loadFile(language, file)));
}

/** Whether every namespace the pages seen so far use is already there in `language`. */
export const isLanguageLoaded = (language: TLanguage) =>
  import.meta.env.SSR || (languagesInUse.has(language) && [...wantedFiles].every((file) => arrived.has(`${language}/${file}`)));

/** The texts of a language: all of them on the server, the loaded namespaces in the browser. */
export const dictionaryFor = (language: TLanguage): Partial<Dictionary> =>
  import.meta.env.SSR ? dictionaries[language] : loaded[language];

/** For code outside React (meta functions, loaders). */
export const translateFor = (language: TLanguage) => {
  const dictionary = dictionaryFor(language);
  return (key: TranslateKey, params?: TranslateParams) => translate(dictionary, key, params);
};
