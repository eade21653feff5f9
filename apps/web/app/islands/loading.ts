import type { IslandName } from './registry';

/**
 * When each island's code loads (decision 046). Every public control already works from the first paint
 * without JavaScript (decision 045), so an island's code only adds to it and can wait until it is needed:
 * - `interaction`: the visitor's pointer comes over it, or they touch it, focus it or press a key in it.
 *   The first tap is the browser's (the drawer, the language menu and links work natively); the island
 *   catches up with what it did.
 * - `visible`: it comes near the screen (300 px), for parts that act on their own once seen, or whose
 *   first tap must already be theirs (a gallery image opens the lightbox, not the image file). Only the
 *   parts marked `data-load-when-near` count when it has any (the cases grid's end).
 * - `engaged`: the visitor does anything on the page (scrolls, moves the pointer, touches, presses a key).
   For what must be ready before an event the page cannot fetch code for: the offline notice, whose code
   could not be downloaded once the connection has dropped.
 * - `with-others`: with the first other island (the toasts are only ever raised by another island).
 * - `idle`: at once, after the first paint, the load event and an idle moment.
 */
export type IslandLoading = 'interaction' | 'visible' | 'engaged' | 'with-others' | 'idle';

export const ISLAND_LOADING = {
  // Drawer (a native popover) and language menu (a native <details>) work before it; it adds the focus
  // trap, scroll lock, arrow keys and the remembered choice. Loaded at once when the language bar is due.
  'site-header': 'interaction',
  // Loaded at once when the page starts offline.
  'offline-indicator': 'engaged',
  toaster: 'with-others',
  // Slides by CSS and pauses on hover by CSS; the island adds the pause button.
  'case-carousel': 'interaction',
  // "Ver mais cases" is a link to the next page; the island loads more in place and as the end comes near.
  'case-grid': 'visible',
  // Each image is a link to the file; the island opens the lightbox instead, from the first tap.
  'case-gallery': 'visible',
  // The form posts and is answered by the server without it (decision 045); the island adds validation in
  // place and the JSON post. Its code comes as the visitor reaches for the form (hover, touch, focus), well
  // before they have filled it in (decision 054). The HubSpot embed is the form itself: loaded as it nears.
  'contact-form': 'interaction',
  'hubspot-form': 'visible',
  // The search form works without it (a GET form); the island adds results as one types. Loaded when the
  // field is used; on arrival without a query the field has focus from the first paint, so at once.
  'search-panel': 'interaction',
} as const satisfies Record<IslandName, IslandLoading>;
