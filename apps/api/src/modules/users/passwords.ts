import { hash, verify } from '@node-rs/argon2';
import { badRequest } from '../../errors.js';
import { checkPasswordStrength } from './password-check.js';

/** Algorithm.Argon2id (an ambient const enum, which verbatimModuleSyntax cannot import). */
const ARGON2ID = 2;

const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, OPTIONS);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** Verified against when the e-mail is unknown, so both failures take the same time. */
let dummyHash: Promise<string> | undefined;
export const equalizeTiming = async (password: string) => {
  dummyHash ??= hashPassword('timing-equalizer-not-a-real-password');
  await verifyPassword(await dummyHash, password);
};

/**
 * A new password must be hard to guess (issue 17: 12 characters and a zxcvbn-ts score of 3, with the
 * person's name and e-mail counted as known words); otherwise a 400 on `field` with the reason.
 */
export async function assertStrongPassword(password: string, context: (string | undefined | null)[], field = 'password'): Promise<void> {
  const verdict = await checkPasswordStrength(password, context);
  if (!verdict.ok) throw badRequest(verdict.problem!, { [field]: verdict.problem! });
}
