import { zodResolver } from '@hookform/resolvers/zod';
import { ZNotificationSettings } from '@softhouse/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BellRing } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { z } from 'zod';
import { Textarea } from '~/components/ui/textarea';
import { toast } from '~/components/ui/toast';
import { errorMessage } from '../api/client';
import { applyApiDetails } from '../components/api-details';
import { Field } from '../components/field';
import { emailsApi, notificationsKey, useNotifications } from '../emails/emails-api';
import { ConfigCard, LeaveGuard, QueryBoundary, SaveButton, SwitchField } from '../kit';

/** The addresses as typed: one per line, or separated by commas or semicolons. */
const splitAddresses = (text: string) => text.split(/[\s,;]+/).map((value) => value.trim()).filter(Boolean);

const ZForm = z.object({
  enabled: z.boolean(),
  recipients: z.string().refine((text) => ZNotificationSettings.shape.recipients.safeParse(splitAddresses(text)).success, 'Use e-mails válidos, um por linha (no máximo 20)'),
});
type TForm = z.infer<typeof ZForm>;

/** 'Notificações' (decision 028): who is e-mailed about each new lead. */
export function NotificationsCard() {
  const notifications = useNotifications();
  return (
    <ConfigCard icon={BellRing} title="Notificações">
      <QueryBoundary query={notifications} loadingLabel="Carregando notificações" what="as notificações">
        {(data) => <NotificationsForm key={`${data.enabled}-${data.recipients.join()}`} initial={data} />}
      </QueryBoundary>
    </ConfigCard>
  );
}

type View = NonNullable<ReturnType<typeof useNotifications>['data']>;

function NotificationsForm({ initial }: { initial: View }) {
  const queryClient = useQueryClient();
  const form = useForm<TForm>({ resolver: zodResolver(ZForm), defaultValues: { enabled: initial.enabled, recipients: initial.recipients.join('\n') } });
  const { errors, isDirty } = form.formState;
  const save = useMutation({
    mutationFn: (values: TForm) => emailsApi.saveNotifications({ enabled: values.enabled, recipients: splitAddresses(values.recipients) }),
    onSuccess: (saved) => {
      queryClient.setQueryData(notificationsKey, saved);
      toast.success('Notificações salvas');
    },
    onError: (error) => {
      applyApiDetails(form, error, (path) => (path.startsWith('recipients') ? 'recipients' : null));
      toast.error('Erro ao salvar notificações', { description: errorMessage(error) });
    },
  });
  return (
    <form aria-label="Notificações de novos contatos" noValidate onSubmit={form.handleSubmit((values) => save.mutate(values))} className="flex flex-col gap-4">
      {isDirty ? <LeaveGuard /> : null}
      <SwitchField control={form.control} name="enabled" label="Avisar por e-mail a cada novo contato" />
      <Field
        label="Quem recebe"
        error={errors.recipients?.message}
        hint={
          initial.recipients.length
            ? 'Um e-mail por linha.'
            : `Sem endereços, o aviso vai para quem pode ver os contatos: ${initial.effectiveRecipients.join(', ') || 'ninguém ainda'}.`
        }
      >
        <Textarea rows={3} placeholder="comercial@empresa.com" {...form.register('recipients')} />
      </Field>
      {initial.transport === 'arquivo' ? (
        <p role="note" className="rounded-control bg-brand-light px-3 py-2 text-sm text-ink-700">
          Nenhum servidor de e-mail configurado (SMTP_URL): os avisos ficam em <Link to="/admin/emails" className="font-semibold text-brand underline">E-mails</Link>, sem chegar a ninguém.
        </p>
      ) : null}
      <div>
        <SaveButton pending={save.isPending} label="Salvar notificações" />
      </div>
    </form>
  );
}
