import type { TSeoGlobal, TSeoGlobalEdit } from '@softhouse/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Lock } from 'lucide-react';
import { Controller, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { Input } from '~/components/ui/input';
import { Textarea } from '~/components/ui/textarea';
import { Card, CardHeader, CardTitle } from '../components/card';
import { Field } from '../components/field';
import { ImageField } from '../components/image-field';
import { DEFAULT_TEXT_HINT, LangTabs, localizedValues, SITE_LANGS } from '../components/lang-tabs';
import { HistoryButton, useHistoryControl, type HistoryControl } from '../history';
import { seoApi, seoGlobalKey, seoHealthKey, useSeoGlobal } from './seo-api';
import { QueryBoundary, ScreenForm, useScreenForm } from '../kit';

const max = (n: number) => z.string().trim().max(n, `Máximo de ${n} caracteres`);
const ZGlobalForm = z.object({
  siteName: max(80).min(1, 'Nome do site é obrigatório'),
  description: z.object({ pt: max(300), en: max(300), es: max(300) }),
  defaultImage: z.string(),
});
type TGlobalForm = z.infer<typeof ZGlobalForm>;

/** Site name, default description and share image; administrators only may change them. */
export function SeoGlobalCard({ canEdit }: { canEdit: boolean }) {
  const global = useSeoGlobal();
  const queryClient = useQueryClient();
  // The global SEO keeps a version per save (decision 042); its history is the administrators', as its edits.
  const history = useHistoryControl();
  return (
    <Card aria-labelledby="seo-global-title">
      <CardHeader>
        <CardTitle id="seo-global-title">Configurações globais</CardTitle>
        {canEdit ? (
          <HistoryButton
            control={history}
            type="seo-global"
            label="Histórico das configurações globais de SEO"
            onRestored={() => {
              void queryClient.invalidateQueries({ queryKey: seoGlobalKey });
              void queryClient.invalidateQueries({ queryKey: seoHealthKey });
            }}
          />
        ) : (
          <p className="flex items-center gap-1.5 text-xs font-semibold text-ink-600">
            <Lock aria-hidden="true" className="size-3.5" />
            Somente administradores podem alterar estas configurações.
          </p>
        )}
      </CardHeader>
      <QueryBoundary query={global} loadingLabel="Carregando configurações globais" what="as configurações globais" skeleton={['h-10 w-1/2', 'h-20 w-full']}>
        {(data) => <GlobalForm key={JSON.stringify(data)} value={data} canEdit={canEdit} history={history} />}
      </QueryBoundary>
    </Card>
  );
}

function GlobalForm({ value, canEdit, history }: { value: TSeoGlobalEdit; canEdit: boolean; history: HistoryControl }) {
  const queryClient = useQueryClient();
  const screen = useScreenForm({
    schema: ZGlobalForm,
    defaultValues: { siteName: value.siteName, description: localizedValues(value.defaultDescription), defaultImage: value.defaultImage ?? '' },
    save: (values: TGlobalForm) => {
      const description: TSeoGlobal['defaultDescription'] = {};
      for (const lang of SITE_LANGS) if (values.description[lang].trim()) description[lang] = values.description[lang].trim();
      return seoApi.saveGlobal({
        siteName: values.siteName.trim(),
        defaultDescription: description,
        defaultImage: values.defaultImage || null,
        twitterHandle: value.twitterHandle ?? null,
        version: value.version,
      });
    },
    queryKey: seoGlobalKey,
    afterSave: () => void queryClient.invalidateQueries({ queryKey: seoHealthKey }),
    history,
    fields: (path) => (path === 'siteName' ? path : path.startsWith('defaultDescription.') ? path.replace('defaultDescription', 'description') : null),
    toasts: { saved: 'Configurações globais de SEO salvas!', failed: 'Erro ao salvar configurações globais' },
  });
  const { form, errors } = screen;
  const descriptions = useWatch({ control: form.control, name: 'description' });

  return (
    <ScreenForm
      screen={screen}
      label="Configurações globais de SEO"
      submit={canEdit ? 'Salvar configurações globais' : undefined}
      className="flex flex-col gap-5 p-5"
    >
      <fieldset disabled={!canEdit} className="flex flex-col gap-5">
        <Field label="Nome do site" error={errors.siteName?.message}>
          <Input {...form.register('siteName')} readOnly={!canEdit} />
        </Field>
        <LangTabs
          label="Idioma da descrição padrão"
          errorIn={SITE_LANGS.filter((lang) => errors.description?.[lang])}
          values={{ pt: [descriptions.pt], en: [descriptions.en], es: [descriptions.es] }}
        >
          {(lang) => (
            <Field
              label={`Descrição padrão (${lang})`}
              error={errors.description?.[lang]?.message}
              hint={lang === 'pt' ? 'Usada nas páginas sem descrição própria.' : DEFAULT_TEXT_HINT}
            >
              <Textarea rows={3} {...form.register(`description.${lang}`)} readOnly={!canEdit} />
            </Field>
          )}
        </LangTabs>
        <Controller
          control={form.control}
          name="defaultImage"
          render={({ field }) => (
            <ImageField label="Imagem padrão de compartilhamento" value={field.value} onChange={field.onChange} disabled={!canEdit} />
          )}
        />
      </fieldset>
    </ScreenForm>
  );
}
