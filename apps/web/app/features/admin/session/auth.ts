import { authEndpoints, type TPublicUser, type TSession } from '@softhouse/contracts';
import { startAuthentication, type PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import { toast } from '~/components/ui/toast';
import { call, type CallOptions } from '../api/client';
import { getQueryClient } from '../api/query-client';
import { deviceId } from './device-id';
import { clearSession, getSession, setSession, updateUser } from './session-store';

export { ROLE_LABELS } from '@softhouse/contracts';

/** Calls made before there is a session: no token, no refresh, and the caller shows the failure. */
const anonymous: CallOptions = { auth: false, refreshOnUnauthorized: false, errorToast: false };

/** Keeps a new session (password, second step or passkey alike) and greets the person. */
function startSession(session: TSession): TPublicUser {
  getQueryClient().clear();
  setSession(session);
  toast.success('Login realizado com sucesso', { description: 'Bem-vindo ao painel administrativo' });
  return session.user;
}

/** The first step's outcome: signed in, or the token of the second step (two-factor on). */
export type LoginStep = { user: TPublicUser; challenge?: undefined } | { challenge: string; user?: undefined };

/** Signs in with e-mail and password (and this browser's id); the caller shows the failure (the server's message). */
export async function login(credentials: { email: string; password: string }): Promise<LoginStep> {
  const result = await call(authEndpoints.login, { body: { ...credentials, deviceId: deviceId() } }, anonymous);
  if ('twoFactorRequired' in result) return { challenge: result.challenge };
  return { user: startSession(result) };
}

/** The second step: a code of the authenticator app or a recovery code. */
export async function verifySecondFactor(challenge: string, code: string) {
  return startSession(await call(authEndpoints.secondFactor, { body: { challenge, code } }, anonymous));
}

/** Signs in with a passkey alone: the server's challenge, the browser's prompt, the server's check. */
export async function loginWithPasskey() {
  const options = await call(authEndpoints.passkeyOptions, {}, anonymous);
  const response = await startAuthentication({ optionsJSON: options as unknown as PublicKeyCredentialRequestOptionsJSON });
  return startSession(await call(authEndpoints.passkeyLogin, { body: { response: { ...response, response: { ...response.response } }, deviceId: deviceId() } }, anonymous));
}

/** The person closed or cancelled the browser's passkey prompt (or it timed out): nothing went wrong. */
export const isCancelledPrompt = (error: unknown) => error instanceof Error && (error.name === 'NotAllowedError' || error.name === 'AbortError');

/** Reads the signed-in user again (after enrolling in two-factor, the flag that kept them on Meu perfil clears). */
export async function refreshUser() {
  const user = await call(authEndpoints.me, {}, { errorToast: false });
  // The flag is left out when false: replace it rather than keep the stored one.
  updateUser({ ...user, mustEnrolTwoFactor: user.mustEnrolTwoFactor === true });
  return user;
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
export const requestRecovery = (email: string) => call(authEndpoints.recover, { body: { email } }, anonymous);

/** Sets a new password with a recovery or invitation link's token; the caller shows the failure (the server's message). */
export const resetPassword = (token: string, password: string) => call(authEndpoints.resetPassword, { body: { token, password } }, anonymous);
