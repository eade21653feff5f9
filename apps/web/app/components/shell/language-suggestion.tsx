import type { TLanguage } from '@softhouse/contracts/constants';
import { Languages, X } from 'lucide-react';
import { useState, useSyncExternalStore } from 'react';
import { useLanguage } from '~/i18n';
import { persistLanguage, showPageIn } from '~/i18n/persistence';
import { languageOffered, SUGGESTION_DISMISSED_KEY, type Offered } from './language-offer';

/** Said in the language offered, which the visitor reads better than the page's. */
const OFFER = {
  en: { text: 'This site is also available in English.', action: 'Switch to English', dismiss: 'Dismiss' },
  es: { text: 'Este sitio también está disponible en español.', action: 'Ver en español', dismiss: 'Cerrar' },
} as const satisfies Record<Offered, unknown>;

const noChanges = () => () => undefined;

/**
 * A first-time visitor whose browser prefers English or Spanish, on a Portuguese page, is offered the
 * site in that language (decision 027): a small bar, fixed so nothing moves, never a redirect, and
 * gone for good once dismissed or once a language is chosen.
 */
export function LanguageSuggestion() {
  const { language } = useLanguage();
  // Known only in the browser (its languages, what it remembers): nothing in the server's HTML.
  const offer = useSyncExternalStore(
    noChanges,
    () => languageOffered(language),
    () => null,
  );
  const [dismissed, setDismissed] = useState(false);

  if (!offer || dismissed) return null;
  const words = OFFER[offer];
  const dismiss = () => {
    try {
      window.localStorage.setItem(SUGGESTION_DISMISSED_KEY, '1');
    } catch {
      // Not remembered: offered again on the next page, never forced.
    }
    setDismissed(true);
  };
  const accept = (to: TLanguage) => {
    persistLanguage(to);
    showPageIn(to);
  };

  return (
    <aside
      lang={offer}
      aria-label={words.text}
      data-testid="language-suggestion"
      className="fixed right-22 bottom-3 left-3 z-50 mx-auto grid max-w-xl animate-toast-in grid-cols-[auto_minmax(0,1fr)_auto] items-center gap-x-3 gap-y-2.5 rounded-card bg-brand-dark p-3 pl-4 text-sm text-white shadow-lift sm:flex md:right-26 md:bottom-7"
    >
      <Languages aria-hidden="true" className="size-5 shrink-0 text-accent" />
      <p className="min-w-0 font-medium sm:flex-1">{words.text}</p>
      <button
        type="button"
        onClick={() => accept(offer)}
        className="col-span-3 shrink-0 rounded-full bg-white px-4 py-2 font-bold text-brand-dark transition-colors hover:bg-accent sm:col-span-1"
      >
        {words.action}
      </button>
      <button
        type="button"
        onClick={dismiss}
        aria-label={words.dismiss}
        title={words.dismiss}
        className="col-start-3 row-start-1 grid size-9 shrink-0 place-items-center rounded-full text-white/80 transition-colors hover:bg-white/10 hover:text-white"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </aside>
  );
}
