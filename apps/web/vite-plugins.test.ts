import { describe, expect, it } from 'vitest';
import { escapeBeyondLatin1 } from './vite-plugins';

/** Runs a module body and returns what it returns. */
const run = (code: string) => new Function(code)() as unknown;

describe('escapeBeyondLatin1', () => {
  it('leaves no character above U+00FF, and keeps Latin-1 as it is', () => {
    const escaped = escapeBeyondLatin1("const t = 'Avançar → próximo — “já” … 😉';");
    expect(escaped).not.toMatch(/[\u0100-\uffff]/);
    expect(escaped).toContain('Avançar');
  });

  it('means the same in strings, templates, regular expressions, identity escapes and identifiers', () => {
    const samples = [
      "return 'x—y “z” …';",
      'return `→ ${1 + 1} ⌘K`;',
      "return /[–—]+/.test('a — b');",
      "return /\\—/.exec('a—b')[0];",
      "return '\\→';",
      "return '\\\\→';",
      "return /😉/u.test('olá 😉');",
      "return [...'😉'].length;",
      'const π = 3.14; return π;',
    ];
    for (const code of samples) expect(run(escapeBeyondLatin1(code)), code).toEqual(run(code));
  });
});
