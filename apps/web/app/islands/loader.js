/*
 * The public pages' browser entry (decision 009). The page is complete and readable as the server sent
 * it, so the islands' code (React, the components) is only fetched once the page is on screen and its
 * images have loaded: the first paint, and the largest one, never wait for a script nor share the
 * network with one.
 *
 * Not bundled: the client build (islandsEntry in vite-plugins.ts) copies this file with the hashed names
 * of hydrate.tsx's chunk and of the chunks it imports filled in. So it imports nothing itself: a static
 * import (the bundler's preload helper, say) would fetch React while the page is still loading.
 */
const HYDRATE = '%HYDRATE%';
const PRELOAD = ['%PRELOAD%'];

/** Resolves once the first text or image is on screen (double animation frame where Paint Timing is missing). */
const painted = new Promise((resolve) => {
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
    return;
  }
  new PerformanceObserver((entries, observer) => {
    if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    resolve();
  }).observe({ type: 'paint', buffered: true });
});

/** Resolves on the load event: stylesheets, fonts and the images above the fold are in. */
const loaded = new Promise((resolve) => {
  if (document.readyState === 'complete') resolve();
  else window.addEventListener('load', () => resolve(), { once: true });
});

function hydrate() {
  // hydrate's own imports are fetched alongside it rather than after it.
  for (const href of PRELOAD) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
  void import(/* @vite-ignore */ HYDRATE);
}

// Then the first idle moment, so the frame that shows the loaded images goes first.
void Promise.all([painted, loaded]).then(() => {
  if ('requestIdleCallback' in window) window.requestIdleCallback(hydrate, { timeout: 500 });
  else setTimeout(hydrate, 0);
});
