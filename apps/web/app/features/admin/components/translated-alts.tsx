import type { TLanguage } from '@softhouse/contracts';
import { AltTextField } from './alt-text-field';
import { ImagePreview } from './image-preview';

const NAMES: Record<TLanguage, string> = { pt: 'português', en: 'inglês', es: 'espanhol' };

/**
 * In an editor's English or Spanish tab: the alt text of each image the item shows, in that language
 * (decision 031), saved to the file in Mídia like the Portuguese one. Empty, the page describes the image
 * by the item's title in its language.
 */
export function TranslatedAlts({ images, language }: { images: { url: string; label: string; fieldId: string }[]; language: TLanguage }) {
  const shown = images.filter((image) => image.url);
  if (!shown.length) return null;
  return (
    <fieldset className="flex flex-col gap-3 sm:col-span-2">
      <legend className="mb-2 text-sm font-bold text-brand-dark">Textos alternativos em {NAMES[language]}</legend>
      {shown.map((image) => (
        <div key={image.fieldId} className="flex items-start gap-3">
          <ImagePreview src={image.url} alt="" className="h-12 w-20 shrink-0 rounded-control ring-1 ring-ink-200" />
          <AltTextField url={image.url} label={image.label} fieldId={`${image.fieldId}:${language}`} language={language} className="flex-1" />
        </div>
      ))}
    </fieldset>
  );
}
