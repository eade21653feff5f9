import { CASE_CATEGORIES, CASE_LIMITS, CASE_MESSAGES, CASE_SERVICES, CASE_TRANSLATABLE, ZCaseCreate, type TCase, type TCaseService } from '@softhouse/contracts';
import { Controller, useWatch, type Control } from 'react-hook-form';
import { z } from 'zod';
import { Checkbox } from '~/components/ui/checkbox';
import { DialogBody } from '~/components/ui/dialog';
import { Input } from '~/components/ui/input';
import { Label } from '~/components/ui/label';
import { NativeSelect } from '~/components/ui/native-select';
import { cases as siteTexts } from '~/i18n/locales/pt/cases';
import { Field } from '../components/field';
import { AltTextField } from '../components/alt-text-field';
import { TranslatedAlts } from '../components/translated-alts';
import { ImageField } from '../components/image-field';
import { TagsInput } from '../components/tags-input';
import { EditorDialog, EditorFooter, EditorHeader, MarkdownField, Options, SeoFields, translationFormValues, translationsPayload, translationsSchema, useResourceForm, type EditorDialogProps, type EditorFormProps } from '../kit';
import { casesApi, casesKey } from './cases-api';
import { GalleryField } from './gallery-field';

const shape = ZCaseCreate.shape;

/** The service pages whose carousels may show a case (decision 047), as the back office names them. */
const SERVICE_LABELS: Record<TCaseService, string> = { software: 'Software', app: 'Aplicativo', outsourcing: 'Outsourcing' };

/** The service of a case as the site names it (its Portuguese labels, the ones visitors read). */
const serviceLabel = (category: string): string =>
  (siteTexts.categories as Record<string, string>)[category] ?? category.charAt(0).toUpperCase() + category.slice(1);

/** The English and Spanish fields of the form (besides title, slug and keywords). */
const ZTranslations = translationsSchema(CASE_MESSAGES.slugInvalid, {
  description: z.string().max(20_000, 'Descrição muito longa'),
  industry: z.string().trim().max(100, 'Setor muito longo (máx. 100)'),
  seoTitle: z.string().trim().max(120, 'Título SEO muito longo (máx. 120)'),
  seoDescription: z.string().trim().max(300, 'Descrição SEO muito longa (máx. 300)'),
});

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
  services: z.array(z.enum(CASE_SERVICES)),
  order: z.string().trim().regex(/^\d*$/, 'A ordem deve ser um número inteiro maior ou igual a 0'),
  published: z.boolean(),
  featured: z.boolean(),
  seoTitle: z.string().trim().max(120, 'Título SEO muito longo (máx. 120)'),
  seoDescription: z.string().trim().max(300, 'Descrição SEO muito longa (máx. 300)'),
  /** English and Spanish (decision 031): every field optional; a language goes live with its title. */
  translations: ZTranslations,
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
  services: item?.services ?? [],
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
    services: values.services,
    order: Number.parseInt(values.order, 10) || 0,
    published: values.published,
    featured: values.featured,
    seoTitle: values.seoTitle.trim() || null,
    seoDescription: values.seoDescription.trim() || null,
    translations: translationsPayload(values.translations, ['seoKeywords']),
  };
}

/** 'Adicionar Novo Case' / 'Editar Case' (product.md §2, §5). */
export function CaseFormDialog(props: EditorDialogProps<TCase>) {
  return <EditorDialog {...props} form={CaseForm} />;
}

function CaseForm(props: EditorFormProps<TCase>) {
  const editor = useResourceForm({
    ...props,
    type: 'case',
    historyType: 'cases',
    translatable: CASE_TRANSLATABLE,
    schema: ZCaseForm,
    queryKey: casesKey,
    values: formValues,
    publication: (item) => ({ published: item.published, publishedAt: item.publishedAt }),
    create: (values) => casesApi.create(payloadOf(values)),
    update: (values, item) => casesApi.update(item.id, { ...payloadOf(values), version: item.version }),
    messages: {
      created: 'Case criado com sucesso!',
      updated: 'Case atualizado com sucesso!',
      createFailed: 'Erro ao criar case',
      updateFailed: 'Erro ao atualizar case',
    },
  });
  const { form, errors, creating, language } = editor;
  const { name, errorOf, translating } = editor.languages;
  const category = useWatch({ control: form.control, name: 'category' });

  return (
    <>
      <EditorHeader
        editor={editor}
        title={creating ? 'Adicionar Novo Case' : 'Editar Case'}
        description={creating ? 'Preencha os dados do novo case do portfólio.' : 'Altere os dados do case e salve.'}
        required="o título"
        shared="Cliente, serviço, tecnologias, imagens e publicação"
      />
      <DialogBody>
        <form {...editor.formProps} key={language} className="grid gap-5 sm:grid-cols-2">
          <Field label="Título" error={errorOf('title')}>
            <Input {...editor.titleInput} />
          </Field>
          <Field
            label="Slug"
            error={errorOf('slug')}
            hint={translating ? `Se vazio, gerado do título: /${language}/cases/slug` : 'Endereço do case: /cases/slug'}
          >
            <Input {...editor.slugInput} />
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
                  <Options items={CASE_CATEGORIES} label={serviceLabel} />
                  {category && !(CASE_CATEGORIES as readonly string[]).includes(category) ? <option value={category}>{serviceLabel(category)}</option> : null}
                </NativeSelect>
              </Field>
              <Field label="Setor" error={errors.industry?.message} hint="O setor do cliente, por exemplo: Logística, Saúde, Varejo.">
                <Input {...form.register('industry')} />
              </Field>
            </>
          )}
          <MarkdownField
            control={form.control}
            name={name('description')}
            id="case-description"
            label="Descrição"
            rows={8}
            error={errorOf('description')}
            hint="Em Markdown, como os posts: listas, negrito, links e imagens aparecem assim na página do case."
            skeleton="h-72"
            className="sm:col-span-2"
          />
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
                name="services"
                render={({ field }) => <ServicesField value={field.value} onChange={field.onChange} />}
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
            <SeoFields
              editor={editor}
              hints={{
                title: 'Se vazio, usa o título do case. Até 60 caracteres aparecem no Google.',
                description: 'Se vazia, usa o começo da descrição. Até 160 caracteres.',
              }}
              rows={2}
            />
          </fieldset>
        </form>
      </DialogBody>
      <EditorFooter
        editor={editor}
        label="Salvar Case"
        aside={
          <>
            <CheckField control={form.control} name="published" label="Publicar case" />
            <CheckField control={form.control} name="featured" label="Case em destaque" />
          </>
        }
      />
    </>
  );
}

/** A yes/no of the footer: its checkbox and label. */
function CheckField({ control, name, label }: { control: Control<TCaseForm>; name: 'published' | 'featured'; label: string }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <div className="flex items-center gap-2">
          <Checkbox id={`case-${name}`} checked={field.value} onCheckedChange={(checked) => field.onChange(checked === true)} />
          <Label htmlFor={`case-${name}`}>{label}</Label>
        </div>
      )}
    />
  );
}

/** "Serviços": the service pages whose case carousels show this case. */
function ServicesField({ value, onChange }: { value: TCaseService[]; onChange: (services: TCaseService[]) => void }) {
  const toggle = (service: TCaseService, on: boolean) => onChange(CASE_SERVICES.filter((s) => (s === service ? on : value.includes(s))));
  return (
    <fieldset className="flex flex-col gap-2.5 sm:col-span-2">
      <legend className="mb-1.5 text-sm font-semibold text-ink-700">Serviços</legend>
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        {CASE_SERVICES.map((service) => (
          <div key={service} className="flex items-center gap-2">
            <Checkbox id={`case-service-${service}`} checked={value.includes(service)} onCheckedChange={(checked) => toggle(service, checked === true)} />
            <Label htmlFor={`case-service-${service}`}>{SERVICE_LABELS[service]}</Label>
          </div>
        ))}
      </div>
      <p className="text-xs text-ink-500">O carrossel de cases da página de cada serviço marcado mostra este case.</p>
    </fieldset>
  );
}
