import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';

/*
 * A list screen's state lives in its address: `?q=` (search), `?sort=` (`title` ascending, `-title`
 * descending), `?page=` and one parameter per filter. A filtered list can be shared or bookmarked and
 * survives a reload; the browser's Back undoes a filter or a page change. The search box writes to the
 * address once typing pauses, replacing the entry instead of adding one per keystroke.
 */

export type SortOrder = 'asc' | 'desc';
export type ListSort = { key: string; order: SortOrder };

export type ListParams<F extends string = string> = {
  page: number;
  /** The sort in the address, else the screen's default. */
  sort: ListSort;
  /** True when the address holds no sort of its own. */
  defaultSorted: boolean;
  /** What the box shows now (it reaches the address, and `search`, once typing pauses). */
  searchInput: string;
  search: string;
  filters: Readonly<Record<F, string | undefined>>;
  /** A search or any filter narrows the list (its empty state says "nothing for these filters"). */
  filtered: boolean;
  setPage: (page: number) => void;
  /** A row of the page was removed (of `rowsOnPage`): when it was the last, back one page, so the table is not left empty. */
  rowRemoved: (rowsOnPage: number) => void;
  /** A header click: ascending first, then descending. */
  toggleSort: (key: string) => void;
  setSort: (sort: ListSort) => void;
  setSearch: (text: string) => void;
  setFilter(name: F, value: string | undefined): void;
  clear: () => void;
};

const SEARCH_DELAY_MS = 350;

export function useListParams<F extends string = never>(options: {
  defaultSort: ListSort;
  /** The keys the server sorts by; another in the address (edited by hand) is ignored. */
  sortKeys: readonly string[];
  filters?: readonly F[];
}): ListParams<F> {
  const { defaultSort, sortKeys, filters: filterNames = [] } = options;
  const [params, setParams] = useSearchParams();
  const search = params.get('q') ?? '';
  const [searchInput, setSearchInput] = useState(search);

  const update = useCallback(
    (change: (next: URLSearchParams) => void, { replace = false, keepPage = false } = {}) => {
      setParams(
        (current) => {
          // From the address as it is now, not as it was when this screen last rendered: a change asked
          // for after an await (the page reset once an upload ends) must not bring back a filter the
          // user has since changed. The back office runs in the browser only (decision 017).
          const next = new URLSearchParams(typeof window === 'undefined' ? current : window.location.search);
          change(next);
          if (!keepPage) next.delete('page');
          return next;
        },
        { replace, preventScrollReset: true },
      );
    },
    [setParams],
  );

  // The address changed under the box (Back, a link, "Limpar filtros"): the box follows it. What the
  // box itself wrote is not echoed back, so typing on while the address catches up loses nothing.
  const [written, setWritten] = useState(search);
  const [seen, setSeen] = useState(search);
  if (seen !== search) {
    setSeen(search);
    if (search !== written) setSearchInput(search);
  }
  useEffect(() => {
    const wanted = searchInput.trim();
    if (wanted === search) return;
    const timer = setTimeout(() => {
      setWritten(wanted);
      update((next) => (wanted ? next.set('q', wanted) : next.delete('q')), { replace: true });
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [searchInput, search, update]);

  const asked = params.get('sort');
  const rawSort = asked && sortKeys.includes(asked.replace(/^-/, '')) ? asked : null;
  const sort = useMemo<ListSort>(
    () => (rawSort ? { key: rawSort.replace(/^-/, ''), order: rawSort.startsWith('-') ? 'desc' : 'asc' } : defaultSort),
    [rawSort, defaultSort],
  );
  const filterKey = filterNames.map((name) => `${name}=${params.get(name) ?? ''}`).join('&');
  const filters = useMemo(
    () => Object.fromEntries(filterNames.map((name) => [name, params.get(name) ?? undefined])) as Record<F, string | undefined>,
    // eslint-disable-next-line react-hooks/exhaustive-deps -- filterKey is the filters' content
    [filterKey],
  );
  const page = Math.max(1, Math.floor(Number(params.get('page')) || 1));
  const setPage = (next: number) => update((p) => (next > 1 ? p.set('page', String(next)) : p.delete('page')), { keepPage: true });

  return {
    page,
    sort,
    defaultSorted: rawSort === null,
    searchInput,
    search,
    filters,
    filtered: search !== '' || Object.values(filters).some((value) => value !== undefined),
    setPage,
    rowRemoved: (rowsOnPage) => {
      if (rowsOnPage === 1 && page > 1) setPage(page - 1);
    },
    toggleSort: (key) => {
      const order: SortOrder = sort.key === key && sort.order === 'asc' ? 'desc' : 'asc';
      update((p) => p.set('sort', order === 'desc' ? `-${key}` : key));
    },
    setSort: (next) => update((p) => p.set('sort', next.order === 'desc' ? `-${next.key}` : next.key)),
    setSearch: setSearchInput,
    setFilter: (name, value) => update((p) => (value === undefined || value === '' ? p.delete(name) : p.set(name, value))),
    clear: () => {
      setSearchInput('');
      setWritten('');
      update((p) => {
        p.delete('q');
        for (const name of filterNames) p.delete(name);
      });
    },
  };
}
