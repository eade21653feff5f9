import { CONTENT_PAGES, type TSection } from '@softhouse/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ExternalLink, Info, Plus } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { Badge } from '~/components/ui/badge';
import { Button } from '~/components/ui/button';
import { Label } from '~/components/ui/label';
import { NativeSelect } from '~/components/ui/native-select';
import { toast } from '~/components/ui/toast';
import { errorMessage } from '../api/client';
import { Card } from '../components/card';
import { ConfirmDialog } from '../components/confirm-dialog';
import { PageHeader } from '../components/page-header';
import { HistoryButton, useHistoryControl } from '../history';
import { ResourceList, RowActions, SortableHeader, useSortableList, useVisibleColumn } from '../kit';
import { isContentPage, PAGE_LABELS, SECTION_TYPE_LABELS, type ContentPageName } from './page-names';
import { pageKey, pagesApi, useContentPage } from './pages-api';
import { SectionFormDialog } from './section-form-dialog';

const sectionTitle = (section: TSection) => {
  const pt = section.content.pt as Record<string, unknown> | undefined;
  return typeof pt?.title === 'string' && pt.title ? pt.title : '(sem título)';
};

/** 'Páginas': the content sections of each public page. */
export function PagesScreen() {
  const [params, setParams] = useSearchParams();
  const param = params.get('page');
  const page: ContentPageName = isContentPage(param) ? param : 'home';
  const choose = (next: string) => setParams({ page: next }, { replace: true });

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Páginas do Site"
        description="Os textos de cada página pública, organizados em seções."
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
      <p className="flex items-start gap-2 rounded-control bg-brand-light/50 px-4 py-3 text-sm text-ink-700">
        <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand" />
        <span>
          O título e a descrição da seção do tipo <strong>Destaque (hero)</strong> substituem o título principal da página no site. Textos em
          inglês e espanhol em branco usam o texto padrão do site.
        </span>
      </p>
      <PageSections key={page} page={page} />
    </div>
  );
}

function PageSections({ page }: { page: ContentPageName }) {
  const queryClient = useQueryClient();
  const content = useContentPage(page);
  const key = pageKey(page);
  const info = PAGE_LABELS[page];
  // The page with all its sections keeps a version per save (decision 042).
  const history = useHistoryControl();

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
    label: sectionTitle,
    reorder: { save: (ids) => pagesApi.reorder(page, ids), success: 'Ordem das seções atualizada!', failure: 'Erro ao reordenar seções' },
    remove: {
      run: (section) => pagesApi.removeSection(page, section.id),
      question: (section) => `Tem certeza que deseja excluir a seção "${sectionTitle(section)}"? Esta ação não pode ser desfeita.`,
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

  return (
    <Card>
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
            <Button size="sm" onClick={() => sections.edit(null)}>
              <Plus aria-hidden="true" />
              Nova Seção
            </Button>
          </>
        ) : null}
      </SortableHeader>
      {content.data === null ? (
        <div className="flex flex-col items-center gap-3 px-5 py-12 text-center">
          <p className="text-sm text-ink-600">Esta página ainda não tem conteúdo próprio: o site mostra os textos padrão.</p>
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
              label: 'Título',
              primary: true,
              cell: (section, index) => (
                <div className="flex items-center gap-3">
                  <span className="w-5 shrink-0 text-right text-xs font-bold text-ink-400">{index + 1}</span>
                  <p className="line-clamp-2 font-semibold text-ink-800">{sectionTitle(section)}</p>
                </div>
              ),
            },
            {
              id: 'type',
              label: 'Tipo',
              cell: (section) => (
                <Badge variant={section.type === 'hero' ? 'brand' : 'neutral'}>{SECTION_TYPE_LABELS[section.type] ?? section.type}</Badge>
              ),
            },
            visible,
          ]}
          {...sections.list}
          empty="Nenhuma seção cadastrada ainda."
          skeletonRows={3}
          actions={(section) => <RowActions noun="seção" onEdit={() => sections.edit(section)} onDelete={() => sections.askDelete(section)} />}
        />
      )}
      <SectionFormDialog page={page} {...sections.editor} />
      <ConfirmDialog {...sections.confirmDelete} />
    </Card>
  );
}
