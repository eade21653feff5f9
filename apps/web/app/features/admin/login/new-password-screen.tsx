import { zodResolver } from '@hookform/resolvers/zod';
import { ZResetPasswordBody } from '@softhouse/contracts';
import { KeyRound, LoaderCircle } from 'lucide-react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { Button } from '~/components/ui/button';
import { Input } from '~/components/ui/input';
import { toast } from '~/components/ui/toast';
import { errorMessage } from '../api/client';
import { Field } from '../components/field';
import { PasswordStrength, passwordProblem } from '../kit';
import { resetPassword } from '../session/auth';
import { AuthCard } from './auth-card';

const ZForm = z
  .object({ password: ZResetPasswordBody.shape.password, confirm: z.string() })
  .refine((values) => values.password === values.confirm, { path: ['confirm'], message: 'As senhas não coincidem' });
type TForm = z.infer<typeof ZForm>;

/** The wording of a recovery link and of an invitation (`convite=1`): the same screen, the same token rules. */
const TEXTS = {
  reset: {
    title: 'Nova senha',
    intro: 'Escolha a nova senha do painel. Ao salvar, as sessões abertas com a senha antiga são encerradas.',
    submit: 'Salvar nova senha',
    done: ['Senha alterada', 'Entre com a nova senha.'],
    failure: 'Não foi possível alterar a senha',
    invalid: 'Este link não vale mais: ele expira em 30 minutos e só pode ser usado uma vez. Peça um novo em "Recuperar senha".',
  },
  invitation: {
    title: 'Escolha sua senha',
    intro: 'Bem-vindo ao painel. Escolha a senha com que você vai entrar.',
    submit: 'Criar senha',
    done: ['Senha criada', 'Entre com seu e-mail e a senha que você escolheu.'],
    failure: 'Não foi possível criar a senha',
    invalid: 'Este convite não vale mais: ele expira em 7 dias e só pode ser usado uma vez. Peça um novo convite a quem administra o painel.',
  },
} as const;

/** 'Nova senha' (issue 17): the screen a recovery link or an invitation opens; the link's token is used once. */
export function NewPasswordScreen() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get('token') ?? '';
  const text = params.get('convite') === '1' ? TEXTS.invitation : TEXTS.reset;
  const valid = ZResetPasswordBody.shape.token.safeParse(token).success;
  const form = useForm<TForm>({ resolver: zodResolver(ZForm), defaultValues: { password: '', confirm: '' } });
  const { errors, isSubmitting } = form.formState;
  const password = useWatch({ control: form.control, name: 'password' });

  const onSubmit = form.handleSubmit(async ({ password }) => {
    const problem = await passwordProblem(password, []);
    if (problem) {
      form.setError('password', { message: problem }, { shouldFocus: true });
      return;
    }
    try {
      await resetPassword(token, password);
      toast.success(text.done[0], { description: text.done[1] });
      void navigate('/admin/login', { replace: true });
    } catch (error) {
      toast.error(text.failure, { description: errorMessage(error) });
    }
  });

  return (
    <AuthCard title={text.title}>
      {valid ? (
        <>
          <p className="mt-1 text-sm text-ink-600">{text.intro}</p>
          <form onSubmit={onSubmit} noValidate className="mt-6 flex flex-col gap-4">
            <Field label="Nova senha" error={errors.password?.message}>
              <Input type="password" autoComplete="new-password" {...form.register('password')} />
            </Field>
            <PasswordStrength password={password} context={[]} quiet={!!errors.password} />
            <Field label="Confirmar nova senha" error={errors.confirm?.message}>
              <Input type="password" autoComplete="new-password" {...form.register('confirm')} />
            </Field>
            <Button type="submit" className="mt-2 w-full" disabled={isSubmitting}>
              {isSubmitting ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <KeyRound aria-hidden="true" />}
              {isSubmitting ? 'Salvando...' : text.submit}
            </Button>
          </form>
        </>
      ) : (
        <p role="alert" className="mt-3 text-sm text-ink-700">
          {text.invalid}
        </p>
      )}
      <Link to="/admin/login" className="mt-5 block text-center text-sm font-semibold text-brand underline-offset-4 hover:underline">
        Voltar para o login
      </Link>
    </AuthCard>
  );
}
