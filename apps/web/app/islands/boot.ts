import { chosenLanguage, LANGUAGES, LANGUAGE_TAGS, type TLanguage } from '@softhouse/contracts/constants';
import { languageOffered, showLanguageOffer } from '~/components/shell/language-offer';
import { listenForSearchShortcut } from '~/components/shell/search-shortcut';
import { addressIn, pageAlternates, persistLanguage, readStoredLanguage } from '~/i18n/persistence';
import { recordVisit } from '~/lib/visit';
import type { IslandLoading } from './loading';

/*
 * What every public page runs once it is painted and loaded (decision 046), started by loader.js: a few
 * kilobytes with no React in them. It does the page's own work (where the visit came from, the returning
 * visitor's language) and arms each island to load its code when it is needed (islands/loading.ts):
 * React and the islands' components (hydrate.tsx) are fetched only then.
 */

type Hydrator = { hydrateIsland: (box: HTMLElement) => Promise<void> };

/** Events that say the visitor is about to use an island: its code loads before the click lands. */
const INTERACTION = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown'] as const;
/** Events that say the visitor is using the page at all. */
const ENGAGEMENT = ['scroll', 'wheel', 'pointermove', 'pointerdown', 'touchstart', 'keydown'] as const;

const documentLanguage = (): TLanguage => LANGUAGES.find((language) => LANGUAGE_TAGS[language].html === document.documentElement.lang) ?? 'pt';

/** Whether something in `box` matches; false where the browser does not know the selector (`:popover-open`). */
function has(box: HTMLElement, selector: string): boolean {
  try {
    return box.querySelector(selector) !== null;
  } catch {
    return false;
  }
}

/** How long a form sent before its island's code has come waits for it before the browser sends it itself. */
const SUBMIT_WAIT_MS = 3000;

/**
 * A form that posts, sent before its island has hydrated (the visitor's first touch was on its button): the
 * sending waits for the island, which then checks and sends it in place, as if its code had been there all
 * along (decision 054). If the code has not come within SUBMIT_WAIT_MS, or cannot come, the browser posts
 * the form itself, as it does without JavaScript (decision 045).
 */
function holdPostsUntilHydrated(box: HTMLElement, hydrate: (box: HTMLElement) => Promise<void>): void {
  const hold = (event: SubmitEvent) => {
    const form = event.target;
    if (box.dataset.hydrated || !(form instanceof HTMLFormElement) || form.method !== 'post') return;
    event.preventDefault();
    box.removeEventListener('submit', hold);
    const submitter = event.submitter instanceof HTMLElement && event.submitter.matches('button, input') ? event.submitter : undefined;
    const timeout = new Promise<void>((resolve) => setTimeout(resolve, SUBMIT_WAIT_MS));
    // In a task of its own: while this submit event is being dispatched, the browser ignores another.
    const send = () => setTimeout(() => form.requestSubmit(submitter), 0);
    Promise.race([hydrate(box), timeout]).then(send, send);
  };
  box.addEventListener('submit', hold);
}

export function start(hydrateUrl: string, preload: readonly string[]): void {
  const language = documentLanguage();
  // Where this visit came from, on its first page (for the lead form; session storage only).
  recordVisit();

  // A returning visitor whose cookie was lost but whose browser remembers their language (product.md §4:
  // restored on load) is taken from a Portuguese address to theirs, as the server does with the cookie.
  const stored = readStoredLanguage();
  if (stored && !chosenLanguage(document.cookie)) {
    // The cookie is mirrored again, so the server takes Portuguese addresses to the choice next time.
    persistLanguage(stored);
    // Not the page editor's live preview, in the language the editor is writing in (decision 047).
    if (language === 'pt' && stored !== 'pt' && window.self === window.top) {
      window.location.replace(addressIn(stored, window.location, pageAlternates()));
      return;
    }
  }

  // `/` searches from the page's load (the header's code may never have loaded).
  listenForSearchShortcut(language);

  // Links that Space opens too, as it presses a button (the WhatsApp button, product.md §1), in a new tab.
  document.addEventListener('keydown', (event) => {
    const link = event.target instanceof HTMLAnchorElement && event.target.matches('[data-space-opens]') ? event.target : null;
    if (!link || (event.key !== ' ' && event.key !== 'Spacebar')) return;
    event.preventDefault();
    window.open(link.href, '_blank', 'noopener,noreferrer');
  });

  let code: Promise<Hydrator> | undefined;
  const hydrator = () => {
    if (!code) {
      // hydrate's own imports are fetched alongside it rather than after it.
      for (const href of preload) {
        const link = document.createElement('link');
        link.rel = 'modulepreload';
        link.href = href;
        document.head.append(link);
      }
      code = import(/* @vite-ignore */ hydrateUrl) as Promise<Hydrator>;
    }
    return code;
  };

  const boxes = [...document.querySelectorAll<HTMLElement>('[data-island]')];
  const started = new Map<HTMLElement, Promise<void>>();
  const loadingOf = (box: HTMLElement) => (box.dataset.load ?? 'idle') as IslandLoading;
  const hydrate = (box: HTMLElement): Promise<void> => {
    let done = started.get(box);
    if (!done) {
      done = hydrator().then((module) => module.hydrateIsland(box));
      started.set(box, done);
      for (const other of boxes) if (loadingOf(other) === 'with-others') void hydrate(other);
    }
    return done;
  };

  const now: Promise<void>[] = [];
  const near = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        const box = entry.target.closest<HTMLElement>('[data-island]');
        if (box) void hydrate(box);
      }
    },
    { rootMargin: '300px 0px' },
  );

  for (const box of boxes) {
    const loading = loadingOf(box);
    // Already in use before this ran (a drawer or menu opened, a field focused): it catches up at once.
    const inUse = box.contains(document.activeElement) || has(box, 'details[open], :hover') || has(box, ':popover-open');
    if (loading === 'idle' || (loading !== 'with-others' && inUse)) {
      now.push(hydrate(box));
    } else if (loading === 'interaction') {
      const use = () => {
        for (const type of INTERACTION) box.removeEventListener(type, use);
        void hydrate(box);
      };
      for (const type of INTERACTION) box.addEventListener(type, use, { passive: true });
      holdPostsUntilHydrated(box, hydrate);
    } else if (loading === 'visible') {
      // The box itself is `display: contents` and has no area: its children are watched, or the part of it
      // whose coming near is what matters (the end of the cases grid, where more cases load).
      const marked = box.querySelectorAll('[data-load-when-near]');
      for (const target of marked.length ? marked : box.children) near.observe(target);
    } else if (loading === 'engaged') {
      if (!navigator.onLine) {
        now.push(hydrate(box));
        continue;
      }
      const engaged = () => {
        for (const type of ENGAGEMENT) window.removeEventListener(type, engaged);
        void hydrate(box);
      };
      for (const type of ENGAGEMENT) window.addEventListener(type, engaged, { passive: true });
    }
  }

  // The offer of the visitor's own language (decision 027): drawn here, so it needs no island's code.
  const offer = languageOffered(language);
  if (offer) showLanguageOffer(offer);

  // Browser tests wait for this: the page's own work is done and what loads without the visitor has.
  void Promise.all(now).then(() => {
    document.documentElement.dataset.hydrated = 'true';
  });
}
