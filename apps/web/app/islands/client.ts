/*
 * The public pages' browser entry (decision 009). The page is complete and readable as the server sent
 * it, so the islands' code (React, the components) is only fetched once the browser has painted it:
 * the first paint never waits for a script, and does not share the network with one.
 */
await new Promise<void>((resolve) => {
  // The next frame's callback runs once this frame, the first paint, is on screen.
  requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
});
await import('./hydrate');

export {};
