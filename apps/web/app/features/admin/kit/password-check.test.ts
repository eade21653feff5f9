import { describe, expect, it } from 'vitest';
import { passwordProblem, strengthView } from './password-check';

describe('password strength', () => {
  it('lights one segment at least, in the colour of the verdict', () => {
    expect(strengthView({ ok: false, score: 0, problem: 'A senha deve ter pelo menos 12 caracteres' })).toEqual({
      filled: 1,
      tone: 'danger',
      text: 'A senha deve ter pelo menos 12 caracteres',
    });
    expect(strengthView({ ok: false, score: 2, problem: null })).toEqual({ filled: 2, tone: 'warning', text: 'Senha fácil de adivinhar' });
    expect(strengthView({ ok: true, score: 3, problem: null })).toEqual({ filled: 3, tone: 'success', text: 'Senha forte' });
    expect(strengthView({ ok: true, score: 4, problem: null })).toEqual({ filled: 4, tone: 'success', text: 'Senha forte' });
  });

  it('loads the checker on demand and refuses short or guessable passwords', async () => {
    expect(await passwordProblem('curta', [])).toBe('A senha deve ter pelo menos 12 caracteres');
    expect(await passwordProblem('123456789012', [])).toMatch(/^Senha fácil de adivinhar/);
    expect(await passwordProblem('girassol pipoca trovão violeta', ['Ana Lima', 'ana@orbita.dev'])).toBeNull();
  });
});
