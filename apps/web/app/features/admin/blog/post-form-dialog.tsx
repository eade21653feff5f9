import { zodResolver } from '@hookform/resolvers/zod';
import { BLOG_CATEGORIES, ZBlogCreate, type TBlogCategory, type TBlogCreate, type TBlogPost } from '@softhouse/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ImagePlus, Trash2 } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Controller, useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '~/components/ui/button';
import { DialogBody, DialogDescription, DialogHeader, DialogTitle } from '~/components/ui/dialog';
import { Input } from '~/components/ui/input';
import { Label } from '~/components/ui/label';
import { NativeSelect } from '~/components/ui/native-select';
import { Skeleton } from '~/components/ui/skeleton';
import { Switch } from '~/components/ui/switch';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '~/components/ui/tabs';
import { Textarea } from '~/components/ui/textarea';
import { toast } from '~/components/ui/toast';
import { Field } from '../components/field';
import { retryDescription } from '../components/format';
import { ImagePreview } from '../components/image-preview';
import { MediaPickerDialog } from '../media-picker';
import { FormDialog, FormFooter, type FormGuard, useDirtyGuard } from '../kit';
import { blogApi, blogKey, useBlogPost } from './blog-api';

// Only this dialog pays for the editor (and, on first preview, the renderer).
const MarkdownEditor = /* @__PURE__ */ lazy(() => import('../markdown-editor/markdown-editor').then((module) => ({ default: module.MarkdownEditor })));

export const CATEGORY_LABELS: Record<TBlogCategory, string> = {
  tecnologia: 'Tecnologia',
  desenvolvimento: 'Desenvolvimento',
  design: 'Design',
  marketing: 'Marketing',
  negocios: 'Negócios',
};

const shape = ZBlogCreate.shape;

const ZPostForm = z.object({
  title: shape.title,
  excerpt: shape.excerpt,
  content: shape.content,
  imageUrl: z
    .string()
    .trim()
    .max(2000, 'URL muito longa')
    .refine((v) => v === '' || v.startsWith('/') || /^https?:\/\//i.test(v), 'URL da imagem inválida'),
  category: z.enum(BLOG_CATEGORIES),
  tags: z.string().max(2000, 'Tags muito longas'),
  seoTitle: z.string().trim().max(120, 'Máximo de 120 caracteres'),
  seoDescription: z.string().trim().max(300, 'Máximo de 300 caracteres'),
  published: z.boolean(),
});
type TPostForm = z.infer<typeof ZPostForm>;
const CONTENT_FIELDS = ['title', 'excerpt', 'content', 'imageUrl', 'category'] as const;

const formValues = (post: TBlogPost | null): TPostForm => ({
  title: post?.title ?? '',
  excerpt: post?.excerpt ?? '',
  content: post?.content ?? '',
  imageUrl: post?.featuredImage ?? '',
  category: (BLOG_CATEGORIES as readonly string[]).includes(post?.category ?? '')
    ? (post?.category as TBlogCategory)
    : 'tecnologia',
  tags: post?.tags.join(', ') ?? '',
  seoTitle: post?.seoTitle ?? '',
  seoDescription: post?.seoDescription ?? '',
  published: post ? post.status === 'published' : false,
});

/** The post as the contract takes it: title, content, excerpt, featuredImage, category, tags (list), status, SEO texts. */
const payloadOf = (values: TPostForm): TBlogCreate => ({
  title: values.title,
  content: values.content,
  excerpt: values.excerpt,
  featuredImage: values.imageUrl || null,
  category: values.category,
  tags: values.tags
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean),
  status: values.published ? ('published' as const) : ('draft' as const),
  seoTitle: values.seoTitle || null,
  seoDescription: values.seoDescription || null,
});

type PostFormDialogProps = { open: boolean; onOpenChange: (open: boolean) => void; editing: TBlogPost | null };

/** 'Nova Publicação' / 'Editar Publicação' with the tabs 'Conteúdo' and 'SEO & Metadados' (product.md §2). */
export function PostFormDialog({ open, onOpenChange, editing }: PostFormDialogProps) {
  return (
    <FormDialog open={open} onOpenChange={onOpenChange} size="xl" className="h-[min(54rem,calc(100dvh-2rem))]">
      {(guard) => (
        <PostForm key={editing?.id ?? 'new'} editing={editing} guard={guard} />
      )}
    </FormDialog>
  );
}

function PostForm({ editing, guard }: { editing: TBlogPost | null; guard: FormGuard }) {
  const queryClient = useQueryClient();
  const creating = editing === null;
  const [tab, setTab] = useState('content');
  const [picking, setPicking] = useState(false);
  const full = useBlogPost(editing?.id ?? null);
  const form = useForm<TPostForm>({ resolver: zodResolver(ZPostForm), defaultValues: formValues(editing) });
  const { errors } = form.formState;
  useDirtyGuard(guard, form);

  // The list row may be stale: the full post replaces it unless the user has started typing.
  useEffect(() => {
    if (full.data && !form.formState.isDirty) form.reset(formValues(full.data));
  }, [full.data, form]);

  const save = useMutation({
    mutationFn: (values: TPostForm) => (creating ? blogApi.create(payloadOf(values)) : blogApi.update(editing.id, payloadOf(values))),
    onSuccess: async () => {
      toast.success(creating ? 'Post criado com sucesso' : 'Post atualizado com sucesso');
      await queryClient.invalidateQueries({ queryKey: blogKey });
      guard.saved();
    },
    onError: (error) => {
      console.error(creating ? 'Blog post create failed' : 'Blog post update failed', error);
      toast.error(creating ? 'Erro ao criar post' : 'Erro ao atualizar post', {
        description: retryDescription(error, creating ? 'Não foi possível criar o post.' : 'Não foi possível atualizar o post.'),
      });
    },
  });

  const onInvalid = (invalid: FieldErrors<TPostForm>) => {
    if (CONTENT_FIELDS.some((field) => invalid[field])) setTab('content');
    else setTab('seo');
  };

  const imageUrl = useWatch({ control: form.control, name: 'imageUrl' });

  return (
    <>
      <DialogHeader>
        <DialogTitle>{creating ? 'Nova Publicação' : 'Editar Publicação'}</DialogTitle>
        <DialogDescription>
          {creating ? 'Escreva o post e publique agora ou salve como rascunho.' : 'Altere o post e salve.'}
          {!creating && full.isFetching ? ' Carregando a versão completa...' : ''}
        </DialogDescription>
      </DialogHeader>
      <Tabs value={tab} onValueChange={setTab} className="flex min-h-0 flex-1 flex-col">
        <div className="border-b border-ink-100 px-6 py-3">
          <TabsList>
            <TabsTrigger value="content">Conteúdo</TabsTrigger>
            <TabsTrigger value="seo">SEO & Metadados</TabsTrigger>
          </TabsList>
        </div>
        <DialogBody>
          <form id="post-form" noValidate onSubmit={form.handleSubmit((values) => save.mutate(values), onInvalid)}>
            <TabsContent value="content" forceMount className="flex flex-col gap-5">
              <div className="flex flex-col gap-1.5">
                <Label htmlFor="post-image">Imagem de capa</Label>
                <div className="flex flex-wrap items-start gap-4">
                  <ImagePreview
                    src={imageUrl}
                    alt={imageUrl ? 'Pré-visualização da imagem de capa' : ''}
                    className="h-24 w-40 shrink-0 rounded-control ring-1 ring-ink-200"
                  />
                  <div className="flex min-w-64 flex-1 flex-col gap-2">
                    <Input
                      id="post-image"
                      placeholder="https://... ou /uploads/..."
                      aria-invalid={errors.imageUrl ? true : undefined}
                      {...form.register('imageUrl')}
                    />
                    <div className="flex flex-wrap gap-2">
                      <Button variant="secondary" size="sm" onClick={() => setPicking(true)}>
                        <ImagePlus aria-hidden="true" />
                        Galeria
                      </Button>
                      {imageUrl ? (
                        <Button
                          variant="ghost"
                          size="sm"
                          className="text-danger"
                          onClick={() => form.setValue('imageUrl', '', { shouldDirty: true })}
                        >
                          <Trash2 aria-hidden="true" />
                          Remover imagem
                        </Button>
                      ) : null}
                    </div>
                    {errors.imageUrl ? (
                      <p role="alert" className="text-xs font-semibold text-danger">
                        {errors.imageUrl.message}
                      </p>
                    ) : null}
                  </div>
                </div>
              </div>
              <Field label="Título" error={errors.title?.message}>
                <Input {...form.register('title')} />
              </Field>
              <Field label="Resumo" error={errors.excerpt?.message}>
                <Textarea rows={2} {...form.register('excerpt')} />
              </Field>
              <div className="flex flex-col gap-1.5">
                <Label htmlFor="post-content">Conteúdo</Label>
                <Controller
                  control={form.control}
                  name="content"
                  render={({ field }) => (
                    <Suspense fallback={<Skeleton className="h-80 w-full rounded-control" />}>
                      <MarkdownEditor
                        id="post-content"
                        rows={12}
                        value={field.value}
                        onChange={field.onChange}
                        onBlur={field.onBlur}
                        invalid={Boolean(errors.content)}
                        describedBy={errors.content ? 'post-content-error' : undefined}
                      />
                    </Suspense>
                  )}
                />
                {errors.content ? (
                  <p id="post-content-error" role="alert" className="text-xs font-semibold text-danger">
                    {errors.content.message}
                  </p>
                ) : null}
              </div>
              <Field label="Categoria" error={errors.category?.message} className="max-w-xs">
                <NativeSelect {...form.register('category')}>
                  {BLOG_CATEGORIES.map((category) => (
                    <option key={category} value={category}>
                      {CATEGORY_LABELS[category]}
                    </option>
                  ))}
                </NativeSelect>
              </Field>
            </TabsContent>
            <TabsContent value="seo" forceMount className="flex flex-col gap-5">
              <Field label="Tags" error={errors.tags?.message} hint="Separe por vírgulas, por exemplo: react, performance, web">
                <Input {...form.register('tags')} />
              </Field>
              <Field label="Título SEO" error={errors.seoTitle?.message} hint="Se vazio, usa o título do post.">
                <Input {...form.register('seoTitle')} />
              </Field>
              <Field label="Descrição SEO" error={errors.seoDescription?.message} hint="Se vazia, usa o resumo.">
                <Textarea rows={3} {...form.register('seoDescription')} />
              </Field>
              <Controller
                control={form.control}
                name="published"
                render={({ field }) => (
                  <div className="flex items-center gap-3 rounded-control bg-ink-50 p-4 ring-1 ring-ink-200">
                    <Switch id="post-published" checked={field.value} onCheckedChange={field.onChange} />
                    <div>
                      <Label htmlFor="post-published">Publicar imediatamente</Label>
                      <p className="text-xs text-ink-500">Desligado, o post fica como rascunho.</p>
                    </div>
                  </div>
                )}
              />
            </TabsContent>
          </form>
        </DialogBody>
      </Tabs>
      <FormFooter form="post-form" pending={save.isPending} label={creating ? 'Criar Post' : 'Atualizar'} onCancel={guard.requestClose} />
      <MediaPickerDialog
        open={picking}
        onOpenChange={setPicking}
        title="Imagem de capa"
        onConfirm={([media]) => {
          if (media) form.setValue('imageUrl', media.url, { shouldDirty: true, shouldValidate: true });
        }}
      />
    </>
  );
}
