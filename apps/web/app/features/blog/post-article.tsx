import { ArrowLeft, ArrowUpRight, CalendarDays, Clock, Hash } from 'lucide-react';
import { OnlyInPortuguese } from '~/components/shell/only-in-portuguese';
import { Breadcrumbs } from '~/components/ui/breadcrumbs';
import { Button } from '~/components/ui/button';
import { ResponsiveImage } from '~/components/ui/responsive-image';
import { useLanguage } from '~/i18n';
import { LocalLink } from '~/i18n/local-link';
import { JsonLd } from '~/lib/json-ld';
import { useRootData } from '~/lib/root-data';
import { blogSearch, formatPostDate, postCategoryLabel, postPath, type PostCardData } from './blog-data';
import { PostCard } from './post-card';
import { PostContent } from './post-content';
import type { PostView } from './post-seo';
import { blogPostingJsonLd } from './structured-data';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part.charAt(0).toUpperCase())
    .join('');

/** /blog/{slug}: the post with its cover, meta, content, tags and up to 3 related posts. */
export function PostArticle({ post, related }: { post: PostView; related: PostCardData[] }) {
  const { t, language } = useLanguage();
  const root = useRootData();
  const category = postCategoryLabel(t, post.category);
  const date = post.publishedAt ?? post.createdAt;
  const author = post.author.name;
  const cover = post.image?.url ?? post.featuredImage;

  return (
    <>
      <article>
        {root?.publicUrl ? <JsonLd data={blogPostingJsonLd(root, post, category)} /> : null}
        <header className="relative isolate overflow-hidden bg-ink-50">
          <div
            aria-hidden="true"
            className="absolute inset-0 -z-10 bg-[linear-gradient(to_right,var(--color-ink-200)_1px,transparent_1px),linear-gradient(to_bottom,var(--color-ink-200)_1px,transparent_1px)] [mask-image:radial-gradient(ellipse_at_top,black,transparent_70%)] bg-[size:56px_56px] opacity-60"
          />
          <div className={`container-content pt-8 md:pt-10 ${cover ? 'pb-32 md:pb-52' : 'pb-16 md:pb-20'}`}>
            <Breadcrumbs
              label={t('blog.breadcrumb')}
              items={[
                { name: t('nav.home'), path: '/' },
                { name: t('nav.blog'), path: '/blog' },
                { name: post.title, path: postPath(post) },
              ]}
            />
            <div className="mx-auto mt-10 max-w-3xl text-center md:mt-14">
              <OnlyInPortuguese contentLanguage={post.language} className="mb-8" />
              {category ? (
                <LocalLink
                  to={`/blog${blogSearch({ category: post.category })}`}
                  className="inline-flex rounded-full bg-brand px-3.5 py-1.5 text-xs font-extrabold tracking-[0.12em] text-white uppercase transition-colors hover:bg-brand-dark"
                >
                  {category}
                </LocalLink>
              ) : null}
              <h1 className="mt-6 text-4xl leading-[1.06] font-extrabold tracking-[-0.04em] text-balance break-words text-brand-dark sm:text-5xl md:text-[3.5rem]">
                {post.title}
              </h1>
              {post.excerpt ? (
                <p className="mt-6 text-lg leading-relaxed text-pretty text-ink-600 md:text-xl">{post.excerpt}</p>
              ) : null}
              <div className="mt-8 flex flex-wrap items-center justify-center gap-x-6 gap-y-3 text-sm font-semibold text-ink-600">
                <p className="flex items-center gap-2.5">
                  <span
                    aria-hidden="true"
                    className="grid size-9 place-items-center rounded-full bg-brand-dark text-xs font-extrabold text-accent"
                  >
                    {initials(author)}
                  </span>
                  <span>
                    <span className="sr-only">{t('blog.post.author')}: </span>
                    <span className="text-brand-dark">{author}</span>
                  </span>
                </p>
                {date ? (
                  <p className="flex items-center gap-1.5">
                    <CalendarDays aria-hidden="true" className="size-4 text-ink-500" />
                    <span className="sr-only">{t('blog.post.publishedOn')} </span>
                    <time dateTime={date}>{formatPostDate(date, language)}</time>
                  </p>
                ) : null}
                <p className="flex items-center gap-1.5">
                  <Clock aria-hidden="true" className="size-4 text-ink-500" />
                  {t('blog.readingTime', { minutes: post.readTime })}
                </p>
              </div>
            </div>
          </div>
        </header>

        {cover ? (
          <div className="container-content relative -mt-24 md:-mt-40">
            <div className="mx-auto aspect-[16/9] max-w-5xl overflow-hidden rounded-card bg-gradient-to-br from-brand to-brand-dark shadow-float md:rounded-panel">
              <ResponsiveImage
                image={post.image}
                src={cover}
                alt={post.image?.alt || post.title}
                sizes="(min-width: 1100px) 1024px, 94vw"
                width={1600}
                height={900}
                priority
                className="size-full object-cover"
              />
            </div>
          </div>
        ) : null}

        <div className="container-content py-14 md:py-20">
          <div className="mx-auto max-w-[44rem]">
            <PostContent html={post.contentHtml} />

            {post.tags.length ? (
              <div className="mt-14 border-t border-ink-100 pt-8">
                <h2 className="text-xs font-extrabold tracking-[0.18em] text-ink-500 uppercase">{t('blog.post.tags')}</h2>
                <ul className="mt-4 flex flex-wrap gap-2">
                  {post.tags.map((tag) => (
                    <li
                      key={tag}
                      className="inline-flex items-center gap-1 rounded-full bg-ink-50 px-3 py-1.5 text-sm font-semibold text-ink-700 ring-1 ring-ink-200 ring-inset"
                    >
                      <Hash aria-hidden="true" className="size-3.5 text-brand" />
                      {tag}
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}

            <aside
              aria-labelledby="post-cta-title"
              className="mt-14 flex flex-col gap-6 rounded-card bg-brand-dark p-7 text-white md:flex-row md:items-center md:justify-between md:p-9"
            >
              <div>
                <h2 id="post-cta-title" className="text-2xl leading-tight font-extrabold tracking-[-0.02em]">
                  {t('blog.post.ctaTitle')}
                </h2>
                <p className="mt-2 text-white/75">{t('blog.post.ctaText')}</p>
              </div>
              <Button asChild variant="accent" className="self-start md:self-auto">
                <LocalLink to="/contato">
                  {t('common.talkToSpecialist')}
                  <ArrowUpRight aria-hidden="true" />
                </LocalLink>
              </Button>
            </aside>

            <p className="mt-10">
              <LocalLink
                to="/blog"
                className="inline-flex items-center gap-2 rounded font-bold text-brand transition-colors hover:text-brand-dark"
              >
                <ArrowLeft aria-hidden="true" className="size-4" />
                {t('blog.post.backToBlog')}
              </LocalLink>
            </p>
          </div>
        </div>
      </article>

      {related.length ? (
        <section aria-labelledby="related-title" className="bg-ink-50 py-16 md:py-24" data-testid="related-posts">
          <div className="container-content">
            <h2 id="related-title" className="text-3xl font-extrabold tracking-[-0.03em] text-brand-dark md:text-4xl">
              {t('blog.post.related')}
            </h2>
            {category ? <p className="mt-3 text-lg text-ink-600">{t('blog.post.relatedText', { category })}</p> : null}
            <ul className="mt-10 grid gap-x-6 gap-y-8 sm:grid-cols-2 lg:grid-cols-3">
              {related.map((item) => (
                <li key={item.id}>
                  <PostCard post={item} />
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}
    </>
  );
}
