import { chosenLanguage } from '@softhouse/contracts/constants';
import type { ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { loadNamespaces } from '~/i18n';
import { documentLanguage } from '~/i18n/dictionaries';
import { addressIn, pageAlternates, readStoredLanguage, showPageIn } from '~/i18n/persistence';
import { recordVisit } from '~/lib/visit';
import { IslandRoot } from './island';
import { ISLANDS, type IslandName } from './registry';

/*
 * The browser side of the public pages (decision 009), loaded by loader.js after the first paint: finds the islands the server
 * marked, loads each one's component and texts, and hydrates it as its own root. Links between pages
 * are plain links.
 */

const language = documentLanguage();

// Where this visit came from, on its first page (for the lead form; session storage only).
recordVisit();

/*
 * A returning visitor whose cookie was lost but whose browser remembers their language (product.md
 * §4: restored on load) is taken from a Portuguese address to theirs, as the server does with the cookie.
 */
const stored = readStoredLanguage();
if (language === 'pt' && stored && stored !== 'pt' && !chosenLanguage(document.cookie)) {
  window.location.replace(addressIn(stored, window.location, pageAlternates()));
}

async function hydrate(element: HTMLElement): Promise<void> {
  const island = ISLANDS[element.dataset.island as IslandName] as (typeof ISLANDS)[IslandName] | undefined;
  if (!island) return;
  const [Component] = await Promise.all([island.load(), loadNamespaces(...island.namespaces)]);
  const Island = Component as ComponentType<Record<string, unknown>>;
  const props = JSON.parse(element.dataset.props ?? '{}') as Record<string, unknown>;
  await new Promise<void>((resolve) => {
    hydrateRoot(
      element,
      <IslandRoot language={language} onLanguageChange={showPageIn} onHydrated={resolve}>
        <Island {...props} />
      </IslandRoot>,
      { identifierPrefix: element.dataset.islandId },
    );
  });
}

await Promise.all([...document.querySelectorAll<HTMLElement>('[data-island]')].map(hydrate));
// Browser tests wait for this before interacting, as on the back office's fully hydrated pages.
document.documentElement.dataset.hydrated = 'true';
