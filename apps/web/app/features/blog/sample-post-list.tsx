import { slugify } from '@softhouse/contracts/constants';
import { ArrowLeft, ArrowUpRight } from 'lucide-react';
import { useLanguage } from '~/i18n';
import { LocalLink } from '~/i18n/local-link';
import { postCategoryLabel } from './blog-data';
import { BlogIntro } from './blog-intro';
import { SAMPLE_POSTS } from './sample-posts';

/** /blog/todos: the 12 sample posts as an editorial index, each linked as /blog/{id}/{slug}. */
export function SamplePostList() {
  const { t } = useLanguage();
  return (
    <>
      <BlogIntro eyebrow={t('blog.title')} title={t('blog.all.title')} description={t('blog.all.description')}>
        <p className="mt-8">
          <LocalLink to="/blog" className="inline-flex items-center gap-2 rounded font-bold text-brand hover:text-brand-dark">
            <ArrowLeft aria-hidden="true" className="size-4" />
            {t('blog.all.backToBlog')}
          </LocalLink>
        </p>
      </BlogIntro>
      <div className="container-content py-12 md:py-20">
        <ol className="divide-y divide-ink-100 border-y border-ink-100" data-testid="sample-posts">
          {SAMPLE_POSTS.map((sample, index) => {
            const title = t(`blog.all.samples.${sample.key}`);
            return (
              <li key={sample.id} className="group relative">
                <div className="grid grid-cols-[2.5rem_minmax(0,1fr)] items-start gap-x-4 gap-y-2 py-7 transition-colors sm:grid-cols-[3.5rem_minmax(0,1fr)_auto] sm:items-center md:py-8">
                  <span aria-hidden="true" className="text-2xl font-extrabold tracking-[-0.04em] text-ink-300 tabular-nums transition-colors group-hover:text-brand md:text-3xl">
                    {String(index + 1).padStart(2, '0')}
                  </span>
                  <div className="min-w-0">
                    <p className="text-xs font-extrabold tracking-[0.12em] text-brand uppercase">
                      {postCategoryLabel(t, sample.category)}
                    </p>
                    <h2 className="mt-2 text-xl leading-snug font-extrabold tracking-[-0.02em] text-balance text-brand-dark md:text-2xl">
                      <LocalLink
                        to={`/blog/${sample.id}/${slugify(title)}`}
                        className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none focus-visible:after:rounded-card focus-visible:after:outline-3 focus-visible:after:outline-brand"
                      >
                        {title}
                      </LocalLink>
                    </h2>
                  </div>
                  <span
                    aria-hidden="true"
                    className="col-start-2 hidden size-11 place-items-center rounded-full text-brand ring-1 ring-ink-200 transition-colors group-hover:bg-brand group-hover:text-white group-hover:ring-brand sm:col-start-3 sm:grid"
                  >
                    <ArrowUpRight className="size-5" />
                  </span>
                </div>
              </li>
            );
          })}
        </ol>
      </div>
    </>
  );
}
