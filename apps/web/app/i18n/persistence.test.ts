import { describe, expect, it } from 'vitest';
import { addressIn } from './persistence';

const here = (pathname: string, search = '', hash = '') => ({ pathname, search, hash });
const ALL = new Map([
  ['pt-BR', 'https://orbita.dev/sobre'],
  ['en', 'https://orbita.dev/en/sobre'],
  ['es', 'https://orbita.dev/es/sobre'],
  ['x-default', 'https://orbita.dev/sobre'],
]);

describe('addressIn: where the language switcher goes', () => {
  it("takes the page's own address in that language, as its alternates announce it", () => {
    expect(addressIn('en', here('/sobre', '', '#time'), ALL)).toBe('/en/sobre#time');
    expect(addressIn('pt', here('/es/sobre'), ALL)).toBe('/sobre');
  });

  it("takes an item that does not exist in that language to that language's listing of its kind", () => {
    const ptOnly = new Map([['pt-BR', 'https://orbita.dev/cases/app'], ['x-default', 'https://orbita.dev/cases/app']]);
    expect(addressIn('en', here('/cases/app'), ptOnly)).toBe('/en/cases');
    expect(addressIn('es', here('/en/blog/abc/um-post'), ptOnly)).toBe('/es/blog');
    expect(addressIn('pt', here('/en/cases/app'), ptOnly)).toBe('/cases/app');
  });

  it('without alternates (no public URL), keeps the path and query in the other language', () => {
    expect(addressIn('es', here('/blog', '?page=2'), new Map())).toBe('/es/blog?page=2');
    expect(addressIn('pt', here('/en'), new Map())).toBe('/');
  });
});
