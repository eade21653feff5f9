import { zodResolver } from '@hookform/resolvers/zod';
import type { Endpoint, EndpointRequest } from '@softhouse/contracts';
import { useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { LucideIcon } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Input } from '~/components/ui/input';
import { toast } from '~/components/ui/toast';
import { ApiError, call, errorMessage, type CallOptions } from '../api/client';
import { Card } from '../components/card';
import { Field } from '../components/field';
import { LeaveGuard, SaveButton } from './form-dialog';
import { QueryBoundary } from './query-boundary';
import { SectionIcon } from './section-icon';

/** One card of a settings screen: an icon, a title and its fields. */
export function ConfigCard({ icon, title, children }: { icon: LucideIcon; title: string; children: ReactNode }) {
  return (
    <Card className="flex flex-col gap-4 p-5">
      <h2 className="flex items-center gap-3 text-base font-bold text-brand-dark">
        <SectionIcon icon={icon} />
        {title}
      </h2>
      {children}
    </Card>
  );
}

/** A whole number typed in a box, checked before sending by the contract's rule (its bounds and messages are the box's). */
export type NumberSetting = { type: 'number'; label: string; hint: string; rule: z.ZodNumber };
/** A text box that offers `choices` (and takes anything else: the API judges it, and its message shows under the box). */
export type ChoiceSetting = { type: 'choice'; label: string; hint: string; choices: () => readonly string[] };

/** An endpoint that answers the whole setting (`{ days: 30 }`). */
export type SettingEndpoint<T> = Endpoint & { readonly response: z.ZodType<T> };

/** `call` for a setting's endpoints; their requests (nothing, or `{ [name]: value }`) are built here, so their types are not checked per endpoint. */
const callSetting = <T,>(endpoint: SettingEndpoint<T>, body: Record<string, unknown> | undefined, options: CallOptions): Promise<T> =>
  call(endpoint as Endpoint, { body } as EndpointRequest<Endpoint>, options);

export type SettingApi<T> = { key: QueryKey; get: SettingEndpoint<T>; set: SettingEndpoint<T> };

export type SettingCardProps<T extends Record<K, number | string>, K extends string> = {
  icon: LucideIcon;
  title: string;
  /** The form's accessible name, when it says more than the title. */
  formLabel?: string;
  /** 'a retenção de dados', for 'Carregando a retenção de dados' and 'Não foi possível carregar a retenção de dados.' */
  what: string;
  /**
   * Where the setting is cached (`key`), read (`get`, no parameters) and written (`set`, whose body is
   * `{ [field.name]: value }`): one object per setting, kept with its feature's other endpoints.
   */
  api: SettingApi<T>;
  /** The field, by its name in what the API reads and answers, and in its validation details. */
  field: (NoInfer<T[K]> extends number ? NumberSetting : ChoiceSetting) & { name: K };
  /** What else changes with the setting (lists that show it), once the saved value is in the cache. */
  afterSave?: (saved: NoInfer<T>) => Promise<unknown>;
  /** 'Salvar retenção'. */
  submit: string;
  toasts: { saved: string; description: (saved: NoInfer<T>) => string; failed: string };
};

/**
 * A setting of the site in its own card (retention, trash period, time zone, history): one field loaded
 * from the API, saved with its own button, a toast either way and the API's message under the field.
 */
export function SettingCard<T extends Record<K, number | string>, K extends string>(props: SettingCardProps<T, K>) {
  const { icon, title, what, api, field } = props;
  const query = useQuery({ queryKey: api.key, queryFn: ({ signal }) => callSetting(api.get, undefined, { signal }) });
  return (
    <ConfigCard icon={icon} title={title}>
      <QueryBoundary query={query} loadingLabel={`Carregando ${what}`} what={what}>
        {(data) => <SettingForm key={data[field.name]} {...props} initial={data[field.name]} />}
      </QueryBoundary>
    </ConfigCard>
  );
}

function SettingForm<T extends Record<K, number | string>, K extends string>({
  title,
  formLabel = title,
  api,
  field,
  afterSave,
  submit,
  toasts,
  initial,
}: SettingCardProps<T, K> & { initial: T[K] }) {
  const queryClient = useQueryClient();
  const listId = useId();
  const { name } = field;
  const setting: NumberSetting | ChoiceSetting = field;
  // A number's box gives text: Number('') is 0 and a non-number fails the rule's own 'Informe ...' message.
  const value = setting.type === 'number' ? z.string().transform(Number).pipe(setting.rule) : z.string().trim();
  const form = useForm<Record<string, string>, unknown, Record<string, number | string>>({
    resolver: zodResolver(z.object({ [name]: value })),
    defaultValues: { [name]: String(initial) },
  });
  const { errors, isDirty } = form.formState;
  const mutation = useMutation({
    mutationFn: (value: T[K]) => callSetting(api.set, { [name]: value }, { errorToast: false }),
    onSuccess: async (saved) => {
      queryClient.setQueryData(api.key, saved);
      toast.success(toasts.saved, { description: toasts.description(saved) });
      await afterSave?.(saved);
    },
    onError: (error) => {
      const detail = error instanceof ApiError ? error.details?.[name] : undefined;
      if (detail) form.setError(name, { message: detail });
      toast.error(toasts.failed, { description: errorMessage(error) });
    },
  });
  return (
    <form aria-label={formLabel} noValidate onSubmit={form.handleSubmit((values) => mutation.mutate(values[name] as T[K]))} className="flex flex-col gap-4">
      {isDirty ? <LeaveGuard /> : null}
      <Field label={setting.label} error={errors[name]?.message} hint={setting.hint}>
        {setting.type === 'number' ? (
          <Input type="number" inputMode="numeric" min={setting.rule.minValue ?? undefined} max={setting.rule.maxValue ?? undefined} step={1} className="max-w-32" {...form.register(name)} />
        ) : (
          <Input list={listId} autoComplete="off" spellCheck={false} className="max-w-72" {...form.register(name)} />
        )}
      </Field>
      {setting.type === 'choice' ? (
        <datalist id={listId}>
          {setting.choices().map((choice) => (
            <option key={choice} value={choice} />
          ))}
        </datalist>
      ) : null}
      <div>
        <SaveButton pending={mutation.isPending} label={submit} />
      </div>
    </form>
  );
}
