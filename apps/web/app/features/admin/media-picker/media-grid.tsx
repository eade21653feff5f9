import { formatBytes, type TMedia } from '@softhouse/contracts';
import { Check, FileText, Film } from 'lucide-react';
import { Skeleton } from '~/components/ui/skeleton';
import { cn } from '~/lib/cn';
import { isImage, thumbnailUrl } from './media-api';

type MediaGridProps = {
  items: readonly TMedia[];
  loading: boolean;
  emptyText: string;
  onActivate: (media: TMedia) => void;
  /** Picker mode: tiles are toggle buttons with a check mark. */
  selectedIds?: ReadonlySet<string>;
  /** Tiles that cannot be chosen now (selection limit reached). */
  isDisabled?: (media: TMedia) => boolean;
};

export function MediaGrid({ items, loading, emptyText, onActivate, selectedIds, isDisabled }: MediaGridProps) {
  if (loading) {
    return (
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4 lg:grid-cols-6" aria-busy="true" aria-label="Carregando arquivos">
        {Array.from({ length: 12 }, (_, i) => (
          <li key={i}>
            <Skeleton className="aspect-square w-full rounded-control" />
            <Skeleton className="mt-2 h-3 w-3/4" />
          </li>
        ))}
      </ul>
    );
  }
  if (!items.length) {
    return <p className="rounded-control bg-ink-50 px-4 py-12 text-center text-sm text-ink-600">{emptyText}</p>;
  }
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4 lg:grid-cols-6">
      {items.map((media) => {
        const selected = selectedIds?.has(media.id) ?? false;
        const disabled = !selected && (isDisabled?.(media) ?? false);
        return (
          <li key={media.id}>
            <button
              type="button"
              onClick={() => onActivate(media)}
              disabled={disabled}
              aria-pressed={selectedIds ? selected : undefined}
              aria-label={media.originalName}
              className={cn(
                'group relative block w-full rounded-control text-left outline-offset-2 disabled:cursor-not-allowed disabled:opacity-45',
              )}
            >
              <span
                className={cn(
                  'relative block aspect-square overflow-hidden rounded-control bg-ink-100 ring-1 ring-ink-200 transition',
                  selected ? 'ring-3 ring-brand' : 'group-hover:ring-ink-300',
                )}
              >
                {isImage(media) ? (
                  <img
                    src={thumbnailUrl(media)}
                    alt={media.alt || ''}
                    loading="lazy"
                    decoding="async"
                    className="size-full object-cover"
                  />
                ) : (
                  <span className="grid size-full place-items-center text-ink-400 [&_svg]:size-8">
                    {media.mimetype.startsWith('video/') ? <Film aria-hidden="true" /> : <FileText aria-hidden="true" />}
                  </span>
                )}
                {selected ? (
                  <span className="absolute top-2 right-2 grid size-6 place-items-center rounded-full bg-brand text-white shadow-soft" data-testid="media-check">
                    <Check aria-hidden="true" className="size-4" strokeWidth={3} />
                  </span>
                ) : null}
              </span>
              <span className="mt-1.5 block truncate text-xs font-semibold text-ink-700">{media.originalName}</span>
              <span className="block text-[0.6875rem] text-ink-500">{formatBytes(media.size)}</span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
