import { CASE_LIMITS } from '@softhouse/contracts';
import { GripVertical, ImagePlus, X } from 'lucide-react';
import { useState } from 'react';
import { Button } from '~/components/ui/button';
import { cn } from '~/lib/cn';
import { AltTextField } from '../components/alt-text-field';
import { IconButton } from '../components/icon-button';
import { ImagePreview } from '../components/image-preview';
import { MediaPickerDialog } from '../media-picker';
import { LiveRegion } from '../sortable/live-region';
import { ReorderTooltip } from '../sortable/reorder-tooltip';
import { useSortable } from '../sortable/use-sortable';

const MAX = CASE_LIMITS.galleryMax;

/** Up to 10 images from the picker, numbered, reordered by dragging (or the keyboard). */
export function GalleryField({ value, onChange, error }: { value: string[]; onChange: (urls: string[]) => void; error?: string }) {
  const [picking, setPicking] = useState(false);
  // A URL may appear once; it doubles as the item's identity.
  const sortable = useSortable({
    ids: value,
    onCommit: onChange,
    label: (url) => `imagem ${value.indexOf(url) + 1}`,
    layout: 'grid',
  });

  return (
    <div className="flex flex-col gap-2" role="group" aria-labelledby="gallery-label">
      <div className="flex items-center justify-between gap-3">
        <span id="gallery-label" className="text-sm font-semibold text-ink-700">
          Galeria de imagens
        </span>
        <span className="text-xs font-bold text-ink-500" data-testid="gallery-count">
          {value.length}/{MAX}
        </span>
      </div>
      <ol className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {sortable.order.map((url, index) => (
          <li
            key={url}
            {...sortable.itemProps(url)}
            className={cn('flex min-w-0 flex-col gap-1.5 rounded-control', sortable.activeId === url && 'z-10 shadow-lift')}
          >
            <div
              className={cn(
                'group relative aspect-[4/3] overflow-hidden rounded-control ring-1 ring-ink-200',
                sortable.activeId === url && 'ring-2 ring-brand',
              )}
            >
              <ImagePreview src={url} alt={`Imagem ${index + 1} da galeria`} className="size-full" />
              <span className="absolute top-1.5 left-1.5 grid size-6 place-items-center rounded-full bg-brand-dark text-xs font-bold text-white">
                {index + 1}
              </span>
              <ReorderTooltip>
                <button
                  type="button"
                  {...sortable.handleProps(url)}
                  className="absolute bottom-1.5 left-1.5 grid size-7 cursor-grab place-items-center rounded-lg bg-white/90 text-ink-700 shadow-soft active:cursor-grabbing aria-pressed:bg-brand aria-pressed:text-white"
                >
                  <GripVertical aria-hidden="true" className="size-4" />
                </button>
              </ReorderTooltip>
              <IconButton
                label={`Remover imagem ${index + 1}`}
                onClick={() => onChange(value.filter((item) => item !== url))}
                className="absolute top-1.5 right-1.5 size-7 bg-white/90 text-ink-700 shadow-soft hover:bg-danger hover:text-white"
              >
                <X aria-hidden="true" />
              </IconButton>
            </div>
            {/* Its alt text, saved to the file in the media library (the SEO report's "Corrigir" lands here). */}
            <AltTextField url={url} label={`Texto alternativo da imagem ${index + 1}`} fieldId={`alt:gallery-${index + 1}`} compact />
          </li>
        ))}
        {value.length < MAX ? (
          <li className="aspect-[4/3]">
            <Button
              variant="ghost"
              className="size-full flex-col gap-1 rounded-control border-2 border-dashed border-ink-200 text-xs text-ink-600 hover:border-brand"
              onClick={() => setPicking(true)}
            >
              <ImagePlus aria-hidden="true" />
              Adicionar imagens
            </Button>
          </li>
        ) : null}
      </ol>
      <p className="text-xs text-ink-500">Arraste pela alça para reordenar (ou use Espaço e as setas). Máximo de {MAX} imagens.</p>
      {error ? (
        <p role="alert" className="text-xs font-semibold text-danger">
          {error}
        </p>
      ) : null}
      <LiveRegion message={sortable.announcement} />
      <MediaPickerDialog
        open={picking}
        onOpenChange={setPicking}
        multiple
        max={MAX - value.length}
        title="Galeria de imagens"
        description={`Selecione até ${MAX - value.length} ${MAX - value.length === 1 ? 'imagem' : 'imagens'} para a galeria.`}
        onConfirm={(media) => {
          const urls = media.map((m) => m.url).filter((url) => !value.includes(url));
          onChange([...value, ...urls].slice(0, MAX));
        }}
      />
    </div>
  );
}
