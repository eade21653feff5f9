import { CircleAlert, CircleCheck, Info, LoaderCircle, X } from 'lucide-react';
import {
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type PointerEvent as ReactPointerEvent,
  type ReactNode,
} from 'react';
import { cn } from '~/lib/cn';

/*
 * The product's own toast queue (product.md §3, §4, §9): one toast visible at a time, the rest wait in line.
 * `toast()` works anywhere (components, event handlers, plain modules); <Toaster /> shows the head of the queue.
 */

export type ToastType = 'default' | 'success' | 'destructive' | 'loading';

export type ToastOptions = {
  title: string;
  description?: string;
  type?: ToastType;
  /** Milliseconds before it closes itself; loading toasts never do. */
  duration?: number;
  icon?: ReactNode;
  action?: { label: string; onClick: () => void };
  /** false hides the close button and ignores swipes. */
  dismissible?: boolean;
};

export type ToastRecord = Omit<ToastOptions, 'type' | 'duration' | 'dismissible'> & {
  id: string;
  type: ToastType;
  duration: number;
  dismissible: boolean;
  /** Bumped on every update so the auto-close timer restarts. */
  version: number;
};

export const TOAST_DURATION_MS = 4000;
export const SWIPE_THRESHOLD_PX = 50;

let queue: readonly ToastRecord[] = [];
let nextId = 0;
const listeners = new Set<() => void>();
const EMPTY: readonly ToastRecord[] = [];

function setQueue(next: readonly ToastRecord[]) {
  queue = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function dismissToast(id?: string) {
  setQueue(id === undefined ? [] : queue.filter((item) => item.id !== id));
}

function updateToast(id: string, patch: Partial<ToastOptions>) {
  setQueue(
    queue.map((item) =>
      item.id === id
        ? {
            ...item,
            ...patch,
            type: patch.type ?? item.type,
            duration: patch.duration ?? item.duration,
            dismissible: patch.dismissible ?? item.dismissible,
            version: item.version + 1,
          }
        : item,
    ),
  );
}

export type ToastHandle = {
  id: string;
  dismiss: () => void;
  /** Turns a loading toast into its outcome, for example. */
  update: (patch: Partial<ToastOptions>) => void;
};

export function toast(options: ToastOptions): ToastHandle {
  nextId += 1;
  const id = `toast-${nextId}`;
  const record: ToastRecord = {
    ...options,
    id,
    type: options.type ?? 'default',
    duration: options.duration ?? TOAST_DURATION_MS,
    dismissible: options.dismissible ?? true,
    version: 0,
  };
  setQueue([...queue, record]);
  return { id, dismiss: () => dismissToast(id), update: (patch) => updateToast(id, patch) };
}

type Shortcut = (title: string, options?: Omit<ToastOptions, 'title' | 'type'>) => ToastHandle;
const typed =
  (type: ToastType): Shortcut =>
  (title, options) =>
    toast({ ...options, title, type });

toast.success = typed('success');
toast.error = typed('destructive');
toast.loading = typed('loading');
toast.dismiss = dismissToast;

export function useToasts(): readonly ToastRecord[] {
  return useSyncExternalStore(
    subscribe,
    () => queue,
    () => EMPTY,
  );
}

function usePageHidden() {
  return useSyncExternalStore(
    (listener) => {
      document.addEventListener('visibilitychange', listener);
      return () => document.removeEventListener('visibilitychange', listener);
    },
    () => document.hidden,
    () => false,
  );
}

type ToasterProps = {
  /** Accessible name of the region; F8 or Alt+T moves focus to the visible toast. */
  label: string;
  closeLabel: string;
};

export function Toaster({ label, closeLabel }: ToasterProps) {
  const toasts = useToasts();
  const pageHidden = usePageHidden();
  const regionRef = useRef<HTMLElement>(null);
  const current = toasts[0];

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const hotkey = event.key === 'F8' || (event.altKey && event.code === 'KeyT');
      if (!hotkey) return;
      const target = regionRef.current?.querySelector<HTMLElement>('[data-toast]');
      if (target) {
        event.preventDefault();
        target.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <section
      ref={regionRef}
      aria-label={`${label} (F8)`}
      className="pointer-events-none fixed inset-x-4 top-[5.25rem] z-[60] flex flex-col items-center sm:inset-x-auto sm:right-6 sm:w-[356px]"
    >
      {/* aria-live (off: each toast is its own live region) keeps the list out of the aria-hidden that
          modal dialogs put on the rest of the page, so toasts raised over a dialog are still announced. */}
      <ol className="w-full" aria-live="off">
        {current ? (
          <ToastCard key={current.id} record={current} pageHidden={pageHidden} closeLabel={closeLabel} />
        ) : null}
      </ol>
    </section>
  );
}

const icons: Record<ToastType, ReactNode> = {
  default: <Info aria-hidden="true" />,
  success: <CircleCheck aria-hidden="true" />,
  destructive: <CircleAlert aria-hidden="true" />,
  loading: <LoaderCircle aria-hidden="true" className="animate-spin" />,
};

type ToastCardProps = { record: ToastRecord; pageHidden: boolean; closeLabel: string };

function ToastCard({ record, pageHidden, closeLabel }: ToastCardProps) {
  const { id, type, duration, version, dismissible } = record;
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [offset, setOffset] = useState(0);
  const remaining = useRef(duration);
  const swipe = useRef<{ pointerId: number; startX: number; active: boolean } | null>(null);
  const paused = hovered || focused || pageHidden;

  useEffect(() => {
    remaining.current = duration;
  }, [duration, version]);

  useEffect(() => {
    if (type === 'loading' || paused || !Number.isFinite(duration)) return;
    const startedAt = Date.now();
    const timer = window.setTimeout(() => dismissToast(id), Math.max(0, remaining.current));
    return () => {
      window.clearTimeout(timer);
      remaining.current -= Date.now() - startedAt;
    };
  }, [id, type, duration, version, paused]);

  const onPointerDown = (event: ReactPointerEvent<HTMLLIElement>) => {
    if (!dismissible || event.button !== 0) return;
    swipe.current = { pointerId: event.pointerId, startX: event.clientX, active: false };
  };
  const onPointerMove = (event: ReactPointerEvent<HTMLLIElement>) => {
    const state = swipe.current;
    if (!state || state.pointerId !== event.pointerId) return;
    const dx = event.clientX - state.startX;
    // Capture only once it is clearly a drag, so clicks on the buttons inside still land on them.
    if (!state.active && Math.abs(dx) > 4) {
      state.active = true;
      event.currentTarget.setPointerCapture(event.pointerId);
    }
    if (state.active) setOffset(dx);
  };
  const onPointerEnd = (event: ReactPointerEvent<HTMLLIElement>) => {
    const state = swipe.current;
    if (!state || state.pointerId !== event.pointerId) return;
    swipe.current = null;
    const dx = event.clientX - state.startX;
    if (state.active && Math.abs(dx) >= SWIPE_THRESHOLD_PX) dismissToast(id);
    else setOffset(0);
  };

  const destructive = type === 'destructive';
  return (
    <li
      data-toast={type}
      role={destructive ? 'alert' : 'status'}
      aria-live={destructive ? 'assertive' : 'polite'}
      aria-atomic="true"
      tabIndex={-1}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && dismissible) dismissToast(id);
      }}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={onPointerEnd}
      style={{
        transform: offset ? `translateX(${offset}px)` : undefined,
        opacity: offset ? Math.max(0.2, 1 - Math.abs(offset) / 160) : undefined,
      }}
      className={cn(
        'pointer-events-auto relative flex w-full touch-pan-y items-start gap-3 rounded-card p-4 pr-12 shadow-lift ring-1',
        'animate-toast-in select-none',
        offset === 0 && 'transition-[transform,opacity] duration-200',
        destructive ? 'bg-danger text-white ring-danger' : 'bg-white text-ink-800 ring-ink-200',
      )}
    >
      <span
        className={cn(
          'mt-0.5 flex size-5 shrink-0 [&_svg]:size-5',
          destructive ? 'text-white' : type === 'success' ? 'text-success' : 'text-brand',
        )}
      >
        {record.icon ?? icons[type]}
      </span>
      <div className="min-w-0 flex-1">
        <p className="text-[0.9375rem] leading-snug font-bold">{record.title}</p>
        {record.description ? (
          <p className={cn('mt-1 text-sm leading-snug', destructive ? 'text-white/90' : 'text-ink-600')}>
            {record.description}
          </p>
        ) : null}
        {record.action ? (
          <button
            type="button"
            onClick={() => {
              record.action?.onClick();
              dismissToast(id);
            }}
            className={cn(
              'mt-3 rounded-full px-3 py-1 text-sm font-semibold',
              destructive ? 'bg-white text-danger' : 'bg-brand text-white',
            )}
          >
            {record.action.label}
          </button>
        ) : null}
      </div>
      {dismissible ? (
        <button
          type="button"
          aria-label={closeLabel}
          onClick={() => dismissToast(id)}
          className={cn(
            'absolute top-3 right-3 grid size-8 place-items-center rounded-full transition-colors [&_svg]:size-4',
            destructive
              ? 'text-white/80 hover:bg-white/15 hover:text-white'
              : 'text-ink-500 hover:bg-ink-100 hover:text-ink-800',
          )}
        >
          <X aria-hidden="true" />
        </button>
      ) : null}
    </li>
  );
}
