import { CaseGrid } from '~/features/cases';
import { useLanguage } from '~/i18n';
import { Island } from '~/islands/island';
import type { BlockViewProps } from './types';

/**
 * Every published case, 16 at a time (decision 047). The route loads the first `page` pages (?page=N, the
 * "Ver mais cases" link without JavaScript); past the last it answers 404 and this says so above every case.
 */
export function CaseGridBlock({ block, data }: BlockViewProps<'case-grid'>) {
  const { t } = useLanguage();
  const { cases, total, page, lastPage } = data;
  const title = block.content.title || t('cases.gridTitle');
  return (
    <section aria-labelledby="cases-grid-title" className="container-content py-16 md:py-24">
      <h2 id="cases-grid-title" className="sr-only">
        {title}
      </h2>
      {page > lastPage ? (
        <p
          className="mx-auto mb-12 max-w-2xl rounded-card bg-ink-50 px-6 py-5 text-center font-semibold text-ink-700 ring-1 ring-ink-200/70"
          data-testid="cases-out-of-range"
        >
          {t('cases.outOfRange', { page, last: lastPage })}
        </p>
      ) : null}
      <Island name="case-grid" component={CaseGrid} props={{ initial: cases, total }} />
    </section>
  );
}
