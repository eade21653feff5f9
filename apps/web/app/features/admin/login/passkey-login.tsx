import { browserSupportsWebAuthn } from '@simplewebauthn/browser';
import { PASSKEY_MESSAGES } from '@softhouse/contracts';
import { Fingerprint, LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import { Button } from '~/components/ui/button';
import { toast } from '~/components/ui/toast';
import { ApiError, errorMessage } from '../api/client';
import { isCancelledPrompt, loginWithPasskey } from '../session/auth';

/**
 * "Entrar com passkey", under the password form, in browsers with WebAuthn. Closing the browser's
 * prompt is not a failure: a calm line says so, no error toast.
 */
export function PasskeyLogin({ onDone }: { onDone: () => void }) {
  const [supported] = useState(() => browserSupportsWebAuthn());
  const [pending, setPending] = useState(false);
  const [note, setNote] = useState('');
  if (!supported) return null;

  const onClick = async () => {
    setPending(true);
    setNote('');
    try {
      await loginWithPasskey();
      onDone();
    } catch (error) {
      if (isCancelledPrompt(error)) setNote('Entrada com passkey cancelada. Tente de novo ou entre com e-mail e senha.');
      else toast.error('Falha no login', { description: error instanceof ApiError ? errorMessage(error) : PASSKEY_MESSAGES.failed });
    } finally {
      setPending(false);
    }
  };

  return (
    <div className="mt-5 flex flex-col gap-3">
      <div className="flex items-center gap-3 text-xs font-semibold text-ink-500 uppercase" aria-hidden="true">
        <span className="h-px flex-1 bg-ink-200" />
        ou
        <span className="h-px flex-1 bg-ink-200" />
      </div>
      <Button variant="secondary" className="w-full" onClick={() => void onClick()} disabled={pending}>
        {pending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <Fingerprint aria-hidden="true" />}
        Entrar com passkey
      </Button>
      <p role="status" className="text-center text-xs text-ink-600">
        {note}
      </p>
    </div>
  );
}
