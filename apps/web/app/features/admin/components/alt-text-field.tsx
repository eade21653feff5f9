import { mediaEndpoints, type TLanguage } from '@softhouse/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Check } from 'lucide-react';
import { useId, useState } from 'react';
import { Input } from '~/components/ui/input';
import { Label } from '~/components/ui/label';
import { toast } from '~/components/ui/toast';
import { cn } from '~/lib/cn';
import { call, errorMessage } from '../api/client';
import { mediaApi, mediaKey } from '../media-picker';

type AltTextFieldProps = {
  /** The image's address, as the form holds it. */
  url: string;
  label?: string;
  /** The id the SEO report's "Corrigir" focuses (`?field=alt:cover`). */
  fieldId?: string;
  compact?: boolean;
  className?: string;
  /** The language of the alt text edited (decision 031): Portuguese by default, or its English or Spanish version. */
  language?: TLanguage;
};

/**
 * The alt text of an image a form shows (a post's or a case's cover, each gallery image), edited where
 * the editor is: it belongs to the file in the media library, so it is saved there when the field is
 * left (or on Enter), and every page that shows the image reads it. Nothing to edit for an address
 * outside the library.
 */
export function AltTextField({ url, label = 'Texto alternativo', fieldId, compact = false, className, language = 'pt' }: AltTextFieldProps) {
  const queryClient = useQueryClient();
  const generated = useId();
  const id = fieldId ? `field-${fieldId}` : generated;
  const hintId = `${id}-hint`;
  const file = useQuery({
    queryKey: [...mediaKey, 'by-url', url],
    queryFn: ({ signal }) => call(mediaEndpoints.list, { query: { url, page: 1, limit: 1 } }, { signal, errorToast: false }),
    enabled: url.startsWith('/uploads/') || url.startsWith('http'),
    select: (page) => page.data[0] ?? null,
    staleTime: 30_000,
  });
  const media = file.data ?? null;
  // What the editor typed, until it is saved; otherwise the file's own alt text.
  const [draft, setDraft] = useState<string | null>(null);
  const stored = (language === 'pt' ? media?.alt : media?.altTranslations[language]) ?? '';
  const text = draft ?? stored;
  const [saved, setSaved] = useState(false);

  const save = useMutation({
    mutationFn: (alt: string) => mediaApi.update(media!.id, language === 'pt' ? { alt } : { altTranslations: { [language]: alt } }),
    onSuccess: async () => {
      setSaved(true);
      await queryClient.invalidateQueries({ queryKey: mediaKey });
      setDraft(null);
      await queryClient.invalidateQueries({ queryKey: ['admin', 'seo'] });
    },
    onError: (error) => toast.error('Erro ao salvar o texto alternativo', { description: errorMessage(error) }),
  });

  if (!url || file.isError || (file.isSuccess && !media)) return null;
  const commit = () => {
    if (media && text.trim() !== stored) save.mutate(text.trim());
  };

  return (
    <div className={cn('flex min-w-0 flex-col gap-1', className)}>
      <Label htmlFor={id} className={cn(compact && 'sr-only')}>
        {label}
      </Label>
      <Input
        id={id}
        value={text}
        disabled={!media}
        maxLength={300}
        placeholder={compact ? 'Texto alternativo' : 'Descreva a imagem'}
        aria-describedby={hintId}
        className={cn(compact && 'h-8 text-xs')}
        onChange={(event) => {
          setDraft(event.target.value);
          setSaved(false);
        }}
        onBlur={commit}
        onKeyDown={(event) => {
          // Enter saves this field; it never submits the form around it.
          if (event.key !== 'Enter') return;
          event.preventDefault();
          commit();
        }}
      />
      <p id={hintId} aria-live="polite" className={cn('text-xs text-ink-500', compact && 'sr-only')}>
        {save.isPending ? (
          'Salvando...'
        ) : saved ? (
          <span className="inline-flex items-center gap-1 text-success">
            <Check aria-hidden="true" className="size-3.5" />
            Salvo na Mídia
          </span>
        ) : (
          'Para quem não vê a imagem e para os buscadores; salvo na Mídia ao sair do campo.'
        )}
      </p>
    </div>
  );
}
