import { MEDIA_LIMITS } from '@softhouse/contracts';
import { Tabs, TabsList, TabsTrigger } from '~/components/ui/tabs';
import type { MediaType } from './media-api';

export const TYPE_TABS: { value: MediaType; label: string }[] = [
  { value: 'all', label: 'Todos' },
  { value: 'image', label: 'Imagens' },
  { value: 'video', label: 'Vídeos' },
  { value: 'document', label: 'Documentos' },
];

/** 'Todos', 'Imagens', 'Vídeos', 'Documentos' (product.md §2): the library's and the picker's type filter. */
export function TypeTabs({ value, onChange }: { value: MediaType; onChange: (type: MediaType) => void }) {
  return (
    <Tabs value={value} onValueChange={(next) => onChange(next as MediaType)}>
      <TabsList aria-label="Tipo de arquivo">
        {TYPE_TABS.map((tab) => (
          <TabsTrigger key={tab.value} value={tab.value}>
            {tab.label}
          </TabsTrigger>
        ))}
      </TabsList>
    </Tabs>
  );
}

/** 'Mostrando 1 - 20 de 42 arquivos', or nothing when there are none. */
export function rangeText(page: number, total: number): string | null {
  if (!total) return null;
  const first = (page - 1) * MEDIA_LIMITS.pageSize + 1;
  return `Mostrando ${first} - ${Math.min(page * MEDIA_LIMITS.pageSize, total)} de ${total} arquivos`;
}
