import { PASSKEY_MESSAGES, type TPasskey } from '@softhouse/contracts';
import { browserSupportsWebAuthn, startRegistration, type PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/browser';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Fingerprint, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '~/components/ui/button';
import { toast } from '~/components/ui/toast';
import { ApiError, errorMessage } from '../api/client';
import { ConfirmDialog } from '../components/confirm-dialog';
import { formatDate } from '../components/format';
import { IconButton } from '../components/icon-button';
import { QueryBoundary } from '../kit';
import { isCancelledPrompt } from '../session/auth';
import { deviceFromUserAgent, relativeTime } from './format';
import { PasskeyNameDialog } from './passkey-name-dialog';
import { passkeysKey, securityApi, usePasskeys } from './security-api';
import { SectionCard } from './section-card';

/** Adds a passkey: the server's challenge, the browser's prompt, the server's check. */
async function addPasskey(name: string) {
  const options = await securityApi.passkeyOptions();
  const response = await startRegistration({ optionsJSON: options as unknown as PublicKeyCredentialCreationOptionsJSON });
  return securityApi.registerPasskey(name, response);
}

/** 'Passkeys': sign in with the phone's or computer's lock instead of the password; add, rename, remove. */
export function PasskeysCard({ className }: { className?: string }) {
  const queryClient = useQueryClient();
  const passkeys = usePasskeys();
  const [supported] = useState(() => browserSupportsWebAuthn());
  const [adding, setAdding] = useState<string | null>(null);
  const [renaming, setRenaming] = useState<TPasskey | null>(null);
  const [removing, setRemoving] = useState<TPasskey | null>(null);
  const refetch = () => queryClient.invalidateQueries({ queryKey: passkeysKey });

  const remove = useMutation({
    mutationFn: (passkey: TPasskey) => securityApi.removePasskey(passkey.id),
    onSuccess: async (_, passkey) => {
      toast.success('Passkey removida', { description: `"${passkey.name}" não entra mais na sua conta.` });
      await refetch();
    },
    onError: (error) => toast.error('Erro ao remover a passkey', { description: errorMessage(error) }),
  });

  const onAdd = async (name: string): Promise<string | null> => {
    try {
      await addPasskey(name);
      toast.success('Passkey adicionada', { description: `Você já pode entrar com "${name}".` });
      await refetch();
      return null;
    } catch (error) {
      if (isCancelledPrompt(error)) {
        // Closing the browser's prompt is a choice, not a failure: a neutral note, and the dialog closes.
        toast({ title: 'Cadastro cancelado', description: 'Nenhuma passkey foi criada.' });
        return null;
      }
      const message =
        error instanceof ApiError ? error.message
        : error instanceof Error && error.name === 'InvalidStateError' ? 'Esta passkey já está cadastrada na sua conta.'
        : PASSKEY_MESSAGES.failed;
      toast.error('Erro ao adicionar a passkey', { description: message });
      return message;
    }
  };

  const onRename = async (name: string): Promise<string | null> => {
    if (!renaming) return null;
    try {
      await securityApi.renamePasskey(renaming.id, name);
      toast.success('Passkey renomeada');
      await refetch();
      return null;
    } catch (error) {
      toast.error('Erro ao renomear a passkey', { description: errorMessage(error) });
      return errorMessage(error);
    }
  };

  return (
    <SectionCard
      icon={Fingerprint}
      title="Passkeys"
      description="Entre com a digital, o rosto ou o PIN do aparelho, sem digitar senha."
      actions={
        supported ? (
          <Button size="sm" variant="secondary" onClick={() => setAdding(deviceFromUserAgent(navigator.userAgent))}>
            <Plus aria-hidden="true" />
            Adicionar passkey
          </Button>
        ) : null
      }
      className={className}
    >
      {supported ? null : (
        <p role="note" className="mb-4 rounded-control bg-ink-50 px-3.5 py-3 text-sm text-ink-600 ring-1 ring-ink-200">
          Este navegador não cria passkeys. Para adicionar uma, abra o painel num navegador atual (Chrome, Edge, Safari ou Firefox).
        </p>
      )}
      <QueryBoundary query={passkeys} loadingLabel="Carregando passkeys" what="as passkeys">
        {(list) =>
          list.length === 0 ? (
            <p className="text-sm text-ink-500">Nenhuma passkey cadastrada.</p>
          ) : (
            <ul aria-label="Suas passkeys" className="-my-2 divide-y divide-ink-100">
              {list.map((passkey) => (
                <li key={passkey.id} className="flex items-center gap-3 py-3">
                  <Fingerprint aria-hidden="true" className="size-4 shrink-0 text-ink-400" />
                  <div className="min-w-0 flex-1">
                    <p className="truncate text-sm font-semibold text-ink-800">{passkey.name}</p>
                    <p className="text-xs text-ink-500">
                      Criada em {formatDate(passkey.createdAt)} · {passkey.lastUsedAt ? `Último uso ${relativeTime(passkey.lastUsedAt)}` : 'Nunca usada'}
                    </p>
                  </div>
                  <div className="flex shrink-0 items-center gap-1">
                    <IconButton label={`Renomear passkey ${passkey.name}`} onClick={() => setRenaming(passkey)}>
                      <Pencil aria-hidden="true" />
                    </IconButton>
                    <IconButton label={`Remover passkey ${passkey.name}`} tone="danger" onClick={() => setRemoving(passkey)}>
                      <Trash2 aria-hidden="true" />
                    </IconButton>
                  </div>
                </li>
              ))}
            </ul>
          )
        }
      </QueryBoundary>
      <PasskeyNameDialog
        name={adding}
        onOpenChange={(open) => !open && setAdding(null)}
        title="Adicionar passkey"
        description="Dê um nome e confirme no aviso do navegador (digital, rosto, PIN ou chave de segurança)."
        confirmLabel="Continuar"
        onSubmit={onAdd}
      />
      <PasskeyNameDialog
        name={renaming?.name ?? null}
        onOpenChange={(open) => !open && setRenaming(null)}
        title="Renomear passkey"
        description="O novo nome aparece só para você, nesta lista."
        confirmLabel="Salvar nome"
        onSubmit={onRename}
      />
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title="Remover passkey"
        description={`Remover "${removing?.name ?? ''}"? Ela deixa de entrar na sua conta; a senha e as outras passkeys continuam valendo.`}
        confirmLabel="Remover"
        onConfirm={() => removing && remove.mutate(removing)}
      />
    </SectionCard>
  );
}
