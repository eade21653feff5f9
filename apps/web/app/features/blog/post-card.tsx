import { ArrowUpRight, Clock } from 'lucide-react';
import { ResponsiveImage } from '~/components/ui/responsive-image';
import { useLanguage } from '~/i18n';
import { LocalLink } from '~/i18n/local-link';
import { cn } from '~/lib/cn';
import { formatPostDate, postCategoryLabel, postPath, type PostCardData } from './blog-data';
import { InPortugueseTag, langOf } from '~/components/shell/only-in-portuguese';

type Variant = 'featured' | 'highlight' | 'grid';

const SIZES: Record<Variant, string> = {
  featured: '(min-width: 1250px) 690px, (min-width: 1024px) 56vw, 92vw',
  highlight: '(min-width: 1250px) 580px, (min-width: 640px) 46vw, 92vw',
  grid: '(min-width: 1250px) 380px, (min-width: 1024px) 31vw, (min-width: 640px) 46vw, 92vw',
};

type PostCardProps = {
  post: PostCardData;
  variant?: Variant;
  priority?: boolean;
  headingLevel?: 'h2' | 'h3';
};

/** A post in a list: cover, category, title, excerpt, date, reading time and author. */
export function PostCard({ post, variant = 'grid', priority = false, headingLevel: Heading = 'h3' }: PostCardProps) {
  const { t, language } = useLanguage();
  const date = post.publishedAt ?? post.createdAt;
  const image = post.image;
  const src = image?.url ?? post.featuredImage;
  const featured = variant === 'featured';

  return (
    <article
      data-testid="post-card"
      className={cn(
        'group relative flex h-full overflow-hidden render-when-near-card rounded-card bg-white shadow-soft ring-1 ring-ink-200/70 transition-[transform,box-shadow] has-[a:focus-visible]:ring-3 has-[a:focus-visible]:ring-brand duration-300 ease-out-soft hover:-translate-y-1 hover:shadow-lift',
        featured ? 'flex-col lg:flex-row' : 'flex-col',
      )}
    >
      <div
        className={cn(
          'relative shrink-0 overflow-hidden bg-gradient-to-br from-brand to-brand-dark',
          'aspect-[16/9]',
          featured && 'lg:w-[58%] lg:self-start',
        )}
      >
        {src ? (
          <ResponsiveImage
            image={image}
            src={src}
            alt={image?.alt || post.title}
            sizes={SIZES[variant]}
            priority={priority}
            width={1600}
            height={900}
            className={cn(
              'size-full object-cover transition-transform duration-500 ease-out-soft group-hover:scale-[1.035]',
            )}
          />
        ) : null}
      </div>
      <div className={cn('flex flex-1 flex-col', featured ? 'p-7 md:p-9 lg:justify-center lg:p-10' : variant === 'highlight' ? 'p-6 md:p-7' : 'p-6')}>
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs font-bold text-ink-500">
          <span className="rounded-full bg-brand-light px-2.5 py-1 font-extrabold tracking-[0.08em] text-brand uppercase">
            {postCategoryLabel(t, post.category)}
          </span>
          {date ? <time dateTime={date}>{formatPostDate(date, language)}</time> : null}
          <InPortugueseTag contentLanguage={post.language} />
        </p>
        <Heading
          lang={langOf(post.language, language)}
          className={cn(
            'font-extrabold tracking-[-0.025em] text-balance text-brand-dark',
            featured
              ? 'mt-5 text-3xl leading-[1.1] md:text-4xl'
              : variant === 'highlight'
                ? 'mt-4 text-xl leading-snug md:text-2xl'
                : 'mt-4 text-xl leading-snug',
          )}
        >
          <LocalLink
            to={postPath(post)}
            className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none"
          >
            {post.title}
          </LocalLink>
        </Heading>
        <p
          lang={langOf(post.language, language)}
          className={cn(
            'mt-3 leading-relaxed text-pretty text-ink-600',
            featured ? 'line-clamp-4 text-lg' : variant === 'highlight' ? 'line-clamp-2' : 'line-clamp-3',
          )}
        >
          {post.excerpt}
        </p>
        <p className="mt-auto flex flex-wrap items-center gap-x-3 gap-y-1 pt-5 text-sm font-semibold text-ink-500">
          <span className="text-ink-700">{post.author.name}</span>
          <span className="inline-flex items-center gap-1.5">
            <Clock aria-hidden="true" className="size-3.5" />
            {t('blog.readingTime', { minutes: post.readTime })}
          </span>
          {featured ? (
            <span aria-hidden="true" className="ml-auto inline-flex items-center gap-1.5 font-bold text-brand">
              {t('blog.readPost')}
              <ArrowUpRight className="size-4 transition-transform group-hover:translate-x-0.5 group-hover:-translate-y-0.5" />
            </span>
          ) : null}
        </p>
      </div>
    </article>
  );
}
