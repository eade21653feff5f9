import { useMutation, useQueryClient, type QueryKey, type UseQueryResult } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { toast } from '~/components/ui/toast';
import { errorMessage } from '../api/client';
import { CardHeader, CardTitle } from '../components/card';
import type { Column } from './resource-list';
import { ToggleAction } from './toggle-action';
import { useReorder, type Ordered } from './use-reorder';

/*
 * A list whose order is the site's (menu items, a page's sections, cases): rows with reorder handles,
 * edited in a dialog, deleted after a question, the list kept in the query cache (one row replaced,
 * one removed) so a change shows at once. The screen keeps its columns, texts and dialogs.
 */

/** How to reorder, under the list's heading. */
export const REORDER_HINT = 'Arraste pela alça para reordenar, ou foque nela e use Espaço e as setas.';

/** The head of a card holding a reorderable list: its title, how to reorder (or why not now), its actions. */
export function SortableHeader({ title, titleId, hint = REORDER_HINT, children }: { title: ReactNode; titleId?: string; hint?: string; children?: ReactNode }) {
  return (
    <CardHeader>
      <div>
        <CardTitle id={titleId}>{title}</CardTitle>
        <p className="text-xs text-ink-500">{hint}</p>
      </div>
      {children ? <div className="flex flex-wrap items-center gap-2">{children}</div> : null}
    </CardHeader>
  );
}

export type SortableListOptions<D, I extends Ordered> = {
  query: UseQueryResult<D>;
  queryKey: QueryKey;
  /** What is refetched after a delete: the list's own key unless given (cases: every page of them). */
  refreshKey?: QueryKey;
  /** The list inside the cached data. */
  items: (data: D) => I[];
  /** The cached data with the list replaced. */
  withItems: (data: D, items: I[]) => D;
  /** A row's name, in the reorder announcements. */
  label: (item: I) => string;
  /** Saves a new order; `disabled` keeps the handles but refuses to move (a sorted or filtered list). */
  reorder: { save: (ids: string[]) => Promise<unknown>; success: string; failure: string; disabled?: boolean };
  /** Deletes a row once its `question` is confirmed. */
  remove: { run: (item: I) => Promise<unknown>; question: (item: I) => string; success: string; failure: string };
};

/**
 * What a reorderable list's screen shares: `list` for ResourceList (rows, status, retry, reorder), `edit`
 * and `editor` for its form dialog (`editing` is null for a new row), `replace` for a row saved elsewhere,
 * `askDelete` and `confirmDelete` for ConfirmDialog.
 */
export function useSortableList<D, I extends Ordered>(options: SortableListOptions<D, I>) {
  const { query, queryKey, refreshKey = queryKey, items, withItems, label, reorder, remove } = options;
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<I | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [deleting, setDeleting] = useState<I | null>(null);
  const [asking, setAsking] = useState(false);
  const setCached = (update: (list: I[]) => I[]) => queryClient.setQueryData<D>(queryKey, (data) => (data ? withItems(data, update(items(data))) : data));

  const order = useReorder({ queryKey, items, withItems, save: reorder.save, success: reorder.success, failure: reorder.failure });
  const removal = useMutation({
    mutationFn: remove.run,
    onSuccess: (_, item) => {
      setCached((list) => list.filter((other) => other.id !== item.id));
      toast.success(remove.success);
      void queryClient.invalidateQueries({ queryKey: refreshKey });
    },
    onError: (error) => toast.error(remove.failure, { description: errorMessage(error) }),
  });

  const rows = query.data ? items(query.data) : [];
  return {
    rows,
    list: {
      rows,
      status: query.status,
      onRetry: () => void query.refetch(),
      reorder: { onCommit: (ids: string[]) => order.mutate(ids), label, disabled: order.isPending || reorder.disabled },
    },
    edit: (item: I | null) => {
      setEditing(item);
      setFormOpen(true);
    },
    editor: { open: formOpen, onOpenChange: setFormOpen, editing },
    replace: (updated: I) => setCached((list) => list.map((item) => (item.id === updated.id ? updated : item))),
    askDelete: (item: I) => {
      setDeleting(item);
      setAsking(true);
    },
    // The question keeps the last row asked about while the dialog closes.
    confirmDelete: {
      open: asking,
      onOpenChange: setAsking,
      title: 'Confirmar exclusão',
      description: deleting ? remove.question(deleting) : '',
      confirmLabel: 'Excluir',
      onConfirm: () => deleting && removal.mutate(deleting),
    },
  };
}

/** The 'Visível' column of a list whose rows can be hidden: a pressed eye button, saved at once. */
export function useVisibleColumn<I extends { id: string; visible: boolean }>(
  replace: (updated: I) => void,
  options: {
    save: (item: I, visible: boolean) => Promise<I>;
    /** What a row is called, in its button's name: 'Ocultar item', 'Mostrar item'. */
    noun: string;
    /** The success toast once shown, once hidden. */
    toasts: readonly [string, string];
    failure: string;
  },
): Column<I> {
  const { save, noun, toasts, failure } = options;
  const toggle = useMutation({
    mutationFn: (item: I) => save(item, !item.visible),
    onSuccess: (updated) => {
      replace(updated);
      toast.success(updated.visible ? toasts[0] : toasts[1]);
    },
    onError: (error) => toast.error(failure, { description: errorMessage(error) }),
  });
  return {
    id: 'visible',
    label: 'Visível',
    align: 'center',
    cell: (item) => (
      <ToggleAction on={item.visible} label={[`Ocultar ${noun}`, `Mostrar ${noun}`]} pending={toggle.isPending && toggle.variables?.id === item.id} onToggle={() => toggle.mutate(item)} />
    ),
  };
}
