import type { FastifyInstance, FastifyReply } from 'fastify';
import { seoEndpoints as api } from '@softhouse/contracts';
import { type PublicSite } from '@softhouse/contracts/server';
import type { ContentVersion } from '../../cache/content-version.js';
import type { HistoryService } from '../history/service.js';
import type { SeoService } from './service.js';
import { buildSitemap, robotsTxt, sitemapIndex } from './sitemap.js';
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

/**
 * robots.txt as the AI-crawler setting has it, rebuilt after every content write (the setting's own write
 * bumps the content version too), so every instance follows a change within the version poll (~1 s).
 */
export function createRobotsFile(seo: SeoService, version: ContentVersion, publicUrl: string) {
  let cached: { text: string; version: number } | undefined;
  return {
    async get(): Promise<string> {
      const current = await version.current();
      if (!cached || cached.version !== current) cached = { text: robotsTxt(publicUrl, { aiCrawlers: (await seo.aiCrawlers()).allowed }), version: current };
      return cached.text;
    },
  };
}
export type RobotsFile = ReturnType<typeof createRobotsFile>;

/** Browsers and crawlers may keep robots.txt for an hour; the server's copy follows the setting at once. */
const sendRobots = async (reply: FastifyReply, robots: RobotsFile) =>
  reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(await robots.get());

export function seoRoutes(app: FastifyInstance, { sitemap, robots, seo, history }: { sitemap: SitemapCache; robots: RobotsFile; seo: SeoService; history: HistoryService }) {
  route(app, api.all, { access: 'public' }, async () => seo.all());
  // The editors' reads carry the version their save sends back (decision 042).
  route(app, api.page, { access: 'public' }, async (request) => history.versioned('seo', request.params.page, await seo.page(request.params.page)));
  route(app, api.bySlug, { access: 'public' }, async (request) => seo.bySlug(request.params.slug));
  route(app, api.global, { access: 'public' }, async () => history.versioned('seo-global', 'global', await seo.global()));
  route(app, api.setGlobal, { access: 'settings', message: 'Configurações de SEO salvas' }, async (request) => seo.setGlobal(request.body));
  route(app, api.health, { access: 'content' }, async () => seo.health());
  route(app, api.robots, { access: 'public' }, async (_request, reply) => sendRobots(reply, robots));
  route(app, api.aiCrawlers, { access: 'public' }, async () => seo.aiCrawlers());
  route(app, api.setAiCrawlers, { access: 'settings', message: 'Acesso de assistentes de IA salvo' }, async (request) => seo.setAiCrawlers(request.body));
  route(app, api.generateSitemap, { access: 'content', message: 'Sitemap gerado' }, async () => {
    const built = await sitemap.rebuild();
    return { urls: built.urls, generatedAt: new Date(built.at).toISOString() };
  });
  route(app, api.setPage, { access: 'content', message: 'SEO da página salvo' }, async (request) => seo.setPage(request.params.page, request.body));
}

/** /sitemap.xml, the sitemap index and /robots.txt at the site root, where crawlers look for them. */
export function registerRootSeoFiles(app: FastifyInstance, { sitemap, robots, publicUrl }: { sitemap: SitemapCache; robots: RobotsFile; publicUrl: string }) {
  app.get('/sitemap.xml', async (_request, reply) => {
    const { xml } = await sitemap.get();
    return reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=300').send(xml);
  });
  const index = sitemapIndex(publicUrl);
  app.get('/sitemap-index.xml', async (_request, reply) => reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600').send(index));
  app.get('/robots.txt', async (_request, reply) => sendRobots(reply, robots));
}
