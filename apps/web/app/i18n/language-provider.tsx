import { type TLanguage } from '@softhouse/contracts/constants';
import { createContext, use, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { translate, type Translate } from './dictionary';
import { dictionaryFor, isLanguageLoaded, loadLanguage } from './dictionaries';
import { persistLanguage, readStoredLanguage } from './persistence';

type LanguageContextValue = {
  language: TLanguage;
  setLanguage: (language: TLanguage) => void;
  t: Translate;
};

const LanguageContext = createContext<LanguageContextValue | null>(null);

type LanguageProviderProps = {
  /** The language the server rendered with; it wins on the first render so hydration matches. */
  initialLanguage: TLanguage;
  /** Called after the visitor picks a language (the app revalidates server data with it). */
  onLanguageChange?: (language: TLanguage) => void;
  children: ReactNode;
};

export function LanguageProvider({ initialLanguage, onLanguageChange, children }: LanguageProviderProps) {
  const [language, setLanguageState] = useState(initialLanguage);

  // The server language changes when a navigation carries another ?lang=. Its texts are usually
  // here already (the visitor picked it); when they are not, the effect below loads them first.
  const [serverLanguage, setServerLanguage] = useState(initialLanguage);
  if (serverLanguage !== initialLanguage && isLanguageLoaded(initialLanguage)) {
    setServerLanguage(initialLanguage);
    setLanguageState(initialLanguage);
  }
  useEffect(() => {
    if (serverLanguage === initialLanguage) return;
    let current = true;
    void loadLanguage(initialLanguage).then(() => {
      if (!current) return;
      setServerLanguage(initialLanguage);
      setLanguageState(initialLanguage);
    });
    return () => {
      current = false;
    };
  }, [serverLanguage, initialLanguage]);

  // The address decides the page's language (decision 027); a remembered choice is only mirrored in
  // the cookie again if it was lost, so the server takes Portuguese addresses to it next time (the
  // public pages' script also does it at once: islands/boot.ts).
  useEffect(() => {
    const stored = readStoredLanguage();
    if (stored) persistLanguage(stored);
  }, []);

  // The switch waits for the new language's texts (a few small files, unless loaded before), then
  // happens in one render.
  const setLanguage = useCallback(
    (next: TLanguage) => {
      loadLanguage(next).then(
        () => {
          setLanguageState(next);
          persistLanguage(next);
          onLanguageChange?.(next);
        },
        () => undefined, // offline: the page stays in its language, the offline notice says why
      );
    },
    [onLanguageChange],
  );

  const value = useMemo<LanguageContextValue>(() => {
    const dictionary = dictionaryFor(language);
    return { language, setLanguage, t: (key, params) => translate(dictionary, key, params) };
  }, [language, setLanguage]);

  return <LanguageContext value={value}>{children}</LanguageContext>;
}

export function useLanguage(): LanguageContextValue {
  const context = use(LanguageContext);
  if (!context) throw new Error('useLanguage must be used within a LanguageProvider');
  return context;
}
