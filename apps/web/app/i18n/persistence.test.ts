import { describe, expect, it } from 'vitest';
import { withLanguageParam } from './persistence';

describe('withLanguageParam', () => {
  it('switches an explicit ?lang= and keeps the rest of the address', () => {
    expect(withLanguageParam('https://orbita.dev/blog?page=2&lang=pt#fim', 'es')?.href).toBe('https://orbita.dev/blog?page=2&lang=es#fim');
  });

  it('gives null for an address without ?lang= (the cookie decides)', () => {
    expect(withLanguageParam('https://orbita.dev/sobre?page=2', 'en')).toBeNull();
  });
});
