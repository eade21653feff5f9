import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createResponseCache } from './response-cache.js';

// A page-like body: repeated markup around varied text, as a rendered page is.
const words = ['software', 'sob', 'medida', 'aplicativo', 'equipe', 'entrega', 'cliente', 'projeto', 'nuvem', 'dados', 'produto', 'qualidade'];
let seed = 7;
const word = () => words[(seed = (seed * 1103515245 + 12345) % 2 ** 31) % words.length];
const body = Array.from({ length: 400 }, (_, i) => `<li class="group flex items-center gap-${i % 5} rounded-card bg-white p-3"><a href="/cases/${word()}-${i}">${Array.from({ length: 12 }, word).join(' ')}</a></li>`).join('\n');
const entry = (cache: ReturnType<typeof createResponseCache>, key = '/pagina') => cache.set(key, { version: 1, status: 200, headers: { 'content-type': 'text/html' }, body });

describe('response cache encodings', () => {
  it('answers the first request at once and later ones with the smaller, highest-level encoding', async () => {
    const cache = createResponseCache();
    const page = entry(cache);
    const first = cache.encode(page, 'br');
    expect(brotliDecompressSync(first).toString()).toBe(body);
    await cache.settled();
    const later = cache.encode(page, 'br');
    expect(brotliDecompressSync(later).toString()).toBe(body);
    expect(later.length).toBeLessThan(first.length);

    const gzipFirst = cache.encode(page, 'gzip');
    await cache.settled();
    const gzipLater = cache.encode(page, 'gzip');
    expect(gunzipSync(gzipLater).toString()).toBe(body);
    expect(gzipLater.length).toBeLessThanOrEqual(gzipFirst.length);
  });

  it('does not put an encoding back into an entry replaced meanwhile', async () => {
    const cache = createResponseCache();
    const old = entry(cache);
    cache.encode(old, 'br');
    const fresh = entry(cache); // a new render of the same address, before the old one's encoding finished
    await cache.settled();
    expect(fresh.encoded.size).toBe(0);
    expect(cache.get('/pagina', 1)).toBe(fresh);
  });
});
