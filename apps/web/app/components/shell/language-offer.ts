import { LANGUAGE_STORAGE_KEY, type TLanguage } from '@softhouse/contracts/constants';

/*
 * Whether a first-time visitor is offered the site in their browser's language (decision 027), without
 * React: the islands' boot (islands/boot.ts) asks it to load the header at once when the bar is due
 * (decision 046), and the bar itself (language-suggestion.tsx) asks it what to show.
 */

export type Offered = 'en' | 'es';

export const SUGGESTION_DISMISSED_KEY = 'languageSuggestionDismissed';

/** The language the browser prefers first, if it is one we offer. */
function preferred(): Offered | null {
  const first = (navigator.languages?.[0] ?? navigator.language ?? '').toLowerCase();
  return first.startsWith('en') ? 'en' : first.startsWith('es') ? 'es' : null;
}

function remembered(key: string): boolean {
  try {
    return window.localStorage.getItem(key) !== null;
  } catch {
    return false;
  }
}

/**
 * The language to offer on a page in `language`: only on Portuguese pages, never once chosen or dismissed,
 * nor on a page shown inside another (the page editor's live preview, decision 047).
 */
export function languageOffered(language: TLanguage): Offered | null {
  return language === 'pt' && window.self === window.top && !remembered(LANGUAGE_STORAGE_KEY) && !remembered(SUGGESTION_DISMISSED_KEY) ? preferred() : null;
}
