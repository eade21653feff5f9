import type { TImageInfo } from '@softhouse/contracts';
import { ChevronLeft, ChevronRight, RotateCcw, X, ZoomIn, ZoomOut } from 'lucide-react';
import {
  useCallback,
  useEffect,
  useEffectEvent,
  useLayoutEffect,
  useRef,
  useState,
  type PointerEvent as ReactPointerEvent,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import { ResponsiveImage } from '~/components/ui/responsive-image';
import { useLanguage } from '~/i18n';
import { cn } from '~/lib/cn';
import { clearBodyScrollLock, lockBodyScroll } from '~/lib/scroll-lock';
import { nextZoom, wrapIndex, ZOOM } from './zoom';

export type LightboxItem = {
  image: TImageInfo | null;
  /** Used when the picture is not in the media library (no variants known). */
  src: string;
  alt: string;
};

type LightboxProps = {
  items: readonly LightboxItem[];
  startIndex: number;
  /** What the pictures show, for the dialog's name (e.g. the case title). */
  title: string;
  onClose: () => void;
};

const SWIPE_THRESHOLD = 50;
const FOCUSABLE = 'button:not([disabled]), [href], [tabindex]:not([tabindex="-1"])';

/**
 * Full-screen image viewer (product.md §2): close, previous, next with wrap-around, zoom from 50% to 300%
 * in 25% steps (back to 100% on every navigation), counter, Escape and arrow keys, page scroll
 * locked and focus kept inside while open. The caller gives focus back to its thumbnail on close.
 */
export function Lightbox({ items, startIndex, title, onClose }: LightboxProps) {
  const { t } = useLanguage();
  const total = items.length;
  const [index, setIndex] = useState(() => wrapIndex(startIndex, total));
  const [zoom, setZoom] = useState(1);
  const dialogRef = useRef<HTMLDivElement>(null);
  const stageRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const zoomCenter = useRef<{ x: number; y: number } | null>(null);
  const swipeStart = useRef<{ x: number; y: number } | null>(null);

  const go = useCallback(
    (delta: number) => {
      setIndex((current) => wrapIndex(current + delta, total));
      setZoom(1);
    },
    [total],
  );

  const changeZoom = useCallback((direction: 1 | -1 | 0) => {
    const stage = stageRef.current;
    // Keep the point at the centre of the view where it is while the picture grows or shrinks.
    if (stage && stage.scrollWidth > 0) {
      zoomCenter.current = {
        x: (stage.scrollLeft + stage.clientWidth / 2) / stage.scrollWidth,
        y: (stage.scrollTop + stage.clientHeight / 2) / stage.scrollHeight,
      };
    }
    setZoom((current) => (direction === 0 ? 1 : nextZoom(current, direction)));
  }, []);

  useLayoutEffect(() => {
    const stage = stageRef.current;
    const center = zoomCenter.current;
    zoomCenter.current = null;
    if (!stage) return;
    if (!center || zoom <= 1) {
      stage.scrollTo({ left: (stage.scrollWidth - stage.clientWidth) / 2, top: (stage.scrollHeight - stage.clientHeight) / 2 });
      return;
    }
    stage.scrollTo({
      left: center.x * stage.scrollWidth - stage.clientWidth / 2,
      top: center.y * stage.scrollHeight - stage.clientHeight / 2,
    });
  }, [zoom, index]);

  useEffect(() => {
    lockBodyScroll();
    closeRef.current?.focus();
    return () => clearBodyScrollLock();
  }, []);

  const onKeyDown = useEffectEvent((event: KeyboardEvent) => {
    switch (event.key) {
      case 'Escape':
        event.preventDefault();
        onClose();
        return;
      case 'ArrowRight':
        event.preventDefault();
        go(1);
        return;
      case 'ArrowLeft':
        event.preventDefault();
        go(-1);
        return;
      case '+':
      case '=':
        event.preventDefault();
        changeZoom(1);
        return;
      case '-':
        event.preventDefault();
        changeZoom(-1);
        return;
      case '0':
        event.preventDefault();
        changeZoom(0);
        return;
      case 'Tab':
        keepFocusInside(event, dialogRef.current);
        return;
    }
  });

  useEffect(() => {
    const listener = (event: KeyboardEvent) => onKeyDown(event);
    document.addEventListener('keydown', listener);
    return () => document.removeEventListener('keydown', listener);
  }, []);

  const onPointerDown = (event: ReactPointerEvent) => {
    if (zoom === 1 && event.pointerType !== 'mouse') swipeStart.current = { x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: ReactPointerEvent) => {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (!start) return;
    const dx = event.clientX - start.x;
    if (Math.abs(dx) > SWIPE_THRESHOLD && Math.abs(dx) > Math.abs(event.clientY - start.y)) go(dx < 0 ? 1 : -1);
  };

  const item = items[index];
  if (!item) return null;
  const percent = `${Math.round(zoom * 100)}%`;
  const atMin = zoom <= ZOOM.min;
  const atMax = zoom >= ZOOM.max;

  return createPortal(
    <div
      ref={dialogRef}
      role="dialog"
      aria-modal="true"
      aria-label={t('lightbox.label', { title })}
      data-testid="lightbox"
      className="fixed inset-0 z-[80] flex flex-col bg-[#060a24] text-white transition-opacity duration-200 starting:opacity-0"
    >
      <div className="flex items-center justify-between gap-3 px-3 py-3 sm:px-5">
        <p className="min-w-16 rounded-full bg-white/10 px-3.5 py-1.5 text-center text-sm font-bold tabular-nums">
          <span className="sr-only">{t('lightbox.counter', { n: index + 1, total })}</span>
          <span aria-hidden="true" data-testid="lightbox-counter">
            {index + 1} / {total}
          </span>
        </p>
        <div className="flex items-center gap-1.5 sm:gap-2">
          <div className="flex items-center gap-0.5 rounded-full bg-white/10 p-1">
            <ToolbarButton label={t('lightbox.zoomOut')} onClick={() => changeZoom(-1)} unavailable={atMin}>
              <ZoomOut />
            </ToolbarButton>
            <output
              aria-label={t('lightbox.zoomLevel')}
              data-testid="lightbox-zoom"
              className="w-14 text-center text-sm font-bold tabular-nums"
            >
              {percent}
            </output>
            <ToolbarButton label={t('lightbox.zoomIn')} onClick={() => changeZoom(1)} unavailable={atMax}>
              <ZoomIn />
            </ToolbarButton>
            <ToolbarButton label={t('lightbox.zoomReset')} onClick={() => changeZoom(0)} unavailable={zoom === 1}>
              <RotateCcw />
            </ToolbarButton>
          </div>
          <button
            ref={closeRef}
            type="button"
            onClick={onClose}
            aria-label={t('lightbox.close')}
            className="grid size-11 place-items-center rounded-full bg-white text-brand-dark transition-transform hover:scale-105 focus-visible:outline-accent"
          >
            <X aria-hidden="true" className="size-5" />
          </button>
        </div>
      </div>

      <div className="relative min-h-0 flex-1">
        <div
          ref={stageRef}
          data-testid="lightbox-stage"
          onPointerDown={onPointerDown}
          onPointerUp={onPointerUp}
          onPointerCancel={() => (swipeStart.current = null)}
          className={cn(
            'flex size-full overflow-auto overscroll-contain p-3 sm:px-20 sm:py-6',
            zoom === 1 && 'touch-pan-y',
          )}
        >
          <div
            className="m-auto shrink-0"
            style={{ width: `${zoom * 100}%`, height: `${zoom * 100}%` }}
          >
            <ResponsiveImage
              key={index}
              image={item.image}
              src={item.src}
              alt={item.alt}
              sizes={`${Math.round(zoom * 100)}vw`}
              priority
              className="size-full object-contain select-none"
            />
          </div>
        </div>
        {total > 1 ? (
          <>
            <NavButton side="left" label={t('lightbox.previous')} onClick={() => go(-1)}>
              <ChevronLeft />
            </NavButton>
            <NavButton side="right" label={t('lightbox.next')} onClick={() => go(1)}>
              <ChevronRight />
            </NavButton>
          </>
        ) : null}
      </div>

      <p className="mx-auto max-w-3xl px-5 pt-2 pb-4 text-center text-sm leading-snug text-white/80 sm:pb-5">{item.alt}</p>
    </div>,
    document.body,
  );
}

/** Tab and Shift+Tab cycle through the dialog's controls; focus never reaches the page behind. */
function keepFocusInside(event: KeyboardEvent, dialog: HTMLElement | null) {
  if (!dialog) return;
  const focusable = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) return;
  const active = document.activeElement;
  if (!dialog.contains(active)) {
    event.preventDefault();
    first.focus();
  } else if (event.shiftKey && active === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}

/** At a bound the button stays focusable (aria-disabled) so keyboard focus is not dropped. */
function ToolbarButton({
  label,
  onClick,
  unavailable,
  children,
}: {
  label: string;
  onClick: () => void;
  unavailable: boolean;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-disabled={unavailable || undefined}
      onClick={unavailable ? undefined : onClick}
      className={cn(
        'grid size-9 place-items-center rounded-full transition-colors focus-visible:outline-accent [&_svg]:size-[1.15rem]',
        unavailable ? 'cursor-not-allowed text-white/40' : 'text-white hover:bg-white/15',
      )}
    >
      <span aria-hidden="true" className="contents">
        {children}
      </span>
    </button>
  );
}

function NavButton({
  side,
  label,
  onClick,
  children,
}: {
  side: 'left' | 'right';
  label: string;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      onClick={onClick}
      className={cn(
        'absolute top-1/2 grid size-12 -translate-y-1/2 place-items-center rounded-full bg-white/12 text-white ring-1 ring-white/20 backdrop-blur transition-colors hover:bg-white hover:text-brand-dark focus-visible:outline-accent [&_svg]:size-6',
        side === 'left' ? 'left-2 sm:left-5' : 'right-2 sm:right-5',
      )}
    >
      <span aria-hidden="true" className="contents">
        {children}
      </span>
    </button>
  );
}
