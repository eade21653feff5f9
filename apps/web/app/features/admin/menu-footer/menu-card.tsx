import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '~/components/ui/button';
import { toast } from '~/components/ui/toast';
import type { TMenu } from '@softhouse/contracts';
import { errorMessage } from '../api/client';
import { Card, CardHeader, CardTitle } from '../components/card';
import { ConfirmDialog } from '../components/confirm-dialog';
import { HistoryButton, useHistoryControl } from '../history';
import { ResourceList, RowActions, ToggleAction, useReorder } from '../kit';
import { LabelItemDialog, type LabelItemValues } from './label-item-dialog';
import { labelText, MAIN, menuApi, menuKey, shownText, useMainMenu, type MenuItem } from './menu-footer-api';

/** The header navigation ('main' menu). */
export function MenuCard() {
  const queryClient = useQueryClient();
  const menu = useMainMenu();
  const items = menu.data?.items ?? [];
  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<MenuItem | null>(null);
  const [deleting, setDeleting] = useState<MenuItem | null>(null);
  const history = useHistoryControl();

  const setCached = (update: (items: MenuItem[]) => MenuItem[]) =>
    queryClient.setQueryData<TMenu>(menuKey, (data) => (data ? { ...data, items: update(data.items) } : data));
  const refresh = () => queryClient.invalidateQueries({ queryKey: menuKey });

  const toggle = useMutation({
    mutationFn: (item: MenuItem) => menuApi.update(item.id, { visible: !item.visible }),
    onSuccess: (updated) => {
      setCached((list) => list.map((item) => (item.id === updated.id ? updated : item)));
      toast.success(updated.visible ? 'Item visível no menu!' : 'Item oculto no menu!');
    },
    onError: (error) => toast.error('Erro ao atualizar item do menu', { description: errorMessage(error) }),
  });

  const remove = useMutation({
    mutationFn: (item: MenuItem) => menuApi.remove(item.id),
    onSuccess: (_, item) => {
      setCached((list) => list.filter((other) => other.id !== item.id));
      toast.success('Item do menu excluído com sucesso!');
      void refresh();
    },
    onError: (error) => toast.error('Erro ao excluir item do menu', { description: errorMessage(error) }),
  });

  const reorder = useReorder({
    queryKey: menuKey,
    items: (data: TMenu) => data.items,
    withItems: (data, list) => ({ ...data, items: list }),
    save: menuApi.reorder,
    success: 'Ordem do menu atualizada!',
    failure: 'Erro ao reordenar o menu',
  });

  const save = async ({ label, labelKey, target, flag }: LabelItemValues) => {
    const body = { label, labelKey, path: target, visible: flag };
    await (editing ? menuApi.update(editing.id, body) : menuApi.add(body));
    await refresh();
  };

  return (
    <Card aria-labelledby="menu-title">
      <CardHeader>
        <div>
          <CardTitle id="menu-title">Menu principal ({items.length})</CardTitle>
          <p className="text-xs text-ink-500">Arraste pela alça para reordenar, ou foque nela e use Espaço e as setas.</p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <HistoryButton control={history} type="menus" itemId={MAIN} label="Histórico do menu principal" onRestored={() => void refresh()} />
          <Button
            size="sm"
            onClick={() => {
              setEditing(null);
              setFormOpen(true);
            }}
          >
            <Plus aria-hidden="true" />
            Novo Item
          </Button>
        </div>
      </CardHeader>
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
          {
            id: 'visible',
            label: 'Visível',
            align: 'center',
            cell: (item) => (
              <ToggleAction
                on={item.visible}
                label={['Ocultar item', 'Mostrar item']}
                pending={toggle.isPending && toggle.variables?.id === item.id}
                onToggle={() => toggle.mutate(item)}
              />
            ),
          },
        ]}
        rows={items}
        status={menu.status}
        onRetry={() => void menu.refetch()}
        empty="Nenhum item no menu."
        skeletonRows={4}
        reorder={{ onCommit: (ids) => reorder.mutate(ids), label: labelText, disabled: reorder.isPending }}
        actions={(item) => (
          <RowActions
            noun="item"
            onEdit={() => {
              setEditing(item);
              setFormOpen(true);
            }}
            onDelete={() => setDeleting(item)}
          />
        )}
      />
      <LabelItemDialog
        kind="menu"
        open={formOpen}
        onOpenChange={setFormOpen}
        initial={editing ? { label: editing.label, labelKey: editing.labelKey, target: editing.path, flag: editing.visible } : null}
        onSave={save}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Confirmar exclusão"
        description={`Tem certeza que deseja excluir o item "${deleting ? labelText(deleting) : ''}" do menu? Esta ação não pode ser desfeita.`}
        confirmLabel="Excluir"
        onConfirm={() => deleting && remove.mutate(deleting)}
      />
    </Card>
  );
}
