import { zodResolver } from '@hookform/resolvers/zod';
import { ErrorCode, SLUG_PATTERN, slugify, type THistoryType, type TLanguage, type TTranslatable, type TWorkingCopyType } from '@softhouse/contracts';
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect, useLayoutEffect, useRef, useState, type ComponentProps, type ComponentType, type ReactNode } from 'react';
import { useForm, type DefaultValues, type FieldErrors, type FieldValues, type Path, type PathValue } from 'react-hook-form';
import { z } from 'zod';
import { DialogDescription, DialogHeader, DialogTitle } from '~/components/ui/dialog';
import { toast } from '~/components/ui/toast';
import { ApiError, errorMessage } from '../api/client';
import { HistoryButton, useHistoryControl } from '../history/history-button';
import { PublishingActions, ScheduledBadge, type PublishingItem } from '../scheduling/publishing-actions';
import { isScheduled } from '../scheduling/zoned-time';
import { useAutosave } from './autosave';
import { AutosaveOffer, AutosaveStatus } from './autosave-notice';
import { ContentLanguages, languageOfField, useContentLanguages } from './content-languages';
import { useFocusField } from './edit-link';
import { FormDialog, FormFooter, useDirtyGuard, type FormGuard } from './form-dialog';

/*
 * The editor dialog of a content type with languages, autosave, history and scheduling (posts, cases):
 * `EditorDialog` opens it, `useResourceForm` holds the form and its save, `EditorHeader` and
 * `EditorFooter` surround the type's own fields.
 */

/** What a list screen gives its editor dialog (`useEditorDialog().dialog`). */
export type EditorDialogProps<T> = { open: boolean; onOpenChange: (open: boolean) => void; editing: T | null; focusField?: string | null };
export type EditorFormProps<T> = { editing: T | null; guard: FormGuard; focusField?: string | null };

/** The dialog around a type's form, which starts fresh for each item opened. */
export function EditorDialog<T extends { id: string }>({
  form: Form,
  editing,
  focusField,
  ...dialog
}: EditorDialogProps<T> & Pick<ComponentProps<typeof FormDialog>, 'size' | 'className'> & { form: ComponentType<EditorFormProps<T>> }) {
  return <FormDialog {...dialog}>{(guard) => <Form key={editing?.id ?? 'new'} editing={editing} guard={guard} focusField={focusField} />}</FormDialog>;
}

export type EditorItem = { id: string; version?: number };
/** A form with the Portuguese fields at the top, `translations.en|es`, and a `published` switch the scheduling follows. */
export type EditorValues = FieldValues & { published: boolean };

type ResourceFormOptions<T extends EditorItem, V extends EditorValues, F extends string> = EditorFormProps<T> & {
  /** The autosave's and previews' type; the form's id is `<type>-form`. */
  type: TWorkingCopyType;
  historyType: THistoryType;
  translatable: TTranslatable<F>;
  schema: z.ZodObject & z.ZodType<V, V>;
  /** The list's query, refreshed after a save or a restore. */
  queryKey: QueryKey;
  /** The whole item's query, for lists that leave part of it out; the form takes it unless the user has started typing. */
  full?: { data?: T; isFetching: boolean };
  /** The form's values of an item (of a new one for null). */
  values: (item: T | null) => V;
  publication: (item: T) => Omit<PublishingItem, 'id'>;
  create: (values: V) => Promise<unknown>;
  update: (values: V, item: T) => Promise<unknown>;
  messages: { created: string; updated: string; createFailed: string; updateFailed: string };
  /** The failure toast's description; the API's message by default. */
  describeError?: (error: unknown, creating: boolean) => string;
  /** The slug a title gives, while the slug follows the title (a new item until the slug is edited). */
  slugOf?: (title: string) => string;
  /** Brings the named fields (without their `translations.<lang>.` prefix) into view, e.g. their tab. */
  show?: (fields: string[]) => void;
};

/**
 * The form's `translations` (decision 031): English and Spanish, every field as text and optional, with
 * the contract's limits: a translation's own title and address, the type's `fields`, its keywords.
 */
export function translationsSchema<S extends z.ZodRawShape>(slugInvalid: string, fields: S) {
  const one = () =>
    z.object({
      title: z.string().trim().max(200, 'Título muito longo (máx. 200)'),
      slug: z.string().trim().max(120, 'Slug muito longo (máx. 120)').refine((v) => v === '' || SLUG_PATTERN.test(v), slugInvalid),
      ...fields,
      seoKeywords: z.string().max(2000),
    });
  return z.object({ en: one(), es: one() });
}

const TRANSLATED_FIELD = /^translations\.(en|es)\.\w+$/;
const bare = (field: string) => field.replace(/^translations\.\w+\./, '');

/**
 * The form of a content editor: react-hook-form with the type's schema, the unsaved-changes guard, the
 * autosave (decision 043), 'Histórico' and the refusal of a stale save (decision 042), the language
 * tabs (decision 031), the field a link opens at, the slug following the title, and the save: its
 * toasts, the list's refresh, and each field the API refused said under it, in its language and tab.
 */
export function useResourceForm<T extends EditorItem, V extends EditorValues, F extends string>(options: ResourceFormOptions<T, V, F>) {
  const { editing, guard, focusField, full, values, schema, messages, slugOf = slugify, show } = options;
  const queryClient = useQueryClient();
  const creating = editing === null;
  const [language, setLanguage] = useState<TLanguage>('pt');
  const form = useForm<V>({ resolver: zodResolver(schema), defaultValues: values(editing) as DefaultValues<V> });
  const { errors } = form.formState;
  useDirtyGuard(guard, form);
  const history = useHistoryControl();
  // The item as saved: the whole one once loaded.
  const complete = full ? (full.data ?? null) : editing;
  const saved = complete ?? editing;
  const autosave = useAutosave({ type: options.type, itemId: editing?.id ?? null, form, saved: creating || complete ? values(complete) : null, baseVersion: saved?.version ?? null });
  const reveal = (field: string) => {
    setLanguage(languageOfField(field));
    show?.([bare(field)]);
  };
  useFocusField(focusField, (name) => form.setFocus(name as Path<V>), reveal);

  const valuesRef = useRef(values);
  useEffect(() => {
    valuesRef.current = values;
  });
  // The whole item replaces the list's row unless the user has started typing. `formState.isDirty` is React
  // state and lags a keystroke made just as the item arrives (the typed text was then reset away), so the
  // form's own change notifications, which are synchronous, say whether anyone typed. Subscribed as the form is
  // put on the screen (a layout effect runs in the same task as the commit): a passive effect runs in a later
  // task, and on a loaded machine a keystroke could come between the two, unseen, and be reset away.
  const typed = useRef(false);
  useLayoutEffect(
    () =>
      form.subscribe({
        formState: { values: true },
        callback: ({ type }) => {
          if (type === 'change') typed.current = true;
        },
      }),
    [form],
  );
  useEffect(() => {
    if (full?.data && !typed.current && !form.formState.isDirty) form.reset(valuesRef.current(full.data));
  }, [full?.data, form]);

  const save = useMutation({
    mutationFn: (input: V) => (saved ? options.update(input, saved) : options.create(input)),
    onSuccess: async () => {
      toast.success(creating ? messages.created : messages.updated);
      await queryClient.invalidateQueries({ queryKey: options.queryKey });
      guard.saved();
    },
    onError: (error) => {
      if (history.refused(error)) return;
      // A taken slug (409) or a refused field (400) is said under the field, in its language and tab.
      const fields: Record<string, string> = {
        ...(error instanceof ApiError && error.details ? error.details : {}),
        ...(error instanceof ApiError && error.code === ErrorCode.CONFLICT ? { slug: error.message } : {}),
      };
      const known = Object.entries(fields).filter(([field]) => field in schema.shape || TRANSLATED_FIELD.test(field));
      for (const [field, message] of known) form.setError(field as Path<V>, { message });
      const first = known[0]?.[0];
      if (first) {
        reveal(first);
        setTimeout(() => form.setFocus(first as Path<V>), 0);
      }
      toast.error(creating ? messages.createFailed : messages.updateFailed, {
        description: options.describeError ? options.describeError(error, creating) : errorMessage(error),
      });
    },
  });

  const onInvalid = (invalid: FieldErrors<V>) => {
    const translations = invalid.translations as Record<string, object> | undefined;
    const inLanguage = Object.keys(invalid).some((field) => field !== 'translations') ? 'pt' : translations?.en ? 'en' : 'es';
    setLanguage(inLanguage);
    show?.(Object.keys(inLanguage === 'pt' ? invalid : (translations?.[inLanguage] ?? {})));
  };

  const languages = useContentLanguages(form, options.translatable, language);
  // On creation the slug follows the title until the editor changes the slug itself.
  const [slugTouched, setSlugTouched] = useState(!creating);
  const titleField = form.register('title' as Path<V>, {
    onChange: (event: { target: { value: string } }) => {
      if (!slugTouched) form.setValue('slug' as Path<V>, slugOf(event.target.value) as PathValue<V, Path<V>>, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
    },
  });
  const slugField = form.register('slug' as Path<V>, { onChange: () => setSlugTouched(true) });

  return {
    type: options.type,
    historyType: options.historyType,
    publication: options.publication,
    guard,
    form,
    errors,
    creating,
    saved,
    language,
    setLanguage,
    languages,
    history,
    autosave,
    save,
    slugTouched,
    /** The whole item is being read. */
    loading: Boolean(full?.isFetching),
    /** The title's and the slug's inputs in the chosen language; in Portuguese the slug follows the title. */
    titleInput: languages.translating ? form.register(languages.name('title' as F)) : titleField,
    slugInput: languages.translating ? form.register(languages.name('slug' as F)) : slugField,
    formProps: { id: `${options.type}-form`, noValidate: true, onSubmit: form.handleSubmit((input) => save.mutate(input), onInvalid) },
    /** A revision restored: the list refreshes and the dialog closes. */
    restored: () => {
      void queryClient.invalidateQueries({ queryKey: options.queryKey });
      guard.saved();
    },
  };
}

export type ResourceForm<T extends EditorItem, V extends EditorValues, F extends string> = ReturnType<typeof useResourceForm<T, V, F>>;

/**
 * The title (with `status`, a badge, unless the item is scheduled), scheduling and 'Histórico' for a saved
 * item, the description, the autosave's offer and the language tabs (`required`: what a language needs to
 * go live; `shared`: what all of them share).
 */
export function EditorHeader<T extends EditorItem, V extends EditorValues, F extends string>({ editor, title, description, status, required, shared }: {
  editor: ResourceForm<T, V, F>;
  title: string;
  description: ReactNode;
  status?: ReactNode;
  required: string;
  shared: string;
}) {
  const { saved, languages, errors } = editor;
  const item = saved ? { id: saved.id, ...editor.publication(saved) } : null;
  return (
    <>
      <DialogHeader>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <DialogTitle>{title}</DialogTitle>
          {item && isScheduled(item.published, item.publishedAt) ? <ScheduledBadge publishedAt={item.publishedAt!} /> : status}
          {item ? (
            <div className="mr-8 ml-auto flex flex-wrap items-center gap-1">
              {/* Scheduling and previews (decision 041); the form's switch follows a schedule or its cancelling. */}
              <PublishingActions type={editor.type} item={item} onChanged={(published) => editor.form.setValue('published' as Path<V>, published as PathValue<V, Path<V>>)} />
              <HistoryButton control={editor.history} type={editor.historyType} itemId={item.id} onRestored={editor.restored} />
            </div>
          ) : null}
        </div>
        <DialogDescription>{description}</DialogDescription>
      </DialogHeader>
      <AutosaveOffer autosave={editor.autosave} />
      <ContentLanguages
        value={editor.language}
        onChange={editor.setLanguage}
        statuses={languages.statuses}
        errorIn={[...(Object.keys(errors).some((field) => field !== 'translations') ? (['pt'] as const) : []), ...languages.translationErrors]}
        onCopy={languages.copyFromPortuguese}
        required={required}
        shared={shared}
      />
    </>
  );
}

/** Cancelar and the save button, `aside` what decides what saving does (publishing), and the autosave's line. */
export function EditorFooter<T extends EditorItem, V extends EditorValues, F extends string>({ editor, label, aside }: { editor: ResourceForm<T, V, F>; label: string; aside: ReactNode }) {
  return (
    <FormFooter
      form={editor.formProps.id}
      pending={editor.save.isPending}
      label={label}
      onCancel={editor.guard.requestClose}
      status={<AutosaveStatus autosave={editor.autosave} />}
      aside={aside}
    />
  );
}
