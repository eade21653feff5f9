import type { TMedia } from '@softhouse/contracts';
import { useState } from 'react';
import { Card } from '../components/card';
import { LoadError } from '../components/load-error';
import { PageHeader } from '../components/page-header';
import { ListSearch, useLinkedItem, useListParams } from '../kit';
import { MediaGrid, NumberedPagination, rangeText, RejectedFiles, TypeTabs, UploadButton, useMediaItem, useMediaList, useMediaUpload, type MediaType } from '../media-picker';
import { MediaDetailDialog } from './media-detail-dialog';

const TYPES: readonly MediaType[] = ['all', 'image', 'video', 'document'];
const DEFAULT_SORT = { key: 'createdAt', order: 'desc' } as const;

/** 'Mídia': the library itself, built from the picker's parts; files open for editing or deletion. Search, type and page live in the address. */
export function MediaLibraryScreen() {
  const params = useListParams({ defaultSort: DEFAULT_SORT, sortKeys: [], filters: ['type'] });
  const type = TYPES.find((value) => value === params.filters.type) ?? 'all';
  const [viewing, setViewing] = useState<TMedia | null>(null);
  // ?edit=<id> (the back office's search, a shared link): that file's detail.
  const linked = useLinkedItem(useMediaItem, { title: 'Arquivo não encontrado', description: 'O arquivo deste link não existe mais.' });
  const list = useMediaList({ page: params.page, type, search: params.search });
  const { upload, uploading, rejected } = useMediaUpload(() => params.setPage(1));
  const total = list.data?.meta.total ?? 0;

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Biblioteca de Mídia"
        description="Imagens usadas nos cases e no blog. JPEG, PNG, GIF ou WebP, até 10 MB cada."
        actions={<UploadButton uploading={uploading} onFiles={(files) => void upload(files)} />}
      />
      <Card className="flex flex-col gap-4 p-5">
        <div className="flex flex-wrap items-center gap-3">
          <ListSearch params={params} label="Buscar por nome do arquivo" />
          <TypeTabs value={type} onChange={(value) => params.setFilter('type', value === 'all' ? undefined : value)} />
        </div>
        <RejectedFiles files={rejected} />
        {list.isError ? (
          <LoadError what="os arquivos" onRetry={() => void list.refetch()} />
        ) : (
          <MediaGrid
            items={list.data?.data ?? []}
            loading={list.isPending}
            emptyText={params.search ? 'Nenhum arquivo encontrado com os critérios de busca.' : 'Nenhum arquivo disponível.'}
            onActivate={setViewing}
          />
        )}
        <div className="flex flex-wrap items-center justify-between gap-3 border-t border-ink-100 pt-4 text-sm text-ink-600">
          <span>{rangeText(params.page, total)}</span>
          <NumberedPagination page={params.page} totalPages={list.data?.meta.totalPages ?? 1} onPageChange={params.setPage} />
        </div>
      </Card>
      <MediaDetailDialog
        media={viewing ?? linked.item}
        onOpenChange={(open) => {
          if (open) return;
          setViewing(null);
          linked.release();
        }}
        onChanged={setViewing}
      />
    </div>
  );
}
