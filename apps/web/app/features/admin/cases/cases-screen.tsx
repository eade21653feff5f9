import { trashNotice, type TCase, type TPage } from '@softhouse/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Eye, EyeOff, Star, StarOff } from 'lucide-react';
import { useState } from 'react';
import { toast } from '~/components/ui/toast';
import { cn } from '~/lib/cn';
import { errorMessage } from '../api/client';
import { ConfirmDialog } from '../components/confirm-dialog';
import { type BulkAction, bulkDelete, type Column, filterOptions, ListCard, ListScreen, plural, RowActions, type Selection, ToggleAction, useEditorDialog, useListMutation, useListParams, useReorder } from '../kit';
import { isScheduled, ScheduledBadge } from '../scheduling';
import { CaseFormDialog } from './case-form-dialog';
import { CASE_FILTERS, caseQuery, casesApi, casesKey, casesQuery, useCase, useCases, type CaseListParams } from './cases-api';
import { CaseThumb } from './case-thumb';
import { useTrashDays } from '../trash/trash-api';

type Patch = { id: string; field: 'published' | 'featured'; value: boolean };

const DEFAULT_SORT = { key: 'order', order: 'asc' } as const;

function bulkActions(list: CaseListParams, refresh: () => Promise<void>, trashDays: number): BulkAction[] {
  const action = (id: 'publish' | 'unpublish' | 'feature' | 'unfeature' | 'delete') => async (selection: Selection) => {
    const result = await casesApi.bulk(id, selection, list);
    await refresh();
    return result;
  };
  return [
    { id: 'publish', label: 'Publicar', icon: <Eye aria-hidden="true" />, run: action('publish'), done: (n) => plural(n, 'case publicado', 'cases publicados'), failed: 'Erro ao publicar cases' },
    { id: 'unpublish', label: 'Despublicar', icon: <EyeOff aria-hidden="true" />, run: action('unpublish'), done: (n) => plural(n, 'case despublicado', 'cases despublicados'), failed: 'Erro ao despublicar cases' },
    { id: 'feature', label: 'Destacar', icon: <Star aria-hidden="true" />, run: action('feature'), done: (n) => plural(n, 'case destacado', 'cases destacados'), failed: 'Erro ao destacar cases' },
    { id: 'unfeature', label: 'Remover destaque', icon: <StarOff aria-hidden="true" />, run: action('unfeature'), done: (n) => plural(n, 'case sem destaque', 'cases sem destaque'), failed: 'Erro ao remover destaque' },
    bulkDelete({ one: 'case', many: 'cases', title: 'Confirmar exclusão', trashDays, run: action('delete') }),
  ];
}

/** 'Gerenciamento de Cases' (product.md §2, §8). */
export function CasesScreen() {
  const queryClient = useQueryClient();
  const list = useListParams({ defaultSort: DEFAULT_SORT, sortKeys: ['order', 'title', 'createdAt'], filters: CASE_FILTERS });
  const cases = useCases(list);
  const [deleting, setDeleting] = useState<TCase | null>(null);
  const trashDays = useTrashDays();
  const items = cases.data?.data ?? [];
  const listKey = [...casesKey, 'list', casesQuery(list)];
  // The display order is global: it is changed on the whole list, in that order, unfiltered.
  const canReorder = list.sort.key === 'order' && list.sort.order === 'asc' && !list.filtered;
  const refresh = () => queryClient.invalidateQueries({ queryKey: casesKey });

  const setCached = (update: (items: TCase[]) => TCase[]) =>
    queryClient.setQueryData<{ data: TCase[] }>(listKey, (page) => (page ? { ...page, data: update(page.data) } : page));

  const toggle = useMutation({
    mutationFn: ({ id, field, value }: Patch) => casesApi.update(id, { [field]: value }),
    onSuccess: (updated, { field }) => {
      setCached((rows) => rows.map((item) => (item.id === updated.id ? updated : item)));
      toast.success(field === 'featured' ? 'Status de destaque atualizado!' : 'Status de publicação atualizado!');
      if (list.filtered) void refresh();
    },
    onError: (error, { field }) =>
      toast.error(field === 'featured' ? 'Erro ao atualizar destaque' : 'Erro ao atualizar publicação', { description: errorMessage(error) }),
  });

  const remove = useListMutation({
    run: (item: TCase) => casesApi.remove(item.id),
    done: 'Case excluído com sucesso!',
    failed: 'Erro ao excluir case',
    after: (_, item) => setCached((rows) => rows.filter((other) => other.id !== item.id)),
    refresh: casesKey,
  });

  const reorder = useReorder({
    queryKey: listKey,
    items: (data: TPage<TCase>) => data.data,
    withItems: (data, list) => ({ ...data, data: list }),
    save: casesApi.reorder,
    success: 'Ordem dos cases atualizada!',
    failure: 'Erro ao reordenar cases',
  });

  // ?edit=<id>&field=<name> (the SEO report's "Corrigir"): that case's editor, at that field. A list item leaves
  // out the gallery's details and the translations: the editor opens on the whole case (decision 037).
  const editor = useEditorDialog(useCase, { title: 'Case não encontrado', description: 'O case deste link não existe mais.' }, {
    load: (item) => queryClient.fetchQuery(caseQuery(item.id)),
    loadFailed: 'Erro ao carregar case',
  });

  const columns: Column<TCase>[] = [
    {
      id: 'case',
      label: 'Case',
      sortKey: 'title',
      primary: true,
      cell: (item, index) => (
        <div className="flex min-w-48 items-center gap-3 max-sm:min-w-0">
          {canReorder ? <span className="hidden w-5 shrink-0 text-right text-xs font-bold text-ink-400 lg:block">{index + 1}</span> : null}
          <CaseThumb src={item.imageUrl} />
          <div className="min-w-0">
            <p className="line-clamp-2 font-semibold text-ink-800">{item.title}</p>
            <p className="line-clamp-1 text-xs break-all text-ink-500">/{item.slug}</p>
          </div>
        </div>
      ),
    },
    { id: 'client', label: 'Cliente', className: 'text-ink-700', cell: (item) => item.client },
    {
      id: 'published',
      label: 'Publicado',
      align: 'center',
      cell: (item) => (
        <div className="inline-flex flex-col items-center gap-1">
          <ToggleAction
            on={item.published}
            label={['Despublicar case', 'Publicar case']}
            pending={toggle.isPending && toggle.variables?.id === item.id}
            onToggle={() => toggle.mutate({ id: item.id, field: 'published', value: !item.published })}
          />
          {isScheduled(item.published, item.publishedAt) ? <ScheduledBadge publishedAt={item.publishedAt!} /> : null}
        </div>
      ),
    },
    {
      id: 'featured',
      label: 'Destaque',
      align: 'center',
      cell: (item) => (
        <ToggleAction
          on={item.featured}
          label={['Remover destaque', 'Destacar case']}
          pending={toggle.isPending && toggle.variables?.id === item.id}
          onToggle={() => toggle.mutate({ id: item.id, field: 'featured', value: !item.featured })}
          icon={<Star aria-hidden="true" className={cn(item.featured && 'fill-current')} />}
        />
      ),
    },
  ];

  return (
    <ListScreen
      title="Gerenciamento de Cases"
      description="Os cases do portfólio, na ordem em que aparecem no site."
      create={{ label: 'Novo Case', onClick: () => void editor.openFor(null) }}
    >
      <ListCard
        title="Portfolio de Cases"
        aside={
          <p className="text-xs text-ink-500">
            {canReorder ? 'Arraste pela alça para reordenar, ou foque nela e use Espaço e as setas.' : 'Para reordenar, ordene por posição e limpe a busca e os filtros.'}
          </p>
        }
        label="Cases"
        what="os cases"
        columns={columns}
        rows={items}
        status={cases.status}
        onRetry={() => void cases.refetch()}
        rowName={(item) => item.title}
        reorder={{ onCommit: (ids) => reorder.mutate(ids), label: (item) => item.title, disabled: reorder.isPending || !canReorder }}
        params={list}
        total={cases.data?.meta.total}
        empty="Nenhum case cadastrado ainda."
        emptyFiltered="Nenhum case encontrado com os filtros aplicados."
        skeletonRows={5}
        search="Buscar cases"
        filters={[
          { name: 'published', label: 'Publicação', options: filterOptions('Todos', { true: 'Publicados', false: 'Ocultos' }) },
          { name: 'featured', label: 'Destaque', options: filterOptions('Todos', { true: 'Em destaque' }) },
        ]}
        bulk={{
          actions: bulkActions(list, refresh, trashDays),
          selected: (n) => plural(n, 'case selecionado', 'cases selecionados'),
          selectAll: (n) => `Selecionar todos os ${n} cases que correspondem aos filtros`,
        }}
        actions={(item) => <RowActions noun="case" onEdit={() => void editor.openFor(item)} onDelete={() => setDeleting(item)} />}
      />
      <CaseFormDialog {...editor.dialog} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Confirmar exclusão"
        description={`Tem certeza que deseja excluir o case "${deleting?.title ?? ''}"? ${trashNotice(trashDays)}`}
        confirmLabel="Excluir"
        onConfirm={() => deleting && remove.mutate(deleting)}
      />
    </ListScreen>
  );
}
