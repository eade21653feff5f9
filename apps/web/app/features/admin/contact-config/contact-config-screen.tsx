import { zodResolver } from '@hookform/resolvers/zod';
import { CONTACT_CONFIG_DEFAULT_TITLES, settingsEndpoints, ZContactConfig, type TContactConfig } from '@softhouse/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Briefcase, LoaderCircle, Mail, MapPin, Phone } from 'lucide-react';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '~/components/ui/button';
import { Input } from '~/components/ui/input';
import { Skeleton } from '~/components/ui/skeleton';
import { toast } from '~/components/ui/toast';
import { call } from '../api/client';
import { Field } from '../components/field';
import { LoadError } from '../components/load-error';
import { PageHeader } from '../components/page-header';
import { LeaveGuard, SwitchField } from '../kit';
import { ConfigCard } from './config-card';
import { NotificationsCard } from './notifications-card';
import { RetentionCard } from './retention-card';


const settingsKey = ['admin', 'settings'] as const;

/** The saved configuration, with the specified default titles where none was saved. */
function withDefaults(config: TContactConfig | null | undefined): TContactConfig {
  return {
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

  useEffect(() => {
    if (settings.data) form.reset(withDefaults(settings.data.contactConfig));
  }, [settings.data, form]);

  const save = useMutation({
    mutationFn: (contactConfig: TContactConfig) => call(settingsEndpoints.update, { body: { contactConfig } }, { errorToast: false }),
    onSuccess: (data) => {
      queryClient.setQueryData(settingsKey, data);
      toast.success('Configurações salvas', { description: 'As configurações de contato foram atualizadas com sucesso.' });
    },
    onError: () =>
      toast.error('Erro ao salvar', { description: 'Ocorreu um erro ao salvar as configurações. Tente novamente.' }),
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
        <div className="grid gap-4 md:grid-cols-2">
          <ConfigCard icon={Phone} title="Telefone">
            <Field label="Título" error={errors.phone?.title?.message}>
              <Input {...form.register('phone.title')} />
            </Field>
            <Field label="Número" error={errors.phone?.number?.message}>
              <Input type="tel" placeholder="+55 11 99999-9999" {...form.register('phone.number')} />
            </Field>
          </ConfigCard>
          <ConfigCard icon={Mail} title="E-mail">
            <Field label="Título" error={errors.email?.title?.message}>
              <Input {...form.register('email.title')} />
            </Field>
            <Field label="Endereço de e-mail" error={errors.email?.address?.message}>
              <Input type="email" placeholder="contato@empresa.com" {...form.register('email.address')} />
            </Field>
          </ConfigCard>
          <ConfigCard icon={Briefcase} title="Carreira">
            <Field label="Título" error={errors.careers?.title?.message}>
              <Input {...form.register('careers.title')} />
            </Field>
            <Field label="Link de vagas" error={errors.careers?.link?.message}>
              <Input type="url" placeholder="https://" {...form.register('careers.link')} />
            </Field>
            <SwitchField control={form.control} name="careers.hideButton" label="Ocultar botão de carreira" />
          </ConfigCard>
          <ConfigCard icon={MapPin} title="Localização">
            <Field label="Título" error={errors.location?.title?.message}>
              <Input {...form.register('location.title')} />
            </Field>
            <Field label="Endereço" error={errors.location?.address?.message}>
              <Input placeholder="Rua, número, cidade" {...form.register('location.address')} />
            </Field>
          </ConfigCard>
        </div>
      </form>
      {/* Its own form: who is told of new leads is saved apart from the page's cards. */}
      <NotificationsCard />
      <RetentionCard />
    </div>
  );
}
