import { CONTENT_PAGES, type TContentPage, type TSection } from '@softhouse/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ExternalLink, Eye, EyeOff, GripVertical, Info, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Badge } from '~/components/ui/badge';
import { Button } from '~/components/ui/button';
import { Label } from '~/components/ui/label';
import { NativeSelect } from '~/components/ui/native-select';
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
      pagesApi.updateSection(page, section.id, { type: section.type, content: section.content, visible: !section.visible }),
    onSuccess: (updated) => {
      setCached((items) => items.map((item) => (item.id === updated.id ? updated : item)));
      toast.success(updated.visible ? 'Seção visível no site!' : 'Seção oculta no site!');
    },
    onError: (error) => toast.error('Erro ao atualizar seção', { description: errorMessage(error) }),
  });

  const reorder = useMutation({
    mutationFn: (ids: string[]) => pagesApi.reorder(page, ids),
    onMutate: (ids) => {
      const previous = queryClient.getQueryData(key);
      setCached((items) => {
        const byId = new Map(items.map((item) => [item.id, item]));
        return ids.flatMap((id, index) => {
          const item = byId.get(id);
          return item ? [{ ...item, order: index + 1 }] : [];
        });
      });
      return { previous };
    },
    onSuccess: () => toast.success('Ordem das seções atualizada!'),
    onError: (error, _ids, context) => {
      if (context?.previous !== undefined) queryClient.setQueryData(key, context.previous);
      toast.error('Erro ao reordenar seções', { description: errorMessage(error) });
    },
  });

  const titles = new Map(sections.map((item) => [item.id, sectionTitle(item)]));
  const sortable = useSortable({
    ids: sections.map((item) => item.id),
    onCommit: (ids) => reorder.mutate(ids),
    label: (id) => titles.get(id) ?? 'seção',
    disabled: reorder.isPending,
  });
  const byId = new Map(sections.map((item) => [item.id, item]));
  const rows = sortable.order.flatMap((id) => byId.get(id) ?? []);

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
            <Button size="sm" onClick={() => openForm(null)}>
              <Plus aria-hidden="true" />
              Nova Seção
            </Button>
          ) : null}
        </div>
      </CardHeader>
      {content.isPending ? (
        <div className="flex flex-col gap-3 p-5" aria-busy="true" aria-label="Carregando seções">
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} className="h-10 w-full" />
          ))}
        </div>
      ) : content.isError ? (
        <LoadError what="a página" onRetry={() => void content.refetch()} />
      ) : content.data === null ? (
        <div className="flex flex-col items-center gap-3 px-5 py-12 text-center">
          <p className="text-sm text-ink-600">Esta página ainda não tem conteúdo próprio: o site mostra os textos padrão.</p>
          <Button size="sm" onClick={() => create.mutate()} disabled={create.isPending}>
            <Plus aria-hidden="true" />
            Criar página
          </Button>
        </div>
      ) : rows.length === 0 ? (
        <p className="px-5 py-12 text-center text-sm text-ink-600">Nenhuma seção cadastrada ainda.</p>
      ) : (
        <Table aria-label="Seções">
          <TableHeader>
            <TableRow className="hover:bg-transparent">
              <TableHead className="w-10">
                <span className="sr-only">Ordem</span>
              </TableHead>
              <TableHead>Título</TableHead>
              <TableHead>Tipo</TableHead>
              <TableHead className="text-center">Visível</TableHead>
              <TableHead className="text-right">Ações</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((section, index) => (
              <TableRow
                key={section.id}
                {...sortable.itemProps(section.id)}
                className={cn(sortable.activeId === section.id && 'relative bg-brand-light/60 shadow-lift hover:bg-brand-light/60')}
              >
                <TableCell className="w-10 pr-0">
                  <button
                    type="button"
                    {...sortable.handleProps(section.id)}
                    className="grid size-8 cursor-grab place-items-center rounded-lg text-ink-400 hover:bg-ink-100 hover:text-ink-700 active:cursor-grabbing aria-pressed:bg-brand aria-pressed:text-white"
                  >
                    <GripVertical aria-hidden="true" className="size-4" />
                  </button>
                </TableCell>
                <TableCell>
                  <div className="flex items-center gap-3">
                    <span className="w-5 shrink-0 text-right text-xs font-bold text-ink-400">{index + 1}</span>
                    <p className="line-clamp-2 font-semibold text-ink-800">{sectionTitle(section)}</p>
                  </div>
                </TableCell>
                <TableCell>
                  <Badge variant={section.type === 'hero' ? 'brand' : 'neutral'}>{SECTION_TYPE_LABELS[section.type] ?? section.type}</Badge>
                </TableCell>
                <TableCell className="text-center">
                  <IconButton
                    label={section.visible ? 'Ocultar seção' : 'Mostrar seção'}
                    aria-pressed={section.visible}
                    tone={section.visible ? 'active' : 'default'}
                    disabled={toggle.isPending && toggle.variables?.id === section.id}
                    onClick={() => toggle.mutate(section)}
                  >
                    {section.visible ? <Eye aria-hidden="true" /> : <EyeOff aria-hidden="true" />}
                  </IconButton>
                </TableCell>
                <TableCell>
                  <div className="flex justify-end gap-1">
                    <IconButton label="Editar seção" onClick={() => openForm(section)}>
                      <Pencil aria-hidden="true" />
                    </IconButton>
                    <IconButton label="Excluir seção" tone="danger" onClick={() => setDeleting(section)}>
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
