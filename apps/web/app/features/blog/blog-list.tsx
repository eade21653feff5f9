import { ArrowLeft, Newspaper } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '~/components/ui/button';
import { useLanguage } from '~/i18n';
import { LocalLink } from '~/i18n/local-link';
import { blogSearch, TOP_POSTS, type PostCardData } from './blog-data';
import { BlogFilters } from './blog-filters';
import { BlogPagination } from './blog-pagination';
import { PostCard } from './post-card';

export type BlogListData = {
  posts: PostCardData[];
  page: number;
  totalPages: number;
  total: number;
  category: string | null;
};

/**
 * /blog's list, under the page's opening (the blog-list block, decision 047; `title` heads the list). Pages
 * hold 9 posts each, newest first (product.md §9). Page 1 shows its first post large and the next two
 * highlighted, then its other six; later pages show their nine in the grid. The count ('N posts
 * encontrados') is every published post matching the filter.
 */
export function BlogList({ posts, page, totalPages, total, category, title }: BlogListData & { title: string }) {
  const { t } = useLanguage();
  const withTop = page === 1 && posts.length > 0;
  const [featured, ...highlighted] = withTop ? posts.slice(0, TOP_POSTS) : [];
  const rest = withTop ? posts.slice(TOP_POSTS) : posts;
  const outOfRange = total > 0 && posts.length === 0;
  const countText = t(total === 1 ? 'blog.count.one' : 'blog.count.other', { count: total });

  return (
    <div className="container-content py-12 md:py-16" data-testid="blog-list">
      <div className="flex flex-col gap-5 border-b border-ink-100 pb-8 lg:flex-row lg:items-center lg:justify-between">
        <BlogFilters category={category} />
        <p className="shrink-0 text-sm font-bold text-ink-600" data-testid="posts-count" aria-live="polite">
          {countText}
        </p>
      </div>

      {total === 0 ? (
        <EmptyState
          title={category ? t('blog.emptyCategory') : t('blog.empty')}
          action={
            category ? (
              <Button asChild variant="secondary">
                <LocalLink to="/blog">{t('blog.seeAllCategories')}</LocalLink>
              </Button>
            ) : null
          }
        />
      ) : null}

      {outOfRange ? (
        <EmptyState
          title={t('blog.outOfRange.title')}
          text={t('blog.outOfRange.text', { page, last: totalPages })}
          action={
            <Button asChild>
              <LocalLink to={blogSearch({ category, page: 1 })}>
                <ArrowLeft aria-hidden="true" />
                {t('blog.outOfRange.link')}
              </LocalLink>
            </Button>
          }
        />
      ) : null}

      {featured ? (
        <section aria-labelledby="blog-featured-title" className="mt-10 md:mt-12">
          <h2 id="blog-featured-title" className="sr-only">
            {t('blog.featured')}
          </h2>
          <PostCard post={featured} variant="featured" priority headingLevel="h3" />
          {highlighted.length ? (
            <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:mt-8 lg:gap-8">
              {highlighted.map((post) => (
                <li key={post.id}>
                  <PostCard post={post} variant="highlight" />
                </li>
              ))}
            </ul>
          ) : null}
        </section>
      ) : null}

      {rest.length ? (
        <section aria-labelledby="blog-list-title" className={withTop ? 'mt-16 md:mt-20' : 'mt-10 md:mt-12'}>
          <h2
            id="blog-list-title"
            className={withTop ? 'text-2xl font-extrabold tracking-[-0.03em] text-brand-dark md:text-3xl' : 'sr-only'}
          >
            {title || t('blog.listTitle')}
          </h2>
          <ul className="mt-8 grid gap-x-6 gap-y-8 sm:grid-cols-2 lg:grid-cols-3">
            {rest.map((post, index) => (
              <li key={post.id}>
                <PostCard post={post} priority={!withTop && index === 0} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <BlogPagination page={page} totalPages={totalPages} category={category} />
    </div>
  );
}

function EmptyState({ title, text, action }: { title: string; text?: string; action?: ReactNode }) {
  return (
    <div className="mt-10 flex flex-col items-center rounded-panel bg-ink-50 px-6 py-16 text-center" data-testid="blog-empty">
      <span className="grid size-14 place-items-center rounded-2xl bg-white text-brand shadow-soft">
        <Newspaper aria-hidden="true" className="size-6" />
      </span>
      <h2 className="mt-6 text-2xl font-extrabold tracking-[-0.02em] text-brand-dark">{title}</h2>
      {text ? <p className="mt-3 max-w-md text-ink-600">{text}</p> : null}
      {action ? <div className="mt-8">{action}</div> : null}
    </div>
  );
}
