import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Eye, EyeOff, GripVertical, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '~/components/ui/button';
import { Skeleton } from '~/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '~/components/ui/table';
import { toast } from '~/components/ui/toast';
import type { TMenu } from '@softhouse/contracts';
import { cn } from '~/lib/cn';
import { errorMessage } from '../api/client';
import { Card, CardHeader, CardTitle } from '../components/card';
import { ConfirmDialog } from '../components/confirm-dialog';
import { IconButton } from '../components/icon-button';
import { LoadError } from '../components/load-error';
import { LiveRegion } from '../sortable/live-region';
import { useSortable } from '../sortable/use-sortable';
import { LabelItemDialog, type LabelItemValues } from './label-item-dialog';
import { labelText, menuApi, menuKey, useMainMenu, type MenuItem } from './menu-footer-api';

/** The header navigation ('main' menu). */
export function MenuCard() {
  const queryClient = useQueryClient();
  const menu = useMainMenu();
  const items = menu.data?.items ?? [];
  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<MenuItem | null>(null);
  const [deleting, setDeleting] = useState<MenuItem | null>(null);

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

  const reorder = useMutation({
    mutationFn: (ids: string[]) => menuApi.reorder(ids),
    onMutate: (ids) => {
      const previous = queryClient.getQueryData(menuKey);
      setCached((list) => {
        const byId = new Map(list.map((item) => [item.id, item]));
        return ids.flatMap((id, index) => {
          const item = byId.get(id);
          return item ? [{ ...item, order: index + 1 }] : [];
        });
      });
      return { previous };
    },
    onSuccess: () => toast.success('Ordem do menu atualizada!'),
    onError: (error, _ids, context) => {
      if (context?.previous) queryClient.setQueryData(menuKey, context.previous);
      toast.error('Erro ao reordenar o menu', { description: errorMessage(error) });
    },
  });

  const names = new Map(items.map((item) => [item.id, labelText(item)]));
  const sortable = useSortable({
    ids: items.map((item) => item.id),
    onCommit: (ids) => reorder.mutate(ids),
    label: (id) => names.get(id) ?? 'item',
    disabled: reorder.isPending,
  });
  const byId = new Map(items.map((item) => [item.id, item]));
  const rows = sortable.order.flatMap((id) => byId.get(id) ?? []);

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
      </CardHeader>
      {menu.isPending ? (
        <div className="flex flex-col gap-3 p-5" aria-busy="true" aria-label="Carregando menu">
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} className="h-9 w-full" />
          ))}
        </div>
      ) : menu.isError ? (
        <LoadError what="o menu" onRetry={() => void menu.refetch()} />
      ) : rows.length === 0 ? (
        <p className="px-5 py-12 text-center text-sm text-ink-600">Nenhum item no menu.</p>
      ) : (
        <Table aria-label="Itens do menu">
          <TableHeader>
            <TableRow className="hover:bg-transparent">
              <TableHead className="w-10">
                <span className="sr-only">Ordem</span>
              </TableHead>
              <TableHead>Texto</TableHead>
              <TableHead>Caminho</TableHead>
              <TableHead className="text-center">Visível</TableHead>
              <TableHead className="text-right">Ações</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((item) => (
              <TableRow
                key={item.id}
                {...sortable.itemProps(item.id)}
                className={cn(sortable.activeId === item.id && 'relative bg-brand-light/60 shadow-lift hover:bg-brand-light/60')}
              >
                <TableCell className="w-10 pr-0">
                  <button
                    type="button"
                    {...sortable.handleProps(item.id)}
                    className="grid size-8 cursor-grab place-items-center rounded-lg text-ink-400 hover:bg-ink-100 hover:text-ink-700 active:cursor-grabbing aria-pressed:bg-brand aria-pressed:text-white"
                  >
                    <GripVertical aria-hidden="true" className="size-4" />
                  </button>
                </TableCell>
                <TableCell>
                  <p className="font-semibold text-ink-800">{labelText(item)}</p>
                  {item.labelKey && !(item.label as { pt?: string } | null)?.pt ? (
                    <p className="text-xs text-ink-500">Dicionário: {item.labelKey}</p>
                  ) : null}
                </TableCell>
                <TableCell className="text-ink-700">{item.path}</TableCell>
                <TableCell className="text-center">
                  <IconButton
                    label={item.visible ? 'Ocultar item' : 'Mostrar item'}
                    aria-pressed={item.visible}
                    tone={item.visible ? 'active' : 'default'}
                    disabled={toggle.isPending && toggle.variables?.id === item.id}
                    onClick={() => toggle.mutate(item)}
                  >
                    {item.visible ? <Eye aria-hidden="true" /> : <EyeOff aria-hidden="true" />}
                  </IconButton>
                </TableCell>
                <TableCell>
                  <div className="flex justify-end gap-1">
                    <IconButton
                      label="Editar item"
                      onClick={() => {
                        setEditing(item);
                        setFormOpen(true);
                      }}
                    >
                      <Pencil aria-hidden="true" />
                    </IconButton>
                    <IconButton label="Excluir item" tone="danger" onClick={() => setDeleting(item)}>
                      <Trash2 aria-hidden="true" />
                    </IconButton>
                  </div>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <LiveRegion message={sortable.announcement} />
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
