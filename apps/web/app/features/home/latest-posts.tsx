import { LANGUAGE_TAGS } from '@softhouse/contracts/constants';
import { ArrowRight, CircleAlert, Clock, Newspaper } from 'lucide-react';
import { useId } from 'react';
import { Button } from '~/components/ui/button';
import { ResponsiveImage } from '~/components/ui/responsive-image';
import { useLanguage } from '~/i18n';
import { LocalLink } from '~/i18n/local-link';
import { cn } from '~/lib/cn';
import type { LatestPosts as TLatestPosts, PostCard } from './latest-posts-data';
import { SectionHeading } from '~/components/ui/section-heading';

// One fixed zone on server and browser, so the rendered date never differs at hydration.
const DATE_ZONE = 'America/Sao_Paulo';

type LatestPostsProps = {
  latest: TLatestPosts;
  /** The section's texts, in the page's language (a posts block's, decision 047); an empty one is left out. */
  eyebrow: string;
  title: string;
  text: string;
  /** The link to /blog ('Ir para o blog'); none when empty. */
  linkLabel: string;
  className?: string;
};

/** The blog teaser: the latest posts, or the product.md §8 message when there are none or they failed. */
export function LatestPosts({ latest, eyebrow, title, text, linkLabel, className }: LatestPostsProps) {
  const { t } = useLanguage();
  const headingId = useId();
  return (
    <section aria-labelledby={title ? headingId : undefined} className={cn('py-20 md:py-28', className)} data-testid="latest-posts">
      <div className="container-content">
        <div className="flex flex-col gap-8 md:flex-row md:items-end md:justify-between">
          <SectionHeading id={headingId} eyebrow={eyebrow} title={title} text={text} />
          {linkLabel ? (
            <Button asChild variant="secondary" size="lg" className="self-start md:self-auto">
              <LocalLink to="/blog" data-testid="blog-link">
                {linkLabel}
                <ArrowRight aria-hidden="true" />
              </LocalLink>
            </Button>
          ) : null}
        </div>
        <div className="mt-12">
          {latest.status === 'error' ? (
            <Notice tone="error">{t('home.posts.error')}</Notice>
          ) : latest.posts.length === 0 ? (
            <Notice tone="empty">{t('home.posts.empty')}</Notice>
          ) : (
            <ul className="grid gap-x-6 gap-y-10 sm:grid-cols-2 lg:grid-cols-3">
              {latest.posts.map((post) => (
                <li key={post.id}>
                  <PostCardView post={post} />
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </section>
  );
}

function Notice({ tone, children }: { tone: 'error' | 'empty'; children: string }) {
  const Icon = tone === 'error' ? CircleAlert : Newspaper;
  return (
    <p
      role={tone === 'error' ? 'alert' : undefined}
      data-testid={tone === 'error' ? 'posts-error' : 'posts-empty'}
      className="flex items-center gap-3 rounded-card bg-ink-50 px-6 py-8 text-lg font-semibold text-ink-700 ring-1 ring-ink-200"
    >
      <Icon aria-hidden="true" className={tone === 'error' ? 'size-6 text-danger' : 'size-6 text-brand'} />
      {children}
    </p>
  );
}

function PostCardView({ post }: { post: PostCard }) {
  const { t, language } = useLanguage();
  const date = post.publishedAt
    ? new Intl.DateTimeFormat(LANGUAGE_TAGS[language].html, { dateStyle: 'medium', timeZone: DATE_ZONE }).format(
        new Date(post.publishedAt),
      )
    : null;
  const category = t(`home.posts.categories.${post.category}`);
  return (
    <article className="group relative flex h-full flex-col" data-testid="post-card">
      <div className="aspect-[16/9] overflow-hidden rounded-card bg-ink-100 ring-1 ring-ink-200/70">
        <ResponsiveImage
          image={post.image}
          src={post.featuredImage}
          alt=""
          sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
          width={1600}
          height={900}
          className="size-full object-cover transition-transform duration-500 ease-out-soft group-hover:scale-[1.04]"
        />
      </div>
      <div className="mt-5 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm font-semibold text-ink-500">
        {category.startsWith('home.') ? null : (
          <span className="rounded-full bg-brand-light px-2.5 py-0.5 text-xs font-extrabold tracking-wide text-brand uppercase">
            {category}
          </span>
        )}
        {date ? <time dateTime={post.publishedAt ?? undefined}>{date}</time> : null}
        <span className="inline-flex items-center gap-1">
          <Clock aria-hidden="true" className="size-3.5" />
          {t('home.posts.readTime', { minutes: post.readTime })}
        </span>
      </div>
      <h3 className="mt-3 text-xl leading-snug font-extrabold tracking-[-0.015em] text-brand-dark">
        {/* The whole card is clickable through the stretched link; its name is the title. */}
        <LocalLink
          to={`/blog/${post.slug}`}
          className="after:absolute after:inset-0 after:rounded-card group-hover:text-brand"
        >
          {post.title}
        </LocalLink>
      </h3>
      <p className="mt-2.5 line-clamp-3 leading-relaxed text-ink-600">{post.excerpt}</p>
    </article>
  );
}
