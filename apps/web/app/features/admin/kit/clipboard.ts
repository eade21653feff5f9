/**
 * Writes text to the clipboard and says whether it got there. Never throws: the clipboard may be
 * missing (plain HTTP), refused (no permission) or never answer (the page is not focused), and every
 * screen that copies also shows the text to select by hand. Waits at most 10 s for an answer: a browser
 * starved of CPU can take over 3 s (the likeliest reason a CI run of 2026-12-05 saw no "Link copiado"),
 * and the text is on the screen meanwhile, so only the toast waits.
 */
export async function copyText(text: string): Promise<boolean> {
  const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
  if (!clipboard) return false;
  return Promise.race([
    clipboard.writeText(text).then(
      () => true,
      () => false,
    ),
    new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 10_000)),
  ]);
}
