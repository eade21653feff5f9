import { LANGUAGE_STORAGE_KEY, type TLanguage } from '@softhouse/contracts/constants';
import { persistLanguage, showPageIn } from '~/i18n/persistence';

/*
 * The offer of the site in the browser's language to a first-time visitor on a Portuguese page (decision 027):
 * a small bar, fixed so nothing moves, never a redirect, gone for good once dismissed or once a language is
 * chosen. Built here without React by the islands' boot (islands/boot.ts, decision 046): a visitor it is for
 * sees it as soon as the page is loaded, and it costs them no island's code (it used to load the header's).
 */

export type Offered = 'en' | 'es';

export const SUGGESTION_DISMISSED_KEY = 'languageSuggestionDismissed';

/** Said in the language offered, which the visitor reads better than the page's. */
const OFFER = {
  en: { text: 'This site is also available in English.', action: 'Switch to English', dismiss: 'Dismiss' },
  es: { text: 'Este sitio también está disponible en español.', action: 'Ver en español', dismiss: 'Cerrar' },
} as const satisfies Record<Offered, unknown>;

/** The preferred language first, if it is one we offer. */
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

const SVG = 'http://www.w3.org/2000/svg';

/** One of the site's icons (lucide's `languages` and `x`), drawn as the React ones are. */
function icon(paths: readonly string[], className: string): SVGSVGElement {
  const svg = document.createElementNS(SVG, 'svg');
  for (const [name, value] of Object.entries({ viewBox: '0 0 24 24', fill: 'none', stroke: 'currentColor', 'stroke-width': '2', 'stroke-linecap': 'round', 'stroke-linejoin': 'round', 'aria-hidden': 'true', class: className })) {
    svg.setAttribute(name, value);
  }
  for (const d of paths) {
    const path = document.createElementNS(SVG, 'path');
    path.setAttribute('d', d);
    svg.append(path);
  }
  return svg;
}

const LANGUAGES_ICON = ['m5 8 6 6', 'm4 14 6-6 2-3', 'M2 5h12', 'M7 2h1', 'm22 22-5-10-5 10', 'M14 18h6'];
const X_ICON = ['M18 6 6 18', 'm6 6 12 12'];

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text?: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

/** Shows the bar offering `offer` at the end of the page's body. */
export function showLanguageOffer(offer: Offered): void {
  const words = OFFER[offer];
  const bar = element(
    'aside',
    'fixed right-22 bottom-3 left-3 z-50 mx-auto grid max-w-xl animate-toast-in grid-cols-[auto_minmax(0,1fr)_auto] items-center gap-x-3 gap-y-2.5 rounded-card bg-brand-dark p-3 pl-4 text-sm text-white shadow-lift sm:flex md:right-26 md:bottom-7',
  );
  bar.lang = offer;
  bar.setAttribute('aria-label', words.text);
  bar.dataset.testid = 'language-suggestion';

  const accept = element('button', 'col-span-3 shrink-0 rounded-full bg-white px-4 py-2 font-bold text-brand-dark transition-colors hover:bg-accent sm:col-span-1', words.action);
  accept.type = 'button';
  accept.addEventListener('click', () => {
    persistLanguage(offer);
    showPageIn(offer);
  });

  const dismiss = element('button', 'col-start-3 row-start-1 grid size-9 shrink-0 place-items-center rounded-full text-white/80 transition-colors hover:bg-white/10 hover:text-white');
  dismiss.type = 'button';
  dismiss.title = words.dismiss;
  dismiss.setAttribute('aria-label', words.dismiss);
  dismiss.append(icon(X_ICON, 'size-4'));
  dismiss.addEventListener('click', () => {
    try {
      window.localStorage.setItem(SUGGESTION_DISMISSED_KEY, '1');
    } catch {
      // Not remembered: offered again on the next page, never forced.
    }
    bar.remove();
  });

  bar.append(icon(LANGUAGES_ICON, 'size-5 shrink-0 text-accent'), element('p', 'min-w-0 font-medium sm:flex-1', words.text), accept, dismiss);
  document.body.append(bar);
}
