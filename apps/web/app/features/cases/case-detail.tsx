import type { TCase } from '@softhouse/contracts';
import { ArrowRight, ArrowUpRight } from 'lucide-react';
import { Breadcrumbs } from '~/components/ui/breadcrumbs';
import { Button } from '~/components/ui/button';
import { ResponsiveImage } from '~/components/ui/responsive-image';
import type { LightboxItem } from '~/features/lightbox';
import { useLanguage } from '~/i18n';
import { LocalLink } from '~/i18n/local-link';
import { Island } from '~/islands/island';
import { JsonLd } from '~/lib/json-ld';
import { useRootData } from '~/lib/root-data';
import { ArticleHtml } from '~/features/blog';
import { caseCategoryLabel } from './case-data';
import { CaseGallery } from './case-gallery';
import { caseDescription } from './case-seo';
import { creativeWorkJsonLd } from './structured-data';
import { OnlyInPortuguese } from '~/components/shell/only-in-portuguese';

/** A case as its page shows it: the description (Markdown) already rendered to safe HTML, and as text. */
export type CaseView = TCase & { descriptionHtml: string; descriptionText: string };

export function CaseDetail({ item }: { item: CaseView }) {
  const { t } = useLanguage();
  const root = useRootData();
  const category = caseCategoryLabel(t, item.category);
  const eyebrow = [category, item.industry].filter(Boolean).join(' · ');
  const total = item.gallery.length;
  const gallery: LightboxItem[] = item.gallery.map((src, index) => {
    const image = item.galleryImages?.find((info) => info.url === src) ?? null;
    return { src, image, alt: image?.alt || t('cases.detail.imageAlt', { title: item.title, n: index + 1, total }) };
  });

  return (
    <article>
      {root?.publicUrl ? <JsonLd data={creativeWorkJsonLd(root, item, caseDescription(item), category)} /> : null}
      <header className="relative isolate overflow-hidden bg-ink-50">
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-[linear-gradient(to_right,var(--color-ink-200)_1px,transparent_1px),linear-gradient(to_bottom,var(--color-ink-200)_1px,transparent_1px)] [mask-image:radial-gradient(ellipse_at_top_right,black,transparent_70%)] bg-[size:56px_56px] opacity-60"
        />
        <div className="container-content pt-8 pb-36 md:pt-10 md:pb-56">
          <Breadcrumbs
            label={t('cases.breadcrumb')}
            items={[
              { name: t('nav.home'), path: '/' },
              { name: t('nav.cases'), path: '/cases' },
              { name: item.title, path: `/cases/${item.slug}` },
            ]}
          />
          <OnlyInPortuguese contentLanguage={item.language} className="mt-6" />
          <div className="mt-10 grid items-end gap-8 md:mt-14 lg:grid-cols-[minmax(0,1fr)_auto] lg:gap-16">
            <div className="min-w-0">
              {eyebrow ? (
                <p className="text-sm font-extrabold tracking-[0.16em] text-brand uppercase">{eyebrow}</p>
              ) : null}
              <h1 className="mt-4 max-w-4xl text-4xl leading-[1.04] font-extrabold tracking-[-0.04em] text-balance break-words text-brand-dark sm:text-5xl md:text-6xl">
                {item.title}
              </h1>
            </div>
            <div className="flex items-center gap-4 lg:pb-2">
              {item.logoUrl ? (
                <ResponsiveImage
                  image={item.logo}
                  src={item.logoUrl}
                  alt={t('cases.detail.logoAlt', { client: item.client })}
                  sizes="56px"
                  width={56}
                  height={56}
                  className="size-14 rounded-2xl bg-white object-contain shadow-soft ring-1 ring-ink-200"
                />
              ) : (
                <span
                  aria-hidden="true"
                  className="grid size-14 place-items-center rounded-2xl bg-brand-dark text-xl font-extrabold text-accent"
                >
                  {item.client.charAt(0)}
                </span>
              )}
              <p>
                <span className="block text-xs font-extrabold tracking-[0.16em] text-ink-500 uppercase">
                  {t('cases.detail.client')}
                </span>
                <span className="mt-1 block text-lg font-extrabold text-brand-dark">{item.client}</span>
              </p>
            </div>
          </div>
        </div>
      </header>

      <div className="container-content relative -mt-28 md:-mt-44">
        <div className="aspect-[16/10] overflow-hidden rounded-card bg-ink-100 shadow-float ring-1 ring-ink-200/60 md:rounded-panel">
          <ResponsiveImage
            image={item.image}
            src={item.imageUrl}
            alt={item.image?.alt || item.title}
            sizes="(min-width: 1250px) 1186px, 94vw"
            width={1600}
            height={1000}
            priority
            className="size-full object-cover"
          />
        </div>
      </div>

      <section className="container-content grid gap-12 py-16 md:py-24 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-20">
        <div className="min-w-0">
          <h2 className="text-3xl leading-tight font-extrabold tracking-[-0.03em] text-brand-dark md:text-4xl">
            {t('cases.detail.about')}
          </h2>
          {/* Written in Markdown like a post; the opening paragraph leads, larger. */}
          <ArticleHtml
            html={item.descriptionHtml}
            labels={{ table: t('cases.detail.table'), code: t('cases.detail.code') }}
            data-testid="case-description"
            className="mt-8 max-w-[68ch] text-pretty md:text-lg [&>p:first-child]:text-xl [&>p:first-child]:leading-relaxed [&>p:first-child]:font-medium [&>p:first-child]:text-ink-800 md:[&>p:first-child]:text-[1.375rem]"
          />
        </div>
        <aside aria-labelledby="case-facts" className="min-w-0">
          <div className="rounded-card bg-white p-7 shadow-soft ring-1 ring-ink-200/80 lg:sticky lg:top-28">
            <h2 id="case-facts" className="text-xs font-extrabold tracking-[0.18em] text-ink-500 uppercase">
              {t('cases.detail.facts')}
            </h2>
            <dl className="mt-4 divide-y divide-ink-100">
              <Fact label={t('cases.detail.client')} value={item.client} />
              {item.industry ? <Fact label={t('cases.detail.industry')} value={item.industry} /> : null}
              {category ? <Fact label={t('cases.detail.category')} value={category} /> : null}
              {item.technologies.length ? (
                <div className="py-4">
                  <dt className="text-sm font-semibold text-ink-500">{t('cases.detail.technologies')}</dt>
                  <dd className="mt-3">
                    <ul className="flex flex-wrap gap-2">
                      {item.technologies.map((tech) => (
                        <li
                          key={tech}
                          className="rounded-full bg-brand-light px-3 py-1.5 text-sm font-bold text-brand-dark"
                        >
                          {tech}
                        </li>
                      ))}
                    </ul>
                  </dd>
                </div>
              ) : null}
            </dl>
          </div>
        </aside>
      </section>

      {gallery.length ? (
        <section aria-labelledby="case-gallery-title" className="bg-ink-50 py-16 md:py-24 render-when-near">
          <div className="container-content">
            <div className="flex flex-col gap-3 md:flex-row md:items-end md:justify-between">
              <h2
                id="case-gallery-title"
                className="text-3xl leading-tight font-extrabold tracking-[-0.03em] text-brand-dark md:text-4xl"
              >
                {t('cases.detail.gallery')}
              </h2>
              <p className="max-w-md text-ink-600 md:text-right">{t('cases.detail.galleryHint')}</p>
            </div>
            <div className="mt-10">
              <Island name="case-gallery" component={CaseGallery} props={{ title: item.title, items: gallery }} />
            </div>
          </div>
        </section>
      ) : null}

      <section className="container-content py-16 md:py-24 render-when-near">
        <div className="relative isolate overflow-hidden rounded-panel bg-brand-light px-7 py-10 md:px-14 md:py-14">
          <div
            aria-hidden="true"
            className="absolute -top-24 -right-24 -z-10 size-80 rounded-full bg-[radial-gradient(closest-side,var(--color-brand-200),transparent)]"
          />
          <p className="text-sm font-extrabold tracking-[0.16em] text-brand uppercase">{t('cases.detail.ctaEyebrow')}</p>
          <div className="mt-4 flex flex-col gap-8 lg:flex-row lg:items-end lg:justify-between">
            <div className="max-w-2xl">
              <h2 className="text-3xl leading-tight font-extrabold tracking-[-0.03em] text-balance text-brand-dark md:text-4xl">
                {t('cases.detail.ctaTitle')}
              </h2>
              <p className="mt-4 text-lg text-pretty text-ink-700">{t('cases.detail.ctaText')}</p>
            </div>
            <div className="flex flex-wrap gap-3">
              <Button asChild size="lg">
                <LocalLink to="/contato">
                  {t('common.requestContact')}
                  <ArrowUpRight aria-hidden="true" />
                </LocalLink>
              </Button>
              <Button asChild size="lg" variant="secondary">
                <LocalLink to="/cases">
                  {t('cases.detail.viewAll')}
                  <ArrowRight aria-hidden="true" />
                </LocalLink>
              </Button>
            </div>
          </div>
        </div>
      </section>
    </article>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex items-baseline justify-between gap-6 py-4">
      <dt className="text-sm font-semibold text-ink-500">{label}</dt>
      <dd className="text-right font-bold text-brand-dark">{value}</dd>
    </div>
  );
}
