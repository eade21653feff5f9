import type { TCase } from '@softhouse/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Eye, EyeOff, GripVertical, Pencil, Plus, Star, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '~/components/ui/button';
import { Skeleton } from '~/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '~/components/ui/table';
import { toast } from '~/components/ui/toast';
import { cn } from '~/lib/cn';
import { errorMessage } from '../api/client';
import { Card, CardHeader, CardTitle } from '../components/card';
import { ConfirmDialog } from '../components/confirm-dialog';
import { IconButton } from '../components/icon-button';
import { LoadError } from '../components/load-error';
import { PageHeader } from '../components/page-header';
import { LiveRegion } from '../sortable/live-region';
import { useSortable } from '../sortable/use-sortable';
import { CaseFormDialog } from './case-form-dialog';
import { casesApi, casesKey, useCases } from './cases-api';
import { CaseThumb } from './case-thumb';

type Patch = { id: string; field: 'published' | 'featured'; value: boolean };

/** 'Gerenciamento de Cases' (SPEC §2, §8). */
export function CasesScreen() {
  const queryClient = useQueryClient();
  const cases = useCases();
  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<TCase | null>(null);
  const [deleting, setDeleting] = useState<TCase | null>(null);
  const list = cases.data ?? [];

  const setCached = (update: (items: TCase[]) => TCase[]) =>
    queryClient.setQueryData<{ data: TCase[] }>(casesKey, (page) => (page ? { ...page, data: update(page.data) } : page));

  const toggle = useMutation({
    mutationFn: ({ id, field, value }: Patch) => casesApi.update(id, { [field]: value }),
    onSuccess: (updated, { field }) => {
      setCached((items) => items.map((item) => (item.id === updated.id ? updated : item)));
      toast.success(field === 'featured' ? 'Status de destaque atualizado!' : 'Status de publicação atualizado!');
    },
    onError: (error, { field }) =>
      toast.error(field === 'featured' ? 'Erro ao atualizar destaque' : 'Erro ao atualizar publicação', { description: errorMessage(error) }),
  });

  const remove = useMutation({
    mutationFn: (item: TCase) => casesApi.remove(item.id),
    onSuccess: (_, item) => {
      setCached((items) => items.filter((other) => other.id !== item.id));
      toast.success('Case excluído com sucesso!');
      void queryClient.invalidateQueries({ queryKey: casesKey });
    },
    onError: (error) => toast.error('Erro ao excluir case', { description: errorMessage(error) }),
  });

  const reorder = useMutation({
    mutationFn: (ids: string[]) => casesApi.reorder(ids),
    onMutate: (ids) => {
      const previous = queryClient.getQueryData(casesKey);
      setCached((items) => {
        const byId = new Map(items.map((item) => [item.id, item]));
        return ids.flatMap((id, index) => {
          const item = byId.get(id);
          return item ? [{ ...item, order: index + 1 }] : [];
        });
      });
      return { previous };
    },
    onSuccess: () => toast.success('Ordem dos cases atualizada!'),
    onError: (error, _ids, context) => {
      if (context?.previous) queryClient.setQueryData(casesKey, context.previous);
      toast.error('Erro ao reordenar cases', { description: errorMessage(error) });
    },
  });

  const titles = new Map(list.map((item) => [item.id, item.title]));
  const label = (id: string) => titles.get(id) ?? 'case';
  const sortable = useSortable({
    ids: list.map((item) => item.id),
    onCommit: (ids) => reorder.mutate(ids),
    label,
    disabled: reorder.isPending,
  });
  const byId = new Map(list.map((item) => [item.id, item]));
  const rows = sortable.order.flatMap((id) => byId.get(id) ?? []);

  const openForm = (item: TCase | null) => {
    setEditing(item);
    setFormOpen(true);
  };

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Gerenciamento de Cases"
        description="Os cases do portfólio, na ordem em que aparecem no site."
        actions={
          <Button size="sm" onClick={() => openForm(null)}>
            <Plus aria-hidden="true" />
            Novo Case
          </Button>
        }
      />
      <Card>
        <CardHeader>
          <CardTitle>Portfolio de Cases ({list.length})</CardTitle>
          <p className="text-xs text-ink-500">Arraste pela alça para reordenar, ou foque nela e use Espaço e as setas.</p>
        </CardHeader>
        {cases.isPending ? (
          <CasesSkeleton />
        ) : cases.isError ? (
          <LoadError what="os cases" onRetry={() => void cases.refetch()} />
        ) : list.length === 0 ? (
          <p className="px-5 py-12 text-center text-sm text-ink-600">Nenhum case cadastrado ainda.</p>
        ) : (
          <Table aria-label="Cases">
            <TableHeader>
              <TableRow className="hover:bg-transparent">
                <TableHead className="w-10">
                  <span className="sr-only">Ordem</span>
                </TableHead>
                <TableHead>Case</TableHead>
                <TableHead>Cliente</TableHead>
                <TableHead className="text-center">Publicado</TableHead>
                <TableHead className="text-center">Destaque</TableHead>
                <TableHead className="text-right">Ações</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {rows.map((item, index) => (
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
                    <div className="flex min-w-48 items-center gap-3">
                      <span className="hidden w-5 shrink-0 text-right text-xs font-bold text-ink-400 lg:block">{index + 1}</span>
                      <CaseThumb src={item.imageUrl} />
                      <div className="min-w-0">
                        <p className="line-clamp-2 font-semibold text-ink-800">{item.title}</p>
                        <p className="line-clamp-1 text-xs break-all text-ink-500">/{item.slug}</p>
                      </div>
                    </div>
                  </TableCell>
                  <TableCell className="text-ink-700">{item.client}</TableCell>
                  <TableCell className="text-center">
                    <IconButton
                      label={item.published ? 'Despublicar case' : 'Publicar case'}
                      aria-pressed={item.published}
                      tone={item.published ? 'active' : 'default'}
                      disabled={toggle.isPending && toggle.variables?.id === item.id}
                      onClick={() => toggle.mutate({ id: item.id, field: 'published', value: !item.published })}
                    >
                      {item.published ? <Eye aria-hidden="true" /> : <EyeOff aria-hidden="true" />}
                    </IconButton>
                  </TableCell>
                  <TableCell className="text-center">
                    <IconButton
                      label={item.featured ? 'Remover destaque' : 'Destacar case'}
                      aria-pressed={item.featured}
                      tone={item.featured ? 'active' : 'default'}
                      disabled={toggle.isPending && toggle.variables?.id === item.id}
                      onClick={() => toggle.mutate({ id: item.id, field: 'featured', value: !item.featured })}
                    >
                      <Star aria-hidden="true" className={cn(item.featured && 'fill-current')} />
                    </IconButton>
                  </TableCell>
                  <TableCell>
                    <div className="flex justify-end gap-1">
                      <IconButton label="Editar case" onClick={() => openForm(item)}>
                        <Pencil aria-hidden="true" />
                      </IconButton>
                      <IconButton label="Excluir case" tone="danger" onClick={() => setDeleting(item)}>
                        <Trash2 aria-hidden="true" />
                      </IconButton>
                    </div>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </Card>
      <LiveRegion message={sortable.announcement} />
      <CaseFormDialog open={formOpen} onOpenChange={setFormOpen} editing={editing} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Confirmar exclusão"
        description={`Tem certeza que deseja excluir o case "${deleting?.title ?? ''}"? Esta ação não pode ser desfeita.`}
        confirmLabel="Excluir"
        onConfirm={() => deleting && remove.mutate(deleting)}
      />
    </div>
  );
}

function CasesSkeleton() {
  return (
    <div className="flex flex-col gap-1 p-4" aria-busy="true" aria-label="Carregando cases">
      {Array.from({ length: 5 }, (_, i) => (
        <div key={i} className="flex items-center gap-4 py-2">
          <Skeleton className="size-8" />
          <Skeleton className="h-10 w-14" />
          <div className="flex flex-1 flex-col gap-2">
            <Skeleton className="h-3.5 w-1/3" />
            <Skeleton className="h-3 w-1/5" />
          </div>
          <Skeleton className="h-3.5 w-24" />
          <Skeleton className="size-8" />
          <Skeleton className="size-8" />
          <Skeleton className="h-8 w-20" />
        </div>
      ))}
    </div>
  );
}
