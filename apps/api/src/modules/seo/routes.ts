import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZPageParam, ZSeoGlobal, ZSeoIssue, ZSeoPage, ZSeoPageInput, successOf, type PublicSite } from '@softhouse/contracts';
import type { ContentVersion } from '../../cache/content-version.js';
import type { SeoService } from './service.js';
import { buildSitemap, robotsTxt } from './sitemap.js';
import { ok } from '../../http.js';

/** The sitemap, rebuilt after every content write (content version) and on POST /api/seo/generate-sitemap. */
export function createSitemapCache(site: PublicSite, version: ContentVersion) {
  let cached: { xml: string; urls: number; at: number; version: number } | undefined;
  return {
    async get() {
      const current = await version.current();
      if (!cached || cached.version !== current) cached = { ...(await buildSitemap(site)), at: Date.now(), version: current };
      return cached;
    },
    async rebuild() {
      cached = { ...(await buildSitemap(site)), at: Date.now(), version: await version.current() };
      return cached;
    },
  };
}
export type SitemapCache = ReturnType<typeof createSitemapCache>;


export const seoRoutes: FastifyPluginAsyncZod<{ sitemap: SitemapCache; publicUrl: string; seo: SeoService }> = async (app, { sitemap, publicUrl, seo }) => {
  const tags = ['seo'];
  const security = [{ bearerAuth: [] }];
  app.get('/', { config: { access: 'public' }, schema: { tags, summary: 'Global and per-page SEO settings', response: { 200: successOf(z.object({ global: ZSeoGlobal, pages: z.array(ZSeoPage) })) } } },
    async () => ok(await seo.all()));
  app.get('/page/:page', { config: { access: 'public' }, schema: { tags, summary: 'SEO settings of one page', params: ZPageParam, response: { 200: successOf(ZSeoPage) } } },
    async (request) => ok(await seo.page(request.params.page)));
  app.get('/slug/:slug', {
    config: { access: 'public' },
    schema: { tags, summary: 'SEO of a published post or case, with fallbacks', params: z.object({ slug: z.string().max(200) }), response: { 200: successOf(z.object({ kind: z.enum(['post', 'case']), title: z.string(), description: z.string(), keywords: z.array(z.string()), image: z.string().nullable() })) } },
  }, async (request) => ok(await seo.bySlug(request.params.slug)));
  app.get('/global', { config: { access: 'public' }, schema: { tags, summary: 'Site name, default description and share image', response: { 200: successOf(ZSeoGlobal) } } },
    async () => ok(await seo.global()));
  app.put('/global', { config: { access: 'admin' }, schema: { tags, summary: 'Change the global SEO settings (admin)', security, body: ZSeoGlobal, response: { 200: successOf(ZSeoGlobal) } } },
    async (request) => ok(await seo.setGlobal(request.body), 'Configurações de SEO salvas'));
  app.get('/health', { config: { access: 'user' }, schema: { tags, summary: 'What is missing or too long on every page, post and case', security, response: { 200: successOf(z.array(ZSeoIssue)) } } },
    async () => ok(await seo.health()));

  app.get('/robots.txt', {
    config: { access: 'public' },
    schema: { tags: ['seo'], summary: 'robots.txt (also served at /robots.txt)' },
  }, async (_request, reply) => reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(robotsTxt(publicUrl)));

  app.post('/generate-sitemap', {
    config: { access: 'user' },
    schema: { tags: ['seo'], summary: 'Rebuild the sitemap now', security: [{ bearerAuth: [] }], response: { 200: successOf(z.object({ urls: z.number().int(), generatedAt: z.string() })) } },
  }, async () => {
    const built = await sitemap.rebuild();
    return { success: true as const, data: { urls: built.urls, generatedAt: new Date(built.at).toISOString() }, message: 'Sitemap gerado' };
  });

  // Registered last: `/:page` must not shadow the fixed paths above.
  app.put('/:page', { config: { access: 'user' }, schema: { tags, summary: 'Change the SEO of one page', security, params: ZPageParam, body: ZSeoPageInput, response: { 200: successOf(ZSeoPage) } } },
    async (request) => ok(await seo.setPage(request.params.page, request.body), 'SEO da página salvo'));
};

/** /sitemap.xml and /robots.txt at the site root, where crawlers look for them. */
export function registerRootSeoFiles(app: FastifyInstance, sitemap: SitemapCache, publicUrl: string) {
  app.get('/sitemap.xml', async (_request, reply) => {
    const { xml } = await sitemap.get();
    return reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=300').send(xml);
  });
  app.get('/robots.txt', async (_request, reply) => reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(robotsTxt(publicUrl)));
}
