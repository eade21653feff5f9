import { resolveBlock, type TBlockType, type TCase, type TPage } from '@softhouse/contracts';
import type { PublicSite } from '@softhouse/contracts/server';
import type { AppLoadContext } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadPageBlocks } from './index.server';

const block = (type: TBlockType, content: Record<string, unknown> = {}, id = type) => resolveBlock({ id, type, content }, 'pt');

const casePage = (total: number) => ({ data: [{ id: 'c1', slug: 'c1', title: 'Case', client: 'Cliente', image: null, imageUrl: null }], meta: { total } }) as unknown as TPage<TCase>;

/** A site whose page has `blocks`; every data call is recorded and answered by `overrides` or a small default. */
function siteWith(blocks: ReturnType<typeof block>[], overrides: Partial<PublicSite> = {}) {
  const site = {
    pageBlocks: vi.fn(async () => blocks),
    cases: vi.fn(async () => casePage(7)),
    posts: vi.fn(async () => ({ data: [], meta: { total: 0 } })),
    settings: vi.fn(async () => ({
      contactConfig: null,
      company: {},
      integrations: { hubspotPortalId: '123', hubspotForms: { contact: 'form-contact', software: 'form-software' } },
    })),
    ...overrides,
  };
  return { site, context: { site } as unknown as AppLoadContext };
}

const request = (path: string) => new Request(`https://www.example.com${path}`);

describe('loadPageBlocks', () => {
  let errors: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    errors = vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => errors.mockRestore());

  it('asks for the page\'s blocks in the address\'s language and loads each one\'s data by its own settings', async () => {
    const { site, context } = siteWith([
      block('hero', { visual: 'cases', title: { pt: 'Cases' } }),
      block('cases', { source: 'picked', picked: ['7d6f3c1a-1b2c-4d5e-8f90-1a2b3c4d5e6f'] }),
      block('posts'),
      block('contact', { source: 'software' }),
      block('text', { body: { pt: 'Texto' } }),
    ]);
    const loaded = await loadPageBlocks(context, 'software', request('/en/software'));
    expect(site.pageBlocks).toHaveBeenCalledWith('software', 'en');
    expect(loaded.map((item) => item.block.type)).toEqual(['hero', 'cases', 'posts', 'contact', 'text']);
    expect(loaded[0]!.data).toEqual({ casesTotal: 7 });
    expect(site.cases).toHaveBeenCalledWith({ limit: 10, lang: 'en', source: 'picked', ids: ['7d6f3c1a-1b2c-4d5e-8f90-1a2b3c4d5e6f'] });
    expect(loaded[1]!.data).toEqual([{ id: 'c1', slug: 'c1', title: 'Case', client: 'Cliente', image: null, imageUrl: null }]);
    expect(loaded[2]!.data).toEqual({ status: 'ok', posts: [] });
    // A software contact block embeds the software form when one is configured.
    expect((loaded[3]!.data as { embed: unknown }).embed).toEqual({ portalId: '123', formId: 'form-software', region: 'na1' });
    expect(loaded[4]!.data).toBeUndefined();
  });

  it('hides only the data that failed to load, never the page', async () => {
    const down = async () => {
      throw new Error('database down');
    };
    const { context } = siteWith([block('hero', { visual: 'cases' }), block('cases', { source: 'featured' }), block('posts'), block('contact-page')], {
      cases: vi.fn(down),
      posts: vi.fn(down),
      settings: vi.fn(down),
    });
    const loaded = await loadPageBlocks(context, 'home', request('/'));
    expect(loaded.map((item) => item.data)).toEqual([
      { casesTotal: null },
      [],
      { status: 'error' },
      { channels: { phone: { title: null, number: null }, email: { title: null, address: null }, careers: { title: null, link: null }, location: { title: null, address: null } }, embed: null },
    ]);
  });

  it('gives a listing its page\'s list, and leaves it out where the page has none', async () => {
    const list = { cases: [], total: 40, page: 1, lastPage: 3 };
    const { site, context } = siteWith([block('hero', { visual: 'cases' }), block('case-grid'), block('blog-list')]);
    const loaded = await loadPageBlocks(context, 'cases', request('/cases'), { 'case-grid': list });
    expect(loaded.map((item) => item.block.type)).toEqual(['hero', 'case-grid']);
    expect(loaded[0]!.data).toEqual({ casesTotal: 40 });
    expect(loaded[1]!.data).toBe(list);
    expect(site.cases).not.toHaveBeenCalled();
  });
});
