import { Expand, LoaderCircle } from 'lucide-react';
import { lazy, Suspense, useCallback, useEffect, useRef, useState, useSyncExternalStore, type MouseEvent } from 'react';
import { ResponsiveImage } from '~/components/ui/responsive-image';
import type { LightboxItem } from '~/features/lightbox';
import { useLanguage } from '~/i18n';

// The viewer is downloaded on first use (or when a thumbnail is hovered or focused), never with the page.
const loadLightbox = () => import('~/features/lightbox');
const Lightbox = lazy(() => loadLightbox().then((module) => ({ default: module.Lightbox })));

/** False on the server and while hydrating, true once the island runs in the browser. */
const noSubscription = () => () => undefined;
/** A click that asks for a new tab or window, or a download: the link is left to the browser. */
const opensElsewhere = (event: MouseEvent) => event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0;

/**
 * Rows without gaps: two columns (three on wide screens when the count divides by three);
 * with an odd count in two columns the first picture takes a whole row.
 */
function galleryLayout(total: number) {
  const threeWide = total % 3 === 0;
  const firstWide = total % 2 === 1 && total > 1;
  return {
    list: threeWide ? 'sm:grid-cols-2 lg:grid-cols-3' : 'sm:grid-cols-2',
    first: firstWide ? (threeWide ? 'sm:col-span-2 lg:col-span-1' : 'sm:col-span-2') : '',
    sizes: threeWide ? '(min-width: 1250px) 380px, (min-width: 640px) 46vw, 92vw' : '(min-width: 1250px) 580px, (min-width: 640px) 46vw, 92vw',
    firstSizes: firstWide && !threeWide ? '(min-width: 1250px) 1190px, 92vw' : undefined,
  };
}

type CaseGalleryProps = {
  title: string;
  items: readonly LightboxItem[];
};

/**
 * The case's pictures (product.md §2). Each is a link to the full-size image, which works from the first
 * paint and without JavaScript; once the island runs, a click opens the lightbox instead (decision 045).
 */
export function CaseGallery({ title, items }: CaseGalleryProps) {
  const { t } = useLanguage();
  const enhanced = useSyncExternalStore(noSubscription, () => true, () => false);
  const [open, setOpen] = useState<number | null>(null);
  const opener = useRef<number | null>(null);
  const thumbs = useRef<(HTMLAnchorElement | null)[]>([]);

  const show = (index: number) => {
    opener.current = index;
    setOpen(index);
  };
  const close = useCallback(() => setOpen(null), []);

  // Once the viewer is gone, focus goes back to the thumbnail that opened it.
  useEffect(() => {
    if (open !== null || opener.current === null) return;
    thumbs.current[opener.current]?.focus();
    opener.current = null;
  }, [open]);

  if (!items.length) return null;
  const total = items.length;
  const layout = galleryLayout(total);

  return (
    <>
      <ul className={`grid gap-4 lg:gap-6 ${layout.list}`} data-testid="case-gallery">
        {items.map((item, index) => (
          <li key={`${item.src}-${index}`} className={index === 0 ? layout.first : undefined}>
            <a
              ref={(node) => {
                thumbs.current[index] = node;
              }}
              href={item.src}
              onClick={(event) => {
                if (opensElsewhere(event)) return;
                event.preventDefault();
                show(index);
              }}
              onPointerEnter={() => void loadLightbox()}
              onFocus={() => void loadLightbox()}
              aria-label={t('cases.detail.openImage', { n: index + 1, total })}
              // Said only once the click really opens the viewer: before, the link opens the image itself.
              aria-haspopup={enhanced ? 'dialog' : undefined}
              className="group relative block aspect-[16/10] w-full cursor-zoom-in overflow-hidden rounded-card bg-ink-100 shadow-soft ring-1 ring-ink-200/70"
            >
              <ResponsiveImage
                image={item.image}
                src={item.src}
                alt={item.alt}
                sizes={(index === 0 && layout.firstSizes) || layout.sizes}
                width={1600}
                height={1000}
                className="size-full object-cover transition-transform duration-500 ease-out-soft group-hover:scale-[1.04]"
              />
              <span
                aria-hidden="true"
                className="absolute inset-0 grid place-items-center bg-brand-dark/0 transition-colors duration-300 group-hover:bg-brand-dark/35 group-focus-visible:bg-brand-dark/35"
              >
                <span className="grid size-12 scale-90 place-items-center rounded-full bg-white text-brand-dark opacity-0 shadow-lift transition-[opacity,transform] duration-300 group-hover:scale-100 group-hover:opacity-100 group-focus-visible:scale-100 group-focus-visible:opacity-100">
                  <Expand className="size-5" />
                </span>
              </span>
            </a>
          </li>
        ))}
      </ul>
      {open !== null ? (
        <Suspense fallback={<LightboxLoading label={t('lightbox.loading')} />}>
          <Lightbox items={items} startIndex={open} title={title} onClose={close} />
        </Suspense>
      ) : null}
    </>
  );
}

function LightboxLoading({ label }: { label: string }) {
  return (
    <div role="status" className="fixed inset-0 z-[80] grid place-items-center bg-[#060a24]/90 text-white">
      <LoaderCircle aria-hidden="true" className="size-8 animate-spin" />
      <span className="sr-only">{label}</span>
    </div>
  );
}
