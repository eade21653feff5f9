import { BLOG_CATEGORIES, BLOG_MESSAGES, POST_TRANSLATABLE, SLUG_PATTERN, slugify, ZBlogCreate, type TAuthor, type TBlogCategory, type TBlogCreate, type TBlogPost } from '@softhouse/contracts';
import { ImagePlus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { Badge } from '~/components/ui/badge';
import { Button } from '~/components/ui/button';
import { DialogBody } from '~/components/ui/dialog';
import { Input } from '~/components/ui/input';
import { Label } from '~/components/ui/label';
import { NativeSelect } from '~/components/ui/native-select';
import { Switch } from '~/components/ui/switch';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '~/components/ui/tabs';
import { Textarea } from '~/components/ui/textarea';
import { AltTextField } from '../components/alt-text-field';
import { TranslatedAlts } from '../components/translated-alts';
import { Field } from '../components/field';
import { retryDescription } from '../components/format';
import { ImagePreview } from '../components/image-preview';
import { MediaPickerDialog } from '../media-picker';
import { EditorDialog, EditorFooter, EditorHeader, MarkdownField, Options, SeoFields, translationFormValues, translationsPayload, translationsSchema, useResourceForm, type EditorDialogProps, type EditorFormProps } from '../kit';
import { useSession } from '../session/session-store';
import { blogApi, blogKey, useAuthors, useBlogPost } from './blog-api';
import { isScheduled } from '../scheduling';

export const CATEGORY_LABELS: Record<TBlogCategory, string> = {
  tecnologia: 'Tecnologia',
  desenvolvimento: 'Desenvolvimento',
  design: 'Design',
  marketing: 'Marketing',
  negocios: 'Negócios',
};

const shape = ZBlogCreate.shape;

/** The English and Spanish fields of the form (besides title, slug and keywords). */
const ZTranslations = translationsSchema(BLOG_MESSAGES.slugInvalid, {
  excerpt: z.string().trim().max(500, 'Resumo muito longo (máx. 500)'),
  content: z.string().trim().max(200_000, 'Conteúdo muito longo'),
  tags: z.string().max(2000, 'Tags muito longas'),
  seoTitle: z.string().trim().max(120, 'Máximo de 120 caracteres'),
  seoDescription: z.string().trim().max(300, 'Máximo de 300 caracteres'),
});

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
  translations: ZTranslations,
});
type TPostForm = z.infer<typeof ZPostForm>;

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

/**
 * 'Nova Publicação' / 'Editar Publicação' with the tabs 'Conteúdo' and 'SEO & Metadados' (product.md §2). The
 * status and the publish switch sit in the footer, in sight whichever tab is open.
 */
export function PostFormDialog(props: EditorDialogProps<TBlogPost>) {
  return <EditorDialog {...props} form={PostForm} size="xl" className="h-[min(54rem,calc(100dvh-2rem))]" />;
}

/** The fields of the "SEO & Metadados" tab; every other field is on "Conteúdo". */
const SEO_FIELDS = ['seoTitle', 'seoDescription', 'seoKeywords', 'tags'];

function PostForm(props: EditorFormProps<TBlogPost>) {
  const [tab, setTab] = useState('content');
  const [picking, setPicking] = useState(false);
  const session = useSession();
  const me = session?.user.id ?? null;
  // The signature the form opened with: only a choice the editor made is sent.
  const authorOf = (post: TBlogPost | null) => (post ? (post.author.id ?? '') : (me ?? ''));
  const editor = useResourceForm({
    ...props,
    type: 'post',
    historyType: 'blog',
    translatable: POST_TRANSLATABLE,
    schema: ZPostForm,
    queryKey: blogKey,
    full: useBlogPost(props.editing?.id ?? null),
    values: (post) => formValues(post, me),
    publication: (post) => ({ published: post.status === 'published', publishedAt: post.publishedAt }),
    // A new post always names its author; an edit only when the editor chose another one.
    create: (values) => blogApi.create(payloadOf(values, null)),
    update: (values, post) => blogApi.update(post.id, { ...payloadOf(values, authorOf(post)), version: post.version }),
    messages: {
      created: 'Post criado com sucesso',
      updated: 'Post atualizado com sucesso',
      createFailed: 'Erro ao criar post',
      updateFailed: 'Erro ao atualizar post',
    },
    describeError: (error, creating) => retryDescription(error, creating ? 'Não foi possível criar o post.' : 'Não foi possível atualizar o post.'),
    slugOf,
    show: (fields) => setTab(fields.some((field) => !SEO_FIELDS.includes(field)) ? 'content' : 'seo'),
  });
  const { form, errors, creating, saved, language } = editor;
  const { name, errorOf, translating } = editor.languages;
  const imageUrl = useWatch({ control: form.control, name: 'imageUrl' });
  const published = useWatch({ control: form.control, name: 'published' });

  return (
    <>
      <EditorHeader
        editor={editor}
        title={creating ? 'Nova Publicação' : 'Editar Publicação'}
        status={
          saved ? (
            <Badge variant={saved.status === 'published' ? 'success' : 'neutral'}>
              <span className="sr-only">Status: </span>
              {saved.status === 'published' ? 'Publicado' : 'Rascunho'}
            </Badge>
          ) : null
        }
        description={`${creating ? 'Escreva o post e publique agora ou salve como rascunho.' : 'Altere o post e salve.'}${!creating && editor.loading ? ' Carregando a versão completa...' : ''}`}
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
          <form {...editor.formProps}>
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
                <Input {...editor.titleInput} />
              </Field>
              <div className="grid gap-5 sm:grid-cols-2">
                <Field
                  label="Slug"
                  error={errorOf('slug')}
                  hint={
                    translating
                      ? `Se vazio, gerado do título: /${language}/blog/slug`
                      : creating && !editor.slugTouched
                        ? 'Gerado do título; edite se quiser outro endereço: /blog/slug'
                        : 'Endereço do post: /blog/slug'
                  }
                >
                  <Input {...editor.slugInput} />
                </Field>
                {translating ? null : (
                  <Controller
                    control={form.control}
                    name="authorId"
                    render={({ field }) => (
                      <Field label="Autor" error={errors.authorId?.message} hint="O nome que assina o post no site.">
                        <NativeSelect name={field.name} ref={field.ref} value={field.value} onChange={field.onChange} onBlur={field.onBlur}>
                          <AuthorOptions value={authorOf(saved)} name={saved ? saved.author.name : (session?.user.name ?? '')} />
                        </NativeSelect>
                      </Field>
                    )}
                  />
                )}
              </div>
              <Field label="Resumo" error={errorOf('excerpt')}>
                <Textarea rows={2} {...form.register(name('excerpt'))} />
              </Field>
              <MarkdownField control={form.control} name={name('content')} id="field-content" label="Conteúdo" rows={12} error={errorOf('content')} skeleton="h-80" />
              {translating ? null : (
                <Field label="Categoria" error={errors.category?.message} className="max-w-xs">
                  <NativeSelect {...form.register('category')}>
                    <Options items={BLOG_CATEGORIES} label={(category) => CATEGORY_LABELS[category]} />
                  </NativeSelect>
                </Field>
              )}
            </TabsContent>
            <TabsContent value="seo" forceMount className="flex flex-col gap-5" key={`seo-${language}`}>
              <Field label="Tags" error={errorOf('tags')} hint="Separe por vírgulas, por exemplo: react, performance, web">
                <Input {...form.register(name('tags'))} />
              </Field>
              <SeoFields editor={editor} hints={{ title: 'Se vazio, usa o título do post.', description: 'Se vazia, usa o resumo.' }} rows={3} />
            </TabsContent>
          </form>
        </DialogBody>
      </Tabs>
      <EditorFooter
        editor={editor}
        label={creating ? 'Criar Post' : 'Atualizar'}
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
      <Options items={list} value={(author) => author.id} label={(author) => author.name} />
    </>
  );
}
