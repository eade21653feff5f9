import { zodResolver } from '@hookform/resolvers/zod';
import {
  CONTACT_CONFIG_DEFAULT_TITLES,
  settingsEndpoints,
  translationStatus,
  ZContactConfig,
  type TContactConfig,
  type TContactConfigTranslation,
  type TLanguage,
} from '@softhouse/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Briefcase, LoaderCircle, Mail, MapPin, Phone } from 'lucide-react';
import { useEffect, useState, type ComponentProps } from 'react';
import { useForm, useWatch, type FieldPath } from 'react-hook-form';
import { Button } from '~/components/ui/button';
import { Input } from '~/components/ui/input';
import { Skeleton } from '~/components/ui/skeleton';
import { toast } from '~/components/ui/toast';
import { call } from '../api/client';
import { Field } from '../components/field';
import { LoadError } from '../components/load-error';
import { PageHeader } from '../components/page-header';
import { ConfigCard, ContentLanguages, LeaveGuard, SwitchField } from '../kit';
import { NotificationsCard } from './notifications-card';
import { RetentionCard } from './retention-card';
import { TimeZoneCard } from '../scheduling';
import { HistoryKeepCard } from '../history/history-keep-card';
import { HistoryButton, useHistoryControl } from '../history';


const settingsKey = ['admin', 'settings'] as const;

/** A language's texts in the form: every translatable field present, empty when not written. */
const translationValues = (translation: TContactConfigTranslation | undefined) => ({
  phone: { title: translation?.phone?.title ?? '' },
  email: { title: translation?.email?.title ?? '' },
  careers: { title: translation?.careers?.title ?? '' },
  location: { title: translation?.location?.title ?? '', address: translation?.location?.address ?? '' },
});

/** The texts of a language as stored: only what is written (decision 031). */
function writtenOnly(translation: TContactConfigTranslation | undefined): TContactConfigTranslation | undefined {
  const out: Record<string, Record<string, string>> = {};
  for (const [card, fields] of Object.entries(translation ?? {})) {
    for (const [field, value] of Object.entries(fields ?? {})) {
      if (typeof value === 'string' && value.trim()) (out[card] ??= {})[field] = value.trim();
    }
  }
  return Object.keys(out).length ? (out as TContactConfigTranslation) : undefined;
}

/** The translatable texts, flattened, for the language bar's state. */
const CONFIG_TRANSLATABLE = { fields: ['phoneTitle', 'emailTitle', 'careersTitle', 'locationTitle', 'locationAddress'], required: [] } as const;
const flat = (texts: ReturnType<typeof translationValues> | TContactConfig) => ({
  phoneTitle: texts.phone.title,
  emailTitle: texts.email.title,
  careersTitle: texts.careers.title,
  locationTitle: texts.location.title,
  locationAddress: texts.location.address,
});

/** The saved configuration, with the specified default titles where none was saved. */
function withDefaults(config: TContactConfig | null | undefined): TContactConfig {
  return {
    translations: { en: translationValues(config?.translations?.en), es: translationValues(config?.translations?.es) },
    phone: { title: config?.phone.title || CONTACT_CONFIG_DEFAULT_TITLES.phone, number: config?.phone.number ?? '' },
    email: { title: config?.email.title || CONTACT_CONFIG_DEFAULT_TITLES.email, address: config?.email.address ?? '' },
    careers: {
      title: config?.careers.title || CONTACT_CONFIG_DEFAULT_TITLES.careers,
      link: config?.careers.link ?? '',
      hideButton: config?.careers.hideButton ?? false,
    },
    location: { title: config?.location.title || CONTACT_CONFIG_DEFAULT_TITLES.location, address: config?.location.address ?? '' },
  };
}

/** 'Configurações de Contato' (product.md §2, §4, §8): the four cards of the public /contato page. */
export function ContactConfigScreen() {
  const queryClient = useQueryClient();
  const settings = useQuery({
    queryKey: settingsKey,
    queryFn: ({ signal }) => call(settingsEndpoints.get, {}, { signal }),
    staleTime: 0,
  });
  const form = useForm<TContactConfig>({ resolver: zodResolver(ZContactConfig), defaultValues: withDefaults(null) });
  const { errors } = form.formState;
  const saved = settings.data?.contactConfig;
  // The configuration keeps a version per save; a save over a newer one is refused (decision 042).
  const history = useHistoryControl();

  useEffect(() => {
    if (settings.data) form.reset(withDefaults(settings.data.contactConfig));
  }, [settings.data, form]);

  const [language, setLanguage] = useState<TLanguage>('pt');
  const values = useWatch({ control: form.control }) as TContactConfig;
  const statuses = {
    en: translationStatus(CONFIG_TRANSLATABLE, flat(withDefaults(values)), flat(translationValues(values.translations?.en))),
    es: translationStatus(CONFIG_TRANSLATABLE, flat(withDefaults(values)), flat(translationValues(values.translations?.es))),
  };
  const copyFromPortuguese = (target: 'en' | 'es') => {
    const current = form.getValues();
    for (const [card, field] of [['phone', 'title'], ['email', 'title'], ['careers', 'title'], ['location', 'title'], ['location', 'address']] as const) {
      const name = `translations.${target}.${card}.${field}` as const;
      const portuguese = (current[card] as Record<string, string>)[field] ?? '';
      if (!String(form.getValues(name as never) ?? '').trim() && portuguese) form.setValue(name as never, portuguese as never, { shouldDirty: true });
    }
  };
  const translating = language !== 'pt';
  /** A translatable field's name in the language shown. */
  const nameIn = (card: 'phone' | 'email' | 'careers' | 'location', field: 'title' | 'address') =>
    (translating ? `translations.${language}.${card}.${field}` : `${card}.${field}`) as FieldPath<TContactConfig>;
  /** A text box of the form, with its field's message. */
  const textField = (name: FieldPath<TContactConfig>, label: string, props?: ComponentProps<typeof Input>) => (
    <Field label={label} error={form.getFieldState(name, form.formState).error?.message}>
      <Input {...props} {...form.register(name)} />
    </Field>
  );

  const save = useMutation({
    mutationFn: ({ translations: texts, ...contactConfig }: TContactConfig) => {
      const stored = { en: writtenOnly(texts?.en), es: writtenOnly(texts?.es) };
      const body = { contactConfig: { ...contactConfig, ...(stored.en || stored.es ? { translations: stored } : {}) }, version: settings.data?.version };
      return call(settingsEndpoints.update, { body }, { errorToast: false });
    },
    onSuccess: (data) => {
      queryClient.setQueryData(settingsKey, data);
      toast.success('Configurações salvas', { description: 'As configurações de contato foram atualizadas com sucesso.' });
    },
    onError: (error) => {
      if (history.refused(error)) return;
      toast.error('Erro ao salvar', { description: 'Ocorreu um erro ao salvar as configurações. Tente novamente.' });
    },
  });

  if (settings.isPending) {
    return (
      <div className="flex flex-col gap-6" aria-busy="true" aria-label="Carregando configurações">
        <Skeleton className="h-10 w-80" />
        <div className="grid gap-4 md:grid-cols-2">
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} className="h-52 rounded-card" />
          ))}
        </div>
      </div>
    );
  }
  if (settings.isError) return <LoadError what="as configurações" onRetry={() => void settings.refetch()} />;

  return (
    <div className="flex flex-col gap-6">
      <form noValidate onSubmit={form.handleSubmit((values) => save.mutate(values))} className="flex flex-col gap-6">
        {form.formState.isDirty ? <LeaveGuard /> : null}
        <PageHeader
          title="Configurações de Contato"
          description="O que aparece nos cartões da página de contato do site."
          actions={
            <>
              <HistoryButton
                control={history}
                type="contact"
                label="Histórico das configurações de contato"
                onRestored={() => void queryClient.invalidateQueries({ queryKey: settingsKey })}
              />
              <Button variant="secondary" size="sm" disabled={save.isPending} onClick={() => form.reset(withDefaults(saved))}>
                Cancelar
              </Button>
              <Button type="submit" size="sm" disabled={save.isPending}>
                {save.isPending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
                {save.isPending ? 'Salvando...' : 'Salvar Configurações'}
              </Button>
            </>
          }
        />
        <ContentLanguages
          className="rounded-card border-0 bg-white px-5 shadow-soft ring-1 ring-ink-200/70"
          value={language}
          onChange={setLanguage}
          statuses={statuses}
          errorIn={[...(errors.phone || errors.email || errors.careers || errors.location ? (['pt'] as const) : []), ...(['en', 'es'] as const).filter((code) => errors.translations?.[code])]}
          onCopy={copyFromPortuguese}
          required="o que estiver escrito"
          emptyFields="um título em branco mostra o título padrão do site neste idioma, um endereço em branco o português"
          shared="Número, e-mail, link de vagas e botão"
        />
        <div className="grid gap-4 md:grid-cols-2" key={language}>
          <ConfigCard icon={Phone} title="Telefone">
            {textField(nameIn('phone', 'title'), 'Título')}
            {translating ? null : textField('phone.number', 'Número', { type: 'tel', placeholder: '+55 11 99999-9999' })}
          </ConfigCard>
          <ConfigCard icon={Mail} title="E-mail">
            {textField(nameIn('email', 'title'), 'Título')}
            {translating ? null : textField('email.address', 'Endereço de e-mail', { type: 'email', placeholder: 'contato@empresa.com' })}
          </ConfigCard>
          <ConfigCard icon={Briefcase} title="Carreira">
            {textField(nameIn('careers', 'title'), 'Título')}
            {translating ? null : (
              <>
                {textField('careers.link', 'Link de vagas', { type: 'url', placeholder: 'https://' })}
                <SwitchField control={form.control} name="careers.hideButton" label="Ocultar botão de carreira" />
              </>
            )}
          </ConfigCard>
          <ConfigCard icon={MapPin} title="Localização">
            {textField(nameIn('location', 'title'), 'Título')}
            {textField(nameIn('location', 'address'), 'Endereço', { placeholder: 'Rua, número, cidade' })}
          </ConfigCard>
        </div>
      </form>
      {/* Its own form: who is told of new leads is saved apart from the page's cards. */}
      <NotificationsCard />
      <RetentionCard />
      <TimeZoneCard />
      <HistoryKeepCard />
    </div>
  );
}
