import { adminSearchEndpoints, ADMIN_SEARCH_LIMITS, type TAdminSearchType } from '@softhouse/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { call } from '../api/client';

/** Long enough to skip the keys of a word typed at speed, short enough to feel immediate. */
const TYPING_PAUSE_MS = 120;

export const searchKey = ['admin', 'search'] as const;

/** The term once typing pauses (trimmed); an empty box is at once empty. */
export function usePausedTerm(text: string): string {
  const term = text.trim();
  const [paused, setPaused] = useState(term);
  // Emptied: at once, so typing again never shows the answer to what was there before.
  const [seen, setSeen] = useState(term);
  if (seen !== term) {
    setSeen(term);
    if (term === '') setPaused('');
  }
  useEffect(() => {
    if (term === '') return;
    const timer = setTimeout(() => setPaused(term), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [term]);
  return paused;
}

/**
 * The search's answer for a term, asking only for the types the role may open (the API refuses the
 * others). The previous answer stays on screen while the next one loads; a request the next key
 * makes obsolete is cancelled (its signal), and a failure is shown in the palette, not in a toast.
 */
export function useAdminSearch(term: string, types: readonly TAdminSearchType[]) {
  const query = { q: term, types: types.join(','), limit: ADMIN_SEARCH_LIMITS.perType };
  return useQuery({
    queryKey: [...searchKey, query],
    queryFn: ({ signal }) => call(adminSearchEndpoints.search, { query }, { signal, errorToast: false }),
    enabled: term !== '' && types.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    retry: false,
  });
}
