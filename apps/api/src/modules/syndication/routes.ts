import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { FEED_FORMATS, FEED_MEDIA_TYPES, LANGUAGES, llmsPath } from '@softhouse/contracts';
import type { ContentVersion } from '../../cache/content-version.js';
import { etagMatches, type ResponseCache } from '../../cache/response-cache.js';
import { notFound } from '../../errors.js';
import { HTTP_CACHE_CONTROL, sendCached } from '../../plugins/response-cache.js';
import type { MarkdownAnswer, Syndication } from './service.js';

type Built = { body: string; headers?: Record<string, string> } | { location: string } | null;

const MARKDOWN = 'text/markdown; charset=utf-8';
/** Files of the public site, like its pages (the API's guard does not reach outside /api). */
const PUBLIC = { config: { access: 'public' as const } };

/**
 * The feeds, the llms.txt files and the Markdown addresses at the site's root, beside /sitemap.xml (decision 033).
 * Each answer is built once per content version, like the pages (decisions 005 and 011): an editor's publish
 * or unpublish bumps the version, and every instance rebuilds on its next request (at most ~1 s later). Only
 * 200s are stored, under the address's one spelling, so made-up addresses cannot push real ones out.
 */
export function registerSyndication(
  app: FastifyInstance,
  { syndication, cache, version }: { syndication: Syndication; cache: ResponseCache; version: ContentVersion },
) {
  async function answer(request: FastifyRequest, reply: FastifyReply, key: string, type: string, build: () => Promise<Built>) {
    const current = await version.current();
    const stored = cache.get(key, current);
    if (stored) return sendCached(request, reply, cache, stored);
    const built = await build();
    if (!built) throw notFound('Conteúdo não encontrado');
    if ('location' in built) return reply.redirect(built.location, 301);
    const entry = cache.set(key, { version: current, status: 200, headers: { 'content-type': type, ...built.headers }, body: built.body });
    reply.headers(entry.headers).header('etag', entry.etag).header('cache-control', HTTP_CACHE_CONTROL).header('x-cache', 'MISS');
    if (etagMatches(request.headers['if-none-match'], entry.etag)) return reply.code(304).send();
    return reply.send(entry.body);
  }

  const markdown = (found: MarkdownAnswer | null): Built => {
    if (!found) return null;
    if (found.kind === 'moved') return { location: found.location };
    // The page is the address to index and to cite; this is its text for machines.
    return {
      body: found.body,
      headers: { link: `<${found.canonical}>; rel="canonical"`, 'content-language': found.language === 'pt' ? 'pt-BR' : found.language },
    };
  };

  for (const language of LANGUAGES) {
    const prefix = language === 'pt' ? '' : `/${language}`;
    for (const format of FEED_FORMATS) {
      const path = `${prefix}/blog/${format}.xml`;
      app.get(path, PUBLIC, async (request, reply) => {
        const category = (request.query as Record<string, string | string[] | undefined>).category;
        if (Array.isArray(category)) throw notFound('Categoria não encontrada');
        const key = category === undefined ? path : `${path}?category=${category}`;
        return answer(request, reply, key, `${FEED_MEDIA_TYPES[format]}; charset=utf-8`, async () => {
          const xml = await syndication.feed(format, language, category);
          if (xml === null) throw notFound('Categoria não encontrada');
          return { body: xml };
        });
      });
    }
    for (const full of [false, true]) {
      const path = llmsPath(language, full);
      app.get(path, PUBLIC, (request, reply) =>
        answer(request, reply, path, 'text/plain; charset=utf-8', async () => ({ body: await syndication.llms(language, full) })),
      );
    }
    const post = (request: FastifyRequest, reply: FastifyReply, slug: string, key: string) =>
      answer(request, reply, key, MARKDOWN, async () => markdown(await syndication.postMarkdown(slug, language)));
    app.get<{ Params: { slug: string } }>(`${prefix}/blog/:slug.md`, PUBLIC, (request, reply) =>
      post(request, reply, request.params.slug, `${prefix}/blog/${request.params.slug}.md`),
    );
    // /blog/{id}/{slug} shows the post of /blog/{id} (product.md §2): its Markdown lives at /blog/{slug}.md.
    app.get<{ Params: { slug: string; tail: string } }>(`${prefix}/blog/:slug/:tail.md`, PUBLIC, (request, reply) =>
      answer(request, reply, `${prefix}/blog/${request.params.slug}/*.md`, MARKDOWN, async () => {
        const found = await syndication.postMarkdown(request.params.slug, language);
        return found && { location: found.kind === 'moved' ? found.location : `${prefix}/blog/${request.params.slug}.md` };
      }),
    );
    app.get<{ Params: { slug: string } }>(`${prefix}/cases/:slug.md`, PUBLIC, (request, reply) =>
      answer(request, reply, `${prefix}/cases/${request.params.slug}.md`, MARKDOWN, async () =>
        markdown(await syndication.caseMarkdown(request.params.slug, language)),
      ),
    );
  }
}
