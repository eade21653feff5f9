import { zodResolver } from '@hookform/resolvers/zod';
import {
  CASE_CATEGORIES,
  CASE_LIMITS,
  CASE_MESSAGES,
  CASE_TRANSLATABLE,
  ErrorCode,
  SLUG_PATTERN,
  slugify,
  ZCaseCreate,
  type TCase,
  type TCaseCreate,
  type TLanguage,
} from '@softhouse/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { Controller, useForm, useWatch, type FieldErrors, type Path } from 'react-hook-form';
import { z } from 'zod';
import { Checkbox } from '~/components/ui/checkbox';
import { DialogBody, DialogDescription, DialogHeader, DialogTitle } from '~/components/ui/dialog';
import { Input } from '~/components/ui/input';
import { Label } from '~/components/ui/label';
import { NativeSelect } from '~/components/ui/native-select';
import { Skeleton } from '~/components/ui/skeleton';
import { Textarea } from '~/components/ui/textarea';
import { toast } from '~/components/ui/toast';
import { cases as siteTexts } from '~/i18n/locales/pt/cases';
import { ApiError, errorMessage } from '../api/client';
import { Field } from '../components/field';
import { AltTextField } from '../components/alt-text-field';
import { TranslatedAlts } from '../components/translated-alts';
import { ImageField } from '../components/image-field';
import { TagsInput } from '../components/tags-input';
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
import { casesApi, casesKey } from './cases-api';
import { HistoryButton, useHistoryControl } from '../history';
import { isScheduled, PublishingActions, ScheduledBadge } from '../scheduling';
import { GalleryField } from './gallery-field';
import { LazyMarkdownEditor } from '../markdown-editor/lazy';

const shape = ZCaseCreate.shape;

/** The service of a case as the site names it (its Portuguese labels, the ones visitors read). */
const serviceLabel = (category: string): string =>
  (siteTexts.categories as Record<string, string>)[category] ?? category.charAt(0).toUpperCase() + category.slice(1);

/** A language's fields in the form, as text; the contract's limits, nothing required. */
function translationForm() {
  return z.object({
    title: z.string().trim().max(200, 'Título muito longo (máx. 200)'),
    slug: z
      .string()
      .trim()
      .max(120, 'Slug muito longo (máx. 120)')
      .refine((v) => v === '' || SLUG_PATTERN.test(v), CASE_MESSAGES.slugInvalid),
    description: z.string().max(20_000, 'Descrição muito longa'),
    industry: z.string().trim().max(100, 'Setor muito longo (máx. 100)'),
    seoTitle: z.string().trim().max(120, 'Título SEO muito longo (máx. 120)'),
    seoDescription: z.string().trim().max(300, 'Descrição SEO muito longa (máx. 300)'),
    seoKeywords: z.string().max(2000),
  });
}

/** The fields shown in every language; the others (client, images, service...) are the case's in all of them. */

/** The form's fields as typed (order as text); rules from ZCaseCreate. */
const ZCaseForm = z.object({
  title: shape.title,
  slug: shape.slug,
  client: shape.client,
  imageUrl: shape.imageUrl,
  category: z.string().min(1, 'Escolha o serviço do case'),
  industry: z.string().trim().max(100, 'Setor muito longo (máx. 100)'),
  description: z.string().max(20_000, 'Descrição muito longa'),
  technologies: z
    .array(z.string())
    .max(40, 'No máximo 40 tecnologias')
    .refine((list) => list.every((tech) => tech.length <= 60), 'Cada tecnologia tem no máximo 60 caracteres'),
  logoUrl: z.string(),
  gallery: z.array(z.string()).max(CASE_LIMITS.galleryMax, CASE_MESSAGES.galleryMax),
  order: z.string().trim().regex(/^\d*$/, 'A ordem deve ser um número inteiro maior ou igual a 0'),
  published: z.boolean(),
  featured: z.boolean(),
  seoTitle: z.string().trim().max(120, 'Título SEO muito longo (máx. 120)'),
  seoDescription: z.string().trim().max(300, 'Descrição SEO muito longa (máx. 300)'),
  /** English and Spanish (decision 031): every field optional; a language goes live with its title. */
  translations: z.object({ en: translationForm(), es: translationForm() }),
});
type TCaseForm = z.infer<typeof ZCaseForm>;

const formValues = (item: TCase | null): TCaseForm => ({
  title: item?.title ?? '',
  slug: item?.slug ?? '',
  client: item?.client ?? '',
  imageUrl: item?.imageUrl ?? '',
  // A new case has no service until the editor picks one (never a silent 'Geral').
  category: item?.category ?? '',
  industry: item?.industry ?? '',
  description: item?.description ?? '',
  technologies: item?.technologies ?? [],
  logoUrl: item?.logoUrl ?? '',
  gallery: item?.gallery ?? [],
  order: String(item?.order ?? 0),
  published: item?.published ?? true,
  featured: item?.featured ?? false,
  seoTitle: item?.seoTitle ?? '',
  seoDescription: item?.seoDescription ?? '',
  translations: translationFormValues(CASE_TRANSLATABLE.fields, item?.translations),
});

function payloadOf(values: TCaseForm) {
  return {
    title: values.title,
    slug: values.slug,
    client: values.client,
    imageUrl: values.imageUrl,
    category: values.category,
    industry: values.industry.trim(),
    description: values.description.trim(),
    technologies: values.technologies,
    logoUrl: values.logoUrl || null,
    gallery: values.gallery,
    order: Number.parseInt(values.order, 10) || 0,
    published: values.published,
    featured: values.featured,
    seoTitle: values.seoTitle.trim() || null,
    seoDescription: values.seoDescription.trim() || null,
    translations: translationsPayload(values.translations, ['seoKeywords']),
  };
}

type CaseFormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  editing: TCase | null;
  /** The field to open the form at (the SEO report's "Corrigir"): it gets the focus. */
  focusField?: string | null;
};

/** 'Adicionar Novo Case' / 'Editar Case' (product.md §2, §5). */
export function CaseFormDialog({ open, onOpenChange, editing, focusField }: CaseFormDialogProps) {
  return (
    <FormDialog open={open} onOpenChange={onOpenChange}>
      {(guard) => <CaseForm key={editing?.id ?? 'new'} editing={editing} guard={guard} focusField={focusField} />}
    </FormDialog>
  );
}

function CaseForm({ editing, guard, focusField }: { editing: TCase | null; guard: FormGuard; focusField?: string | null }) {
  const queryClient = useQueryClient();
  const creating = editing === null;
  // On creation the slug follows the title until the user edits the slug itself.
  const [slugTouched, setSlugTouched] = useState(!creating);
  const form = useForm<TCaseForm>({
    resolver: zodResolver(ZCaseForm),
    defaultValues: formValues(editing),
  });
  const { errors } = form.formState;
  const [language, setLanguage] = useState<TLanguage>('pt');
  useDirtyGuard(guard, form);
  // 'Histórico' and the refusal of a save made over someone else's (decision 042).
  const history = useHistoryControl();
  // Unsaved changes kept as a working copy; offered back on reopening (decision 043).
  const autosave = useAutosave({ type: 'case', itemId: editing?.id ?? null, form, saved: formValues(editing), baseVersion: editing?.version ?? null });
  useFocusField(
    focusField,
    (name) => form.setFocus(name as Path<TCaseForm>),
    (name) => setLanguage(languageOfField(name)),
  );

  const save = useMutation({
    mutationFn: (values: TCaseForm) => {
      const body = payloadOf(values);
      return creating ? casesApi.create(body satisfies TCaseCreate) : casesApi.update(editing.id, { ...body, version: editing.version });
    },
    onSuccess: async () => {
      toast.success(creating ? 'Case criado com sucesso!' : 'Case atualizado com sucesso!');
      await queryClient.invalidateQueries({ queryKey: casesKey });
      guard.saved();
    },
    onError: (error) => {
      if (history.refused(error)) return;
      const details = error instanceof ApiError ? (error.details ?? {}) : {};
      if (error instanceof ApiError && error.code === ErrorCode.CONFLICT && Object.keys(details).length === 0)
        form.setError('slug', { message: error.message }, { shouldFocus: true });
      const known = Object.keys(details).filter((field) => field in ZCaseForm.shape || /^translations\.(en|es)\.\w+$/.test(field));
      for (const field of known) form.setError(field as Path<TCaseForm>, { message: details[field] });
      if (known[0]) setLanguage(languageOfField(known[0]));
      toast.error(creating ? 'Erro ao criar case' : 'Erro ao atualizar case', {
        description: errorMessage(error),
      });
    },
  });

  const titleField = form.register('title', {
    onChange: (event: { target: { value: string } }) => {
      if (!slugTouched)
        form.setValue('slug', slugify(event.target.value), {
          shouldValidate: form.formState.isSubmitted,
        });
    },
  });
  const category = useWatch({ control: form.control, name: 'category' });
  const slugField = form.register('slug', {
    onChange: () => {
      setSlugTouched(true);
    },
  });

  // Each translation's status as the editor types (the language tabs), and "Copiar do português".
  const { statuses, copyFromPortuguese, name, errorOf, translationErrors, translating } = useContentLanguages(form, CASE_TRANSLATABLE, language);
  const ptErrors = Object.keys(errors).some((field) => field !== 'translations');
  const onInvalid = (invalid: FieldErrors<TCaseForm>) => {
    setLanguage(Object.keys(invalid).some((field) => field !== 'translations') ? 'pt' : invalid.translations?.en ? 'en' : 'es');
  };

  return (
    <>
      <DialogHeader>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <DialogTitle>{creating ? 'Adicionar Novo Case' : 'Editar Case'}</DialogTitle>
          {editing && isScheduled(editing.published, editing.publishedAt) ? <ScheduledBadge publishedAt={editing.publishedAt!} /> : null}
          {editing ? (
            <div className="mr-8 ml-auto flex flex-wrap items-center gap-1">
              {/* Scheduling and previews (decision 041); the form's checkbox follows a schedule or its cancelling. */}
              <PublishingActions type="case" item={editing} onChanged={(published) => form.setValue('published', published)} />
              <HistoryButton
                control={history}
                type="cases"
                itemId={editing.id}
                onRestored={() => {
                  void queryClient.invalidateQueries({ queryKey: casesKey });
                  guard.saved();
                }}
              />
            </div>
          ) : null}
        </div>
        <DialogDescription>{creating ? 'Preencha os dados do novo case do portfólio.' : 'Altere os dados do case e salve.'}</DialogDescription>
      </DialogHeader>
      <AutosaveOffer autosave={autosave} />
      <ContentLanguages
        value={language}
        onChange={setLanguage}
        statuses={statuses}
        errorIn={[...(ptErrors ? (['pt'] as const) : []), ...translationErrors]}
        onCopy={copyFromPortuguese}
        required="o título"
        shared="Cliente, serviço, tecnologias, imagens e publicação"
      />
      <DialogBody>
        <form
          id="case-form"
          key={language}
          noValidate
          onSubmit={form.handleSubmit((values) => save.mutate(values), onInvalid)}
          className="grid gap-5 sm:grid-cols-2"
        >
          <Field label="Título" error={errorOf('title')}>
            <Input {...(translating ? form.register(name('title')) : titleField)} />
          </Field>
          <Field
            label="Slug"
            error={errorOf('slug')}
            hint={translating ? `Se vazio, gerado do título: /${language}/cases/slug` : 'Endereço do case: /cases/slug'}
          >
            <Input {...(translating ? form.register(name('slug')) : slugField)} />
          </Field>
          {translating ? (
            <>
              <Field label="Setor" error={errorOf('industry')} className="sm:col-span-2">
                <Input {...form.register(name('industry'))} />
              </Field>
              <TranslatedAlts
                language={language}
                images={[
                  { url: form.getValues('imageUrl'), label: 'Texto alternativo da imagem principal', fieldId: 'alt:cover' },
                  ...form.getValues('gallery').map((url, index) => ({ url, label: `Texto alternativo da imagem ${index + 1}`, fieldId: `alt:gallery-${index + 1}` })),
                ]}
              />
            </>
          ) : (
            <>
              <Field label="Cliente" error={errors.client?.message}>
                <Input {...form.register('client')} />
              </Field>
              <Field label="Ordem de exibição" error={errors.order?.message}>
                <Input type="number" min={0} step={1} inputMode="numeric" {...form.register('order')} />
              </Field>
              <Field label="Serviço" error={errors.category?.message} hint="Como o site apresenta o case (topo da página e ficha do projeto).">
                <NativeSelect {...form.register('category')}>
                  {creating || !category ? (
                    <option value="" disabled>
                      Escolha o serviço
                    </option>
                  ) : null}
                  {CASE_CATEGORIES.map((key) => (
                    <option key={key} value={key}>
                      {serviceLabel(key)}
                    </option>
                  ))}
                  {category && !(CASE_CATEGORIES as readonly string[]).includes(category) ? <option value={category}>{serviceLabel(category)}</option> : null}
                </NativeSelect>
              </Field>
              <Field label="Setor" error={errors.industry?.message} hint="O setor do cliente, por exemplo: Logística, Saúde, Varejo.">
                <Input {...form.register('industry')} />
              </Field>
            </>
          )}
          <div className="flex flex-col gap-1.5 sm:col-span-2">
            <Label htmlFor="case-description">Descrição</Label>
            <Controller
              control={form.control}
              name={name('description')}
              render={({ field }) => (
                <Suspense fallback={<Skeleton className="h-72 w-full rounded-control" />}>
                  <LazyMarkdownEditor
                    id="case-description"
                    rows={8}
                    value={field.value as string}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    invalid={Boolean(errorOf('description'))}
                    describedBy={errorOf('description') ? 'case-description-error' : 'case-description-hint'}
                  />
                </Suspense>
              )}
            />
            {errorOf('description') ? (
              <p id="case-description-error" role="alert" className="text-xs font-semibold text-danger">
                {errorOf('description')}
              </p>
            ) : (
              <p id="case-description-hint" className="text-xs text-ink-500">
                Em Markdown, como os posts: listas, negrito, links e imagens aparecem assim na página do case.
              </p>
            )}
          </div>
          {translating ? null : (
            <>
              <Controller
                control={form.control}
                name="technologies"
                render={({ field }) => (
                  <Field
                    label="Tecnologias"
                    error={errors.technologies?.message}
                    hint="Enter ou vírgula adiciona; por exemplo: React, Node.js, PostgreSQL"
                    className="sm:col-span-2"
                  >
                    <TagsInput value={field.value} onChange={field.onChange} onBlur={field.onBlur} placeholder="React, Node.js..." />
                  </Field>
                )}
              />
              <Controller
                control={form.control}
                name="imageUrl"
                render={({ field }) => (
                  <div className="flex flex-col gap-3">
                    <ImageField label="Imagem principal" value={field.value} onChange={field.onChange} error={errors.imageUrl?.message} />
                    {field.value ? <AltTextField url={field.value} label="Texto alternativo da imagem principal" fieldId="alt:cover" /> : null}
                  </div>
                )}
              />
              <Controller
                control={form.control}
                name="logoUrl"
                render={({ field }) => <ImageField label="Logo do cliente" square value={field.value} onChange={field.onChange} />}
              />
              <div className="sm:col-span-2">
                <Controller
                  control={form.control}
                  name="gallery"
                  render={({ field }) => <GalleryField value={field.value} onChange={field.onChange} error={errors.gallery?.message} />}
                />
              </div>
            </>
          )}
          <fieldset className="grid gap-5 border-t border-ink-100 pt-5 sm:col-span-2 sm:grid-cols-2">
            <legend className="sr-only">SEO</legend>
            <p className="text-sm font-bold text-brand-dark sm:col-span-2">Buscadores e redes sociais</p>
            <Field label="Título SEO" error={errorOf('seoTitle')} hint="Se vazio, usa o título do case. Até 60 caracteres aparecem no Google.">
              <Input {...form.register(name('seoTitle'))} />
            </Field>
            <Field label="Descrição SEO" error={errorOf('seoDescription')} hint="Se vazia, usa o começo da descrição. Até 160 caracteres.">
              <Textarea rows={2} {...form.register(name('seoDescription'))} />
            </Field>
          </fieldset>
        </form>
      </DialogBody>
      <FormFooter
        form="case-form"
        pending={save.isPending}
        label="Salvar Case"
        onCancel={guard.requestClose}
        status={<AutosaveStatus autosave={autosave} />}
        aside={
          <>
            <Controller
              control={form.control}
              name="published"
              render={({ field }) => (
                <div className="flex items-center gap-2">
                  <Checkbox id="case-published" checked={field.value} onCheckedChange={(checked) => field.onChange(checked === true)} />
                  <Label htmlFor="case-published">Publicar case</Label>
                </div>
              )}
            />
            <Controller
              control={form.control}
              name="featured"
              render={({ field }) => (
                <div className="flex items-center gap-2">
                  <Checkbox id="case-featured" checked={field.value} onCheckedChange={(checked) => field.onChange(checked === true)} />
                  <Label htmlFor="case-featured">Case em destaque</Label>
                </div>
              )}
            />
          </>
        }
      />
    </>
  );
}
