import { formatBytes, trashNotice, type TMedia } from '@softhouse/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Copy, ExternalLink, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '~/components/ui/button';
import { Dialog, DialogBody, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '~/components/ui/dialog';
import { Input } from '~/components/ui/input';
import { toast } from '~/components/ui/toast';
import { errorMessage } from '../api/client';
import { ConfirmDialog } from '../components/confirm-dialog';
import { Field } from '../components/field';
import { LangTabs, SITE_LANGS } from '../components/lang-tabs';
import { formatDateTime } from '../components/format';
import { SaveButton } from '../kit';
import { isImage, mediaApi, mediaKey } from '../media-picker';
import { useTrashDays } from '../trash/trash-api';

/** The file's name and its alt text in each language (decision 031). */
type MediaForm = { originalName: string; alt: { pt: string; en: string; es: string } };

type MediaDetailDialogProps = {
  media: TMedia | null;
  onOpenChange: (open: boolean) => void;
  onChanged: (media: TMedia) => void;
};

export function MediaDetailDialog({ media, onOpenChange, onChanged }: MediaDetailDialogProps) {
  return (
    <Dialog open={media !== null} onOpenChange={onOpenChange}>
      <DialogContent size="lg" closeLabel="Fechar">
        {media ? <MediaDetail key={media.id} media={media} onClose={() => onOpenChange(false)} onChanged={onChanged} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function MediaDetail({ media, onClose, onChanged }: { media: TMedia; onClose: () => void; onChanged: (media: TMedia) => void }) {
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const trashDays = useTrashDays();
  const valuesOf = (file: TMedia): MediaForm => ({
    originalName: file.originalName,
    alt: { pt: file.alt, en: file.altTranslations.en ?? '', es: file.altTranslations.es ?? '' },
  });
  const form = useForm<MediaForm>({ defaultValues: valuesOf(media) });
  const { errors } = form.formState;
  const alts = useWatch({ control: form.control, name: 'alt' });

  const save = useMutation({
    mutationFn: ({ originalName, alt }: MediaForm) => mediaApi.update(media.id, { originalName, alt: alt.pt, altTranslations: { en: alt.en, es: alt.es } }),
    onSuccess: async (updated) => {
      toast.success('Arquivo atualizado');
      form.reset(valuesOf(updated));
      onChanged(updated);
      await queryClient.invalidateQueries({ queryKey: mediaKey });
    },
    onError: (error) => toast.error('Erro ao atualizar arquivo', { description: errorMessage(error) }),
  });

  const remove = useMutation({
    mutationFn: () => mediaApi.remove(media.id),
    onSuccess: async () => {
      toast.success('Arquivo excluído');
      onClose();
      await queryClient.invalidateQueries({ queryKey: mediaKey });
    },
    // The API refuses while a case or post uses the file and says which: show it as it comes.
    onError: (error) => toast.error('Erro ao excluir arquivo', { description: errorMessage(error), duration: 8000 }),
  });

  const copyUrl = async () => {
    try {
      await navigator.clipboard.writeText(new URL(media.url, window.location.origin).toString());
      toast.success('URL copiada');
    } catch {
      toast.error('Não foi possível copiar a URL');
    }
  };

  return (
    <>
      <DialogHeader>
        <DialogTitle>Detalhes do arquivo</DialogTitle>
        <DialogDescription className="break-all">{media.originalName}</DialogDescription>
      </DialogHeader>
      <DialogBody>
        <div className="grid gap-6 md:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
          <div className="flex flex-col gap-3">
            <div className="grid aspect-[4/3] place-items-center overflow-hidden rounded-control bg-ink-100 ring-1 ring-ink-200">
              {isImage(media) ? <img src={media.url} alt={media.alt} className="max-h-full max-w-full object-contain" /> : null}
            </div>
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-xs text-ink-600">
              <dt className="font-bold">Tipo</dt>
              <dd>{media.mimetype}</dd>
              <dt className="font-bold">Tamanho</dt>
              <dd>{formatBytes(media.size)}</dd>
              {media.width && media.height ? (
                <>
                  <dt className="font-bold">Dimensões</dt>
                  <dd>
                    {media.width} × {media.height} px
                  </dd>
                </>
              ) : null}
              <dt className="font-bold">Enviado em</dt>
              <dd>{formatDateTime(media.createdAt)}</dd>
              <dt className="font-bold">URL</dt>
              <dd className="break-all">{media.url}</dd>
            </dl>
          </div>
          <form id="media-form" noValidate onSubmit={form.handleSubmit((values) => save.mutate(values))} className="flex flex-col gap-4">
            <Field label="Nome do arquivo" error={errors.originalName?.message}>
              <Input
                {...form.register('originalName', {
                  validate: (value) => (value.trim() ? true : 'Nome do arquivo é obrigatório'),
                  maxLength: { value: 200, message: 'Nome muito longo (máx. 200)' },
                })}
              />
            </Field>
            <LangTabs label="Idioma do texto alternativo" errorIn={SITE_LANGS.filter((lang) => errors.alt?.[lang])} values={{ pt: [alts.pt], en: [alts.en], es: [alts.es] }}>
              {(lang) => (
                <Field
                  label={`Texto alternativo (${lang})`}
                  error={errors.alt?.[lang]?.message}
                  hint={
                    lang === 'pt'
                      ? 'Descreva a imagem para quem usa leitor de tela.'
                      : 'Nas páginas neste idioma; em branco, a página descreve a imagem pelo seu título.'
                  }
                >
                  <Input {...form.register(`alt.${lang}`, { maxLength: { value: 300, message: 'Texto alternativo muito longo (máx. 300)' } })} />
                </Field>
              )}
            </LangTabs>
            <div className="flex flex-wrap gap-2">
              <Button variant="secondary" size="sm" onClick={() => void copyUrl()}>
                <Copy aria-hidden="true" />
                Copiar URL
              </Button>
              <Button asChild variant="ghost" size="sm">
                <a href={media.url} target="_blank" rel="noopener">
                  <ExternalLink aria-hidden="true" />
                  Abrir
                </a>
              </Button>
            </div>
          </form>
        </div>
      </DialogBody>
      <DialogFooter className="justify-between">
        <Button
          variant="ghost"
          size="sm"
          className="text-danger hover:bg-danger-light hover:text-danger"
          disabled={remove.isPending}
          onClick={() => setConfirming(true)}
        >
          <Trash2 aria-hidden="true" />
          Excluir arquivo
        </Button>
        <div className="flex gap-2">
          <Button variant="secondary" size="sm" onClick={onClose}>
            Fechar
          </Button>
          <SaveButton form="media-form" pending={save.isPending} keepLabel disabled={!form.formState.isDirty} label="Salvar alterações" />
        </div>
      </DialogFooter>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Excluir arquivo"
        description={`Tem certeza que deseja excluir "${media.originalName}"? ${trashNotice(trashDays)}`}
        confirmLabel="Excluir"
        onConfirm={() => remove.mutate()}
      />
    </>
  );
}
