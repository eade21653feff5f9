/*
 * The public pages' browser entry (decisions 009 and 046). The page is complete and readable as the
 * server sent it, and every control works without JavaScript (decision 045), so nothing is fetched until
 * the page is on screen and its images have loaded: the first paint, and the largest one, never wait for
 * a script nor share the network with one. Then boot.ts (a few KB, no React) does the page's own work and
 * arms each island to load React and its component when it is needed (islands/loading.ts).
 *
 * Not bundled: the client build (islandsEntry in vite-plugins.ts) minifies this file with the hashed names
 * of boot's and hydrate's chunks and of the chunks they import filled in, and every public page carries it
 * inline, so not even this file is fetched before the first paint. It imports nothing itself: a static
 * import (the bundler's preload helper, say) would fetch React while the page is still loading.
 */
const BOOT = '%BOOT%';
const BOOT_PRELOAD = ['%BOOT_PRELOAD%'];
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

function boot() {
  // boot's own imports are fetched alongside it rather than after it.
  for (const href of BOOT_PRELOAD) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
  void import(/* @vite-ignore */ BOOT).then((module) => module.start(HYDRATE, PRELOAD));
}

// Then the first idle moment, so the frame that shows the loaded images goes first.
void Promise.all([painted, loaded]).then(() => {
  if ('requestIdleCallback' in window) window.requestIdleCallback(boot, { timeout: 500 });
  else setTimeout(boot, 0);
});
