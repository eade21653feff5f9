import { zodResolver } from '@hookform/resolvers/zod';
import { FOOTER_CAREER_KEY } from '@softhouse/contracts';
import { Controller, useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { z } from 'zod';
import { Input } from '~/components/ui/input';
import { Label } from '~/components/ui/label';
import { Switch } from '~/components/ui/switch';
import { errorMessage } from '../api/client';
import { applyApiDetails } from '../components/api-details';
import { Field } from '../components/field';
import { LangTabs, localizedPayload, localizedValues, SITE_LANGS, type SiteLang } from '../components/lang-tabs';
import { DialogForm, FormDialog, type FormGuard, useDirtyGuard } from '../kit';
import { toast } from '~/components/ui/toast';
import { dictionaryText, type Localized } from './menu-footer-api';

/** One dialog for the three things with a pt/en/es name: a menu item, a footer column and a footer link. */
export type LabelItemKind = 'menu' | 'column' | 'link';

export type LabelItemValues = { label: Localized | null; labelKey: string | null; target: string; flag: boolean };
export type LabelItemInitial = { label: unknown; labelKey: string | null; target: string | null; flag: boolean } | null;

const max = (n: number) => z.string().trim().max(n, `Máximo de ${n} caracteres`);
const ZForm = z.object({
  label: z.object({ pt: max(500), en: max(500), es: max(500) }),
  labelKey: max(80),
  target: max(500),
  flag: z.boolean(),
});
type TForm = z.infer<typeof ZForm>;

const TEXTS = {
  menu: { create: 'Novo Item do Menu', edit: 'Editar Item do Menu', description: 'Texto e destino do item no menu principal.', save: 'Salvar Item', created: 'Item do menu criado com sucesso!', updated: 'Item do menu atualizado com sucesso!', failed: 'Erro ao salvar item do menu' },
  column: { create: 'Nova Coluna', edit: 'Editar Coluna', description: 'Título da coluna de links no rodapé.', save: 'Salvar Coluna', created: 'Coluna criada com sucesso!', updated: 'Coluna atualizada com sucesso!', failed: 'Erro ao salvar coluna' },
  link: { create: 'Novo Link', edit: 'Editar Link', description: 'Texto e destino do link no rodapé.', save: 'Salvar Link', created: 'Link criado com sucesso!', updated: 'Link atualizado com sucesso!', failed: 'Erro ao salvar link' },
} as const;

type Props = {
  kind: LabelItemKind;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  initial: LabelItemInitial;
  onSave: (values: LabelItemValues) => Promise<unknown>;
};

export function LabelItemDialog({ kind, open, onOpenChange, initial, onSave }: Props) {
  return (
    <FormDialog open={open} onOpenChange={onOpenChange} size="md">
      {(guard) => (open ? <LabelItemForm kind={kind} initial={initial} onSave={onSave} guard={guard} /> : null)}
    </FormDialog>
  );
}

function LabelItemForm({ kind, initial, onSave, guard }: Omit<Props, 'open' | 'onOpenChange'> & { guard: FormGuard }) {
  const texts = TEXTS[kind];
  const creating = initial === null;
  const schema = ZForm.superRefine((values, ctx) => {
    const hasKey = kind !== 'column' && values.labelKey.trim() !== '';
    if (!values.label.pt.trim() && !hasKey)
      ctx.addIssue({ code: 'custom', path: ['label', 'pt'], message: kind === 'column' ? 'O título em português é obrigatório' : 'Informe o texto em português' });
    if (kind === 'menu') {
      const path = values.target.trim();
      if (!path) ctx.addIssue({ code: 'custom', path: ['target'], message: 'Caminho é obrigatório' });
      else if (!path.startsWith('/') && !/^https?:\/\//.test(path))
        ctx.addIssue({ code: 'custom', path: ['target'], message: 'Use um caminho que comece com / ou uma URL http(s)' });
    }
  });
  const form = useForm<TForm>({
    resolver: zodResolver(schema),
    defaultValues: {
      label: localizedValues(initial?.label),
      labelKey: initial?.labelKey ?? '',
      target: initial?.target ?? '',
      flag: initial?.flag ?? kind === 'menu',
    },
  });
  const { errors, isSubmitting } = form.formState;
  useDirtyGuard(guard, form);

  const submit = form.handleSubmit(async (values) => {
    try {
      await onSave({
        label: values.label.pt.trim() ? localizedPayload(values.label) : null,
        labelKey: values.labelKey.trim() || null,
        target: values.target.trim(),
        flag: values.flag,
      });
      toast.success(creating ? texts.created : texts.updated);
      guard.saved();
    } catch (error) {
      applyApiDetails(form, error, (path) => {
        if (/^(label|title)\.(pt|en|es)$/.test(path)) return path.replace(/^title/, 'label');
        if (path === 'label' || path === 'title') return 'label.pt';
        if (path === 'path' || path === 'url') return 'target';
        if (path === 'labelKey') return path;
        return null;
      });
      toast.error(texts.failed, { description: errorMessage(error) });
    }
  });

  const labelName = kind === 'column' ? 'Título' : 'Texto';
  const careerLink = kind === 'link' && initial?.labelKey === FOOTER_CAREER_KEY;
  // Items the site ships with carry a dictionary key: each language left blank shows the site's own
  // text for it, which the field shows as its placeholder. Other items fall back to Portuguese.
  const dictionaryKey = kind === 'column' ? '' : (initial?.labelKey ?? '');
  const hintFor = (lang: SiteLang) =>
    dictionaryKey ? `Em branco: mostra "${dictionaryText(dictionaryKey, lang)}", o texto padrão do site.` : lang === 'pt' ? undefined : 'Em branco: mostra o texto em português.';

  return (
    <DialogForm
      id={`${kind}-form`}
      onSubmit={(event) => void submit(event)}
      title={creating ? texts.create : texts.edit}
      description={texts.description}
      submit={texts.save}
      pending={isSubmitting}
      onCancel={guard.requestClose}
      className="flex flex-col gap-5"
    >
      <LangTabs label={`Idioma do ${labelName.toLowerCase()}`} errorIn={SITE_LANGS.filter((lang) => errors.label?.[lang])}>
        {(lang) => (
          <Field label={`${labelName} (${lang})`} error={errors.label?.[lang]?.message} hint={hintFor(lang)}>
            <Input placeholder={dictionaryKey ? dictionaryText(dictionaryKey, lang) : undefined} {...form.register(`label.${lang}`)} />
          </Field>
        )}
      </LangTabs>
      {kind === 'menu' ? (
        <Field label="Caminho" error={errors.target?.message} hint="Por exemplo /sobre, ou uma URL completa https://…">
          <Input {...form.register('target')} />
        </Field>
      ) : null}
      {kind === 'link' && careerLink ? (
        // Its destination is the careers setting, like /contato's careers card: one place for both.
        <p className="rounded-control bg-brand-light/60 px-4 py-3 text-sm text-ink-700 ring-1 ring-brand/15">
          O destino deste link é o de <strong>Contato config › Carreira</strong> (o mesmo do card de vagas em /contato). Sem link de vagas lá, o
          rodapé mostra &ldquo;Em breve&rdquo;.{' '}
          <Link to="/admin/contato-config" className="font-semibold text-brand-dark underline underline-offset-2">
            Abrir Contato config
          </Link>
        </p>
      ) : kind === 'link' ? (
        <Field label="URL" error={errors.target?.message} hint="Em branco: o link aparece sem destino por enquanto.">
          <Input {...form.register('target')} />
        </Field>
      ) : null}
      {kind !== 'column' && !careerLink ? (
        <Controller
          control={form.control}
          name="flag"
          render={({ field }) => (
            <div className="flex items-center gap-3">
              <Switch id={`${kind}-flag`} checked={field.value} onCheckedChange={field.onChange} />
              <Label htmlFor={`${kind}-flag`}>{kind === 'menu' ? 'Visível no menu' : 'Abrir em nova aba'}</Label>
            </div>
          )}
        />
      ) : null}
    </DialogForm>
  );
}
