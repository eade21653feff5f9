import type { TMedia } from '@softhouse/contracts';
import { useCallback, useState } from 'react';
import { Button } from '~/components/ui/button';
import { Dialog, DialogContent } from '~/components/ui/dialog';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { DialogPanel, ListSearch } from '../kit';
import { rangeText, TypeTabs } from './media-filters';
import { MediaGrid } from './media-grid';
import { useMediaList, type MediaType } from './media-api';
import { NumberedPagination } from './numbered-pagination';
import { RejectedFiles } from './rejected-files';
import { UploadButton } from './upload-button';
import { useMediaUpload } from './use-media-upload';

export type MediaPickerProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: (media: TMedia[]) => void;
  multiple?: boolean;
  /** 'all' shows the type tabs (product.md §2). */
  mediaType?: MediaType;
  /** Most files that may be chosen at once in multiple mode. */
  max?: number;
  title?: string;
  description?: string;
};

/** The media picker dialog (product.md §2, §4, §5). Its state lives in the content, so closing resets it all. */
export function MediaPickerDialog({ open, onOpenChange, ...props }: MediaPickerProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="xl" closeLabel="Fechar" className="h-[min(46rem,calc(100dvh-2rem))]">
        <PickerBody {...props} onClose={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function PickerBody({
  onConfirm,
  onClose,
  multiple = false,
  mediaType = 'image',
  max,
  title = 'Biblioteca de Mídia',
  description,
}: Omit<MediaPickerProps, 'open' | 'onOpenChange'> & { onClose: () => void }) {
  const [type, setType] = useState<MediaType>(mediaType);
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<Map<string, TMedia>>(new Map());
  const debouncedSearch = useDebouncedValue(search, 300);
  const list = useMediaList({ page, type, search: debouncedSearch });
  const limit = multiple ? (max ?? Number.POSITIVE_INFINITY) : 1;

  const onUploaded = useCallback(
    (uploaded: TMedia[]) => {
      setPage(1);
      // What was just sent is most likely what the user wants: select it (within the limit).
      setSelected((current) => {
        if (!multiple) return uploaded[0] ? new Map([[uploaded[0].id, uploaded[0]]]) : current;
        const next = new Map(current);
        for (const media of uploaded) if (next.size < limit) next.set(media.id, media);
        return next;
      });
    },
    [multiple, limit],
  );
  const { upload, uploading, rejected } = useMediaUpload(onUploaded);

  const toggle = (media: TMedia) =>
    setSelected((current) => {
      if (!multiple) return current.has(media.id) ? new Map() : new Map([[media.id, media]]);
      const next = new Map(current);
      if (next.has(media.id)) next.delete(media.id);
      else if (next.size < limit) next.set(media.id, media);
      return next;
    });

  const data = list.data;
  const total = data?.meta.total ?? 0;
  const totalPages = data?.meta.totalPages ?? 1;
  const searching = debouncedSearch.trim().length > 0;
  const count = selected.size;

  return (
    <DialogPanel
      title={title}
      description={
        description ??
        (multiple
          ? `Selecione uma ou mais imagens${Number.isFinite(limit) ? ` (até ${limit})` : ''} ou envie novas.`
          : 'Selecione um arquivo ou envie um novo.')
      }
      className="flex flex-col gap-4"
      footerClassName="justify-between"
      footer={
        <>
          <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-ink-600">
            {total ? <span>{rangeText(page, total)}</span> : null}
            <NumberedPagination page={page} totalPages={totalPages} onPageChange={setPage} />
          </div>
          <div className="flex flex-wrap items-center gap-3">
            <span className="text-sm font-semibold text-ink-700" aria-live="polite">
              {count === 0 ? 'Nenhum arquivo selecionado' : count === 1 ? '1 arquivo selecionado' : `${count} arquivos selecionados`}
            </span>
            <Button variant="secondary" size="sm" onClick={onClose}>
              Cancelar
            </Button>
            <Button
              size="sm"
              disabled={count === 0}
              onClick={() => {
                onConfirm([...selected.values()]);
                onClose();
              }}
            >
              Confirmar Seleção
            </Button>
          </div>
        </>
      }
    >
      <div className="flex flex-wrap items-center gap-3">
        <ListSearch
          label="Buscar por nome do arquivo"
          value={search}
          onChange={(text) => {
            setSearch(text);
            setPage(1);
          }}
        />
        <UploadButton uploading={uploading} onFiles={(files) => void upload(files)} />
      </div>
      <RejectedFiles files={rejected} />
      {mediaType === 'all' ? (
        <TypeTabs
          value={type}
          onChange={(value) => {
            setType(value);
            setPage(1);
          }}
        />
      ) : null}
      <MediaGrid
        items={data?.data ?? []}
        loading={list.isPending}
        emptyText={searching ? 'Nenhum arquivo encontrado com os critérios de busca.' : 'Nenhum arquivo disponível.'}
        selectedIds={new Set(selected.keys())}
        isDisabled={() => multiple && count >= limit}
        onActivate={toggle}
      />
    </DialogPanel>
  );
}
