import { BLOCK_ICONS, type BlockField, type BlockIcon, type CasesField, type ItemField, type ListField, type TextField } from '@softhouse/contracts';
import type { TLanguage } from '@softhouse/contracts/constants';
import { ArrowDown, ArrowUp, Plus, Trash2, type LucideIcon } from 'lucide-react';
import { useId, type ComponentProps } from 'react';
import { Controller, get, useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { Button } from '~/components/ui/button';
import { Checkbox } from '~/components/ui/checkbox';
import { Input } from '~/components/ui/input';
import { Label } from '~/components/ui/label';
import { NativeSelect } from '~/components/ui/native-select';
import { Textarea } from '~/components/ui/textarea';
import { TECHNOLOGIES } from '~/features/technologies';
import { BLOCK_ICON_COMPONENTS } from '~/blocks/icons';
import { Field } from '../components/field';
import { IconButton } from '../components/icon-button';
import { MarkdownField, SwitchField } from '../kit';
import { formContent } from './block-values';
import { usePublishedCases } from './pages-api';

/*
 * The fields of a block's form, generated from its type's declaration (decision 047): one control per
 * field kind. Texts show the chosen language's value, with the Portuguese as the placeholder of an empty
 * translation; everything else (links, options, icons, cases, lists' order) is one for all languages and
 * shows in every tab. Names are the content's paths (`content.items.0.title.pt`), as the API's errors say them.
 */

type Fields = Readonly<Record<string, BlockField | ItemField>>;

const LANGUAGE_TAG: Record<TLanguage, string> = { pt: 'PT', en: 'EN', es: 'ES' };

/** The form's message for a field: the first of `names` with one (a text's in the chosen language, then the text's own). */
function useError(...names: string[]) {
  const { formState } = useFormContext();
  return names.map((name) => (get(formState.errors, name) as { message?: string } | undefined)?.message).find(Boolean);
}

/** Move up, move down, remove: an item's icon buttons (removing in the danger tone). */
function Action({ icon: Icon, ...props }: Omit<ComponentProps<typeof IconButton>, 'children'> & { icon: LucideIcon }) {
  return (
    <IconButton tone={Icon === Trash2 ? 'danger' : 'default'} {...props}>
      <Icon aria-hidden="true" />
    </IconButton>
  );
}

export function BlockFields({ fields, base, language }: { fields: Fields; base: string; language: TLanguage }) {
  return (
    <>
      {Object.entries(fields).map(([key, field]) => (
        <BlockFieldControl key={key} name={`${base}.${key}`} field={field} language={language} />
      ))}
    </>
  );
}

/** A field shown only for some values of a choice of its block (`when`: the cards' style, the hero's visual). */
function BlockFieldControl({ name, field, language }: { name: string; field: BlockField; language: TLanguage }) {
  const { control } = useFormContext();
  const choice = useWatch({ control, name: `content.${field.when?.field ?? ''}`, disabled: !field.when }) as unknown;
  if (field.when && !field.when.is.includes(String(choice))) return null;
  return <FieldControl name={name} field={field} language={language} />;
}

function FieldControl({ name, field, language }: { name: string; field: BlockField; language: TLanguage }) {
  switch (field.kind) {
    case 'line':
    case 'text':
      return <TextControl name={name} field={field} language={language} />;
    case 'link':
    case 'value':
      return <PlainControl name={name} label={field.label} hint={field.hint ?? (field.kind === 'link' ? '/contato, #contato, https://…, mailto: ou tel:' : undefined)} />;
    case 'choice':
      return <ChoiceControl name={name} label={field.label} hint={field.hint} options={field.options} />;
    case 'toggle':
      return <ToggleControl name={name} label={field.label} />;
    case 'icon':
      return <IconControl name={name} label={field.label} />;
    case 'cases':
      return <CasesControl name={name} field={field} />;
    case 'technologies':
      return <TechnologiesControl name={name} label={field.label} hint={field.hint} />;
    case 'list':
      return <ListControl name={name} field={field} language={language} />;
  }
}

/** A text in the chosen language; a translation left empty shows the Portuguese (the site's fallback) as its placeholder. */
function TextControl({ name, field, language }: { name: string; field: Pick<TextField, 'label' | 'hint' | 'required' | 'rich'> & { kind: 'line' | 'text' }; language: TLanguage }) {
  const { register, control } = useFormContext();
  const path = `${name}.${language}`;
  const error = useError(path, name);
  const portuguese = useWatch({ control, name: `${name}.pt` }) as string;
  const id = useId();
  const label = `${field.label} (${LANGUAGE_TAG[language]})${field.required && language === 'pt' ? ' *' : ''}`;
  const fallback = language !== 'pt' && portuguese ? portuguese : undefined;
  if (field.kind === 'text' && field.rich) {
    return <MarkdownField control={control} name={path} id={`${id}-md`} label={label} rows={6} error={error} hint={field.hint ?? (fallback ? 'Em branco: mostra o texto em português.' : undefined)} skeleton="h-48" />;
  }
  return (
    <Field label={label} error={error} hint={field.hint ?? (fallback ? 'Em branco: mostra o texto em português.' : undefined)}>
      {field.kind === 'text' ? <Textarea rows={3} placeholder={fallback} {...register(path)} /> : <Input placeholder={fallback} {...register(path)} />}
    </Field>
  );
}

function PlainControl({ name, label, hint }: { name: string; label: string; hint?: string }) {
  const { register } = useFormContext();
  return (
    <Field label={label} error={useError(name)} hint={hint}>
      <Input {...register(name)} />
    </Field>
  );
}

function ChoiceControl({ name, label, hint, options }: { name: string; label: string; hint?: string; options: Readonly<Record<string, string>> }) {
  const { register } = useFormContext();
  return (
    <Field label={label} error={useError(name)} hint={hint}>
      <NativeSelect {...register(name)}>
        {Object.entries(options).map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </NativeSelect>
    </Field>
  );
}

function ToggleControl({ name, label }: { name: string; label: string }) {
  const { control } = useFormContext();
  return <SwitchField control={control} name={name} label={label} className="min-h-10" />;
}

/** Icon names as editors read them. */
const iconName = (icon: string) => icon.replaceAll('-', ' ');

/** A select of the site's icons, the chosen one drawn beside it as the site shows it. */
function IconControl({ name, label }: { name: string; label: string }) {
  const { register, control } = useFormContext();
  const chosen = useWatch({ control, name }) as BlockIcon;
  const Icon = BLOCK_ICON_COMPONENTS[chosen];
  return (
    <div className="flex items-end gap-3">
      <span aria-hidden="true" className="grid size-10 shrink-0 place-items-center rounded-control bg-brand-light text-brand">
        {Icon ? <Icon className="size-5" /> : null}
      </span>
      <Field label={label} error={useError(name)} className="min-w-0 flex-1">
        <NativeSelect {...register(name)}>
          {BLOCK_ICONS.map((icon) => (
            <option key={icon} value={icon}>
              {iconName(icon)}
            </option>
          ))}
        </NativeSelect>
      </Field>
    </div>
  );
}

/** Published cases picked by hand, in the order the carousel shows them. */
function CasesControl({ name, field }: { name: string; field: CasesField }) {
  const { control } = useFormContext();
  const published = usePublishedCases();
  const id = useId();
  const error = useError(name);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field: { value, onChange } }) => {
        const picked = (value as string[]) ?? [];
        const titleOf = (caseId: string) => published.data?.find((item) => item.id === caseId)?.title ?? 'Case não publicado';
        const available = (published.data ?? []).filter((item) => !picked.includes(item.id));
        const move = (from: number, to: number) => {
          const next = [...picked];
          next.splice(to, 0, ...next.splice(from, 1));
          onChange(next);
        };
        return (
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-1.5 text-sm font-semibold text-ink-800">{field.label}</legend>
            {picked.length ? (
              <ol className="flex flex-col divide-y divide-ink-100 rounded-control ring-1 ring-ink-200">
                {picked.map((caseId, index) => (
                  <li key={caseId} className="flex items-center gap-2 py-1.5 pr-1.5 pl-3 text-sm">
                    <span className="w-5 text-xs font-bold text-ink-400 tabular-nums">{index + 1}</span>
                    <span className="min-w-0 flex-1 truncate font-semibold text-ink-800">{titleOf(caseId)}</span>
                    <Action icon={ArrowUp} label={`Subir ${titleOf(caseId)}`} disabled={index === 0} onClick={() => move(index, index - 1)} />
                    <Action icon={ArrowDown} label={`Descer ${titleOf(caseId)}`} disabled={index === picked.length - 1} onClick={() => move(index, index + 1)} />
                    <Action icon={Trash2} label={`Remover ${titleOf(caseId)}`} onClick={() => onChange(picked.filter((other) => other !== caseId))} />
                  </li>
                ))}
              </ol>
            ) : null}
            <Label htmlFor={id} className="sr-only">
              Adicionar case
            </Label>
            <NativeSelect
              id={id}
              value=""
              disabled={picked.length >= field.max || !available.length}
              onChange={(event) => event.target.value && onChange([...picked, event.target.value])}
            >
              <option value="">{published.isPending ? 'Carregando cases…' : available.length ? 'Adicionar case…' : 'Todos os cases publicados já estão na lista'}</option>
              {available.map((item) => (
                <option key={item.id} value={item.id}>
                  {item.title}
                </option>
              ))}
            </NativeSelect>
            {error ? (
              <p role="alert" className="text-xs font-semibold text-danger">
                {error}
              </p>
            ) : field.hint ? (
              <p className="text-xs text-ink-500">{field.hint}</p>
            ) : null}
          </fieldset>
        );
      }}
    />
  );
}

/** The site's technologies as checkboxes; none checked shows them all. */
function TechnologiesControl({ name, label, hint }: { name: string; label: string; hint?: string }) {
  const { control } = useFormContext();
  const id = useId();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field: { value, onChange } }) => {
        const chosen = (value as string[]) ?? [];
        return (
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-1.5 text-sm font-semibold text-ink-800">{label}</legend>
            <div className="grid grid-cols-2 gap-x-4 gap-y-2 sm:grid-cols-3">
              {TECHNOLOGIES.map((technology) => (
                <div key={technology.id} className="flex items-center gap-2">
                  <Checkbox
                    id={`${id}-${technology.id}`}
                    checked={chosen.includes(technology.id)}
                    onCheckedChange={(checked) => onChange(checked ? [...chosen, technology.id] : chosen.filter((other) => other !== technology.id))}
                  />
                  <Label htmlFor={`${id}-${technology.id}`} className="font-normal">
                    {technology.name}
                  </Label>
                </div>
              ))}
            </div>
            {hint ? <p className="text-xs text-ink-500">{hint}</p> : null}
          </fieldset>
        );
      }}
    />
  );
}

/** Items of the same shape: each in its own box, moved up and down, removed; a new one at the end. */
function ListControl({ name, field, language }: { name: string; field: ListField; language: TLanguage }) {
  const { control } = useFormContext();
  const items = useFieldArray({ control, name });
  const error = useError(name, `${name}.root`);
  const full = items.fields.length >= field.max;
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1.5 flex w-full items-baseline justify-between gap-3 text-sm font-semibold text-ink-800">
        {field.label}
        <span className="text-xs font-normal text-ink-500 tabular-nums">
          {items.fields.length} de no máximo {field.max}
        </span>
      </legend>
      {items.fields.map((item, index) => {
        const what = `${field.itemLabel} ${index + 1}`;
        return (
          <section key={item.id} aria-label={what} className="flex flex-col gap-4 rounded-control bg-ink-50/60 p-4 ring-1 ring-ink-200">
            <header className="flex items-center gap-1">
              <h4 className="mr-auto text-xs font-bold tracking-wide text-ink-600 uppercase">{what}</h4>
              <Action icon={ArrowUp} label={`Subir ${what}`} disabled={index === 0} onClick={() => items.move(index, index - 1)} />
              <Action icon={ArrowDown} label={`Descer ${what}`} disabled={index === items.fields.length - 1} onClick={() => items.move(index, index + 1)} />
              <Action icon={Trash2} label={`Remover ${what}`} disabled={items.fields.length <= (field.min ?? 0)} onClick={() => items.remove(index)} />
            </header>
            <BlockFields fields={field.item} base={`${name}.${index}`} language={language} />
          </section>
        );
      })}
      <Button variant="secondary" size="sm" className="self-start" disabled={full} onClick={() => items.append(formContent(field.item, {}))}>
        <Plus aria-hidden="true" />
        Adicionar {field.itemLabel.toLowerCase()}
      </Button>
      {error ? (
        <p role="alert" className="text-xs font-semibold text-danger">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
