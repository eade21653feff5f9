import type { TShellData } from '@softhouse/contracts';
import { describe, expect, it } from 'vitest';
import { feedLinks, markdownLink } from './syndication-links';

const shell = { company: { name: 'Órbita Software' }, socialLinks: [], nav: [] } as unknown as TShellData;
const args = (lang: 'pt' | 'en' | 'es', pathname = '/blog', publicUrl: string | undefined = 'https://www.example.com') => ({
  matches: [{ id: 'root', loaderData: { lang, shell, nonce: 'n', publicUrl } }],
  location: { pathname },
});

describe('feedLinks', () => {
  it('announces the RSS and Atom feeds of the page’s language, titled in it', () => {
    expect(feedLinks(args('pt'))).toEqual([
      { tagName: 'link', rel: 'alternate', type: 'application/rss+xml', title: 'Blog de tecnologia (RSS)', href: 'https://www.example.com/blog/rss.xml' },
      { tagName: 'link', rel: 'alternate', type: 'application/atom+xml', title: 'Blog de tecnologia (Atom)', href: 'https://www.example.com/blog/atom.xml' },
    ]);
    expect(feedLinks(args('es', '/es/blog'))[1]).toEqual({
      tagName: 'link',
      rel: 'alternate',
      type: 'application/atom+xml',
      title: 'Blog de tecnología (Atom)',
      href: 'https://www.example.com/es/blog/atom.xml',
    });
  });

  it('a category’s feeds carry its name and parameter', () => {
    expect(feedLinks(args('en', '/en/blog'), 'negocios')[0]).toEqual({
      tagName: 'link',
      rel: 'alternate',
      type: 'application/rss+xml',
      title: 'Technology blog · Business (RSS)',
      href: 'https://www.example.com/en/blog/rss.xml?category=negocios',
    });
  });

  it('says nothing without the site’s public address (the root error screen)', () => {
    expect(feedLinks(args('pt', '/blog', ''))).toEqual([]);
  });
});

describe('markdownLink', () => {
  it('points at the page’s address in its language with .md appended', () => {
    expect(markdownLink(args('pt', '/blog/meu-post'), '/blog/meu-post')).toEqual([
      { tagName: 'link', rel: 'alternate', type: 'text/markdown', href: 'https://www.example.com/blog/meu-post.md' },
    ]);
    expect(markdownLink(args('en', '/en/cases/delivery-app'), '/cases/delivery-app')[0]).toMatchObject({
      href: 'https://www.example.com/en/cases/delivery-app.md',
    });
  });
});
