import { AxeBuilder } from '@axe-core/playwright';
import { slugify, type TBlogPost as TCanonicalPost } from '@softhouse/contracts';

/** A post as the API answers it, with the aliases of product.md §3 that older clients read. */
type TBlogPost = TCanonicalPost & { authorName: string; seo: { title: string; description: string; keywords: string[] } };
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { E2E_ADMIN, launchBrowser, startProduct, type Product } from './support/product.js';

/** /blog, /blog/{id}[/{slug}] and /blog/todos (product.md §2, §8, §9). */

let product: Product;
let browser: Browser;
let testPost: TBlogPost;
const contexts: BrowserContext[] = [];

const DESKTOP = { width: 1366, height: 900 };
const CATEGORIES = ['tecnologia', 'desenvolvimento', 'design', 'marketing', 'negocios'] as const;
const EXTRA_POSTS = 40;

const MARKDOWN = `Introdução do post de teste.

## Seção com lista

- Primeiro item
- Segundo item

### Subseção

1. Passo um
2. Passo dois

| Coluna A | Coluna B |
|---|---|
| a1 | b1 |

> Uma citação importante.

\`\`\`ts
const resposta = 42;
\`\`\`
`;

type ListPage = { data: TBlogPost[]; meta: { total: number; totalPages: number } };

async function api<T>(path: string, init: RequestInit & { token?: string } = {}): Promise<T> {
  const response = await fetch(`${product.url}/api${path}`, {
    ...init,
    headers: {
      'content-type': 'application/json',
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
  });
  const body = (await response.json()) as { data: T };
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status} ${JSON.stringify(body)}`);
  return body.data;
}

beforeAll(async () => {
  [product, browser] = await Promise.all([startProduct(), launchBrowser()]);
  const { accessToken } = await api<{ accessToken: string }>('/auth/login', {
    method: 'POST',
    body: JSON.stringify(E2E_ADMIN),
  });
  const create = (body: Record<string, unknown>) =>
    api<TBlogPost>('/blog', { method: 'POST', token: accessToken, body: JSON.stringify({ published: true, ...body }) });
  for (let i = 1; i <= EXTRA_POSTS; i++) {
    await create({
      title: `Artigo de teste número ${i}`,
      excerpt: `Resumo do artigo de teste ${i}.`,
      content: `Conteúdo do artigo ${i}.`,
      category: CATEGORIES[i % CATEGORIES.length],
    });
  }
  testPost = await create({
    title: 'Guia de Markdown do blog',
    excerpt: 'Um post com títulos, listas, tabela, citação e código.',
    content: MARKDOWN,
    category: 'design',
    tags: ['markdown', 'guia'],
  });
});

afterAll(async () => {
  await browser?.close();
  await product?.stop();
});

async function open(path: string, viewport = DESKTOP): Promise<Page> {
  const context = await browser.newContext({ viewport });
  contexts.push(context);
  const page = await context.newPage();
  await page.goto(`${product.url}${path}`, { waitUntil: 'networkidle' });
  return page;
}

const cardHrefs = (page: Page) =>
  page.getByTestId('post-card').getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')));

const pagination = (page: Page) => page.getByRole('navigation', { name: 'Paginação' });

/** The page buttons as the visitor reads them: numbers and ellipses. */
const pageButtons = (page: Page) =>
  pagination(page)
    .locator('li')
    .evaluateAll((items) =>
      items
        .map((item) => item.textContent?.trim() ?? '')
        .filter((text) => text !== ''),
    );

async function expectNoAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

describe('/blog list', () => {
  it('says how many posts were found, the published count from the API', async () => {
    const { meta } = await api<ListPage>('/blog?limit=1');
    expect(meta.total).toBe(15 + EXTRA_POSTS + 1);
    const page = await open('/blog');
    expect(await page.getByTestId('posts-count').textContent()).toBe(`${meta.total} posts encontrados`);
    const en = await open('/en/blog');
    expect(await en.getByTestId('posts-count').textContent()).toBe(`${meta.total} posts found`);
    const es = await open('/es/blog');
    expect(await es.getByTestId('posts-count').textContent()).toBe(`${meta.total} publicaciones encontradas`);
  });

  it('opens page 1 with the newest post large, two highlighted, then the rest of the first nine', async () => {
    const first = await api<ListPage>('/blog?page=1&limit=9&sortBy=publishedAt&sortOrder=desc');
    const page = await open('/blog');
    const featured = page.getByRole('region', { name: 'Destaque' });
    expect(await featured.getByTestId('post-card').count()).toBe(3);
    expect(await featured.getByRole('heading', { level: 3 }).first().textContent()).toBe(first.data[0]!.title);
    expect(await cardHrefs(page)).toEqual(first.data.map((post) => `/blog/${post.slug}`));
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
  });

  it('paginates with ?page=N links: first, last, neighbours within 1 and ellipses', async () => {
    const { meta } = await api<ListPage>('/blog?limit=9');
    expect(meta.totalPages).toBe(7);

    const html = await (await fetch(`${product.url}/blog`)).text();
    expect(html).toContain('href="/blog?page=2"');

    const page1 = await open('/blog');
    expect(await pageButtons(page1)).toEqual(['1', '2', '…', '7']);
    expect(await pagination(page1).locator('[aria-current="page"]').textContent()).toBe('1');

    const second = await api<ListPage>('/blog?page=2&limit=9');
    await pagination(page1).getByRole('link', { name: 'Página 2', exact: true }).click();
    await page1.waitForURL(`${product.url}/blog?page=2`);
    await expect.poll(() => cardHrefs(page1)).toEqual(second.data.map((post) => `/blog/${post.slug}`));
    expect(await page1.getByRole('region', { name: 'Destaque' }).count()).toBe(0);
    expect(await pageButtons(page1)).toEqual(['1', '2', '3', '…', '7']);

    const page4 = await open('/blog?page=4');
    expect(await pageButtons(page4)).toEqual(['1', '…', '3', '4', '5', '…', '7']);
    const hrefs = await pagination(page4)
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => [link.getAttribute('aria-label'), link.getAttribute('href')]));
    expect(hrefs).toEqual([
      ['Página anterior', '/blog?page=3'],
      ['Página 1', '/blog?page=1'],
      ['Página 3', '/blog?page=3'],
      ['Página 4', '/blog?page=4'],
      ['Página 5', '/blog?page=5'],
      ['Página 7', '/blog?page=7'],
      ['Próxima página', '/blog?page=5'],
    ]);
    expect(await pagination(page4).locator('[aria-current="page"]').textContent()).toBe('4');

    const last = await open('/blog?page=7');
    expect(await pageButtons(last)).toEqual(['1', '…', '6', '7']);
    const lastPage = await api<ListPage>('/blog?page=7&limit=9');
    expect(await last.getByTestId('post-card').count()).toBe(lastPage.data.length);
  });

  it('narrows the list by category, back to page 1, with translated chips', async () => {
    const design = await api<ListPage>('/blog?category=design&limit=9');
    const page = await open('/blog?page=3');
    const filters = page.getByRole('navigation', { name: 'Filtrar por categoria' });
    expect(await filters.getByRole('link').allTextContents()).toEqual([
      'Todas',
      'Tecnologia',
      'Desenvolvimento',
      'Design',
      'Marketing',
      'Negócios',
    ]);
    const chip = filters.getByRole('link', { name: 'Design' });
    expect(await chip.getAttribute('href')).toBe('/blog?category=design');
    await chip.click();
    await page.waitForURL(`${product.url}/blog?category=design`);
    await expect.poll(() => page.getByTestId('posts-count').textContent()).toBe(`${design.meta.total} posts encontrados`);
    expect(design.meta.total).toBeLessThan(15 + EXTRA_POSTS + 1);
    expect(await cardHrefs(page)).toEqual(design.data.map((post) => `/blog/${post.slug}`));
    expect(await filters.locator('[aria-current="page"]').textContent()).toBe('Design');
    // Page links keep the filter.
    expect(await pagination(page).getByRole('link', { name: 'Página 2', exact: true }).getAttribute('href')).toBe(
      '/blog?category=design&page=2',
    );

    const en = await open('/en/blog');
    expect(
      await en.getByRole('navigation', { name: 'Filter by category' }).getByRole('link').allTextContents(),
    ).toEqual(['All', 'Technology', 'Development', 'Design', 'Marketing', 'Business']);
  });

  it('shows an empty page past the end with a link to page 1, answered as a 404', async () => {
    const response = await fetch(`${product.url}/blog?page=99`);
    expect(response.status).toBe(404);
    const page = await open('/blog?page=99');
    expect(await page.getByTestId('post-card').count()).toBe(0);
    const empty = page.getByTestId('blog-empty');
    expect(await empty.getByRole('heading').textContent()).toBe('Nenhum post nesta página');
    expect(await empty.getByRole('link', { name: 'Ir para a página 1' }).getAttribute('href')).toBe('/blog?page=1');
  });

  it('has no axe violations', async () => {
    await expectNoAxeViolations(await open('/blog'));
  });
});

describe('post page', () => {
  it('renders the Markdown content: headings, lists, table, quote and code', async () => {
    const page = await open(`/blog/${testPost.slug}`);
    expect(await page.getByRole('heading', { level: 1 }).allTextContents()).toEqual([testPost.title]);
    const content = page.getByTestId('post-content');
    expect(await content.getByRole('heading', { level: 2 }).textContent()).toBe('Seção com lista');
    expect(await content.getByRole('heading', { level: 3 }).textContent()).toBe('Subseção');
    expect(await content.locator('ul > li').allTextContents()).toEqual(['Primeiro item', 'Segundo item']);
    expect(await content.locator('ol > li').allTextContents()).toEqual(['Passo um', 'Passo dois']);
    const table = content.getByRole('table');
    expect(await table.getByRole('columnheader').allTextContents()).toEqual(['Coluna A', 'Coluna B']);
    expect(await table.getByRole('cell').allTextContents()).toEqual(['a1', 'b1']);
    expect(await content.locator('blockquote').textContent()).toContain('Uma citação importante.');
    expect(await content.locator('pre code').textContent()).toContain('const resposta = 42;');
  });

  it('shows category, date in the visitor language, reading time, author, cover and tags', async () => {
    const page = await open(`/blog/${testPost.slug}`);
    const article = page.locator('main > article');
    const header = article.locator('header');
    expect(await header.getByRole('link', { name: 'Design' }).getAttribute('href')).toBe('/blog?category=design');
    expect(await header.locator('time').textContent()).toMatch(/^\d{1,2} de [a-zç]+ de \d{4}$/);
    expect(await header.textContent()).toContain(`${testPost.readTime} min de leitura`);
    expect(await header.textContent()).toContain(testPost.authorName);
    expect(await article.getByRole('listitem').filter({ hasText: /^markdown$/ }).count()).toBe(1);

    const en = await open(`/en/blog/${testPost.slug}`);
    expect(await en.locator('main > article header time').textContent()).toMatch(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
    expect(await en.locator('main > article header').textContent()).toContain('min read');
  });

  it('shows up to 3 related posts of the same category', async () => {
    const page = await open(`/blog/${testPost.slug}`);
    const related = page.getByTestId('related-posts');
    expect(await related.getByRole('heading', { level: 2 }).first().textContent()).toBe('Posts relacionados');
    const cards = related.getByTestId('post-card');
    expect(await cards.count()).toBe(3);
    for (const text of await cards.allTextContents()) expect(text).toContain('Design');
    expect(await cardHrefs(page)).not.toContain(`/blog/${testPost.slug}`);
  });

  it('renders the same post at /blog/{id}/{anything}, with the canonical URL of /blog/{id}', async () => {
    const page = await open(`/blog/${testPost.slug}/${slugify(testPost.title)}`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(testPost.title);
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
    expect(new URL(canonical!).pathname).toBe(`/blog/${testPost.slug}`);
    const other = await fetch(`${product.url}/blog/${testPost.slug}/qualquer-coisa`);
    expect(other.status).toBe(200);
    expect(await other.text()).toContain(`>${testPost.title}</h1>`);
  });

  it('answers 404 for an unknown post with the specified texts and a link back to the blog', async () => {
    const response = await fetch(`${product.url}/blog/post-que-nao-existe`);
    expect(response.status).toBe(404);
    const context = await browser.newContext({ viewport: DESKTOP });
    contexts.push(context);
    const page = await context.newPage();
    const answer = await page.goto(`${product.url}/blog/post-que-nao-existe/algum-titulo`);
    expect(answer?.status()).toBe(404);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Post não encontrado');
    expect(await page.getByRole('main').textContent()).toContain(
      'O post que você está procurando não existe ou foi removido.',
    );
    expect(await page.getByRole('main').getByRole('link', { name: 'Voltar para o blog' }).getAttribute('href')).toBe('/blog');
  });

  it('has no axe violations', async () => {
    await expectNoAxeViolations(await open(`/blog/${testPost.slug}`));
    await expectNoAxeViolations(await open('/blog/microsservicos-quando-vale-a-pena-e-quando-nao-vale', { width: 390, height: 844 }));
  });
});

/** Words only Portuguese has (accents and endings Spanish and English never use), and dictionary keys left raw. */
const PORTUGUESE_ONLY = /\b(você|vocês|não|também|então|são|estão|nós|muito|porque)\b|ção\b|ções\b|ões\b/i;
const RAW_KEY = /\b(common|nav|home|blog|cases|footer|contact|services|software|app|outsourcing)\.[a-z]+[A-Z.][\w.]*\b/;

/** The visible text of the page's main content and header, without the company's own name and address. */
const pageText = (page: Page) => page.locator('main').innerText();

describe('a post in three languages (decision 031)', () => {
  it('goes to its translated address with the switcher, in English and Spanish with no Portuguese sentence and no raw key', async () => {
    const all = await api<ListPage>('/blog?limit=100');
    const translated = all.data.find((post) => post.languages.includes('en') && post.languages.includes('es'))!;
    const page = await open(`/blog/${translated.slug}`);
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    await page.getByRole('banner').getByTestId('language-switcher').click();
    await page.getByRole('menuitemradio', { name: /English/ }).click();
    await page.waitForURL(`${product.url}/en/blog/${translated.slugs.en}`);
    const english = await api<TBlogPost>(`/blog/${translated.id}?lang=en`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(english.title);
    expect(await page.getByTestId('only-in-portuguese').count()).toBe(0);
    for (const lang of ['en', 'es'] as const) {
      const view = lang === 'en' ? page : await open(`/es/blog/${translated.slugs.es}`);
      const text = await pageText(view);
      expect(text.match(PORTUGUESE_ONLY)?.[0], `${lang}: Portuguese word`).toBeUndefined();
      expect(text.match(RAW_KEY)?.[0], `${lang}: raw key`).toBeUndefined();
      expect(await view.locator('html').getAttribute('lang')).toBe(lang);
    }
    // The Portuguese slug on the English address moves to the English one.
    const moved = await fetch(`${product.url}/en/blog/${translated.slug}`, { redirect: 'manual' });
    expect(moved.status).toBe(301);
    expect(moved.headers.get('location')).toBe(`/en/blog/${translated.slugs.en}`);
  });

  it('a post written only in Portuguese: its English address shows it under a note, canonical to the Portuguese address; English listings tag it', async () => {
    const page = await open(`/en/blog/${testPost.slug}`);
    expect(await page.getByTestId('only-in-portuguese').textContent()).toBe('This content is only available in Portuguese.');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(testPost.title);
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
    expect(new URL(canonical!).pathname).toBe(`/blog/${testPost.slug}`);
    const alternates = await page.locator('link[rel="alternate"][hreflang]').evaluateAll((links) => links.map((link) => link.getAttribute('hreflang')));
    expect(alternates).toEqual(['pt-BR', 'x-default']);
    // The English list: the posts written in English first, then the others tagged as Portuguese.
    const list = await open('/en/blog?category=design');
    const cards = list.getByTestId('post-card');
    const tags = await cards.evaluateAll((items) => items.map((item) => item.querySelector('[data-testid="in-portuguese"]')?.textContent ?? ''));
    expect(tags.at(-1)).toBe('In Portuguese');
    expect(tags.indexOf('In Portuguese')).toBeGreaterThan(-1);
    expect(tags.slice(tags.indexOf('In Portuguese')).every((tag) => tag === 'In Portuguese')).toBe(true);
  });
});

describe('/blog/todos', () => {
  it('lists 12 sample posts linked as /blog/{id}/{slugified title}', async () => {
    const page = await open('/blog/todos');
    const links = page.getByTestId('sample-posts').getByRole('link');
    expect(await links.count()).toBe(12);
    const rows = await links.evaluateAll((items) => items.map((a) => [a.getAttribute('href')!, a.textContent!] as const));
    for (const [href, title] of rows) {
      expect(href).toMatch(/^\/blog\/[a-z0-9-]+\/[a-z0-9-]+$/);
      expect(href.split('/')[3]).toBe(slugify(title));
    }
    // The sample ids are demo posts: the links open them.
    await links.first().click();
    await page.waitForURL(new RegExp(`${rows[0]![0]}$`));
    await expect.poll(() => page.getByTestId('post-content').count()).toBe(1);
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
  });

  it('translates the sample titles', async () => {
    const page = await open('/en/blog/todos');
    const first = page.getByTestId('sample-posts').getByRole('link').first();
    expect(await first.textContent()).toBe('Microservices: when they are worth it and when they are not');
    expect(await first.getAttribute('href')).toMatch(/\/microservices-when-they-are-worth-it-and-when-they-are-not$/);
  });
});
