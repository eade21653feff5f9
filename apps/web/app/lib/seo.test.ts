import type { TShellData } from '@softhouse/contracts';
import type { TPageSeo } from '@softhouse/contracts/server';
import type { MetaDescriptor } from 'react-router';
import { describe, expect, it } from 'vitest';
import { translateFor } from '~/i18n';
import { serializeJsonLd } from './json-ld';
import { absoluteUrl, pageMeta, plainText, truncate } from './seo';

const shell = { company: { name: 'Órbita Software' }, socialLinks: [], nav: [] } as unknown as TShellData;
const args = (lang: 'pt' | 'en', pathname = '/cases') => ({
  matches: [{ id: 'root', loaderData: { lang, shell, nonce: 'n', publicUrl: 'https://www.example.com' } }],
  location: { pathname },
});
const find = (tags: MetaDescriptor[], key: string) =>
  tags.filter((tag) => (tag as Record<string, string>).property === key || (tag as Record<string, string>).name === key);

describe('pageMeta', () => {
  it('translates keys, adds the site name and shares the default image', () => {
    const tags = pageMeta(args('en'), { title: 'cases.meta.title', description: 'cases.meta.description' });
    expect(tags[0]).toEqual({ title: 'Success stories | Órbita Software' });
    expect(find(tags, 'og:image')).toEqual([{ property: 'og:image', content: 'https://www.example.com/og-default.png' }]);
    expect(find(tags, 'og:image:width')[0]).toEqual({ property: 'og:image:width', content: '1200' });
    expect(find(tags, 'twitter:card')[0]).toEqual({ name: 'twitter:card', content: 'summary_large_image' });
    expect(tags).toContainEqual({ tagName: 'link', rel: 'canonical', href: 'https://www.example.com/en/cases' });
    // Each language on its own address (decision 027), announced to search engines.
    expect(tags).toContainEqual({ tagName: 'link', rel: 'alternate', hrefLang: 'es', href: 'https://www.example.com/es/cases' });
    expect(tags).toContainEqual({ tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: 'https://www.example.com/cases' });
  });

  it('on an address of a page written only in Portuguese: canonical to the Portuguese address, which is its one alternate', () => {
    const tags = pageMeta(args('en', '/en/cases/app'), { title: plainText('App'), languages: ['pt'] });
    expect(tags).toContainEqual({ tagName: 'link', rel: 'canonical', href: 'https://www.example.com/cases/app' });
    const alternates = tags.filter((tag) => (tag as Record<string, string>).rel === 'alternate');
    expect(alternates).toEqual([
      { tagName: 'link', rel: 'alternate', hrefLang: 'pt-BR', href: 'https://www.example.com/cases/app' },
      { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: 'https://www.example.com/cases/app' },
    ]);
    expect(find(tags, 'og:locale')).toEqual([{ property: 'og:locale', content: 'pt_BR' }]);
    expect(find(tags, 'og:locale:alternate')).toEqual([]);
  });

  it('takes plain texts, its own image, an article and another canonical path', () => {
    const tags = pageMeta(args('pt', '/blog/a/b'), {
      title: plainText('Um post'),
      image: { url: '/uploads/a.jpg', width: 1600, height: 900, alt: 'Capa' },
      article: { publishedTime: '2025-01-02T03:04:05.000Z', tags: ['x', 'y'] },
      canonicalPath: '/blog/a',
    });
    expect(tags[0]).toEqual({ title: 'Um post | Órbita Software' });
    expect(find(tags, 'og:type')[0]).toEqual({ property: 'og:type', content: 'article' });
    expect(find(tags, 'article:published_time')[0]).toEqual({ property: 'article:published_time', content: '2025-01-02T03:04:05.000Z' });
    expect(find(tags, 'article:tag')).toHaveLength(2);
    expect(find(tags, 'og:image')[0]).toEqual({ property: 'og:image', content: 'https://www.example.com/uploads/a.jpg' });
    expect(tags).toContainEqual({ tagName: 'link', rel: 'canonical', href: 'https://www.example.com/blog/a' });
  });

  it('writes only noindex and no canonical for pages kept out of search', () => {
    const tags = pageMeta(args('pt'), { title: 'cases.notFound.metaTitle', noindex: true });
    expect(find(tags, 'robots')[0]).toEqual({ name: 'robots', content: 'noindex, nofollow' });
    expect(tags.some((tag) => (tag as Record<string, string>).rel === 'canonical')).toBe(false);
  });
});

describe('pageMeta with the editor\'s SEO (root loader pageSeo)', () => {
  const pageSeo: TPageSeo = {
    title: 'Software sob medida',
    description: 'Descrição do painel.',
    image: null,
    noindex: false,
    siteName: 'Órbita Labs',
    defaultImage: '/uploads/share.png',
  };
  const withSeo = (pathname: string, pageKey: string | null, seo: Partial<typeof pageSeo> = {}) => ({
    matches: [
      {
        id: 'root',
        loaderData: { lang: 'pt', shell, nonce: 'n', publicUrl: 'https://www.example.com', pageKey, pageSeo: { ...pageSeo, ...seo } },
      },
    ],
    location: { pathname },
  });
  const options = { title: 'software.meta.title', description: 'software.meta.description' } as const;

  it('prefers the editor\'s title and description, the global site name and default image', () => {
    const tags = pageMeta(withSeo('/software', 'software'), options);
    expect(tags[0]).toEqual({ title: 'Software sob medida | Órbita Labs' });
    expect(find(tags, 'description')[0]).toEqual({ name: 'description', content: 'Descrição do painel.' });
    expect(find(tags, 'og:site_name')[0]).toEqual({ property: 'og:site_name', content: 'Órbita Labs' });
    expect(find(tags, 'og:image')[0]).toEqual({ property: 'og:image', content: 'https://www.example.com/uploads/share.png' });
    expect(find(tags, 'og:image:width')).toEqual([]);
    expect(find(tags, 'robots')).toEqual([]);
  });

  it('uses the page image over the default, and adds noindex when the editor asks', () => {
    const tags = pageMeta(withSeo('/software/', 'software', { image: 'https://cdn.example.com/s.jpg', noindex: true }), options);
    expect(find(tags, 'og:image')[0]).toEqual({ property: 'og:image', content: 'https://cdn.example.com/s.jpg' });
    expect(find(tags, 'robots')).toEqual([{ name: 'robots', content: 'noindex' }]);
  });

  it('keeps the dictionary texts when the editor wrote none, or the data belongs to another page', () => {
    const t = translateFor('pt');
    const empty = pageMeta(withSeo('/software', 'software', { title: undefined, description: undefined }), options);
    expect(empty[0]).toEqual({ title: `${t('software.meta.title')} | Órbita Labs` });
    expect(find(empty, 'description')[0]).toEqual({ name: 'description', content: t('software.meta.description') });
    const stale = pageMeta(withSeo('/software', 'sobre'), options);
    expect(stale[0]).toEqual({ title: `${t('software.meta.title')} | Órbita Software` });
    expect(find(stale, 'og:image')[0]).toEqual({ property: 'og:image', content: 'https://www.example.com/og-default.png' });
  });

  it('does not put the editor\'s texts on the error screen of an editable path', () => {
    const tags = pageMeta(withSeo('/software', 'software'), { title: 'error.meta.title', noindex: true });
    expect(tags[0]).toEqual({ title: `${translateFor('pt')('error.meta.title')} | Órbita Labs` });
  });
});

describe('helpers', () => {
  it('truncates at a word boundary to at most the limit, with an ellipsis', () => {
    const text = 'palavra '.repeat(40);
    const short = truncate(text, 160);
    expect(short.length).toBeLessThanOrEqual(160);
    expect(short.endsWith('palavra…')).toBe(true);
    expect(truncate('  curto   demais ', 160)).toBe('curto demais');
  });

  it('makes paths absolute and keeps absolute URLs', () => {
    expect(absoluteUrl('https://www.example.com', '/a.png')).toBe('https://www.example.com/a.png');
    expect(absoluteUrl('https://www.example.com', 'https://cdn.example.com/a.png')).toBe('https://cdn.example.com/a.png');
  });

  it('escapes JSON-LD so no text can close the script element', () => {
    const json = serializeJsonLd({ '@type': 'Thing', name: '</script><script>alert(1)</script> & \u2028' });
    expect(json).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(json)).toEqual({ '@type': 'Thing', name: '</script><script>alert(1)</script> & \u2028' });
  });
});
