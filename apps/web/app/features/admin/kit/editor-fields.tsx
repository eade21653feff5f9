import { Suspense } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { Input } from '~/components/ui/input';
import { Label } from '~/components/ui/label';
import { Skeleton } from '~/components/ui/skeleton';
import { Textarea } from '~/components/ui/textarea';
import { cn } from '~/lib/cn';
import { Field } from '../components/field';
import { LazyMarkdownEditor } from '../markdown-editor/lazy';
import type { EditorItem, EditorValues, ResourceForm } from './resource-form';

/**
 * A Markdown text of a content form (a post's content, a case's description): its label, the editor
 * (loaded when first shown, `skeleton` sizing its place meanwhile), and its error or else its hint.
 */
export function MarkdownField<V extends FieldValues>({ control, name, id, label, rows, error, hint, skeleton, className }: {
  control: Control<V>;
  name: Path<V>;
  id: string;
  label: string;
  rows: number;
  error?: string;
  hint?: string;
  skeleton: string;
  className?: string;
}) {
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <Label htmlFor={id}>{label}</Label>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <Suspense fallback={<Skeleton className={cn('w-full rounded-control', skeleton)} />}>
            <LazyMarkdownEditor
              id={id}
              rows={rows}
              value={field.value as string}
              onChange={field.onChange}
              onBlur={field.onBlur}
              invalid={Boolean(error)}
              describedBy={error ? `${id}-error` : hint ? `${id}-hint` : undefined}
            />
          </Suspense>
        )}
      />
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-xs font-semibold text-danger">
          {error}
        </p>
      ) : hint ? (
        <p id={`${id}-hint`} className="text-xs text-ink-500">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** 'Título SEO' and 'Descrição SEO' of a content item in the editor's language, with what an empty one falls back to. */
export function SeoFields<T extends EditorItem, V extends EditorValues, F extends string>({ editor, hints, rows }: { editor: ResourceForm<T, V, F>; hints: { title: string; description: string }; rows: number }) {
  const { form, languages } = editor;
  return (
    <>
      <Field label="Título SEO" error={languages.errorOf('seoTitle' as F)} hint={hints.title}>
        <Input {...form.register(languages.name('seoTitle' as F))} />
      </Field>
      <Field label="Descrição SEO" error={languages.errorOf('seoDescription' as F)} hint={hints.description}>
        <Textarea rows={rows} {...form.register(languages.name('seoDescription' as F))} />
      </Field>
    </>
  );
}
