import { trashNotice, type TBlogPost } from '@softhouse/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Send, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '~/components/ui/badge';
import { toast } from '~/components/ui/toast';
import { ConfirmDialog } from '../components/confirm-dialog';
import { formatDate, retryDescription } from '../components/format';
import { IconButton } from '../components/icon-button';
import { ImagePreview } from '../components/image-preview';
import { type BulkAction, bulkDelete, bulkRunner, type Column, filterOptions, ListCard, ListScreen, pageProps, plural, RowActions, useEditorDialog, useListParams } from '../kit';
import { isScheduled, ScheduledBadge } from '../scheduling';
import { BLOG_FILTERS, blogApi, blogBulk, blogKey, useBlogPost, useBlogPosts, type BlogListParams } from './blog-api';
import { PostFormDialog } from './post-form-dialog';
import { useTrashDays } from '../trash/trash-api';

const DEFAULT_SORT = { key: 'createdAt', order: 'desc' } as const;

const columns: Column<TBlogPost>[] = [
  {
    id: 'post',
    label: 'Publicação',
    sortKey: 'title',
    primary: true,
    cell: (post) => (
      <div className="flex min-w-64 items-center gap-3 max-sm:min-w-0">
        <ImagePreview src={post.featuredImage} alt="" className="h-11 w-16 shrink-0 rounded-lg ring-1 ring-ink-200" />
        <div className="min-w-0">
          <p className="line-clamp-1 font-semibold text-ink-800">{post.title}</p>
          <p className="line-clamp-1 text-xs text-ink-500">{post.excerpt}</p>
        </div>
      </div>
    ),
  },
  {
    id: 'date',
    label: 'Data',
    sortKey: 'createdAt',
    className: 'whitespace-nowrap text-ink-700',
    cell: (post) => formatDate(post.publishedAt ?? post.createdAt),
  },
  {
    id: 'status',
    label: 'Status',
    cell: (post) =>
      isScheduled(post.status === 'published', post.publishedAt) ? (
        <ScheduledBadge publishedAt={post.publishedAt!} />
      ) : post.status === 'published' ? (
        <Badge variant="success">Publicado</Badge>
      ) : (
        <Badge variant="neutral">Rascunho</Badge>
      ),
  },
];

function bulkActions(list: BlogListParams, refresh: () => Promise<void>, trashDays: number): BulkAction[] {
  const action = bulkRunner(blogBulk, list, refresh);
  return [
    { id: 'publish', label: 'Publicar', icon: <Send aria-hidden="true" />, run: action('publish'), done: (n) => `${plural(n, 'post publicado', 'posts publicados')}`, failed: 'Erro ao publicar posts' },
    { id: 'unpublish', label: 'Despublicar', icon: <Undo2 aria-hidden="true" />, run: action('unpublish'), done: (n) => `${plural(n, 'post despublicado', 'posts despublicados')}`, failed: 'Erro ao despublicar posts' },
    bulkDelete({ one: 'post', many: 'posts', title: 'Excluir posts', confirmLabel: 'Sim, Excluir', trashDays, run: action('delete') }),
  ];
}

/** 'Gerenciamento do Blog' (product.md §2, §8). */
export function BlogScreen() {
  const queryClient = useQueryClient();
  const list = useListParams({ defaultSort: DEFAULT_SORT, sortKeys: ['title', 'createdAt'], filters: BLOG_FILTERS });
  const posts = useBlogPosts(list);
  const [deleting, setDeleting] = useState<TBlogPost | null>(null);
  const trashDays = useTrashDays();
  const refresh = () => queryClient.invalidateQueries({ queryKey: blogKey });

  const status = useMutation({
    mutationFn: (post: TBlogPost) => (post.status === 'published' ? blogApi.unpublish(post.id) : blogApi.publish(post.id)),
    onSuccess: async (updated) => {
      toast.success(updated.status === 'published' ? 'Post publicado' : 'Post despublicado');
      await refresh();
    },
    onError: (error) => {
      console.error('Blog post status change failed', error);
      toast.error('Erro ao atualizar post', { description: retryDescription(error, 'Não foi possível alterar o status do post.') });
    },
  });

  const remove = useMutation({
    mutationFn: (post: TBlogPost) => blogApi.remove(post.id),
    onSuccess: async () => {
      toast.success('Post excluído');
      list.rowRemoved(posts.data?.data.length ?? 0);
      await refresh();
    },
    onError: (error) => {
      console.error('Blog post delete failed', error);
      toast.error('Erro ao excluir post', { description: retryDescription(error, 'Não foi possível excluir o post.') });
    },
  });

  // ?edit=<id>&field=<name> (the SEO report's "Corrigir"): that post's editor, at that field.
  const editor = useEditorDialog(useBlogPost, { title: 'Post não encontrado', description: 'O post deste link não existe mais.' });

  return (
    <ListScreen
      title="Gerenciamento do Blog"
      description="Publicações do blog, das mais recentes para as mais antigas."
      create={{ label: 'Nova Publicação', onClick: () => void editor.openFor(null) }}
    >
      <ListCard
        label="Publicações"
        what="as publicações"
        columns={columns}
        {...pageProps(posts, list)}
        rowName={(post) => post.title}
        empty={{ none: `Nenhuma publicação ainda. Crie a primeira em 'Nova Publicação'.`, filtered: 'Nenhuma publicação encontrada com os filtros aplicados.' }}
        search="Buscar publicações"
        filters={[{ name: 'status', label: 'Status', options: filterOptions('Todas', { published: 'Publicadas', draft: 'Rascunhos' }) }]}
        bulk={{ actions: bulkActions(list, refresh, trashDays), noun: { one: 'publicação', many: 'publicações', feminine: true } }}
        actions={(post) => {
          const published = post.status === 'published';
          return (
            <RowActions noun="post" onEdit={() => void editor.openFor(post)} onDelete={() => setDeleting(post)}>
              <IconButton
                label={published ? 'Despublicar post' : 'Publicar post'}
                disabled={status.isPending && status.variables?.id === post.id}
                onClick={() => status.mutate(post)}
              >
                {published ? <Undo2 aria-hidden="true" /> : <Send aria-hidden="true" />}
              </IconButton>
            </RowActions>
          );
        }}
      />
      <PostFormDialog {...editor.dialog} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Excluir Post"
        description={`Tem certeza que deseja excluir este post? ${trashNotice(trashDays)}`}
        confirmLabel="Sim, Excluir"
        onConfirm={() => deleting && remove.mutate(deleting)}
      />
    </ListScreen>
  );
}
