import type { TSearchResult, TSuccess } from '@softhouse/contracts';
import { SEARCH_LIMITS, type TSearchType } from '@softhouse/contracts/constants';
import { Search, X } from 'lucide-react';
import { useCallback, useEffect, useEffectEvent, useId, useRef, useState, type FormEvent } from 'react';
import { useLanguage } from '~/i18n';
import { cn } from '~/lib/cn';
import { SEARCH_FIELD_ID } from '~/lib/search-field';
import { searchHref, searchProblem, type SearchProblem, type SearchState } from './search-data';
import { SearchResults } from './search-results';

export type SearchPanelProps = {
  /** The search page's address in the page's language (/busca, /en/busca). */
  action: string;
  query: string;
  type: TSearchType | null;
  page: number;
  /** What the server found for the query in the address; null without one. */
  result: TSearchResult | null;
  problem: SearchProblem | null;
};


/** How long typing pauses before the results follow. */
const TYPING_PAUSE_MS = 250;

/**
 * The search form and its results (an island, decision 009). Without JavaScript it is a GET form, its
 * filters and pages links, all answered by the server. With it, results follow the typing (the last word
 * matching as a prefix), filters and pages change in place, and the address follows, so that it can be
 * shared or reloaded.
 */
export function SearchPanel(props: SearchPanelProps) {
  const { action } = props;
  const { language, t } = useLanguage();
  const [input, setInput] = useState(props.query);
  const [state, setState] = useState<SearchState>({ query: props.query, type: props.type, page: props.page });
  const [result, setResult] = useState(props.result);
  const [problem, setProblem] = useState(props.problem);
  const [status, setStatus] = useState<'idle' | 'loading' | 'failed'>('idle');
  const fieldRef = useRef<HTMLInputElement>(null);
  const resultsRef = useRef<HTMLDivElement>(null);
  const request = useRef<AbortController | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const hintId = useId();
  const problemId = useId();

  useEffect(() => () => {
    clearTimeout(timer.current);
    request.current?.abort();
  }, []);

  const show = useCallback(
    async (next: SearchState, { scroll = false } = {}) => {
      clearTimeout(timer.current);
      request.current?.abort();
      const found = searchProblem(next.query);
      setState(next);
      setProblem(found);
      window.history.replaceState(window.history.state, '', searchHref(action, found ? { ...next, type: null, page: 1 } : next));
      if (found || !next.query.trim()) {
        setResult(null);
        setStatus('idle');
        return;
      }
      const controller = new AbortController();
      request.current = controller;
      setStatus('loading');
      const params = new URLSearchParams({ q: next.query.trim(), lang: language, page: String(next.page), limit: String(SEARCH_LIMITS.pageSize) });
      if (next.type) params.set('type', next.type);
      try {
        const response = await fetch(`/api/search?${params}`, { signal: controller.signal, headers: { accept: 'application/json' } });
        if (!response.ok) throw new Error(`search answered ${response.status}`);
        const body = (await response.json()) as TSuccess<TSearchResult>;
        if (controller.signal.aborted) return;
        setResult(body.data);
        setStatus('idle');
        if (scroll) resultsRef.current?.scrollIntoView({ block: 'start' });
      } catch (error) {
        if (controller.signal.aborted || (error as Error).name === 'AbortError') return;
        setStatus('failed');
      }
    },
    [action, language],
  );

  const onChange = (value: string) => {
    setInput(value);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void show({ query: value, type: state.type, page: 1 }), TYPING_PAUSE_MS);
  };

  // The island's code loads when the field is used (decision 046): what was typed before it hydrated is in
  // the field, not in the state, and is searched as if typed now.
  const catchUp = useEffectEvent(() => {
    const typed = fieldRef.current?.value;
    if (typed !== undefined && typed !== props.query) onChange(typed);
  });
  useEffect(() => catchUp(), []);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void show({ query: input, type: state.type, page: 1 });
  };

  const clear = () => {
    setInput('');
    void show({ query: '', type: null, page: 1 });
    fieldRef.current?.focus();
  };

  const problemText = problem === 'tooLong' ? t('search.errors.tooLong', { max: SEARCH_LIMITS.maxLength }) : problem ? t('search.errors.nothingSearchable') : null;

  return (
    <>
      <div className="container-content relative z-10 -mt-10 md:-mt-12">
        <form
          role="search"
          method="get"
          action={action}
          onSubmit={onSubmit}
          className="flex items-center gap-2 rounded-[1.75rem] bg-white p-2 shadow-lift ring-1 ring-ink-100 focus-within:ring-2 focus-within:ring-brand"
        >
          <label htmlFor={SEARCH_FIELD_ID} className="sr-only">
            {t('search.label')}
          </label>
          <Search aria-hidden="true" className="ml-3 size-5 shrink-0 text-ink-400 md:ml-4 md:size-6" />
          <input
            ref={fieldRef}
            id={SEARCH_FIELD_ID}
            name="q"
            type="search"
            value={input}
            onChange={(event) => onChange(event.target.value)}
            // Arriving to search (the header's button, the `/` shortcut), the field is ready to type in, from the first paint.
            autoFocus={!props.query}
            placeholder={t('search.placeholder')}
            autoComplete="off"
            enterKeyHint="search"
            spellCheck={false}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? problemId : hintId}
            className="h-12 min-w-0 flex-1 bg-transparent text-base text-ink-900 outline-none placeholder:text-ink-400 md:h-14 md:text-lg [&::-webkit-search-cancel-button]:hidden"
          />
          {state.type ? <input type="hidden" name="type" value={state.type} /> : null}
          {input ? (
            <button
              type="button"
              onClick={clear}
              aria-label={t('search.clear')}
              className="grid size-10 shrink-0 place-items-center rounded-full text-ink-500 transition-colors hover:bg-ink-100 hover:text-ink-800"
            >
              <X aria-hidden="true" className="size-5" />
            </button>
          ) : null}
          <button
            type="submit"
            className="inline-flex h-12 shrink-0 items-center gap-2 rounded-[1.25rem] bg-brand px-4 font-semibold text-white transition-colors hover:bg-brand-dark md:h-14 md:px-7"
          >
            <Search aria-hidden="true" className="size-5 md:hidden" />
            <span className="sr-only md:not-sr-only">{t('search.submit')}</span>
          </button>
        </form>
        {problemText ? (
          <p id={problemId} role="alert" className="mt-3 px-2 text-sm font-semibold text-danger" data-testid="search-problem">
            {problemText}
          </p>
        ) : (
          <p id={hintId} className="mt-3 hidden px-2 text-sm text-ink-500 md:block">
            {t('search.shortcut')}
          </p>
        )}
      </div>

      <div ref={resultsRef} className="container-content scroll-mt-24 py-10 md:py-14">
        <div aria-busy={status === 'loading'} className={cn('transition-opacity duration-200', status === 'loading' && 'opacity-60')}>
          {status === 'failed' ? (
            <p role="alert" className="mb-6 rounded-control bg-danger-light px-4 py-3 text-sm font-semibold text-danger">
              {t('search.errors.failed')}
            </p>
          ) : null}
          {result ? (
            <SearchResults action={action} state={state} result={result} navigate={(next) => void show(next, { scroll: true })} />
          ) : problem ? null : (
            <div className="rounded-panel bg-ink-50 px-6 py-12 text-center" data-testid="search-start">
              <p className="text-lg font-extrabold text-brand-dark">{t('search.start.title')}</p>
              <p className="mt-2 text-ink-600">{t('search.start.text')}</p>
            </div>
          )}
        </div>
        <p className="sr-only" aria-live="polite">
          {status === 'loading' ? t('search.searching') : ''}
        </p>
      </div>
    </>
  );
}
