import type { TBlogPost, TPage } from '@softhouse/contracts';
import type { PublicSite } from '@softhouse/contracts/server';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { LanguageProvider } from '~/i18n';
import { LatestPosts } from './latest-posts';
import type { LatestPosts as TLatestPosts } from './latest-posts-data';
import { loadLatestPosts } from './latest-posts-data.server';

const render = (latest: TLatestPosts, language: 'pt' | 'en' = 'pt') =>
  renderToStaticMarkup(
    <LanguageProvider initialLanguage={language}>
      <MemoryRouter>
        <LatestPosts latest={latest} eyebrow="Blog" title="Ideias" text="" linkLabel="Ir para o blog" />
      </MemoryRouter>
    </LanguageProvider>,
  );

const post = (n: number) =>
  ({
    id: `id-${n}`,
    slug: `post-${n}`,
    title: `Post ${n}`,
    excerpt: `Resumo ${n}`,
    category: 'tecnologia',
    image: null,
    imageUrl: `/uploads/${n}.jpg`,
    publishedAt: '2026-11-16T04:32:45.115Z',
    readTime: 3,
    content: 'not sent to the browser',
    language: 'pt',
  }) as unknown as TBlogPost;

const siteWith = (posts: (params: unknown) => Promise<TPage<TBlogPost>>) => ({ posts }) as unknown as PublicSite;

describe('latest posts on the home page', () => {
  it('shows the specified message when loading failed, and the rest of the block still renders', () => {
    const html = render({ status: 'error' });
    expect(html).toContain('Erro ao carregar posts do blog. Tente novamente mais tarde.');
    expect(html).toContain('href="/blog"');
    expect(html).not.toContain('data-testid="post-card"');
  });

  it('shows the specified message when nothing is published', () => {
    const html = render({ status: 'ok', posts: [] });
    expect(html).toContain('Nenhum post publicado ainda.');
    expect(html).toContain('href="/blog"');
  });

  it('links each card to /blog/{slug} in the page language (/en/… in English), with a translated category and reading time', () => {
    const html = render({ status: 'ok', posts: [post(1), post(2)] }, 'en');
    expect(html).toContain('href="/en/blog"');
    expect(html).toContain('href="/en/blog/post-1"');
    expect(html).toContain('href="/en/blog/post-2"');
    expect(html).toContain('Technology');
    expect(html).toContain('3 min read');
  });

  it('asks for the latest 6 and turns a failure into the error state instead of failing the page', async () => {
    let asked: unknown;
    const ok = await loadLatestPosts(
      siteWith(async (params) => {
        asked = params;
        return { data: [1, 2, 3, 4, 5, 6].map(post), meta: {} as TPage<TBlogPost>['meta'] };
      }),
      'en',
    );
    expect(asked).toEqual({ limit: 6, lang: 'en' });
    expect(ok.status === 'ok' && ok.posts.map((p) => p.slug)).toEqual([1, 2, 3, 4, 5, 6].map((n) => `post-${n}`));
    expect(ok.status === 'ok' && 'content' in ok.posts[0]!).toBe(false);

    const originalError = console.error;
    console.error = () => {};
    try {
      expect(await loadLatestPosts(siteWith(() => Promise.reject(new Error('database down'))), 'pt')).toEqual({
        status: 'error',
      });
    } finally {
      console.error = originalError;
    }
  });
});
