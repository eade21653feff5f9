import type { RegistrationResponseJSON } from '@simplewebauthn/browser';
import { authEndpoints } from '@softhouse/contracts';
import { useQuery } from '@tanstack/react-query';
import { call } from '../api/client';

/*
 * The signed-in person's own security (issue 17): two-factor, passkeys and open sessions. Every call
 * leaves the failure to its caller (one toast per failure, saying what failed).
 */

export const twoFactorKey = ['admin', 'me', 'two-factor'] as const;
export const passkeysKey = ['admin', 'me', 'passkeys'] as const;
export const sessionsKey = ['admin', 'me', 'sessions'] as const;

export const useTwoFactor = () => useQuery({ queryKey: twoFactorKey, queryFn: ({ signal }) => call(authEndpoints.twoFactor, {}, { signal }) });
export const usePasskeys = () => useQuery({ queryKey: passkeysKey, queryFn: ({ signal }) => call(authEndpoints.passkeys, {}, { signal }) });
export const useSessions = () => useQuery({ queryKey: sessionsKey, queryFn: ({ signal }) => call(authEndpoints.sessions, {}, { signal }) });

const quiet = { errorToast: false } as const;

export const securityApi = {
  setupTwoFactor: () => call(authEndpoints.twoFactorSetup, {}, quiet),
  enableTwoFactor: (code: string) => call(authEndpoints.twoFactorEnable, { body: { code } }, quiet),
  newRecoveryCodes: (password: string) => call(authEndpoints.recoveryCodes, { body: { password } }, quiet),
  disableTwoFactor: (password: string) => call(authEndpoints.twoFactorDisable, { body: { password } }, quiet),
  passkeyOptions: () => call(authEndpoints.passkeyRegisterOptions, {}, quiet),
  registerPasskey: (name: string, response: RegistrationResponseJSON) =>
    call(authEndpoints.passkeyRegister, { body: { name, response: { ...response, response: { ...response.response } } } }, quiet),
  renamePasskey: (id: string, name: string) => call(authEndpoints.passkeyRename, { params: { id }, body: { name } }, quiet),
  removePasskey: (id: string) => call(authEndpoints.passkeyRemove, { params: { id } }, quiet),
  endSession: (id: string) => call(authEndpoints.endSession, { params: { id } }, quiet),
  endOtherSessions: () => call(authEndpoints.endOtherSessions, {}, quiet),
};
