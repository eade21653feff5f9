import { zodResolver } from '@hookform/resolvers/zod';
import { BLOCK_DEFINITIONS, BLOCK_SCHEMAS, type TBlockType, type TPageDraftBlock, type TSection } from '@softhouse/contracts';
import type { TLanguage, TTranslatedLanguage } from '@softhouse/contracts/constants';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Eye, PencilLine } from 'lucide-react';
import { useState } from 'react';
import { FormProvider, useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { z } from 'zod';
import { DialogDescription, DialogHeader, DialogTitle } from '~/components/ui/dialog';
import { toast } from '~/components/ui/toast';
import { cn } from '~/lib/cn';
import { errorMessage } from '../api/client';
import { applyApiDetails } from '../components/api-details';
import { ContentLanguages, FormDialog, FormFooter, SwitchField, useDirtyGuard, type FormGuard } from '../kit';
import { BlockFields } from './block-fields';
import { copyPortuguese, formContent, languageOfPath, sentContent, translationOf, type BlockContent } from './block-values';
import { LivePreview, usePageDraft } from './live-preview';
import { pageKey, pagesApi } from './pages-api';

/*
 * A block's editor (decision 047): the form generated from its type's fields, validated with the type's
 * schema (the API's own), beside the real page showing it as typed, in the form's language.
 */

/** What the editor works on: a saved block, or a new one of a type, added at the end of the page. */
export type BlockEditing = { type: TBlockType; section: TSection | null };
type FormValues = { content: BlockContent; visible: boolean };

type Props = { page: string; sections: TSection[]; editing: BlockEditing | null; open: boolean; onOpenChange: (open: boolean) => void };

export function BlockFormDialog({ page, sections, editing, open, onOpenChange }: Props) {
  return (
    <FormDialog open={open} onOpenChange={onOpenChange} size="xl" className="h-[calc(100dvh-2rem)] max-w-[min(100vw-2rem,1520px)]">
      {(guard) => (editing ? <BlockForm key={editing.section?.id ?? `new-${editing.type}`} page={page} sections={sections} editing={editing} guard={guard} /> : null)}
    </FormDialog>
  );
}

/** The languages holding a refused field (a text's `.en`, `.es`; anything else is the Portuguese tab's). */
function errorLanguages(errors: FieldErrors, path = ''): TLanguage[] {
  const found = new Set<TLanguage>();
  for (const [key, value] of Object.entries(errors)) {
    if (!value || typeof value !== 'object' || key === 'ref') continue;
    const here = path ? `${path}.${key}` : key;
    if ('message' in value && typeof value.message === 'string') found.add(languageOfPath(here));
    for (const language of errorLanguages(value as FieldErrors, here)) found.add(language);
  }
  return [...found];
}

function BlockForm({ page, sections, editing, guard }: { page: string; sections: TSection[]; editing: BlockEditing; guard: FormGuard }) {
  const queryClient = useQueryClient();
  const { type, section } = editing;
  const definition = BLOCK_DEFINITIONS[type];
  const creating = section === null;
  const form = useForm<FormValues>({
    resolver: zodResolver(z.object({ content: BLOCK_SCHEMAS[type], visible: z.boolean() })) as never,
    defaultValues: { content: formContent(definition.fields, section?.content ?? {}), visible: section?.visible ?? true },
  });
  useDirtyGuard(guard, form);
  const [language, setLanguage] = useState<TLanguage>('pt');
  // Below 1024 px the form and the preview take turns.
  const [pane, setPane] = useState<'form' | 'preview'>('form');
  const [content, visible] = useWatch({ control: form.control, name: ['content', 'visible'] });

  // The page as it would be with this form saved: the block in its place (a new one at the end), shown even while hidden so it can be seen.
  const edited: TPageDraftBlock = { id: section?.id ?? 'new', type, content: sentContent(definition.fields, content), visible: true };
  const blocks = creating
    ? [...sections.map(asDraft), edited]
    : sections.map((other) => (other.id === section.id ? edited : asDraft(other)));
  const draft = usePageDraft(page, blocks);

  const save = useMutation({
    mutationFn: (values: FormValues) => {
      const body = { content: sentContent(definition.fields, values.content), visible: values.visible };
      return creating ? pagesApi.addSection(page, { type, ...body }) : pagesApi.updateSection(page, section.id, body);
    },
    onSuccess: async () => {
      toast.success(creating ? 'Seção criada com sucesso!' : 'Seção atualizada com sucesso!');
      await queryClient.invalidateQueries({ queryKey: pageKey(page) });
      guard.saved();
    },
    onError: (error) => {
      applyApiDetails(form, error, (path) => (path.startsWith('content.') || path === 'visible' ? path : null));
      showFirstError();
      toast.error(creating ? 'Erro ao criar seção' : 'Erro ao atualizar seção', { description: errorMessage(error) });
    },
  });

  const errorIn = errorLanguages(form.formState.errors);
  const showFirstError = () => {
    const languages = errorLanguages(form.formState.errors);
    if (languages.length && !languages.includes(language)) setLanguage(languages[0]!);
    setPane('form');
  };

  return (
    <FormProvider {...form}>
      <DialogHeader>
        <DialogTitle>{creating ? `Nova seção: ${definition.label}` : `Editar seção: ${definition.label}`}</DialogTitle>
        <DialogDescription>{definition.description}</DialogDescription>
      </DialogHeader>
        <ContentLanguages
          value={language}
          onChange={setLanguage}
          statuses={{ en: translationOf(type, content, 'en'), es: translationOf(type, content, 'es') }}
          errorIn={errorIn}
          onCopy={(target: TTranslatedLanguage) => form.setValue('content', copyPortuguese(definition.fields, form.getValues('content'), target), { shouldDirty: true })}
          required="os textos em português"
          shared="Links, opções, ícones e a ordem dos itens"
          emptyFields="textos em branco mostram o português"
          className="shrink-0"
        />
        <div role="tablist" aria-label="Mostrar" className="flex shrink-0 gap-1 border-b border-ink-100 px-4 py-2 lg:hidden">
          {(
            [
              ['form', PencilLine, 'Campos'],
              ['preview', Eye, 'Prévia'],
            ] as const
          ).map(([value, Icon, label]) => (
            <button
              key={value}
              type="button"
              role="tab"
              aria-selected={pane === value}
              onClick={() => setPane(value)}
              className={cn(
                'inline-flex flex-1 items-center justify-center gap-1.5 rounded-control px-3 py-1.5 text-sm font-bold transition-colors',
                pane === value ? 'bg-brand-light text-brand-dark' : 'text-ink-600 hover:bg-ink-100',
              )}
            >
              <Icon aria-hidden="true" className="size-4" />
              {label}
            </button>
          ))}
        </div>
        <div className="grid min-h-0 flex-1 lg:grid-cols-[minmax(380px,5fr)_7fr]">
          <div className={cn('min-h-0 min-w-0 overflow-y-auto px-6 py-5', pane === 'preview' && 'max-lg:hidden')}>
            <form id="block-form" noValidate aria-label="Campos da seção" onSubmit={form.handleSubmit((values) => save.mutate(values), showFirstError)} className="flex flex-col gap-5">
              <BlockFields fields={definition.fields} base="content" language={language} />
            </form>
          </div>
          <LivePreview
            draft={draft}
            language={language}
            focus={(creating ? sections : sections.slice(0, sections.findIndex((other) => other.id === section.id))).filter((other) => other.visible).length}
            note={visible ? undefined : 'Esta seção está oculta no site: só a prévia a mostra.'}
            className={cn('border-ink-100 lg:border-l', pane === 'form' && 'max-lg:hidden')}
          />
        </div>
      <FormFooter
        form="block-form"
        label="Salvar Seção"
        pending={save.isPending}
        onCancel={guard.requestClose}
        aside={<SwitchField control={form.control} name="visible" label="Visível no site" />}
      />
    </FormProvider>
  );
}

const asDraft = (section: TSection): TPageDraftBlock => ({ id: section.id, type: section.type as TBlockType, content: section.content, visible: section.visible });
