/**
 * How strong a new password is, with the reason when it is not enough (issue 17): at least 12 characters,
 * and a strength estimate (zxcvbn-ts, with its common, English and Brazilian Portuguese dictionaries) of
 * "hard to guess" or better (score 3 of 4: about 10^10 guesses). The API checks every password it is given
 * to keep with this; the back office loads it lazily to say why while the person types. Its dictionaries
 * weigh about 1 MB, so it is an entry point of its own, never part of `@softhouse/contracts`.
 */
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as en from '@zxcvbn-ts/language-en';
import * as ptBr from '@zxcvbn-ts/language-pt-br';
import { PASSWORD_MIN_LENGTH, PASSWORD_MESSAGES } from './rules.js';

/** The lowest zxcvbn score accepted (0 to 4). */
export const PASSWORD_MIN_SCORE = 3;

let factory: ZxcvbnFactory | undefined;
const estimator = () =>
  (factory ??= new ZxcvbnFactory({
    translations: ptBr.translations,
    graphs: common.adjacencyGraphs,
    dictionary: { ...common.dictionary, ...en.dictionary, ...ptBr.dictionary },
  }));

export type PasswordVerdict = { ok: boolean; score: number; problem: string | null; suggestions: string[] };

/**
 * The verdict on a new password. `context` is what the person is known by (name, e-mail, the company):
 * a password made of it is weak whatever its length.
 */
export function checkPassword(password: string, context: (string | undefined | null)[] = []): PasswordVerdict {
  if (password.length < PASSWORD_MIN_LENGTH) return { ok: false, score: 0, problem: PASSWORD_MESSAGES.short, suggestions: [] };
  if (password.length > 256) return { ok: false, score: 0, problem: PASSWORD_MESSAGES.long, suggestions: [] };
  const inputs = context.flatMap((value) => (value ? [value, value.replace(/\s+/g, ''), ...value.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter((part) => part.length >= 3)] : []));
  const result = estimator().check(password.slice(0, 100), inputs);
  if (result.score >= PASSWORD_MIN_SCORE) return { ok: true, score: result.score, problem: null, suggestions: [] };
  const warning = result.feedback.warning;
  return {
    ok: false,
    score: result.score,
    problem: warning ? `${PASSWORD_MESSAGES.weak}: ${warning.replace(/\.$/, '').toLowerCase()}` : PASSWORD_MESSAGES.weak,
    suggestions: result.feedback.suggestions,
  };
}
