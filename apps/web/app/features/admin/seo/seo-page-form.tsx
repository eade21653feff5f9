import { SEO_LIMITS, type TSeoPage } from '@softhouse/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Controller, useWatch, type Control, type Path } from 'react-hook-form';
import { z } from 'zod';
import { Input } from '~/components/ui/input';
import { Label } from '~/components/ui/label';
import { Skeleton } from '~/components/ui/skeleton';
import { Switch } from '~/components/ui/switch';
import { Textarea } from '~/components/ui/textarea';
import { cn } from '~/lib/cn';
import { Field } from '../components/field';
import { ImageField } from '../components/image-field';
import { LangTabs, localizedValues, SITE_LANGS, type SiteLang } from '../components/lang-tabs';
import { LoadError } from '../components/load-error';
import type { HistoryControl } from '../history';
import { ScreenForm, useFocusField, useScreenForm } from '../kit';
import { seoApi, seoHealthKey, seoPageKey, useSeoPage } from './seo-api';

const max = (n: number) => z.string().trim().max(n, `Máximo de ${n} caracteres`);
const ZTexts = z.object({ pt: max(300), en: max(300), es: max(300) });
const ZPageForm = z.object({ title: ZTexts, description: ZTexts, image: z.string(), noindex: z.boolean() });
type TPageForm = z.infer<typeof ZPageForm>;

const EMPTY_HINT = 'Em branco: o site usa o título e a descrição padrão da página.';

/**
 * `field`: the one to open the form at (the SEO report's "Corrigir": `title.en`, `image`, `noindex`...);
 * `history`: the page's SEO history, which a save refused as stale (409) opens.
 */
export function SeoPageForm({ page, field, history }: { page: string; field?: string | null; history: HistoryControl }) {
  const seo = useSeoPage(page);
  if (seo.isPending)
    return (
      <div className="flex flex-col gap-3 p-5" aria-busy="true" aria-label="Carregando SEO da página">
        <Skeleton className="h-10 w-full" />
        <Skeleton className="h-20 w-full" />
      </div>
    );
  if (seo.isError) return <LoadError what="o SEO da página" onRetry={() => void seo.refetch()} />;
  return <PageForm key={`${page}-${JSON.stringify(seo.data)}`} page={page} value={seo.data} field={field} history={history} />;
}

function PageForm({ page, value, field, history }: { page: string; value: TSeoPage; field?: string | null; history: HistoryControl }) {
  const queryClient = useQueryClient();
  const screen = useScreenForm({
    schema: ZPageForm,
    defaultValues: { title: localizedValues(value.title), description: localizedValues(value.description), image: value.image ?? '', noindex: value.noindex },
    save: (values: TPageForm) => {
      const pick = (texts: Record<SiteLang, string>) => {
        const out: Partial<Record<SiteLang, string>> = {};
        for (const lang of SITE_LANGS) if (texts[lang].trim()) out[lang] = texts[lang].trim();
        return out;
      };
      return seoApi.savePage(page, { title: pick(values.title), description: pick(values.description), image: values.image || null, noindex: values.noindex, version: value.version });
    },
    queryKey: seoPageKey(page),
    afterSave: () => void queryClient.invalidateQueries({ queryKey: seoHealthKey }),
    history,
    fields: (path) => (/^(title|description)\.(pt|en|es)$/.test(path) || path === 'image' ? path : null),
    toasts: { saved: 'SEO da página salvo com sucesso!', failed: 'Erro ao salvar SEO da página' },
  });
  const { form, errors } = screen;
  useFocusField(field, (name) => form.setFocus(name as Path<TPageForm>));
  const fieldLang = SITE_LANGS.find((lang) => field?.endsWith(`.${lang}`)) ?? 'pt';

  const errorIn = SITE_LANGS.filter((lang) => errors.title?.[lang] || errors.description?.[lang]);
  const [titles, descriptions] = useWatch({ control: form.control, name: ['title', 'description'] });
  const texts = Object.fromEntries(SITE_LANGS.map((lang) => [lang, [titles[lang], descriptions[lang]]])) as Record<SiteLang, string[]>;

  return (
    <ScreenForm screen={screen} label="SEO da página" submit="Salvar SEO da página" className="flex flex-col gap-5 p-5">
      <LangTabs
        label="Idioma do título e da descrição"
        errorIn={errorIn}
        initial={fieldLang}
        values={texts}
        onCopy={(lang) => {
          for (const field of ['title', 'description'] as const) {
            const portuguese = form.getValues(`${field}.pt`);
            if (!form.getValues(`${field}.${lang}`)?.trim() && portuguese) form.setValue(`${field}.${lang}`, portuguese, { shouldDirty: true });
          }
        }}
      >
        {(lang) => (
          <>
            <Field
              label={`Título (${lang})`}
              error={errors.title?.[lang]?.message}
              hint={<Counter control={form.control} name={`title.${lang}`} limit={SEO_LIMITS.title} hint={EMPTY_HINT} />}
            >
              <Input {...form.register(`title.${lang}`)} />
            </Field>
            <Field
              label={`Descrição (${lang})`}
              error={errors.description?.[lang]?.message}
              hint={<Counter control={form.control} name={`description.${lang}`} limit={SEO_LIMITS.description} hint={EMPTY_HINT} />}
            >
              <Textarea rows={3} {...form.register(`description.${lang}`)} />
            </Field>
          </>
        )}
      </LangTabs>
      <Controller
        control={form.control}
        name="image"
        render={({ field }) => (
          <ImageField label="Imagem de compartilhamento" value={field.value} onChange={field.onChange} error={errors.image?.message} buttonId="field-image" />
        )}
      />
      <Controller
        control={form.control}
        name="noindex"
        render={({ field }) => (
          <div className="flex items-center gap-3">
            <Switch id="field-noindex" checked={field.value} onCheckedChange={field.onChange} />
            <Label htmlFor="field-noindex">Ocultar dos buscadores (noindex)</Label>
          </div>
        )}
      />
    </ScreenForm>
  );
}

/** Live character count against the recommended limit. */
function Counter({ control, name, limit, hint }: { control: Control<TPageForm>; name: `title.${SiteLang}` | `description.${SiteLang}`; limit: number; hint: string }) {
  const value = useWatch({ control, name });
  const length = value.trim().length;
  return (
    <span className="flex justify-between gap-3">
      <span>{hint}</span>
      <span className={cn('shrink-0 tabular-nums', length > limit && 'font-semibold text-danger')}>
        {length}/{limit} caracteres
      </span>
    </span>
  );
}
