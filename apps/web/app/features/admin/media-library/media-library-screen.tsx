import { MEDIA_LIMITS, type TMedia } from '@softhouse/contracts';
import { useState } from 'react';
import { Tabs, TabsList, TabsTrigger } from '~/components/ui/tabs';
import { Card } from '../components/card';
import { LoadError } from '../components/load-error';
import { PageHeader } from '../components/page-header';
import { SearchInput } from '../components/search-input';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { MediaGrid, NumberedPagination, RejectedFiles, TYPE_TABS, UploadButton, useMediaList, useMediaUpload, type MediaType } from '../media-picker';
import { MediaDetailDialog } from './media-detail-dialog';

/** 'Mídia': the library itself, built from the picker's parts; files open for editing or deletion. */
export function MediaLibraryScreen() {
  const [type, setType] = useState<MediaType>('all');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [viewing, setViewing] = useState<TMedia | null>(null);
  const debouncedSearch = useDebouncedValue(search, 300);
  const list = useMediaList({ page, type, search: debouncedSearch });
  const { upload, uploading, rejected } = useMediaUpload(() => setPage(1));
  const total = list.data?.meta.total ?? 0;
  const totalPages = list.data?.meta.totalPages ?? 1;
  const first = total ? (page - 1) * MEDIA_LIMITS.pageSize + 1 : 0;
  const last = Math.min(page * MEDIA_LIMITS.pageSize, total);

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Biblioteca de Mídia"
        description="Imagens usadas nos cases e no blog. JPEG, PNG, GIF ou WebP, até 10 MB cada."
        actions={<UploadButton uploading={uploading} onFiles={(files) => void upload(files)} />}
      />
      <Card className="flex flex-col gap-4 p-5">
        <div className="flex flex-wrap items-center gap-3">
          <SearchInput
            className="min-w-56 flex-1"
            placeholder="Buscar por nome do arquivo..."
            aria-label="Buscar por nome do arquivo"
            value={search}
            onChange={(event) => {
              setSearch(event.target.value);
              setPage(1);
            }}
          />
          <Tabs
            value={type}
            onValueChange={(value) => {
              setType(value as MediaType);
              setPage(1);
            }}
          >
            <TabsList aria-label="Tipo de arquivo">
              {TYPE_TABS.map((tab) => (
                <TabsTrigger key={tab.value} value={tab.value}>
                  {tab.label}
                </TabsTrigger>
              ))}
            </TabsList>
          </Tabs>
        </div>
        <RejectedFiles files={rejected} />
        {list.isError ? (
          <LoadError what="os arquivos" onRetry={() => void list.refetch()} />
        ) : (
          <MediaGrid
            items={list.data?.data ?? []}
            loading={list.isPending}
            emptyText={debouncedSearch.trim() ? 'Nenhum arquivo encontrado com os critérios de busca.' : 'Nenhum arquivo disponível.'}
            onActivate={setViewing}
          />
        )}
        <div className="flex flex-wrap items-center justify-between gap-3 border-t border-ink-100 pt-4 text-sm text-ink-600">
          <span>{total ? `Mostrando ${first} - ${last} de ${total} arquivos` : null}</span>
          <NumberedPagination page={page} totalPages={totalPages} onPageChange={setPage} />
        </div>
      </Card>
      <MediaDetailDialog media={viewing} onOpenChange={(open) => !open && setViewing(null)} onChanged={setViewing} />
    </div>
  );
}
