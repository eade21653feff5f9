import type { ComponentType } from 'react';
import type { Namespace } from '~/i18n/dictionaries';

type IslandModule = {
  /** The component, loaded on demand: a page loads only the islands it has. */
  load: () => Promise<ComponentType<never>>;
  /** The dictionary namespaces it shows, loaded with it in the page's language. */
  namespaces: Namespace[];
};

/** Every interactive part of the public pages (decision 009), by the name the server writes in the page. */
export const ISLANDS = {
  'site-header': {
    load: () => import('~/components/shell/site-header').then((module) => module.SiteHeader),
    namespaces: ['common', 'nav'],
  },
  'offline-indicator': {
    load: () => import('~/components/shell/offline-indicator').then((module) => module.OfflineIndicator),
    namespaces: ['offline'],
  },
  toaster: {
    load: () => import('~/components/ui/toast').then((module) => module.Toaster),
    namespaces: [],
  },
  'case-carousel': {
    load: () => import('~/features/carousel/case-carousel').then((module) => module.CaseCarousel),
    namespaces: ['carousel'],
  },
  'case-grid': {
    load: () => import('~/features/cases/case-grid').then((module) => module.CaseGrid),
    namespaces: ['cases'],
  },
  'case-gallery': {
    load: () => import('~/features/cases/case-gallery').then((module) => module.CaseGallery),
    namespaces: ['cases', 'lightbox'],
  },
  'contact-form': {
    load: () => import('~/features/contact/contact-form').then((module) => module.ContactForm),
    namespaces: ['contactForm', 'contact'],
  },
  'search-panel': {
    load: () => import('~/features/search/search-panel').then((module) => module.SearchPanel),
    namespaces: ['search', 'common', 'nav'],
  },
  'hubspot-form': {
    load: () => import('~/features/contact/hubspot-form').then((module) => module.HubspotForm),
    namespaces: ['contact'],
  },
} satisfies Record<string, IslandModule>;

export type IslandName = keyof typeof ISLANDS;
