import { useEffect } from 'react';
import { isRouteErrorResponse } from 'react-router';

/** Error details go to the console for developers; the screen never shows them (product.md §2). */
export function useLoggedError(error: unknown) {
  useEffect(() => {
    if (isRouteErrorResponse(error) && error.status === 404) return;
    console.error(error);
  }, [error]);
}
