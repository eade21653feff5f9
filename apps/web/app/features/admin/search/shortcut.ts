/*
 * Ctrl+K (⌘K on a Mac) opens the back office's search (docs/decisions/035), except where the key already
 * means something: in a text area or rich text (the Markdown editor's Ctrl+K inserts a link, decision 029),
 * when the focused control handled it first, and inside another dialog (a form being filled in).
 */

type KeyTarget = { tagName?: string; isContentEditable?: boolean; closest?: (selector: string) => unknown };

export type PaletteKeyEvent = {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
  defaultPrevented: boolean;
  isComposing?: boolean;
  target: EventTarget | KeyTarget | null;
};

/** Whether this is the platform's palette key: ⌘K on Apple systems (Ctrl+K deletes to the line's end there), Ctrl+K elsewhere. */
export const isPaletteKey = (event: PaletteKeyEvent, apple: boolean) =>
  event.key.toLowerCase() === 'k' && !event.altKey && !event.shiftKey && (apple ? event.metaKey && !event.ctrlKey : event.ctrlKey && !event.metaKey);

/** Whether the palette takes this key press (it is the palette key, and nothing where it was pressed uses it). */
export function paletteTakes(event: PaletteKeyEvent, apple: boolean): boolean {
  if (event.defaultPrevented || event.isComposing || !isPaletteKey(event, apple)) return false;
  const target = event.target as KeyTarget | null;
  if (!target) return true;
  if (target.tagName === 'TEXTAREA' || target.isContentEditable) return false;
  return !target.closest?.('[role="dialog"], [role="alertdialog"]');
}

/** Apple systems, where the shortcut is ⌘K. */
export const isApple = () => typeof navigator !== 'undefined' && /Mac|iPhone|iPad|iPod/i.test(navigator.platform || navigator.userAgent);

/** The shortcut as shown ("Ctrl K", "⌘ K") and as aria-keyshortcuts says it. */
export const shortcutLabel = (apple: boolean) =>
  apple ? { text: '⌘ K', aria: 'Meta+K', spoken: '⌘K' } : { text: 'Ctrl K', aria: 'Control+K', spoken: 'Ctrl+K' };
