import { zodResolver } from '@hookform/resolvers/zod';
import { ZLoginBody, ZRecoverBody, type TLoginBody } from '@softhouse/contracts';
import { LogIn } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { Input } from '~/components/ui/input';
import { toast } from '~/components/ui/toast';
import { errorMessage } from '../api/client';
import { Field } from '../components/field';
import { SaveButton } from '../kit';
import { login, requestRecovery } from '../session/auth';
import { useSession } from '../session/session-store';
import { AuthCard } from './auth-card';
import { PasskeyLogin } from './passkey-login';
import { SecondFactorStep } from './second-factor-step';

const safeTarget = (from: unknown) =>
  typeof from === 'string' && from.startsWith('/admin') && !from.startsWith('/admin/login') ? from : '/admin';

/**
 * 'Login Administrativo' (product.md §2): e-mail and password, 'Entrar' and the 'Recuperar senha' link-button;
 * with two-factor on, a second step for the code (issue 17); or a passkey alone.
 */
export function LoginScreen() {
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const target = safeTarget((location.state as { from?: unknown } | null)?.from);
  const form = useForm<TLoginBody>({ resolver: zodResolver(ZLoginBody), defaultValues: { email: '', password: '' } });
  const { errors, isSubmitting } = form.formState;
  const [recovering, setRecovering] = useState(false);
  // The token of the second step, while it is shown.
  const [challenge, setChallenge] = useState<string | null>(null);

  if (session && !isSubmitting) return <Navigate to={target} replace />;

  const enter = () => void navigate(target, { replace: true });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const step = await login({ email: values.email, password: values.password });
      if (step.challenge) {
        form.resetField('password');
        setChallenge(step.challenge);
      } else {
        enter();
      }
    } catch (error) {
      toast.error('Falha no login', { description: errorMessage(error) });
    }
  });

  // "Recuperar senha" (issue 17): a one-time link to the e-mail typed above; the same answer whether
  // or not it has an account, so the toast of SPEC §8 is always true to what the visitor can know.
  const onRecover = async () => {
    const email = ZRecoverBody.shape.email.safeParse(form.getValues('email'));
    if (!email.success) {
      form.setError('email', { message: 'Informe seu e-mail para recuperar a senha' }, { shouldFocus: true });
      return;
    }
    setRecovering(true);
    try {
      await requestRecovery(email.data);
      toast.success('E-mail enviado', {
        description: 'Enviamos um e-mail com as instruções para recuperar sua senha.',
      });
    } catch (error) {
      toast.error('Não foi possível enviar o e-mail', { description: errorMessage(error) });
    } finally {
      setRecovering(false);
    }
  };

  if (challenge) {
    return (
      <AuthCard title="Verificação em duas etapas">
        <SecondFactorStep challenge={challenge} onBack={() => setChallenge(null)} onDone={enter} />
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Login Administrativo">
      <p className="mt-1 text-sm text-ink-600">Entre com seu e-mail e senha para acessar o painel.</p>
      <form onSubmit={onSubmit} noValidate className="mt-6 flex flex-col gap-4">
        <Field label="E-mail" error={errors.email?.message}>
          <Input type="email" autoComplete="username" placeholder="voce@empresa.com" {...form.register('email')} />
        </Field>
        <Field label="Senha" error={errors.password?.message}>
          <Input type="password" autoComplete="current-password" {...form.register('password')} />
        </Field>
        <SaveButton pending={isSubmitting} keepLabel icon={LogIn} label="Entrar" size="md" className="mt-2 w-full" />
        <button
          type="button"
          onClick={() => void onRecover()}
          disabled={recovering}
          className="mx-auto text-sm font-semibold text-brand underline-offset-4 hover:underline disabled:opacity-60"
        >
          Recuperar senha
        </button>
      </form>
      <PasskeyLogin onDone={enter} />
    </AuthCard>
  );
}
