import { zodResolver } from '@hookform/resolvers/zod';
import { ZTwoFactorEnable, type TTwoFactorSetup } from '@softhouse/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Copy } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '~/components/ui/button';
import { Dialog, DialogBody, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '~/components/ui/dialog';
import { Input } from '~/components/ui/input';
import { toast } from '~/components/ui/toast';
import { errorMessage } from '../api/client';
import { Field } from '../components/field';
import { copyText, FormFooter, QueryBoundary } from '../kit';
import { refreshUser } from '../session/auth';
import { updateUser } from '../session/session-store';
import { groupSecret } from './format';
import { RecoveryCodesPanel } from './recovery-codes';
import { securityApi, twoFactorKey } from './security-api';

/**
 * "Ativar" two-factor: the QR code (drawn by the server) and the secret in text, a code of the app to
 * confirm, then the 10 recovery codes, shown once. Closing before confirming changes nothing.
 */
export function TwoFactorSetupDialog({ open, onOpenChange, email }: { open: boolean; onOpenChange: (open: boolean) => void; email: string }) {
  const [codes, setCodes] = useState<string[] | null>(null);
  const close = (next: boolean) => {
    if (!next) setCodes(null);
    onOpenChange(next);
  };
  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent size="sm" closeLabel="Fechar" onInteractOutside={(event) => event.preventDefault()}>
        {codes ? (
          <RecoveryCodesPanel
            title="Verificação em duas etapas ativada"
            description="Guarde os códigos de recuperação antes de fechar."
            codes={codes}
            email={email}
            onDone={() => close(false)}
          />
        ) : (
          <SetupStep onEnabled={setCodes} onCancel={() => close(false)} />
        )}
      </DialogContent>
    </Dialog>
  );
}

function SetupStep({ onEnabled, onCancel }: { onEnabled: (codes: string[]) => void; onCancel: () => void }) {
  // A new secret each time the dialog opens; never fetched again while it is open (it would change the QR code being scanned).
  const setup = useQuery({
    queryKey: [...twoFactorKey, 'setup'],
    queryFn: () => securityApi.setupTwoFactor(),
    gcTime: 0,
    staleTime: Infinity,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
  return (
    <>
      <DialogHeader>
        <DialogTitle>Ativar verificação em duas etapas</DialogTitle>
        <DialogDescription>Escaneie o código com um aplicativo autenticador (Google Authenticator, Microsoft Authenticator, 1Password…).</DialogDescription>
      </DialogHeader>
      <QueryBoundary query={setup} loadingLabel="Preparando a configuração" what="a configuração" skeleton={['mx-auto size-48', 'h-10 w-full']}>
        {(data) => <ConfirmCode setup={data} onEnabled={onEnabled} onCancel={onCancel} />}
      </QueryBoundary>
    </>
  );
}

function ConfirmCode({ setup, onEnabled, onCancel }: { setup: TTwoFactorSetup; onEnabled: (codes: string[]) => void; onCancel: () => void }) {
  const queryClient = useQueryClient();
  const form = useForm<{ code: string }>({ resolver: zodResolver(ZTwoFactorEnable), defaultValues: { code: '' } });
  const { errors } = form.formState;
  const enable = useMutation({
    mutationFn: ({ code }: { code: string }) => securityApi.enableTwoFactor(code),
    onSuccess: async ({ recoveryCodes }) => {
      toast.success('Verificação em duas etapas ativada', { description: 'A partir de agora, o login pede um código do aplicativo.' });
      onEnabled(recoveryCodes);
      // Enrolled: Meu perfil stops holding the person (and the server's answer confirms it).
      updateUser({ mustEnrolTwoFactor: false });
      await Promise.allSettled([queryClient.invalidateQueries({ queryKey: twoFactorKey }), refreshUser()]);
    },
    onError: (error) => {
      form.setError('code', { message: errorMessage(error) }, { shouldFocus: true });
      toast.error('Não foi possível ativar', { description: errorMessage(error) });
    },
  });
  const secret = groupSecret(setup.secret);
  const onCopy = async () => {
    if (await copyText(setup.secret)) toast.success('Chave copiada');
    else toast.error('Não foi possível copiar', { description: 'Selecione a chave e copie-a.' });
  };

  return (
    <form id="two-factor-enable-form" noValidate onSubmit={form.handleSubmit((values) => enable.mutate(values))} className="contents">
      <DialogBody className="flex flex-col gap-5">
        <img
          src={`data:image/svg+xml;utf8,${encodeURIComponent(setup.qrSvg)}`}
          alt="Código QR da verificação em duas etapas"
          width={192}
          height={192}
          className="mx-auto size-48 rounded-control bg-white p-2 ring-1 ring-ink-200"
        />
        <div className="flex flex-col gap-1.5">
          <p className="text-sm text-ink-600">Sem câmera? Digite esta chave no aplicativo:</p>
          <div className="flex items-center gap-2">
            <code className="min-w-0 flex-1 rounded-control bg-ink-50 px-3 py-2 font-mono text-sm font-semibold tracking-wider break-words text-ink-800 ring-1 ring-ink-200 select-all">
              {secret}
            </code>
            <Button variant="secondary" size="sm" onClick={() => void onCopy()} aria-label="Copiar chave">
              <Copy aria-hidden="true" />
              Copiar
            </Button>
          </div>
        </div>
        <Field label="Código de 6 dígitos" error={errors.code?.message} hint="O código que o aplicativo mostra agora.">
          <Input
            autoComplete="one-time-code"
            inputMode="numeric"
            maxLength={6}
            placeholder="123456"
            className="max-w-40 font-mono tracking-widest"
            {...form.register('code')}
          />
        </Field>
      </DialogBody>
      <FormFooter pending={enable.isPending} keepLabel label="Confirmar" onCancel={onCancel} />
    </form>
  );
}
