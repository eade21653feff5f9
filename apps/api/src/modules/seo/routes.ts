import type { FastifyInstance } from 'fastify';
import { seoEndpoints as api } from '@softhouse/contracts';
import { type PublicSite } from '@softhouse/contracts/server';
import type { ContentVersion } from '../../cache/content-version.js';
import type { SeoService } from './service.js';
import { buildSitemap, robotsTxt } from './sitemap.js';
import { route } from '../../http/route.js';

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

export function seoRoutes(app: FastifyInstance, { sitemap, publicUrl, seo }: { sitemap: SitemapCache; publicUrl: string; seo: SeoService }) {
  route(app, api.all, { access: 'public' }, async () => seo.all());
  route(app, api.page, { access: 'public' }, async (request) => seo.page(request.params.page));
  route(app, api.bySlug, { access: 'public' }, async (request) => seo.bySlug(request.params.slug));
  route(app, api.global, { access: 'public' }, async () => seo.global());
  route(app, api.setGlobal, { access: 'settings', message: 'Configurações de SEO salvas' }, async (request) => seo.setGlobal(request.body));
  route(app, api.health, { access: 'content' }, async () => seo.health());
  route(app, api.robots, { access: 'public' }, async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(robotsTxt(publicUrl)));
  route(app, api.generateSitemap, { access: 'content', message: 'Sitemap gerado' }, async () => {
    const built = await sitemap.rebuild();
    return { urls: built.urls, generatedAt: new Date(built.at).toISOString() };
  });
  route(app, api.setPage, { access: 'content', message: 'SEO da página salvo' }, async (request) => seo.setPage(request.params.page, request.body));
}

/** /sitemap.xml and /robots.txt at the site root, where crawlers look for them. */
export function registerRootSeoFiles(app: FastifyInstance, sitemap: SitemapCache, publicUrl: string) {
  app.get('/sitemap.xml', async (_request, reply) => {
    const { xml } = await sitemap.get();
    return reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=300').send(xml);
  });
  app.get('/robots.txt', async (_request, reply) => reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(robotsTxt(publicUrl)));
}
