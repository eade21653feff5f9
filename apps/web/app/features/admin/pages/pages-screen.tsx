import { CONTENT_PAGES, type TContentPage, type TSection } from '@softhouse/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ExternalLink, Info, Plus } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Badge } from '~/components/ui/badge';
import { Button } from '~/components/ui/button';
import { Label } from '~/components/ui/label';
import { NativeSelect } from '~/components/ui/native-select';
import { toast } from '~/components/ui/toast';
import { errorMessage } from '../api/client';
import { Card, CardHeader, CardTitle } from '../components/card';
import { ConfirmDialog } from '../components/confirm-dialog';
import { PageHeader } from '../components/page-header';
import { HistoryButton, useHistoryControl } from '../history';
import { ResourceList, RowActions, ToggleAction, useReorder } from '../kit';
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
  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<TSection | null>(null);
  const [deleting, setDeleting] = useState<TSection | null>(null);
  const key = pageKey(page);
  const sections = content.data?.sections ?? [];
  const info = PAGE_LABELS[page];
  // The page with all its sections keeps a version per save (decision 042).
  const history = useHistoryControl();

  const setCached = (update: (items: TSection[]) => TSection[]) =>
    queryClient.setQueryData<TContentPage | null>(key, (data) => (data ? { ...data, sections: update(data.sections) } : data));

  const create = useMutation({
    mutationFn: () => pagesApi.create(page, info.label),
    onSuccess: (created) => {
      queryClient.setQueryData(key, created);
      toast.success('Página criada com sucesso!');
    },
    onError: (error) => toast.error('Erro ao criar página', { description: errorMessage(error) }),
  });

  const remove = useMutation({
    mutationFn: (section: TSection) => pagesApi.removeSection(page, section.id),
    onSuccess: (_, section) => {
      setCached((items) => items.filter((item) => item.id !== section.id));
      toast.success('Seção excluída com sucesso!');
      void queryClient.invalidateQueries({ queryKey: key });
    },
    onError: (error) => toast.error('Erro ao excluir seção', { description: errorMessage(error) }),
  });

  const toggle = useMutation({
    mutationFn: (section: TSection) =>
      pagesApi.updateSection(page, section.id, { visible: !section.visible }),
    onSuccess: (updated) => {
      setCached((items) => items.map((item) => (item.id === updated.id ? updated : item)));
      toast.success(updated.visible ? 'Seção visível no site!' : 'Seção oculta no site!');
    },
    onError: (error) => toast.error('Erro ao atualizar seção', { description: errorMessage(error) }),
  });

  const reorder = useReorder({
    queryKey: key,
    items: (data: TContentPage | null) => data?.sections ?? [],
    withItems: (data, list) => (data ? { ...data, sections: list } : data),
    save: (ids) => pagesApi.reorder(page, ids),
    success: 'Ordem das seções atualizada!',
    failure: 'Erro ao reordenar seções',
  });

  const openForm = (section: TSection | null) => {
    setEditing(section);
    setFormOpen(true);
  };

  return (
    <Card>
      <CardHeader>
        <div>
          <CardTitle>
            Seções de {info.label} ({sections.length})
          </CardTitle>
          <p className="text-xs text-ink-500">Arraste pela alça para reordenar, ou foque nela e use Espaço e as setas.</p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
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
              <Button size="sm" onClick={() => openForm(null)}>
                <Plus aria-hidden="true" />
                Nova Seção
              </Button>
            </>
          ) : null}
        </div>
      </CardHeader>
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
            {
              id: 'visible',
              label: 'Visível',
              align: 'center',
              cell: (section) => (
                <ToggleAction
                  on={section.visible}
                  label={['Ocultar seção', 'Mostrar seção']}
                  pending={toggle.isPending && toggle.variables?.id === section.id}
                  onToggle={() => toggle.mutate(section)}
                />
              ),
            },
          ]}
          rows={sections}
          status={content.status}
          onRetry={() => void content.refetch()}
          empty="Nenhuma seção cadastrada ainda."
          skeletonRows={3}
          reorder={{ onCommit: (ids) => reorder.mutate(ids), label: sectionTitle, disabled: reorder.isPending }}
          actions={(section) => <RowActions noun="seção" onEdit={() => openForm(section)} onDelete={() => setDeleting(section)} />}
        />
      )}
      <SectionFormDialog page={page} open={formOpen} onOpenChange={setFormOpen} editing={editing} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Confirmar exclusão"
        description={`Tem certeza que deseja excluir a seção "${deleting ? sectionTitle(deleting) : ''}"? Esta ação não pode ser desfeita.`}
        confirmLabel="Excluir"
        onConfirm={() => deleting && remove.mutate(deleting)}
      />
    </Card>
  );
}
