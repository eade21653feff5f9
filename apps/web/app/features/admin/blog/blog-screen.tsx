import type { TBlogPost } from '@softhouse/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Pencil, Plus, Send, Trash2, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '~/components/ui/badge';
import { Button } from '~/components/ui/button';
import { Skeleton } from '~/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '~/components/ui/table';
import { toast } from '~/components/ui/toast';
import { Card } from '../components/card';
import { ConfirmDialog } from '../components/confirm-dialog';
import { formatDate, retryDescription } from '../components/format';
import { IconButton } from '../components/icon-button';
import { ImagePreview } from '../components/image-preview';
import { LoadError } from '../components/load-error';
import { PageHeader } from '../components/page-header';
import { Pager } from '../components/pager';
import { blogApi, blogKey, useBlogPosts } from './blog-api';
import { PostFormDialog } from './post-form-dialog';

/** 'Gerenciamento do Blog' (SPEC §2, §8). */
export function BlogScreen() {
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const posts = useBlogPosts(page);
  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<TBlogPost | null>(null);
  const [deleting, setDeleting] = useState<TBlogPost | null>(null);
  const rows = posts.data?.data ?? [];
  const totalPages = posts.data?.meta.pagination.totalPages ?? 1;

  const status = useMutation({
    mutationFn: (post: TBlogPost) => (post.status === 'published' ? blogApi.unpublish(post.id) : blogApi.publish(post.id)),
    onSuccess: async (updated) => {
      toast.success(updated.status === 'published' ? 'Post publicado' : 'Post despublicado');
      await queryClient.invalidateQueries({ queryKey: blogKey });
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
      // The last row of a page: go back one so the table is not left empty.
      if (rows.length === 1 && page > 1) setPage(page - 1);
      await queryClient.invalidateQueries({ queryKey: blogKey });
    },
    onError: (error) => {
      console.error('Blog post delete failed', error);
      toast.error('Erro ao excluir post', { description: retryDescription(error, 'Não foi possível excluir o post.') });
    },
  });

  const openForm = (post: TBlogPost | null) => {
    setEditing(post);
    setFormOpen(true);
  };

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Gerenciamento do Blog"
        description="Publicações do blog, das mais recentes para as mais antigas."
        actions={
          <Button size="sm" onClick={() => openForm(null)}>
            <Plus aria-hidden="true" />
            Nova Publicação
          </Button>
        }
      />
      <Card>
        {posts.isPending ? (
          <div className="flex flex-col gap-1 p-4" aria-busy="true" aria-label="Carregando publicações">
            {Array.from({ length: 6 }, (_, i) => (
              <div key={i} className="flex items-center gap-4 py-2">
                <Skeleton className="h-11 w-16" />
                <div className="flex flex-1 flex-col gap-2">
                  <Skeleton className="h-3.5 w-2/5" />
                  <Skeleton className="h-3 w-3/5" />
                </div>
                <Skeleton className="h-3.5 w-20" />
                <Skeleton className="h-5 w-20 rounded-full" />
                <Skeleton className="h-8 w-24" />
              </div>
            ))}
          </div>
        ) : posts.isError ? (
          <LoadError what="as publicações" onRetry={() => void posts.refetch()} />
        ) : rows.length === 0 ? (
          <p className="px-5 py-12 text-center text-sm text-ink-600">Nenhuma publicação ainda. Crie a primeira em 'Nova Publicação'.</p>
        ) : (
          <>
            <Table aria-label="Publicações">
              <TableHeader>
                <TableRow className="hover:bg-transparent">
                  <TableHead>Publicação</TableHead>
                  <TableHead>Data</TableHead>
                  <TableHead>Status</TableHead>
                  <TableHead className="text-right">Ações</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {rows.map((post) => {
                  const published = post.status === 'published';
                  return (
                    <TableRow key={post.id}>
                      <TableCell>
                        <div className="flex min-w-64 items-center gap-3">
                          <ImagePreview src={post.featuredImage} alt="" className="h-11 w-16 shrink-0 rounded-lg ring-1 ring-ink-200" />
                          <div className="min-w-0">
                            <p className="line-clamp-1 font-semibold text-ink-800">{post.title}</p>
                            <p className="line-clamp-1 text-xs text-ink-500">{post.excerpt}</p>
                          </div>
                        </div>
                      </TableCell>
                      <TableCell className="whitespace-nowrap text-ink-700">{formatDate(post.publishedAt ?? post.createdAt)}</TableCell>
                      <TableCell>
                        <Badge variant={published ? 'success' : 'neutral'}>{published ? 'Publicado' : 'Rascunho'}</Badge>
                      </TableCell>
                      <TableCell>
                        <div className="flex justify-end gap-1">
                          <IconButton
                            label={published ? 'Despublicar post' : 'Publicar post'}
                            disabled={status.isPending && status.variables?.id === post.id}
                            onClick={() => status.mutate(post)}
                          >
                            {published ? <Undo2 aria-hidden="true" /> : <Send aria-hidden="true" />}
                          </IconButton>
                          <IconButton label="Editar post" onClick={() => openForm(post)}>
                            <Pencil aria-hidden="true" />
                          </IconButton>
                          <IconButton label="Excluir post" tone="danger" onClick={() => setDeleting(post)}>
                            <Trash2 aria-hidden="true" />
                          </IconButton>
                        </div>
                      </TableCell>
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
            <Pager page={page} totalPages={totalPages} onPageChange={setPage} />
          </>
        )}
      </Card>
      <PostFormDialog open={formOpen} onOpenChange={setFormOpen} editing={editing} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Excluir Post"
        description="Tem certeza que deseja excluir este post? Esta ação não pode ser desfeita."
        confirmLabel="Sim, Excluir"
        onConfirm={() => deleting && remove.mutate(deleting)}
      />
    </div>
  );
}
