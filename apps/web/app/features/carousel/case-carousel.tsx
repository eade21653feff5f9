import { Pause, Play } from 'lucide-react';
import { useState } from 'react';
import { ResponsiveImage } from '~/components/ui/responsive-image';
import { useLanguage, useLocalPath } from '~/i18n';
import { cn } from '~/lib/cn';
import type { CarouselCase } from './carousel-data';

/** product.md §9: cards 274 px wide, 20 px apart, one loop every 40 s, paused on hover. */
export const CAROUSEL_CARD_WIDTH = 274;
export const CAROUSEL_GAP = 20;
export const CAROUSEL_DURATION_S = 40;

/** Fewer cases than this do not fill a wide screen twice over: they stand still in a row instead of sliding. */
export const CAROUSEL_MIN_SLIDING = 6;

/** The row standing still: no animation, no copy, scrolled sideways where it is wider than the screen. */
const still = (scope: string) => `
  ${scope} .case-carousel-viewport {
    --edge: max(1.25rem, calc((100% - var(--container-content)) / 2 + 2rem));
    overflow-x: auto; scroll-snap-type: x mandatory; padding-inline: var(--edge); scroll-padding-inline: var(--edge);
    -webkit-mask-image: none; mask-image: none;
  }
  ${scope} .case-carousel-track { animation: none; }
  ${scope} .case-carousel-copy, ${scope} .case-carousel-controls { display: none; }
  ${scope} .case-carousel-card { scroll-snap-align: start; }`;

/*
 * The track holds the list twice and slides by exactly one copy, so the loop has no seam.
 * Reduced motion, or a carousel with few cases (a service with few projects yet, decision 047): it stands still.
 */
export const CAROUSEL_CSS = `
@keyframes case-carousel-slide { from { transform: translate3d(0, 0, 0); } to { transform: translate3d(-50%, 0, 0); } }
.case-carousel-track { animation: case-carousel-slide ${CAROUSEL_DURATION_S}s linear infinite; }
.case-carousel:hover .case-carousel-track,
.case-carousel:focus-within .case-carousel-track,
.case-carousel[data-paused='true'] .case-carousel-track { animation-play-state: paused; }
@media (prefers-reduced-motion: reduce) {${still('')}
}
${still(".case-carousel[data-few='true']")}
`;

/** An island (decision 009); its style sheet comes with the section around it (CasesShowcase). */
export function CaseCarousel({ cases }: { cases: CarouselCase[] }) {
  const { t } = useLanguage();
  const [paused, setPaused] = useState(false);
  if (!cases.length) return null;

  return (
    <div className="case-carousel relative" data-paused={paused} data-few={cases.length < CAROUSEL_MIN_SLIDING} data-testid="case-carousel">
      <div className="case-carousel-viewport overflow-hidden py-3 [mask-image:linear-gradient(to_right,transparent,black_4%,black_96%,transparent)]">
        <div className="case-carousel-track flex w-max">
          <CaseList cases={cases} label={t('carousel.label')} />
          <CaseList cases={cases} copy />
        </div>
      </div>
      <div className="case-carousel-controls container-content mt-6 flex justify-end">
        <button
          type="button"
          onClick={() => setPaused((value) => !value)}
          className="inline-flex size-11 items-center justify-center rounded-full bg-white text-brand-dark shadow-soft ring-1 ring-ink-200 transition-colors hover:bg-brand-light"
        >
          {paused ? <Play aria-hidden="true" className="size-4" /> : <Pause aria-hidden="true" className="size-4" />}
          <span className="sr-only">{paused ? t('carousel.play') : t('carousel.pause')}</span>
        </button>
      </div>
    </div>
  );
}

type CaseListProps = { cases: CarouselCase[]; label?: string; copy?: boolean };

function CaseList({ cases, label, copy = false }: CaseListProps) {
  return (
    <ul
      aria-label={label}
      aria-hidden={copy || undefined}
      className={cn('flex shrink-0', copy && 'case-carousel-copy')}
      style={{ gap: CAROUSEL_GAP, paddingRight: CAROUSEL_GAP }}
    >
      {cases.map((item) => (
        <li key={item.id} className="case-carousel-card shrink-0" style={{ width: CAROUSEL_CARD_WIDTH }}>
          <CaseCard item={item} copy={copy} />
        </li>
      ))}
    </ul>
  );
}

function CaseCard({ item, copy }: { item: CarouselCase; copy: boolean }) {
  const localPath = useLocalPath();
  return (
    <a
      href={localPath(`/cases/${item.slug}`)}
      tabIndex={copy ? -1 : undefined}
      data-testid={copy ? undefined : 'carousel-case'}
      className="group block rounded-card bg-white p-2 shadow-soft ring-1 ring-ink-200/70 transition-[transform,box-shadow] duration-300 ease-out-soft hover:-translate-y-1 hover:shadow-lift"
    >
      <div className="aspect-[16/10] overflow-hidden rounded-[0.875rem] bg-ink-100">
        <ResponsiveImage
          image={item.image}
          src={item.imageUrl}
          alt=""
          sizes={`${CAROUSEL_CARD_WIDTH}px`}
          width={1600}
          height={1000}
          className="size-full object-cover transition-transform duration-500 ease-out-soft group-hover:scale-[1.04]"
        />
      </div>
      <div className="px-3 pt-4 pb-3">
        <p className="truncate text-xs font-extrabold tracking-[0.14em] text-brand uppercase">{item.client}</p>
        <h3 className="mt-1.5 line-clamp-2 min-h-[2.75rem] text-base leading-snug font-extrabold tracking-[-0.01em] text-brand-dark">
          {item.title}
        </h3>
      </div>
    </a>
  );
}
