import { describe, expect, it } from 'vitest';
import { pageTarget, type PageTarget } from './page-request.js';

const page = (target: PageTarget) => {
  if (target.kind !== 'page') throw new Error(`expected a page, got ${JSON.stringify(target)}`);
  return target;
};
const keyOf = (url: string, cookie?: string) => page(pageTarget('GET', url, { cookie })).cacheKey;

describe('pageTarget: the page cache key', () => {
  it('ignores campaign tags, click ids and made-up parameters, and still renders the page', () => {
    const base = keyOf('/sobre');
    for (const url of ['/sobre?utm_source=news&utm_medium=email', '/sobre?gclid=abc123', '/sobre?fbclid=x&evict=42', '/sobre?']) {
      expect(keyOf(url), url).toBe(base);
      expect(page(pageTarget('GET', url, {})).url).toBe('/sobre');
    }
  });

  it('keeps the parameters a page reads, in canonical form and order', () => {
    expect(page(pageTarget('GET', '/blog?utm_source=x&page=2&category=design', {})).url).toBe('/blog?category=design&page=2');
    expect(keyOf('/blog?page=2&category=design')).toBe(keyOf('/blog?category=design&page=02&gclid=1'));
    expect(keyOf('/blog?page=1')).toBe(keyOf('/blog'));
    expect(keyOf('/blog?page=-1')).toBe(keyOf('/blog'));
    expect(keyOf('/blog?page=999999999')).toBe(keyOf('/blog'));
    expect(keyOf('/blog?category=nao-existe')).toBe(keyOf('/blog'));
    expect(page(pageTarget('GET', '/cases?utm_source=x&page=02', {})).url).toBe('/cases?page=2');
    expect(keyOf('/cases?page=abc')).toBe(keyOf('/cases'));
    expect(keyOf('/cases?page=1')).toBe(keyOf('/cases'));
    expect(keyOf('/cases?mostrar=32')).toBe(keyOf('/cases'));
    // /blog/{id}/{slug} is the post of /blog/{id}, rendered and kept once whatever the tail.
    expect(page(pageTarget('GET', '/blog/um-post/um-titulo?utm_source=x', {})).url).toBe('/blog/um-post');
    expect(keyOf('/blog/um-post/qualquer-coisa')).toBe(keyOf('/blog/um-post'));
    expect(page(pageTarget('GET', '/blog/todos/x', {})).url).toBe('/blog/todos/x');
    // A parameter only another page reads says nothing here.
    expect(keyOf('/sobre?page=3&category=design')).toBe(keyOf('/sobre'));
  });

  it('is the address alone: the language is in the path, never in a cookie or parameter (decision 027)', () => {
    expect(keyOf('/en/sobre')).toBe('/en/sobre');
    expect(keyOf('/es/blog?page=2&utm_source=x')).toBe('/es/blog?page=2');
    expect(page(pageTarget('GET', '/en/blog/um-post/um-titulo', {})).url).toBe('/en/blog/um-post');
    expect(keyOf('/en/cases?page=2&gclid=1')).toBe('/en/cases?page=2');
    // A cookie never changes what an address stores; a malformed or Portuguese one does not redirect.
    expect(keyOf('/en/sobre', 'lang=es')).toBe(keyOf('/en/sobre'));
    for (const cookie of ['lang=pt', 'lang=enx', 'lang=', 'other=1']) expect(keyOf('/sobre', cookie), cookie).toBe('/sobre');
  });

  it('sends the old ?lang= addresses to the page in that language for good (301), keeping the other parameters', () => {
    expect(pageTarget('GET', '/sobre?lang=en', {})).toEqual({ kind: 'redirect', location: '/en/sobre', status: 301 });
    expect(pageTarget('GET', '/?lang=es', {})).toEqual({ kind: 'redirect', location: '/es', status: 301 });
    expect(pageTarget('GET', '/blog?page=2&lang=es&utm_source=x', {})).toEqual({ kind: 'redirect', location: '/es/blog?page=2&utm_source=x', status: 301 });
    expect(pageTarget('GET', '/en/contato?lang=pt', {})).toEqual({ kind: 'redirect', location: '/contato', status: 301 });
    // An unknown language drops the parameter and keeps the address's own.
    expect(pageTarget('GET', '/en/sobre?lang=xx', {})).toEqual({ kind: 'redirect', location: '/en/sobre', status: 301 });
  });

  it("takes a returning visitor from a Portuguese address to their language's (302, never cached), and nobody else", () => {
    expect(pageTarget('GET', '/cases/app?utm_source=x', { cookie: 'theme=dark; lang=en' })).toEqual({ kind: 'redirect', location: '/en/cases/app?utm_source=x', status: 302 });
    expect(pageTarget('GET', '/', { cookie: 'lang= es' })).toEqual({ kind: 'redirect', location: '/es', status: 302 });
    expect(pageTarget('GET', '/en/sobre', { cookie: 'lang=es' }).kind).toBe('page');
    expect(pageTarget('GET', '/sobre', {}).kind).toBe('page');
    expect(pageTarget('POST', '/contato', { cookie: 'lang=en' }).kind).toBe('page');
    expect(pageTarget('GET', '/admin/cases', { cookie: 'lang=en' }).kind).toBe('page');
    // The page editor's live preview in Portuguese stays Portuguese (decision 047).
    expect(pageTarget('GET', '/previa/pagina/abc123', { cookie: 'lang=en' }).kind).toBe('page');
  });

  it('is not kept for the back office, signed-in callers, data requests and writes', () => {
    expect(page(pageTarget('GET', '/admin/cases', {}))).toMatchObject({ cacheKey: null, admin: true });
    expect(page(pageTarget('GET', '/sobre', { authorization: 'Bearer x' })).cacheKey).toBeNull();
    expect(page(pageTarget('GET', '/blog.data?_routes=routes%2Fblog', {}))).toMatchObject({ url: '/blog.data?_routes=routes%2Fblog', cacheKey: null });
    // Route discovery of the back office keeps its parameters.
    expect(page(pageTarget('GET', '/__manifest?p=%2Fadmin%2Fcases&version=abc123', {}))).toMatchObject({ url: '/__manifest?p=%2Fadmin%2Fcases&version=abc123', cacheKey: null });
    expect(page(pageTarget('POST', '/contato?utm_source=x', {}))).toMatchObject({ url: '/contato?utm_source=x', cacheKey: null });
  });

  it('renders a search with its query, type and page, and never keeps one (decision 034); the empty search page is kept', () => {
    expect(page(pageTarget('GET', '/busca?utm_source=x&page=2&type=case&q=%20aplicativo%20%20m%C3%B3vel%20', {}))).toEqual({
      kind: 'page',
      url: '/busca?page=2&q=aplicativo+m%C3%B3vel&type=case',
      cacheKey: null,
      admin: false,
    });
    expect(page(pageTarget('GET', '/en/busca?q=app&type=video', {}))).toMatchObject({ url: '/en/busca?q=app', cacheKey: null });
    expect(keyOf('/busca?gclid=1')).toBe('/busca');
    expect(keyOf('/es/busca?type=post&page=3')).toBeNull();
    // Too long to search: still rendered (the page says so), one character past the limit.
    expect(page(pageTarget('GET', `/busca?q=${'a'.repeat(500)}`, {})).url).toBe(`/busca?q=${'a'.repeat(201)}`);
  });
});

describe('pageTarget: one spelling per address', () => {
  it('sends other spellings to the canonical address, keeping the query', () => {
    expect(pageTarget('GET', '/ADMIN', {})).toEqual({ kind: 'redirect', location: '/admin', status: 301 });
    expect(pageTarget('GET', '/%61dmin/cases', {})).toEqual({ kind: 'redirect', location: '/admin/cases', status: 301 });
    expect(pageTarget('GET', '/Sobre/?utm_source=x', {})).toEqual({ kind: 'redirect', location: '/sobre?utm_source=x', status: 301 });
    expect(pageTarget('GET', '//blog//design', {})).toEqual({ kind: 'redirect', location: '/blog/design', status: 301 });
    expect(pageTarget('HEAD', '/CASES', {})).toEqual({ kind: 'redirect', location: '/cases', status: 301 });
    expect(pageTarget('GET', '/EN/Sobre', {})).toEqual({ kind: 'redirect', location: '/en/sobre', status: 301 });
  });

  it('leaves canonical addresses, writes and encoded characters of a path as they are', () => {
    expect(pageTarget('GET', '/', {}).kind).toBe('page');
    expect(pageTarget('GET', '/blog/caf%C3%A9', {}).kind).toBe('page');
    expect(pageTarget('GET', '/blog/a%3Fb', {}).kind).toBe('page');
    expect(pageTarget('POST', '/Contato', {}).kind).toBe('page');
  });

  it('refuses paths no page can have', () => {
    for (const url of ['/blog/a%00b', '/blog/%E0%A4%A', '/x%0d%0aSet-Cookie:a=b', '/%ED%A0%80']) expect(pageTarget('GET', url, {}), url).toEqual({ kind: 'invalid' });
  });
});
