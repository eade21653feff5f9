import { describe, expect, it } from 'vitest';
import { SLUG_PATTERN, slugify } from './slugify.js';

describe('slugify', () => {
  it.each([
    ['Aplicativo de Gestão Agrícola', 'aplicativo-de-gestao-agricola'],
    ['  São Paulo — Conexão 2025!  ', 'sao-paulo-conexao-2025'],
    ['Ação & Reação: UX/UI', 'acao-reacao-uxui'],
    ['já---está   pronto', 'ja-esta-pronto'],
    ['ÇÃÕ éíóú', 'cao-eiou'],
    ['', ''],
    ['!!!', ''],
  ])('%j → %j', (input, expected) => {
    expect(slugify(input)).toBe(expected);
  });

  it('always yields a valid slug or an empty string', () => {
    for (const input of ['Olá Mundo', '-a-', 'A1 b2', 'x'.repeat(50)]) {
      const slug = slugify(input);
      expect(slug === '' || SLUG_PATTERN.test(slug)).toBe(true);
    }
  });
});
