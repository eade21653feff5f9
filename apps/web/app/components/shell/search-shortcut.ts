import { localizePath, SEARCH_PATH, type TLanguage } from '@softhouse/contracts/constants';
import { SEARCH_FIELD_ID } from '~/lib/search-field';

/** Whether a key typed there is text: `/` in a field, an editor or a select is the character, not the shortcut. */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/**
 * `/` searches from any page (issue 18): it focuses the search page's field with its text selected, or opens that
 * page. Armed by the islands' boot (decision 046), so it works from the page's load with no island's code: a key
 * pressed on the page reaches no island, and would load none.
 */
export function listenForSearchShortcut(language: TLanguage): void {
  document.addEventListener('keydown', (event) => {
    if (event.key !== '/' || event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey || isTyping(event.target)) return;
    event.preventDefault();
    const field = document.getElementById(SEARCH_FIELD_ID);
    if (field instanceof HTMLInputElement) {
      field.focus();
      field.select();
    } else {
      window.location.assign(localizePath(SEARCH_PATH, language));
    }
  });
}
