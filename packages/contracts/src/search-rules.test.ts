import { describe, expect, it } from 'vitest';
import { canonicalSearch, pageIsStored } from './page-query.js';
import { contentPagePath, searchWords } from './search-rules.js';

describe('searchWords', () => {
  it('splits a query into lowercase words of letters and digits, as the index splits texts', () => {
    expect(searchWords('  Integração   de e-commerce com Node.js 2.0! ')).toEqual(['integração', 'de', 'e', 'commerce', 'com', 'node', 'js', '2', '0']);
    expect(searchWords("d'água & <b>negrito</b> 'x':* | !y")).toEqual(['d', 'água', 'b', 'negrito', 'b', 'x', 'y']);
    expect(searchWords('!!! ??? --- ... ✨')).toEqual([]);
    expect(searchWords('um dois três quatro cinco seis sete oito nove dez onze doze treze')).toHaveLength(12);
  });
});

describe('the search page in the page cache', () => {
  it('reads its query, type and page, and is kept only without them', () => {
    expect(canonicalSearch('/busca', new URLSearchParams('q=%20a%20%20b%20&type=case&page=1&utm_source=x'))).toBe('?q=a+b&type=case');
    expect(canonicalSearch('/en/busca', new URLSearchParams('type=video&page=x'))).toBe('');
    expect(pageIsStored('/busca', '')).toBe(true);
    expect(pageIsStored('/es/busca', '?q=x')).toBe(false);
    expect(pageIsStored('/blog', '?page=2')).toBe(true);
  });

  it('knows where each content page lives', () => {
    expect(contentPagePath('home')).toBe('/');
    expect(contentPagePath('sobre')).toBe('/sobre');
    expect(contentPagePath('inexistente')).toBeNull();
  });
});
