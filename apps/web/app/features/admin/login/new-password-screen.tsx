import { zodResolver } from '@hookform/resolvers/zod';
import { ZResetPasswordBody } from '@softhouse/contracts';
import { KeyRound, LoaderCircle } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { Button } from '~/components/ui/button';
import { Input } from '~/components/ui/input';
import { toast } from '~/components/ui/toast';
import { errorMessage } from '../api/client';
import { Field } from '../components/field';
import { resetPassword } from '../session/auth';
import { AuthCard } from './auth-card';

const ZForm = z
  .object({ password: ZResetPasswordBody.shape.password, confirm: z.string() })
  .refine((values) => values.password === values.confirm, { path: ['confirm'], message: 'As senhas não coincidem' });
type TForm = z.infer<typeof ZForm>;

/** 'Nova senha' (issue 17): the screen a recovery link opens; the link's token is used once. */
export function NewPasswordScreen() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get('token') ?? '';
  const valid = ZResetPasswordBody.shape.token.safeParse(token).success;
  const form = useForm<TForm>({ resolver: zodResolver(ZForm), defaultValues: { password: '', confirm: '' } });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ password }) => {
    try {
      await resetPassword(token, password);
      toast.success('Senha alterada', { description: 'Entre com a nova senha.' });
      void navigate('/admin/login', { replace: true });
    } catch (error) {
      toast.error('Não foi possível alterar a senha', { description: errorMessage(error) });
    }
  });

  return (
    <AuthCard title="Nova senha">
      {valid ? (
        <>
          <p className="mt-1 text-sm text-ink-600">Escolha a nova senha do painel. Ao salvar, as sessões abertas com a senha antiga são encerradas.</p>
          <form onSubmit={onSubmit} noValidate className="mt-6 flex flex-col gap-4">
            <Field label="Nova senha" error={errors.password?.message} hint="Pelo menos 8 caracteres.">
              <Input type="password" autoComplete="new-password" {...form.register('password')} />
            </Field>
            <Field label="Confirmar nova senha" error={errors.confirm?.message}>
              <Input type="password" autoComplete="new-password" {...form.register('confirm')} />
            </Field>
            <Button type="submit" className="mt-2 w-full" disabled={isSubmitting}>
              {isSubmitting ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <KeyRound aria-hidden="true" />}
              {isSubmitting ? 'Salvando...' : 'Salvar nova senha'}
            </Button>
          </form>
        </>
      ) : (
        <p role="alert" className="mt-3 text-sm text-ink-700">
          Este link não vale mais: ele expira em 30 minutos e só pode ser usado uma vez. Peça um novo em "Recuperar senha".
        </p>
      )}
      <Link to="/admin/login" className="mt-5 block text-center text-sm font-semibold text-brand underline-offset-4 hover:underline">
        Voltar para o login
      </Link>
    </AuthCard>
  );
}
