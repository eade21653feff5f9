import { ArrowUpRight } from 'lucide-react';
import type { Ref } from 'react';
import { ResponsiveImage } from '~/components/ui/responsive-image';
import { useLanguage, useLocalPath } from '~/i18n';
import { caseCategoryLabel, type CaseCardData } from './case-data';
import { InPortugueseTag, langOf } from '~/components/shell/only-in-portuguese';

/** Four columns from 1280 px (16 cards make whole rows), two from 640 px, one below. */
export const CASE_CARD_SIZES = '(min-width: 1280px) 280px, (min-width: 640px) 46vw, 92vw';

type CaseCardProps = {
  item: CaseCardData;
  /** The first card's cover is the page's largest visible image (LCP). */
  priority?: boolean;
  linkRef?: Ref<HTMLAnchorElement>;
};

export function CaseCard({ item, priority = false, linkRef }: CaseCardProps) {
  const { t, language } = useLanguage();
  const localPath = useLocalPath();
  const category = caseCategoryLabel(t, item.category);
  const eyebrow = [category, item.industry].filter(Boolean).join(' · ');
  return (
    <article
      data-testid="case-card"
      className="group relative flex h-full flex-col overflow-hidden render-when-near-card rounded-card bg-white shadow-soft ring-1 ring-ink-200/70 transition-[transform,box-shadow] has-[a:focus-visible]:ring-3 has-[a:focus-visible]:ring-brand duration-300 ease-out-soft focus-within:shadow-lift hover:-translate-y-1 hover:shadow-lift"
    >
      <div className="relative aspect-[16/10] overflow-hidden bg-ink-100">
        <ResponsiveImage
          image={item.image}
          src={item.imageUrl}
          alt={item.image?.alt || item.title}
          sizes={CASE_CARD_SIZES}
          priority={priority}
          width={1600}
          height={1000}
          className="size-full object-cover transition-transform duration-500 ease-out-soft group-hover:scale-[1.035]"
        />
        <span
          aria-hidden="true"
          className="absolute top-4 right-4 grid size-10 translate-y-1 place-items-center rounded-full bg-white text-brand-dark opacity-0 shadow-soft transition-[opacity,transform] duration-300 group-hover:translate-y-0 group-hover:opacity-100"
        >
          <ArrowUpRight className="size-5" />
        </span>
      </div>
      <div className="flex flex-1 flex-col p-5 md:p-6">
        {eyebrow || item.language !== language ? (
          <p className="flex flex-wrap items-center gap-2 text-xs font-extrabold tracking-[0.14em] text-brand uppercase">
            {eyebrow}
            <InPortugueseTag contentLanguage={item.language} />
          </p>
        ) : null}
        <h3 lang={langOf(item.language, language)} className="mt-3 text-lg leading-snug font-extrabold tracking-[-0.02em] text-balance text-brand-dark">
          {/* The link covers the whole card; the text stays the accessible name. */}
          <a
            ref={linkRef}
            href={localPath(`/cases/${item.slug}`)}
            className="rounded-sm outline-offset-4 after:absolute after:inset-0 after:content-[''] focus-visible:outline-none"
          >
            {item.title}
          </a>
        </h3>
        <p className="mt-1.5 font-semibold text-ink-500">{item.client}</p>
        {item.technologies.length ? (
          <ul aria-label={t('cases.card.technologies')} className="mt-auto flex flex-wrap gap-1.5 pt-6">
            {item.technologies.map((tech) => (
              <li
                key={tech}
                className="rounded-full bg-ink-50 px-2.5 py-1 text-xs font-bold text-ink-600 ring-1 ring-ink-200/80 ring-inset"
              >
                {tech}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </article>
  );
}
