import type { TSearchHit, TSearchResult, TSearchSegment } from '@softhouse/contracts';
import { LANGUAGE_TAGS, SEARCH_TYPES, type TLanguage, type TSearchType } from '@softhouse/contracts/constants';
// Icons of the shared `site` chunk (ArrowRight, Search) or of no back-office screen: an icon the back office also
// uses goes out in a chunk of its own, one more file for this page, which the weight check counts as back-office code.
import { ArrowRight, BriefcaseBusiness, NotebookText, PanelsTopLeft, Search } from 'lucide-react';
import { Fragment, type MouseEvent, type ReactNode } from 'react';
import { InPortugueseTag, langOf } from '~/components/shell/only-in-portuguese';
import { useLanguage } from '~/i18n';
import { cn } from '~/lib/cn';
import { PAGE_NAME_KEYS, searchHref, type SearchState } from './search-data';

/**
 * Text with the words a search found marked. The segments are plain text from the API (never markup), and
 * React writes each as text: a title holding `<script>` shows `<script>`.
 */
export function Highlighted({ segments }: { segments: TSearchSegment[] }) {
  return (
    <>
      {segments.map((segment, index) =>
        segment.match ? (
          <mark key={index} className="rounded-[0.3em] bg-accent/70 px-0.5 text-brand-dark [box-decoration-break:clone]">
            {segment.text}
          </mark>
        ) : (
          <Fragment key={index}>{segment.text}</Fragment>
        ),
      )}
    </>
  );
}

const TYPE_ICONS: Record<TSearchType, typeof NotebookText> = { post: NotebookText, case: BriefcaseBusiness, page: PanelsTopLeft };

/** Follows a link inside the page when the panel can (JavaScript), as a normal link otherwise or with a modifier key. */
export type Navigate = (state: SearchState) => void;
const follow = (navigate: Navigate | undefined, state: SearchState) => (event: MouseEvent<HTMLAnchorElement>) => {
  if (!navigate || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  event.preventDefault();
  navigate(state);
};

type ResultsProps = { action: string; state: SearchState; result: TSearchResult; navigate?: Navigate };

/** The count, the type filter, the results with their marks, and the pages; or, when nothing was found, the latest posts. */
export function SearchResults({ action, state, result, navigate }: ResultsProps) {
  const { t } = useLanguage();
  const total = result.meta.total;
  const query = result.query;
  return (
    <div data-testid="search-results">
      <div className="flex flex-col gap-4 border-b border-ink-100 pb-6 md:flex-row md:items-center md:justify-between">
        <p className="text-base font-bold text-ink-700" role="status" data-testid="search-count">
          {result.counts.all === 0
            ? t('search.empty.title', { query })
            : t(total === 1 ? 'search.count.one' : 'search.count.other', { count: total, query: result.corrected ?? query })}
        </p>
        {result.counts.all > 0 ? <TypeFilter action={action} state={state} counts={result.counts} navigate={navigate} /> : null}
      </div>
      {result.corrected ? (
        <p className="mt-6 rounded-control bg-brand-light/60 px-4 py-3 text-sm text-ink-700" data-testid="search-corrected">
          {t('search.corrected', { query, corrected: result.corrected })}
        </p>
      ) : null}
      {result.counts.all === 0 ? (
        <NoResults suggestions={result.suggestions} />
      ) : (
        <>
          <ol className="mt-2 divide-y divide-ink-100">
            {result.data.map((hit) => (
              <li key={`${hit.type}-${hit.id}`}>
                <SearchHit hit={hit} />
              </li>
            ))}
          </ol>
          <Pagination action={action} state={state} totalPages={result.meta.totalPages} navigate={navigate} />
        </>
      )}
    </div>
  );
}

function TypeFilter({ action, state, counts, navigate }: { action: string; state: SearchState; counts: TSearchResult['counts']; navigate?: Navigate }) {
  const { t } = useLanguage();
  const options: (TSearchType | null)[] = [null, ...SEARCH_TYPES];
  return (
    <nav aria-label={t('search.filterLabel')}>
      <ul className="flex flex-wrap gap-2">
        {options.map((type) => {
          const count = type ? counts[type] : counts.all;
          const current = state.type === type;
          const target = { query: state.query, type, page: 1 };
          return (
            <li key={type ?? 'all'}>
              <a
                href={searchHref(action, target)}
                onClick={follow(navigate, target)}
                aria-current={current ? 'page' : undefined}
                className={cn(
                  'inline-flex h-10 items-center gap-2 rounded-full px-4 text-sm font-bold transition-colors',
                  current ? 'bg-brand-dark text-white' : 'bg-white text-ink-700 ring-1 ring-ink-200 ring-inset hover:text-brand hover:ring-brand',
                )}
              >
                {t(`search.types.${type ?? 'all'}`)}
                <span className={cn('rounded-full px-1.5 text-xs tabular-nums', current ? 'bg-white/15' : 'bg-ink-100 text-ink-600')}>{count}</span>
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

function SearchHit({ hit }: { hit: TSearchHit }) {
  const { language, t } = useLanguage();
  const Icon = TYPE_ICONS[hit.type];
  const pageName = hit.page ? t(PAGE_NAME_KEYS[hit.page] ?? hit.page) : null;
  const title = hit.highlight.title.length ? hit.highlight.title : [{ text: pageName ?? hit.url, match: false }];
  const lang = langOf(hit.language, language);
  return (
    <article className="group relative py-7" data-testid="search-hit" data-type={hit.type}>
      <p className="flex flex-wrap items-center gap-x-3 gap-y-2 text-xs font-bold tracking-[0.12em] text-ink-500 uppercase">
        <span className="inline-flex items-center gap-1.5 text-brand">
          <Icon aria-hidden="true" className="size-4" />
          {t(`search.type.${hit.type}`)}
        </span>
        {pageName && hit.highlight.title.length ? <span>{pageName}</span> : null}
        {hit.publishedAt ? <time dateTime={hit.publishedAt}>{formatDate(hit.publishedAt, language)}</time> : null}
        <InPortugueseTag contentLanguage={hit.language} />
      </p>
      <h2 className="mt-2.5 text-xl leading-snug font-extrabold tracking-[-0.02em] text-brand-dark md:text-2xl" lang={lang}>
        <a href={hit.url} className="rounded-sm transition-colors after:absolute after:inset-0 group-hover:text-brand">
          <Highlighted segments={title} />
        </a>
      </h2>
      {hit.highlight.excerpt.length ? (
        <p className="mt-2 max-w-3xl text-[0.9375rem] leading-relaxed text-pretty text-ink-600" lang={lang} data-testid="search-excerpt">
          <Highlighted segments={hit.highlight.excerpt} />
        </p>
      ) : null}
    </article>
  );
}

function formatDate(iso: string, language: TLanguage) {
  return new Intl.DateTimeFormat(LANGUAGE_TAGS[language].html, { day: 'numeric', month: 'short', year: 'numeric' }).format(new Date(iso));
}

function NoResults({ suggestions }: { suggestions: TSearchHit[] }) {
  const { language, t } = useLanguage();
  return (
    <div className="mt-10" data-testid="search-empty">
      <div className="flex flex-col items-center rounded-panel bg-ink-50 px-6 py-12 text-center">
        <span className="grid size-14 place-items-center rounded-2xl bg-white text-brand shadow-soft">
          <Search aria-hidden="true" className="size-6" />
        </span>
        <p className="mt-5 max-w-md text-base text-pretty text-ink-600">{t('search.empty.text')}</p>
      </div>
      {suggestions.length ? (
        <section aria-labelledby="search-suggestions" className="mt-12">
          <h2 id="search-suggestions" className="text-2xl font-extrabold tracking-[-0.03em] text-brand-dark">
            {t('search.empty.suggestions')}
          </h2>
          <ul className="mt-6 grid gap-5 md:grid-cols-3">
            {suggestions.map((post) => (
              <li key={post.id}>
                <a
                  href={post.url}
                  className="flex h-full flex-col rounded-card bg-white p-6 shadow-soft ring-1 ring-ink-100 transition-[box-shadow,transform] duration-300 hover:-translate-y-0.5 hover:shadow-lift"
                  data-testid="search-suggestion"
                >
                  <span className="flex flex-wrap items-center gap-2 text-xs font-bold text-ink-500">
                    {post.publishedAt ? <time dateTime={post.publishedAt}>{formatDate(post.publishedAt, language)}</time> : null}
                    <InPortugueseTag contentLanguage={post.language} />
                  </span>
                  <span className="mt-3 text-lg leading-snug font-extrabold text-brand-dark" lang={langOf(post.language, language)}>
                    {post.title}
                  </span>
                  <span className="mt-2 line-clamp-3 text-sm leading-relaxed text-ink-600" lang={langOf(post.language, language)}>
                    {post.excerpt}
                  </span>
                  <span className="mt-auto flex justify-end pt-3 text-brand">
                    <ArrowRight aria-hidden="true" className="size-5" />
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

function Pagination({ action, state, totalPages, navigate }: { action: string; state: SearchState; totalPages: number; navigate?: Navigate }) {
  const { t } = useLanguage();
  if (totalPages <= 1) return null;
  const step = (page: number, label: string, icon: ReactNode, enabled: boolean) => {
    const target = { ...state, page };
    const className = 'inline-flex h-11 items-center gap-2 rounded-full px-5 text-[0.9375rem] font-bold';
    if (!enabled) {
      return (
        <span aria-hidden="true" className={cn(className, 'text-ink-300')}>
          {icon}
          {label}
        </span>
      );
    }
    return (
      <a
        href={searchHref(action, target)}
        onClick={follow(navigate, target)}
        className={cn(className, 'bg-white text-ink-700 ring-1 ring-ink-200 ring-inset transition-colors hover:text-brand hover:ring-brand')}
      >
        {icon}
        {label}
      </a>
    );
  };
  return (
    <nav aria-label={t('search.pagination.label')} className="mt-10 flex items-center justify-between gap-4 border-t border-ink-100 pt-8" data-testid="search-pagination">
      {step(state.page - 1, t('search.pagination.previous'), <ArrowRight aria-hidden="true" className="size-4 rotate-180" />, state.page > 1)}
      <p className="text-sm font-bold text-ink-600 tabular-nums">{t('search.pagination.status', { page: state.page, total: totalPages })}</p>
      {step(state.page + 1, t('search.pagination.next'), <ArrowRight aria-hidden="true" className="order-last size-4" />, state.page < totalPages)}
    </nav>
  );
}
