/**
 * Body scroll lock through inline styles, so that clearing them (on close and on every path change,
 * product.md §2 and §4) is enough to restore scrolling whatever left them behind.
 */
export function lockBodyScroll() {
  const { body, documentElement } = document;
  const scrollbar = window.innerWidth - documentElement.clientWidth;
  body.style.overflow = 'hidden';
  if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`;
}

export function clearBodyScrollLock() {
  const { style } = document.body;
  for (const property of ['overflow', 'padding-right', 'position', 'top', 'width', 'touch-action']) {
    style.removeProperty(property);
  }
  if (document.body.getAttribute('style') === '') document.body.removeAttribute('style');
}
