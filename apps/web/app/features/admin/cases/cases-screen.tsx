import { trashNotice, type TCase } from '@softhouse/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Eye, EyeOff, Star, StarOff } from 'lucide-react';
import { cn } from '~/lib/cn';
import { ConfirmDialog } from '../components/confirm-dialog';
import { type BulkAction, bulkDelete, bulkRunner, type Column, filterOptions, ListCard, ListScreen, plural, REORDER_HINT, RowActions, ToggleAction, useEditorDialog, useListMutation, useListParams, useSortableList } from '../kit';
import { isScheduled, ScheduledBadge } from '../scheduling';
import { CaseFormDialog } from './case-form-dialog';
import { CASE_FILTERS, caseQuery, casesApi, casesKey, casesQuery, useCase, useCases, type CaseListParams } from './cases-api';
import { CaseThumb } from './case-thumb';
import { useTrashDays } from '../trash/trash-api';

type Patch = { id: string; field: 'published' | 'featured'; value: boolean };

const DEFAULT_SORT = { key: 'order', order: 'asc' } as const;

function bulkActions(list: CaseListParams, refresh: () => Promise<void>, trashDays: number): BulkAction[] {
  const action = bulkRunner(casesApi.bulk, list, refresh);
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
  const query = useCases(list);
  const trashDays = useTrashDays();
  // The display order is global: it is changed on the whole list, in that order, unfiltered.
  const canReorder = list.sort.key === 'order' && list.sort.order === 'asc' && !list.filtered;
  const refresh = () => queryClient.invalidateQueries({ queryKey: casesKey });

  const cases = useSortableList({
    query,
    queryKey: [...casesKey, 'list', casesQuery(list)],
    refreshKey: casesKey,
    items: (data) => data.data,
    withItems: (data, rows) => ({ ...data, data: rows }),
    label: (item) => item.title,
    reorder: { save: casesApi.reorder, success: 'Ordem dos cases atualizada!', failure: 'Erro ao reordenar cases', disabled: !canReorder },
    remove: {
      run: (item) => casesApi.remove(item.id),
      question: (item) => `Tem certeza que deseja excluir o case "${item.title}"? ${trashNotice(trashDays)}`,
      success: 'Case excluído com sucesso!',
      failure: 'Erro ao excluir case',
    },
  });

  const toggle = useListMutation({
    run: ({ id, field, value }: Patch) => casesApi.update(id, { [field]: value }),
    done: (_, { field }) => (field === 'featured' ? 'Status de destaque atualizado!' : 'Status de publicação atualizado!'),
    failed: ({ field }) => (field === 'featured' ? 'Erro ao atualizar destaque' : 'Erro ao atualizar publicação'),
    after: cases.replace,
    // A filtered list may no longer hold the row.
    refresh: list.filtered ? casesKey : undefined,
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
            {canReorder ? REORDER_HINT : 'Para reordenar, ordene por posição e limpe a busca e os filtros.'}
          </p>
        }
        label="Cases"
        what="os cases"
        columns={columns}
        {...cases.list}
        rowName={(item) => item.title}
        params={list}
        total={query.data?.meta.total}
        empty={{ none: 'Nenhum case cadastrado ainda.', filtered: 'Nenhum case encontrado com os filtros aplicados.' }}
        skeletonRows={5}
        search="Buscar cases"
        filters={[
          { name: 'published', label: 'Publicação', options: filterOptions('Todos', { true: 'Publicados', false: 'Ocultos' }) },
          { name: 'featured', label: 'Destaque', options: filterOptions('Todos', { true: 'Em destaque' }) },
        ]}
        bulk={{ actions: bulkActions(list, refresh, trashDays), noun: { one: 'case', many: 'cases' } }}
        actions={(item) => <RowActions noun="case" onEdit={() => void editor.openFor(item)} onDelete={() => cases.askDelete(item)} />}
      />
      <CaseFormDialog {...editor.dialog} />
      <ConfirmDialog {...cases.confirmDelete} />
    </ListScreen>
  );
}
