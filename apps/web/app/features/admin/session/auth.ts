import { authEndpoints, type TLoginBody } from '@softhouse/contracts';
import { toast } from '~/components/ui/toast';
import { call } from '../api/client';
import { getQueryClient } from '../api/query-client';
import { clearSession, getSession, setSession } from './session-store';

export { ROLE_LABELS } from '@softhouse/contracts';

/** Signs in and stores the session; the caller shows the failure (the server's message). */
export async function login(credentials: TLoginBody) {
  const result = await call(authEndpoints.login, { body: credentials }, {
    auth: false,
    refreshOnUnauthorized: false,
    errorToast: false,
  });
  getQueryClient().clear();
  setSession(result);
  toast.success('Login realizado com sucesso', { description: 'Bem-vindo ao painel administrativo' });
  return result.user;
}

/** Ends the session on the server when it can; the local session is cleared whatever happens there. */
export async function logout() {
  const session = getSession();
  try {
    if (session) {
      await call(authEndpoints.logout, { body: { refreshToken: session.refreshToken } }, { refreshOnUnauthorized: false, errorToast: false });
    }
  } catch {
    // The session ends here even when the server could not be told (product.md §4).
  } finally {
    clearSession();
    getQueryClient().clear();
    toast.success('Logout realizado', { description: 'Você foi desconectado com sucesso' });
  }
}

/** "Recuperar senha": asks for a one-time link by e-mail (the answer is the same for any address). */
export const requestRecovery = (email: string) => call(authEndpoints.recover, { body: { email } }, { auth: false, refreshOnUnauthorized: false, errorToast: false });

/** Sets a new password with a recovery link's token; the caller shows the failure (the server's message). */
export const resetPassword = (token: string, password: string) =>
  call(authEndpoints.resetPassword, { body: { token, password } }, { auth: false, refreshOnUnauthorized: false, errorToast: false });
