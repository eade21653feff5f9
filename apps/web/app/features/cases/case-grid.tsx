import type { TCase, TPage, TSuccess } from '@softhouse/contracts';
import { ArrowDown, LoaderCircle } from 'lucide-react';
import { useCallback, useEffect, useRef, useState, type MouseEvent } from 'react';
import { Button } from '~/components/ui/button';
import { useLanguage } from '~/i18n';
import { CaseCard } from './case-card';
import { CASES_MAX, CASES_PAGE, SCROLL_TRIGGER_PX, toCaseCard, type CaseCardData } from './case-data';

type CaseGridProps = {
  /** What the server rendered: the first 16 cases in display order, or with ?page=N the first N pages. */
  initial: readonly CaseCardData[];
  total: number;
};

async function fetchCasesPage(page: number): Promise<CaseCardData[]> {
  const response = await fetch(`/api/cases?page=${page}&limit=${CASES_PAGE}`, { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`GET /api/cases?page=${page} answered ${response.status}`);
  const body = (await response.json()) as TSuccess<TPage<TCase>>;
  return body.data.data.map(toCaseCard);
}

/** A click that asks for a new tab or window, or a download: the link is left to the browser. */
const opensElsewhere = (event: MouseEvent) => event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0;

/**
 * The cases grid (product.md §2, §9): 16 more at a time when the visitor presses "Ver mais cases" or scrolls
 * within 1000 px of the bottom. "Ver mais cases" is a link to the next page (?page=N, rendered on the
 * server with the first N pages), which works from the first paint and without JavaScript; once the
 * island runs, a click loads the next 16 in place instead (decision 045).
 */
export function CaseGrid({ initial, total }: CaseGridProps) {
  const { t } = useLanguage();
  const [items, setItems] = useState<readonly CaseCardData[]>(initial);
  const [status, setStatus] = useState<'idle' | 'loading' | 'error' | 'exhausted'>('idle');
  const busy = useRef(false);
  const firstNew = useRef<number | null>(null);
  /** The button was used for the load under way: the focus goes to its first new card. */
  const focusNew = useRef(false);
  const links = useRef(new Map<number, HTMLAnchorElement>());

  const limit = Math.min(total, CASES_MAX);
  const hasMore = items.length < limit && status !== 'exhausted';

  const loadMore = useCallback(
    async (fromButton: boolean) => {
      // Reaching the button scrolls the page, which may already have started loading the same page.
      if (fromButton) focusNew.current = true;
      if (busy.current || items.length >= limit) return;
      busy.current = true;
      setStatus('loading');
      try {
        // Pages of 16 in display order; the grid always holds whole pages until the last one.
        const next = await fetchCasesPage(Math.floor(items.length / CASES_PAGE) + 1);
        const seen = new Set(items.map((item) => item.id));
        const fresh = next.filter((item) => !seen.has(item.id));
        setItems([...items, ...fresh].slice(0, CASES_MAX));
        if (focusNew.current) firstNew.current = items.length;
        // Cases unpublished since the first page can leave nothing new: stop asking.
        setStatus(fresh.length === 0 ? 'exhausted' : 'idle');
      } catch (error) {
        console.error(error);
        setStatus('error');
      } finally {
        busy.current = false;
        focusNew.current = false;
      }
    },
    [items, limit],
  );

  // After "Ver mais cases", keyboard and screen-reader users continue from the first new card.
  useEffect(() => {
    const index = firstNew.current;
    if (index === null) return;
    firstNew.current = null;
    links.current.get(index)?.focus({ preventScroll: true });
  }, [items]);

  useEffect(() => {
    if (!hasMore || status === 'error') return;
    let frame = 0;
    const check = () => {
      frame = 0;
      const fromBottom = document.documentElement.scrollHeight - (window.scrollY + window.innerHeight);
      if (fromBottom <= SCROLL_TRIGGER_PX) void loadMore(false);
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(check);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, [hasMore, status, loadMore]);

  if (total === 0) {
    return <p className="rounded-card bg-ink-50 p-10 text-center text-lg font-semibold text-ink-600">{t('cases.empty')}</p>;
  }

  const shownCount = Math.min(items.length, limit);
  const loading = status === 'loading';
  const label = loading ? t('cases.loading') : t('cases.loadMore');
  // The grid holds whole pages until the last one: the next page is the one after those shown.
  const nextPage = Math.floor(items.length / CASES_PAGE) + 1;

  return (
    <>
      <ul className="grid gap-x-6 gap-y-8 sm:grid-cols-2 xl:grid-cols-4" data-testid="case-grid">
        {items.map((item, index) => (
          <li key={item.id}>
            <CaseCard
              item={item}
              priority={index === 0}
              linkRef={(node) => {
                if (node) links.current.set(index, node);
                else links.current.delete(index);
              }}
            />
          </li>
        ))}
      </ul>

      {/* Its coming near loads the island's code (decision 046): more cases then load in place. */}
      <div data-load-when-near="" className="mx-auto mt-14 flex max-w-sm flex-col items-center gap-5 text-center">
        <div aria-hidden="true" className="h-1 w-full overflow-hidden rounded-full bg-ink-100">
          <div
            className="h-full rounded-full bg-brand transition-[width] duration-500 ease-out-soft"
            style={{ width: `${(shownCount / Math.max(limit, 1)) * 100}%` }}
          />
        </div>
        <p aria-live="polite" className="text-sm font-semibold text-ink-500" data-testid="cases-shown">
          {t('cases.shown', { shown: shownCount, total: limit })}
        </p>
        {status === 'error' ? (
          <p role="alert" className="text-sm font-semibold text-danger">
            {t('cases.loadError')}
          </p>
        ) : null}
        {hasMore ? (
          <Button asChild size="lg" variant="secondary">
            <a
              href={`?page=${nextPage}`}
              aria-disabled={loading || undefined}
              onClick={(event) => {
                if (opensElsewhere(event)) return;
                event.preventDefault();
                void loadMore(true);
              }}
            >
              {loading ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <ArrowDown aria-hidden="true" />}
              {label}
            </a>
          </Button>
        ) : null}
      </div>
    </>
  );
}
