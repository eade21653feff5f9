import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startProduct, type Product } from './support/product.js';

/** The page cache against hostile and ordinary query strings, cookies and spellings (HTTP only, no browser). */
let product: Product;
beforeAll(async () => {
  product = await startProduct();
});
afterAll(async () => {
  await product?.stop();
});

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${product.url}${path}`, { headers, redirect: 'manual' });
const htmlLang = async (res: Response) => /<html lang="([^"]+)"/.exec(await res.text())?.[1];

describe('the language is the address: a cookie cannot poison the cache (decision 027)', () => {
  it('a chosen language takes Portuguese addresses to its own (302, never stored), and never changes what an address stores', async () => {
    for (const cookie of ['lang= es', 'lang =es', 'lang=es']) {
      const res = await get('/software?utm_source=x', { cookie });
      expect(res.status, cookie).toBe(302);
      expect(res.headers.get('location')).toBe('/es/software?utm_source=x');
      expect(res.headers.get('cache-control')).toBe('private, no-store');
    }
    expect(await htmlLang(await get('/software'))).toBe('pt-BR');
    expect(await htmlLang(await get('/es/software', { cookie: 'lang=en' }))).toBe('es');
    const hit = await get('/es/software');
    expect(hit.headers.get('x-cache')).toBe('HIT');
    expect(await htmlLang(hit)).toBe('es');
  });

  it('a malformed or Portuguese language cookie is the Portuguese page, from the same entry', async () => {
    await get('/outsourcing');
    for (const cookie of ['lang=enx', 'lang=pt', 'lang=']) {
      const res = await get('/outsourcing', { cookie });
      expect(res.status, cookie).toBe(200);
      expect(res.headers.get('x-cache'), cookie).toBe('HIT');
      expect(await htmlLang(res)).toBe('pt-BR');
    }
  });

  it('compressed hits keep Vary: Cookie', async () => {
    await get('/aplicativo');
    const hit = await get('/aplicativo', { 'accept-encoding': 'br' });
    expect(hit.headers.get('x-cache')).toBe('HIT');
    expect(hit.headers.get('content-encoding')).toBe('br');
    expect(hit.headers.get('vary')?.split(/,\s*/)).toEqual(expect.arrayContaining(['Cookie', 'Accept-Encoding']));
  });
});

describe('a burst of visitors', () => {
  it('to an address not stored yet renders it once: one miss, the others wait for it and get the same bytes', async () => {
    // Twelve connections open first, so the twelve visits reach the server together rather than one per accepted connection.
    const agent = new http.Agent({ keepAlive: true, maxSockets: 12 });
    const request = (path: string) =>
      new Promise<{ status: number; cache: string | undefined; body: string }>((resolve, reject) => {
        http.get(`${product.url}${path}`, { agent }, (res) => {
          let body = '';
          res.setEncoding('utf8').on('data', (chunk: string) => (body += chunk)).on('end', () => resolve({ status: res.statusCode ?? 0, cache: res.headers['x-cache'] as string | undefined, body }));
        }).on('error', reject);
      });
    try {
      await Promise.all(Array.from({ length: 12 }, () => request('/api/health')));
      const burst = await Promise.all(Array.from({ length: 12 }, () => request('/en/cases')));
      expect(burst.map(({ status }) => status)).toEqual(Array(12).fill(200));
      expect(burst.filter(({ cache }) => cache === 'MISS')).toHaveLength(1);
      expect(new Set(burst.map(({ body }) => body)).size).toBe(1);
    } finally {
      agent.destroy();
    }
  });
});

describe('query strings', () => {
  it('campaign tags and made-up parameters are served from the same entry, and cannot evict it', async () => {
    const first = await get('/sobre?utm_source=a');
    expect(first.status).toBe(200);
    for (let i = 0; i < 600; i += 1) {
      const res = await get(`/sobre?evict=${i}&gclid=${i}`);
      expect(res.status).toBe(200);
      await res.arrayBuffer();
    }
    const again = await get('/sobre?fbclid=zzz');
    expect(again.headers.get('x-cache')).toBe('HIT');
    expect(again.headers.get('etag')).toBe(first.headers.get('etag'));
    // The page was rendered without the campaign's parameters: no visitor's tags in anyone's links.
    expect(await again.text()).not.toMatch(/utm_source|gclid|fbclid|evict/);
  });

  it('/blog/{id}/{anything} is the post of /blog/{id}, kept once', async () => {
    const cards = await (await get('/api/blog?limit=1')).json();
    const slug = cards.data.data[0].slug as string;
    const post = await get(`/blog/${slug}`);
    expect(post.status).toBe(200);
    await post.text();
    for (const tail of ['um-titulo', 'outro', 'x'.repeat(80)]) {
      const res = await get(`/blog/${slug}/${tail}`);
      expect(res.headers.get('x-cache'), tail).toBe('HIT');
      expect(res.headers.get('etag'), tail).toBe(post.headers.get('etag'));
    }
  });

  it('a page number past the last page is a 404, and out-of-range values are the first page', async () => {
    expect((await get('/blog?page=999999')).status).toBe(404);
    const first = await get('/blog');
    await first.text();
    for (const value of ['-1', '999999999', 'abc', '1']) {
      const res = await get(`/blog?page=${value}`);
      expect(res.headers.get('x-cache'), value).toBe('HIT');
      expect(res.headers.get('etag'), value).toBe(first.headers.get('etag'));
    }
  });
});

describe('one spelling per address', () => {
  it('/ADMIN, /%61dmin and /Sobre/ answer a permanent redirect to the canonical address, keeping the query', async () => {
    for (const [path, location] of [['/ADMIN', '/admin'], ['/%61dmin/login', '/admin/login'], ['/Sobre/?utm_source=x', '/sobre?utm_source=x']] as const) {
      const res = await get(path);
      expect(res.status, path).toBe(301);
      expect(res.headers.get('location'), path).toBe(location);
    }
  });

  it('the back office is never stored', async () => {
    const res = await get('/admin/login');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('x-cache')).toBeNull();
  });

  it('a NUL in a page address is a 400', async () => {
    expect((await get('/blog/a%00b')).status).toBe(400);
  });
});

describe('bodies on page routes', () => {
  it('a form body over 32 KB is refused with 413 before it is read', async () => {
    const res = await fetch(`${product.url}/contato`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `message=${'a'.repeat(40 * 1024)}`,
    });
    expect(res.status).toBe(413);
  });

  it('a NUL in a form is a 400 and stores nothing', async () => {
    const res = await fetch(`${product.url}/contato`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'name=Ana&email=ana%40x.dev&message=oi%00',
    });
    expect(res.status).toBe(400);
  });
});
