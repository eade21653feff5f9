import { zodResolver } from '@hookform/resolvers/zod';
import { ZSecondFactorBody } from '@softhouse/contracts';
import { ArrowLeft, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Input } from '~/components/ui/input';
import { errorMessage } from '../api/client';
import { Field } from '../components/field';
import { SaveButton } from '../kit';
import { verifySecondFactor } from '../session/auth';

const ZForm = z.object({ code: ZSecondFactorBody.shape.code });
type TForm = z.infer<typeof ZForm>;

/**
 * The second step of a sign-in with two-factor on: a code of the authenticator app or one of the
 * recovery codes ("abcde-fghij"). The server's refusal is shown under the field.
 */
export function SecondFactorStep({ challenge, onBack, onDone }: { challenge: string; onBack: () => void; onDone: () => void }) {
  const form = useForm<TForm>({ resolver: zodResolver(ZForm), defaultValues: { code: '' } });
  const { errors, isSubmitting } = form.formState;
  // A phone's number pad has no letters: a recovery code needs the full keyboard.
  const [recovery, setRecovery] = useState(false);

  const onSubmit = form.handleSubmit(async ({ code }) => {
    try {
      await verifySecondFactor(challenge, code.replace(/\s+/g, ''));
      onDone();
    } catch (error) {
      form.setError('code', { message: errorMessage(error) }, { shouldFocus: true });
    }
  });

  return (
    <>
      <p className="mt-1 text-sm text-ink-600">Sua conta pede uma segunda confirmação para entrar.</p>
      <form onSubmit={onSubmit} noValidate className="mt-6 flex flex-col gap-4">
        <Field
          label="Código"
          error={errors.code?.message}
          hint="Digite o código de 6 dígitos do seu aplicativo autenticador ou um dos códigos de recuperação."
        >
          <Input
            autoComplete="one-time-code"
            inputMode={recovery ? 'text' : 'numeric'}
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            autoFocus
            placeholder={recovery ? 'abcde-fghij' : '123456'}
            className="font-mono tracking-widest"
            {...form.register('code')}
          />
        </Field>
        <button
          type="button"
          onClick={() => {
            setRecovery((value) => !value);
            form.setFocus('code');
          }}
          className="self-start text-xs font-semibold text-brand underline-offset-4 hover:underline"
        >
          {recovery ? 'Usar o código do aplicativo' : 'Usar um código de recuperação'}
        </button>
        <SaveButton pending={isSubmitting} keepLabel icon={ShieldCheck} label="Verificar" size="md" className="mt-1 w-full" />
        <button
          type="button"
          onClick={onBack}
          className="mx-auto inline-flex items-center gap-1.5 text-sm font-semibold text-brand underline-offset-4 hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          Voltar
        </button>
      </form>
    </>
  );
}
