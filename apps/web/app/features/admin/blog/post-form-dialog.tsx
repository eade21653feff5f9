import { zodResolver } from '@hookform/resolvers/zod';
import {
  BLOG_CATEGORIES,
  BLOG_MESSAGES,
  ErrorCode,
  POST_TRANSLATABLE,
  SLUG_PATTERN,
  slugify,
  ZBlogCreate,
  type TAuthor,
  type TBlogCategory,
  type TBlogCreate,
  type TBlogPost,
  type TLanguage,
} from '@softhouse/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ImagePlus, Trash2 } from 'lucide-react';
import { Suspense, useEffect, useState } from 'react';
import { Controller, useForm, useWatch, type FieldErrors, type Path } from 'react-hook-form';
import { z } from 'zod';
import { Badge } from '~/components/ui/badge';
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
import { ApiError } from '../api/client';
import { AltTextField } from '../components/alt-text-field';
import { TranslatedAlts } from '../components/translated-alts';
import { Field } from '../components/field';
import { retryDescription } from '../components/format';
import { ImagePreview } from '../components/image-preview';
import { MediaPickerDialog } from '../media-picker';
import {
  AutosaveOffer,
  AutosaveStatus,
  ContentLanguages,
  FormDialog,
  FormFooter,
  type FormGuard,
  languageOfField,
  translationFormValues,
  translationsPayload,
  useContentLanguages,
  useAutosave,
  useDirtyGuard,
  useFocusField,
} from '../kit';
import { useSession } from '../session/session-store';
import { blogApi, blogKey, useAuthors, useBlogPost } from './blog-api';
import { LazyMarkdownEditor } from '../markdown-editor/lazy';
import { HistoryButton, useHistoryControl } from '../history';
import { isScheduled, PublishingActions, ScheduledBadge } from '../scheduling';

export const CATEGORY_LABELS: Record<TBlogCategory, string> = {
  tecnologia: 'Tecnologia',
  desenvolvimento: 'Desenvolvimento',
  design: 'Design',
  marketing: 'Marketing',
  negocios: 'Negócios',
};

const shape = ZBlogCreate.shape;

/** A language's fields in the form, as text; the contract's limits, nothing required. */
function translationForm() {
  return z.object({
    title: z.string().trim().max(200, 'Título muito longo (máx. 200)'),
    slug: z
      .string()
      .trim()
      .max(120, 'Slug muito longo (máx. 120)')
      .refine((v) => v === '' || SLUG_PATTERN.test(v), BLOG_MESSAGES.slugInvalid),
    excerpt: z.string().trim().max(500, 'Resumo muito longo (máx. 500)'),
    content: z.string().trim().max(200_000, 'Conteúdo muito longo'),
    tags: z.string().max(2000, 'Tags muito longas'),
    seoTitle: z.string().trim().max(120, 'Máximo de 120 caracteres'),
    seoDescription: z.string().trim().max(300, 'Máximo de 300 caracteres'),
    seoKeywords: z.string().max(2000),
  });
}

/** The fields a translation lists as comma-separated text in the form. */
const LIST_FIELDS = ['tags', 'seoKeywords'] as const;

const ZPostForm = z.object({
  title: shape.title,
  /** product.md §5: lowercase letters and digits separated by single hyphens. */
  slug: z.string().trim().min(1, BLOG_MESSAGES.slugRequired).max(120, 'Slug muito longo (máx. 120)').regex(SLUG_PATTERN, BLOG_MESSAGES.slugInvalid),
  /** An active staff member's id; empty keeps the signature of a post whose author has no account. */
  authorId: z.string(),
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
  /** English and Spanish (decision 031): every field optional; a language goes live with title, excerpt and content. */
  translations: z.object({ en: translationForm(), es: translationForm() }),
});
type TPostForm = z.infer<typeof ZPostForm>;
const CONTENT_FIELDS = ['title', 'slug', 'authorId', 'excerpt', 'content', 'imageUrl', 'category'] as const;

/** The address a title gives a post: the rule of product.md §5, short enough for the slug's limit. */
const slugOf = (title: string) => slugify(title).slice(0, 100).replace(/-+$/, '');

const formValues = (post: TBlogPost | null, me: string | null): TPostForm => ({
  title: post?.title ?? '',
  slug: post?.slug ?? '',
  // A new post is signed by who writes it unless they choose someone else.
  authorId: post ? (post.author.id ?? '') : (me ?? ''),
  excerpt: post?.excerpt ?? '',
  content: post?.content ?? '',
  imageUrl: post?.featuredImage ?? '',
  category: (BLOG_CATEGORIES as readonly string[]).includes(post?.category ?? '') ? (post?.category as TBlogCategory) : 'tecnologia',
  tags: post?.tags.join(', ') ?? '',
  seoTitle: post?.seoTitle ?? '',
  seoDescription: post?.seoDescription ?? '',
  published: post ? post.status === 'published' : false,
  translations: translationFormValues(POST_TRANSLATABLE.fields, post?.translations),
});

/** The post as the contract takes it: title, content, excerpt, featuredImage, category, tags (list), status, SEO texts. */
/** `initialAuthor`: the signature the form opened with; only a choice the editor made is sent. */
const payloadOf = (values: TPostForm, initialAuthor: string | null): TBlogCreate => ({
  title: values.title,
  slug: values.slug,
  ...(values.authorId && values.authorId !== initialAuthor ? { authorId: values.authorId } : {}),
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
  translations: translationsPayload(values.translations, LIST_FIELDS),
});

type PostFormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  editing: TBlogPost | null;
  /** The field to open the form at (the SEO report's "Corrigir"): its tab is shown and it gets the focus. */
  focusField?: string | null;
};

/**
 * 'Nova Publicação' / 'Editar Publicação' with the tabs 'Conteúdo' and 'SEO & Metadados' (product.md §2). The
 * status and the publish switch sit in the footer, in sight whichever tab is open.
 */
export function PostFormDialog({ open, onOpenChange, editing, focusField }: PostFormDialogProps) {
  return (
    <FormDialog open={open} onOpenChange={onOpenChange} size="xl" className="h-[min(54rem,calc(100dvh-2rem))]">
      {(guard) => <PostForm key={editing?.id ?? 'new'} editing={editing} guard={guard} focusField={focusField} />}
    </FormDialog>
  );
}

/** The fields of the "SEO & Metadados" tab; every other field is on "Conteúdo". */
const SEO_FIELDS = ['seoTitle', 'seoDescription', 'seoKeywords', 'tags'];

function PostForm({ editing, guard, focusField }: { editing: TBlogPost | null; guard: FormGuard; focusField?: string | null }) {
  const queryClient = useQueryClient();
  const creating = editing === null;
  const [tab, setTab] = useState('content');
  const [language, setLanguage] = useState<TLanguage>('pt');
  const [picking, setPicking] = useState(false);
  const full = useBlogPost(editing?.id ?? null);
  // 'Histórico' and the refusal of a save made over someone else's (decision 042).
  const history = useHistoryControl();
  const session = useSession();
  const me = session?.user.id ?? null;
  const form = useForm<TPostForm>({
    resolver: zodResolver(ZPostForm),
    defaultValues: formValues(editing, me),
  });
  // On creation the slug follows the title until the editor changes the slug itself.
  const [slugTouched, setSlugTouched] = useState(!creating);
  // The post as saved (the full one once loaded) and the signature the form opened with.
  const saved = full.data ?? editing;
  const initialAuthor = saved ? (saved.author.id ?? '') : (me ?? '');
  const { errors } = form.formState;
  useDirtyGuard(guard, form);
  // Unsaved changes kept as a working copy; offered back on reopening (decision 043).
  const autosave = useAutosave({ type: 'post', itemId: editing?.id ?? null, form, saved: creating || full.data ? formValues(full.data ?? null, me) : null, baseVersion: saved?.version ?? null });
  useFocusField(
    focusField,
    (name) => form.setFocus(name as Path<TPostForm>),
    (name) => {
      setLanguage(languageOfField(name));
      setTab(SEO_FIELDS.includes(name.replace(/^translations\.\w+\./, '')) ? 'seo' : 'content');
    },
  );

  // The list row may be stale: the full post replaces it unless the user has started typing.
  useEffect(() => {
    if (full.data && !form.formState.isDirty) form.reset(formValues(full.data, me));
  }, [full.data, form, me]);

  const save = useMutation({
    // A new post always names its author; an edit only when the editor chose another one.
    mutationFn: (values: TPostForm) =>
      creating ? blogApi.create(payloadOf(values, null)) : blogApi.update(editing.id, { ...payloadOf(values, initialAuthor), version: saved?.version }),
    onSuccess: async () => {
      toast.success(creating ? 'Post criado com sucesso' : 'Post atualizado com sucesso');
      await queryClient.invalidateQueries({ queryKey: blogKey });
      guard.saved();
    },
    onError: (error) => {
      console.error(creating ? 'Blog post create failed' : 'Blog post update failed', error);
      if (history.refused(error)) return;
      // A taken slug (409) or a refused field (400) is said under the field, on its tab.
      const fields: Record<string, string> = {
        ...(error instanceof ApiError && error.details ? error.details : {}),
        ...(error instanceof ApiError && error.code === ErrorCode.CONFLICT ? { slug: error.message } : {}),
      };
      const known = Object.entries(fields).filter(([field]) => field in ZPostForm.shape || /^translations\.(en|es)\.\w+$/.test(field));
      for (const [field, message] of known) form.setError(field as Path<TPostForm>, { message });
      const first = known[0]?.[0];
      if (first) {
        const bare = first.replace(/^translations\.\w+\./, '');
        setLanguage(languageOfField(first));
        setTab((CONTENT_FIELDS as readonly string[]).includes(bare) ? 'content' : 'seo');
      }
      if (first) setTimeout(() => form.setFocus(first as Path<TPostForm>), 0);
      toast.error(creating ? 'Erro ao criar post' : 'Erro ao atualizar post', {
        description: retryDescription(error, creating ? 'Não foi possível criar o post.' : 'Não foi possível atualizar o post.'),
      });
    },
  });

  const onInvalid = (invalid: FieldErrors<TPostForm>) => {
    const inLanguage =
      CONTENT_FIELDS.some((field) => invalid[field]) || SEO_FIELDS.some((field) => field in invalid) ? 'pt' : invalid.translations?.en ? 'en' : 'es';
    setLanguage(inLanguage);
    const fieldsIn = inLanguage === 'pt' ? invalid : (invalid.translations?.[inLanguage] ?? {});
    setTab(CONTENT_FIELDS.some((field) => field in fieldsIn) ? 'content' : 'seo');
  };

  // Each translation's status as the editor types (the language tabs), and "Copiar do português".
  const { statuses, copyFromPortuguese, name, errorOf, translationErrors, translating } = useContentLanguages(form, POST_TRANSLATABLE, language);

  const imageUrl = useWatch({ control: form.control, name: 'imageUrl' });
  const published = useWatch({ control: form.control, name: 'published' });
  const titleField = form.register('title', {
    onChange: (event: { target: { value: string } }) => {
      if (!slugTouched)
        form.setValue('slug', slugOf(event.target.value), {
          shouldDirty: true,
          shouldValidate: form.formState.isSubmitted,
        });
    },
  });
  const slugField = form.register('slug', {
    onChange: () => setSlugTouched(true),
  });

  return (
    <>
      <DialogHeader>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <DialogTitle>{creating ? 'Nova Publicação' : 'Editar Publicação'}</DialogTitle>
          {saved && isScheduled(saved.status === 'published', saved.publishedAt) ? (
            <ScheduledBadge publishedAt={saved.publishedAt!} />
          ) : saved ? (
            <Badge variant={saved.status === 'published' ? 'success' : 'neutral'}>
              <span className="sr-only">Status: </span>
              {saved.status === 'published' ? 'Publicado' : 'Rascunho'}
            </Badge>
          ) : null}
          {editing ? (
            <div className="mr-8 ml-auto flex flex-wrap items-center gap-1">
              {/* Scheduling and previews (decision 041); the form's switch follows a schedule or its cancelling. */}
              <PublishingActions
                type="post"
                item={{ id: editing.id, published: (saved ?? editing).status === 'published', publishedAt: (saved ?? editing).publishedAt }}
                onChanged={(published) => form.setValue('published', published)}
              />
              <HistoryButton
                control={history}
                type="blog"
                itemId={editing.id}
                onRestored={() => {
                  void queryClient.invalidateQueries({ queryKey: blogKey });
                  guard.saved();
                }}
              />
            </div>
          ) : null}
        </div>
        <DialogDescription>
          {creating ? 'Escreva o post e publique agora ou salve como rascunho.' : 'Altere o post e salve.'}
          {!creating && full.isFetching ? ' Carregando a versão completa...' : ''}
        </DialogDescription>
      </DialogHeader>
      <AutosaveOffer autosave={autosave} />
      <ContentLanguages
        value={language}
        onChange={setLanguage}
        statuses={statuses}
        errorIn={[
          ...(CONTENT_FIELDS.some((field) => errors[field]) || errors.seoTitle || errors.seoDescription || errors.tags ? (['pt'] as const) : []),
          ...translationErrors,
        ]}
        onCopy={copyFromPortuguese}
        required="título, resumo e conteúdo"
        shared="Imagem de capa, autor, categoria e publicação"
      />
      <Tabs value={tab} onValueChange={setTab} className="flex min-h-0 flex-1 flex-col">
        <div className="border-b border-ink-100 px-6 py-3">
          <TabsList>
            <TabsTrigger value="content">Conteúdo</TabsTrigger>
            <TabsTrigger value="seo">SEO & Metadados</TabsTrigger>
          </TabsList>
        </div>
        <DialogBody>
          <form id="post-form" noValidate onSubmit={form.handleSubmit((values) => save.mutate(values), onInvalid)}>
            <TabsContent value="content" forceMount className="flex flex-col gap-5" key={language}>
              {translating ? <TranslatedAlts language={language} images={[{ url: imageUrl, label: 'Texto alternativo da capa', fieldId: 'alt:cover' }]} /> : null}
              {translating ? null : (
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
                            onClick={() =>
                              form.setValue('imageUrl', '', {
                                shouldDirty: true,
                              })
                            }
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
                      {imageUrl ? <AltTextField url={imageUrl} label="Texto alternativo da capa" fieldId="alt:cover" /> : null}
                    </div>
                  </div>
                </div>
              )}
              <Field label="Título" error={errorOf('title')}>
                <Input {...(translating ? form.register(name('title')) : titleField)} />
              </Field>
              <div className="grid gap-5 sm:grid-cols-2">
                <Field
                  label="Slug"
                  error={errorOf('slug')}
                  hint={
                    translating
                      ? `Se vazio, gerado do título: /${language}/blog/slug`
                      : creating && !slugTouched
                        ? 'Gerado do título; edite se quiser outro endereço: /blog/slug'
                        : 'Endereço do post: /blog/slug'
                  }
                >
                  <Input {...(translating ? form.register(name('slug')) : slugField)} />
                </Field>
                {translating ? null : (
                  <Controller
                    control={form.control}
                    name="authorId"
                    render={({ field }) => (
                      <Field label="Autor" error={errors.authorId?.message} hint="O nome que assina o post no site.">
                        <NativeSelect name={field.name} ref={field.ref} value={field.value} onChange={field.onChange} onBlur={field.onBlur}>
                          <AuthorOptions value={initialAuthor} name={saved ? saved.author.name : (session?.user.name ?? '')} />
                        </NativeSelect>
                      </Field>
                    )}
                  />
                )}
              </div>
              <Field label="Resumo" error={errorOf('excerpt')}>
                <Textarea rows={2} {...form.register(name('excerpt'))} />
              </Field>
              <div className="flex flex-col gap-1.5">
                <Label htmlFor="field-content">Conteúdo</Label>
                <Controller
                  control={form.control}
                  name={name('content')}
                  render={({ field }) => (
                    <Suspense fallback={<Skeleton className="h-80 w-full rounded-control" />}>
                      <LazyMarkdownEditor
                        id="field-content"
                        rows={12}
                        value={field.value as string}
                        onChange={field.onChange}
                        onBlur={field.onBlur}
                        invalid={Boolean(errorOf('content'))}
                        describedBy={errorOf('content') ? 'post-content-error' : undefined}
                      />
                    </Suspense>
                  )}
                />
                {errorOf('content') ? (
                  <p id="post-content-error" role="alert" className="text-xs font-semibold text-danger">
                    {errorOf('content')}
                  </p>
                ) : null}
              </div>
              {translating ? null : (
                <Field label="Categoria" error={errors.category?.message} className="max-w-xs">
                  <NativeSelect {...form.register('category')}>
                    {BLOG_CATEGORIES.map((category) => (
                      <option key={category} value={category}>
                        {CATEGORY_LABELS[category]}
                      </option>
                    ))}
                  </NativeSelect>
                </Field>
              )}
            </TabsContent>
            <TabsContent value="seo" forceMount className="flex flex-col gap-5" key={`seo-${language}`}>
              <Field label="Tags" error={errorOf('tags')} hint="Separe por vírgulas, por exemplo: react, performance, web">
                <Input {...form.register(name('tags'))} />
              </Field>
              <Field label="Título SEO" error={errorOf('seoTitle')} hint="Se vazio, usa o título do post.">
                <Input {...form.register(name('seoTitle'))} />
              </Field>
              <Field label="Descrição SEO" error={errorOf('seoDescription')} hint="Se vazia, usa o resumo.">
                <Textarea rows={3} {...form.register(name('seoDescription'))} />
              </Field>
            </TabsContent>
          </form>
        </DialogBody>
      </Tabs>
      <FormFooter
        form="post-form"
        pending={save.isPending}
        label={creating ? 'Criar Post' : 'Atualizar'}
        onCancel={guard.requestClose}
        status={<AutosaveStatus autosave={autosave} />}
        aside={
          <Controller
            control={form.control}
            name="published"
            render={({ field }) => (
              <div className="flex items-center gap-3">
                <Switch id="post-published" checked={field.value} onCheckedChange={field.onChange} aria-describedby="post-published-effect" />
                <div className="leading-tight">
                  <Label htmlFor="post-published">Publicar imediatamente</Label>
                  <p id="post-published-effect" className="text-xs text-ink-500">
                    {publishEffect(saved?.status ?? null, published, !!saved && isScheduled(saved.status === 'published', saved.publishedAt))}
                  </p>
                </div>
              </div>
            )}
          />
        }
      />
      <MediaPickerDialog
        open={picking}
        onOpenChange={setPicking}
        title="Imagem de capa"
        onConfirm={([media]) => {
          if (media)
            form.setValue('imageUrl', media.url, {
              shouldDirty: true,
              shouldValidate: true,
            });
        }}
      />
    </>
  );
}

/** What saving does to the post's visibility, next to the switch that decides it. */
function publishEffect(status: TBlogPost['status'] | null, publish: boolean, scheduled: boolean): string {
  if (status === 'published' && scheduled) return publish ? 'Agendado: entra no site na data marcada.' : 'Volta a rascunho ao salvar.';
  if (status === 'published') return publish ? 'Publicado: visível no site.' : 'Volta a rascunho ao salvar.';
  if (status === 'draft') return publish ? 'Será publicado ao salvar.' : 'Rascunho: só a equipe vê.';
  return publish ? 'Será publicado ao criar.' : 'Fica como rascunho: só a equipe vê.';
}

/**
 * The staff members who can sign the post. Until the list arrives, and for a post signed by someone
 * without an active account on the team (the demo posts' authors, a person who left), the current
 * signature stays the selected choice, so nothing changes unless the editor picks someone.
 */
function AuthorOptions({ value, name }: { value: string; name: string }) {
  const authors = useAuthors();
  const list: TAuthor[] = authors.data ?? [];
  const listed = list.some((author) => author.id === value);
  return (
    <>
      {!listed && name ? <option value={value}>{authors.data ? `${name} (sem conta ativa na equipe)` : name}</option> : null}
      {list.map((author) => (
        <option key={author.id} value={author.id}>
          {author.name}
        </option>
      ))}
    </>
  );
}
