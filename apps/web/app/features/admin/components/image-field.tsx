import { ImagePlus, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '~/components/ui/button';
import { Label } from '~/components/ui/label';
import { cn } from '~/lib/cn';
import { MediaPickerDialog } from '../media-picker';
import { ImagePreview } from './image-preview';

type ImageFieldProps = {
  label: string;
  value: string;
  onChange: (url: string) => void;
  error?: string;
  /** Square preview (logos) instead of a landscape one. */
  square?: boolean;
  pickerTitle?: string;
  /** Read-only: the preview without the buttons. */
  disabled?: boolean;
  /** Id of the choose button (a link to this field focuses it). */
  buttonId?: string;
};

/** One image chosen from the media library, with its preview. */
export function ImageField({ label, value, onChange, error, square = false, pickerTitle, disabled = false, buttonId }: ImageFieldProps) {
  const [picking, setPicking] = useState(false);
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5" role="group" aria-labelledby={`${id}-label`}>
      <Label id={`${id}-label`} asChild>
        <span>{label}</span>
      </Label>
      <div className="flex flex-wrap items-center gap-3">
        <ImagePreview
          src={value}
          alt={value ? `Pré-visualização: ${label}` : ''}
          className={cn('shrink-0 rounded-control ring-1 ring-ink-200', square ? 'size-20' : 'h-20 w-32', error && 'ring-danger')}
        />
        <div className={cn('flex flex-col items-start gap-1.5', disabled && 'hidden')}>
          <Button id={buttonId} variant="secondary" size="sm" onClick={() => setPicking(true)} aria-describedby={error ? `${id}-error` : undefined}>
            <ImagePlus aria-hidden="true" />
            {value ? 'Trocar imagem' : 'Escolher imagem'}
          </Button>
          {value ? (
            <Button variant="ghost" size="sm" className="h-8 px-3 text-danger" onClick={() => onChange('')}>
              <Trash2 aria-hidden="true" />
              Remover
            </Button>
          ) : null}
        </div>
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-xs font-semibold text-danger">
          {error}
        </p>
      ) : null}
      <MediaPickerDialog
        open={picking}
        onOpenChange={setPicking}
        title={pickerTitle ?? label}
        onConfirm={([media]) => {
          if (media) onChange(media.url);
        }}
      />
    </div>
  );
}
