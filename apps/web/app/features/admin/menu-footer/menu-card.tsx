import type { TMenu } from '@softhouse/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { Button } from '~/components/ui/button';
import { Card } from '../components/card';
import { ConfirmDialog } from '../components/confirm-dialog';
import { HistoryButton, useHistoryControl } from '../history';
import { ResourceList, RowActions, SortableHeader, useSortableList, useVisibleColumn } from '../kit';
import { LabelItemDialog, type LabelItemValues } from './label-item-dialog';
import { labelText, MAIN, menuApi, menuKey, shownText, useMainMenu } from './menu-footer-api';

/** The header navigation ('main' menu). */
export function MenuCard() {
  const queryClient = useQueryClient();
  const history = useHistoryControl();
  const refresh = () => queryClient.invalidateQueries({ queryKey: menuKey });

  const menu = useSortableList({
    query: useMainMenu(),
    queryKey: menuKey,
    items: (data: TMenu) => data.items,
    withItems: (data, items) => ({ ...data, items }),
    label: labelText,
    reorder: { save: menuApi.reorder, success: 'Ordem do menu atualizada!', failure: 'Erro ao reordenar o menu' },
    remove: {
      run: (item) => menuApi.remove(item.id),
      question: (item) => `Tem certeza que deseja excluir o item "${labelText(item)}" do menu? Esta ação não pode ser desfeita.`,
      success: 'Item do menu excluído com sucesso!',
      failure: 'Erro ao excluir item do menu',
    },
  });
  const visible = useVisibleColumn(menu.replace, {
    save: (item, shown) => menuApi.update(item.id, { visible: shown }),
    noun: 'item',
    toasts: ['Item visível no menu!', 'Item oculto no menu!'],
    failure: 'Erro ao atualizar item do menu',
  });
  const { editing } = menu.editor;

  const save = async ({ label, labelKey, target, flag }: LabelItemValues) => {
    const body = { label, labelKey, path: target, visible: flag };
    await (editing ? menuApi.update(editing.id, body) : menuApi.add(body));
    await refresh();
  };

  return (
    <Card aria-labelledby="menu-title">
      <SortableHeader title={`Menu principal (${menu.rows.length})`} titleId="menu-title">
        <HistoryButton control={history} type="menus" itemId={MAIN} label="Histórico do menu principal" onRestored={() => void refresh()} />
        <Button size="sm" onClick={() => menu.edit(null)}>
          <Plus aria-hidden="true" />
          Novo Item
        </Button>
      </SortableHeader>
      <ResourceList
        label="Itens do menu"
        loadingLabel="Carregando menu"
        what="o menu"
        columns={[
          {
            id: 'label',
            label: 'Texto',
            primary: true,
            cell: (item) => (
              <>
                <p className="font-semibold text-ink-800">{labelText(item)}</p>
                <p className="text-xs text-ink-500">
                  <span lang="en">EN: {shownText(item, 'en')}</span> · <span lang="es">ES: {shownText(item, 'es')}</span>
                </p>
              </>
            ),
          },
          { id: 'path', label: 'Caminho', className: 'text-ink-700', cell: (item) => item.path },
          visible,
        ]}
        {...menu.list}
        empty="Nenhum item no menu."
        skeletonRows={4}
        actions={(item) => <RowActions noun="item" onEdit={() => menu.edit(item)} onDelete={() => menu.askDelete(item)} />}
      />
      <LabelItemDialog
        kind="menu"
        open={menu.editor.open}
        onOpenChange={menu.editor.onOpenChange}
        initial={editing ? { label: editing.label, labelKey: editing.labelKey, target: editing.path, flag: editing.visible } : null}
        onSave={save}
      />
      <ConfirmDialog {...menu.confirmDelete} />
    </Card>
  );
}
