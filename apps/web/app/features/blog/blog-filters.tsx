import { useLanguage } from '~/i18n';
import { LocalLink } from '~/i18n/local-link';
import { cn } from '~/lib/cn';
import { blogSearch, POST_CATEGORIES, postCategoryLabel } from './blog-data';

const chip =
  'inline-flex h-10 items-center rounded-full px-4 text-sm font-bold whitespace-nowrap transition-colors ring-1 ring-inset';

/** Category chips (links, so they work without JavaScript); choosing one starts again at page 1. */
export function BlogFilters({ category }: { category: string | null }) {
  const { t } = useLanguage();
  const options: { value: string | null; label: string }[] = [
    { value: null, label: t('blog.filter.all') },
    ...POST_CATEGORIES.map((value) => ({ value, label: postCategoryLabel(t, value) })),
  ];
  return (
    <nav aria-label={t('blog.filter.label')} className="-mx-5 overflow-x-auto px-5 md:mx-0 md:px-0">
      <ul className="flex gap-2 pb-1 md:flex-wrap">
        {options.map((option) => {
          const active = option.value === category;
          return (
            <li key={option.value ?? 'all'}>
              <LocalLink
                to={`/blog${blogSearch({ category: option.value })}`}
                aria-current={active ? 'page' : undefined}
                preventScrollReset
                className={cn(
                  chip,
                  active
                    ? 'bg-brand-dark text-white ring-brand-dark'
                    : 'bg-white text-ink-700 ring-ink-200 hover:text-brand hover:ring-brand',
                )}
              >
                {option.label}
              </LocalLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
