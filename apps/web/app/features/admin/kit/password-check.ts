// Types only (erased): the module itself is fetched by the dynamic import below.
import type * as PasswordCheck from '@softhouse/contracts/password';
import type { PasswordVerdict } from '@softhouse/contracts/password';

/*
 * The strength check of a new password (issue 17). Its dictionaries weigh about 1 MB, so it is fetched
 * only when a new-password field is shown, never part of the back office's first load.
 */

type PasswordModule = typeof PasswordCheck;
let loading: Promise<PasswordModule> | undefined;

/** The checker, fetched once; a failed fetch (offline) is tried again next time. */
export function loadPasswordCheck(): Promise<PasswordModule> {
  loading ??= import('@softhouse/contracts/password').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/** Why this new password is refused, or null when it is strong enough (or the checker could not load: the API checks it too). */
export async function passwordProblem(password: string, context: (string | null | undefined)[]): Promise<string | null> {
  try {
    const { checkPassword } = await loadPasswordCheck();
    const verdict = checkPassword(password, context);
    return verdict.ok ? null : (verdict.problem ?? 'Senha fácil de adivinhar');
  } catch {
    return null;
  }
}

export type StrengthTone = 'danger' | 'warning' | 'success';

/** What the meter shows for a verdict: how many of its 4 segments are lit, their colour and the sentence under them. */
export function strengthView(verdict: Pick<PasswordVerdict, 'ok' | 'score' | 'problem'>): { filled: number; tone: StrengthTone; text: string } {
  const filled = Math.min(4, Math.max(1, verdict.score));
  if (verdict.ok) return { filled, tone: 'success', text: 'Senha forte' };
  return { filled, tone: verdict.score >= 2 ? 'warning' : 'danger', text: verdict.problem ?? 'Senha fácil de adivinhar' };
}
