import { formatBytes, trashNotice, type TMedia } from '@softhouse/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Copy, ExternalLink, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '~/components/ui/button';
import { Input } from '~/components/ui/input';
import { toast } from '~/components/ui/toast';
import { errorMessage } from '../api/client';
import { ConfirmDialog } from '../components/confirm-dialog';
import { Field } from '../components/field';
import { LangTabs, SITE_LANGS } from '../components/lang-tabs';
import { formatDateTime } from '../components/format';
import { copyText, DialogForm, FormDialog, type FormGuard, useDirtyGuard, useListMutation } from '../kit';
import { isImage, mediaApi, mediaKey } from '../media-picker';
import { useTrashDays } from '../trash/trash-api';

/** The file's name and its alt text in each language (decision 031). */
type MediaForm = { originalName: string; alt: { pt: string; en: string; es: string } };

type MediaDetailDialogProps = {
  media: TMedia | null;
  onOpenChange: (open: boolean) => void;
  onChanged: (media: TMedia) => void;
};

/** A file's details, its name and alt texts to edit (closing with changes asks first), its deletion. */
export function MediaDetailDialog({ media, onOpenChange, onChanged }: MediaDetailDialogProps) {
  return (
    <FormDialog open={media !== null} onOpenChange={onOpenChange}>
      {(guard) => (media ? <MediaDetail key={media.id} media={media} guard={guard} onChanged={onChanged} /> : null)}
    </FormDialog>
  );
}

const valuesOf = (file: TMedia): MediaForm => ({
  originalName: file.originalName,
  alt: { pt: file.alt, en: file.altTranslations.en ?? '', es: file.altTranslations.es ?? '' },
});

function MediaDetail({ media, guard, onChanged }: { media: TMedia; guard: FormGuard; onChanged: (media: TMedia) => void }) {
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const trashDays = useTrashDays();
  const form = useForm<MediaForm>({ defaultValues: valuesOf(media) });
  useDirtyGuard(guard, form);
  const { errors, isDirty } = form.formState;
  const alts = useWatch({ control: form.control, name: 'alt' });

  const save = useListMutation({
    run: ({ originalName, alt }: MediaForm) => mediaApi.update(media.id, { originalName, alt: alt.pt, altTranslations: { en: alt.en, es: alt.es } }),
    done: 'Arquivo atualizado',
    failed: 'Erro ao atualizar arquivo',
    after: (updated) => {
      form.reset(valuesOf(updated));
      onChanged(updated);
    },
    refresh: mediaKey,
  });

  const remove = useMutation({
    mutationFn: () => mediaApi.remove(media.id),
    onSuccess: async () => {
      toast.success('Arquivo excluído');
      guard.saved();
      await queryClient.invalidateQueries({ queryKey: mediaKey });
    },
    // The API refuses while a case or post uses the file and says which: show it as it comes.
    onError: (error) => toast.error('Erro ao excluir arquivo', { description: errorMessage(error), duration: 8000 }),
  });

  const copyUrl = async () => {
    if (await copyText(new URL(media.url, window.location.origin).toString())) toast.success('URL copiada');
    else toast.error('Não foi possível copiar a URL');
  };

  return (
    <>
      <DialogForm
        id="media-form"
        onSubmit={form.handleSubmit((values) => save.mutate(values))}
        title="Detalhes do arquivo"
        description={<span className="break-all">{media.originalName}</span>}
        submit="Salvar alterações"
        pending={save.isPending}
        keepLabel
        disabled={!isDirty}
        cancelLabel="Fechar"
        onCancel={guard.requestClose}
        aside={
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
        }
        className="grid gap-6 md:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]"
      >
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
        <div className="flex flex-col gap-4">
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
        </div>
      </DialogForm>
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
