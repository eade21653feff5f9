import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { clearBodyScrollLock } from '~/lib/scroll-lock';

/** product.md §2: every path change starts at the top with no scroll lock left on the body. */
export function ScrollReset() {
  const { pathname } = useLocation();
  const previous = useRef(pathname);

  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    clearBodyScrollLock();
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);

  return null;
}
