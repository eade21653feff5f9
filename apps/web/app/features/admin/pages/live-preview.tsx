import { pageDraftPath, type TPageDraftBlock } from '@softhouse/contracts';
import type { TLanguage } from '@softhouse/contracts/constants';
import { CircleAlert, LoaderCircle, Monitor, Smartphone } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../api/client';
import { cn } from '~/lib/cn';
import { pagesApi } from './pages-api';

/*
 * The live preview of a page being edited (decision 047): the form's blocks are kept on the server as a
 * draft a moment after typing stops, and the real public page renders that draft in a frame, at a phone's
 * or a desktop's width, in the form's language. Nothing is saved to the site.
 */

/** How long typing must pause before the preview follows. */
export const PREVIEW_DELAY_MS = 400;

const WIDTHS = { phone: 390, desktop: 1280 } as const;
type Device = keyof typeof WIDTHS;

type DraftState = { token: string | null; revision: number; status: 'idle' | 'saving' | 'saved' | 'failed' };

/**
 * Sends `blocks` as the page's draft once they stop changing for PREVIEW_DELAY_MS: the first time as a new
 * draft, then into the same one (a new one if it has expired). Sends run one after the other, so an older
 * one never lands after a newer one; `revision` counts the drafts saved, for the frame to reload.
 */
export function usePageDraft(page: string, blocks: TPageDraftBlock[]): DraftState {
  const [state, setState] = useState<DraftState>({ token: null, revision: 0, status: 'idle' });
  const token = useRef<string | null>(null);
  const queue = useRef<Promise<void>>(Promise.resolve());
  const json = JSON.stringify(blocks);

  useEffect(() => {
    let cancelled = false;
    const timer = window.setTimeout(() => {
      const sent = JSON.parse(json) as TPageDraftBlock[];
      queue.current = queue.current.then(async () => {
        if (cancelled) return;
        setState((previous) => ({ ...previous, status: 'saving' }));
        try {
          const saved = token.current
            ? await pagesApi.updateDraft(token.current, sent).catch((error: unknown) => {
                if (error instanceof ApiError && error.status === 404) return pagesApi.createDraft(page, sent);
                throw error;
              })
            : await pagesApi.createDraft(page, sent);
          token.current = saved.token;
          setState((previous) => ({ token: saved.token, revision: previous.revision + 1, status: 'saved' }));
        } catch {
          setState((previous) => ({ ...previous, status: 'failed' }));
        }
      });
    }, PREVIEW_DELAY_MS);
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
  }, [page, json]);

  return state;
}

const prefix = (language: TLanguage) => (language === 'pt' ? '' : `/${language}`);

/**
 * The frame and its width switch; `note` says something about what it shows (a hidden block shown anyway);
 * `focus`: the place of the edited block on the page, which the frame first opens at.
 */
export function LivePreview({ draft, language, focus, note, className }: { draft: DraftState; language: TLanguage; focus: number; note?: string; className?: string }) {
  // The back office renders on the client only (decision 017): a phone opens the preview at its own width.
  const [device, setDevice] = useState<Device>(() => (window.innerWidth < 1024 ? 'phone' : 'desktop'));
  const src = draft.token ? `${prefix(language)}${pageDraftPath(draft.token)}?v=${draft.revision}` : null;
  return (
    <section aria-label="Prévia ao vivo" className={cn('flex min-h-0 min-w-0 flex-col overflow-hidden bg-ink-100/70', className)}>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2 border-b border-ink-200 bg-white/80 px-4 py-2.5">
        <div role="radiogroup" aria-label="Largura da prévia" className="inline-flex rounded-control bg-ink-100 p-0.5">
          {(
            [
              ['phone', Smartphone, 'Celular'],
              ['desktop', Monitor, 'Computador'],
            ] as const
          ).map(([value, Icon, label]) => (
            <button
              key={value}
              type="button"
              role="radio"
              aria-checked={device === value}
              onClick={() => setDevice(value)}
              className={cn(
                'inline-flex items-center gap-1.5 rounded-[calc(var(--radius-control)-4px)] px-2.5 py-1 text-xs font-bold text-ink-600 transition-colors',
                'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand',
                device === value ? 'bg-white text-brand-dark shadow-soft' : 'hover:text-brand-dark',
              )}
            >
              <Icon aria-hidden="true" className="size-3.5" />
              {label}
              <span className="font-medium text-ink-400 tabular-nums">{WIDTHS[value]}</span>
            </button>
          ))}
        </div>
        <PreviewStatus status={draft.status} />
      </div>
      {note ? <p className="border-b border-warning/30 bg-warning-light px-4 py-1.5 text-xs text-ink-700">{note}</p> : null}
      <ScaledFrame key={device} src={src} width={WIDTHS[device]} device={device} focus={focus} />
    </section>
  );
}

function PreviewStatus({ status }: { status: DraftState['status'] }) {
  const text = { idle: 'Preparando a prévia…', saving: 'Atualizando…', saved: 'Prévia em dia, sem salvar no site', failed: 'Não foi possível atualizar a prévia' }[status];
  return (
    <p role="status" className={cn('ml-auto flex items-center gap-1.5 text-xs', status === 'failed' ? 'font-semibold text-danger' : 'text-ink-500')}>
      {status === 'saving' || status === 'idle' ? <LoaderCircle aria-hidden="true" className="size-3.5 animate-spin" /> : null}
      {status === 'failed' ? <CircleAlert aria-hidden="true" className="size-3.5" /> : null}
      {status === 'saved' ? <span aria-hidden="true" className="size-1.5 rounded-full bg-success" /> : null}
      {text}
    </p>
  );
}

/**
 * The page at the device's width, scaled down to fit the panel. A new address loads in a second, hidden
 * frame that replaces the shown one once loaded, at the same scroll position: the preview never flashes blank.
 */
function ScaledFrame({ src, width, device, focus }: { src: string | null; width: number; device: Device; focus: number }) {
  const box = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState({ width: 0, height: 0 });
  const [shown, setShown] = useState<string | null>(null);
  const frames = useRef(new Map<string, HTMLIFrameElement>());

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => entry && setSize({ width: entry.contentRect.width, height: entry.contentRect.height }));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const gutter = device === 'phone' ? 32 : 0;
  const scale = size.width ? Math.min(1, (size.width - gutter) / width) : 1;
  const height = size.height ? (size.height - gutter) / scale : 800;
  const loading = src && src !== shown ? src : null;

  const swap = (next: string) => {
    const from = shown ? frames.current.get(shown)?.contentWindow : null;
    const to = frames.current.get(next)?.contentWindow;
    // The blocks are the main element's children, in order: the first view opens at the edited one.
    if (from && to) to.scrollTo(0, from.scrollY);
    // After the page's own scroll restoration, which runs as it hydrates.
    else window.setTimeout(() => to?.document.querySelector('main')?.children[focus]?.scrollIntoView({ block: 'start' }), 300);
    setShown(next);
  };

  return (
    <div ref={box} className={cn('relative min-h-0 flex-1 overflow-hidden', device === 'phone' && 'grid place-items-start justify-center p-4')}>
      {!shown ? <div className="absolute inset-0 grid place-items-center text-sm text-ink-500">Carregando a prévia…</div> : null}
      <div
        className={cn('relative origin-top-left', device === 'phone' && 'overflow-hidden rounded-[28px] bg-white shadow-float ring-8 ring-ink-900')}
        style={{ width, height, transform: `scale(${scale})`, ...(device === 'phone' && { transformOrigin: 'top center' }) }}
      >
        {[shown, loading].flatMap((address) =>
          address ? (
            <iframe
              key={address}
              ref={(element) => {
                if (element) frames.current.set(address, element);
                else frames.current.delete(address);
              }}
              src={address}
              title={address === shown ? 'Prévia da página' : 'Prévia da página (carregando)'}
              aria-hidden={address === shown ? undefined : true}
              tabIndex={address === shown ? undefined : -1}
              onLoad={() => address === loading && swap(address)}
              className={cn('absolute inset-0 size-full border-0 bg-white', address !== shown && 'invisible')}
            />
          ) : [],
        )}
      </div>
    </div>
  );
}
