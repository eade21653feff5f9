import type { ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { loadNamespaces } from '~/i18n';
import { documentLanguage } from '~/i18n/dictionaries';
import { showPageIn } from '~/i18n/persistence';
import { IslandRoot } from './island';
import { ISLANDS, type IslandName } from './registry';

/*
 * The browser side of the public pages' islands (decision 009), loaded by boot.ts when the first island
 * is needed (decision 046): loads an island's component and texts and hydrates it as its own root.
 * Links between pages are plain links.
 */

const language = documentLanguage();

/** Hydrates one island the server marked; the box then carries `data-hydrated` (browser tests wait for it). */
export async function hydrateIsland(element: HTMLElement): Promise<void> {
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
  element.dataset.hydrated = 'true';
}
