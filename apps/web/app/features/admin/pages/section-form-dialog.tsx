import { zodResolver } from '@hookform/resolvers/zod';
import { SECTION_TYPES, type TSection } from '@softhouse/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { Input } from '~/components/ui/input';
import { NativeSelect } from '~/components/ui/native-select';
import { Textarea } from '~/components/ui/textarea';
import { toast } from '~/components/ui/toast';
import { errorMessage } from '../api/client';
import { applyApiDetails } from '../components/api-details';
import { Field } from '../components/field';
import { DEFAULT_TEXT_HINT, LangTabs, SITE_LANGS, type SiteLang } from '../components/lang-tabs';
import { DialogForm, FormDialog, type FormGuard, useDirtyGuard, SwitchField } from '../kit';
import { SECTION_TYPE_LABELS } from './page-names';
import { pageKey, pagesApi, type SectionBody } from './pages-api';

const max = (n: number) => z.string().trim().max(n, `Máximo de ${n} caracteres`);
const ZTexts = z.object({ title: max(300), subtitle: max(300), description: max(5000) });
const ZSectionForm = z.object({
  type: z.enum(SECTION_TYPES, { error: 'Escolha o tipo da seção' }),
  visible: z.boolean(),
  pt: ZTexts.extend({ title: max(300).min(1, 'O título em português é obrigatório') }),
  en: ZTexts,
  es: ZTexts,
});
type TSectionForm = z.infer<typeof ZSectionForm>;
type Texts = z.infer<typeof ZTexts>;

const textsOf = (content: Record<string, unknown> | undefined, lang: SiteLang): Texts => {
  const fields = (content?.[lang] ?? {}) as Record<string, unknown>;
  const s = (key: string) => (typeof fields[key] === 'string' ? fields[key] : '');
  return { title: s('title'), subtitle: s('subtitle'), description: s('description') };
};

/** Merges the edited texts into the section's content, keeping the fields this form does not show (items, CTA). */
function contentOf(values: TSectionForm, previous: Record<string, unknown> | undefined) {
  const content: Record<string, unknown> = {};
  for (const lang of SITE_LANGS) {
    const kept = { ...((previous?.[lang] ?? {}) as Record<string, unknown>) };
    for (const key of ['title', 'subtitle', 'description'] as const) {
      const value = values[lang][key].trim();
      if (value) kept[key] = value;
      else delete kept[key];
    }
    if (lang === 'pt' || Object.keys(kept).length > 0) content[lang] = kept;
  }
  return content;
}

type Props = { page: string; open: boolean; onOpenChange: (open: boolean) => void; editing: TSection | null };

export function SectionFormDialog({ page, open, onOpenChange, editing }: Props) {
  return (
    <FormDialog open={open} onOpenChange={onOpenChange}>
      {(guard) => <SectionForm key={editing?.id ?? 'new'} page={page} editing={editing} guard={guard} />}
    </FormDialog>
  );
}

function SectionForm({ page, editing, guard }: { page: string; editing: TSection | null; guard: FormGuard }) {
  const queryClient = useQueryClient();
  const creating = editing === null;
  const form = useForm<TSectionForm>({
    resolver: zodResolver(ZSectionForm),
    defaultValues: {
      type: (SECTION_TYPES as readonly string[]).includes(editing?.type ?? '') ? (editing?.type as TSectionForm['type']) : 'hero',
      visible: editing?.visible ?? true,
      pt: textsOf(editing?.content, 'pt'),
      en: textsOf(editing?.content, 'en'),
      es: textsOf(editing?.content, 'es'),
    },
  });
  const { errors } = form.formState;
  useDirtyGuard(guard, form);

  const save = useMutation({
    mutationFn: (values: TSectionForm) => {
      const body = { type: values.type, visible: values.visible, content: contentOf(values, editing?.content) as SectionBody['content'] };
      return creating ? pagesApi.addSection(page, body) : pagesApi.updateSection(page, editing.id, body);
    },
    onSuccess: async () => {
      toast.success(creating ? 'Seção criada com sucesso!' : 'Seção atualizada com sucesso!');
      await queryClient.invalidateQueries({ queryKey: pageKey(page) });
      guard.saved();
    },
    onError: (error) => {
      applyApiDetails(form, error, (path) => {
        const clean = path.replace(/^content\./, '');
        return /^(pt|en|es)\.(title|subtitle|description)$/.test(clean) || clean === 'type' || clean === 'visible' ? clean : null;
      });
      toast.error(creating ? 'Erro ao criar seção' : 'Erro ao atualizar seção', { description: errorMessage(error) });
    },
  });

  const errorIn = SITE_LANGS.filter((lang) => errors[lang]);
  const [pt, en, es] = useWatch({ control: form.control, name: ['pt', 'en', 'es'] });
  const texts = { pt: [pt.title, pt.subtitle, pt.description], en: [en.title, en.subtitle, en.description], es: [es.title, es.subtitle, es.description] };

  return (
    <DialogForm
      id="section-form"
      onSubmit={form.handleSubmit((values) => save.mutate(values))}
      title={creating ? 'Nova Seção' : 'Editar Seção'}
      description="Textos da seção em cada idioma do site. Só o português é obrigatório."
      submit="Salvar Seção"
      pending={save.isPending}
      onCancel={guard.requestClose}
      className="flex flex-col gap-5"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label="Tipo" error={errors.type?.message} hint="Na seção de destaque, o título e a descrição substituem o título da página no site.">
          <NativeSelect {...form.register('type')}>
            {SECTION_TYPES.map((type) => (
              <option key={type} value={type}>
                {SECTION_TYPE_LABELS[type] ?? type}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <SwitchField control={form.control} name="visible" label="Visível no site" className="sm:pt-7" />
      </div>
      <LangTabs
        label="Idioma dos textos"
        errorIn={errorIn}
        values={texts}
        onCopy={(lang) => {
          for (const field of ['title', 'subtitle', 'description'] as const) {
            if (!form.getValues(`${lang}.${field}`)?.trim() && pt[field]) form.setValue(`${lang}.${field}`, pt[field], { shouldDirty: true });
          }
        }}
      >
        {(lang) => {
          const hint = lang === 'pt' ? undefined : DEFAULT_TEXT_HINT;
          const e = errors[lang];
          return (
            <>
              <Field label={`Título (${lang})`} error={e?.title?.message} hint={hint}>
                <Input {...form.register(`${lang}.title`)} />
              </Field>
              <Field label={`Subtítulo (${lang})`} error={e?.subtitle?.message} hint={hint}>
                <Input {...form.register(`${lang}.subtitle`)} />
              </Field>
              <Field label={`Descrição (${lang})`} error={e?.description?.message} hint={hint}>
                <Textarea rows={4} {...form.register(`${lang}.description`)} />
              </Field>
            </>
          );
        }}
      </LangTabs>
    </DialogForm>
  );
}
