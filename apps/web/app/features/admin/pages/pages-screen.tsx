import { CONTENT_PAGES, type TBlockType, type TSection } from '@softhouse/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CopyPlus, ExternalLink, Plus } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Badge } from '~/components/ui/badge';
import { Button } from '~/components/ui/button';
import { Label } from '~/components/ui/label';
import { NativeSelect } from '~/components/ui/native-select';
import { toast } from '~/components/ui/toast';
import { errorMessage } from '../api/client';
import { Card } from '../components/card';
import { ConfirmDialog } from '../components/confirm-dialog';
import { IconButton } from '../components/icon-button';
import { PageHeader } from '../components/page-header';
import { HistoryButton, useHistoryControl } from '../history';
import { ResourceList, RowActions, SortableHeader, useSortableList, useVisibleColumn } from '../kit';
import { BlockFormDialog, type BlockEditing } from './block-form';
import { availableTypes, BlockPicker } from './block-picker';
import { blockSummary } from './block-values';
import { isContentPage, PAGE_LABELS, SECTION_TYPE_LABELS, type ContentPageName } from './page-names';
import { PageSeoCard } from './page-seo-card';
import { pageKey, pagesApi, useContentPage } from './pages-api';

const typeLabel = (section: TSection) => SECTION_TYPE_LABELS[section.type] ?? section.type;
const sectionName = (section: TSection) => blockSummary(section.type, section.content) || typeLabel(section);

/** 'Páginas': each public page as its blocks, in order, and its SEO beside them (decision 047). */
export function PagesScreen() {
  const [params, setParams] = useSearchParams();
  const param = params.get('page');
  const page: ContentPageName = isContentPage(param) ? param : 'home';
  const choose = (next: string) => setParams({ page: next }, { replace: true });

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Páginas do Site"
        description="Cada página pública é feita de seções: edite, reordene, oculte ou acrescente, com a prévia ao lado."
        actions={
          <div className="flex items-center gap-2">
            <Label htmlFor="page-choice">Página</Label>
            <NativeSelect id="page-choice" value={page} onChange={(event) => choose(event.target.value)} className="w-48">
              {CONTENT_PAGES.map((name) => (
                <option key={name} value={name}>
                  {PAGE_LABELS[name].label}
                </option>
              ))}
            </NativeSelect>
          </div>
        }
      />
      <div className="grid items-start gap-6 xl:grid-cols-[minmax(0,1fr)_400px]">
        <PageBlocks key={page} page={page} />
        <PageSeoCard key={`seo-${page}`} page={page} />
      </div>
    </div>
  );
}

function PageBlocks({ page }: { page: ContentPageName }) {
  const queryClient = useQueryClient();
  const content = useContentPage(page);
  const key = pageKey(page);
  const info = PAGE_LABELS[page];
  // The page with all its blocks keeps a version per save (decision 042).
  const history = useHistoryControl();
  const [picking, setPicking] = useState(false);
  const [editing, setEditing] = useState<BlockEditing | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const edit = (next: BlockEditing) => {
    setEditing(next);
    setFormOpen(true);
  };

  const create = useMutation({
    mutationFn: () => pagesApi.create(page, info.label),
    onSuccess: (created) => {
      queryClient.setQueryData(key, created);
      toast.success('Página criada com sucesso!');
    },
    onError: (error) => toast.error('Erro ao criar página', { description: errorMessage(error) }),
  });

  const sections = useSortableList({
    query: content,
    queryKey: key,
    items: (data) => data?.sections ?? [],
    withItems: (data, list) => (data ? { ...data, sections: list } : data),
    label: sectionName,
    reorder: { save: (ids) => pagesApi.reorder(page, ids), success: 'Ordem das seções atualizada!', failure: 'Erro ao reordenar seções' },
    remove: {
      run: (section) => pagesApi.removeSection(page, section.id),
      question: (section) => `Tem certeza que deseja excluir a seção "${sectionName(section)}" (${typeLabel(section)})? Ela sai do site assim que confirmar; o histórico da página guarda a versão anterior.`,
      success: 'Seção excluída com sucesso!',
      failure: 'Erro ao excluir seção',
    },
  });
  const visible = useVisibleColumn(sections.replace, {
    save: (section, shown) => pagesApi.updateSection(page, section.id, { visible: shown }),
    noun: 'seção',
    toasts: ['Seção visível no site!', 'Seção oculta no site!'],
    failure: 'Erro ao atualizar seção',
  });

  // A copy goes right after its original: added at the end, then the page put in order.
  const duplicate = useMutation({
    mutationFn: async (section: TSection) => {
      const copy = await pagesApi.addSection(page, { type: section.type as TBlockType, content: section.content, visible: section.visible });
      const ids = sections.rows.flatMap((row) => (row.id === section.id ? [row.id, copy.id] : [row.id]));
      return pagesApi.reorder(page, ids);
    },
    onSuccess: (updated) => {
      queryClient.setQueryData(key, updated);
      toast.success('Seção duplicada!', { description: 'A cópia está logo abaixo da original.' });
    },
    onError: (error) => {
      toast.error('Erro ao duplicar seção', { description: errorMessage(error) });
      void queryClient.invalidateQueries({ queryKey: key });
    },
  });

  const types = availableTypes(page, sections.rows);

  return (
    <Card className="min-w-0">
      <SortableHeader title={`Seções de ${info.label} (${sections.rows.length})`}>
        <Button asChild variant="ghost" size="sm">
          <a href={info.path} target="_blank" rel="noreferrer">
            <ExternalLink aria-hidden="true" />
            Ver no site
          </a>
        </Button>
        {content.data ? (
          <>
            <HistoryButton
              control={history}
              type="content"
              itemId={page}
              label={`Histórico da página ${info.label}`}
              onRestored={() => void queryClient.invalidateQueries({ queryKey: key })}
            />
            <Button size="sm" onClick={() => setPicking(true)}>
              <Plus aria-hidden="true" />
              Nova Seção
            </Button>
          </>
        ) : null}
      </SortableHeader>
      {content.data === null ? (
        <div className="flex flex-col items-center gap-3 px-5 py-12 text-center">
          <p className="text-sm text-ink-600">Esta página ainda não está no banco de dados.</p>
          <Button size="sm" onClick={() => create.mutate()} disabled={create.isPending}>
            <Plus aria-hidden="true" />
            Criar página
          </Button>
        </div>
      ) : (
        <ResourceList
          label="Seções"
          what="a página"
          columns={[
            {
              id: 'title',
              label: 'Seção',
              primary: true,
              cell: (section, index) => (
                <div className="flex items-start gap-3">
                  <span className="mt-0.5 w-5 shrink-0 text-right text-xs font-bold text-ink-400 tabular-nums">{index + 1}</span>
                  <div className="flex min-w-0 flex-col gap-1">
                    <p className={section.visible ? 'line-clamp-2 font-semibold text-ink-800' : 'line-clamp-2 font-semibold text-ink-500'}>{sectionName(section)}</p>
                    <div className="flex flex-wrap gap-1.5">
                      <Badge variant={section.type === 'hero' ? 'brand' : 'neutral'}>{typeLabel(section)}</Badge>
                      {section.visible ? null : <Badge variant="neutral">Oculta</Badge>}
                    </div>
                  </div>
                </div>
              ),
            },
            visible,
          ]}
          {...sections.list}
          empty="Nenhuma seção ainda: o site mostra só o cabeçalho, o rodapé e um convite para o contato."
          skeletonRows={5}
          actions={(section) => (
            <RowActions noun="seção" onEdit={() => edit({ type: section.type as TBlockType, section })} onDelete={() => sections.askDelete(section)}>
              <IconButton
                label="Duplicar seção"
                disabled={duplicate.isPending || !types.includes(section.type as TBlockType)}
                onClick={() => duplicate.mutate(section)}
              >
                <CopyPlus aria-hidden="true" />
              </IconButton>
            </RowActions>
          )}
        />
      )}
      <BlockPicker
        types={types}
        open={picking}
        onOpenChange={setPicking}
        onPick={(type) => {
          setPicking(false);
          edit({ type, section: null });
        }}
      />
      <BlockFormDialog page={page} sections={sections.rows} editing={editing} open={formOpen} onOpenChange={setFormOpen} />
      <ConfirmDialog {...sections.confirmDelete} />
    </Card>
  );
}
